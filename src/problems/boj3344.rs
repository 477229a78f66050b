//! Baekjoon 3344 N-Queen: any valid placement of N queens is accepted (a special judge).
//!
//! [`verify`] is that judge: N lines, each the column (1..=N) of the queen in its row, no two
//! queens on one column or diagonal, checked in O(N) with one array per kind of line.

use super::{BOJ_RUST, Problem, Rule, Stress};
use super::chess::construction;
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Valid,
    memory_limit_mib: 128,
    // Both on the problem's page (BOJ 3344: 1 초, 128 MB).
    assumed: &[],
    compiler: Some(BOJ_RUST),
    ..Problem::new(
        "boj3344",
        "Baekjoon",
        "3344 N-Queen",
        "https://www.acmicpc.net/problem/3344",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The six N the judge sends.
pub const SENT: [usize; 6] = [8, 26, 213, 2012, 99991, 99999];

/// The input as Baekjoon writes it: one of the six N and a newline.
pub fn sent_by_judge(input: &str) -> bool {
    matches!(input.strip_suffix('\n'), Some(token) if SENT.iter().any(|n| n.to_string() == token))
}

/// Whether `output` places N queens (N read from `input`) so that no two attack each other.
/// Lines may end in CRLF and carry spaces around the number; empty lines at the end are ignored.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = read_n(input)?;
    let lines = super::trimmed_lines(output)?;
    if lines.len() != n {
        return Err(format!(
            "expected {n} lines, one per row, found {}",
            lines.len()
        ));
    }
    super::placement(n, &lines)
}

/// The case's N: one integer.
fn read_n(input: &[u8]) -> Result<usize, String> {
    let text = String::from_utf8_lossy(input);
    text.trim()
        .parse()
        .map_err(|_| format!("the input holds {:?}, not one N", text))
}

/// One valid answer of the many accepted: the explicit construction
/// ([`super::chess::construction`]), the column from 1 of each row's queen, one a line.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let n = read_n(input).unwrap_or(0);
    let mut text = String::with_capacity(7 * n);
    for col in construction(n) {
        text += &format!("{}\n", col + 1);
    }
    text.into_bytes()
}

/// One of the six N the judge sends: stress testing draws only what the judge could send.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    format!("{}\n", SENT[rng.below(SENT.len())]).into_bytes()
}

/// The judge's smaller N, the smallest first.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let Ok(n) = read_n(input) else {
        return Vec::new();
    };
    SENT.iter()
        .filter(|&&m| m < n)
        .map(|m| format!("{m}\n").into_bytes())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(n: usize, output: &str) -> Result<(), String> {
        verify(format!("{n}\n").as_bytes(), output.as_bytes())
    }

    #[test]
    fn the_sample_and_other_placements_pass() {
        assert_eq!(check(8, "3\n6\n8\n1\n4\n7\n5\n2\n"), Ok(()));
        assert_eq!(check(8, "2\n4\n6\n8\n3\n1\n7\n5\n"), Ok(()));
        assert_eq!(check(8, "3\r\n6 \r\n8\n1\n4\n7\n5\n2\n\n"), Ok(()));
        assert_eq!(check(8, "3\n6\n8\n1\n4\n7\n5\n2"), Ok(()));
        assert_eq!(check(1, "1\n"), Ok(()));
    }

    #[test]
    fn wrong_placements_are_explained() {
        // The first line: the drawing below it is tested once, at the end.
        let refused = |n, output| check(n, output).unwrap_err().lines().next().unwrap().to_string();
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\n7\n5\n"),
            "expected 8 lines, one per row, found 7"
        );
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\n7\n5\n2\n2\n"),
            "expected 8 lines, one per row, found 9"
        );
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\n7\n5\n9\n"),
            "row 8: column 9 is out of range 1..=8"
        );
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\n7\n5\n0\n"),
            "row 8: column 0 is out of range 1..=8"
        );
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\nseven\n5\n2\n"),
            "row 6: \"seven\" is not a column number"
        );
        assert_eq!(
            refused(8, "3\n6\n8\n1 4\n4\n7\n5\n2\n"),
            "row 4: \"1 4\" is not a column number"
        );
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\n7\n5\n3\n"),
            "row 8: column 3 is attacked by the queen of row 1 on its column (# below)"
        );
        // the sample with rows 7 and 8 swapped: the first clash in row order is reported
        assert_eq!(
            refused(8, "3\n6\n8\n1\n4\n7\n2\n5\n"),
            "row 7: column 2 is attacked by the queen of row 5 on the / diagonal row + col = 9 \
             (# below)"
        );
        assert_eq!(
            refused(4, "2\n3\n1\n4\n"),
            "row 2: column 3 is attacked by the queen of row 1 on the \\ diagonal row - col = -1 \
             (# below)"
        );
        assert_eq!(
            check(4, "2\n3\n1\n4\n").unwrap_err(),
            "row 2: column 3 is attacked by the queen of row 1 on the \\ diagonal row - col = -1 \
             (# below)\n  .#..\n  ..#.\n  Q...\n  ...Q"
        );
        // Beyond 16 the line is named and nothing is drawn: rows 1 and 17 on column 1.
        let tall: String = (1..=17).map(|row| format!("{}\n", if row == 17 { 1 } else { row })).collect();
        assert_eq!(
            check(17, &tall).unwrap_err(),
            "row 2: column 2 is attacked by the queen of row 1 on the \\ diagonal row - col = 0"
        );
        assert_eq!(
            refused(8, "\u{ff}"),
            "expected 8 lines, one per row, found 1"
        );
        assert!(verify(b"8\n", b"\xff\n")
            .unwrap_err()
            .starts_with("not UTF-8"));
        assert_eq!(
            verify(b"x\n", b"1\n").unwrap_err(),
            "the input holds \"x\\n\", not one N"
        );
    }

    #[test]
    fn boj3344_sends_six_n() {
        for input in ["8\n", "26\n", "213\n", "2012\n", "99991\n", "99999\n"] {
            assert!(sent_by_judge(input), "{input:?}");
        }
        for input in ["8", "9\n", "4\n", "08\n", "8\r\n", " 8\n", "100000\n"] {
            assert!(!sent_by_judge(input), "{input:?}");
        }
    }

    #[test]
    fn generated_inputs_are_the_judges_and_shrink_to_its_smaller_n() {
        let mut rng = Rng::new(3344);
        let mut seen = Vec::new();
        for _ in 0..200 {
            let input = generate(&mut rng);
            let n = read_n(&input).unwrap();
            assert!(SENT.contains(&n), "{n}");
            assert!(crate::problems::find("boj3344").unwrap().sends(&input));
            if !seen.contains(&n) {
                seen.push(n);
            }
        }
        assert_eq!(seen.len(), SENT.len(), "every N of the judge is drawn");
        assert_eq!(shrink(b"213\n"), [&b"8\n"[..], b"26\n"]);
        assert!(shrink(b"8\n").is_empty());
    }
}
