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

use args::{Args, Mode, Parsed};
use learner::Source;
use nqueens::error::Error;
use nqueens::problems;
use nqueens::run;
use nqueens::submission::{self, Compile, TempDir};
use nqueens::Problem;
use std::env;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let outcome = match args::parse(env::args_os().skip(1)) {
        Ok(Parsed::Run(args)) => judge(args),
        Ok(Parsed::Help) => help(),
        Ok(Parsed::NoProblem) => {
            eprintln!("{}\n\n{}", args::USAGE, args::known_problems());
            return ExitCode::from(1);
        }
        Err(error) => Err(error),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            let (status, message) = error.status();
            if let Some(message) = message {
                eprintln!("judge: {message}");
            }
            ExitCode::from(status)
        }
    }
}

/// The usage on stdout.
fn help() -> Result<bool, Error> {
    let mut out = io::stdout().lock();
    writeln!(out, "{}\n\n{}", args::USAGE, args::known_problems())?;
    out.flush()?;
    Ok(true)
}

/// The mode the command line asked for; true when everything judged is accepted.
fn judge(mut args: Args) -> Result<bool, Error> {
    if let Mode::Block = args.mode {
        return print_block(&args);
    }
    // Windows: one line and exit 2, before anything is compiled.
    if let Some(why) = run::UNAVAILABLE {
        return Err(Error::Cannot(why.to_string()));
    }
    run::stop_on_signals();
    cases::check_case(&args)?;
    // Kept until the end: the compiled block lives in it.
    let _compiled = if args.practise {
        let source = Source::read(args.problem, args.file.as_deref())?;
        let (dir, program) = compile_block(args.problem, &source, &mut io::stdout().lock())?;
        args.command = vec![program.into_os_string()];
        Some(dir)
    } else {
        None
    };
    match &args.mode {
        Mode::Cases { all } => cases::judge(&args, *all),
        Mode::Stress(settings) => stress::stress(&args, settings),
        Mode::Block => unreachable!("printed above"),
    }
}

/// `--block`: the SUBMISSION block of the problem's program, exactly what a person pastes. A
/// learner's file (`--file`) is compiled first, as `--practise` compiles it, and its block is
/// printed only when it compiles: the report goes to stderr and nothing to stdout otherwise.
fn print_block(args: &Args) -> Result<bool, Error> {
    let source = Source::read(args.problem, args.file.as_deref())?;
    if args.file.is_some() {
        let mut report = Vec::new();
        let compiled = compile_block(args.problem, &source, &mut report);
        if let Err(Error::NotCompiled) = compiled {
            io::stderr().write_all(&report)?;
            return Err(Error::Refused(format!(
                "{}: not printed: the block does not compile as {} compiles it (above); `make practise` judges it once it does",
                source.shown,
                args.problem.judge
            )));
        }
        compiled?;
    }
    let mut out = io::stdout().lock();
    out.write_all(source.pasted()?.as_bytes())?;
    out.flush()?;
    Ok(true)
}

/// `--practise`: the block of `source` compiled alone as its judge compiles it, in a directory
/// that lives as long as the returned guard. A refusal is printed on `out` as the judge's own
/// report, ending in the one verdict line, and comes back as [`Error::NotCompiled`]; what is
/// wrong with the workspace (no clippy-driver, a marker line missing or doubled, no temporary
/// folder) is [`Error::Cannot`], never the learner's Compilation Error.
fn compile_block(
    problem: &Problem,
    source: &Source,
    out: &mut impl Write,
) -> Result<(TempDir, PathBuf), Error> {
    let compiler = problem.compiler.unwrap_or(problems::UNKNOWN_RUST);
    let judged = source.judged()?;
    learner::find_clippy()?;
    writeln!(
        out,
        "{}: the block alone, as {} compiles it: rustc --edition {}, std API up to Rust {} ({})",
        source.shown, problem.judge, compiler.edition, compiler.rust, compiler.source
    )?;
    let dir = TempDir::new("practise").map_err(|why| {
        Error::Cannot(format!(
            "cannot make a folder to compile in: {why}; point TMPDIR at a writable folder"
        ))
    })?;
    match submission::compile(problem, &judged, dir.path()) {
        Ok(program) => {
            writeln!(out, "compiled\n")?;
            Ok((dir, program))
        }
        Err(Compile::Workspace(why)) => Err(Error::Cannot(why)),
        Err(Compile::Refused(report)) => {
            let report = source.in_its_words(problem, &report);
            writeln!(out, "{report}\n\nverdict: Compilation Error")?;
            Err(Error::NotCompiled)
        }
    }
}
