//! `--block` (`cargo submit`): what a person pastes, printed; a learner's file only once it
//! compiles as the judge's, with how it fares on the cases said above it.

use crate::args::{Args, Selection};
use crate::commands::cases;
use crate::commands::practise::compile_block;
use crate::learner::{practise_command, Source};
use nqueens::error::Error;
use std::io::{self, Write};

/// `--block`: the SUBMISSION block of the problem's program, exactly what a person pastes. A
/// learner's file (`--file`) is compiled first, as `--practise` compiles it, and its block is
/// printed only when it compiles: the report goes to stderr and nothing to stdout otherwise.
/// A block that compiles is judged on the cases too, and how it fares is said on stderr above
/// it: printed all the same, as the learner may paste what they like.
pub fn print_block(mut args: Args) -> Result<bool, Error> {
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
        let accepted = cases::judge_to(&args, &Selection::default(), &mut judged)?;
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
            practise_command(args.problem, args.file.as_deref(), args.front)
        )
    };
    format!(
        "{}, judged on the cases {} could send: {tally} · {verdict}{why}",
        source.shown, args.problem.judge
    )
}
