//! The problem table: one row per program in `src/bin/`, saying how its judge compares answers.

use crate::cases::{Case, Expect};
use crate::family;
use crate::rng::Rng;
use crate::verify;
use std::time::Duration;

/// How a judge compares a program's stdout with the expected one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Byte for byte, whitespace slips PE: the book's bytes, `fundamental`.
    Exact,
    /// Lines, ignoring trailing spaces, tabs, `\r` and empty lines at the end: Luogu's default.
    Lines,
    /// Whitespace-separated tokens: CSES, and Kattis's default validator (case-sensitive here).
    Tokens,
    /// AcWing 843's boards: n lines of `.`/`Q` and an empty line each, any order of boards.
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
    /// Whether the real judge could send this input (within its constraints).
    pub sent_by_judge: fn(&str) -> bool,
    /// What a person pastes into the judge: the whole program, LeetCode's method, or nothing.
    pub paste: Paste,
    /// The judge's compiler, which the block must satisfy; `None` for the workspace's tools.
    pub compiler: Option<Compiler>,
    /// The independent check of an expected output for an input (see [`crate::verify`]); the
    /// checker itself where the judge accepts any valid answer ([`Rule::Valid`]).
    pub verify: fn(input: &[u8], output: &[u8]) -> Result<(), String>,
    /// Random inputs for `judge --stress`, for a problem whose input is more than one n.
    pub stress: Option<Stress>,
}

/// How `judge --stress` draws inputs for a problem and shrinks a failing one.
#[derive(Clone, Copy)]
pub struct Stress {
    /// A random input within the judge's constraints, as the judge writes it; generators reach
    /// the corners too (almost every square reserved, the largest N, deep searches).
    pub generate: fn(&mut Rng) -> Vec<u8>,
    /// Smaller inputs made from a failing one (fewer queens, a smaller board, fewer reserved
    /// squares), the most promising first; empty when it cannot be made smaller.
    pub shrink: fn(&[u8]) -> Vec<Vec<u8>>,
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

/// A judge's Rust: the block compiles with this edition and uses no std API newer than `rust`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compiler {
    /// `1.88`: clippy's `incompatible_msrv` holds the block to it.
    pub rust: &'static str,
    /// `2024`: rustc's `--edition`.
    pub edition: &'static str,
    /// Where the version comes from, or that it is the conservative default.
    pub source: &'static str,
}

/// Where a judge's Rust is not known: the conservative default, named as such.
pub const UNKNOWN_RUST: Compiler = Compiler {
    rust: "1.58",
    edition: "2018",
    source: "not known: the conservative default",
};

/// Luogu compiles with edition 2024; its version was not found, and 1.85 is the first Rust with
/// edition 2024.
pub const LUOGU_RUST: Compiler = Compiler {
    rust: "1.85",
    edition: "2024",
    source: "edition 2024 (library-checker-judge PR #561, 2026); version not found: 1.85, the first with edition 2024",
};

/// CSES's help page as quoted in 2025 (an older copy: 1.66.1).
pub const CSES_RUST: Compiler = Compiler {
    rust: "1.75",
    edition: "2021",
    source: "cses.fi/howto as quoted in a 2025 repository",
};

/// Kattis's languages page (a 2025 table says 1.85; the older 1.78 is the stricter).
pub const KATTIS_RUST: Compiler = Compiler {
    rust: "1.78",
    edition: "2021",
    source: "open.kattis.com languages/rust, as found in 2025",
};

/// Aizu Online Judge's system information page as tabled in 2025; edition 2018 as listed in 2026.
pub const AOJ_RUST: Compiler = Compiler {
    rust: "1.79",
    edition: "2018",
    source: "onlinejudge.u-aizu.ac.jp/system_info as tabled by jh05013/ps_snippets (2025-06-01); edition 2018 from library-checker-judge PR #561 (2026-03-29)",
};

/// LeetCode's language banner in 2026 (1.58 / 2018 in 2023).
pub const LEETCODE_RUST: Compiler = Compiler {
    rust: "1.88",
    edition: "2024",
    source: "LeetCode's language banner, 2026",
};

/// Baekjoon's language page as listed in mid-2025 (it offers editions 2015, 2018, 2021 and 2024
/// as separate languages; 2021 is the one a block here is held to).
pub const BOJ_RUST: Compiler = Compiler {
    rust: "1.73",
    edition: "2021",
    source: "help.acmicpc.net/language/info as listed by jh05013/ps_snippets, 2025-06-01",
};

