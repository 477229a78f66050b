//! The scalar walk: a recursive depth-first search with Takaken's check at each solution, the
//! reference every other walk is tested against count for count.

use super::{Kernel, Node, Region};
use crate::count::Counts;
use std::sync::atomic::{AtomicU64, Ordering};

/// The scalar engine's walk (`walk::Kernel`): every CPU runs it.
pub(in crate::count) const KERNEL: Kernel = Kernel {
    available: || true,
    count,
};

/// Counts the subtrees of `units` into `counts` one after the other, adding the nodes of each
/// to `nodes_done` (no parents' indices to pack).
fn count(
    regions: &[Region],
    units: &mut dyn Iterator<Item = Node>,
    counts: &mut Counts,
    nodes_done: &AtomicU64,
    _packed: bool,
) {
    for unit in units {
        let mut board = unit.board;
        let before = counts.nodes;
        let region = &regions[unit.region];
        let (row, left, down, right) = (unit.row, unit.left, unit.down, unit.right);
        search(region, row, left, down, right, &mut board, counts);
        nodes_done.fetch_add(counts.nodes - before, Ordering::Relaxed);
    }
}

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
