//! `judge --stress`: random inputs from the problem table's generator ([`crate::Stress`]), a
//! program run on each and judged by the problem's checker ([`crate::judge`]), until the first
//! failure; that input is then shrunk and can be saved as a new case.
//!
//! The expected output of each input is our reference program's (`src/bin/<name>.rs`, the binary
//! beside the judge's), and it is itself checked by the problem's independent check
//! ([`Problem::verify`]) before it judges anything: a person practising puts their own block in
//! that file, and a wrong reference must stop the run, not pass a wrong answer. A problem judged
//! by [`Rule::Valid`] needs no reference (the check is the checker) except for `--save`.
//!
//! Input `i` (from 0) of a run with seed `S` is drawn from `Rng::new(S + i)`, so
//! `--stress 1 --seed S+i` draws that input alone: the reproduction the report prints.

use crate::cases::{self, Case};
use crate::problems::{Problem, PROBLEMS};
use crate::report::plural;
use crate::rng::Rng;
use crate::run::{self, Limits};
use crate::{judge, Expect, Rule, Run, Verdict};
use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Random inputs drawn when `--stress` gets no count.
pub const DEFAULT_COUNT: u64 = 500;

/// Smaller inputs tried at most while shrinking a failing one.
const SHRINK_TRIES: usize = 1000;

/// Lines of an input shown in a report; a longer one is cut.
const SHOWN_LINES: usize = 16;

/// Characters shown of one line of an input.
const SHOWN_WIDTH: usize = 100;

/// Where `--save` writes instead of the workspace's `testdata/` (the tests use it).
pub const TESTDATA_VARIABLE: &str = "NQUEENS_TESTDATA";

/// What `--stress`, `--seed` and `--save` asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub count: u64,
    /// `None`: one derived from the clock, printed.
    pub seed: Option<u64>,
    pub save: bool,
}

/// Takes `--stress [N]`, `--stress=N`, `--seed S` (`--seed=S`) and `--save` out of the judge's
/// arguments before `--`, and returns them with the other arguments. `None` without `--stress`;
/// `--seed` or `--save` without it is an error.
pub fn split_arguments(
    arguments: impl IntoIterator<Item = OsString>,
) -> Result<(Option<Settings>, Vec<OsString>), String> {
    let mut arguments = arguments.into_iter().peekable();
    let (mut stress, mut seed, mut save) = (None, None, false);
    let mut rest = Vec::new();
    while let Some(argument) = arguments.next() {
        let text = argument.to_str().unwrap_or_default();
        if argument == "--" {
            rest.push(argument);
            rest.extend(arguments);
            break;
        } else if text == "--stress" {
            // The count is optional: take the next argument only when it is a number.
            let count = arguments.next_if(|next| {
                next.to_str()
                    .is_some_and(|next| next.starts_with(|c: char| c.is_ascii_digit()))
            });
            stress = Some(match count {
                Some(count) => parse_count(&count.to_string_lossy())?,
                None => DEFAULT_COUNT,
            });
        } else if let Some(count) = text.strip_prefix("--stress=") {
            stress = Some(parse_count(count)?);
        } else if text == "--seed" {
            let value = arguments
                .next()
                .ok_or("--seed needs a value, a number as `--seed 42`")?;
            seed = Some(parse_seed(&value.to_string_lossy())?);
        } else if let Some(value) = text.strip_prefix("--seed=") {
            seed = Some(parse_seed(value)?);
        } else if text == "--save" {
            save = true;
        } else {
            rest.push(argument);
        }
    }
    match stress {
        None if seed.is_some() || save => {
            Err("--seed and --save go with --stress: `judge --stress 500 --seed 42 <problem> -- <command>`".to_string())
        }
        None => Ok((None, rest)),
        Some(count) => Ok((Some(Settings { count, seed, save }), rest)),
    }
}