/// SPOJ's submit page as listed in mid-2025; its edition was not found, so the older 2018 holds
/// (1.56 is the first Rust with 2021: let-else, `abs_diff` and other later std are out).
pub const SPOJ_RUST: Compiler = Compiler {
    rust: "1.56",
    edition: "2018",
    source: "spoj.com/submit as listed by jh05013/ps_snippets, 2025-06-01; edition not found",
};

const SECOND: Duration = Duration::from_secs(1);
/// Where a judge publishes no memory limit.
const DEFAULT_MEMORY_MIB: u64 = 256;
/// Where a judge publishes no output limit.
const DEFAULT_OUTPUT_MIB: u64 = 64;

pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "acwing843",
        judge: "AcWing",
        title: "843 n-皇后问题",
        link: "https://www.acwing.com/problem/content/845/",
        rule: Rule::Boards,
        time_limit: SECOND,
        memory_limit_mib: 64,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: n_from_1_to_9,
        paste: Paste::Program,
        compiler: Some(UNKNOWN_RUST),
        verify: verify::acwing843,
        stress: None,
    },
    Problem {
        name: "leetcode51",
        judge: "LeetCode",
        title: "51 N-Queens",
        link: "https://leetcode.com/problems/n-queens/",
        rule: Rule::LeetCodeBoards,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: n_from_1_to_9,
        paste: Paste::Method("solve_n_queens"),
        compiler: Some(LEETCODE_RUST),
        verify: verify::leetcode51,
        stress: None,
    },
    Problem {
        name: "leetcode52",
        judge: "LeetCode",
        title: "52 N-Queens II",
        link: "https://leetcode.com/problems/n-queens-ii/",
        rule: Rule::LeetCodeCount,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: n_from_1_to_9,
        paste: Paste::Method("total_n_queens"),
        compiler: Some(LEETCODE_RUST),
        verify: verify::leetcode52,
        stress: None,
    },
    Problem {
        name: "queens4x4",
        judge: "book",
        title: "4x4 queens on a 0/1 matrix",
        link: "《妙趣横生的算法》 (no online judge)",
        rule: Rule::Exact,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: |_| true,
        paste: Paste::Program,
        compiler: Some(UNKNOWN_RUST),
        verify: verify::queens4x4,
        stress: None,
    },
    Problem {
        name: "fundamental",
        judge: "workspace",
        title: "distinct and fundamental counts",
        link: "problems/fundamental.md",
        rule: Rule::Exact,
        time_limit: Duration::from_secs(10),
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: |input| {
            input
                .split_ascii_whitespace()
                .all(|token| integer_in(token, 1, 16))
        },
        paste: Paste::Nothing,
        compiler: None,
        verify: verify::fundamental,
        stress: None,
    },
    Problem {
        name: "luogu1219",
        judge: "Luogu",
        title: "P1219 [USACO1.5] 八皇后 Checker Challenge",
        link: "https://www.luogu.com.cn/problem/P1219",
        rule: Rule::Lines,
        time_limit: SECOND,
        // The statement's 125 MB (not confirmed: problems/luogu1219.md).
        memory_limit_mib: 125,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: |input| one_integer_in(input, 6, 13),
        paste: Paste::Program,
        compiler: Some(LUOGU_RUST),
        verify: verify::luogu1219,
        stress: None,
    },
    Problem {
        name: "cses1624",
        judge: "CSES",
        title: "1624 Chessboard and Queens",
        link: "https://cses.fi/problemset/task/1624",
        rule: Rule::Tokens,
        time_limit: SECOND,
        // The statement's 512 MB (CSES's usual; not confirmed: problems/cses1624.md).
        memory_limit_mib: 512,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: |input| grid_8x8(input, ".*"),
        paste: Paste::Program,
        compiler: Some(CSES_RUST),
        verify: verify::cses1624,
        stress: Some(Stress {
            generate: crate::generate::cses1624,
            shrink: crate::generate::shrink_cses1624,
        }),
    },
    Problem {
        name: "kattis8queens",
        judge: "Kattis",
        title: "8queens",
        link: "https://open.kattis.com/problems/8queens",
        rule: Rule::Tokens,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: |input| grid_8x8(input, ".*"),
        paste: Paste::Program,
        compiler: Some(KATTIS_RUST),
        verify: verify::kattis8queens,
        stress: Some(Stress {
            generate: crate::generate::kattis8queens,
            shrink: crate::generate::shrink_kattis8queens,
        }),
    },
    Problem {
        name: "aoj8queens",
        judge: "AOJ",
        title: "ALDS1_13_A 8 Queens Problem",
        link: "https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A",
        rule: Rule::Exact,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: family::aoj8queens::sent_by_judge,
        paste: Paste::Program,
        compiler: Some(AOJ_RUST),
        verify: family::aoj8queens::verify,
        stress: Some(Stress {
            generate: family::aoj8queens::generate,
            shrink: family::aoj8queens::shrink,
        }),
    },
    Problem {
        name: "kattisqueens",
        judge: "Kattis",
        title: "queens Verify This, Your Majesty",
        link: "https://open.kattis.com/problems/queens",
        rule: Rule::Tokens,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: family::kattisqueens::sent_by_judge,
        paste: Paste::Program,
        compiler: Some(KATTIS_RUST),
        verify: family::kattisqueens::verify,
        stress: Some(Stress {
            generate: family::kattisqueens::generate,
            shrink: family::kattisqueens::shrink,
        }),
    },
    Problem {
        name: "luogu1562",
        judge: "Luogu",
        title: "P1562 还是N皇后",
        link: "https://www.luogu.com.cn/problem/P1562",
        rule: Rule::Lines,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: family::luogu1562::sent_by_judge,
        paste: Paste::Program,
        compiler: Some(LUOGU_RUST),
        verify: family::luogu1562::verify,
        stress: Some(Stress {
            generate: family::luogu1562::generate,
            shrink: family::luogu1562::shrink,
        }),
    },
    Problem {
        name: "boj3344",
        judge: "Baekjoon",
        title: "3344 N-Queen",
        link: "https://www.acmicpc.net/problem/3344",
        rule: Rule::Valid,
        time_limit: SECOND,
        memory_limit_mib: 128,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: |input| matches!(input.strip_suffix('\n'), Some(token) if family::boj3344::SENT.iter().any(|n| n.to_string() == token)),
        paste: Paste::Program,
        compiler: Some(BOJ_RUST),
        verify: family::boj3344::verify,
        stress: Some(Stress {
            generate: family::boj3344::generate,
            shrink: family::boj3344::shrink,
        }),
    },
    Problem {
        name: "spojnqueen",
        judge: "SPOJ",
        title: "NQUEEN (1771) Yet Another N-Queen Problem",
        link: "https://www.spoj.com/problems/NQUEEN/",
        rule: Rule::Valid,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: spoj_cases,
        paste: Paste::Program,
        compiler: Some(SPOJ_RUST),
        verify: family::spojnqueen::verify,
        stress: Some(Stress {
            generate: family::spojnqueen::generate,
            shrink: family::spojnqueen::shrink,
        }),
    },
    Problem {
        name: "leetcode1222",
        judge: "LeetCode",
        title: "1222 Queens That Can Attack the King",
        link: "https://leetcode.com/problems/queens-that-can-attack-the-king/",
        rule: Rule::Valid,
        time_limit: SECOND,
        memory_limit_mib: DEFAULT_MEMORY_MIB,
        output_limit_mib: DEFAULT_OUTPUT_MIB,
        sent_by_judge: family::leetcode1222::sent_by_judge,
        paste: Paste::Method("queens_attackthe_king"),
        compiler: Some(LEETCODE_RUST),
        verify: family::leetcode1222::verify,
        stress: Some(Stress {
            generate: family::leetcode1222::generate,
            shrink: family::leetcode1222::shrink,
        }),
    },
];

