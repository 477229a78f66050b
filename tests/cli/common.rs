//! What the tests that run `judge` on the programs of `tests/programs/` share.

use std::process::Command;
use std::sync::OnceLock;

/// The contestant-style programs the tests judge.
pub const PROGRAMS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/programs");

/// `--time-limit` for every test that is not about time: far above what any case takes (n = 12
/// in Python is about a second), so the verdict is the program's, not the machine's load.
pub const NO_HURRY: [&str; 2] = ["--time-limit", "60s"];

/// The interpreter behind `python3`, found once: a version manager's shim (pyenv) would add a
/// shell and a few hundred milliseconds to every case.
pub fn python() -> &'static str {
    static PYTHON: OnceLock<String> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let output = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 runs");
        String::from_utf8(output.stdout).unwrap().trim().to_string()
    })
}
