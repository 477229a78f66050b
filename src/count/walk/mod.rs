//! The walk: one search per symmetry class below the units of Takaken's regions (`Region`), the
//! units (`units`) dealt to the workers, and below a unit an engine's kernel: the scalar
//! depth-first search (`scalar.rs`), or the depth slices (`slices.rs`, the plan every SIMD
//! engine shares) on AVX2 (`avx2.rs`, 8 nodes a step) or AVX-512 (`avx512.rs`, 16).

use super::Counts;
use std::sync::atomic::AtomicU64;

pub(super) mod scalar;
// The depth slices' plan: unsafe for calling its engines' `target_feature` kernels.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
pub(super) mod slices;
// The walk's AVX2 kernels: unsafe for its intrinsics and its `target_feature` functions.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
pub(super) mod avx2;
// The walk's AVX-512 kernels: unsafe for the same reasons.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
pub(super) mod avx512;

/// An engine's walk: whether this CPU runs it, and its count of the units a worker takes.
#[derive(Clone, Copy)]
pub(super) struct Kernel {
    pub available: fn() -> bool,
    /// Counts the subtrees of the units into the counts, adding the nodes of each finished unit
    /// to the atomic; the depth slices keep the parents' indices in `down` where the last
    /// argument says so and they fit (else in an array of their own). Panics where this CPU
    /// cannot run the kernel.
    pub count: fn(&[Region], &mut dyn Iterator<Item = Node>, &mut Counts, &AtomicU64, bool),
}

/// One of Takaken's regions: where the first row's queen stands and what that forbids below.
/// Bit `col` of a row's mask is column `col`; a board is one bit per row.
#[derive(Clone, Debug)]
pub(super) struct Region {
    n: usize,
    /// The corner region: row 0's queen in column 0, row 1's in column `bound1`. Otherwise the
    /// side region: row 0's queen in column `bound1`, the nearest any edge queen is to a corner.
    corner: bool,
    bound1: usize,
    /// Side region: the last row an edge column may take a queen in (n - 1 - bound1).
    bound2: usize,
    /// Columns 0 and n - 1.
    sides: u32,
    /// The last column's bit, and the bottom row's tie column (n - 1 - bound1).
    top_bit: u32,
    end_bit: u32,
    /// The squares each row may use before attacks are counted.
    allowed: [u32; 32],
}

impl Region {
    /// Takaken's regions in his order: the corner ones (bound1 = 2..n-2), then the side ones
    /// (bound1 = 1.. while bound1 < n - 1 - bound1).
    pub(super) fn all(n: usize) -> Vec<Region> {
        let mask = (1u32 << n) - 1;
        let top_bit = 1u32 << (n - 1);
        let sides = top_bit | 1;
        let mut regions = Vec::new();
        for bound1 in 2..n - 1 {
            let mut allowed = [mask; 32];
            // Against the mirror in the `\` diagonal (row = col): column 1's queen comes after
            // row 1's column.
            for row in allowed.iter_mut().take(bound1).skip(2) {
                *row &= !2;
            }
            regions.push(Region {
                n,
                corner: true,
                bound1,
                bound2: usize::MAX,
                sides,
                top_bit,
                end_bit: 0,
                allowed,
            });
        }
        let (mut last_mask, mut end_bit) = (sides, top_bit >> 1);
        let mut bound1 = 1;
        while bound1 < n - 1 - bound1 {
            let mut allowed = [mask; 32];
            // No edge queen nearer a corner than row 0's queen is.
            for row in allowed.iter_mut().take(bound1).skip(1) {
                *row &= !sides;
            }
            allowed[n - 1] &= !last_mask;
            regions.push(Region {
                n,
                corner: false,
                bound1,
                bound2: n - 1 - bound1,
                sides,
                top_bit,
                end_bit,
                allowed,
            });
            last_mask |= last_mask >> 1 | last_mask << 1;
            end_bit >>= 1;
            bound1 += 1;
        }
        regions
    }

