//! Bit masks: the columns, the `\` diagonals and the `/` diagonals that attack the current row,
//! one bit a column: column c is bit c, as the statements' hints number them (the views write a
//! mask column 0 first, so that it lines up with the board). Going down a row, a `\` diagonal
//! moves one column right (bit c becomes bit c + 1: the mask shifts up, `<< 1`) and a `/`
//! diagonal one column left (the mask shifts down, `>> 1`).
//!
//! With a view listening, every square of the row is tried in turn so that each refusal shows;
//! counting alone, the free squares come straight out of the masks, lowest bit first, and the
//! refusals are counted with popcounts: the same numbers, the way a bit-mask solver runs.

use crate::search::{Line, Search, Why};

/// The squares of the current row that a queen above attacks, one mask per line.
#[derive(Clone, Copy, Debug, Default)]
pub struct Masks {
    pub columns: u64,
    pub back: u64,
    pub slash: u64,
}

impl Masks {
    /// The first mask holding `bit`: the column, then `\`, then `/`.
    fn taken(self, bit: u64) -> Option<Line> {
        if self.columns & bit != 0 {
            Some(Line::Column)
        } else if self.back & bit != 0 {
            Some(Line::Back)
        } else if self.slash & bit != 0 {
            Some(Line::Slash)
        } else {
            None
        }
    }

    /// The masks of the next row, once a queen stands on `bit` of this one.
    pub fn below(self, bit: u64, n: usize) -> Masks {
        let full = (1u64 << n) - 1;
        Masks {
            columns: self.columns | bit,
            back: ((self.back | bit) << 1) & full,
            slash: (self.slash | bit) >> 1,
        }
    }
}

/// The bit of column `col` (`n`: the board's size, which the masks never pass).
pub fn bit(n: usize, col: usize) -> u64 {
    debug_assert!(col < n);
    1 << col
}

pub fn search(search: &mut Search) {
    let mut queens = Vec::with_capacity(search.n);
    place_row(search, Masks::default(), search.n, &mut queens, false);
}

/// Attempts a queen on the squares `0..upto` of the next row (`queens.len()`), and backtracks
/// after each. A full board is a solution (`mirrored`: its mirror image counts too).
pub fn place_row(
    search: &mut Search,
    masks: Masks,
    upto: usize,
    queens: &mut Vec<usize>,
    mirrored: bool,
) {
    let n = search.n;
    let row = queens.len();
    if row == n {
        search.solution(queens, mirrored);
        return;
    }
    if !search.listening() {
        return free_squares(search, masks, upto, queens, mirrored);
    }
    for col in 0..upto {
        if search.stopped() {
            return;
        }
        let bit = bit(n, col);
        if let Some(line) = masks.taken(bit) {
            let why = Why::Masks {
                line,
                columns: masks.columns,
                back: masks.back,
                slash: masks.slash,
            };
            search.refuse(row, col, why);
            continue;
        }
        descend(search, masks, col, queens, mirrored);
    }
}

/// The queen on column `col` of the next row, the rows below it, and the backtrack.
pub fn descend(
    search: &mut Search,
    masks: Masks,
    col: usize,
    queens: &mut Vec<usize>,
    mirrored: bool,
) {
    let n = search.n;
    let row = queens.len();
    queens.push(col);
    search.place(row, col, row + 1);
    place_row(search, masks.below(bit(n, col), n), n, queens, mirrored);
    queens.pop();
    search.backtrack(row, col);
}

/// Counting alone: the free squares of `0..upto` straight from the masks, the refused ones
/// counted by popcount, each line's own bits only (a column bit first, then `\`, then `/`).
fn free_squares(
    search: &mut Search,
    masks: Masks,
    upto: usize,
    queens: &mut Vec<usize>,
    mirrored: bool,
) {
    let allowed = (1u64 << upto) - 1;
    let columns = masks.columns & allowed;
    let back = masks.back & allowed & !columns;
    let slash = masks.slash & allowed & !columns & !back;
    search.refuse_unseen(Line::Column, columns.count_ones());
    search.refuse_unseen(Line::Back, back.count_ones());
    search.refuse_unseen(Line::Slash, slash.count_ones());
    let mut free = allowed & !(columns | back | slash);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let col = bit.trailing_zeros() as usize;
        descend(search, masks, col, queens, mirrored);
    }
}
