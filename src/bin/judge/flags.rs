//! The judge's flags, each defined once, as one row: how cargo's line spells it, make's variable,
//! its value's name, its doc and how it sets the typed [`Options`]; its test sits under it
//! (ripgrep's `crates/core/flags/defs.rs`, and `src/bin/fundamental.rs`'s `FLAGS` in this house).
//! The parser (`parse.rs`), `judge --help`, the verbs' usage and refusals (`verbs.rs`), the
//! rerun lines and the Makefile's check all read these rows.
//!
//! Adding a flag: one row here with its test and its name in [`FLAGS`]; a flag with a doc is
//! `judge`'s own (listed by `judge --help`), a verb's `--help` shows its verb doc where it has
//! one and its doc otherwise, and a verb takes it by its row in `verbs.rs`; where
//! make has a variable for it, the Makefile passes it (the test
//! `verbs::tests::the_makefile_passes_each_variable_as_its_flag` says where it does not).

use crate::front::{quoted, Front};
use crate::values::{parse_count, parse_memory, parse_seed, parse_time};
use nqueens::error::Error;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// Random inputs `--stress` draws without a count (and `cargo stress`, `make stress`): stated
/// once, here, and said in the usage from here.
macro_rules! default_count {
    () => {
        500
    };
}

/// Random inputs `--stress` draws without a count.
pub const DEFAULT_COUNT: u64 = default_count!();

/// The command line as given, typed: what the flags set, before `args::resolve`
/// checks them against each other and resolves them into one `args::Args`.
#[derive(Default, Debug)]
pub struct Options {
    /// The problem's name as given: the first word that is no flag.
    pub problem: Option<String>,
    /// After `--`: a program of the learner's own.
    pub command: Option<Vec<OsString>>,
    /// The mode's switches.
    pub practise: bool,
    pub block: bool,
    pub toolchain: bool,
    pub toolchains: bool,
    /// `--stress [N]` (a verb's `--count N`): the count of random inputs, and its seed.
    pub stress: Option<u64>,
    pub seed: Option<u64>,
    pub save: bool,
    /// Which cases: `--all`, `--case`, `--first`.
    pub all: bool,
    pub case: Option<String>,
    pub first: bool,
    pub file: Option<PathBuf>,
    pub time_limit: Option<Duration>,
    pub memory_limit: Option<u64>,
    pub no_jail: bool,
    pub help: bool,
    /// `--check`: check the command line and the files, and do nothing (the Makefile's first
    /// step: a refusal is make's one line).
    pub check: bool,
    /// trace's `--input` and `--html`.
    pub input: Option<PathBuf>,
    pub html: Option<String>,
    /// A verb's words after the problem: the hint's number, trace's n.
    pub words: Vec<String>,
    /// In `judge`'s own grammar, a word after the problem that is no flag: refused, once the
    /// problem's name is known to be right.
    pub stray: Option<String>,
    /// A verb's first value refused by its flag (`--time-limit x`): said once its problem and
    /// its file are found, in that order, as the judge's own modes would after them.
    pub refused: Option<Error>,
    /// Set by a learner's verb (`cargo stress`, `make stress P=`): a line to run again is then
    /// said in the verb's words, not in `judge`'s own grammar.
    pub verb: bool,
}

/// How cargo's line spells a flag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Spelled {
    /// `--file`.
    Flag(&'static str),
    /// A word after the problem: the hint's number, trace's n.
    Word,
    /// The words after `--`: a program of the learner's own.
    Command,
}

/// A refusal of a flag's value, one line quoting it.
type Refused = Result<(), Error>;

