//! `--toolchain` and `--toolchains`: a judge's own Rust installed with rustup's minimal profile,
//! so that `--practise` and `--block` compile a block exactly as the judge does. An installed
//! toolchain is never removed or changed: one already there is named and left as it is.

use nqueens::error::Error;
use nqueens::problems::{Compiler, PROBLEMS};
use nqueens::submission::Toolchain;
use nqueens::Problem;
use std::io::{self, Write};
use std::process::Command;

/// About how much one judge's toolchain takes on disk with the minimal profile (measured: 362
/// to 537 MB for Rust 1.56 to 1.88, 2026-11).
const SIZE: &str = "about 350 to 550 MB";

/// Installs `problem`'s judge's Rust, unless it is installed already; true when it is there.
pub fn install(problem: &Problem) -> Result<bool, Error> {
    let compiler = problem
        .compiler
        .ok_or_else(|| Error::Refused(format!("{} has no judge's Rust", problem.name)))?;
    let judges = judges_of(compiler);
    install_one(compiler, &judges)
}

/// Installs every judge's Rust that is not installed yet; true when all are there.
pub fn install_all() -> Result<bool, Error> {
    let mut versions: Vec<Compiler> = PROBLEMS.iter().filter_map(|p| p.compiler).collect();
    versions.sort_by_key(|compiler| version_key(compiler.rust));
    versions.dedup_by_key(|compiler| compiler.rust);
    let mut all = true;
    for compiler in versions {
        all &= install_one(compiler, &judges_of(compiler))?;
    }
    Ok(all)
}

/// The judges whose blocks Rust `compiler.rust` compiles: `SPOJ`, `Kattis and CSES`.
fn judges_of(compiler: Compiler) -> String {
    let mut judges: Vec<&str> = PROBLEMS
        .iter()
        .filter(|problem| problem.compiler.is_some_and(|c| c.rust == compiler.rust))
        .map(|problem| problem.judge)
        .collect();
    judges.sort_unstable();
    judges.dedup();
    judges.join(", ")
}

fn version_key(version: &str) -> Vec<u32> {
    version
        .split('.')
        .map(|part| part.parse().unwrap_or(0))
        .collect()
}

fn install_one(compiler: Compiler, judges: &str) -> Result<bool, Error> {
    let mut out = io::stdout().lock();
    match Toolchain::of(compiler) {
        Toolchain::Exact { version, .. } => {
            writeln!(
                out,
                "Rust {} ({judges}) is installed: rustc {version}; left as it is",
                compiler.rust
            )?;
            return Ok(true);
        }
        Toolchain::Approximate { why } if why == "rustup not found" => {
            return Err(Error::Cannot(
                "rustup not found: the judges' Rust versions are installed with it; get it from \
                 https://rustup.rs, then run this again"
                    .to_string(),
            ));
        }
        Toolchain::Approximate { .. } => {}
    }
    writeln!(
        out,
        "installing Rust {} ({judges}) with rustup's minimal profile: {SIZE} on disk",
        compiler.rust
    )?;
    out.flush()?;
    let status = Command::new("rustup")
        .args([
            "toolchain",
            "install",
            compiler.rust,
            "--profile",
            "minimal",
        ])
        .status()
        .map_err(|error| Error::Cannot(format!("cannot run rustup: {error}")))?;
    if !status.success() {
        return Err(Error::Cannot(format!(
            "rustup could not install Rust {} ({status}); its report is above",
            compiler.rust
        )));
    }
    Ok(true)
}
