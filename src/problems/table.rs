//! What a row of the problem table says: how its judge compares answers, its limits, its Rust.

use crate::cases::{Case, Expect};
use crate::rng::Rng;
use std::time::Duration;

/// How a judge compares a program's stdout with the expected one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Byte for byte; a whitespace-only difference is PE, any other WA: the book's bytes,
    /// `fundamental`.
    Exact,
    /// Lines, ignoring trailing spaces, tabs, `\r` and empty lines at the end: Luogu's default.
    /// What it forgives is AC, anything else WA (no PE).
    Lines,
    /// Whitespace-separated tokens: CSES, and Kattis's default validator (case-sensitive here).
    /// No PE: the same tokens are AC, anything else WA, naming the first wrong token.
    Tokens,
    /// AcWing 843's boards: n lines of `.`/`Q` and an empty line each, any order of boards; the
    /// same multiset of boards in a wrong layout is PE. A wrong set names the first board of each
    /// kind of problem (not a solution, repeated, not expected, missing) and the counts.
    Boards,
    /// LeetCode 51's returned `Vec<Vec<String>>`, read as a value however the adapter printed it:
    /// the boards in any order, each board's rows in order. No PE.
    LeetCodeBoards,
    /// LeetCode 52's returned integer, read as a value however the adapter printed it. No PE.
    LeetCodeCount,
    /// Any valid answer (a special judge): the problem's `verify` is the checker.
    Valid,
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
    /// The judge's published memory limit in MiB where known, 256 MiB otherwise.
    pub memory_limit_mib: u64,
    /// The most output kept per stream, in MiB: the judge's where published, 64 MiB otherwise.
    pub output_limit_mib: u64,
    /// Which of the limits above (`"time"`, `"memory"`) the judge does not publish where we could
    /// confirm it, so that ours is an assumption; `judge` marks them in its header.
    pub assumed: &'static [&'static str],
    /// What the judge calls a memory overrun where it is not MLE (CSES: `RUNTIME ERROR`).
    pub memory_verdict: Option<&'static str>,
    /// Whether the real judge could send this input (within its constraints):
    /// `<name>::sent_by_judge`.
    pub sent_by_judge: fn(&str) -> bool,
    /// What a person pastes into the judge: the whole program, LeetCode's method, or nothing.
    pub paste: Paste,
    /// The judge's compiler, which the block must satisfy; `None` for the workspace's tools.
    pub compiler: Option<Compiler>,
    /// The independent check of an expected output for an input, `<name>::verify` (see
    /// [`crate::problems`]); the checker itself where the judge accepts any valid answer
    /// ([`Rule::Valid`]).
    pub verify: fn(input: &[u8], output: &[u8]) -> Result<(), String>,
    /// What a wrong output shows beyond the lines that differ from the expected ones, where the
    /// rule compares text (Luogu P1219: the first printed placement whose queens attack each
    /// other, drawn); empty where it shows nothing more. `None` where there is nothing to say.
    pub explain: Option<Explain>,
    /// What `judge --stress` needs: random inputs, their shrinking and the library's own
    /// expected output, `<name>::generate`, `<name>::shrink` and `<name>::expected`.
    pub stress: Stress,
}

/// A problem's [`Problem::explain`]: what an output shows beyond its differing lines.
pub type Explain = fn(input: &[u8], output: &[u8]) -> String;

/// How `judge --stress` draws inputs for a problem, shrinks a failing one and knows the answer.
#[derive(Clone, Copy)]
pub struct Stress {
    /// A random input within the judge's constraints, as the judge writes it; generators reach
    /// the corners too (almost every square reserved, the largest N, deep searches).
    pub generate: fn(&mut Rng) -> Vec<u8>,
    /// Smaller inputs made from a failing one (fewer queens, a smaller board, fewer reserved
    /// squares), the most promising first; empty when it cannot be made smaller.
    pub shrink: fn(&[u8]) -> Vec<Vec<u8>>,
    /// The library's reference: the expected output for an input the judge sends, computed from
    /// the rules of chess and the statement, sharing no code with `src/bin/` (which holds what a
    /// person may edit). For [`Rule::Valid`] one valid answer among many: what `--save` writes
    /// and a failure report shows. `judge --stress` runs [`Problem::verify`] on it before it
    /// judges with it.
    pub expected: fn(&[u8]) -> Vec<u8>,
}