/// What a flag takes after it, and how that sets the options.
#[derive(Clone, Copy)]
pub enum Takes {
    /// A switch: `--first`, make's `FIRST=1`.
    Nothing(fn(&mut Options)),
    /// A value, named so in the usage: `--file PATH`.
    One(&'static str, fn(&mut Options, &str) -> Refused),
    /// A value that may be left out: `--stress [N]`.
    Maybe(&'static str, fn(&mut Options, Option<&str>) -> Refused),
}

/// One flag, defined once.
#[derive(Clone, Copy)]
pub struct Flag {
    pub spelled: Spelled,
    /// Other spellings taken: a short one (`-h`) is shown beside the name, a long one
    /// (`--practice`) is taken quietly.
    also: &'static [&'static str],
    /// make's variable (`F`); `None` where make has none.
    pub make: Option<&'static str>,
    pub takes: Takes,
    /// Its doc in `judge --help` (a longer one goes on at `\n`): a flag of `judge`'s own
    /// grammar has one, a verb's alone none.
    pub doc: &'static str,
    /// Its doc in a verb's `--help` (`cargo stress --help`), where that is not [`Flag::doc`]:
    /// a verb's alone, or one that means something else to a verb (`--file`).
    verb_doc: &'static str,
}

impl PartialEq for Flag {
    fn eq(&self, other: &Flag) -> bool {
        self.spelled == other.spelled && self.make == other.make
    }
}

/// A flag's name, as a message of `judge`'s own grammar names it: `--file`.
impl std::fmt::Display for Flag {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(self.name())
    }
}

impl std::fmt::Debug for Flag {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "{:?}", self.spelled)
    }
}

/// The rows are built by these, so that a row says only what is its own.
impl Flag {
    const fn new(spelled: Spelled, takes: Takes) -> Flag {
        Flag {
            spelled,
            also: &[],
            make: None,
            takes,
            doc: "",
            verb_doc: "",
        }
    }

    /// `--first`: a switch.
    const fn switch(name: &'static str, set: fn(&mut Options)) -> Flag {
        Flag::new(Spelled::Flag(name), Takes::Nothing(set))
    }

    /// `--file PATH`.
    const fn value(
        name: &'static str,
        value: &'static str,
        set: fn(&mut Options, &str) -> Refused,
    ) -> Flag {
        Flag::new(Spelled::Flag(name), Takes::One(value, set))
    }

    /// A word after the problem, make's `K=2`: the words are kept in their order.
    const fn word(make: &'static str) -> Flag {
        let set: fn(&mut Options, &str) -> Refused = |options, value| {
            options.words.push(value.to_string());
            Ok(())
        };
        Flag::new(Spelled::Word, Takes::One(make, set)).make(make)
    }

    const fn make(self, make: &'static str) -> Flag {
        Flag {
            make: Some(make),
            ..self
        }
    }

    const fn doc(self, doc: &'static str) -> Flag {
        Flag { doc, ..self }
    }

    const fn verb_doc(self, verb_doc: &'static str) -> Flag {
        Flag { verb_doc, ..self }
    }

    const fn also(self, also: &'static [&'static str]) -> Flag {
        Flag { also, ..self }
    }
}

impl Flag {
    /// `--file`; `--` for a command; empty for a word.
    pub fn name(&self) -> &'static str {
        match self.spelled {
            Spelled::Flag(name) => name,
            Spelled::Word => "",
            Spelled::Command => "--",
        }
    }

    /// Whether `judge`'s own grammar takes it (`judge --practise --file x p`): those it lists.
    pub fn judge(&self) -> bool {
        !self.doc.is_empty()
    }

    /// Whether `word` (the part before a `=`) spells this flag.
    pub fn named(&self, word: &str) -> bool {
        matches!(self.spelled, Spelled::Flag(name) if name == word) || self.also.contains(&word)
    }

    /// Sets the options from the flag's value (none for a switch; the parser gives one to a
    /// flag that takes one).
    pub fn set(&self, options: &mut Options, value: Option<&str>) -> Refused {
        match self.takes {
            Takes::Nothing(set) => {
                set(options);
                Ok(())
            }
            Takes::One(_, set) => set(options, value.unwrap_or_default()),
            Takes::Maybe(_, set) => set(options, value),
        }
    }

    /// `--file PATH`, `--stress [N]`, `-- <command...>`, `[K]`'s `K`: the flag with its value,
    /// as the usage shows it.
    pub fn shown(&self) -> String {
        let short: Vec<&str> = self
            .also
            .iter()
            .copied()
            .filter(|name| !name.starts_with("--"))
            .collect();
        let names = [short.as_slice(), &[self.name()]].concat().join(", ");
        match (self.spelled, self.takes) {
            (Spelled::Word, Takes::One(value, _) | Takes::Maybe(value, _)) => value.to_string(),
            (_, Takes::Nothing(_)) => names,
            (_, Takes::One(value, _)) => format!("{names} {value}"),
            (_, Takes::Maybe(value, _)) => format!("{names} [{value}]"),
        }
    }

    /// `[--file PATH]`: the flag as an optional part of a usage line.
    pub fn optional(&self) -> String {
        format!("[{}]", self.shown())
    }

    /// ` --file x.rs` or ` F=x.rs`: the flag with `value` as `front` types it, after a command.
    pub fn said(&self, front: Front, value: &str) -> String {
        match (front, self.spelled, self.takes) {
            (Front::Make, _, _) => format!(" {}={}", self.make.unwrap_or_default(), quoted(value)),
            (Front::Cargo, Spelled::Flag(name), Takes::Nothing(_)) => format!(" {name}"),
            (Front::Cargo, Spelled::Word, _) => format!(" {}", quoted(value)),
            // The command after `--` is already words of a shell.
            (Front::Cargo, Spelled::Command, _) => format!(" -- {value}"),
            (Front::Cargo, Spelled::Flag(name), _) => format!(" {name} {}", quoted(value)),
        }
    }

    /// How this front names the flag in a list of what a verb takes: `--file` or `F=`; `None`
    /// where make has no variable for it.
    pub fn word_in(&self, front: Front) -> Option<String> {
        match (front, self.spelled) {
            (Front::Cargo, Spelled::Word) => Some(self.shown()),
            (Front::Cargo, _) => Some(self.name().to_string()),
            (Front::Make, _) => self.make.map(|make| format!("{make}=")),
        }
    }
}

