//! AcWing 843 n-皇后问题: every solution for n, each board n lines of `.`/`Q` and an empty
//! line, in any order. The check: every board valid, no board twice, as many as OEIS A000170
//! says, with n read from the case's `.in`.

use super::{Problem, Rule, Stress};
use super::chess::solutions;
use crate::boards;
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Boards,
    memory_limit_mib: 64,
    ..Problem::new(
        "acwing843",
        "AcWing",
        "843 n-皇后问题",
        "https://www.acwing.com/problem/content/845/",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// AcWing sends one n from 1 to 9.
pub fn sent_by_judge(input: &str) -> bool {
    super::one_integer_in(input, 1, 9)
}

/// AcWing 843: every board, n lines of `.`/`Q` and an empty line each.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = super::parse_n(input)?;
    super::every_solution(n, &boards::parse_acwing(super::utf8(output)?, n)?)
}

/// One n from 1 to 9, 1 and 9 a quarter of the time each.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    super::draw_n(rng, 1, 9)
}

/// The smaller n, from 1.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    super::smaller_n(input, 1)
}

/// Every solution by the walk through the permutations ([`solutions`]), in lexicographic
/// order: n lines of `.`/`Q` and an empty line each.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let n = super::parse_n(input).unwrap_or(0);
    let mut text = String::new();
    for columns in solutions(n) {
        for row in super::board_rows(&columns) {
            text += &row;
            text.push('\n');
        }
        text.push('\n');
    }
    text.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";

    #[test]
    fn an_n_beyond_the_table_is_refused_not_a_crash() {
        let why = verify(b"99999999999\n", b"").unwrap_err();
        assert!(why.contains("beyond OEIS"), "{why}");
    }

    #[test]
    fn boards_are_refused_for_a_wrong_count_a_repeat_or_an_invalid_board() {
        let first = &FOUR[..FOUR.len() / 2];
        let diagonal = FOUR.replacen("...Q\nQ...\n..Q.", "..Q.\nQ...\n...Q", 1);
        assert_eq!(verify(b"4\n", FOUR.as_bytes()), Ok(()));
        assert_eq!(
            verify(b"4\n", first.as_bytes()).unwrap_err(),
            "1 board, but OEIS A000170(4) is 2"
        );
        assert_eq!(
            verify(b"4\n", first.repeat(2).as_bytes()).unwrap_err(),
            "board 2 repeats an earlier board"
        );
        assert_eq!(
            verify(b"4\n", diagonal.as_bytes()).unwrap_err(),
            "board 1: queens at (0,1) and (1,2) share the \\ diagonal row - col = -1 (row,column \
             from 0; # below)\n  .#..\n  ..#.\n  Q...\n  ...Q"
        );
        // The .in says which n the boards are for.
        assert!(verify(b" 5\r\n", FOUR.as_bytes()).is_err());
        assert!(verify(b"four\n", FOUR.as_bytes()).is_err());
    }

    #[test]
    fn one_integer_in_a_range() {
        for input in ["1\n", "9\n"] {
            assert!(sent_by_judge(input), "{input:?}");
        }
        for input in [
            "", "\n", "0\n", "10\n", "-1\n", "+4\n", "04\n", "4 4\n", "4\n5\n", "x\n", "4.0\n",
            "٤\n", "4", "  4 \r\n", "\t8\t\n", "8\r\n",
        ] {
            assert!(!sent_by_judge(input), "{input:?}");
        }
    }
}
