//! The command line, resolved once into what runs ([`Command`]): for the judge's modes one
//! [`Args`], the problem, the mode, the limits (the problem's own, replaced by the flags) and the
//! command. Both grammars end here: `judge`'s own words, and a verb's, which is a preset of the
//! same typed options on the learner's file. Everything is checked before any program starts;
//! a refusal is one line.

use crate::flags::{
    Flag, Options, ALL, BLOCK, CASE, CHECK, COMMAND, FILE, FIRST, HELP, MEMORY, PRACTISE, SAVE,
    SEED, STRESS, TIME, TOOLCHAIN, TOOLCHAINS,
};
use crate::front::Front;
use crate::learner::Source;
use crate::parse::{parse, Grammar};
use crate::values::{find, known, refused};
use crate::verbs::{Does, Verb};
use crate::workspace::Root;
use nqueens::error::Error;
use nqueens::report::token;
use nqueens::run::Limits;
use nqueens::stress::Settings;
use nqueens::{problems, submission, Paste, Problem};
use std::ffi::OsString;
use std::path::PathBuf;

/// What `judge` was asked to do.
pub enum Mode {
    /// The cases.
    Cases(Selection),
    /// `--stress`: random inputs to the first failure.
    Stress(Settings),
    /// `--block`: print what a person pastes.
    Block,
    /// `--toolchain`: install the judge's Rust.
    Toolchain,
}

/// Which cases run, and how far.
#[derive(Default, Clone)]
pub struct Selection {
    /// Every case, not only those the judge would send.
    pub all: bool,
    /// `--case`: the one case run, a name or the unique start of one.
    pub case: Option<String>,
    /// `--first`: stop at the first case that is not accepted.
    pub first: bool,
}

/// The command line, resolved, for one of the judge's modes.
pub struct Args {
    pub problem: &'static Problem,
    pub mode: Mode,
    pub limits: Limits,
    pub command: Vec<OsString>,
    /// `--practise`: the command is the problem's block, compiled alone as its judge compiles it.
    pub practise: bool,
    /// `--file`: the learner's file whose block `--practise` and `--block` take, instead of ours.
    pub file: Option<PathBuf>,
    /// With `--practise`, the file the block was compiled from, once read: what a run's report
    /// names (a panic's `file:line:col`) is put in its words.
    pub source: Option<Box<Source>>,
    /// Whose words a message uses for the loop's commands: `judge`'s own modes speak as the
    /// Makefile, a verb as its front.
    pub front: Front,
    /// Run by a learner's verb: a line to run again is the verb's, in the front's words.
    pub verb: bool,
}

impl Args {
    /// `text` from a run of the block (a panic's `src/bin/<problem>.rs:29:21`) in the words of
    /// the file it was compiled from (`mine/<problem>.rs:29:21`); as it is otherwise.
    /// The loop's commands the library names (`make trace P=<problem>`) are said in the
    /// front's words too.
    pub fn in_its_words(&self, text: &str) -> String {
        let text = match &self.source {
            Some(source) => source.in_its_words(self.problem, text),
            None => text.to_string(),
        };
        self.front.in_its_words(self.problem.name, &text)
    }

    /// The limits that are not the problem's own, as the flags that set them with their values:
    /// what a rerun line adds, so that it judges as this run did.
    pub fn limit_flags(&self) -> Vec<(&'static Flag, String)> {
        let own = self.problem.limits(None, None);
        let mut flags = Vec::new();
        if self.limits.time != own.time {
            flags.push((&TIME, format!("{}ms", self.limits.time.as_millis())));
        }
        if self.limits.memory != own.memory {
            let mebibytes = self.limits.memory as f64 / f64::from(1 << 20);
            flags.push((&MEMORY, format!("{mebibytes}MiB")));
        }
        flags
    }
}