/// The line that runs `verb` on `problem` with `options`, as `front` types it: `cargo practise
/// leetcode51 --file x.rs --case 03` or `make practise P=leetcode51 F=x.rs CASE=03`. Values are
/// quoted for a shell where they need it.
pub fn line(front: Front, verb: &str, problem: &str, options: &[(&Flag, &str)]) -> String {
    let mut line = front.command(verb, problem);
    for (flag, value) in options {
        line += &flag.said(front, value);
    }
    line
}

/// Every flag, in the order `judge --help` lists those of `judge`'s own grammar.
pub const FLAGS: &[&Flag] = &[
    &ALL,
    &TIME,
    &MEMORY,
    &STRESS,
    &SEED,
    &SAVE,
    &CASE,
    &FIRST,
    &NO_JAIL,
    &PRACTISE,
    &BLOCK,
    &FILE,
    &TOOLCHAIN,
    &TOOLCHAINS,
    &HELP,
    &CHECK,
    &COUNT,
    &INPUT,
    &HTML,
    &COMMAND,
    &K,
    &N,
];

/// The options `judge --help` lists: a row a flag of `judge`'s own grammar, its doc beside it.
pub fn usage() -> String {
    let rows: Vec<String> = FLAGS
        .iter()
        .filter(|flag| flag.judge())
        .map(|flag| row(flag, flag.doc))
        .collect();
    rows.join("\n")
}

/// The options a verb's `--help` lists: those it `takes`, and `--help`, each with its doc for
/// a verb.
pub fn verb_usage(takes: &[&Flag]) -> String {
    let rows: Vec<String> = takes
        .iter()
        .chain([&&HELP])
        .map(|flag| match flag.verb_doc {
            "" => row(flag, flag.doc),
            doc => row(flag, doc),
        })
        .collect();
    rows.join("\n")
}

/// `  --case NAME            only the case NAME...`: a flag as shown, its doc beside it.
fn row(flag: &Flag, doc: &str) -> String {
    const WIDTH: usize = 22;
    let doc = doc.replace('\n', &format!("\n  {:WIDTH$}", ""));
    format!("  {:WIDTH$}{doc}", flag.shown())
}

/// What a test of a row asks: the options `flag` sets from `value`, or the refusal's text.
#[cfg(test)]
fn set(flag: &Flag, value: Option<&str>) -> Result<Options, String> {
    let mut options = Options::default();
    flag.set(&mut options, value)
        .map_err(|error| error.to_string())?;
    Ok(options)
}

pub static ALL: Flag = Flag::switch("--all", |options| options.all = true)
    .make("ALL")
    .doc("also the cases the judge would not send (refused inputs, n out of range)");

#[test]
fn all() {
    assert_eq!(ALL.said(Front::Make, "1"), " ALL=1");
    assert!(set(&ALL, None).unwrap().all);
}

