//! `judge`: runs anyone's program, in any language, on one problem's cases and gives a verdict per
//! case the way the real judge would, with the checkers of the golden harness (`nqueens::judge`).
//! By default only the cases the judge could send; `--all` adds our refused inputs and the n
//! beyond the judge's range. A tool, not a submission: newer std is fine here.
//! The manual: problems/judge.md.
//!
//! The command line is parsed once into one resolved value (`args.rs`); each mode prints its own
//! report (`cases.rs`, `stress.rs`, the block and `--practise` here); one rule turns what happened
//! into the exit status ([`nqueens::error::Error::status`]).

mod args;
mod cases;
mod stress;

use args::{Args, Mode, Parsed};
use nqueens::error::Error;
use nqueens::problems;
use nqueens::run;
use nqueens::submission::{self, TempDir};
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
        return print_block(args.problem);
    }
    run::stop_on_signals();
    // Kept until the end: the compiled block lives in it.
    let _compiled = if args.practise {
        let (dir, program) = compile_block(args.problem)?;
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

/// `--block`: the SUBMISSION block of the problem's program, exactly what a person pastes.
fn print_block(problem: &Problem) -> Result<bool, Error> {
    let source = submission::read(&workspace(), problem).map_err(Error::Cannot)?;
    let block = submission::block(&source)
        .map_err(|why| Error::Cannot(format!("{}: {why}", submission::file(problem))))?;
    let mut out = io::stdout().lock();
    out.write_all(block.text.as_bytes())?;
    out.flush()?;
    Ok(true)
}

/// `--practise`: the problem's block compiled alone as its judge compiles it, in a directory that
/// lives as long as the returned guard. A refusal is printed as the judge's own report, ending
/// in the one verdict line, and comes back as [`Error::NotCompiled`].
fn compile_block(problem: &Problem) -> Result<(TempDir, PathBuf), Error> {
    let compiler = problem.compiler.unwrap_or(problems::UNKNOWN_RUST);
    let file = submission::file(problem);
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{file}: the block alone, as {} compiles it: rustc --edition {}, std API up to Rust {} ({})",
        problem.judge, compiler.edition, compiler.rust, compiler.source
    )?;
    let dir = TempDir::new("practise").map_err(Error::Cannot)?;
    let compiled = submission::read(&workspace(), problem)
        .and_then(|source| submission::compile(problem, &source, dir.path()));
    match compiled {
        Ok(program) => {
            writeln!(out, "compiled; now the cases the judge would send\n")?;
            Ok((dir, program))
        }
        Err(report) => {
            writeln!(out, "{report}\n\nverdict: Compilation Error")?;
            Err(Error::NotCompiled)
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