/// What runs.
pub enum Command {
    /// One of the judge's modes.
    Judge(Args),
    /// The usage.
    Help,
    /// A verb's own usage: `cargo stress --help`.
    VerbHelp(&'static Verb),
    /// The usage on stderr: no problem was named.
    NoProblem,
    /// `--toolchains`: install every judge's Rust.
    Toolchains,
    /// `--check`: everything was checked, and nothing is done.
    Checked,
    /// `start`: the learner's file written from the problem's starter.
    Start {
        problem: &'static Problem,
        front: Front,
        check: bool,
    },
    /// `hint`: the problem (or a tool's statement) as given, and the hint's number.
    Hint { front: Front, options: Options },
    /// `trace` on our search: the words are trace's own.
    TraceOurs(Vec<OsString>),
    /// `trace <problem>`: the learner's file traced.
    TraceYours {
        problem: &'static Problem,
        file: PathBuf,
        options: Options,
    },
}

/// The command line after the program's name: a verb's (`practise leetcode51 ...`) or `judge`'s
/// own.
pub fn command(verb: Option<&'static Verb>, words: Vec<OsString>) -> Result<Command, Error> {
    match verb {
        Some(verb) => of_verb(verb, words.into_iter().skip(1).collect()),
        None => resolve(
            parse(Grammar::Judge, Options::default(), words)?,
            Front::Make,
        ),
    }
}

/// A verb's words, parsed with its flags, then what it does; it runs from the workspace's root.
fn of_verb(verb: &'static Verb, words: Vec<OsString>) -> Result<Command, Error> {
    let front = Front::of_verbs();
    if let Does::Trace = verb.does {
        if ours_traced(&words) {
            let said = |flag: &Flag| {
                let mut words = words.iter().filter_map(|word| word.to_str());
                words.any(|word| flag.named(word))
            };
            // `cargo trace --help` is the verb's own, from the table, as every verb's is; it
            // says where trace's own words are listed.
            if said(&HELP) {
                return Ok(Command::VerbHelp(verb));
            }
            if said(&CHECK) {
                return Ok(Command::Checked);
            }
            return Ok(Command::TraceOurs(words));
        }
    }
    let options = parse(Grammar::Verb(verb, front), Options::default(), words)?;
    if options.help {
        // `cargo judge --help` is the judge's whole usage; another verb's, its own.
        return Ok(match verb.name {
            "judge" => Command::Help,
            _ => Command::VerbHelp(verb),
        });
    }
    let root = Root::enter()?;
    let problem = options.problem.as_deref();
    Ok(match verb.does {
        Does::Judge(preset) => return judged(verb, front, &root, preset, options),
        Does::Start => Command::Start {
            problem: known(front, verb.name, problem)?,
            front,
            check: options.check,
        },
        Does::Hint => Command::Hint { front, options },
        Does::Trace => {
            let problem = known(front, verb.name, problem)?;
            let file = root.learner_file(options.file.as_deref(), problem, front)?;
            Command::TraceYours {
                problem,
                file,
                options,
            }
        }
    })
}

/// A verb that is one of the judge's modes: its preset on the options, its problem, the program
/// judged (the learner's file, unless a command follows `--`), then the options resolved as
/// `judge`'s own are.
fn judged(
    verb: &Verb,
    front: Front,
    root: &Root,
    preset: fn(&mut Options),
    mut options: Options,
) -> Result<Command, Error> {
    preset(&mut options);
    options.verb = true;
    if options.toolchains {
        if options.problem.is_some() {
            return Err(refused(format!(
                "installs every judge's Rust and takes no problem; for one judge's: {}",
                front.command("toolchain", "<problem>")
            )));
        }
    } else {
        let problem = known(front, verb.name, options.problem.as_deref())?;
        let no_command = options.command.as_ref().is_none_or(Vec::is_empty);
        if verb.takes_command() && !options.practise && no_command {
            return Err(refused(format!(
                "say which program to judge: {}",
                crate::flags::line(
                    front,
                    verb.name,
                    problem.name,
                    &[(&COMMAND, "python3 mine.py")]
                )
            )));
        }
        if options.practise || options.block {
            options.file = Some(root.learner_file(options.file.as_deref(), problem, front)?);
        }
    }
    if let Some(error) = options.refused.take() {
        return Err(error);
    }
    let check = options.check;
    let command = resolve(options, front)?;
    Ok(if check { Command::Checked } else { command })
}

/// Whether `trace`'s words trace our search (`cargo trace --method bits 5`, `cargo trace 6`)
/// rather than the learner's (`cargo trace leetcode51`).
fn ours_traced(words: &[OsString]) -> bool {
    let mut words = words
        .iter()
        .map(|word| word.to_str())
        .filter(|word| !word.is_some_and(|word| CHECK.named(word)));
    let first = words.clone().next().flatten();
    // A first word that is no option and no number names a problem, mistyped or not.
    let named = first
        .is_some_and(|word| !word.starts_with('-') && !word.bytes().all(|b| b.is_ascii_digit()));
    !named
        && !words
            .any(|word| word.is_some_and(|word| FILE.named(word) || problems::find(word).is_some()))
}

/// The options checked against each other and resolved into what runs: the usage, every
/// judge's Rust, or one [`Args`].
pub fn resolve(options: Options, front: Front) -> Result<Command, Error> {
    if options.help {
        return Ok(Command::Help);
    }
    together(&options)?;
    let problem = match named(&options)? {
        Ok(problem) => problem,
        Err(command) => return Ok(command),
    };
    if let Some(stray) = &options.stray {
        return Err(refused(format!(
            "unexpected {}: put the command after `--`, as in `judge {} -- ./mine`",
            token(stray),
            problem.name
        )));
    }
    let mode = mode(&options)?;
    check_command(problem, &mode, &options)?;
    Ok(Command::Judge(args(problem, mode, options, front)))
}

/// The flags that go only with others, or only alone.
fn together(options: &Options) -> Result<(), Error> {
    if options.stress.is_none() && (options.seed.is_some() || options.save) {
        return Err(refused(format!(
            "{SEED} and {SAVE} go with {STRESS}: `judge {STRESS} {} {SEED} 42 <problem> -- <command>`",
            crate::flags::DEFAULT_COUNT
        )));
    }
    if options.file.is_some() && !options.practise && !options.block {
        return Err(refused(format!(
            "{FILE} names the learner's file for {PRACTISE} or {BLOCK}: `judge {PRACTISE} {FILE} mine/cses1624.rs cses1624`"
        )));
    }
    if (options.case.is_some() || options.first) && (options.stress.is_some() || options.block) {
        return Err(refused(format!(
            "{CASE} and {FIRST} choose among the cases; {STRESS} and {BLOCK} run none"
        )));
    }
    if options.case.as_deref() == Some("") {
        return Err(refused(format!(
            "{CASE} needs a case's name, as in `{CASE} 01-sample`"
        )));
    }
    let others = options.practise || options.block || options.all || options.stress.is_some();
    let alone = others || options.file.is_some() || options.command.is_some();
    if (options.toolchain || options.toolchains) && alone {
        return Err(refused(format!(
            "{TOOLCHAIN} and {TOOLCHAINS} install a judge's Rust and judge nothing: give them alone"
        )));
    }
    Ok(())
}

/// The problem named, or what runs without one: every judge's Rust, or the usage.
fn named(options: &Options) -> Result<Result<&'static Problem, Command>, Error> {
    let problem = options.problem.as_deref().map(find).transpose()?;
    match (problem, options.toolchains) {
        (None, true) => Ok(Err(Command::Toolchains)),
        (Some(problem), true) => Err(refused(format!(
            "{TOOLCHAINS} installs every judge's Rust; for {}'s alone: `judge {TOOLCHAIN} {}`",
            problem.name, problem.name
        ))),
        (None, false) if options.toolchain => Err(refused(format!(
            "{TOOLCHAIN} needs a problem: `judge {TOOLCHAIN} spojnqueen` (or {TOOLCHAINS} for all)"
        ))),
        (None, false) => Ok(Err(Command::NoProblem)),
        (Some(problem), false) => Ok(Ok(problem)),
    }
}