fn parse_count(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(count) if (1..=100_000_000).contains(&count) => Ok(count),
        _ => Err(format!(
            "--stress takes a count of random inputs from 1 to 100000000, found {}",
            token(text)
        )),
    }
}

fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse::<u64>().map_err(|_| {
        format!(
            "--seed takes a number from 0 to {}, found {}",
            u64::MAX,
            token(text)
        )
    })
}

/// The first 40 characters of `text` quoted, and its length when it is longer.
fn token(text: &str) -> String {
    let count = text.chars().count();
    let shown: String = text.chars().take(40).collect();
    if count > 40 {
        format!("{shown:?}… ({count} characters)")
    } else {
        format!("{shown:?}")
    }
}

/// Why a stress run could not judge: one line, exit status 2.
#[derive(Debug)]
pub enum Error {
    /// A mistake of ours or of the set-up, explained.
    Cannot(String),
    /// Writing the report failed (a closed pipe: the reader has seen enough).
    Io(io::Error),
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Error::Io(error)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Error::Cannot(message) => f.write_str(message),
            Error::Io(error) => write!(f, "{error}"),
        }
    }
}

fn cannot<T>(message: String) -> Result<T, Error> {
    Err(Error::Cannot(message))
}

/// The `judge --stress` command: the report on stdout, an error as one line `judge: ...` on
/// stderr. The exit status: 0 all accepted, 1 a failure found, 2 could not judge.
pub fn main(problem: &Problem, settings: &Settings, limits: &Limits, command: &[OsString]) -> u8 {
    let mut out = io::stdout().lock();
    match stress(problem, settings, limits, command, &mut out) {
        Ok(true) => 0,
        Ok(false) => 1,
        // A closed or full stdout (`| head`, a full disk) ends the run quietly, as `judge` does.
        Err(Error::Io(error))
            if matches!(
                error.kind(),
                io::ErrorKind::BrokenPipe | io::ErrorKind::StorageFull
            ) =>
        {
            1
        }
        Err(error) => {
            drop(out.flush());
            eprintln!("judge: {error}");
            2
        }
    }
}

/// Runs `command` on `settings.count` random inputs of `problem`, printing to `out`; true when
/// every one is accepted. On the first failure: the input, the verdict, the command that
/// reproduces it, the smallest failing input the shrinker finds, and with `--save` that input
/// written as a new case.
pub fn stress(
    problem: &Problem,
    settings: &Settings,
    limits: &Limits,
    command: &[OsString],
    out: &mut impl Write,
) -> Result<bool, Error> {
    let Some(generator) = problem.stress else {
        let names: Vec<&str> = PROBLEMS
            .iter()
            .filter(|row| row.stress.is_some())
            .map(|row| row.name)
            .collect();
        return cannot(format!(
            "{} has no random inputs for --stress (its input is one n: the cases cover it); problems with them: {}",
            problem.name,
            names.join(", ")
        ));
    };
    let seed = settings.seed.unwrap_or_else(clock_seed);
    let trial = Trial {
        problem,
        limits: *limits,
        command,
        reference: reference_program(problem, settings.save)?,
    };
    // Printed once the first input has run: a command that cannot start prints nothing on stdout.
    let mut header = Some(format!(
        "{} · {} {} · {} from seed {seed} · time limit {}",
        problem.name,
        problem.judge,
        problem.title,
        plural(settings.count as usize, "random input"),
        limit_text(trial.limits.time),
    ));
    for index in 0..settings.count {
        let input_seed = seed.wrapping_add(index);
        let input = (generator.generate)(&mut Rng::new(input_seed));
        if !problem.sends(&input) {
            return cannot(format!(
                "the generator of {name} drew an input its judge would not send (seed {input_seed}): a bug in src/problems/{name}.rs",
                name = problem.name
            ));
        }
        let verdict = trial.verdict(&input)?;
        if let Some(header) = header.take() {
            writeln!(out, "{header}")?;
            out.flush()?;
        }
        if verdict == Verdict::Accepted {
            continue;
        }
        let rerun = |extra: &str| rerun_command(problem, input_seed, limits, extra, command);
        writeln!(
            out,
            "input {} of {} (seed {input_seed}): {}",
            index + 1,
            settings.count,
            verdict.code()
        )?;
        show(out, &input, &verdict)?;
        writeln!(out, "reproduce: {}", rerun(""))?;
        out.flush()?;

        let (smallest, smallest_verdict, summary) =
            shrink(&trial, generator.shrink, input.clone(), verdict)?;
        writeln!(out, "shrinking: {summary}")?;
        if smallest != input {
            writeln!(
                out,
                "smallest failing input found: {}",
                smallest_verdict.code()
            )?;
            show(out, &smallest, &smallest_verdict)?;
        }
        if settings.save {
            let written = save(&trial, &smallest, input_seed)?;
            writeln!(
                out,
                "saved {written} (its .out checked by the independent check)"
            )?;
        } else {
            writeln!(out, "save it as a case: {}", rerun(" --save"))?;
        }
        return Ok(false);
    }
    writeln!(
        out,
        "{}, all accepted (seed {seed})",
        plural(settings.count as usize, "random input")
    )?;
    Ok(true)
}

