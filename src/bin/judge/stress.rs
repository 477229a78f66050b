//! `--stress`: the engine's findings (`nqueens::stress`) printed: the header once the first input
//! has run, the first failing input with its verdict and the command that reruns it, the
//! shrinking, and the saved case or the command that saves it.

use crate::args::Args;
use nqueens::error::Error;
use nqueens::report::{limit_text, plural};
use nqueens::stress::{Session, Settings};
use nqueens::Verdict;
use std::io::{self, Write};

/// Lines of an input shown in a report; a longer one is cut.
const SHOWN_LINES: usize = 16;

/// Characters shown of one line of an input.
const SHOWN_WIDTH: usize = 100;

/// Runs the stress session `settings` asks for; true when every input is accepted.
pub fn stress(args: &Args, settings: &Settings) -> Result<bool, Error> {
    let problem = args.problem;
    let session = Session::new(problem, settings, args.limits, &args.command)?;
    let seed = session.seed();
    let mut out = io::stdout().lock();
    // Printed once the first input has run: a command that cannot start prints nothing on stdout.
    let mut header = Some(format!(
        "{} · {} {} · {} from seed {seed} · time limit {}",
        problem.name,
        problem.judge,
        problem.title,
        plural(settings.count as usize, "random input"),
        limit_text(args.limits.time),
    ));
    let mut written = Ok(());
    let found = session.first_failure(&mut || {
        if let Some(header) = header.take() {
            written = writeln!(out, "{header}").and_then(|()| out.flush());
        }
    })?;
    written?;
    let Some(failing) = found else {
        writeln!(
            out,
            "{}, all accepted (seed {seed})",
            plural(settings.count as usize, "random input")
        )?;
        return Ok(true);
    };
    writeln!(
        out,
        "input {} of {} (seed {}): {}",
        failing.index + 1,
        settings.count,
        failing.seed,
        failing.verdict.code()
    )?;
    show(&mut out, &failing.input, &failing.verdict)?;
    writeln!(out, "reproduce: {}", session.rerun(failing.seed, ""))?;
    out.flush()?;
    let shrunk = session.shrink(&failing)?;
    writeln!(out, "shrinking: {}", shrunk.summary())?;
    if shrunk.input != failing.input {
        writeln!(
            out,
            "smallest failing input found: {}",
            shrunk.verdict.code()
        )?;
        show(&mut out, &shrunk.input, &shrunk.verdict)?;
    }
    if settings.save {
        let saved = session.save(&shrunk.input, failing.seed)?;
        writeln!(
            out,
            "saved {saved} (its .out checked by the independent check)"
        )?;
    } else {
        writeln!(
            out,
            "save it as a case: {}",
            session.rerun(failing.seed, " --save")
        )?;
    }
    Ok(false)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_input_is_cut_in_the_report() {
        let input = format!("{}\n{}", "x".repeat(150), "1\n".repeat(40));
        let mut out = Vec::new();
        let verdict = Verdict::WrongAnswer("why\nbecause".into());
        show(&mut out, input.as_bytes(), &verdict).unwrap();
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
}
