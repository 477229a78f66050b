//! `judge`: runs anyone's program, in any language, on one problem's cases and gives a verdict per
//! case the way the real judge would, with the checkers of the golden harness (`nqueens::judge`).
//! By default only the cases the judge could send; `--all` adds our refused inputs and the n
//! beyond the judge's range. A tool, not a submission: newer std is fine here.

use nqueens::cases::{self, Case};
use nqueens::problems::{self, PROBLEMS};
use nqueens::{run, stress, Expect, Problem, Verdict};
use std::env;
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "\
usage: judge [--all] [--time-limit LIMIT] <problem> -- <command...>
       judge --stress [N] [--seed S] [--save] [--time-limit LIMIT] <problem> -- <command...>

Runs <command> on every case of <problem> (stdin in, stdout and stderr captured) and prints
AC, WA, PE, TLE or RE per case, then a summary. Exit status: 0 all AC, 1 otherwise, 2 usage.

  --all                 also the cases the judge would not send (refused inputs, n out of range)
  --time-limit LIMIT    per case, as `0.5`, `2s` or `300ms` (default: the judge's, or 1 s)
  --stress [N]          N random inputs (default 500) instead of the cases, to the first failure,
                        which is then shrunk; exit status 2 when it cannot judge
  --seed S              the inputs of an earlier --stress run (default: from the clock, printed)
  --save                write the shrunk failing input into testdata/ as a case, with its .out
  -h, --help            this text

example: judge acwing843 -- python3 my_solution.py";

struct Options {
    all: bool,
    time_limit: Option<Duration>,
    problem: String,
    command: Vec<OsString>,
}

enum Parsed {
    Judge(Options),
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
    let options = match parse(arguments.into_iter()) {
        Ok(Parsed::Judge(options)) => options,
        Ok(Parsed::Help) => {
            println!("{USAGE}\n\n{}", known_problems());
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::NoProblem) => {
            eprintln!("{USAGE}\n\n{}", known_problems());
            return ExitCode::from(2);
        }
        Err(message) => {
            let synopsis = USAGE.lines().next().unwrap_or_default();
            eprintln!("judge: {message}\n{synopsis}\n(`judge --help` says more)");
            return ExitCode::from(2);
        }
    };
    let Some(problem) = problems::find(&options.problem) else {
        eprintln!(
            "judge: unknown problem `{}`\n\n{}",
            options.problem,
            known_problems()
        );
        return ExitCode::from(2);
    };
    if let Some(settings) = &stress {
        if options.all {
            eprintln!("judge: --all selects cases; --stress draws random inputs instead");
            return ExitCode::from(2);
        }
        let status = stress::main(problem, settings, options.time_limit, &options.command);
        return ExitCode::from(status);
    }
    match judge_all(problem, &options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        // `judge ... | head`: the reader has seen enough.
        Err(Failure::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(1),
        Err(failure) => {
            eprintln!("judge: {failure}");
            ExitCode::from(2)
        }
    }
}

fn parse(arguments: impl Iterator<Item = OsString>) -> Result<Parsed, String> {
    let mut arguments = arguments;
    let mut all = false;
    let mut time_limit = None;
    let mut problem = None;
    loop {
        let Some(argument) = arguments.next() else {
            return match problem {
                None => Ok(Parsed::NoProblem),
                Some(_) => Err("no command given: put it after `--`".to_string()),
            };
        };
        let Some(text) = argument.to_str() else {
            return Err(format!("{argument:?} is not a problem name or an option"));
        };
        match text {
            "--" => break,
            "-h" | "--help" => return Ok(Parsed::Help),
            "--all" => all = true,
            "--time-limit" => {
                let value = arguments
                    .next()
                    .ok_or("--time-limit needs a value, as `0.5`, `2s` or `300ms`")?;
                time_limit = Some(parse_limit(&value.to_string_lossy())?);
            }
            _ if text.starts_with("--time-limit=") => {
                time_limit = Some(parse_limit(&text["--time-limit=".len()..])?);
            }
            _ if text.starts_with('-') => return Err(format!("unknown option `{text}`")),
            _ => match problem {
                None => problem = Some(text.to_string()),
                Some(_) => return Err(format!("unexpected `{text}`: put the command after `--`")),
            },
        }
    }
    let Some(problem) = problem else {
        return Ok(Parsed::NoProblem);
    };
    let command: Vec<OsString> = arguments.collect();
    if command.is_empty() {
        return Err("no command given after `--`".to_string());
    }
    Ok(Parsed::Judge(Options {
        all,
        time_limit,
        problem,
        command,
    }))
}

/// `0.5` and `2s` are seconds, `300ms` milliseconds.
fn parse_limit(text: &str) -> Result<Duration, String> {
    let (number, scale) = match text.strip_suffix("ms") {
        Some(number) => (number, 1e-3),
        None => (text.strip_suffix('s').unwrap_or(text), 1.0),
    };
    number
        .parse::<f64>()
        .ok()
        .filter(|value| *value > 0.0)
        .and_then(|value| Duration::try_from_secs_f64(value * scale).ok())
        .ok_or_else(|| format!("time limit `{text}` is not a positive `0.5`, `2s` or `300ms`"))
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
    CannotStart(String, io::Error),
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
                write!(f, "cannot start `{program}`: {reason}")
            }
            Failure::Io(error) => write!(f, "{error}"),
        }
    }
}