/// A seed from the clock, short enough to type back.
fn clock_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_secs().wrapping_mul(1_000_003) ^ u64::from(now.subsec_nanos())) % 1_000_000_000
}

/// Our program for `problem`, beside the judge's executable, when the expectations need it.
fn reference_program(problem: &Problem, save: bool) -> Result<Option<PathBuf>, Error> {
    if problem.rule == Rule::Valid && !save {
        return Ok(None);
    }
    let judge = std::env::current_exe().map_err(|error| {
        Error::Cannot(format!("cannot find the judge's own directory: {error}"))
    })?;
    let dir = judge.parent().unwrap_or(Path::new("."));
    let program = dir.join(format!("{}{}", problem.name, std::env::consts::EXE_SUFFIX));
    if program.is_file() {
        return Ok(Some(program));
    }
    let release = if dir.ends_with("release") {
        " --release"
    } else {
        ""
    };
    cannot(format!(
        "no reference program {} to compute the expected outputs: build it with `cargo build{release} --bin {}`",
        cases::shown(&program),
        problem.name
    ))
}

/// One judged run: the problem, the command under test and our reference program.
struct Trial<'a> {
    problem: &'a Problem,
    limits: Limits,
    command: &'a [OsString],
    reference: Option<PathBuf>,
}

impl Trial<'_> {
    /// The verdict on the command's run on `input`.
    fn verdict(&self, input: &[u8]) -> Result<Verdict, Error> {
        let expect = match self.reference {
            Some(_) if self.problem.rule != Rule::Valid => Expect::Output(self.expected(input)?),
            _ => Expect::Property,
        };
        let case = Case {
            name: "stress".to_string(),
            input: input.to_vec(),
            expect,
        };
        let run = run::run_with(self.command, input, &self.limits)
            .map(|(run, _)| run)
            .map_err(|error| Error::Cannot(cannot_start(&self.command[0], &error)))?;
        Ok(judge(self.problem, &case, &run))
    }

    /// The reference program's output on `input`, after the independent check passed it.
    fn expected(&self, input: &[u8]) -> Result<Vec<u8>, Error> {
        let Some(program) = &self.reference else {
            unreachable!("a reference program is found before anything runs");
        };
        let shown = cases::shown(program);
        // Far above what it takes, so that a busy machine never fails it.
        let limits = Limits {
            time: (self.limits.time * 10).max(Duration::from_secs(10)),
            ..self.limits
        };
        let run: Run = run::run_with(&[program], input, &limits)
            .map(|(run, _)| run)
            .map_err(|error| Error::Cannot(cannot_start(program.as_os_str(), &error)))?;
        if run.exit != crate::Exit::Code(0) {
            let stderr = String::from_utf8_lossy(&run.stderr);
            return cannot(format!(
                "the reference program {shown} failed ({:?}) on a random input: {}",
                run.exit,
                stderr.lines().next().unwrap_or_default()
            ));
        }
        if let Err(why) = (self.problem.verify)(input, &run.stdout) {
            return cannot(format!(
                "the reference program {shown} gives a wrong answer, so it cannot judge ({}); is your own block in src/bin/{}.rs? `git stash` puts ours back",
                why.lines().next().unwrap_or_default(),
                self.problem.name
            ));
        }
        Ok(run.stdout)
    }
}

