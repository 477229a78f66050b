//! Which rustc compiles a block: the judge's own version where rustup has it (exact), else
//! today's clippy-driver reading the block against the judge's version (approximate).

use crate::problems::{Compiler, Problem};
use std::path::PathBuf;
use std::process::Command;

/// The rustc that compiles a block: the judge's own version, installed through rustup
/// (exact), or, where it is not installed, today's clippy-driver, which reads the block against
/// the judge's version (approximate).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Toolchain {
    /// The judge's Rust: its rustc and the version it names itself (`1.56.1`).
    Exact { rustc: PathBuf, version: String },
    /// Why not exact: no rustup, or the judge's version not installed.
    Approximate { why: String },
}

/// The environment variable that, set to `off`, takes the approximate path even where the
/// judge's toolchain is installed: what a machine without it gets (the tests use it).
pub const TOOLCHAINS: &str = "NQUEENS_TOOLCHAINS";

impl Toolchain {
    /// The judge's toolchain where rustup has it installed: `1.56`, or the newest `1.56.N`.
    /// Asked of rustup once per version in a process (the golden harness compiles every block).
    pub fn of(compiler: Compiler) -> Toolchain {
        use std::sync::Mutex;
        static FOUND: Mutex<Vec<(&str, Toolchain)>> = Mutex::new(Vec::new());
        if std::env::var_os(TOOLCHAINS).is_some_and(|value| value == "off") {
            return Toolchain::Approximate {
                why: format!("{TOOLCHAINS}=off"),
            };
        }
        let mut found = FOUND
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, toolchain)) = found.iter().find(|(rust, _)| *rust == compiler.rust) {
            return toolchain.clone();
        }
        let toolchain = Toolchain::ask_rustup(compiler);
        found.push((compiler.rust, toolchain.clone()));
        toolchain
    }

    fn ask_rustup(compiler: Compiler) -> Toolchain {
        let listed = match Command::new("rustup").args(["toolchain", "list"]).output() {
            Ok(output) if output.status.success() => output.stdout,
            _ => {
                return Toolchain::Approximate {
                    why: "rustup not found".to_string(),
                }
            }
        };
        let listed = String::from_utf8_lossy(&listed);
        let name = installed(&listed, compiler.rust);
        let found = name.and_then(|name| {
            let which = Command::new("rustup")
                .args(["which", "rustc", "--toolchain", &name])
                .output()
                .ok()?;
            let rustc = PathBuf::from(String::from_utf8_lossy(&which.stdout).trim());
            let said = Command::new(&rustc).arg("--version").output().ok()?;
            // `rustc 1.56.1 (59eed8a2a 2021-11-01)`
            let version = String::from_utf8_lossy(&said.stdout)
                .split_whitespace()
                .nth(1)?
                .to_string();
            Some(Toolchain::Exact { rustc, version })
        });
        found.unwrap_or_else(|| Toolchain::Approximate {
            why: format!("Rust {} is not installed", compiler.rust),
        })
    }

    /// How the block is compiled, said once per run: `compiled by rustc 1.56.1, SPOJ's version
    /// (exact)`; where the judge's own version is not known, which version was assumed and why,
    /// from the table's source (`compiled by rustc 1.58.1, assumed for AcWing (not known: the
    /// conservative default)`); or the approximate check and the command that
    /// makes it exact.
    pub fn describe(&self, problem: &Problem, compiler: Compiler) -> String {
        match self {
            Toolchain::Exact { version, .. } if compiler.rust_known => {
                format!("compiled by rustc {version}, {}'s version (exact)", problem.judge)
            }
            // Not the judge's exact compiler: a version assumed for it, and the table's reason.
            Toolchain::Exact { version, .. } => format!(
                "compiled by rustc {version}, assumed for {} ({})",
                problem.judge, compiler.source
            ),
            Toolchain::Approximate { why } => format!(
                "checked by reading against Rust {} (approximate: {why}; make toolchain P={} makes it exact)",
                compiler.rust, problem.name
            ),
        }
    }
}

/// The toolchain of `listed` (`rustup toolchain list`) that is Rust `rust`: `1.56-<host>`, or
/// else the newest `1.56.N-<host>`.
fn installed(listed: &str, rust: &str) -> Option<String> {
    let names = listed
        .lines()
        .filter_map(|line| line.split_whitespace().next());
    let mut best: Option<(u32, &str)> = None;
    for name in names {
        let Some(rest) = name.strip_prefix(rust) else {
            continue;
        };
        let patch = if rest.starts_with('-') {
            Some(u32::MAX)
        } else {
            rest.strip_prefix('.')
                .and_then(|rest| rest.split('-').next())
                .and_then(|patch| patch.parse().ok())
        };
        if let Some(patch) = patch {
            if best.is_none_or(|(seen, _)| patch > seen) {
                best = Some((patch, name));
            }
        }
    }
    best.map(|(_, name)| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_judges_own_version_is_called_exact() {
        let said = |name: &str, version: &str| {
            let problem = crate::problems::find(name).unwrap();
            let rustc = PathBuf::from("rustc");
            let exact = Toolchain::Exact {
                rustc,
                version: version.to_string(),
            };
            exact.describe(problem, problem.compiler.unwrap())
        };
        assert_eq!(
            said("spojnqueen", "1.56.1"),
            "compiled by rustc 1.56.1, SPOJ's version (exact)"
        );
        assert_eq!(
            said("acwing843", "1.58.1"),
            "compiled by rustc 1.58.1, assumed for AcWing (not known: the conservative default)"
        );
        let luogu = said("luogu1219", "1.85.0");
        assert!(
            luogu.starts_with("compiled by rustc 1.85.0, assumed for Luogu (")
                && luogu.contains("version not found")
                && !luogu.contains("exact"),
            "{luogu}"
        );
    }
}
