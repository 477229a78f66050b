//! The default mode: every case of the problem the judge would send (or with `--all` every
//! case), one line a case as it runs, then a summary and the verdict.

use crate::args::{Args, Selection};
use crate::flags::{line, ALL, CASE, COMMAND, FIRST};
use nqueens::cases::{self, Case};
use nqueens::check::{judge_timed, Timed};
use nqueens::error::Error;
use nqueens::report::{escaped, limit_text, mebibytes, plural, shell_word, token};
use nqueens::run::{self, Usage};
use nqueens::{Problem, Run, Verdict};
use std::io::{self, Write};
use std::time::Duration;

/// Runs every selected case, printing as it goes; true when all are accepted.
pub fn judge(args: &Args, selection: &Selection) -> Result<bool, Error> {
    judge_to(args, selection, &mut io::stdout().lock())
}

/// [`judge`], printing on `out`.
pub fn judge_to(args: &Args, selection: &Selection, out: &mut impl Write) -> Result<bool, Error> {
    let problem = args.problem;
    let cases = cases::load(&cases::testdata_dir().join(problem.name)).map_err(Error::Cannot)?;
    let (selected, left_out): (Vec<&Case>, Vec<&Case>) = match &selection.case {
        Some(name) => (vec![one_case(problem, &cases, name)?], Vec::new()),
        None => cases
            .iter()
            .partition(|case| selection.all || problem.sends_case(case)),
    };
    if selected.is_empty() {
        return Err(Error::Cannot(format!(
            "no case of {} is one the judge would send; `{ALL}` runs all {}",
            problem.name,
            cases.len()
        )));
    }
    let width = selected
        .iter()
        .map(|case| case.name.len())
        .max()
        .unwrap_or(0)
        .max("case".len());
    // Printed once the first case has run: a command that cannot start prints nothing on stdout.
    let mut header = Some(header(args, selected.len(), left_out.len(), width));
    let mut verdicts = Vec::new();
    let mut total = Duration::ZERO;
    for case in selected {
        if let Some(signal) = run::interrupted() {
            return Err(Error::Interrupted(signal));
        }
        // A time close to the limit on a busy machine is run again and judged by its best run.
        let timed = judge_timed(problem, case, &args.command, &args.limits)
            .map_err(|error| Error::cannot_start(&args.command[0], &error))?;
        if let Some(header) = header.take() {
            writeln!(out, "{header}")?;
        }
        let Timed {
            run,
            usage,
            verdict,
            ..
        } = &timed;
        total += usage.cpu;
        print_case(out, args, (case, width), (verdict, run, *usage))?;
        if let Some(closeness) = timed.closeness(&args.limits) {
            writeln!(out, "  {closeness}")?;
        }
        let failed = *verdict != Verdict::Accepted;
        if failed {
            writeln!(out, "  input: {}", input_path(problem, case))?;
            writeln!(out, "  rerun: {}", rerun(args, &case.name))?;
        }
        let unwritten = args.practise && not_written_yet(run);
        verdicts.push((&case.name, timed.verdict));
        if unwritten {
            writeln!(
                out,
                "(the method is not written yet: its `todo!()` panics, the same on every case; \
                 write it, then practise again)"
            )?;
            break;
        }
        if failed && selection.first {
            // In the words the learner typed: `--first`, or make's `FIRST=1`.
            let first = FIRST.said(args.front, "1");
            writeln!(
                out,
                "({}: stopped at the first failure)",
                first.trim_start()
            )?;
            break;
        }
    }
    summary(out, &verdicts, total)
}

/// Whether a learner's block panicked at a `todo!()`, on any judge's Rust.
fn not_written_yet(run: &Run) -> bool {
    nqueens::check::unwritten(run)
}

/// Refuses a `--case` that names no case, before a block is compiled for it.
pub fn check_case(problem: &Problem, selection: &Selection) -> Result<(), Error> {
    let Some(name) = &selection.case else {
        return Ok(());
    };
    let dir = cases::testdata_dir().join(problem.name);
    let cases = cases::load(&dir).map_err(Error::Cannot)?;
    one_case(problem, &cases, name).map(|_| ())
}

/// The case `name` names: its whole name, or the start of exactly one case's name.
fn one_case<'a>(problem: &Problem, cases: &'a [Case], name: &str) -> Result<&'a Case, Error> {
    if let Some(case) = cases.iter().find(|case| case.name == name) {
        return Ok(case);
    }
    let matching: Vec<&Case> = cases
        .iter()
        .filter(|case| case.name.starts_with(name))
        .collect();
    match matching.as_slice() {
        [case] => Ok(case),
        [] => Err(Error::Refused(format!(
            "{} has no case {}; its cases are in testdata/{}/",
            problem.name,
            token(name),
            problem.name
        ))),
        several => {
            let names: Vec<&str> = several.iter().map(|case| case.name.as_str()).collect();
            Err(Error::Refused(format!(
                "{} starts {} cases of {}: {}",
                token(name),
                several.len(),
                problem.name,
                names.join(", ")
            )))
        }
    }
}

/// `testdata/acwing843/03-n4.in`: the case's input, to read or to feed a program by hand.
fn input_path(problem: &Problem, case: &Case) -> String {
    let path = cases::testdata_dir()
        .join(problem.name)
        .join(format!("{}.in", case.name));
    cases::shown(&path)
}