impl Problem {
    /// Whether the real judge could send `input` (within its constraints, written as it writes).
    pub fn sends(&self, input: &[u8]) -> bool {
        std::str::from_utf8(input).is_ok_and(self.sent_by_judge)
    }

    /// Whether the real judge could send this case: an input it could send, and an answer to
    /// judge (our refusals of bad input are our own promise, not the judge's).
    pub fn sends_case(&self, case: &Case) -> bool {
        !matches!(case.expect, Expect::Refusal(_)) && self.sends(&case.input)
    }
}

pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}

fn n_from_1_to_9(input: &str) -> bool {
    one_integer_in(input, 1, 9)
}

/// One integer in `low..=high`, written as a judge writes it: the digits and one `\n`. Spaces,
/// tabs, CRLF, signs and leading zeros are our own leniency cases, not the judge's input.
fn one_integer_in(input: &str, low: u32, high: u32) -> bool {
    matches!(input.strip_suffix('\n'), Some(token) if !token.starts_with('0') && integer_in(token, low, high))
}

/// A plain decimal integer (digits only, as a judge writes it) in `low..=high`.
fn integer_in(token: &str, low: u32, high: u32) -> bool {
    token.bytes().all(|byte| byte.is_ascii_digit())
        && matches!(token.parse::<u32>(), Ok(n) if (low..=high).contains(&n))
}

