//! The judge's flags, each defined once, as one row: how cargo's line spells it, make's variable,
//! its value's name, its doc and how it sets the typed [`Options`]; its test sits under it
//! (ripgrep's `crates/core/flags/defs.rs`, and `src/bin/fundamental.rs`'s `FLAGS` in this house).
//! The parser (`parse.rs`), `judge --help`, the verbs' usage and refusals (`verbs.rs`), the
//! rerun lines and the Makefile's check all read these rows.
//!
//! Adding a flag: one row here with its test, its name in [`FLAGS`], and in `verbs.rs` the verbs
//! that take it; where make has a variable for it, the Makefile passes it (the test
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

/// The command line as given, typed: what the flags set, before [`crate::args::resolve`]
/// checks them against each other and resolves them into one [`crate::args::Args`].
#[derive(Default, Debug)]
pub struct Options {
    pub all: bool,
    pub practise: bool,
    pub block: bool,
    pub toolchain: bool,
    pub toolchains: bool,
    /// `--stress [N]` (a verb's `--count N`): the count of random inputs.
    pub stress: Option<u64>,
    pub seed: Option<u64>,
    pub save: bool,
    pub file: Option<PathBuf>,
    pub case: Option<String>,
    pub first: bool,
    pub no_jail: bool,
    pub time_limit: Option<Duration>,
    pub memory_limit: Option<u64>,
    pub help: bool,
    /// `--check`: check the command line and the files, and do nothing (the Makefile's first
    /// step: a refusal is make's one line).
    pub check: bool,
    /// trace's `--input` and `--html`.
    pub input: Option<PathBuf>,
    pub html: Option<String>,
    /// The problem's name as given: the first word that is no flag.
    pub problem: Option<String>,
    /// A verb's words after the problem: the hint's number, trace's n.
    pub words: Vec<String>,
    /// In `judge`'s own grammar, a word after the problem that is no flag: refused, once the
    /// problem's name is known to be right.
    pub stray: Option<String>,
    /// After `--`: a program of the learner's own.
    pub command: Option<Vec<OsString>>,
    /// A verb's first value refused by its flag (`--time-limit x`): said once its problem and
    /// its file are found, in that order, as the judge's own modes would after them.
    pub refused: Option<Error>,
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

/// What a flag takes after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Takes {
    /// A switch: `--first`, make's `FIRST=1`.
    Nothing,
    /// A value, named so in the usage: `--file PATH`.
    One(&'static str),
    /// A value that may be left out: `--stress [N]`.
    Maybe(&'static str),
}

/// One flag, defined once.
pub struct Flag {
    pub spelled: Spelled,
    /// Other spellings taken: a short one (`-h`) is shown beside the name, a long one
    /// (`--practice`) is taken quietly.
    pub also: &'static [&'static str],
    /// make's variable (`F`); `None` where make has none.
    pub make: Option<&'static str>,
    pub takes: Takes,
    /// Its doc in `judge --help` (a longer one goes on at `\n`); empty for a verb's alone.
    pub doc: &'static str,
    /// Whether `judge`'s own grammar takes it (`judge --practise --file x p`); the verbs take
    /// what their row in `verbs.rs` lists.
    pub judge: bool,
    /// How its value (none for a switch) sets the options.
    pub set: fn(&mut Options, Option<&str>) -> Result<(), Error>,
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

impl Flag {
    /// `--file`; `--` for a command; empty for a word.
    pub fn name(&self) -> &'static str {
        match self.spelled {
            Spelled::Flag(name) => name,
            Spelled::Word => "",
            Spelled::Command => "--",
        }
    }

    /// Whether `word` (the part before a `=`) spells this flag.
    pub fn named(&self, word: &str) -> bool {
        matches!(self.spelled, Spelled::Flag(name) if name == word) || self.also.contains(&word)
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
            (Spelled::Word, Takes::One(value) | Takes::Maybe(value)) => value.to_string(),
            (_, Takes::Nothing) => names,
            (_, Takes::One(value)) => format!("{names} {value}"),
            (_, Takes::Maybe(value)) => format!("{names} [{value}]"),
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
            (Front::Cargo, Spelled::Flag(name), Takes::Nothing) => format!(" {name}"),
            (Front::Cargo, Spelled::Word, _) => format!(" {}", quoted(value)),
            // The command after `--` is already words of a shell.
            (Front::Cargo, Spelled::Command, _) => format!(" -- {value}"),
            (Front::Cargo, Spelled::Flag(name), _) => format!(" {name} {}", quoted(value)),
        }
    }