fn cannot_start(program: &OsStr, error: &io::Error) -> String {
    // "No such file or directory", without the " (os error 2)" std appends.
    let reason = error.to_string();
    let reason = reason
        .split(" (os error")
        .next()
        .unwrap_or_default()
        .to_string();
    format!("cannot start `{}`: {reason}", program.to_string_lossy())
}

/// The smallest failing input reached from `input` by taking the first failing candidate of the
/// shrinker again and again, its verdict, and a line saying how it went.
fn shrink(
    trial: &Trial,
    shrinker: fn(&[u8]) -> Vec<Vec<u8>>,
    input: Vec<u8>,
    verdict: Verdict,
) -> Result<(Vec<u8>, Verdict, String), Error> {
    let (mut smallest, mut verdict) = (input, verdict);
    let (mut tries, mut steps) = (0, 0);
    'smaller: loop {
        for candidate in shrinker(&smallest) {
            // A shrinker must keep to the judge's constraints; one that does not is skipped.
            if !trial.problem.sends(&candidate) {
                continue;
            }
            if tries == SHRINK_TRIES {
                let summary = format!(
                    "stopped after {tries} smaller inputs tried, {}",
                    plural(steps, "step")
                );
                return Ok((smallest, verdict, summary));
            }
            tries += 1;
            let candidate_verdict = trial.verdict(&candidate)?;
            if candidate_verdict != Verdict::Accepted {
                (smallest, verdict) = (candidate, candidate_verdict);
                steps += 1;
                continue 'smaller;
            }
        }
        break;
    }
    let summary = match steps {
        0 => format!(
            "no smaller input fails ({} tried)",
            plural(tries, "smaller input")
        ),
        _ => format!(
            "{}, {} tried; none smaller than the last fails",
            plural(steps, "step"),
            plural(tries, "smaller input")
        ),
    };
    Ok((smallest, verdict, summary))
}

/// The input (its first lines, each cut) and the verdict's explanation, indented.
fn show(out: &mut impl Write, input: &[u8], verdict: &Verdict) -> io::Result<()> {
    let text = String::from_utf8_lossy(input);
    let lines: Vec<&str> = text.lines().collect();
    writeln!(
        out,
        "  stdin ({}, {}):",
        plural(lines.len(), "line"),
        plural(input.len(), "byte")
    )?;
    for line in lines.iter().take(SHOWN_LINES) {
        let count = line.chars().count();
        if count > SHOWN_WIDTH {
            let shown: String = line.chars().take(SHOWN_WIDTH).collect();
            writeln!(out, "    {shown}… ({count} characters)")?;
        } else {
            writeln!(out, "    {line}")?;
        }
    }
    if lines.len() > SHOWN_LINES {
        writeln!(
            out,
            "    … and {}",
            plural(lines.len() - SHOWN_LINES, "more line")
        )?;
    }
    if !verdict.explanation().is_empty() {
        writeln!(out, "  why:")?;
        for line in verdict.explanation().lines() {
            writeln!(out, "    {line}")?;
        }
    }
    Ok(())
}

