//! `judge`: runs anyone's program, in any language, on one problem's cases and gives a verdict per
//! case the way the real judge would, with the checkers of the golden harness (`nqueens::judge`).
//! By default only the cases the judge could send; `--all` adds our refused inputs and the n
//! beyond the judge's range. A tool, not a submission: newer std is fine here.
//! The manual: problems/judge.md.
//!
//! The command line is parsed once into one resolved value (`args.rs`); each mode prints its own
//! report (`cases.rs`, `stress.rs`, the block and `--practise` here); one rule turns what happened
//! into the exit status ([`nqueens::error::Error::status`]).

#![forbid(unsafe_code)]

mod args;
mod cases;
mod learner;
mod stress;
mod toolchain;
mod verbs;

use args::{Args, Mode, Parsed};
use learner::Source;
use nqueens::error::Error;
use nqueens::problems;
use nqueens::run;
use nqueens::submission::{self, Compile, TempDir, Toolchain};
use std::env;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let words: Vec<_> = env::args_os().skip(1).collect();
    // A learner's verb (`judge practise leetcode51`, what `cargo practise` runs) speaks as its
    // front: `cargo practise: ...` or `make practise: ...`.
    if let Some(verb) = verbs::verb(words.first()) {
        let program = verbs::Front::of_verbs().program(verb.name);
        return exit(&program, verbs::run(verb, words[1..].to_vec()));
    }
    let outcome = match args::parse(words) {
        Ok(Parsed::Run(args)) => judge(args),
        Ok(Parsed::Help) => help(),
        Ok(Parsed::Toolchains) => toolchain::install_all(),
        Ok(Parsed::NoProblem) => {
            eprintln!("{}\n\n{}", args::USAGE, args::known_problems());
            return ExitCode::from(1);
        }
        Err(error) => Err(error),
    };
    exit("judge", outcome)
}

/// The one rule from what happened to the exit status; a refusal is one line naming `program`.
fn exit(program: &str, outcome: Result<bool, Error>) -> ExitCode {
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            let (status, message) = error.status();
            if let Some(message) = message {
                eprintln!("{program}: {message}");
            }
            ExitCode::from(status)
        }
    }
}

/// The usage on stdout: the judge's modes, the learner's verbs, the problems.
pub(crate) fn help() -> Result<bool, Error> {
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{}\n\n{}\n\n{}",
        args::USAGE,
        verbs::usage(),
        args::known_problems()
    )?;
    out.flush()?;
    Ok(true)
}

/// The mode the command line asked for; true when everything judged is accepted.
pub(crate) fn judge(mut args: Args) -> Result<bool, Error> {
    if let Mode::Block = args.mode {
        return print_block(args);
    }
    if let Mode::Toolchain = args.mode {
        return toolchain::install(args.problem);
    }
    run::stop_on_signals();
    cases::check_case(&args)?;
    // Kept until the end: the compiled block lives in it.
    let compiled = if args.practise {
        let source = Source::read(args.problem, args.file.as_deref(), args.front)?;
        let compiled = compile_block(&args, &source, &mut io::stdout().lock())?;
        args.command = vec![compiled.program.clone().into_os_string()];
        args.source = Some(Box::new(source));
        Some(compiled)
    } else {
        None
    };
    let accepted = match &args.mode {
        Mode::Cases { all } => cases::judge(&args, *all),
        Mode::Stress(settings) => stress::stress(&args, settings),
        Mode::Block | Mode::Toolchain => unreachable!("done above"),
    }?;
    if let Some(compiled) = &compiled {
        print_warnings(&compiled.warnings)?;
    }
    Ok(accepted)
}

/// `--block`: the SUBMISSION block of the problem's program, exactly what a person pastes. A
/// learner's file (`--file`) is compiled first, as `--practise` compiles it, and its block is
/// printed only when it compiles: the report goes to stderr and nothing to stdout otherwise.
/// A block that compiles is judged on the cases too, and how it fares is said on stderr above
/// it: printed all the same, as the learner may paste what they like.
fn print_block(mut args: Args) -> Result<bool, Error> {
    let source = Source::read(args.problem, args.file.as_deref(), args.front)?;
    let _compiled = if args.file.is_some() {
        let mut report = Vec::new();
        let compiled = compile_block(&args, &source, &mut report);
        if let Err(Error::NotCompiled) = compiled {
            io::stderr().write_all(&report)?;
            return Err(Error::Refused(format!(
                "{}: not printed: the block does not compile as {} compiles it (above); `{}` judges it once it does",
                source.shown,
                args.problem.judge,
                args.front.program("practise")
            )));
        }
        let compiled = compiled?;
        args.command = vec![compiled.program.clone().into_os_string()];
        args.practise = true;
        args.source = Some(Box::new(source.clone()));
        let mut judged = Vec::new();
        let accepted = cases::judge_to(&args, false, &mut judged)?;
        eprintln!("{}", fared(&args, &source, accepted, &judged));
        Some(compiled)
    } else {
        None
    };
    let mut out = io::stdout().lock();
    out.write_all(source.pasted()?.as_bytes())?;
    out.flush()?;
    Ok(true)
}

