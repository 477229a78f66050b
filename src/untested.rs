//! The suite's one rule for a test that cannot run on this machine (STYLE §5), for the unit
//! tests, the command-line tests and the golden harness alike.
//!
//! - A **tool** `.ci/run` installs (a browser, a JDK, a judge's Rust, Python) may be missing on a
//!   learner's machine: the test says so on stderr and passes having tried nothing; under
//!   `CI=true`, where `.ci/run` has installed every tool, it fails instead.
//! - A **CPU feature** (AVX-512, AVX2, NEON) can never be installed: an engine this CPU cannot run
//!   is said to be not run, on stderr, and never fails, on CI or off it. Every engine the CPU has
//!   is tested.
//!
//! The word goes straight to the process's stderr (libtest captures only `eprintln!`), so a
//! person sees it even when the test passes.

use std::io::Write;
use std::sync::Mutex;

/// Whether this is a CI run (`CI=true`): there what a fresh machine lacks is installed first.
pub fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| value == "true")
}

/// `tool` is missing, so `untested` goes untried: said on stderr, and a failure under `CI=true`.
pub fn tool(tool: &str, untested: &str) {
    let message = format!("not run: no {tool} here, so {untested} is not tested");
    assert!(!on_ci(), "{message} (CI=true: .ci/run installs it)");
    say(&message);
}

/// This CPU cannot run `untested`, which needs `features`: said on stderr once a process, never a
/// failure.
pub fn cpu(features: &str, untested: &str) {
    static SAID: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let message = format!("not run on this CPU: {untested} needs {features}");
    let mut said = SAID.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if !said.contains(&message) {
        say(&message);
        said.push(message);
    }
}

fn say(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}
