//! `judge`: runs anyone's program, in any language, on one problem's cases and gives a verdict per
//! case the way the real judge would, with the checkers of the golden harness (`nqueens::judge`).
//! By default only the cases the judge could send; `--all` adds our refused inputs and the n
//! beyond the judge's range. A tool, not a submission: newer std is fine here.
//! The manual: problems/judge.md.
//!
//! The layout: each flag is one row of `flags.rs` (its name, make's variable, its value's name,
//! its doc, how it sets the typed options, and its test); each learner's verb one row of
//! `verbs.rs`, a preset of those options; `parse.rs` is the one parser of both grammars
//! (`judge --practise --file x p` and `judge practise p --file x`), `args.rs` resolves what it
//! found into one [`args::Command`], and `commands/` holds a file per mode or verb. `front.rs`
//! says which front the learner typed (cargo or make). Here, the dispatch, and the one rule that
//! turns what happened into the exit status ([`nqueens::error::Error::status`]).

#![forbid(unsafe_code)]

mod args;
mod commands;
mod flags;
mod front;
mod learner;
mod parse;
mod values;
mod verbs;
mod workspace;

use args::Command;
use commands::{help, hint, start, toolchain, trace};
use front::Front;
use nqueens::error::Error;
use std::env;
use std::process::ExitCode;

fn main() -> ExitCode {
    let words: Vec<_> = env::args_os().skip(1).collect();
    let verb = verbs::verb(words.first());
    // A learner's verb (`judge practise leetcode51`, what `cargo practise` runs) speaks as its
    // front: `cargo practise: ...` or `make practise: ...`.
    let program = match verb {
        Some(verb) => Front::of_verbs().program(verb.name),
        None => "judge".to_string(),
    };
    exit(&program, args::command(verb, words).and_then(run))
}

/// What the command line asked for, run.
fn run(command: Command) -> Result<bool, Error> {
    match command {
        Command::Judge(args) => commands::judge(args),
        Command::Help => help::help(),
        Command::VerbHelp(verb) => help::verb(verb),
        Command::NoProblem => help::no_problem(),
        Command::Toolchains => toolchain::install_all(),
        Command::Checked => Ok(true),
        Command::Start {
            problem,
            front,
            check,
        } => start::start(front, problem, check),
        Command::Hint { front, options } => hint::hint(front, &options),
        Command::TraceOurs(words) => trace::ours(words),
        Command::TraceYours {
            problem,
            file,
            options,
        } => trace::yours(problem, &file, &options),
    }
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
