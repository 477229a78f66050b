//! `judge`: runs anyone's program, in any language, on one problem's cases and gives a verdict per
//! case the way the real judge would, with the checkers of the golden harness (`nqueens::judge`).
//! By default only the cases the judge could send; `--all` adds our refused inputs and the n
//! beyond the judge's range. A tool, not a submission: newer std is fine here.
//! The manual: problems/judge.md.

use nqueens::cases::{self, Case};
use nqueens::problems::{self, PROBLEMS};
use nqueens::report::mebibytes;
use nqueens::run::{self, Limits, Usage};
use nqueens::{stress, submission, Paste, Problem, Run, Verdict};
use std::env;
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "\
usage: judge [--all] [--time-limit LIMIT] [--memory-limit LIMIT] <problem> -- <command...>
       judge --stress [N] [--seed S] [--save] [--time-limit LIMIT] <problem> -- <command...>

Runs <command> on every case of <problem> (stdin in, stdout and stderr captured) and prints
AC, WA, PE, TLE, MLE, OLE or RE per case with its wall time, CPU time and peak memory, then a
summary. Exit status: 0 all AC, 1 otherwise, 2 could not judge, 130/143 stopped by SIGINT/SIGTERM.

  --all                 also the cases the judge would not send (refused inputs, n out of range)
  --time-limit LIMIT    CPU time per case, as `0.5`, `2s` or `300ms`, up to an hour
                        (default: the judge's, or 1 s)
  --memory-limit LIMIT  peak resident memory per case, as `64` (MiB), `512MiB` or `1GiB`
                        (default: the judge's, or 256 MiB)
  --stress [N]          N random inputs (default 500) instead of the cases, to the first failure,
                        which is then shrunk; exit status 2 when it cannot judge
  --seed S              the inputs of an earlier --stress run (default: from the clock, printed)
  --save                write the shrunk failing input into testdata/ as a case, with its .out
  -h, --help            this text

The manual: problems/judge.md.
example: judge acwing843 -- python3 my_solution.py";

/// The longest time limit taken: anything longer is a typo, not a plan.
const MAX_TIME: Duration = Duration::from_secs(3600);
/// The largest memory limit taken, in MiB (1 TiB).
const MAX_MEMORY_MIB: f64 = (1u64 << 20) as f64;

struct Options {
    all: bool,
    /// `--practise`: the command is the problem's block, compiled alone as its judge compiles it.
    practise: bool,
    time_limit: Option<Duration>,
    memory_limit: Option<u64>,
    problem: &'static Problem,
    command: Vec<OsString>,
}

enum Parsed {
    Judge(Options),
    /// `--block`: print what a person pastes.
    Block(&'static Problem),
    Help,
    /// No problem named: the usage and the problems to choose from.
    NoProblem,
}

fn main() -> ExitCode {
    // `--stress [N]`, `--seed S` and `--save` come out first (nqueens::stress); the rest is ours.
    let (stress, arguments) = match stress::split_arguments(env::args_os().skip(1)) {
        Ok(split) => split,
        Err(message) => {
            eprintln!("judge: {message}");
            return ExitCode::from(2);
        }
    };
    let mut options = match parse(arguments.into_iter()) {
        Ok(Parsed::Judge(options)) => options,
        Ok(Parsed::Block(problem)) => return print_block(problem),
        Ok(Parsed::Help) => {
            // A closed or full stdout (`judge --help | true`, `> /dev/full`) ends it quietly.
            let mut out = io::stdout().lock();
            let written =
                writeln!(out, "{USAGE}\n\n{}", known_problems()).and_then(|()| out.flush());
            return match written {
                Err(error) if error.kind() != io::ErrorKind::BrokenPipe => ExitCode::from(1),
                _ => ExitCode::SUCCESS,
            };
        }
        Ok(Parsed::NoProblem) => {
            eprintln!("{USAGE}\n\n{}", known_problems());
            return ExitCode::from(2);
        }
        Err(message) => {
            eprintln!("judge: {message}");
            return ExitCode::from(2);
        }
    };
    run::stop_on_signals();
    // Kept until the end: the compiled block lives in it.
    let _compiled = if options.practise {
        match compile_block(options.problem) {
            Ok((dir, program)) => {
                options.command = vec![program.into_os_string()];
                Some(dir)
            }
            Err(Failure::Io(_) | Failure::Rejected) => return ExitCode::from(1),
            Err(failure) => {
                eprintln!("judge: {failure}");
                return ExitCode::from(2);
            }
        }
    } else {
        None
    };
    if let Some(settings) = &stress {
        if options.all {
            eprintln!("judge: --all selects cases; --stress draws random inputs instead");
            return ExitCode::from(2);
        }
        let limits = Limits::of(options.problem, options.time_limit, options.memory_limit);
        let status = stress::main(options.problem, settings, &limits, &options.command);
        return ExitCode::from(status);
    }
    match judge_all(&options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        // `judge ... | head`, or a full disk: the report cannot be read, so it ends quietly.
        Err(Failure::Io(_)) => ExitCode::from(1),
        Err(Failure::Interrupted(signal)) => {
            let name = if signal == 2 { "SIGINT" } else { "SIGTERM" };
            eprintln!("judge: stopped by {name}; the program and all it started were killed");
            ExitCode::from(128 + signal as u8)
        }
        Err(failure) => {
            eprintln!("judge: {failure}");
            ExitCode::from(2)
        }
    }
}

/// The options, or the one line that says what is wrong with them. Everything is checked here,
/// before any program starts.
fn parse(arguments: impl Iterator<Item = OsString>) -> Result<Parsed, String> {
    let mut arguments = arguments;
    let mut all = false;
    let mut practise = false;
    let mut print_block = false;
    let mut time_limit = None;
    let mut memory_limit = None;
    let mut problem = None;
    let mut rest = false;
    let mut stray = None;
    while let Some(argument) = arguments.next() {
        let Some(text) = argument.to_str() else {
            return Err(format!(
                "{} is not a problem name or an option",
                token(&argument.to_string_lossy())
            ));
        };
        let value = |arguments: &mut dyn Iterator<Item = OsString>, name: &str, inline| match inline
        {
            Some(value) => Ok(value),
            None => arguments
                .next()
                .map(|value| value.to_string_lossy().into_owned())
                .ok_or_else(|| format!("{name} needs a value (`judge --help` says more)")),
        };
        let (name, inline) = match text.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (text, None),
        };
        match name {
            "--" => {
                rest = true;
                break;
            }
            "-h" | "--help" => return Ok(Parsed::Help),
            "--all" => all = true,
            "--practise" | "--practice" => practise = true,
            "--block" => print_block = true,
            "--time-limit" => {
                time_limit = Some(parse_time(&value(&mut arguments, name, inline)?)?);
            }
            "--memory-limit" => {
                memory_limit = Some(parse_memory(&value(&mut arguments, name, inline)?)?);
            }
            _ if text.starts_with('-') => {
                return Err(format!(
                    "unknown option {} (`judge --help` lists them)",
                    token(text)
                ))
            }
            _ if problem.is_none() => problem = Some(find(text)?),
            // Said after the problem's check, so that a typo in its name is what is reported.
            _ => stray = stray.or(Some(text.to_string())),
        }
    }
    let Some(problem) = problem else {
        return Ok(Parsed::NoProblem);
    };
    if let Some(stray) = stray {
        return Err(format!(
            "unexpected {}: put the command after `--`, as in `judge {} -- ./mine`",
            token(&stray),
            problem.name
        ));
    }
    let command: Vec<OsString> = arguments.collect();
    if practise || print_block {
        let flag = if practise { "--practise" } else { "--block" };
        if practise && print_block {
            return Err("--practise judges the block and --block prints it: one at a time".into());
        }
        if rest {
            return Err(format!(
                "{flag} takes the block of {} itself, not a command after `--`",
                submission::file(problem)
            ));
        }
        if problem.paste == Paste::Nothing {
            return Err(format!(
                "{} is a tool of this workspace, not a judge problem: it has no block",
                problem.name
            ));
        }
        if print_block {
            return Ok(Parsed::Block(problem));
        }
    } else if !rest || command.is_empty() {
        return Err(format!(
            "no command given: put it after `--`, as in `judge {} -- ./mine`",
            problem.name
        ));
    }
    Ok(Parsed::Judge(Options {
        all,
        practise,
        time_limit,
        memory_limit,
        problem,
        command,
    }))
}

/// `--block`: the SUBMISSION block of the problem's program, exactly what a person pastes.
fn print_block(problem: &Problem) -> ExitCode {
    let source = submission::read(&workspace(), problem);
    match source.as_deref().map(submission::block) {
        Ok(Ok(block)) => {
            let mut out = io::stdout().lock();
            match out
                .write_all(block.text.as_bytes())
                .and_then(|()| out.flush())
            {
                Err(error) if error.kind() != io::ErrorKind::BrokenPipe => ExitCode::from(1),
                _ => ExitCode::SUCCESS,
            }
        }
        Ok(Err(why)) => {
            eprintln!("judge: {}: {why}", submission::file(problem));
            ExitCode::from(2)
        }
        Err(why) => {
            eprintln!("judge: {why}");
            ExitCode::from(2)
        }
    }
}

/// `--practise`: the problem's block compiled alone as its judge compiles it, in a directory that
/// lives as long as the returned guard. A refusal is printed as the judge's own report, ending
/// in the one verdict line, and comes back as [`Failure::Rejected`].
fn compile_block(problem: &Problem) -> Result<(submission::TempDir, PathBuf), Failure> {
    let compiler = problem.compiler.unwrap_or(problems::UNKNOWN_RUST);
    let file = submission::file(problem);
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{file}: the block alone, as {} compiles it: rustc --edition {}, std API up to Rust {} ({})",
        problem.judge, compiler.edition, compiler.rust, compiler.source
    )
    .map_err(Failure::Io)?;
    let dir = submission::TempDir::new("practise").map_err(Failure::Cases)?;
    let compiled = submission::read(&workspace(), problem)
        .and_then(|source| submission::compile(problem, &source, dir.path()));
    match compiled {
        Ok(program) => {
            writeln!(out, "compiled; now the cases the judge would send\n").map_err(Failure::Io)?;
            Ok((dir, program))
        }
        Err(report) => {
            writeln!(out, "{report}\n\nverdict: Compilation Error").map_err(Failure::Io)?;
            Err(Failure::Rejected)
        }
    }
}

/// The workspace whose `src/bin/` holds the blocks: the one this judge was built in, or the
/// directory in `NQUEENS_SOURCES` (the tests judge broken copies of a program there).
fn workspace() -> PathBuf {
    env::var_os("NQUEENS_SOURCES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// The problem named `name`, or "unknown problem" with the nearest names.
fn find(name: &str) -> Result<&'static Problem, String> {
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
    Err(match close.as_slice() {
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
    })
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

/// A token from the command line, for a message: `acwing84` in backticks when it is short and
/// plain, otherwise its first 40 characters quoted with `{:?}` and its length.
fn token(text: &str) -> String {
    let count = text.chars().count();
    let plain = text.chars().all(|c| c.is_ascii_graphic() && c != '`');
    if count <= 40 && plain {
        return format!("`{text}`");
    }
    let prefix: String = text.chars().take(40).collect();
    if count <= 40 {
        format!("{prefix:?}")
    } else {
        format!("{prefix:?}… ({count} characters)")
    }
}

/// `0.5` and `2s` are seconds, `300ms` milliseconds; from a millisecond up to an hour.
fn parse_time(text: &str) -> Result<Duration, String> {
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
            format!(
                "time limit {} is not a positive `0.5`, `2s` or `300ms`",
                token(text)
            )
        })?;
    if seconds > MAX_TIME.as_secs_f64() || seconds < 1e-3 {
        return Err(format!(
            "time limit {} is out of range: from 1 ms to 3600 s (an hour)",
            token(text)
        ));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// `64` and `64MiB` (or `64M`, `64MB`) are mebibytes, `1GiB` (`1G`, `1GB`) gibibytes; the
/// result in bytes, from 1 MiB to 1 TiB.
fn parse_memory(text: &str) -> Result<u64, String> {
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
            format!(
                "memory limit {} is not a positive `64`, `512MiB` or `1GiB`",
                token(text)
            )
        })?;
    if !(1.0..=MAX_MEMORY_MIB).contains(&mebibytes) {
        return Err(format!(
            "memory limit {} is out of range: from 1 MiB to 1 TiB",
            token(text)
        ));
    }
    Ok((mebibytes * (1u64 << 20) as f64) as u64)
}

fn known_problems() -> String {
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

enum Failure {
    Cases(String),
    /// `--practise`: the block did not compile as the judge compiles it (already reported).
    Rejected,
    CannotStart(String, io::Error),
    Interrupted(i32),
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Failure::Cases(message) => f.write_str(message),
            Failure::CannotStart(program, error) => {
                // "No such file or directory", without the " (os error 2)" std appends.
                let reason = error.to_string();
                let reason = reason.split(" (os error").next().unwrap_or_default();
                write!(f, "cannot start `{}`: {reason}", escaped(program))
            }
            Failure::Interrupted(signal) => write!(f, "stopped by signal {signal}"),
            Failure::Io(error) => write!(f, "{error}"),
            Failure::Rejected => f.write_str("the block does not compile as the judge compiles it"),
        }
    }
}

