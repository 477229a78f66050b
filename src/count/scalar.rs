//! The scalar search: a recursive depth-first search with Takaken's check at each solution.

use super::{Counts, Region};

/// The scalar search below `row`: bit masks, lowest free square first, one queen per row.
pub(super) fn search(
    region: &Region,
    row: usize,
    left: u32,
    down: u32,
    right: u32,
    board: &mut [u32; 32],
    counts: &mut Counts,
) {
    let mut free = region.free(row, left, down, right);
    if row == region.n - 1 {
        if free != 0 {
            board[row] = free;
            region.leaf(board, counts);
        }
        return;
    }
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        board[row] = bit;
        counts.nodes += 1;
        search(
            region,
            row + 1,
            (left | bit) << 1,
            down | bit,
            (right | bit) >> 1,
            board,
            counts,
        );
    }
}