/// Whether the real judge could send `case`: an input within its constraints, with an answer.
fn sent_by_judge(problem: &Problem, case: &Case) -> bool {
    matches!(case.expect, Expect::Output(_))
        && std::str::from_utf8(&case.input).is_ok_and(|input| (problem.sent_by_judge)(input))
}

/// Runs every selected case, printing as it goes; true when all are accepted.
fn judge_all(problem: &Problem, options: &Options) -> Result<bool, Failure> {
    let cases = cases::load(&cases::testdata_dir().join(problem.name)).map_err(Failure::Cases)?;
    let (selected, left_out): (Vec<&Case>, Vec<&Case>) = cases
        .iter()
        .partition(|case| options.all || sent_by_judge(problem, case));
    if selected.is_empty() {
        return Err(Failure::Cases(format!(
            "no case of {} is one the judge would send; `--all` runs all {}",
            problem.name,
            cases.len()
        )));
    }
    let limit = options.time_limit.unwrap_or(problem.time_limit);
    let program = options.command[0].to_string_lossy().into_owned();

    let mut header = format!(
        "{} · {} {} · {} case{} · time limit {}",
        problem.name,
        problem.judge,
        problem.title,
        selected.len(),
        if selected.len() == 1 { "" } else { "s" },
        limit_text(limit),
    );
    if !left_out.is_empty() {
        header += &format!(" (--all adds {} the judge would not send)", left_out.len());
    }
    // Printed once the first case has run: a command that cannot start prints nothing on stdout.
    let mut header = Some(header);
    let mut out = io::stdout().lock();

    let width = selected
        .iter()
        .map(|case| case.name.len())
        .max()
        .unwrap_or(0);
    let mut verdicts = Vec::new();
    let mut total = Duration::ZERO;
    for case in selected {
        let run = run::run(&options.command, &case.input, limit)
            .map_err(|error| Failure::CannotStart(program.clone(), error))?;
        if let Some(header) = header.take() {
            writeln!(out, "{header}")?;
        }
        let verdict = nqueens::judge(problem, case, &run);
        total += run.elapsed;
        write!(
            out,
            "{:width$}  {:3} {:>5} ms",
            case.name,
            verdict.code(),
            run.elapsed.as_millis()
        )?;
        if !sent_by_judge(problem, case) {
            write!(out, "  (not sent by the judge)")?;
        }
        writeln!(out)?;
        for line in verdict.explanation().lines() {
            writeln!(out, "    {line}")?;
        }
        verdicts.push((&case.name, verdict));
    }

    let accepted = verdicts
        .iter()
        .filter(|(_, verdict)| *verdict == Verdict::Accepted)
        .count();
    write!(out, "AC {accepted}/{}", verdicts.len())?;
    for code in ["WA", "PE", "TLE", "RE"] {
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
    Ok(accepted == verdicts.len())
}

fn name(verdict: &Verdict) -> &'static str {
    match verdict {
        Verdict::Accepted => "Accepted",
        Verdict::WrongAnswer(_) => "Wrong Answer",
        Verdict::PresentationError(_) => "Presentation Error",
        Verdict::TimeLimitExceeded => "Time Limit Exceeded",
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
        assert_eq!(parse_limit("0.3"), Ok(Duration::from_millis(300)));
        assert_eq!(parse_limit("2s"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_limit("300ms"), Ok(Duration::from_millis(300)));
        for wrong in ["", "0", "-1", "ms", "1m", "inf", "NaN", "1e300"] {
            assert!(parse_limit(wrong).is_err(), "{wrong:?}");
        }
        assert_eq!(limit_text(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(limit_text(Duration::from_millis(300)), "300 ms");
    }
}
