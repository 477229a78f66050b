//! `--practise` (`cargo practise`): the block compiled alone as its judge compiles it, then judged
//! as any program is; rustc's warnings said after the verdict.

use crate::args::Args;
use crate::learner::Source;
use nqueens::error::Error;
use nqueens::problems;
use nqueens::submission::{self, Compile, TempDir, Toolchain};
use std::io::{self, Write};
use std::path::PathBuf;

/// `--practise`: the block of `source` compiled alone as its judge compiles it (with the judge's
/// own rustc where rustup has it, [`Toolchain`]), in a directory that lives as long as the
/// returned guard. A refusal is printed on `out` as the judge's own report, ending in the one
/// verdict line, and comes back as [`Error::NotCompiled`]; what is wrong with the workspace (no
/// clippy-driver on the approximate path, a marker line missing or doubled, no temporary
/// folder, a crate the judge provides) is [`Error::Cannot`], never the learner's Compilation
/// Error.
pub fn compile_block(
    args: &Args,
    source: &Source,
    out: &mut impl Write,
) -> Result<Compiled, Error> {
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
pub struct Compiled {
    /// Removed when dropped: kept as long as the program runs.
    _dir: TempDir,
    pub program: PathBuf,
    pub warnings: Vec<String>,
}

/// rustc's warnings, after the verdict: the first few, then how many more. They change nothing.
pub fn print_warnings(warnings: &[String]) -> Result<(), Error> {
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
