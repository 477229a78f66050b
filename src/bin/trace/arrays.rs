//! Boolean arrays: one flag per column, per `\` diagonal (row − col is constant along it: index
//! row + n − 1 − col) and per `/` diagonal (row + col is constant along it: index row + col).
//! Rows are filled top to bottom, the columns of a row tried left to right.

use crate::search::{Line, Search, Why};

/// The three arrays: which columns and diagonals hold a queen.
pub struct Board {
    n: usize,
    columns: Vec<bool>,
    back: Vec<bool>,
    slash: Vec<bool>,
}

impl Board {
    pub fn new(n: usize) -> Self {
        Board {
            n,
            columns: vec![false; n],
            back: vec![false; 2 * n - 1],
            slash: vec![false; 2 * n - 1],
        }
    }

    /// The first line through (row, col) that holds a queen: the column, then `\`, then `/`.
    pub fn taken(&self, row: usize, col: usize) -> Option<Line> {
        if self.columns[col] {
            Some(Line::Column)
        } else if self.back[row + self.n - 1 - col] {
            Some(Line::Back)
        } else if self.slash[row + col] {
            Some(Line::Slash)
        } else {
            None
        }
    }

    /// Puts a queen on (row, col) (`true`) or takes it off (`false`).
    pub fn set(&mut self, row: usize, col: usize, queen: bool) {
        self.columns[col] = queen;
        self.back[row + self.n - 1 - col] = queen;
        self.slash[row + col] = queen;
    }
}

pub fn search(search: &mut Search) {
    let mut board = Board::new(search.n);
    let mut columns = Vec::with_capacity(search.n);
    place(search, &mut board, &mut columns);
}

/// Attempts a queen on each square of the next row (`columns.len()`), pruning the squares a
/// queen already attacks, and backtracks after each.
fn place(search: &mut Search, board: &mut Board, columns: &mut Vec<usize>) {
    let row = columns.len();
    if row == search.n {
        search.solution(columns, false);
        return;
    }
    for col in 0..search.n {
        if search.stopped() {
            return;
        }
        if let Some(line) = board.taken(row, col) {
            search.refuse(row, col, Why::Taken(line));
            continue;
        }
        board.set(row, col, true);
        columns.push(col);
        search.place(row, col, row + 1);
        place(search, board, columns);
        columns.pop();
        board.set(row, col, false);
        search.backtrack(row, col);
    }
}