/// The mode the flags choose.
fn mode(options: &Options) -> Result<Mode, Error> {
    Ok(match (options.stress, options.block) {
        (Some(_), _) if options.all => {
            return Err(refused(format!(
                "{ALL} selects cases; {STRESS} draws random inputs instead"
            )))
        }
        (Some(_), true) => {
            return Err(refused(format!(
                "{BLOCK} prints the block; {STRESS} judges it"
            )))
        }
        (Some(count), false) => Mode::Stress(Settings {
            count,
            seed: options.seed,
            save: options.save,
        }),
        (None, true) => Mode::Block,
        (None, false) if options.toolchain => Mode::Toolchain,
        (None, false) => Mode::Cases(Selection {
            all: options.all,
            case: options.case.clone(),
            first: options.first,
        }),
    })
}

/// A command after `--` where one is judged, none where the block is.
fn check_command(problem: &Problem, mode: &Mode, options: &Options) -> Result<(), Error> {
    let (practise, block) = (options.practise, matches!(mode, Mode::Block));
    let no_block = || {
        refused(format!(
            "{} is a tool of this workspace, not a judge problem: it has no block",
            problem.name
        ))
    };
    match (mode, &options.command) {
        (Mode::Toolchain, _) if problem.compiler.is_none() => Err(refused(format!(
            "{} is a tool of this workspace, not a judge problem: it has no judge's Rust",
            problem.name
        ))),
        (Mode::Toolchain, _) => Ok(()),
        _ if practise && block => Err(refused(format!(
            "{PRACTISE} judges the block and {BLOCK} prints it: one at a time"
        ))),
        (_, Some(_)) if practise || block => Err(refused(format!(
            "{} takes the block of {} itself, not a command after `--`",
            if practise { &PRACTISE } else { &BLOCK },
            submission::file(problem)
        ))),
        _ if (practise || block) && problem.paste == Paste::Nothing => Err(no_block()),
        _ if practise || block => Ok(()),
        (_, Some(command)) if !command.is_empty() => Ok(()),
        _ => Err(refused(format!(
            "no command given: put it after `--`, as in `judge {} -- ./mine`",
            problem.name
        ))),
    }
}

