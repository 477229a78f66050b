//! The suite's one rule for a test that cannot run on this machine (STYLE §5), for the unit
//! tests, the command-line tests and the golden harness alike.
//!
//! - A **tool** `.ci/run` installs (a browser, a JDK, a judge's Rust, Python) may be missing on a
//!   learner's machine: the test says so on stderr and passes having tried nothing; under
//!   `CI=true`, where `.ci/run` has installed every tool, it fails instead.
//! - A **CPU feature** (AVX-512, AVX2, NEON) can never be installed: an engine this CPU cannot run
//!   is said to be not run, on stderr, and never fails, on CI or off it. Every engine the CPU has
//!   is tested.
//! - **Wine** (how CI runs the Windows build) runs a Windows program's processes, pipes and exit
//!   codes, but its figures of a job (CPU time, memory peaks) read 0, and its prefix holds none
//!   of the Linux machine's tools (rustc, Python, a shell): a test of those says it was not run
//!   under Wine, and never fails. On Windows itself it runs.
//!
//! The word goes straight to the process's stderr (libtest captures only `eprintln!`), so a
//! person sees it even when the test passes.

use crate::run;
use std::io::Write;
use std::process::Command;
use std::sync::{Mutex, OnceLock};

/// Whether this is a CI run (`CI=true`): there what a fresh machine lacks is installed first.
pub fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| value == "true")
}

/// `tool` is missing, so `untested` goes untried: said on stderr, and a failure under `CI=true`.
/// Under Wine no tool of the Linux machine is a Windows program in its prefix: said there, once,
/// and never a failure.
pub fn tool(tool: &str, untested: &str) {
    if under_wine(&format!("{tool}, a Linux program here"), untested) {
        return;
    }
    let message = format!("not run: no {tool} here, so {untested} is not tested");
    assert!(!on_ci(), "{message} (CI=true: .ci/run installs it)");
    say(&message);
}

/// The interpreter behind `python3`, found once a process: the path it names itself (a version
/// manager's shim, pyenv's, would add a shell and a few hundred milliseconds to every start).
/// Where there is none, `untested` goes untried by the rule for a missing tool ([`tool`]: said on
/// stderr, a failure under `CI=true`) and the answer is `None`: the one Python helper of the
/// unit tests, the run tests and `tests/cli`.
pub fn python(untested: &str) -> Option<&'static str> {
    static PYTHON: OnceLock<Option<String>> = OnceLock::new();
    let found = PYTHON.get_or_init(|| {
        let output = Command::new("python3")
            .args(["-S", "-c", "import sys; print(sys.executable)"])
            .output()
            .ok()?;
        let path = String::from_utf8(output.stdout).ok()?.trim().to_string();
        (output.status.success() && !path.is_empty()).then_some(path)
    });
    if found.is_none() {
        tool("python3", untested);
    }
    found.as_deref()
}

/// This CPU cannot run `untested`, which needs `features`: said on stderr once a process, never a
/// failure.
pub fn cpu(features: &str, untested: &str) {
    once(format!("not run on this CPU: {untested} needs {features}"));
}

/// Whether `untested` goes untried because this is Wine, which lacks what it `needs` (a Linux
/// tool, or figures Wine does not keep): then said on stderr once a process, never a failure.
pub fn under_wine(needs: &str, untested: &str) -> bool {
    let Some(version) = run::wine() else {
        return false;
    };
    once(format!(
        "not run under Wine {version}: {untested} needs {needs}"
    ));
    true
}

/// Says `message` unless this process has said it already.
fn once(message: String) {
    static SAID: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let mut said = SAID.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if !said.contains(&message) {
        say(&message);
        said.push(message);
    }
}

fn say(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}
