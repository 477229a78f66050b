//! The command-line tests: every binary and tool run as a person runs it, in one test binary so
//! that `make test` links the library once for all of them (the golden cases are their own
//! harness, `tests/golden.rs`). Each module is one tool or one concern; `common` is what they
//! share. `cargo test --test cli -- judge::` runs one module's quick tests, `cargo test --test cli
//! -- judge:: --include-ignored` its slow ones too (`make test-all`).

// On Windows only part of it is used (the Python programs and the scratch files are Unix's).
#[cfg_attr(not(unix), allow(dead_code))]
mod common;

// Unix only (Linux, macOS, WSL): these judge Python, shell and Java programs (clocks, values),
// run `make` and `sh` (docs, learner, practise) or a judge's own rustc and gcc (compilers).
// judge and stress run their tests of the command line and of our own programs on Windows too,
// their other tests on Unix only.
#[cfg(unix)]
mod clocks;
#[cfg(unix)]
mod compilers;
#[cfg(unix)]
mod corpus;
#[cfg(unix)]
mod docs;
#[cfg(unix)]
mod learner;
#[cfg(unix)]
mod practise;
#[cfg(unix)]
mod values;

// The alias table everywhere; the loops through cargo and make where make is (Unix).
#[cfg_attr(not(unix), allow(dead_code))]
mod aliases;
mod browser;
mod ends;
mod fundamental;
mod judge;
mod random;
mod statements;
mod stress;
mod syntax;
mod trace;
// The walls of the Linux jail, against hostile programs.
#[cfg(target_os = "linux")]
mod walls;
mod windows;
