//! The most constrained row first: boolean arrays as in `arrays`, but the next row to fill is
//! the unfilled row with the fewest free squares (the lowest such row on a tie), and a branch in
//! which some unfilled row has no free square left is dead at once, before any square is tried.

use crate::arrays::Board;
use crate::search::{Search, Step, Why};

/// A row without a queen yet.
const EMPTY: usize = usize::MAX;

pub fn search(search: &mut Search) {
    let n = search.n;
    let mut board = Board::new(n);
    let mut queens = vec![EMPTY; n];
    place(search, &mut board, &mut queens, 0);
}

/// The unfilled row with the fewest free squares, and how many it has.
fn most_constrained(board: &Board, queens: &[usize]) -> Option<(usize, usize)> {
    let n = queens.len();
    let free = |row: usize| {
        (0..n)
            .filter(|&col| board.taken(row, col).is_none())
            .count()
    };
    (0..n)
        .filter(|&row| queens[row] == EMPTY)
        .map(|row| (row, free(row)))
        .min_by_key(|&(row, free)| (free, row))
}

/// With `depth` queens on the board: chooses the row, attempts a queen on each of its squares,
/// and backtracks after each.
fn place(search: &mut Search, board: &mut Board, queens: &mut [usize], depth: usize) {
    let Some((row, free)) = most_constrained(board, queens) else {
        search.solution(queens, false);
        return;
    };
    if free == 0 {
        search.note(Step::DeadEnd { row });
        return;
    }
    search.note(Step::Choose { row, free });
    for col in 0..search.n {
        if search.stopped() {
            return;
        }
        if let Some(line) = board.taken(row, col) {
            search.refuse(row, col, Why::Taken(line));
            continue;
        }
        board.set(row, col, true);
        queens[row] = col;
        search.place(row, col, depth + 1);
        place(search, board, queens, depth + 1);
        queens[row] = EMPTY;
        board.set(row, col, false);
        search.backtrack(row, col);
    }
}