/// Runs every selected case, printing as it goes; true when all are accepted.
fn judge_all(options: &Options) -> Result<bool, Failure> {
    let problem = options.problem;
    let cases = cases::load(&cases::testdata_dir().join(problem.name)).map_err(Failure::Cases)?;
    let (selected, left_out): (Vec<&Case>, Vec<&Case>) = cases
        .iter()
        .partition(|case| options.all || problem.sends_case(case));
    if selected.is_empty() {
        return Err(Failure::Cases(format!(
            "no case of {} is one the judge would send; `--all` runs all {}",
            problem.name,
            cases.len()
        )));
    }
    let limits = Limits::of(problem, options.time_limit, options.memory_limit);
    let program = options.command[0].to_string_lossy().into_owned();

    let mut header = format!(
        "{} · {} {} · {} case{}",
        problem.name,
        problem.judge,
        problem.title,
        selected.len(),
        if selected.len() == 1 { "" } else { "s" },
    );
    if !left_out.is_empty() {
        header += &format!(" (--all adds {} the judge would not send)", left_out.len());
    }
    let width = selected
        .iter()
        .map(|case| case.name.len())
        .max()
        .unwrap_or(0)
        .max("case".len());
    header += &format!(
        "\nlimits: time {} of CPU time, all its processes (TLE goes by it; and {} of wall time \
         if it sleeps or waits) · memory {} (peak resident, all its processes) · output {} per \
         stream\n{:width$}  res  {:>9}  {:>9}  {:>10}",
        limit_text(limits.time),
        limits.idle().map_or_else(String::new, limit_text),
        mebibytes(limits.memory),
        mebibytes(limits.output),
        "case",
        "wall",
        "cpu",
        "memory",
    );
    // Printed once the first case has run: a command that cannot start prints nothing on stdout.
    let mut header = Some(header);
    let mut out = io::stdout().lock();

    let mut verdicts = Vec::new();
    let mut total = Duration::ZERO;
    for case in selected {
        if let Some(signal) = run::interrupted() {
            return Err(Failure::Interrupted(signal));
        }
        let (run, usage) = match run::run_with(&options.command, &case.input, &limits) {
            Ok(done) => done,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {
                return Err(Failure::Interrupted(run::interrupted().unwrap_or(2)))
            }
            Err(error) => return Err(Failure::CannotStart(program, error)),
        };
        if let Some(header) = header.take() {
            writeln!(out, "{header}")?;
        }
        let verdict = nqueens::judge(problem, case, &run);
        total += run.elapsed;
        write!(
            out,
            "{}",
            case_line(&case.name, width, &verdict, &run, usage)
        )?;
        if !problem.sends_case(case) {
            write!(out, "  (not sent by the judge)")?;
        }
        writeln!(out)?;
        for line in verdict.explanation().lines() {
            writeln!(out, "    {}", escaped(line))?;
        }
        verdicts.push((&case.name, verdict));
    }

    let accepted = verdicts
        .iter()
        .filter(|(_, verdict)| *verdict == Verdict::Accepted)
        .count();
    write!(out, "AC {accepted}/{}", verdicts.len())?;
    for code in ["WA", "PE", "TLE", "MLE", "OLE", "RE"] {
        let count = verdicts.iter().filter(|(_, v)| v.code() == code).count();
        if count > 0 {
            write!(out, " · {code} {count}")?;
        }
    }
    writeln!(out, " · {:.2} s total", total.as_secs_f64())?;
    match verdicts.iter().find(|(_, v)| *v != Verdict::Accepted) {
        None => writeln!(out, "verdict: Accepted")?,
        Some((case, verdict)) => writeln!(out, "verdict: {} on {case}", name(verdict))?,
    }
    out.flush()?;
    Ok(accepted == verdicts.len())
}