    /// How this front names the flag in a list of what a verb takes: `--file` or `F=`; `None`
    /// where make has no variable for it.
    pub fn word(&self, front: Front) -> Option<String> {
        match (front, self.spelled, self.takes) {
            (Front::Cargo, Spelled::Word, Takes::One(value) | Takes::Maybe(value)) => {
                Some(value.to_string())
            }
            (Front::Cargo, _, _) => Some(self.name().to_string()),
            (Front::Make, _, _) => self.make.map(|make| format!("{make}=")),
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

/// The value of a flag that takes one (the parser gives it).
fn one(value: Option<&str>) -> &str {
    value.unwrap_or_default()
}

/// Every flag, in the order `judge --help` lists those of `judge`'s own grammar.
pub const FLAGS: [&Flag; 22] = [
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
    const WIDTH: usize = 22;
    let rows: Vec<String> = FLAGS
        .iter()
        .filter(|flag| flag.judge && !flag.doc.is_empty())
        .map(|flag| {
            let doc = flag.doc.replace('\n', &format!("\n  {:WIDTH$}", ""));
            format!("  {:WIDTH$}{doc}", flag.shown())
        })
        .collect();
    rows.join("\n")
}

/// What a test of a row asks: the options `flag` sets from `value`, or the refusal's text.
#[cfg(test)]
fn set(flag: &Flag, value: Option<&str>) -> Result<Options, String> {
    let mut options = Options::default();
    (flag.set)(&mut options, value).map_err(|error| error.to_string())?;
    Ok(options)
}

pub static ALL: Flag = Flag {
    spelled: Spelled::Flag("--all"),
    also: &[],
    make: Some("ALL"),
    takes: Takes::Nothing,
    doc: "also the cases the judge would not send (refused inputs, n out of range)",
    judge: true,
    set: |options, _| {
        options.all = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn all() {
    assert!(set(&ALL, None).unwrap().all);
    assert_eq!(ALL.said(Front::Make, "1"), " ALL=1");
}

pub static TIME: Flag = Flag {
    spelled: Spelled::Flag("--time-limit"),
    also: &[],
    make: Some("TIME"),
    takes: Takes::One("LIMIT"),
    doc: "CPU time per case, as `0.5`, `2s` or `300ms`, up to an hour\n\
          (default: the judge's, or 1 s)",
    judge: true,
    set: |options, value| {
        options.time_limit = Some(parse_time(one(value))?);
        Ok(())
    },
};

#[cfg(test)]
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

pub static MEMORY: Flag = Flag {
    spelled: Spelled::Flag("--memory-limit"),
    also: &[],
    make: Some("MEMORY"),
    takes: Takes::One("LIMIT"),
    doc: "peak memory per case (resident; on Windows commit charge), as `64`\n\
          (MiB), `512MiB` or `1GiB` (default: the judge's, or 256 MiB)",
    judge: true,
    set: |options, value| {
        options.memory_limit = Some(parse_memory(one(value))?);
        Ok(())
    },
};

#[cfg(test)]
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

pub static STRESS: Flag = Flag {
    spelled: Spelled::Flag("--stress"),
    also: &[],
    make: None,
    takes: Takes::Maybe("N"),
    doc: concat!(
        "N random inputs (default ",
        default_count!(),
        ") instead of the cases, to the first failure,\nwhich is then shrunk"
    ),
    judge: true,
    set: |options, value| {
        let count = value.map(|count| parse_count("--stress", count));
        options.stress = Some(count.transpose()?.unwrap_or(DEFAULT_COUNT));
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn stress() {
    assert_eq!(set(&STRESS, None).unwrap().stress, Some(DEFAULT_COUNT));
    assert_eq!(set(&STRESS, Some("30")).unwrap().stress, Some(30));
    assert!(set(&STRESS, Some("")).unwrap_err().ends_with("found \"\""));
    assert!(STRESS.doc.contains(&format!("(default {DEFAULT_COUNT})")));
}

pub static SEED: Flag = Flag {
    spelled: Spelled::Flag("--seed"),
    also: &[],
    make: None,
    takes: Takes::One("S"),
    doc: "the inputs of an earlier --stress run (default: from the clock, printed)",
    judge: true,
    set: |options, value| {
        options.seed = Some(parse_seed(one(value))?);
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn seed() {
    assert_eq!(set(&SEED, Some("7")).unwrap().seed, Some(7));
    assert!(set(&SEED, Some("-1"))
        .unwrap_err()
        .starts_with("--seed takes a number"));
}

pub static SAVE: Flag = Flag {
    spelled: Spelled::Flag("--save"),
    also: &[],
    make: None,
    takes: Takes::Nothing,
    doc: "write the shrunk failing input into testdata/ as a case, with its .out",
    judge: true,
    set: |options, _| {
        options.save = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn save() {
    assert!(set(&SAVE, None).unwrap().save);
}

pub static CASE: Flag = Flag {
    spelled: Spelled::Flag("--case"),
    also: &[],
    make: Some("CASE"),
    takes: Takes::One("NAME"),
    doc: "only the case NAME (or the one case whose name starts with NAME)",
    judge: true,
    set: |options, value| {
        options.case = Some(one(value).to_string());
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn case() {
    assert_eq!(set(&CASE, Some("01")).unwrap().case.as_deref(), Some("01"));
    assert_eq!(CASE.said(Front::Cargo, "03"), " --case 03");
    assert_eq!(CASE.said(Front::Make, "03"), " CASE=03");
}

pub static FIRST: Flag = Flag {
    spelled: Spelled::Flag("--first"),
    also: &[],
    make: Some("FIRST"),
    takes: Takes::Nothing,
    doc: "stop at the first case that is not accepted",
    judge: true,
    set: |options, _| {
        options.first = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn first() {
    assert!(set(&FIRST, None).unwrap().first);
    assert_eq!(FIRST.said(Front::Cargo, ""), " --first");
}

pub static NO_JAIL: Flag = Flag {
    spelled: Spelled::Flag("--no-jail"),
    also: &[],
    make: None,
    takes: Takes::Nothing,
    doc: "run the program uncontained (Linux contains each case as a judge does:\n\
          no writes outside its own folder, no network, no other programs, no\n\
          signals outside it, 64 processes); also NQUEENS_JAIL=off",
    judge: true,
    set: |options, _| {
        options.no_jail = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn no_jail() {
    assert!(set(&NO_JAIL, None).unwrap().no_jail);
    assert_eq!(
        NO_JAIL.word(Front::Make),
        None,
        "make has no variable for it"
    );
}

pub static PRACTISE: Flag = Flag {
    spelled: Spelled::Flag("--practise"),
    also: &["--practice"],
    make: None,
    takes: Takes::Nothing,
    doc: "judge the problem's SUBMISSION block, compiled alone as its judge does",
    judge: true,
    set: |options, _| {
        options.practise = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn practise() {
    assert!(set(&PRACTISE, None).unwrap().practise);
    assert!(PRACTISE.named("--practice") && PRACTISE.shown() == "--practise");
}

pub static BLOCK: Flag = Flag {
    spelled: Spelled::Flag("--block"),
    also: &[],
    make: None,
    takes: Takes::Nothing,
    doc: "print the problem's SUBMISSION block: what is pasted",
    judge: true,
    set: |options, _| {
        options.block = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn block() {
    assert!(set(&BLOCK, None).unwrap().block);
}

pub static FILE: Flag = Flag {
    spelled: Spelled::Flag("--file"),
    also: &[],
    make: Some("F"),
    takes: Takes::One("PATH"),
    doc: "with --practise or --block: the block of PATH (laid out like\n\
          src/bin/<problem>.rs; a file without marker lines is all block) instead\n\
          of ours; --block then prints it only when it compiles as the judge's",
    judge: true,
    set: |options, value| {
        options.file = Some(PathBuf::from(one(value)));
        Ok(())
    },
};

#[cfg(test)]
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

pub static TOOLCHAIN: Flag = Flag {
    spelled: Spelled::Flag("--toolchain"),
    also: &[],
    make: None,
    takes: Takes::Nothing,
    doc: "install <problem>'s judge's Rust with rustup (minimal profile), so that\n\
          --practise and --block compile with it (exact) instead of reading the\n\
          block against its version (approximate)",
    judge: true,
    set: |options, _| {
        options.toolchain = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn toolchain() {
    assert!(set(&TOOLCHAIN, None).unwrap().toolchain);
}

pub static TOOLCHAINS: Flag = Flag {
    spelled: Spelled::Flag("--toolchains"),
    also: &[],
    make: None,
    takes: Takes::Nothing,
    doc: "install every judge's Rust",
    judge: true,
    set: |options, _| {
        options.toolchains = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn toolchains() {
    assert!(set(&TOOLCHAINS, None).unwrap().toolchains);
}

pub static HELP: Flag = Flag {
    spelled: Spelled::Flag("--help"),
    also: &["-h"],
    make: None,
    takes: Takes::Nothing,
    doc: "this text",
    judge: true,
    set: |options, _| {
        options.help = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn help() {
    assert!(set(&HELP, None).unwrap().help);
    assert!(HELP.named("-h") && HELP.shown() == "-h, --help");
}

/// Every verb takes it; `judge --help` does not list it (the Makefile's first step).
pub static CHECK: Flag = Flag {
    spelled: Spelled::Flag("--check"),
    also: &[],
    make: None,
    takes: Takes::Nothing,
    doc: "",
    judge: false,
    set: |options, _| {
        options.check = true;
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn check() {
    assert!(set(&CHECK, None).unwrap().check);
    assert!(!usage().contains("--check"));
}

/// `cargo stress`'s count, what `--stress N` is to `judge`'s own grammar.
pub static COUNT: Flag = Flag {
    spelled: Spelled::Flag("--count"),
    also: &[],
    make: Some("COUNT"),
    takes: Takes::One("N"),
    doc: "",
    judge: false,
    set: |options, value| {
        options.stress = Some(parse_count("--count", one(value))?);
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn count() {
    assert_eq!(set(&COUNT, Some("9")).unwrap().stress, Some(9));
    assert!(set(&COUNT, Some("0"))
        .unwrap_err()
        .starts_with("--count takes a count"));
}

/// trace's input for a problem that reads more than n.
pub static INPUT: Flag = Flag {
    spelled: Spelled::Flag("--input"),
    also: &[],
    make: Some("IN"),
    takes: Takes::One("FILE"),
    doc: "",
    judge: false,
    set: |options, value| {
        options.input = Some(PathBuf::from(one(value)));
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn input() {
    let input = set(&INPUT, Some("board.txt")).unwrap().input;
    assert_eq!(input, Some(PathBuf::from("board.txt")));
}

/// trace's page.
pub static HTML: Flag = Flag {
    spelled: Spelled::Flag("--html"),
    also: &[],
    make: Some("HTML"),
    takes: Takes::One("PAGE"),
    doc: "",
    judge: false,
    set: |options, value| {
        options.html = Some(one(value).to_string());
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn html() {
    assert_eq!(
        set(&HTML, Some("p.html")).unwrap().html.as_deref(),
        Some("p.html")
    );
}

/// A program of the learner's own, after `--` (the parser takes the words; `judge`'s own
/// grammar says `-- <command...>` in its usage lines).
pub static COMMAND: Flag = Flag {
    spelled: Spelled::Command,
    also: &[],
    make: Some("CMD"),
    takes: Takes::One("<command...>"),
    doc: "",
    judge: false,
    set: |_, _| Ok(()),
};

#[cfg(test)]
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
pub static K: Flag = Flag {
    spelled: Spelled::Word,
    also: &[],
    make: Some("K"),
    takes: Takes::One("K"),
    doc: "",
    judge: false,
    set: |options, value| {
        options.words.push(one(value).to_string());
        Ok(())
    },
};

#[cfg(test)]
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
pub static N: Flag = Flag {
    spelled: Spelled::Word,
    also: &[],
    make: Some("N"),
    takes: Takes::One("N"),
    doc: "",
    judge: false,
    set: |options, value| {
        options.words.push(one(value).to_string());
        Ok(())
    },
};

#[cfg(test)]
#[test]
fn n() {
    assert_eq!(set(&N, Some("6")).unwrap().words, ["6"]);
    assert_eq!(N.optional(), "[N]");
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
            assert_eq!(flag.judge, !flag.doc.is_empty(), "{flag:?}: doc");
        }
    }
}
