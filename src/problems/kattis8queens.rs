//! Kattis 8queens: an 8x8 board of `.` and `*` (a queen); `valid` for exactly eight queens of
//! which no two attack, else `invalid`. The check tries every pair of queens by the rules of
//! chess ([`super::chess::first_attacked`]).

use super::{KATTIS_RUST, Problem, Rule, Stress};
use super::chess::first_attacked;
use super::grid8::{self, all_squares, board, read_board, Square};
use crate::boards::{drawing, Line};
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Tokens,
    compiler: Some(KATTIS_RUST),
    ..Problem::new(
        "kattis8queens",
        "Kattis",
        "8queens",
        "https://open.kattis.com/problems/8queens",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The board as Kattis writes it ([`grid8::sent_by_judge`]), and smaller boards for a failing one
/// ([`grid8::shrink`]: fewer queens).
pub use super::grid8::{sent_by_judge, shrink};

/// Kattis 8queens' answer: `valid` for exactly eight queens (`*`) of which no two attack.
fn answer(board: &[Vec<bool>]) -> &'static [u8] {
    let queens: Vec<Square> = all_squares()
        .into_iter()
        .filter(|&(row, col)| board[row][col])
        .collect();
    if queens.len() == 8 && first_attacked(&queens).is_none() {
        b"valid\n"
    } else {
        b"invalid\n"
    }
}

/// Kattis 8queens: `valid` for exactly eight queens of which no two attack, else `invalid`. A
/// wrong verdict on a board where two queens attack says which and draws the board.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let board = read_board(input).ok_or("the .in is not 8 lines of 8 `.`/`*`")?;
    super::same(output, answer(&board)).map_err(|why| why + &clash(&board))
}

/// `: queens at (r,c) and (r,c) share <line> …` and the board drawn (`Q` for `*`, the two `#`)
/// when two queens attack; empty when none do. Rows and columns from 0, as every square a
/// message of this workspace names.
fn clash(board: &[Vec<bool>]) -> String {
    let queens: Vec<Square> = all_squares()
        .into_iter()
        .filter(|&(row, col)| board[row][col])
        .collect();
    for (later, &(row, col)) in queens.iter().enumerate() {
        for &(above, other) in &queens[..later] {
            if let Some(line) = Line::shared((above, other), (row, col)) {
                return format!(
                    ": queens at ({},{}) and ({},{}) share {line} (row,column from 0; # below)\n{}",
                    above,
                    other,
                    row,
                    col,
                    drawing(8, &queens, &[(above, other), (row, col)])
                );
            }
        }
    }
    String::new()
}

/// `valid` or `invalid` by every pair of queens; empty for an input that is not a board.
pub fn expected(input: &[u8]) -> Vec<u8> {
    read_board(input)
        .map(|board| answer(&board).to_vec())
        .unwrap_or_default()
}

/// An 8x8 board of `.` and `*` (a queen). A solution, a near miss (eight queens, one per row
/// and column, valid but for one pair on a `\` or a `/` diagonal), a solution with one queen
/// moved, added or taken away, or queens on random squares (the empty and the full board among
/// them).
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let queens: Vec<Square> = match rng.below(6) {
        0 => placed(grid8::solution(rng)),
        1 => placed(near_miss(rng, Diagonal::Down)),
        2 => placed(near_miss(rng, Diagonal::Up)),
        3 => {
            // A solution with one queen moved to a random empty square, or taken away.
            let mut queens = placed(grid8::solution(rng));
            let moved = rng.below(8);
            queens.remove(moved);
            if rng.percent(70) {
                queens.push(empty_square(rng, &queens));
            }
            queens
        }
        4 => {
            // A solution plus one queen.
            let mut queens = placed(grid8::solution(rng));
            queens.push(empty_square(rng, &queens));
            queens
        }
        _ => {
            // Random squares: most often about eight, sometimes any number, none or all.
            let count = match rng.below(10) {
                0 => 64 * rng.below(2),
                1..=3 => rng.between(0, 64),
                _ => rng.between(6, 10),
            };
            let mut squares = all_squares();
            rng.shuffle(&mut squares);
            squares.truncate(count);
            squares
        }
    };
    board(|row, col| queens.contains(&(row, col)))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Diagonal {
    /// `\`: row - column is constant.
    Down,
    /// `/`: row + column is constant.
    Up,
}