/// `cargo run -q --bin judge -- --stress 1 --seed S [--save] <problem> -- <command>`, quoted
/// for a POSIX shell.
fn rerun_command(
    problem: &Problem,
    seed: u64,
    limits: &Limits,
    extra: &str,
    command: &[OsString],
) -> String {
    let mut text = format!("cargo run -q --bin judge -- --stress 1 --seed {seed}{extra}");
    let own = Limits::of(problem, None, None);
    if limits.time != own.time {
        let _ = write!(text, " --time-limit {}ms", limits.time.as_millis());
    }
    if limits.memory != own.memory {
        let mebibytes = limits.memory as f64 / f64::from(1 << 20);
        let _ = write!(text, " --memory-limit {mebibytes}MiB");
    }
    let _ = write!(text, " {} --", problem.name);
    for word in command {
        text.push(' ');
        text += &shell_word(&word.to_string_lossy());
    }
    text
}

/// `word` as a POSIX shell reads it back: bare when it is plain, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || b"_-./=:,+@%".contains(&byte));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// `1 s`, `1.5 s`, `300 ms`.
fn limit_text(limit: Duration) -> String {
    if limit >= Duration::from_secs(1) {
        format!("{} s", limit.as_secs_f64())
    } else {
        format!("{} ms", limit.as_millis())
    }
}

/// Writes `input` and our reference program's output as the next free `NN-stress-<seed>` case of
/// the problem's directory, once the independent check passed them; the two paths, shown.
fn save(trial: &Trial, input: &[u8], seed: u64) -> Result<String, Error> {
    let problem = trial.problem;
    let dir = std::env::var_os(TESTDATA_VARIABLE)
        .map(PathBuf::from)
        .unwrap_or_else(cases::testdata_dir)
        .join(problem.name);
    let output = match trial.reference {
        Some(_) => trial.expected(input)?,
        None => unreachable!("--save finds the reference program first"),
    };
    // `expected` checked it already; checked here again so that nothing unchecked is written.
    if let Err(why) = (problem.verify)(input, &output) {
        return cannot(format!(
            "not saved: the independent check refuses the expected output: {why}"
        ));
    }
    let number = next_number(&dir)?;
    let stem = format!("{number:02}-stress-{seed}");
    let written = |extension: &str, bytes: &[u8]| -> Result<PathBuf, Error> {
        let path = dir.join(format!("{stem}.{extension}"));
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut file| file.write_all(bytes))
            .map_err(|error| {
                Error::Cannot(format!("cannot write {}: {error}", cases::shown(&path)))
            })?;
        Ok(path)
    };
    let input_path = written("in", input)?;
    written("out", &output)?;
    Ok(format!("{} and {stem}.out", cases::shown(&input_path)))
}