/// `01-sample     AC     132 ms     98 ms    9.8 MiB`.
fn case_line(case: &str, width: usize, verdict: &Verdict, run: &Run, usage: Usage) -> String {
    format!(
        "{case:width$}  {:3}  {:>6} ms  {:>6} ms  {:>6.1} MiB",
        verdict.code(),
        run.elapsed.as_millis(),
        usage.cpu.as_millis(),
        usage.memory as f64 / (1u64 << 20) as f64,
    )
}

/// `line` with control characters, and the invisible ones that reorder or hide text, escaped
/// (`\u{1b}`, `\r`): a program's stderr cannot clear the screen or print a verdict of its own.
fn escaped(line: &str) -> String {
    let mut shown = String::with_capacity(line.len());
    for c in line.chars() {
        let invisible = matches!(
            c,
            '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}'
        );
        if c.is_control() || invisible {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    shown
}

fn name(verdict: &Verdict) -> &'static str {
    match verdict {
        Verdict::Accepted => "Accepted",
        Verdict::WrongAnswer(_) => "Wrong Answer",
        Verdict::PresentationError(_) => "Presentation Error",
        Verdict::TimeLimitExceeded(_) => "Time Limit Exceeded",
        Verdict::OutputLimitExceeded(_) => "Output Limit Exceeded",
        Verdict::MemoryLimitExceeded(_) => "Memory Limit Exceeded",
        Verdict::RuntimeError(_) => "Runtime Error",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_limits_in_seconds_or_milliseconds() {
        assert_eq!(parse_time("0.3"), Ok(Duration::from_millis(300)));
        assert_eq!(parse_time("2s"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_time("300ms"), Ok(Duration::from_millis(300)));
        assert_eq!(parse_time("3600"), Ok(MAX_TIME));
        for wrong in [
            "", "0", "-1", "ms", "1m", "inf", "NaN", "-inf", "1e300", "1e19", "1.8e19", "3601",
            "0.1ms",
        ] {
            assert!(parse_time(wrong).is_err(), "{wrong:?}");
        }
        assert_eq!(limit_text(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(limit_text(Duration::from_millis(300)), "300 ms");
    }

    #[test]
    fn memory_limits_in_mebibytes_or_gibibytes() {
        assert_eq!(parse_memory("64"), Ok(64 << 20));
        assert_eq!(parse_memory("512MiB"), Ok(512 << 20));
        assert_eq!(parse_memory("512M"), Ok(512 << 20));
        assert_eq!(parse_memory("1GiB"), Ok(1 << 30));
        assert_eq!(parse_memory("1.5g"), Ok(3 << 29));
        for wrong in [
            "", "0", "-5", "0.5", "inf", "nan", "1e19", "2TiB", "lots", "64KiB",
        ] {
            assert!(parse_memory(wrong).is_err(), "{wrong:?}");
        }
    }

    #[test]
    fn tokens_are_quoted_short() {
        assert_eq!(token("acwing84"), "`acwing84`");
        assert_eq!(token("a\u{1b}b"), "\"a\\u{1b}b\"");
        let long = "9".repeat(10_000);
        assert_eq!(
            token(&long),
            format!("\"{}\"… (10000 characters)", "9".repeat(40))
        );
    }

    #[test]
    fn near_names_are_suggested() {
        let unknown = |name: &str| find(name).err().unwrap();
        assert_eq!(
            unknown("acwing84"),
            "unknown problem `acwing84`; did you mean acwing843?"
        );
        assert_eq!(
            unknown("acwing"),
            "unknown problem `acwing`; did you mean acwing843?"
        );
        assert_eq!(
            unknown("leetcode5"),
            "unknown problem `leetcode5`; did you mean leetcode51 or leetcode52?"
        );
        assert!(unknown("zzzzzzzzzzzz").contains("the problems are acwing843, "));
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(
            escaped("\u{1b}[2JFAKE: verdict: Accepted\r"),
            "\\u{1b}[2JFAKE: verdict: Accepted\\r"
        );
        assert_eq!(escaped("tab\there \u{202e}"), "tab\\there \\u{202e}");
        assert_eq!(escaped("plain \"quoted\" 中文"), "plain \"quoted\" 中文");
    }
}