    /// The first placed rows: (row, left, down, right) below them, and the board so far.
    fn root(&self) -> (usize, u32, u32, u32, [u32; 32]) {
        let mut board = [0u32; 32];
        let bit = 1u32 << self.bound1;
        if self.corner {
            board[0] = 1;
            board[1] = bit;
            (2, (2 | bit) << 1, 1 | bit, bit >> 1, board)
        } else {
            board[0] = bit;
            (1, bit << 1, bit, bit >> 1, board)
        }
    }

    /// The free squares of `row` given the attacks from above (`down` holds the used columns).
    #[inline(always)]
    fn free(&self, row: usize, left: u32, down: u32, right: u32) -> u32 {
        let mut free = self.allowed[row] & !(left | down | right);
        if row == self.bound2 {
            // Both edge columns are taken by this row, at the latest: past it an edge queen
            // would be nearer the bottom corners than row 0's queen is to its corner.
            let missing = self.sides & !down;
            if missing == self.sides {
                return 0;
            }
            if missing != 0 {
                free &= missing;
            }
        }
        free
    }

    /// Takaken's check at a leaf of a side region: the edge queens tie with row 0's queen under
    /// a rotation only where the board's rows say so; then the board is compared with that
    /// rotation, row by row. Returns the class size (2, 4 or 8), or 0 when a rotation of the
    /// board comes first and is the one counted.
    fn class(&self, board: &[u32; 32]) -> u32 {
        let last = self.n - 1;
        // 90°: the left edge's queen in row bound2.
        if board[self.bound2] == 1 {
            let (mut own, mut pattern) = (1, 2u32);
            while own <= last {
                let (mut bit, mut you) = (1u32, last);
                while board[you] != pattern && board[own] >= bit {
                    bit <<= 1;
                    you -= 1;
                }
                if board[own] > bit {
                    return 0;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                pattern <<= 1;
            }
            if own > last {
                return 2;
            }
        }
        // 180°: the bottom row's queen in column n - 1 - bound1.
        if board[last] == self.end_bit {
            let (mut own, mut you) = (1, last - 1);
            while own <= last {
                let (mut bit, mut pattern) = (1u32, self.top_bit);
                while pattern != board[you] && board[own] >= bit {
                    bit <<= 1;
                    pattern >>= 1;
                }
                if board[own] > bit {
                    return 0;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                you = you.wrapping_sub(1);
            }
            if own > last {
                return 4;
            }
        }
        // 270°: the right edge's queen in row bound1.
        if board[self.bound1] == self.top_bit {
            let (mut own, mut pattern) = (1, self.top_bit >> 1);
            while own <= last {
                let (mut bit, mut you) = (1u32, 0);
                while board[you] != pattern && board[own] >= bit {
                    bit <<= 1;
                    you += 1;
                }
                if board[own] > bit {
                    return 0;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                pattern >>= 1;
            }
        }
        8
    }

    /// Counts a solution (the board complete): its class, if it is the one counted.
    #[inline(always)]
    fn leaf(&self, board: &[u32; 32], counts: &mut Counts) {
        counts.nodes += 1;
        if self.corner {
            counts.c8 += 1; // a corner queen: no rotation keeps it, and bound1 chose the mirror
            return;
        }
        match self.class(board) {
            2 => counts.c2 += 1,
            4 => counts.c4 += 1,
            8 => counts.c8 += 1,
            _ => {}
        }
    }
}

/// A node at `row` of one region: the attacks on it and the queens above it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    region: usize,
    row: usize,
    left: u32,
    down: u32,
    right: u32,
    board: [u32; 32],
}

/// The nodes at row `depth` below a node, in search order (a depth-first search with its own
/// stack), counting the queens placed on the way in `nodes`.
struct Descent<'a> {
    region: &'a Region,
    /// The region's number in `Region::all`.
    number: usize,
    depth: usize,
    /// The row of the node it started from, and the row it stands on now.
    top: usize,
    row: usize,
    done: bool,
    left: [u32; 32],
    down: [u32; 32],
    right: [u32; 32],
    /// The squares of each row not tried yet.
    free: [u32; 32],
    board: [u32; 32],
    nodes: u64,
}

impl<'a> Descent<'a> {
    fn new(regions: &'a [Region], from: &Node, depth: usize) -> Descent<'a> {
        let region = &regions[from.region];
        let mut descent = Descent {
            region,
            number: from.region,
            depth,
            top: from.row,
            row: from.row,
            done: false,
            left: [0; 32],
            down: [0; 32],
            right: [0; 32],
            free: [0; 32],
            board: from.board,
            nodes: 0,
        };
        let row = from.row;
        (descent.left[row], descent.down[row], descent.right[row]) =
            (from.left, from.down, from.right);
        if row < depth {
            descent.free[row] = region.free(row, from.left, from.down, from.right);
        }
        descent
    }
}

impl Iterator for Descent<'_> {
    type Item = Node;