/// Columns, one per row, of eight queens that attack each other only once: two of them share
/// one `diagonal`, and nothing else is shared. Drawn by rejection from random permutations: 444
/// of the 40,320 qualify for each diagonal, one in 91.
fn near_miss(rng: &mut Rng, diagonal: Diagonal) -> Vec<usize> {
    for _ in 0..10_000 {
        let mut columns: Vec<usize> = (0..8).collect();
        rng.shuffle(&mut columns);
        let pairs = attacking_pairs(&columns);
        if pairs.len() == 1 && pairs[0] == diagonal {
            return columns;
        }
    }
    unreachable!("one permutation in 91 qualifies: 10,000 draws do not all miss")
}

/// The diagonal of each pair of queens (columns, one per row) that attack each other.
fn attacking_pairs(columns: &[usize]) -> Vec<Diagonal> {
    let mut pairs = Vec::new();
    for (a, &first) in columns.iter().enumerate() {
        for (b, &second) in columns.iter().enumerate().skip(a + 1) {
            if a + first == b + second {
                pairs.push(Diagonal::Up);
            } else if a + second == b + first {
                pairs.push(Diagonal::Down);
            }
        }
    }
    pairs
}

/// The squares of queens given as the column of each row.
fn placed(columns: Vec<usize>) -> Vec<Square> {
    columns.into_iter().enumerate().collect()
}

fn empty_square(rng: &mut Rng, taken: &[Square]) -> Square {
    loop {
        let square = (rng.below(8), rng.below(8));
        if !taken.contains(&square) {
            return square;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grid8::{drawn, marked, stars};

    #[test]
    fn the_brute_force_refuses_wrong_verdicts() {
        let mut board = vec![b"........".to_vec(); 8];
        for (row, column) in [0, 4, 7, 5, 2, 6, 1, 3].into_iter().enumerate() {
            board[row][column] = b'*';
        }
        let text: Vec<u8> = board.join(&b'\n').into_iter().chain(*b"\n").collect();
        assert_eq!(verify(&text, b"valid\n"), Ok(()));
        assert!(verify(&text, b"invalid\n").is_err());
        let mut moved = board.clone();
        moved[7].swap(3, 2);
        let text: Vec<u8> = moved.join(&b'\n').into_iter().chain(*b"\n").collect();
        assert_eq!(verify(&text, b"invalid\n"), Ok(()));
        // The moved queen (7,2) meets (2,7) first, top down: 2 + 7 = 7 + 2 = 9 (and (4,2) on
        // its column after that).
        assert_eq!(
            verify(&text, b"valid\n").unwrap_err(),
            "\"valid\\n\", but the brute force says \"invalid\\n\": queens at (2,7) and (7,2) share \
             the / diagonal row + col = 9 (row,column from 0; # below)\n  Q.......\n  ....Q...\n  \
             .......#\n  .....Q..\n  ..Q.....\n  ......Q.\n  .Q......\n  ..#....."
        );
    }

    #[test]
    fn kattis8queens_boards_reach_solutions_and_near_misses_of_each_diagonal() {
        let boards = drawn(generate, 400);
        let valid = |b: &[u8]| verify(b, b"valid\n").is_ok();
        let solutions = boards.iter().filter(|b| valid(b)).count();
        assert!(solutions >= 40, "{solutions} solutions");
        // A near miss: 8 queens, one per row and column, one pair on a diagonal.
        let near_misses = |diagonal: Diagonal| {
            boards
                .iter()
                .filter(|b| {
                    let queens = marked(b);
                    let columns: Vec<usize> = queens.iter().map(|&(_, col)| col).collect();
                    let mut sorted = columns.clone();
                    sorted.sort_unstable();
                    queens.len() == 8
                        && queens.iter().enumerate().all(|(row, &(at, _))| row == at)
                        && sorted == (0..8).collect::<Vec<_>>()
                        && attacking_pairs(&columns) == [diagonal]
                })
                .count()
        };
        assert!(near_misses(Diagonal::Up) >= 30, "near misses on a `/`");
        assert!(near_misses(Diagonal::Down) >= 30, "near misses on a `\\`");
        let counts: Vec<usize> = boards.iter().map(|b| stars(b)).collect();
        for queens in [0, 7, 8, 9, 64] {
            assert!(counts.contains(&queens), "{queens} queens");
        }
        assert!(counts.iter().any(|&queens| queens > 20), "crowded boards");
    }

    #[test]
    fn the_same_seed_draws_the_same_board() {
        for seed in [0, 1, 99] {
            assert_eq!(generate(&mut Rng::new(seed)), generate(&mut Rng::new(seed)));
        }
    }
}