/// One more than the highest `NN` of the directory's `NN-slug.*` files.
fn next_number(dir: &Path) -> Result<u64, Error> {
    let entries = fs::read_dir(dir)
        .map_err(|error| Error::Cannot(format!("cannot read {}: {error}", cases::shown(dir))))?;
    let mut highest = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let digits: String = name
            .to_string_lossy()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if let Ok(number) = digits.parse::<u64>() {
            highest = highest.max(number);
        }
    }
    Ok(highest + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;

    fn split(words: &[&str]) -> Result<(Option<Settings>, Vec<OsString>), String> {
        split_arguments(words.iter().map(OsString::from))
    }

    fn settings(count: u64, seed: Option<u64>, save: bool) -> Option<Settings> {
        Some(Settings { count, seed, save })
    }

    #[test]
    fn stress_options_come_out_and_the_rest_stays() {
        let (found, rest) = split(&["--stress", "cses1624", "--", "./a", "--seed", "1"]).unwrap();
        assert_eq!(found, settings(DEFAULT_COUNT, None, false));
        assert_eq!(rest, ["cses1624", "--", "./a", "--seed", "1"]);
        let (found, rest) = split(&[
            "--time-limit",
            "2s",
            "--stress",
            "30",
            "--seed",
            "7",
            "--save",
            "p",
            "--",
            "x",
        ])
        .unwrap();
        assert_eq!(found, settings(30, Some(7), true));
        assert_eq!(rest, ["--time-limit", "2s", "p", "--", "x"]);
        let (found, _) = split(&["--stress=9", "--seed=0", "p", "--", "x"]).unwrap();
        assert_eq!(found, settings(9, Some(0), false));
        let (found, rest) = split(&["--all", "p", "--", "x"]).unwrap();
        assert_eq!((found, rest.len()), (None, 4));
    }

    #[test]
    fn bad_stress_options_are_one_line_errors() {
        for (words, message) in [
            (&["--stress", "0", "p"][..], "found \"0\""),
            (&["--stress", "5x", "p"], "found \"5x\""),
            (&["--stress=", "p"], "found \"\""),
            (&["--stress", "--seed", "-1", "p"], "--seed takes a number"),
            (&["--stress", "--seed"], "--seed needs a value"),
            (&["--seed", "3", "p", "--", "x"], "go with --stress"),
            (&["--save", "p", "--", "x"], "go with --stress"),
        ] {
            let error = split(words).unwrap_err();
            assert!(error.contains(message), "{words:?}: {error}");
            assert_eq!(error.lines().count(), 1);
        }
        let long = "9".repeat(50);
        let error = split(&["--stress", "--seed", &long]).unwrap_err();
        assert!(
            error.ends_with("\"9999999999999999999999999999999999999999\"… (50 characters)"),
            "{error}"
        );
    }

    #[test]
    fn a_problem_without_a_generator_is_refused_naming_those_with_one() {
        let mut out = Vec::new();
        let settings = Settings {
            count: 1,
            seed: Some(1),
            save: false,
        };
        let problem = find("acwing843").unwrap();
        let error = stress(
            problem,
            &settings,
            &Limits::of(problem, None, None),
            &["true".into()],
            &mut out,
        )
        .unwrap_err()
        .to_string();
        assert!(
            error.starts_with("acwing843 has no random inputs for --stress"),
            "{error}"
        );
        assert!(error.contains("cses1624, kattis8queens"), "{error}");
        assert!(out.is_empty());
    }

    #[test]
    fn reruns_are_quoted_for_a_shell() {
        let command: Vec<OsString> = ["python3", "my file.py", "it's"]
            .map(OsString::from)
            .to_vec();
        let problem = find("cses1624").unwrap();
        let limits = Limits::of(problem, Some(Duration::from_millis(1500)), Some(96 << 20));
        let text = rerun_command(problem, 42, &limits, " --save", &command);
        assert_eq!(
            text,
            r"cargo run -q --bin judge -- --stress 1 --seed 42 --save --time-limit 1500ms --memory-limit 96MiB cses1624 -- python3 'my file.py' 'it'\''s'"
        );
        let own = Limits::of(problem, None, None);
        assert!(!rerun_command(problem, 42, &own, "", &command).contains("limit"));
        assert_eq!(shell_word(""), "''");
    }

    #[test]
    fn a_long_input_is_cut_in_the_report() {
        let input = format!("{}\n{}", "x".repeat(150), "1\n".repeat(40));
        let mut out = Vec::new();
        show(
            &mut out,
            input.as_bytes(),
            &Verdict::WrongAnswer("why\nbecause".into()),
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("  stdin (41 lines, 231 bytes):\n"),
            "{text}"
        );
        assert!(text.contains("x… (150 characters)\n"), "{text}");
        assert!(
            text.contains("    … and 25 more lines\n  why:\n    why\n    because\n"),
            "{text}"
        );
        assert_eq!(text.lines().count(), 1 + 16 + 1 + 3);
    }

    #[test]
    fn the_next_case_number_follows_the_highest() {
        let dir = std::env::temp_dir().join(format!("nqueens-stress-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        assert_eq!(next_number(&dir).unwrap(), 1);
        for name in ["01-a.in", "09-b.out", "README", "x1.in"] {
            fs::write(dir.join(name), b"").unwrap();
        }
        assert_eq!(next_number(&dir).unwrap(), 10);
        fs::remove_dir_all(&dir).unwrap();
    }
}
