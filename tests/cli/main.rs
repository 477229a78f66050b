//! The command-line tests: every binary and tool run as a person runs it, in one test binary so
//! that `make test` links the library once for all of them (the golden cases are their own
//! harness, `tests/golden.rs`). Each module is one tool or one concern; `common` is what they
//! share. `cargo test --test cli -- judge::` runs one module.

// On Windows only part of it is used (the modules that run the judge are Unix only).
#[cfg_attr(not(unix), allow(dead_code))]
mod common;

// These run programs in the judge, or `make` and `sh`: Linux, macOS and WSL (on Windows the
// judge says in one line that it needs them, and the golden harness stops with that line).
#[cfg(unix)]
mod clocks;
#[cfg(unix)]
mod compilers;
#[cfg(unix)]
mod docs;
#[cfg(unix)]
mod judge;
#[cfg(unix)]
mod learner;
#[cfg(unix)]
mod practise;
#[cfg(unix)]
mod stress;
#[cfg(unix)]
mod values;

// The alias table everywhere; the loops through cargo and make where make is (Unix).
#[cfg_attr(not(unix), allow(dead_code))]
mod aliases;
mod browser;
mod ends;
mod fundamental;
mod random;
mod statements;
mod syntax;
mod trace;
