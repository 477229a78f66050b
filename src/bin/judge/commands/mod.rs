//! What runs, a file per mode or verb, over the library's one engine (`nqueens`): the judge's
//! modes on one resolved [`Args`] (`cases.rs`, `stress.rs`, `practise.rs`, `block.rs`,
//! `toolchain.rs`) and the learner's verbs of their own (`start.rs`, `hint.rs`, `trace.rs`).
//! `help.rs` is the usage. Each prints its own report and says what happened as a value: true
//! when everything judged is accepted.

pub mod block;
pub mod cases;
pub mod help;
pub mod hint;
pub mod practise;
pub mod start;
pub mod stress;
pub mod toolchain;
pub mod trace;

use crate::args::{Args, Mode};
use crate::learner::Source;
use nqueens::error::Error;
use nqueens::run;
use std::io;

/// The mode the command line asked for; true when everything judged is accepted.
pub fn judge(args: Args) -> Result<bool, Error> {
    match &args.mode {
        Mode::Block => block::print_block(args),
        Mode::Toolchain => toolchain::install(args.problem),
        Mode::Cases(selection) => {
            let selection = selection.clone();
            // A `--case` that names no case is refused before a block is compiled for it.
            cases::check_case(args.problem, &selection)?;
            judged(args, |args| cases::judge(args, &selection))
        }
        Mode::Stress(settings) => {
            let settings = settings.clone();
            judged(args, |args| stress::stress(args, &settings))
        }
    }
}

/// The cases or the random inputs, `run` on the command, or with `--practise` on the block
/// compiled first (its warnings said after the verdict).
fn judged(mut args: Args, run: impl FnOnce(&Args) -> Result<bool, Error>) -> Result<bool, Error> {
    run::stop_on_signals();
    // Kept until the end: the compiled block lives in it.
    let compiled = if args.practise {
        let source = Source::read(args.problem, args.file.as_deref(), args.front)?;
        let compiled = practise::compile_block(&args, &source, &mut io::stdout().lock())?;
        args.command = vec![compiled.program.clone().into_os_string()];
        args.source = Some(Box::new(source));
        Some(compiled)
    } else {
        None
    };
    let accepted = run(&args)?;
    if let Some(compiled) = &compiled {
        practise::print_warnings(&compiled.warnings)?;
    }
    Ok(accepted)
}
