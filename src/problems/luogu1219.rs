//! Luogu P1219 [USACO1.5] 八皇后 Checker Challenge: the first three solutions in lexicographic
//! order as 1-based columns, then the count. The check is a brute force over the permutations
//! ([`super::chess`]), sharing no code with `src/bin/`.

use super::{LUOGU_RUST, Problem, Rule, Stress};
use super::chess::{all_solutions, first_solutions, solutions};
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::sync::Mutex;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Lines,
    // The statement's 125 MB (not confirmed: problems/luogu1219.md).
    memory_limit_mib: 125,
    compiler: Some(LUOGU_RUST),
    explain: Some(explain),
    ..Problem::new(
        "luogu1219",
        "Luogu",
        "P1219 [USACO1.5] 八皇后 Checker Challenge",
        "https://www.luogu.com.cn/problem/P1219",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// Luogu sends one n from 6 to 13.
pub fn sent_by_judge(input: &str) -> bool {
    super::one_integer_in(input, 6, 13)
}

/// n when the input is exactly one integer in 6..=13, whitespace around it free, as
/// `problems/luogu1219.md` says.
pub fn read_n(input: &[u8]) -> Option<usize> {
    let text = std::str::from_utf8(input).ok()?;
    let mut tokens = text.split_whitespace();
    let n = tokens.next()?.parse().ok()?;
    (tokens.next().is_none() && (6..=13).contains(&n)).then_some(n)
}

/// Luogu's answer: the first three solutions as 1-based columns, then the count.
fn answer(first: &[Vec<usize>], total: u64) -> Vec<u8> {
    let mut text = String::new();
    for columns in first {
        let words: Vec<String> = columns.iter().map(|col| (col + 1).to_string()).collect();
        text += &words.join(" ");
        text += "\n";
    }
    text += &format!("{total}\n");
    text.into_bytes()
}

/// Luogu P1219: the first three solutions in lexicographic order, then the count.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = read_n(input).ok_or("the .in is not one n from 6 to 13")?;
    // Kept per n: `judge --stress` checks the same few n again and again, and the walk through
    // 10! permutations takes most of a second.
    static CHECKED: Mutex<BTreeMap<usize, Vec<u8>>> = Mutex::new(BTreeMap::new());
    let known = CHECKED.lock().ok().and_then(|kept| kept.get(&n).cloned());
    let expected = match known {
        Some(expected) => expected,
        None => {
            let expected = if n <= 10 {
                let all = all_solutions(n);
                answer(&all[..3], all.len() as u64)
            } else {
                // 11! and beyond is too many permutations to walk: the count is OEIS A000170's.
                answer(&first_solutions(n, 3), super::a000170(n)?)
            };
            if let Ok(mut kept) = CHECKED.lock() {
                kept.insert(n, expected.clone());
            }
            expected
        }
    };
    super::same(output, &expected).map_err(|why| why + &clash(n, output))
}

/// What [`verify`] adds to the lines that differ, for the judge's report: the first printed
/// solution whose queens attack each other, drawn; empty when none do (or n is not read).
fn explain(input: &[u8], output: &[u8]) -> String {
    read_n(input)
        .map(|n| clash(n, output).trim_start_matches("; ").to_string())
        .unwrap_or_default()
}

/// `; solution k, row r: column c is attacked … on <line>` and the placement drawn, for the
/// first of the printed solutions (n columns from 1 on a line) whose queens attack each other;
/// empty when none do.
fn clash(n: usize, output: &[u8]) -> String {
    let text = String::from_utf8_lossy(output);
    for (index, line) in text.lines().take(3).enumerate() {
        let columns: Vec<&str> = line.split_whitespace().collect();
        if columns.len() == n {
            if let Err(why) = super::placement(n, &columns) {
                return format!("; solution {}, {why}", index + 1);
            }
        }
    }
    String::new()
}

/// The first three solutions of the backtracking ([`solutions`], lexicographic order), then how
/// many it finds. Empty for an input that is not one n from 6 to 13.
pub fn expected(input: &[u8]) -> Vec<u8> {
    match read_n(input) {
        Some(n) => {
            let all = solutions(n);
            answer(&all[..3], all.len() as u64)
        }
        None => Vec::new(),
    }
}

/// One n from 6 to 13, 6 and 13 a quarter of the time each.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    super::draw_n(rng, 6, 13)
}

/// The smaller n, from 6.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    super::smaller_n(input, 6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_brute_force_refuses_wrong_answers() {
        let luogu8 = b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n";
        assert_eq!(verify(b"8\n", luogu8), Ok(()));
        let swapped = b"1 6 8 3 7 4 2 5\n1 5 8 6 3 7 2 4\n1 7 4 6 8 2 5 3\n92\n";
        assert!(verify(b"8\n", swapped).is_err(), "order matters");
        assert!(verify(
            b"8\n",
            b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n91\n"
        )
        .is_err());
        assert!(verify(b"5\n", luogu8).unwrap_err().starts_with("the .in"));
        // A second solution whose rows 7 and 8 swapped their queens: (7,5) meets (6,4) on the
        // \ diagonal, 6 - 4 = 7 - 5 = 2 (and (5,7) on the / diagonal, 5 + 7 = 12: the \ is
        // checked first).
        let clash = b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 5 2\n1 7 4 6 8 2 5 3\n92\n";
        let why = verify(b"8\n", clash).unwrap_err();
        assert!(
            why.contains(
                "; solution 2, row 7: column 5 is attacked by the queen of row 6 on the \\ diagonal \
                 row - col = 2 (# below)\n  Q.......\n  .....Q..\n  .......Q\n  ..Q.....\n  \
                 ......Q.\n  ...#....\n  ....#...\n  .Q......"
            ),
            "{why}"
        );
    }

    #[test]
    fn one_integer_from_6_to_13() {
        assert!(sent_by_judge("6\n") && sent_by_judge("13\n"));
        assert!(!sent_by_judge("5\n") && !sent_by_judge("14\n"));
    }
}