pub static TIME: Flag = Flag::value("--time-limit", "LIMIT", |options, value| {
    options.time_limit = Some(parse_time(value)?);
    Ok(())
})
.make("TIME")
.doc(
    "CPU time per case, as `0.5`, `2s` or `300ms`, up to an hour\n\
     (default: the judge's, or 1 s)",
);

#[test]
fn time_limit() {
    let time = |text| set(&TIME, Some(text)).map(|options| options.time_limit.unwrap());
    assert_eq!(time("0.3"), Ok(Duration::from_millis(300)));
    assert_eq!(time("2s"), Ok(Duration::from_secs(2)));
    assert_eq!(time("300ms"), Ok(Duration::from_millis(300)));
    assert_eq!(time("3600"), Ok(crate::values::MAX_TIME));
    for wrong in [
        "", "0", "-1", "ms", "1m", "inf", "NaN", "-inf", "1e300", "1e19", "1.8e19", "3601", "0.1ms",
    ] {
        assert!(time(wrong).is_err(), "{wrong:?}");
    }
}

pub static MEMORY: Flag = Flag::value("--memory-limit", "LIMIT", |options, value| {
    options.memory_limit = Some(parse_memory(value)?);
    Ok(())
})
.make("MEMORY")
.doc(
    "peak memory per case (resident; on Windows commit charge), as `64`\n\
     (MiB), `512MiB` or `1GiB` (default: the judge's, or 256 MiB)",
);

#[test]
fn memory_limit() {
    let memory = |text| set(&MEMORY, Some(text)).map(|options| options.memory_limit.unwrap());
    assert_eq!(memory("64"), Ok(64 << 20));
    assert_eq!(memory("512MiB"), Ok(512 << 20));
    assert_eq!(memory("512M"), Ok(512 << 20));
    assert_eq!(memory("1GiB"), Ok(1 << 30));
    assert_eq!(memory("1.5g"), Ok(3 << 29));
    for wrong in [
        "", "0", "-5", "0.5", "inf", "nan", "1e19", "2TiB", "lots", "64KiB",
    ] {
        assert!(memory(wrong).is_err(), "{wrong:?}");
    }
}

pub static STRESS: Flag = Flag::new(
    Spelled::Flag("--stress"),
    Takes::Maybe("N", |options, value| {
        let count = value.map(|count| parse_count("--stress", count));
        options.stress = Some(count.transpose()?.unwrap_or(DEFAULT_COUNT));
        Ok(())
    }),
)
.doc(concat!(
    "N random inputs (default ",
    default_count!(),
    ") instead of the cases, to the first failure,\nwhich is then shrunk"
));

#[test]
fn stress() {
    assert_eq!(set(&STRESS, None).unwrap().stress, Some(DEFAULT_COUNT));
    assert_eq!(set(&STRESS, Some("30")).unwrap().stress, Some(30));
    assert!(set(&STRESS, Some("")).unwrap_err().ends_with("found \"\""));
    assert!(STRESS.doc.contains(&format!("(default {DEFAULT_COUNT})")));
}

pub static SEED: Flag = Flag::value("--seed", "S", |options, value| {
    options.seed = Some(parse_seed("--seed", value)?);
    Ok(())
})
.make("SEED")
.doc("the inputs of an earlier --stress run (default: from the clock, printed)");

#[test]
fn seed() {
    for seed in [0, 7, u64::MAX] {
        assert_eq!(
            set(&SEED, Some(&seed.to_string())).unwrap().seed,
            Some(seed)
        );
    }
    assert_eq!(
        set(&SEED, Some("-1")).unwrap_err(),
        "--seed takes a number from 0 to 18446744073709551615, found `-1`"
    );
}

pub static SAVE: Flag = Flag::switch("--save", |options| options.save = true)
    .doc("write the shrunk failing input into testdata/ as a case, with its .out");

#[test]
fn save() {
    let options = set(&SAVE, None).unwrap();
    assert!(
        options.save && options.stress.is_none(),
        "--stress is its own"
    );
}

pub static CASE: Flag = Flag::value("--case", "NAME", |options, value| {
    options.case = Some(value.to_string());
    Ok(())
})
.make("CASE")
.doc("only the case NAME (or the one case whose name starts with NAME)");

