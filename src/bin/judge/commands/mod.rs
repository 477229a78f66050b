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
pub fn judge(mut args: Args) -> Result<bool, Error> {
    if let Mode::Block = args.mode {
        return block::print_block(args);
    }
    if let Mode::Toolchain = args.mode {
        return toolchain::install(args.problem);
    }
    run::stop_on_signals();
    if let Mode::Cases(selection) = &args.mode {
        cases::check_case(args.problem, selection)?;
    }
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
    let accepted = match &args.mode {
        Mode::Cases(selection) => cases::judge(&args, selection),
        Mode::Stress(settings) => stress::stress(&args, settings),
        Mode::Block | Mode::Toolchain => unreachable!("done above"),
    }?;
    if let Some(compiled) = &compiled {
        practise::print_warnings(&compiled.warnings)?;
    }
    Ok(accepted)
}
