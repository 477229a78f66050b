//! CSES 1624 Chessboard and Queens: an 8x8 board of `.` (free) and `*` (reserved); count the
//! placements of eight non-attacking queens on free squares. The check is a brute force over
//! the 92 solutions of the empty board ([`super::chess::eight_queens`]).

use super::{CSES_RUST, Problem, Rule, Stress};
use super::chess::eight_queens;
use super::grid8::{self, all_squares, board, read_board};
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Tokens,
    // The statement's 512 MB (CSES's usual; not confirmed: problems/cses1624.md).
    memory_limit_mib: 512,
    memory_verdict: Some("RUNTIME ERROR"),
    compiler: Some(CSES_RUST),
    ..Problem::new(
        "cses1624",
        "CSES",
        "1624 Chessboard and Queens",
        "https://cses.fi/problemset/task/1624",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The board as CSES writes it ([`grid8::sent_by_judge`]), and smaller boards for a failing one
/// ([`grid8::shrink`]: fewer reserved squares).
pub use super::grid8::{sent_by_judge, shrink};

/// CSES 1624's answer: the placements of eight non-attacking queens on free (`.`) squares.
fn answer(reserved: &[Vec<bool>]) -> Vec<u8> {
    let ways = eight_queens()
        .iter()
        .filter(|columns| (0..8).all(|row| !reserved[row][columns[row]]))
        .count();
    format!("{ways}\n").into_bytes()
}

/// CSES 1624: the placements of eight non-attacking queens on free (`.`) squares.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let reserved = read_board(input).ok_or("the .in is not 8 lines of 8 `.`/`*`")?;
    super::same(output, &answer(&reserved))
}

/// The count of the brute force over the 92 solutions; empty for an input that is not a board.
pub fn expected(input: &[u8]) -> Vec<u8> {
    read_board(input).map(|reserved| answer(&reserved)).unwrap_or_default()
}

/// An 8x8 board of `.` (free) and `*` (reserved). Any density, sparse, the border reserved more
/// than the inside, almost all reserved (60 to 64), or dense around one to three solutions kept
/// free, so that a dense board still has ways to count.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let reserved = match rng.below(6) {
        // Any density, uniformly.
        0 => filled(rng, 0, 100),
        // Sparse: a few reserved squares, many ways.
        1 => filled(rng, 0, 12),
        // The border reserved more often than the inside: where off-by-one slips show.
        2 => {
            let (border, inside) = (rng.between(30, 80), rng.between(0, 15));
            let mut reserved = [[false; 8]; 8];
            for (row, col) in all_squares() {
                let edge = row == 0 || row == 7 || col == 0 || col == 7;
                reserved[row][col] = rng.percent(if edge { border } else { inside });
            }
            reserved
        }
        // Almost every square reserved: 60 to 64 of them.
        3 => {
            let mut squares = all_squares();
            rng.shuffle(&mut squares);
            let mut reserved = [[false; 8]; 8];
            for &(row, col) in &squares[..rng.between(60, 64)] {
                reserved[row][col] = true;
            }
            reserved
        }
        // Dense, but the squares of a few solutions kept free.
        _ => {
            let mut reserved = filled(rng, 50, 100);
            for _ in 0..rng.between(1, 3) {
                for (row, col) in grid8::solution(rng).into_iter().enumerate() {
                    reserved[row][col] = false;
                }
            }
            reserved
        }
    };
    board(|row, col| reserved[row][col])
}

/// Squares each marked with one probability, drawn from `low..=high` percent.
fn filled(rng: &mut Rng, low: usize, high: usize) -> [[bool; 8]; 8] {
    let percent = rng.between(low, high);
    let mut marks = [[false; 8]; 8];
    for mark in marks.iter_mut().flatten() {
        *mark = rng.percent(percent);
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;
    use grid8::{drawn, stars};

    #[test]
    fn the_brute_force_refuses_wrong_counts() {
        let empty = "........\n".repeat(8);
        assert_eq!(verify(empty.as_bytes(), b"92\n"), Ok(()));
        assert!(verify(empty.as_bytes(), b"91\n").is_err());
        let blocked = empty.replacen('.', "*", 1);
        assert!(
            verify(blocked.as_bytes(), b"92\n").is_err(),
            "a reserved corner removes boards"
        );
    }

    #[test]
    fn cses1624_boards_reach_empty_full_and_solvable_dense_corners() {
        let boards = drawn(generate, 400);
        let ways = |input: &[u8]| -> u64 {
            (0..=92)
                .find(|ways| verify(input, format!("{ways}\n").as_bytes()).is_ok())
                .expect("a count from 0 to 92")
        };
        let count = |test: &dyn Fn(&[u8]) -> bool| boards.iter().filter(|b| test(b)).count();
        assert!(count(&|b| stars(b) <= 3) >= 20, "sparse boards");
        assert!(
            count(&|b| stars(b) >= 60) >= 40,
            "almost every square reserved"
        );
        assert!(count(&|b| stars(b) == 64) >= 3, "every square reserved");
        assert!(
            count(&|b| stars(b) >= 40 && ways(b) > 0) >= 40,
            "dense, a way left"
        );
        assert!(
            count(&|b| ways(b) == 92) >= 5,
            "no square of a solution reserved"
        );
        assert!(
            count(&|b| (1..92).contains(&ways(b))) >= 100,
            "some ways left"
        );
        let corners = |b: &[u8]| b[0] == b'*' && b[7 * 9 + 7] == b'*';
        assert!(
            count(&|b| corners(b) && ways(b) > 0) >= 10,
            "reserved corners, ways left"
        );
    }

    #[test]
    fn the_same_seed_draws_the_same_board() {
        for seed in [0, 1, 99] {
            assert_eq!(generate(&mut Rng::new(seed)), generate(&mut Rng::new(seed)));
        }
    }
}
