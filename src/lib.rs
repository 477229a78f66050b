//! The local judge: the problem table, the cases in `testdata/`, the checkers that compare an
//! answer the way each judge does, and the reports that explain a wrong one.
//!
//! Each problem's own pieces (its row of the table, its independent check `verify`,
//! `sent_by_judge`, and the `generate`/`shrink`/`expected` of `judge --stress`) live in one module,
//! `src/problems/<name>.rs`; what several problems share (the rules of chess, the 8x8 board,
//! placement checks) in `src/problems/mod.rs`, `chess.rs` and `grid8.rs`.
//!
//! Solutions in `src/bin/` never `use` this crate: each of them is pasted into a judge on its own.
//! The golden harness (`tests/golden.rs`) and the `judge` command share one code path: `judge`.

#![deny(unsafe_code)]

pub mod boards;
pub mod cases;
pub mod check;
pub mod count;
pub mod error;
pub mod oeis;
pub mod problems;
pub mod report;
pub mod rng;
pub mod run;
pub mod stress;
pub mod submission;
pub mod untested;
pub mod value;

pub use cases::{Case, Expect};
pub use check::{judge, Exit, Run, Verdict};
pub use problems::{Compiler, Paste, Problem, Rule, Stress};
