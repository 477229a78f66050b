//! LeetCode 51 N-Queens: the returned `Vec<Vec<String>>`, read as a value however the adapter
//! printed it: every solution for n, in any order. The check: every board valid, no board twice,
//! as many as OEIS A000170 says.

use super::{LEETCODE_RUST, Paste, Problem, Rule, Stress};
use super::chess::solutions;
use crate::boards::Board;
use crate::rng::Rng;
use crate::value;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::LeetCodeBoards,
    paste: Paste::Method("solve_n_queens"),
    compiler: Some(LEETCODE_RUST),
    ..Problem::new(
        "leetcode51",
        "LeetCode",
        "51 N-Queens",
        "https://leetcode.com/problems/n-queens/",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// LeetCode's constraints: 1 <= n <= 9.
pub fn sent_by_judge(input: &str) -> bool {
    super::one_integer_in(input, 1, 9)
}

/// LeetCode 51: the returned `Vec<Vec<String>>`, read as a value however it was printed.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = super::parse_n(input)?;
    let returned = value::read(super::utf8(output)?, |reader| {
        reader.list(|reader| reader.list(value::Reader::text))
    })
    .map_err(|why| format!("could not read a list of boards: {why}"))?;
    let boards: Vec<Board> = returned
        .iter()
        .map(|board| board.iter().map(String::as_str).collect())
        .collect();
    super::every_solution(n, &boards)
}

/// One n from 1 to 9, 1 and 9 a quarter of the time each.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    super::draw_n(rng, 1, 9)
}

/// The smaller n, from 1.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    super::smaller_n(input, 1)
}

/// Every solution by the walk through the permutations ([`solutions`]), as LeetCode shows the
/// returned list: `[["..Q.",...],...]`.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let n = super::parse_n(input).unwrap_or(0);
    let boards: Vec<Vec<String>> = solutions(n)
        .iter()
        .map(|columns| super::board_rows(columns))
        .collect();
    super::leetcode_boards(&boards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_refused_for_a_wrong_count_or_a_repeat() {
        let board = r#"[".Q..","...Q","Q...","..Q."]"#;
        let twice = format!("[{board},{board}]\n");
        assert_eq!(
            verify(b"4\n", twice.as_bytes()).unwrap_err(),
            "board 2 repeats an earlier board"
        );
        assert_eq!(
            verify(b"4\n", format!("[{board}]\n").as_bytes()).unwrap_err(),
            "1 board, but OEIS A000170(4) is 2"
        );
    }
}
