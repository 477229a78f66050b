//! Checkers and verdicts: one code path for the golden harness and the `judge` command.

use crate::{Case, Problem};
use std::time::Duration;

/// How a program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
    /// Killed at the time limit.
    TimedOut,
}

/// What one run of a program on one case produced.
pub struct Run {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The checker's explanation, a few lines at most.
    WrongAnswer(String),
    /// Right answer, wrong whitespace, where the judge tells the two apart.
    PresentationError(String),
    TimeLimitExceeded,
    /// Exit status or signal, and the last lines of stderr.
    RuntimeError(String),
}

impl Verdict {
    /// `AC`, `WA`, `PE`, `TLE` or `RE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::PresentationError(_) => "PE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::RuntimeError(_) => "RE",
        }
    }
}

/// The verdict on one run of `problem`'s program on `case`.
pub fn judge(problem: &Problem, case: &Case, run: &Run) -> Verdict {
    let _ = (problem, case, run);
    todo!()
}