/// How a learner's block fares on the cases the judge could send, in one line: the tally and the
/// verdict lines of the report `judged`, and where to see why when it fails.
fn fared(args: &Args, source: &Source, accepted: bool, judged: &[u8]) -> String {
    let judged = String::from_utf8_lossy(judged);
    let last: Vec<&str> = judged.lines().rev().take(2).collect();
    let (tally, verdict) = match last.as_slice() {
        [verdict, tally] => (*tally, *verdict),
        _ => ("", "verdict: not judged"),
    };
    let why = if accepted {
        String::new()
    } else {
        format!(
            "; `{}` shows why",
            learner::practise_command(args.problem, args.file.as_deref(), args.front)
        )
    };
    format!(
        "{}, judged on the cases {} could send: {tally} · {verdict}{why}",
        source.shown, args.problem.judge
    )
}

/// `--practise`: the block of `source` compiled alone as its judge compiles it (with the judge's
/// own rustc where rustup has it, [`Toolchain`]), in a directory that lives as long as the
/// returned guard. A refusal is printed on `out` as the judge's own report, ending in the one
/// verdict line, and comes back as [`Error::NotCompiled`]; what is wrong with the workspace (no
/// clippy-driver on the approximate path, a marker line missing or doubled, no temporary
/// folder, a crate the judge provides) is [`Error::Cannot`], never the learner's Compilation
/// Error.
fn compile_block(args: &Args, source: &Source, out: &mut impl Write) -> Result<Compiled, Error> {
    let problem = args.problem;
    let compiler = problem.compiler.unwrap_or(problems::UNKNOWN_RUST);
    let judged = source.judged()?;
    let toolchain = Toolchain::of(compiler);
    writeln!(
        out,
        "{}: the block alone, {}: {}{}",
        source.shown,
        args.front
            .in_its_words(problem.name, &toolchain.describe(problem, compiler)),
        submission::command_line(compiler),
        if compiler.flags_known {
            String::new()
        } else {
            format!(" ({}'s flags not found: -O assumed)", problem.judge)
        }
    )?;
    let dir = TempDir::new("practise").map_err(|why| {
        Error::Cannot(format!(
            "cannot make a folder to compile in: {why}; point TMPDIR at a writable folder"
        ))
    })?;
    match submission::compile(problem, &judged, dir.path(), &toolchain) {
        Ok(compiled) => {
            writeln!(out, "compiled\n")?;
            let warnings = compiled
                .warnings
                .iter()
                .map(|warning| source.in_its_words(problem, warning))
                .collect();
            Ok(Compiled {
                _dir: dir,
                program: compiled.program,
                warnings,
            })
        }
        Err(Compile::Workspace(why)) => Err(Error::Cannot(source.in_its_words(problem, &why))),
        // Ctrl-C while rustc ran: the judge stops, and no verdict is given.
        Err(Compile::Interrupted(signal)) => Err(Error::Interrupted(signal)),
        Err(Compile::Refused(report)) => {
            let report = source.in_its_words(problem, &report);
            writeln!(out, "{report}\n\nverdict: Compilation Error")?;
            Err(Error::NotCompiled)
        }
    }
}

/// A block compiled for `--practise`: the folder that holds it, the program, and rustc's warnings
/// in the learner's words.
struct Compiled {
    /// Removed when dropped: kept as long as the program runs.
    _dir: TempDir,
    program: PathBuf,
    warnings: Vec<String>,
}

/// rustc's warnings, after the verdict: the first few, then how many more. They change nothing.
fn print_warnings(warnings: &[String]) -> Result<(), Error> {
    const SHOWN: usize = 3;
    if warnings.is_empty() {
        return Ok(());
    }
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "\nrustc's warnings on your lines (they change no verdict):"
    )?;
    for warning in warnings.iter().take(SHOWN) {
        writeln!(out, "  {warning}")?;
    }
    if warnings.len() > SHOWN {
        writeln!(out, "  and {} more", warnings.len() - SHOWN)?;
    }
    out.flush()?;
    Ok(())
}