#[test]
fn case() {
    assert_eq!(set(&CASE, Some("01")).unwrap().case.as_deref(), Some("01"));
    assert_eq!(CASE.said(Front::Cargo, "03"), " --case 03");
    assert_eq!(CASE.said(Front::Make, "03"), " CASE=03");
}

pub static FIRST: Flag = Flag::switch("--first", |options| options.first = true)
    .make("FIRST")
    .doc("stop at the first case that is not accepted");

#[test]
fn first() {
    assert!(set(&FIRST, None).unwrap().first);
    assert_eq!(FIRST.said(Front::Cargo, ""), " --first");
}

pub static NO_JAIL: Flag = Flag::switch("--no-jail", |options| options.no_jail = true).doc(
    "run the program uncontained (Linux contains each case as a judge does:\n\
     no writes outside its own folder, no network, no host sockets, shared\n\
     memory or IPC, no signals outside it, 64 processes, the system calls no\n\
     judge allows); also NQUEENS_JAIL=off",
);

#[test]
fn no_jail() {
    assert!(set(&NO_JAIL, None).unwrap().no_jail);
    assert_eq!(
        NO_JAIL.word_in(Front::Make),
        None,
        "make has no variable for it"
    );
}

pub static PRACTISE: Flag = Flag::switch("--practise", |options| options.practise = true)
    .also(&["--practice"])
    .doc("judge the problem's SUBMISSION block, compiled alone as its judge does");

#[test]
fn practise() {
    let options = set(&PRACTISE, None).unwrap();
    assert!(options.practise && !options.block);
    // The other spelling is taken, and the usage shows one.
    assert!(PRACTISE.named("--practice") && !usage().contains("--practice"));
}

pub static BLOCK: Flag = Flag::switch("--block", |options| options.block = true)
    .doc("print the problem's SUBMISSION block: what is pasted");

#[test]
fn block() {
    let options = set(&BLOCK, None).unwrap();
    assert!(options.block && !options.practise);
}

pub static FILE: Flag = Flag::value("--file", "PATH", |options, value| {
    options.file = Some(PathBuf::from(value));
    Ok(())
})
.make("F")
.doc(
    "with --practise or --block: the block of PATH (laid out like\n\
     src/bin/<problem>.rs; a file without marker lines is all block) instead\n\
     of ours; --block then prints it only when it compiles as the judge's",
)
.verb_doc("your file, if not mine/<problem>.rs");

#[test]
fn file() {
    let file = set(&FILE, Some("mine/x.rs")).unwrap().file;
    assert_eq!(file, Some(PathBuf::from("mine/x.rs")));
    // Quoted as the system's shell reads it back.
    let quoted = nqueens::report::shell_word("my file.rs");
    assert_eq!(
        FILE.said(Front::Cargo, "my file.rs"),
        format!(" --file {quoted}")
    );
    assert_eq!(FILE.said(Front::Make, "my file.rs"), format!(" F={quoted}"));
}

pub static TOOLCHAIN: Flag = Flag::switch("--toolchain", |options| options.toolchain = true).doc(
    "install <problem>'s judge's Rust with rustup (minimal profile), so that\n\
     --practise and --block compile with it (exact) instead of reading the\n\
     block against its version (approximate)",
);

#[test]
fn toolchain() {
    let options = set(&TOOLCHAIN, None).unwrap();
    assert!(options.toolchain && !options.toolchains);
}

pub static TOOLCHAINS: Flag = Flag::switch("--toolchains", |options| options.toolchains = true)
    .doc("install every judge's Rust");

#[test]
fn toolchains() {
    let options = set(&TOOLCHAINS, None).unwrap();
    assert!(options.toolchains && options.problem.is_none());
}

pub static HELP: Flag = Flag::switch("--help", |options| options.help = true)
    .also(&["-h"])
    .doc("this text");

#[test]
fn help() {
    assert!(set(&HELP, None).unwrap().help && HELP.named("-h"));
    assert!(usage().ends_with("\n  -h, --help            this text"));
}

/// Every verb takes it; `judge --help` does not list it (the Makefile's first step).
pub static CHECK: Flag = Flag::switch("--check", |options| options.check = true);

#[test]
fn check() {
    assert!(set(&CHECK, None).unwrap().check);
    assert!(!CHECK.judge() && !usage().contains("--check"));
}

