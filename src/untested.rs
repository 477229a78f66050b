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
use std::sync::Mutex;

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
