//! `--stress`: the engine's findings (`nqueens::stress`) printed: the header once the first input
//! has run, the first failing input with its verdict and the command that reruns it, the
//! shrinking, the smallest failing input with the library's expected output and the program's,
//! the command that runs the program on that one input, and the saved case or the command that
//! saves it. Every input and output shown is cut to a readable length.

use crate::args::Args;
use crate::flags::{Flag, COMMAND, COUNT, FILE, PRACTISE, SAVE, SEED, STRESS};
use crate::front::Front;
use nqueens::cases;
use nqueens::error::Error;
use nqueens::report::{fed, plural, shell_word};
use nqueens::stress::{Failing, Session, Settings};
use nqueens::{Rule, Verdict};
use std::io::{self, Write};
use std::path::Path;

/// Lines of an input shown in a report; a longer one is cut.
const SHOWN_LINES: usize = 16;

/// Characters shown of one line of an input.
const SHOWN_WIDTH: usize = 100;

/// Runs the stress session `settings` asks for; true when every input is accepted.
pub fn stress(args: &Args, settings: &Settings) -> Result<bool, Error> {
    let problem = args.problem;
    let session = Session::new(problem, settings, args.limits, &args.command);
    let seed = session.seed();
    let mut out = io::stdout().lock();
    // Printed once the first input has run: a command that cannot start prints nothing on stdout.
    let mut header = Some(format!(
        "{} · {} {} · {} from seed {seed}\n{}",
        problem.name,
        problem.judge,
        problem.title,
        plural(settings.count as usize, "random input"),
        crate::commands::cases::limits_line(args),
    ));
    let mut written = Ok(());
    let mut progress = Progress::new(settings.count);
    let found = session.first_failure(&mut || {
        if let Some(header) = header.take() {
            written = writeln!(out, "{header}").and_then(|()| out.flush());
        }
        progress.ran();
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
    report(&mut out, args, &session, failing)?;
    Ok(false)
}

/// The learner's own file in mine/ run alone on the input at `path`, through its Cargo project,
/// in the words of the front they typed: `cargo run -q --manifest-path mine/Cargo.toml --bin
/// <problem> < <path>`, or make's `make run P=<problem> F=mine/<problem>.rs IN=<path>`; none
/// for another file, or where mine/Cargo.toml does not list it (neither line would run it).
fn mine_alone(args: &Args, path: &Path) -> Option<String> {
    let mine = crate::learner::default_file(args.problem);
    args.file.as_ref().filter(|file| **file == mine)?;
    if !crate::learner::in_mine_project(args.problem) {
        return None;
    }
    let path = shell_word(&cases::shown(path));
    let name = args.problem.name;
    Some(match args.front {
        Front::Cargo => fed(
            &format!("cargo run -q --manifest-path mine/Cargo.toml --bin {name}"),
            &path,
        ),
        Front::Make => format!(
            "make run{} F={} IN={path}",
            Front::Make.problem(name),
            shell_word(&mine.to_string_lossy())
        ),
    })
}

/// The first failing input, its verdict and rerun command, then the smallest failing input
/// with the expected output and the program's, and the saved case or how to save it.
fn report(
    out: &mut impl Write,
    args: &Args,
    session: &Session,
    failing: Failing,
) -> Result<(), Error> {
    let settings = session.settings();
    let words = |line: &str| args.in_its_words(line);
    writeln!(
        out,
        "input {} of {} (seed {}): {}",
        failing.index + 1,
        settings.count,
        failing.seed,
        failing.verdict.code()
    )?;
    show(out, &failing.input, &failing.verdict, &words)?;
    writeln!(out, "reproduce: {}", rerun(args, failing.seed, false))?;
    out.flush()?;
    let shrunk = session.shrink(&failing)?;
    writeln!(out, "shrinking: {}", shrunk.summary())?;
    if shrunk.input != failing.input {
        writeln!(
            out,
            "smallest failing input found: {}",
            shrunk.verdict.code()
        )?;
        show(out, &shrunk.input, &shrunk.verdict, &words)?;
    }
    let expected = session.expected(&shrunk.input)?;
    let heading = match session.problem().rule {
        Rule::Valid => "expected: any valid answer is accepted; one of them",
        _ => "expected",
    };
    excerpt(out, heading, &expected)?;
    excerpt(out, "stdout", &shrunk.output)?;
    let path = if settings.save {
        let (path, out_file) = session.save(&shrunk.input, failing.seed)?;
        writeln!(
            out,
            "saved {} and {out_file} (its .out checked by the independent check)",
            cases::shown(&path)
        )?;
        path
    } else {
        session.keep(&shrunk.input, failing.seed)?
    };
    match alone_on(args, &path).or_else(|| mine_alone(args, &path)) {
        Some(command) => writeln!(out, "run it alone: {command}")?,
        None => writeln!(out, "its input: {}", cases::shown(&path))?,
    }
    // `--save` writes into the workspace's own testdata/, which git tracks: offered for our
    // programs and a command's, never for a learner's file (its input is kept above).
    if !settings.save && args.file.is_none() {
        writeln!(
            out,
            "save it as a case: {}",
            rerun(args, failing.seed, true)
        )?;
    }
    Ok(())
}

/// `cargo run -q --bin judge -- [--practise [--file F]] --stress 1 --seed S [--save] [limits]
/// <problem> [-- <command>]`: the judge's own line that draws the one input of seed `seed`
/// again, with the limits where they are not the problem's own, quoted for the system's shell.
/// A block compiled by `--practise` is named by the flags that compile it again, not by a
/// program that is gone by then.
fn rerun(args: &Args, seed: u64, save: bool) -> String {
    if args.verb && !save {
        return rerun_verb(args, seed);
    }
    let mut words: Vec<(&Flag, Option<String>)> = Vec::new();
    if args.practise {
        words.push((&PRACTISE, None));
        if let Some(file) = &args.file {
            words.push((&FILE, Some(shell_word(&file.to_string_lossy()))));
        }
    }
    words.push((&STRESS, Some("1".to_string())));
    words.push((&SEED, Some(seed.to_string())));
    if save {
        words.push((&SAVE, None));
    }
    let limits = args.limit_flags().into_iter();
    words.extend(limits.map(|(flag, value)| (flag, Some(value))));
    let mut line = "cargo run -q --bin judge --".to_string();
    for (flag, value) in words {
        line += &format!(" {flag}");
        if let Some(value) = value {
            line += &format!(" {value}");
        }
    }
    line += &format!(" {}", args.problem.name);
    if !args.practise {
        line += " --";
        for word in &args.command {
            line += &format!(" {}", shell_word(&word.to_string_lossy()));
        }
    }
    line
}

/// `cargo stress <problem> [--file F] --seed S --count 1 [limits] [-- <command>]`, or make's
/// `make stress P=<problem> [F=F] SEED=S COUNT=1 [TIME= MEMORY=] [CMD=...]`: the learner's verb,
/// in the words they typed, drawing the one input of seed `seed` again.
fn rerun_verb(args: &Args, seed: u64) -> String {
    let seed = seed.to_string();
    // The learner's own mine/<problem>.rs goes without saying, as they typed it.
    let file = args
        .file
        .as_ref()
        .filter(|file| **file != crate::learner::default_file(args.problem))
        .map(|file| file.to_string_lossy());
    let command = args
        .command
        .iter()
        .map(|word| shell_word(&word.to_string_lossy()))
        .collect::<Vec<_>>()
        .join(" ");
    let limits = args.limit_flags();
    let mut options: Vec<(&Flag, &str)> = Vec::new();
    if args.practise {
        options.extend(file.as_deref().map(|file| (&FILE, file)));
    }
    options.push((&SEED, &seed));
    options.push((&COUNT, "1"));
    options.extend(limits.iter().map(|(flag, value)| (*flag, value.as_str())));
    if !args.practise {
        options.push((&COMMAND, &command));
    }
    crate::flags::line(args.front, "stress", args.problem.name, &options)
}

/// `<command> < <path>`: the command run on the one input at `path`, quoted for the system's
/// shell ([`fed`]); none for a block compiled by `--practise`, which is gone once the run ends.
fn alone_on(args: &Args, path: &Path) -> Option<String> {
    if args.practise {
        return None;
    }
    let words: Vec<String> = args
        .command
        .iter()
        .map(|word| shell_word(&word.to_string_lossy()))
        .collect();
    Some(fed(&words.join(" "), &shell_word(&cases::shown(path))))
}

/// The input (its first lines, each cut) and the verdict's explanation, indented, in the words
/// of the learner's file (a panic's place).
fn show(
    out: &mut impl Write,
    input: &[u8],
    verdict: &Verdict,
    words: &dyn Fn(&str) -> String,
) -> io::Result<()> {
    excerpt(out, "stdin", input)?;
    if !verdict.explanation().is_empty() {
        writeln!(out, "  why:")?;
        for line in verdict.explanation().lines() {
            writeln!(out, "    {}", words(line))?;
        }
    }
    Ok(())
}

/// `heading` and the first lines of `bytes`, each cut, indented; `heading: empty` for none.
fn excerpt(out: &mut impl Write, heading: &str, bytes: &[u8]) -> io::Result<()> {
    if bytes.is_empty() {
        return writeln!(out, "  {heading}: empty");
    }
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    writeln!(
        out,
        "  {heading} ({}, {}):",
        plural(lines.len(), "line"),
        plural(bytes.len(), "byte")
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
    Ok(())
}

/// How far a long stress run has got, said on a terminal's stderr every [`Progress::EVERY`], so
/// that a run of minutes (a slow program, `--count 5000`) is never a silent one. Nothing where
/// stderr is a file or a pipe: the report on stdout is the same either way.
struct Progress {
    count: u64,
    ran: u64,
    said: std::time::Instant,
    shown: bool,
}

impl Progress {
    const EVERY: std::time::Duration = std::time::Duration::from_secs(5);

    fn new(count: u64) -> Progress {
        use std::io::IsTerminal;
        Progress {
            count,
            ran: 0,
            said: std::time::Instant::now(),
            shown: io::stderr().is_terminal(),
        }
    }

    /// One more input accepted so far (a failing one ends the run before the next).
    fn ran(&mut self) {
        self.ran += 1;
        if self.shown && self.said.elapsed() >= Self::EVERY && self.ran < self.count {
            self.said = std::time::Instant::now();
            eprintln!("  {} of {} inputs run so far…", self.ran, self.count);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{command, Command};
    use std::ffi::OsString;

    /// The resolved value of `judge <words>`.
    fn args(words: &[&str]) -> Args {
        match command(None, words.iter().map(OsString::from).collect()) {
            Ok(Command::Judge(args)) => args,
            _ => panic!("{words:?} is no judged run"),
        }
    }

    #[test]
    fn reruns_are_quoted_for_a_shell() {
        let command = ["python3", "my file.py", "it's"];
        let mut words = vec![
            "--time-limit",
            "1500ms",
            "--memory-limit",
            "96",
            "cses1624",
            "--",
        ];
        words.extend(command);
        let text = rerun(&args(&words), 42, true);
        // Quoted for the system's shell: cmd and PowerShell on Windows, sh elsewhere.
        let words = if cfg!(windows) {
            r#"python3 "my file.py" "it's""#
        } else {
            r"python3 'my file.py' 'it'\''s'"
        };
        assert_eq!(
            text,
            format!("cargo run -q --bin judge -- --stress 1 --seed 42 --save --time-limit 1500ms --memory-limit 96MiB cses1624 -- {words}")
        );
        let own = args(&["cses1624", "--", "python3", "x.py"]);
        assert!(!rerun(&own, 42, false).contains("limit"));
        let practised = args(&["--practise", "--file", "mine/cses1624.rs", "cses1624"]);
        assert_eq!(
            rerun(&practised, 7, false),
            "cargo run -q --bin judge -- --practise --file mine/cses1624.rs --stress 1 --seed 7 \
             cses1624"
        );
        assert_eq!(alone_on(&practised, Path::new("x.in")), None);
    }

    #[test]
    fn a_long_input_is_cut_in_the_report() {
        let input = format!("{}\n{}", "x".repeat(150), "1\n".repeat(40));
        let mut out = Vec::new();
        let verdict = Verdict::WrongAnswer("why\nbecause".into());
        show(&mut out, input.as_bytes(), &verdict, &str::to_string).unwrap();
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