/// `cargo stress`'s count, what `--stress N` is to `judge`'s own grammar.
pub static COUNT: Flag = Flag::value("--count", "N", |options, value| {
    options.stress = Some(parse_count("--count", value)?);
    Ok(())
})
.make("COUNT")
.verb_doc(concat!(
    "how many random inputs (default ",
    default_count!(),
    ")"
));

#[test]
fn count() {
    // The same count as `--stress N`, named by the verb's own flag when refused.
    assert_eq!(set(&COUNT, Some("9")).unwrap().stress, Some(9));
    for wrong in ["0", "100000001", "x"] {
        let refused = set(&COUNT, Some(wrong)).unwrap_err();
        assert!(refused.starts_with("--count takes a count"), "{refused}");
    }
}

/// trace's input for a problem that reads more than n.
pub static INPUT: Flag = Flag::value("--input", "FILE", |options, value| {
    options.input = Some(PathBuf::from(value));
    Ok(())
})
.make("IN")
.verb_doc("the input your program reads, where the problem reads more than n");

#[test]
fn input() {
    let input = set(&INPUT, Some("board.txt")).unwrap().input;
    assert_eq!(input, Some(PathBuf::from("board.txt")));
    assert_eq!(INPUT.word_in(Front::Make).as_deref(), Some("IN="));
}

/// trace's page.
pub static HTML: Flag = Flag::value("--html", "PAGE", |options, value| {
    options.html = Some(value.to_string());
    Ok(())
})
.make("HTML")
.verb_doc(
    "the search as one page written to PAGE, to step through in a browser:\n\
     the square tried and the line that refuses it, the tree growing",
);

#[test]
fn html() {
    let html = set(&HTML, Some("p.html")).unwrap().html;
    assert_eq!(html.as_deref(), Some("p.html"));
}

/// A program of the learner's own, after `--`: the parser takes the words, which no value sets.
pub static COMMAND: Flag = Flag::new(Spelled::Command, Takes::One("<command...>", |_, _| Ok(())))
    .make("CMD")
    .verb_doc("a program of yours in any language, judged instead of your file");

#[test]
fn command() {
    assert_eq!(COMMAND.shown(), "-- <command...>");
    assert_eq!(
        COMMAND.said(Front::Cargo, "python3 x.py"),
        " -- python3 x.py"
    );
    assert_eq!(COMMAND.said(Front::Make, "./a"), " CMD=./a");
}

/// The hint's number: the word after the problem, make's `K=2`.
pub static K: Flag = Flag::word("K").verb_doc("which of the statement's three hints (default 1)");

#[test]
fn k() {
    assert_eq!(set(&K, Some("2")).unwrap().words, ["2"]);
    assert_eq!(
        line(Front::Cargo, "hint", "x", &[(&K, "2")]),
        "cargo hint x 2"
    );
    assert_eq!(
        line(Front::Make, "hint", "x", &[(&K, "2")]),
        "make hint P=x K=2"
    );
}

/// trace's n: the word after the problem, make's `N=6`.
pub static N: Flag = Flag::word("N").verb_doc("the n traced (default 5)");

#[test]
fn n() {
    assert_eq!(N.optional(), "[N]");
    assert_eq!(N.word_in(Front::Cargo).as_deref(), Some("N"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_in_each_fronts_words() {
        let options = [(&FILE, "my file.rs"), (&CASE, "03")];
        // Quoted as the system's shell reads it back.
        let quoted = nqueens::report::shell_word("my file.rs");
        assert_eq!(
            line(Front::Make, "practise", "leetcode51", &options),
            format!("make practise P=leetcode51 F={quoted} CASE=03")
        );
        assert_eq!(
            line(Front::Cargo, "practice", "leetcode51", &options),
            format!("cargo practise leetcode51 --file {quoted} --case 03")
        );
    }

    #[test]
    fn each_flag_is_one_row_with_one_name() {
        for (i, flag) in FLAGS.iter().enumerate() {
            let same = FLAGS[i + 1..].iter().find(|other| {
                let spelled =
                    matches!(flag.spelled, Spelled::Flag(_)) && other.spelled == flag.spelled;
                spelled || (flag.make.is_some() && other.make == flag.make)
            });
            assert!(same.is_none(), "{flag:?} twice");
        }
    }
}