/// The one-line command that judges this case again, the way the loop's verbs do.
fn rerun(args: &Args, case: &str) -> String {
    let problem = args.problem.name;
    // The limits where they are not the problem's own, so that the rerun judges as this run did.
    let limits = args.limit_flags();
    if !args.practise {
        let command: Vec<String> = args
            .command
            .iter()
            .map(|word| shell_word(&word.to_string_lossy()))
            .collect();
        let command = command.join(" ");
        let mut options = vec![(&CASE, case)];
        options.extend(
            limits
                .iter()
                .map(|(option, value)| (*option, value.as_str())),
        );
        options.push((&COMMAND, &command));
        return line(args.front, "judge", problem, &options);
    }
    crate::learner::practise_case(
        args.problem,
        args.file.as_deref(),
        args.front,
        Some((case, &limits)),
    )
}

/// The problem, the cases, the limits and the columns.
fn header(args: &Args, selected: usize, left_out: usize, width: usize) -> String {
    let problem = args.problem;
    let mut header = format!(
        "{} · {} {} · {}",
        problem.name,
        problem.judge,
        problem.title,
        plural(selected, "case"),
    );
    if left_out > 0 {
        header += &format!(" ({ALL} adds {left_out} the judge would not send)");
    }
    header += &format!(
        "\n{}\n{:width$}  res  {:>9}  {:>9}  {:>10}",
        limits_line(args),
        "case",
        "wall",
        "cpu",
        "memory",
    );
    header
}

/// `limits: time 1 s (assumed: ...) of CPU time, ... · memory 64 MiB ... · output 64 MiB per
/// stream`, and what else about the input is assumed: the cases' header and --stress's.
pub fn limits_line(args: &Args) -> String {
    let (problem, limits) = (args.problem, &args.limits);
    let idle = limits.idle().map_or_else(String::new, limit_text);
    let idle = if run::queue_known() {
        format!("{idle} asleep or waiting")
    } else {
        format!("{idle} of wall time if it sleeps or waits: this system does not say how long a program waits for a CPU")
    };
    let mut line = format!(
        "limits: time {}{} of CPU time, all its processes (TLE goes by it, or by {idle}) · \
         memory {}{} ({}) · output {} per stream",
        limit_text(limits.time),
        assumed(problem, "time", limits.time == problem.time_limit),
        mebibytes(limits.memory),
        assumed(
            problem,
            "memory",
            limits.memory == problem.memory_limit_mib << 20
        ),
        run::MEMORY_MEASURED,
        mebibytes(limits.output),
    );
    let input: Vec<&str> = problem
        .assumed
        .iter()
        .copied()
        .filter(|what| !["time", "memory"].contains(what))
        .collect();
    if !input.is_empty() {
        line += &format!(
            " · assumed, not published by the judge: {}",
            input.join(", ")
        );
    }
    if let Some(wine) = run::wine() {
        line += &format!(
            "\nunder Wine ({wine}): the programs run and end as on Windows, but a job's CPU time \
             and memory read 0 here, so TLE goes by wall time alone and MLE never comes: judge \
             on Windows itself for those"
        );
    }
    line + "\n" + &run::containment(&args.command, limits)
}

/// ` (assumed)` after a limit of the problem's own that its judge does not publish (not after one
/// set by a flag).
fn assumed(problem: &Problem, limit: &str, own: bool) -> &'static str {
    if own && problem.assumed.contains(&limit) {
        " (assumed: not published by the judge)"
    } else {
        ""
    }
}

/// One case's line, and its explanation indented below it.
/// A learner's block is compiled as `src/bin/<problem>.rs`: what its run says of that file (a
/// panic's place) names their own file and its lines.
fn print_case(
    out: &mut impl Write,
    args: &Args,
    (case, width): (&Case, usize),
    (verdict, run, usage): (&Verdict, &Run, Usage),
) -> io::Result<()> {
    write!(out, "{}", case_line(&case.name, width, verdict, run, usage))?;
    if !args.problem.sends_case(case) {
        write!(out, "  (not sent by the judge)")?;
    }
    writeln!(out)?;
    for line in verdict.explanation().lines() {
        writeln!(out, "    {}", escaped(&args.in_its_words(line)))?;
    }
    Ok(())
}

/// `AC 15/17 · WA 1 · RE 1 · 3.05 s of CPU time in all` and the verdict: the first case that failed.
fn summary(
    out: &mut impl Write,
    verdicts: &[(&String, Verdict)],
    total: Duration,
) -> Result<bool, Error> {
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
    writeln!(out, " · {:.2} s of CPU time in all", total.as_secs_f64())?;
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
        "{case:width$}  {:3}  {:>6} ms  {:>6} ms  {:>10}",
        verdict.code(),
        run.elapsed.as_millis(),
        usage.cpu.as_millis(),
        memory(usage.memory),
    )
}

/// The memory column: `9.8 MiB`; `< 2 MiB` below 2 MiB, where a program that ended within a
/// sample or two was seen only just after it started (a Rust program then shows 0.2 MiB of its
/// 1.9); `–` where no figure was taken at all, never a false `0.0 MiB`.
fn memory(bytes: u64) -> String {
    const SMALL: u64 = 2 << 20;
    match bytes {
        0 => "–".to_string(),
        1..SMALL => "< 2 MiB".to_string(),
        _ => format!("{:.1} MiB", bytes as f64 / (1u64 << 20) as f64),
    }
}

/// The verdict's full name, as the judge shows it.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_shown_only_as_measured() {
        assert_eq!(memory(0), "–");
        assert_eq!(memory(200 << 10), "< 2 MiB");
        assert_eq!(memory((2 << 20) - 1), "< 2 MiB");
        assert_eq!(memory(2 << 20), "2.0 MiB");
        assert_eq!(memory(13 << 20), "13.0 MiB");
    }
}