/// The resolved value of a judged run.
fn args(problem: &'static Problem, mode: Mode, options: Options, front: Front) -> Args {
    Args {
        problem,
        mode,
        practise: options.practise,
        file: options.file,
        limits: Limits {
            // The jail is the judge's to decide: off with `--no-jail` or `NQUEENS_JAIL=off`.
            contained: !options.no_jail
                && std::env::var_os("NQUEENS_JAIL").is_none_or(|value| value != "off"),
            ..problem.limits(options.time_limit, options.memory_limit)
        },
        command: options.command.unwrap_or_default(),
        source: None,
        front,
        verb: options.verb,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::DEFAULT_COUNT;
    use std::time::Duration;

    fn parsed(words: &[&str]) -> Result<Args, String> {
        let words = words.iter().map(OsString::from).collect();
        match command(None, words) {
            Ok(Command::Judge(args)) => Ok(args),
            Ok(_) => Err("help".into()),
            Err(error) => Err(error.to_string()),
        }
    }

    #[test]
    fn one_resolved_value_with_the_limits_in_it() {
        let args = parsed(&["--time-limit", "2s", "cses1624", "--", "./a", "--seed", "1"]).unwrap();
        assert!(matches!(
            args.mode,
            Mode::Cases(Selection { all: false, .. })
        ));
        assert_eq!(args.command, ["./a", "--seed", "1"]);
        assert_eq!(args.limits.time, Duration::from_secs(2));
        assert_eq!(args.limits.memory, 512 << 20, "CSES's own memory limit");
        assert_eq!(args.limit_flags(), [(&TIME, "2000ms".to_string())]);
        let args = parsed(&["--stress", "30", "--seed", "7", "--save", "p", "--", "x"]);
        assert_eq!(args.err().unwrap(), "unknown problem `p`; the problems are acwing843, leetcode51, leetcode52, queens4x4, fundamental, luogu1219, cses1624, kattis8queens, aoj8queens, kattisqueens, luogu1562, boj3344, spojnqueen, leetcode1222, rooks");
        let args = parsed(&["--stress", "30", "--seed=7", "--save", "boj3344", "--", "x"]).unwrap();
        let Mode::Stress(settings) = &args.mode else {
            panic!("--stress")
        };
        assert_eq!(
            settings,
            &Settings {
                count: 30,
                seed: Some(7),
                save: true
            }
        );
        assert_eq!(args.limits.memory, 128 << 20, "Baekjoon's own memory limit");
        assert!(args.limit_flags().is_empty());
        let args = parsed(&["--stress", "boj3344", "--", "x"]).unwrap();
        assert!(matches!(
            args.mode,
            Mode::Stress(Settings {
                count: DEFAULT_COUNT,
                ..
            })
        ));
        let args = parsed(&["--practise", "--stress=9", "boj3344"]).unwrap();
        assert!(args.practise && args.command.is_empty());
        let args = parsed(&[
            "--practise",
            "--file",
            "mine/x.rs",
            "--case=01",
            "--first",
            "boj3344",
        ]);
        let args = args.unwrap();
        assert_eq!(args.file, Some(PathBuf::from("mine/x.rs")));
        let Mode::Cases(selection) = args.mode else {
            panic!("the cases")
        };
        assert_eq!(
            (selection.case.as_deref(), selection.first),
            (Some("01"), true)
        );
    }

    #[test]
    fn bad_command_lines_are_one_line_refusals() {
        for (words, message) in [
            (&["--stress", "0", "boj3344"][..], "found `0`"),
            (&["--stress", "5x", "boj3344"], "found `5x`"),
            (&["--stress", "abc", "boj3344", "--", "x"], "found `abc`"),
            (
                &["--stress", "boj334", "--", "x"],
                "unknown problem `boj334`",
            ),
            (&["--stress=", "boj3344"], "found \"\""),
            (
                &["--stress", "--seed", "-1", "boj3344"],
                "--seed takes a number",
            ),
            (&["--stress", "--seed"], "--seed needs a value"),
            (&["--seed", "3", "boj3344", "--", "x"], "go with --stress"),
            (&["--save", "boj3344", "--", "x"], "go with --stress"),
            (
                &["--all", "--stress", "boj3344", "--", "x"],
                "--all selects cases",
            ),
            (&["boj3344", "x"], "unexpected `x`"),
            (&["boj3344"], "no command given"),
            (
                &["--block", "boj3344", "--", "x"],
                "not a command after `--`",
            ),
            (&["--practise", "fundamental"], "a tool of this workspace"),
            (&["--wat", "boj3344"], "unknown option `--wat`"),
            (&["--all=1", "boj3344"], "--all takes no value"),
            (&["--file", "x.rs", "boj3344", "--", "x"], "--file names"),
            (&["--block", "--first", "boj3344"], "--case and --first"),
            (
                &["--practise", "--stress", "--case", "01", "boj3344"],
                "--case and",
            ),
            (&["--case=", "boj3344", "--", "x"], "--case needs"),
            (&["--toolchain"], "--toolchain needs a problem"),
            (&["--toolchains", "boj3344"], "for boj3344's alone"),
        ] {
            let error = parsed(words).err().unwrap();
            assert!(error.contains(message), "{words:?}: {error}");
            assert_eq!(error.lines().count(), 1);
        }
        let long = "9".repeat(50);
        let error = parsed(&["--stress", "--seed", &long]).err().unwrap();
        assert!(
            error.ends_with("\"9999999999999999999999999999999999999999\"… (50 characters)"),
            "{error}"
        );
    }

    /// `practise p --file x`: the judge's `--practise --file x p`, the file said from the root.
    #[test]
    fn a_verb_is_a_preset_of_the_judges_options() {
        let file = "src/bin/judge/main.rs";
        let words = |text: &[&str]| -> Vec<OsString> { text.iter().map(OsString::from).collect() };
        let judged = |verb, text: &[&str]| match command(verb, words(text)) {
            Ok(Command::Judge(args)) => args,
            Err(error) => panic!("{text:?}: {error}"),
            Ok(_) => panic!("{text:?}: no judged run"),
        };
        let practise = crate::verbs::verb(Some(&"practise".into()));
        let by_verb = judged(
            practise,
            &["practise", "leetcode51", "--file", file, "--case", "01"],
        );
        let by_judge = judged(
            None,
            &["--practise", "--file", file, "--case", "01", "leetcode51"],
        );
        for args in [&by_verb, &by_judge] {
            assert_eq!(args.problem.name, "leetcode51");
            assert_eq!(args.file.as_deref(), Some(std::path::Path::new(file)));
            let Mode::Cases(selection) = &args.mode else {
                panic!("the cases")
            };
            assert!(args.practise && !selection.all && selection.case.as_deref() == Some("01"));
        }
        assert_eq!(
            (by_verb.front, by_judge.front),
            (Front::of_verbs(), Front::Make)
        );
        let stress = crate::verbs::verb(Some(&"stress".into()));
        let by_verb = judged(stress, &["stress", "leetcode51", "--", "./a"]);
        assert!(matches!(
            by_verb.mode,
            Mode::Stress(Settings {
                count: DEFAULT_COUNT,
                ..
            })
        ));
        assert!(!by_verb.practise && by_verb.command == ["./a"]);
    }

    #[test]
    fn our_search_or_yours() {
        let words = |text: &[&str]| -> Vec<OsString> { text.iter().map(OsString::from).collect() };
        let traced = |text: &[&str]| ours_traced(&words(text));
        assert!(traced(&[]) && traced(&["5"]) && traced(&["--method", "bits", "5"]));
        assert!(!traced(&["leetcode51"]) && !traced(&["leetcode51", "6"]));
        assert!(!traced(&["--check", "leetcode51"]) && traced(&["--check", "5"]));
        assert!(!traced(&["--html", "p.html", "leetcode51"]) && !traced(&["leetcod51"]));
    }
}