/// What a person pastes: the SUBMISSION block of `src/bin/<name>.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paste {
    /// A whole program, `main` included (AcWing, Luogu, CSES, Kattis, ...).
    Program,
    /// LeetCode's `impl Solution` with this method; LeetCode supplies `struct Solution` and calls
    /// it. Locally the file's `main`, below the block, reads stdin and prints the value.
    Method(&'static str),
    /// A tool of this workspace: no block, nothing to paste.
    Nothing,
}

/// A judge's Rust: the version its rustc is (the rustup toolchain that compiles a block exactly,
/// and the version a block is read against where that toolchain is not installed), its edition
/// and its optimisation flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compiler {
    /// `1.88`: the toolchain `rustup toolchain install 1.88` installs.
    pub rust: &'static str,
    /// `2024`: rustc's `--edition`.
    pub edition: &'static str,
    /// Where the version comes from, or that it is the conservative default.
    pub source: &'static str,
    /// Whether [`Compiler::rust`] is the judge's own version, found published; otherwise it is
    /// assumed (the conservative default, or the first Rust with the judge's edition), which
    /// [`Compiler::source`] says, and a block compiled by it is not compiled exactly as there.
    pub rust_known: bool,
    /// The judge's optimisation flags as its statement records them (`-C opt-level=2`).
    pub flags: &'static [&'static str],
    /// Whether [`Compiler::flags`] were found published; otherwise `-O` is assumed, and said.
    pub flags_known: bool,
    /// Crates the judge provides beside std (LeetCode's rand, regex, itertools), with versions.
    pub crates: &'static [(&'static str, &'static str)],
}

/// rustc's `-O`: where a judge's flags were not found, what a judge most likely passes.
const OPTIMISED: &[&str] = &["-O"];

/// Where a judge's Rust is not known: the conservative default, named as such.
pub const UNKNOWN_RUST: Compiler = Compiler {
    rust: "1.58",
    edition: "2018",
    source: "not known: the conservative default",
    rust_known: false,
    flags: OPTIMISED,
    flags_known: false,
    crates: &[],
};

/// Luogu compiles with edition 2024; its version was not found, and 1.85 is the first Rust with
/// edition 2024.
pub const LUOGU_RUST: Compiler = Compiler {
    rust: "1.85",
    edition: "2024",
    source: "edition 2024 (library-checker-judge PR #561, 2026); version not found: 1.85, the first with edition 2024",
    rust_known: false,
    flags: OPTIMISED,
    flags_known: false,
    crates: &[],
};

/// CSES's help page as quoted in 2025 (an older copy: 1.66.1).
pub const CSES_RUST: Compiler = Compiler {
    rust: "1.75",
    edition: "2021",
    source: "cses.fi/howto as quoted in a 2025 repository",
    rust_known: true,
    flags: &["-C", "opt-level=3"],
    flags_known: true,
    crates: &[("rand", "version not found")],
};

/// Kattis's languages page (a 2025 table says 1.85; the older 1.78 is the stricter).
pub const KATTIS_RUST: Compiler = Compiler {
    rust: "1.78",
    edition: "2021",
    source: "open.kattis.com languages/rust, as found in 2025",
    rust_known: true,
    flags: OPTIMISED,
    flags_known: true,
    crates: &[],
};

/// Aizu Online Judge's system information page as tabled in 2025; edition 2018 as listed in 2026.
pub const AOJ_RUST: Compiler = Compiler {
    rust: "1.79",
    edition: "2018",
    source: "onlinejudge.u-aizu.ac.jp/system_info as tabled by jh05013/ps_snippets (2025-06-01); edition 2018 from library-checker-judge PR #561 (2026-03-29)",
    rust_known: true,
    flags: OPTIMISED,
    flags_known: false,
    crates: &[],
};

/// LeetCode's language banner in 2026 (1.58 / 2018 in 2023).
pub const LEETCODE_RUST: Compiler = Compiler {
    rust: "1.88",
    edition: "2024",
    source: "LeetCode's language banner, 2026",
    rust_known: true,
    flags: &["-C", "opt-level=2"],
    flags_known: true,
    crates: &[("rand", "0.8"), ("regex", "1"), ("itertools", "0.14")],
};

/// Baekjoon's language page as listed in mid-2025 (it offers editions 2015, 2018, 2021 and 2024
/// as separate languages; 2021 is the one a block here is held to).
pub const BOJ_RUST: Compiler = Compiler {
    rust: "1.73",
    edition: "2021",
    source: "help.acmicpc.net/language/info as listed by jh05013/ps_snippets, 2025-06-01",
    rust_known: true,
    flags: OPTIMISED,
    flags_known: false,
    crates: &[],
};

