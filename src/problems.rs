//! The problem table: one row per program in `src/bin/`, saying how its judge compares answers.

use std::time::Duration;

/// How a judge compares a program's stdout with the expected one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Byte for byte (LeetCode 52's count, the 4x4 book program, Luogu, CSES, Kattis).
    Exact,
    /// AcWing 843's boards: n lines of `.`/`Q` and an empty line each, any order of boards.
    Boards,
    /// LeetCode 51's display of `Vec<Vec<String>>` on one line, any order of boards.
    LeetCodeBoards,
}

pub struct Problem {
    /// `<judge><id>` in lower case: the binary, `src/bin/`, `testdata/` and `problems/` name.
    pub name: &'static str,
    pub judge: &'static str,
    pub title: &'static str,
    pub link: &'static str,
    pub rule: Rule,
    /// The judge's own limit where known, 1 s otherwise.
    pub time_limit: Duration,
    /// Whether the real judge could send this input (within its constraints).
    pub sent_by_judge: fn(&str) -> bool,
}

pub const PROBLEMS: &[Problem] = &[];

pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}
