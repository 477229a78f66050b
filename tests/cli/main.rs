//! The command-line tests: every binary and tool run as a person runs it, in one test binary so
//! that `make test` links the library once for all of them (the golden cases are their own
//! harness, `tests/golden.rs`). Each module is one tool or one concern; `common` is what they
//! share. `cargo test --test cli -- judge::` runs one module.

mod common;

mod clocks;
mod compilers;
mod fundamental;
mod judge;
mod learner;
mod practise;
mod random;
mod statements;
mod stress;
mod syntax;
mod trace;
mod values;
