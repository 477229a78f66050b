//! The command line, parsed once into one resolved value ([`Args`]): the problem, the mode, the
//! limits (the problem's own, replaced by the flags) and the command. Everything is checked here,
//! before any program starts; a refusal is one line.

use crate::learner::Source;
use crate::verbs::Front;
use nqueens::error::Error;
use nqueens::problems::{self, PROBLEMS};
use nqueens::report::token;
use nqueens::run::Limits;
use nqueens::stress::{Settings, DEFAULT_COUNT};
use nqueens::{submission, Paste, Problem};
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

pub const USAGE: &str = "\
usage: judge [--all] [--case NAME] [--first] [--no-jail] [LIMITS] <problem> -- <command...>
       judge --stress [N] [--seed S] [--save] [LIMITS] <problem> -- <command...>
       judge --practise [--file PATH] [--stress [N]] [LIMITS] <problem>
       judge --block [--file PATH] <problem>
       judge --toolchain <problem> | --toolchains
       judge <verb> <problem> [...]   the learner's loop, below: what `cargo <verb>` runs

Runs <command> on every case of <problem> (stdin in, stdout and stderr captured) and prints
AC, WA, PE, TLE, MLE, OLE or RE per case with its wall time, CPU time and peak memory, then a
summary. Exit status: 0 all AC, 1 otherwise or a refused command line, 2 could not judge,
130/143 stopped by SIGINT/SIGTERM. LIMITS: --time-limit LIMIT and --memory-limit LIMIT.

  --all                 also the cases the judge would not send (refused inputs, n out of range)
  --time-limit LIMIT    CPU time per case, as `0.5`, `2s` or `300ms`, up to an hour
                        (default: the judge's, or 1 s)
  --memory-limit LIMIT  peak memory per case (resident; on Windows commit charge), as `64`
                        (MiB), `512MiB` or `1GiB` (default: the judge's, or 256 MiB)
  --stress [N]          N random inputs (default 500) instead of the cases, to the first failure,
                        which is then shrunk
  --seed S              the inputs of an earlier --stress run (default: from the clock, printed)
  --save                write the shrunk failing input into testdata/ as a case, with its .out
  --case NAME           only the case NAME (or the one case whose name starts with NAME)
  --first               stop at the first case that is not accepted
  --no-jail             run the program uncontained (Linux contains each case as a judge does:
                        no writes outside its own folder, no network, no other programs, no
                        signals outside it, 64 processes); also NQUEENS_JAIL=off
  --practise            judge the problem's SUBMISSION block, compiled alone as its judge does
  --block               print the problem's SUBMISSION block: what is pasted
  --file PATH           with --practise or --block: the block of PATH (laid out like
                        src/bin/<problem>.rs; a file without marker lines is all block) instead
                        of ours; --block then prints it only when it compiles as the judge's
  --toolchain           install <problem>'s judge's Rust with rustup (minimal profile), so that
                        --practise and --block compile with it (exact) instead of reading the
                        block against its version (approximate)
  --toolchains          install every judge's Rust
  -h, --help            this text

The manual: problems/judge.md.
example: judge acwing843 -- python3 my_solution.py";

/// The longest time limit taken: anything longer is a typo, not a plan.
const MAX_TIME: Duration = Duration::from_secs(3600);
/// The largest memory limit taken, in MiB (1 TiB).
const MAX_MEMORY_MIB: f64 = (1u64 << 20) as f64;

/// What `judge` was asked to do.
pub enum Mode {
    /// Every case the judge would send, or with `--all` every case.
    Cases { all: bool },
    /// `--stress`: random inputs to the first failure.
    Stress(Settings),
    /// `--block`: print what a person pastes.
    Block,
    /// `--toolchain`: install the judge's Rust.
    Toolchain,
}

/// The command line, resolved.
pub struct Args {
    pub problem: &'static Problem,
    pub mode: Mode,
    /// `--practise`: the command is the problem's block, compiled alone as its judge compiles it.
    pub practise: bool,
    /// `--file`: the learner's file whose block `--practise` and `--block` take, instead of ours.
    pub file: Option<PathBuf>,
    /// `--case`: the one case run, a name or the unique start of one.
    pub case: Option<String>,
    /// `--first`: stop at the first case that is not accepted.
    pub first: bool,
    pub limits: Limits,
    pub command: Vec<OsString>,
    /// With `--practise`, the file the block was compiled from, once read: what a run's report
    /// names (a panic's `file:line:col`) is put in its words.
    pub source: Option<Box<Source>>,
    /// Whose words a message uses for the loop's commands: `judge`'s own modes speak as the
    /// Makefile, a verb as its front.
    pub front: Front,
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
}

/// What the command line asks for: a judged run, the usage, or the usage because no problem
/// was named.
pub enum Parsed {
    Run(Args),
    Help,
    NoProblem,
    /// `--toolchains`: install every judge's Rust.
    Toolchains,
}

/// The flags as they were given, before they are resolved.
#[derive(Default)]
struct Flags {
    all: bool,
    practise: bool,
    block: bool,
    toolchain: bool,
    toolchains: bool,
    stress: Option<u64>,
    seed: Option<u64>,
    save: bool,
    file: Option<PathBuf>,
    case: Option<String>,
    first: bool,
    no_jail: bool,
    time_limit: Option<Duration>,
    memory_limit: Option<u64>,
    problem: Option<&'static Problem>,
    /// Whether `--` was given, and a word before it that is neither an option nor the problem.
    rest: bool,
    stray: Option<String>,
}

/// The command line, or the one line that says what is wrong with it.
pub fn parse(arguments: impl IntoIterator<Item = OsString>) -> Result<Parsed, Error> {
    let arguments: Vec<OsString> = arguments.into_iter().collect();
    let mut arguments = arguments.into_iter().peekable();
    let mut flags = Flags::default();
    while let Some(argument) = arguments.next() {
        let Some(text) = argument.to_str() else {
            return Err(refused(format!(
                "{} is not a problem name or an option",
                token(&argument.to_string_lossy())
            )));
        };
        let (name, inline) = match text.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (text, None),
        };
        let mut value = || match inline.clone() {
            Some(value) => Ok(value),
            None => arguments
                .next()
                .map(|value| value.to_string_lossy().into_owned())
                .ok_or_else(|| refused(format!("{name} needs a value (`judge --help` says more)"))),
        };
        match name {
            "--" => {
                flags.rest = true;
                break;
            }
            "-h" | "--help" => return Ok(Parsed::Help),
            "--all" => flags.all = true,
            "--practise" | "--practice" => flags.practise = true,
            "--block" => flags.block = true,
            "--toolchain" => flags.toolchain = true,
            "--toolchains" => flags.toolchains = true,
            "--save" => flags.save = true,
            "--first" => flags.first = true,
            "--no-jail" => flags.no_jail = true,
            "--file" => flags.file = Some(PathBuf::from(value()?)),
            "--case" => flags.case = Some(value()?),
            "--time-limit" => flags.time_limit = Some(parse_time(&value()?)?),
            "--memory-limit" => flags.memory_limit = Some(parse_memory(&value()?)?),
            "--seed" => flags.seed = Some(parse_seed(&value()?)?),
            "--stress" => flags.stress = Some(parse_stress(inline, &mut arguments)?),
            _ if text.starts_with('-') => {
                return Err(refused(format!(
                    "unknown option {} (`judge --help` lists them)",
                    token(text)
                )))
            }
            _ if flags.problem.is_none() => flags.problem = Some(find(text)?),
            // Said after the problem's check, so that a typo in its name is what is reported.
            _ => flags.stray = flags.stray.or(Some(text.to_string())),
        }
    }
    resolve(flags, arguments.collect())
}

/// `--stress N`, `--stress=N` or `--stress` alone (the default count): the count is taken from
/// the next argument when it is a number, or when it is no problem but a problem follows it
/// (`--stress abc acwing843`: a count mistyped, said as such, not as an unknown problem).
fn parse_stress(
    inline: Option<String>,
    arguments: &mut std::iter::Peekable<std::vec::IntoIter<OsString>>,
) -> Result<u64, Error> {
    if let Some(count) = inline {
        return parse_count(&count);
    }
    let mut ahead = arguments.clone();
    ahead.next();
    let problem_after = ahead
        .next()
        .is_some_and(|word| word.to_str().and_then(problems::find).is_some());
    let next = arguments.next_if(|next| {
        next.to_str().is_some_and(|next| {
            next.starts_with(|c: char| c.is_ascii_digit())
                || (problem_after && !next.starts_with('-') && problems::find(next).is_none())
        })
    });
    match next {
        Some(count) => parse_count(&count.to_string_lossy()),
        None => Ok(DEFAULT_COUNT),
    }
}

/// The flags checked against each other and resolved into one [`Args`].
fn resolve(flags: Flags, command: Vec<OsString>) -> Result<Parsed, Error> {
    if flags.stress.is_none() && (flags.seed.is_some() || flags.save) {
        return Err(refused(
            "--seed and --save go with --stress: `judge --stress 500 --seed 42 <problem> -- <command>`",
        ));
    }
    if flags.file.is_some() && !flags.practise && !flags.block {
        return Err(refused(
            "--file names the learner's file for --practise or --block: `judge --practise --file mine/cses1624.rs cses1624`",
        ));
    }
    if (flags.case.is_some() || flags.first) && (flags.stress.is_some() || flags.block) {
        return Err(refused(
            "--case and --first choose among the cases; --stress and --block run none",
        ));
    }
    if flags.case.as_deref() == Some("") {
        return Err(refused(
            "--case needs a case's name, as in `--case 01-sample`",
        ));
    }
    let others = flags.practise || flags.block || flags.all || flags.stress.is_some();
    if (flags.toolchain || flags.toolchains) && (others || flags.file.is_some() || flags.rest) {
        return Err(refused(
            "--toolchain and --toolchains install a judge's Rust and judge nothing: give them alone",
        ));
    }
    if flags.toolchains {
        return match flags.problem {
            None => Ok(Parsed::Toolchains),
            Some(problem) => Err(refused(format!(
                "--toolchains installs every judge's Rust; for {}'s alone: `judge --toolchain {}`",
                problem.name, problem.name
            ))),
        };
    }
    let Some(problem) = flags.problem else {
        if flags.toolchain {
            return Err(refused(
                "--toolchain needs a problem: `judge --toolchain spojnqueen` (or --toolchains for all)",
            ));
        }
        return Ok(Parsed::NoProblem);
    };
    if let Some(stray) = flags.stray {
        return Err(refused(format!(
            "unexpected {}: put the command after `--`, as in `judge {} -- ./mine`",
            token(&stray),
            problem.name
        )));
    }
    let mode = match (flags.stress, flags.block) {
        (Some(_), _) if flags.all => {
            return Err(refused(
                "--all selects cases; --stress draws random inputs instead",
            ))
        }
        (Some(_), true) => return Err(refused("--block prints the block; --stress judges it")),
        (Some(count), false) => Mode::Stress(Settings {
            count,
            seed: flags.seed,
            save: flags.save,
        }),
        (None, true) => Mode::Block,
        (None, false) if flags.toolchain => Mode::Toolchain,
        (None, false) => Mode::Cases { all: flags.all },
    };
    check_command(problem, &mode, flags.practise, flags.rest, &command)?;
    Ok(Parsed::Run(Args {
        problem,
        mode,
        practise: flags.practise,
        file: flags.file,
        case: flags.case,
        first: flags.first,
        limits: Limits {
            // The jail is the judge's to decide: off with `--no-jail` or `NQUEENS_JAIL=off`.
            contained: !flags.no_jail
                && std::env::var_os("NQUEENS_JAIL").is_none_or(|value| value != "off"),
            ..problem.limits(flags.time_limit, flags.memory_limit)
        },
        command,
        source: None,
        front: Front::Make,
    }))
}

/// A command after `--` where one is judged, none where the block is.
fn check_command(
    problem: &Problem,
    mode: &Mode,
    practise: bool,
    rest: bool,
    command: &[OsString],
) -> Result<(), Error> {
    let block = matches!(mode, Mode::Block);
    if let Mode::Toolchain = mode {
        if problem.compiler.is_none() {
            return Err(refused(format!(
                "{} is a tool of this workspace, not a judge problem: it has no judge's Rust",
                problem.name
            )));
        }
    } else if practise || block {
        let flag = if practise { "--practise" } else { "--block" };
        if practise && block {
            return Err(refused(
                "--practise judges the block and --block prints it: one at a time",
            ));
        }
        if rest {
            return Err(refused(format!(
                "{flag} takes the block of {} itself, not a command after `--`",
                submission::file(problem)
            )));
        }
        if problem.paste == Paste::Nothing {
            return Err(refused(format!(
                "{} is a tool of this workspace, not a judge problem: it has no block",
                problem.name
            )));
        }
    } else if !rest || command.is_empty() {
        return Err(refused(format!(
            "no command given: put it after `--`, as in `judge {} -- ./mine`",
            problem.name
        )));
    }
    Ok(())
}

fn refused(message: impl Into<String>) -> Error {
    Error::Refused(message.into())
}

/// The problem named `name`, or "unknown problem" with the nearest names.
pub fn find(name: &str) -> Result<&'static Problem, Error> {
    if let Some(problem) = problems::find(name) {
        return Ok(problem);
    }
    let distances: Vec<(usize, &str)> = PROBLEMS
        .iter()
        .map(|problem| {
            let distance = if problem.name.starts_with(name) && name.len() >= 3 {
                1
            } else {
                edit_distance(name, problem.name)
            };
            (distance, problem.name)
        })
        .collect();
    let nearest = distances.iter().map(|(distance, _)| *distance).min();
    let close: Vec<&str> = distances
        .iter()
        .filter(|(distance, _)| Some(*distance) == nearest && *distance <= 3)
        .map(|(_, name)| *name)
        .collect();
    let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    Err(refused(match close.as_slice() {
        [] => format!(
            "unknown problem {}; the problems are {}",
            token(name),
            names.join(", ")
        ),
        _ => format!(
            "unknown problem {}; did you mean {}?",
            token(name),
            close.join(" or ")
        ),
    }))
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, a) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, b) in b.iter().enumerate() {
            let substituted = previous + usize::from(a != *b);
            previous = row[j + 1];
            row[j + 1] = substituted.min(previous + 1).min(row[j] + 1);
        }
    }
    row[b.len()]
}