    fn next(&mut self) -> Option<Node> {
        while !self.done {
            let row = self.row;
            if row == self.depth {
                let node = Node {
                    region: self.number,
                    row,
                    left: self.left[row],
                    down: self.down[row],
                    right: self.right[row],
                    board: self.board,
                };
                self.done = row == self.top;
                self.row = row.saturating_sub(1);
                return Some(node);
            }
            if self.free[row] == 0 {
                // Backtrack.
                self.done = row == self.top;
                self.row = row.saturating_sub(1);
                continue;
            }
            let bit = self.free[row] & self.free[row].wrapping_neg();
            self.free[row] ^= bit;
            self.board[row] = bit;
            self.nodes += 1;
            let (left, down, right) = (
                (self.left[row] | bit) << 1,
                self.down[row] | bit,
                (self.right[row] | bit) >> 1,
            );
            let next = row + 1;
            (self.left[next], self.down[next], self.right[next]) = (left, down, right);
            if next < self.depth {
                self.free[next] = self.region.free(next, left, down, right);
            }
            self.row = next;
        }
        None
    }
}

/// The rows placed before the search is split: the units, numbered in search order, are what
/// threads take one at a time and what `--part` deals out. A fixed function of n.
fn unit_depth(n: usize) -> usize {
    match n {
        ..=5 => n - 2,
        6..=17 => 4,
        _ => 5,
    }
}

/// Every unit of the search for n, in order: each region's nodes at row `unit_depth(n)`.
pub(super) fn units(regions: &[Region]) -> impl Iterator<Item = Node> + '_ {
    regions.iter().enumerate().flat_map(|(number, region)| {
        let (row, left, down, right, board) = region.root();
        let root = Node {
            region: number,
            row,
            left,
            down,
            right,
            board,
        };
        Descent::new(regions, &root, unit_depth(region.n))
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::engines;
    use super::super::{count, Engine, Method};
    use super::*;
    use std::sync::atomic::Ordering;

    /// Every walk finds what the scalar one finds with the parents' indices in an array of
    /// their own (as from n = 20), where the depth slices would pack them in `down` below.
    #[test]
    fn unpacked_indices_count_the_same() {
        for engine in engines(Method::Walk) {
            let kernel = engine.walk();
            for n in 4..=13 {
                let regions = Region::all(n);
                let mut counts = Counts::default();
                let nodes = AtomicU64::new(0);
                (kernel.count)(&regions, &mut units(&regions), &mut counts, &nodes, false);
                let mut scalar = count(n, Method::Walk, Engine::SCALAR, 1, 0, 1, None);
                scalar.units = 0;
                assert_eq!(counts, scalar, "n = {n}, {engine:?}");
                assert_eq!(nodes.load(Ordering::Relaxed), scalar.nodes, "n = {n}");
            }
        }
    }
}