/// SPOJ NQUEEN's lines as the judge writes them, at least one: `N a1 … aN` and `\n`, single
/// spaces, N from 1 to 50 (the bound is not confirmed), each column from 0 to N.
fn spoj_cases(input: &str) -> bool {
    !input.is_empty()
        && input.ends_with('\n')
        && input.split_terminator('\n').all(|line| {
            let tokens: Vec<&str> = line.split(' ').collect();
            let plain = |token: &str| token == "0" || !token.starts_with('0');
            tokens.iter().all(|token| plain(token))
                && matches!(tokens[0].parse::<usize>(), Ok(n) if integer_in(tokens[0], 1, 50)
                    && tokens.len() == n + 1
                    && tokens[1..].iter().all(|token| integer_in(token, 0, n as u32)))
        })
}

/// Exactly 8 lines of 8 characters from `allowed`, each ending in `\n` (no `\r`).
fn grid_8x8(input: &str, allowed: &str) -> bool {
    let lines: Vec<&str> = input.split_inclusive('\n').collect();
    lines.len() == 8
        && lines.iter().all(|line| {
            line.len() == 9
                && line.ends_with('\n')
                && line[..8].chars().all(|cell| allowed.contains(cell))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn one_integer_in_a_range() {
        let sent = find("acwing843").unwrap().sent_by_judge;
        for input in ["1\n", "9\n"] {
            assert!(sent(input), "{input:?}");
        }
        for input in [
            "", "\n", "0\n", "10\n", "-1\n", "+4\n", "04\n", "4 4\n", "4\n5\n", "x\n", "4.0\n",
            "٤\n", "4", "  4 \r\n", "\t8\t\n", "8\r\n",
        ] {
            assert!(!sent(input), "{input:?}");
        }
        let luogu = find("luogu1219").unwrap().sent_by_judge;
        assert!(luogu("6\n") && luogu("13\n"));
        assert!(!luogu("5\n") && !luogu("14\n"));
    }

    #[test]
    fn boj3344_sends_six_n() {
        let sent = find("boj3344").unwrap().sent_by_judge;
        for input in ["8\n", "26\n", "213\n", "2012\n", "99991\n", "99999\n"] {
            assert!(sent(input), "{input:?}");
        }
        for input in ["8", "9\n", "4\n", "08\n", "8\r\n", " 8\n", "100000\n"] {
            assert!(!sent(input), "{input:?}");
        }
    }

    #[test]
    fn spojnqueen_sends_lines_of_n_and_n_columns() {
        let sent = find("spojnqueen").unwrap().sent_by_judge;
        assert!(sent("4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n") && sent("1 1\n"));
        for input in [
            "",
            "4 0 0 0 0",
            "4 0 0 0\n",
            "4 0 0 0 5\n",
            "4 0 0 0 0\r\n",
            "4  0 0 0 0\n",
            "4 0 0 0 0\n\n",
            "04 0 0 0 0\n",
            "51 0\n",
            "0\n",
        ] {
            assert!(!sent(input), "{input:?}");
        }
    }

    #[test]
    fn every_token_an_integer() {
        let sent = find("fundamental").unwrap().sent_by_judge;
        assert!(sent("1 2 16\n") && sent("8"));
        assert!(!sent("0") && !sent("17") && !sent("8 x"));
    }

    #[test]
    fn an_8x8_grid() {
        let sent = find("cses1624").unwrap().sent_by_judge;
        let grid = "........\n".repeat(7) + "...*....\n";
        assert!(sent(&grid));
        assert!(!sent(&grid[..grid.len() - 1]), "no final newline");
        assert!(!sent(&grid.replace('\n', "\r\n")), "CRLF");
        assert!(!sent(&grid[9..]), "7 lines");
        assert!(!sent(&(grid.clone() + "........\n")), "9 lines");
        assert!(
            !sent(&grid.replacen("........", ".........", 1)),
            "9 columns"
        );
        assert!(!sent(&grid.replacen('.', "Q", 1)), "a Q");
        assert!((find("kattis8queens").unwrap().sent_by_judge)(&grid));
        assert!((find("queens4x4").unwrap().sent_by_judge)("anything"));
    }
}