/// SPOJ's submit page as listed in mid-2025; its edition was not found, so the older 2018 holds
/// (1.56 is the first Rust with 2021: let-else, `abs_diff` and other later std are out).
pub const SPOJ_RUST: Compiler = Compiler {
    rust: "1.56",
    edition: "2018",
    source: "spoj.com/submit as listed by jh05013/ps_snippets, 2025-06-01; edition not found",
    rust_known: true,
    flags: OPTIMISED,
    flags_known: false,
    crates: &[],
};

const SECOND: Duration = Duration::from_secs(1);
/// Where a judge publishes no memory limit.
const DEFAULT_MEMORY_MIB: u64 = 256;
/// Where a judge publishes no output limit.
const DEFAULT_OUTPUT_MIB: u64 = 64;

impl Problem {
    /// A row with the defaults filled in: 1 s, 256 MiB of memory and 64 MiB of output (where a
    /// judge publishes none, so both limits marked assumed), a whole program pasted, the
    /// conservative Rust, the byte-for-byte rule. A module's `PROBLEM` states only what differs.
    pub const fn new(
        name: &'static str,
        judge: &'static str,
        title: &'static str,
        link: &'static str,
        verify: fn(&[u8], &[u8]) -> Result<(), String>,
        sent_by_judge: fn(&str) -> bool,
        stress: Stress,
    ) -> Problem {
        Problem {
            name,
            judge,
            title,
            link,
            rule: Rule::Exact,
            time_limit: SECOND,
            memory_limit_mib: DEFAULT_MEMORY_MIB,
            output_limit_mib: DEFAULT_OUTPUT_MIB,
            assumed: &["time", "memory"],
            memory_verdict: None,
            sent_by_judge,
            paste: Paste::Program,
            compiler: Some(UNKNOWN_RUST),
            verify,
            explain: None,
            stress,
        }
    }

    /// Whether the real judge could send `input` (within its constraints, written as it writes).
    pub fn sends(&self, input: &[u8]) -> bool {
        std::str::from_utf8(input).is_ok_and(self.sent_by_judge)
    }

    /// Whether the real judge could send this case: an input it could send, and an answer to
    /// judge (our refusals of bad input are our own promise, not the judge's).
    pub fn sends_case(&self, case: &Case) -> bool {
        !matches!(case.expect, Expect::Refusal(_)) && self.sends(&case.input)
    }

    /// The judge's own limits for this problem, each replaced by the flag given for it
    /// (`--time-limit`, `--memory-limit`): the one place a problem's limits are resolved. The
    /// run is contained, as on a judge; a caller asked not to (`--no-jail`) sets
    /// [`crate::run::Limits::contained`] itself.
    pub fn limits(&self, time: Option<Duration>, memory: Option<u64>) -> crate::run::Limits {
        crate::run::Limits {
            time: time.unwrap_or(self.time_limit),
            memory: memory.unwrap_or(self.memory_limit_mib << 20),
            output: self.output_limit_mib << 20,
            contained: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find, PROBLEMS};
    use super::*;

    /// 100 draws of each generator, and the shrinks of the first 10 (a shrink of a Kattis
    /// input of N = 5000 is about a hundred inputs of thousands of lines: 100 of them took 4.8
    /// CPU-s; each problem's own tests shrink its own shapes further).
    #[test]
    fn every_generator_draws_only_what_its_judge_sends() {
        for problem in PROBLEMS {
            let mut rng = Rng::new(9);
            for draw in 0..100 {
                let input = (problem.stress.generate)(&mut rng);
                assert!(
                    problem.sends(&input),
                    "{}: {:?}",
                    problem.name,
                    String::from_utf8_lossy(&input)
                );
                if draw >= 10 {
                    continue;
                }
                for smaller in (problem.stress.shrink)(&input) {
                    assert!(
                        problem.sends(&smaller),
                        "{}: {:?} shrinks to {:?}",
                        problem.name,
                        String::from_utf8_lossy(&input),
                        String::from_utf8_lossy(&smaller)
                    );
                }
            }
        }
    }

    #[test]
    fn names_are_unique_lower_case_words_with_their_own_rows() {
        for (index, problem) in PROBLEMS.iter().enumerate() {
            assert!(
                problem
                    .name
                    .bytes()
                    .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit()),
                "{}",
                problem.name
            );
            assert_eq!(
                PROBLEMS.iter().position(|other| other.name == problem.name),
                Some(index),
                "{} appears twice",
                problem.name
            );
            assert_eq!(
                find(problem.name).map(|found| found.link),
                Some(problem.link)
            );
        }
        assert!(find("acwing").is_none());
    }
}