/// `0.5` and `2s` are seconds, `300ms` milliseconds; from a millisecond up to an hour.
fn parse_time(text: &str) -> Result<Duration, Error> {
    let (number, scale) = match text.strip_suffix("ms") {
        Some(number) => (number, 1e-3),
        None => (text.strip_suffix('s').unwrap_or(text), 1.0),
    };
    let seconds = number
        .parse::<f64>()
        .ok()
        .filter(|value| value.is_finite() && *value > 0.0)
        .map(|value| value * scale)
        .ok_or_else(|| {
            refused(format!(
                "time limit {} is not a positive `0.5`, `2s` or `300ms`",
                token(text)
            ))
        })?;
    if seconds > MAX_TIME.as_secs_f64() || seconds < 1e-3 {
        return Err(refused(format!(
            "time limit {} is out of range: from 1 ms to 3600 s (an hour)",
            token(text)
        )));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// `64` and `64MiB` (or `64M`, `64MB`) are mebibytes, `1GiB` (`1G`, `1GB`) gibibytes; the
/// result in bytes, from 1 MiB to 1 TiB.
fn parse_memory(text: &str) -> Result<u64, Error> {
    let lower = text.to_ascii_lowercase();
    let (number, scale) = ["gib", "gb", "g"]
        .iter()
        .find_map(|unit| lower.strip_suffix(unit).map(|number| (number, 1024.0)))
        .or_else(|| {
            ["mib", "mb", "m"]
                .iter()
                .find_map(|unit| lower.strip_suffix(unit).map(|number| (number, 1.0)))
        })
        .unwrap_or((&lower, 1.0));
    let mebibytes = number
        .parse::<f64>()
        .ok()
        .filter(|value| value.is_finite() && *value > 0.0)
        .map(|value| value * scale)
        .ok_or_else(|| {
            refused(format!(
                "memory limit {} is not a positive `64`, `512MiB` or `1GiB`",
                token(text)
            ))
        })?;
    if !(1.0..=MAX_MEMORY_MIB).contains(&mebibytes) {
        return Err(refused(format!(
            "memory limit {} is out of range: from 1 MiB to 1 TiB",
            token(text)
        )));
    }
    Ok((mebibytes * (1u64 << 20) as f64) as u64)
}

fn parse_count(text: &str) -> Result<u64, Error> {
    match text.parse::<u64>() {
        Ok(count) if (1..=100_000_000).contains(&count) => Ok(count),
        _ => Err(refused(format!(
            "--stress takes a count of random inputs from 1 to 100000000, found {}",
            token(text)
        ))),
    }
}

fn parse_seed(text: &str) -> Result<u64, Error> {
    text.parse::<u64>().map_err(|_| {
        refused(format!(
            "--seed takes a number from 0 to {}, found {}",
            u64::MAX,
            token(text)
        ))
    })
}

/// The problems, one a line, for the usage.
pub fn known_problems() -> String {
    let width = PROBLEMS.iter().map(|problem| problem.name.len()).max();
    let mut text = String::from("known problems:");
    for problem in PROBLEMS {
        let width = width.unwrap_or(0);
        text += &format!(
            "\n  {:width$}  {} {}",
            problem.name, problem.judge, problem.title
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(words: &[&str]) -> Result<Args, String> {
        match parse(words.iter().map(OsString::from)) {
            Ok(Parsed::Run(args)) => Ok(args),
            Ok(Parsed::Help | Parsed::NoProblem | Parsed::Toolchains) => Err("help".into()),
            Err(error) => Err(error.to_string()),
        }
    }

    #[test]
    fn time_limits_in_seconds_or_milliseconds() {
        assert_eq!(parse_time("0.3").ok(), Some(Duration::from_millis(300)));
        assert_eq!(parse_time("2s").ok(), Some(Duration::from_secs(2)));
        assert_eq!(parse_time("300ms").ok(), Some(Duration::from_millis(300)));
        assert_eq!(parse_time("3600").ok(), Some(MAX_TIME));
        for wrong in [
            "", "0", "-1", "ms", "1m", "inf", "NaN", "-inf", "1e300", "1e19", "1.8e19", "3601",
            "0.1ms",
        ] {
            assert!(parse_time(wrong).is_err(), "{wrong:?}");
        }
    }

    #[test]
    fn memory_limits_in_mebibytes_or_gibibytes() {
        assert_eq!(parse_memory("64").ok(), Some(64 << 20));
        assert_eq!(parse_memory("512MiB").ok(), Some(512 << 20));
        assert_eq!(parse_memory("512M").ok(), Some(512 << 20));
        assert_eq!(parse_memory("1GiB").ok(), Some(1 << 30));
        assert_eq!(parse_memory("1.5g").ok(), Some(3 << 29));
        for wrong in [
            "", "0", "-5", "0.5", "inf", "nan", "1e19", "2TiB", "lots", "64KiB",
        ] {
            assert!(parse_memory(wrong).is_err(), "{wrong:?}");
        }
    }

    #[test]
    fn near_names_are_suggested() {
        let unknown = |name: &str| find(name).err().unwrap().to_string();
        assert_eq!(
            unknown("acwing84"),
            "unknown problem `acwing84`; did you mean acwing843?"
        );
        assert_eq!(
            unknown("leetcode5"),
            "unknown problem `leetcode5`; did you mean leetcode51 or leetcode52?"
        );
        assert!(unknown("zzzzzzzzzzzz").contains("the problems are acwing843, "));
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn one_resolved_value_with_the_limits_in_it() {
        let args = parsed(&["--time-limit", "2s", "cses1624", "--", "./a", "--seed", "1"]).unwrap();
        assert!(matches!(args.mode, Mode::Cases { all: false }));
        assert_eq!(args.command, ["./a", "--seed", "1"]);
        assert_eq!(args.limits.time, Duration::from_secs(2));
        assert_eq!(args.limits.memory, 512 << 20, "CSES's own memory limit");
        let args = parsed(&["--stress", "30", "--seed", "7", "--save", "p", "--", "x"]);
        assert_eq!(args.err().unwrap(), "unknown problem `p`; the problems are acwing843, leetcode51, leetcode52, queens4x4, fundamental, luogu1219, cses1624, kattis8queens, aoj8queens, kattisqueens, luogu1562, boj3344, spojnqueen, leetcode1222, rooks");
        let args = parsed(&["--stress", "30", "--seed=7", "--save", "boj3344", "--", "x"]).unwrap();
        let Mode::Stress(settings) = args.mode else {
            panic!("--stress")
        };
        assert_eq!(
            settings,
            Settings {
                count: 30,
                seed: Some(7),
                save: true
            }
        );
        assert_eq!(args.limits.memory, 128 << 20, "Baekjoon's own memory limit");
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
        assert_eq!((args.case.as_deref(), args.first), (Some("01"), true));
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
            (&["--file", "x.rs", "boj3344", "--", "x"], "--file names"),
            (&["--block", "--first", "boj3344"], "--case and --first"),
            (
                &["--practise", "--stress", "--case", "01", "boj3344"],
                "--case and",
            ),
            (&["--case=", "boj3344", "--", "x"], "--case needs"),
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
}
