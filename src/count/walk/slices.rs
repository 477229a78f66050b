//! The depth slices: the plan every SIMD walk shares, its kernels apart (`avx512.rs`, 16 nodes
//! to a zmm; `avx2.rs`, 8 to a ymm). Below a unit, the live nodes of each row are kept as plain
//! arrays (left, down, right, and the parent's index in the row above). A call takes the nodes
//! of one row, a register's lanes at a time (two such groups a step, so that their chains of
//! dependent instructions overlap): a step gives every lane its node's lowest free square, makes
//! the children, and appends the live ones to the next row's arrays (a compress); lanes whose
//! node has no square left take the next nodes of the input (an expand), their free squares
//! computed there. When the next row holds a chunk, a call searches it (and so on down), then
//! the row above goes on where it stopped. Up to 64 consecutive units of one region start
//! together, as the first row's nodes.
//!
//! Every lane of a call stands on the same row, so the row's rules are constants of the call:
//! the squares it allows (the corner and side rules) are one broadcast value, and the rule that
//! row `bound2` takes both edge columns is a short block that only the call for that row runs.
//! The rows `bound1` and `bound2` also compare the queen with the one that would tie with row
//! 0's under a rotation, and set a flag bit in `down` where it does; the last row's tie (180°)
//! is tested where the solutions are counted. The last three rows are closed in one call, with
//! no branch: the row n - 3 queen in every lane, then both squares of row n - 2 and the one
//! left for row n - 1. A solution with no tie is the one counted of its class of 8, counted in
//! bulk by a popcount; a tied one (one per 567 nodes at n = 16) has its board rebuilt by walking
//! up the arrays through the parents' indices (row k's queen is `down[k] ^ down[k - 1][parent]`)
//! for the symmetry check of the scalar engine.

use super::{scalar, Kernel, Node, Region};
use crate::count::Counts;
use std::sync::atomic::{AtomicU64, Ordering};

/// The children that make a row's arrays a chunk: the call for that row starts.
pub(in crate::count) const CHUNK: usize = 2048;
/// A row's room: a chunk, up to 31 more children of the step that filled it, and the 16
/// entries with no free square that a refill may read past the end.
pub(in crate::count) const ROOM: usize = CHUNK + 48;
/// The units a worker searches together, at most.
const BATCH: usize = 64;
/// The flag bit in `down`: a queen above ties with row 0's under a rotation.
pub(in crate::count) const TIED: u32 = 1 << 31;
/// Tied solutions wait in a buffer of this many (less 32) before their check.
pub(in crate::count) const TIES: usize = 256;

/// The kernels of an engine (`avx512.rs`, `avx2.rs`): the calls for a row,
/// which run with the engine's `target_feature`s. A step that fills the next row's chunk calls
/// `Slices::search` for it with the same kernels.
pub(in crate::count) trait Kernels {
    /// Whether this CPU runs the kernels (has the features they are compiled for).
    fn available() -> bool;
    /// The call for a row above n - 3: its nodes' children go to the next row's arrays.
    /// `PACKED`: parents' indices in `down`. `TIE`: the row's queen may tie with row 0's.
    /// `HERE`, `NEXT`: this row or the next is row bound2.
    ///
    /// # Safety
    /// The CPU runs the kernels.
    unsafe fn step<const PACKED: bool, const TIE: bool, const HERE: bool, const NEXT: bool>(
        search: &mut Slices<'_>,
        row: usize,
    );
    /// The call for row n - 3: the last three rows' queens, the solutions counted. `SIDE`: a
    /// side region (ties possible); the others as for `step`.
    ///
    /// # Safety
    /// The CPU runs the kernels.
    unsafe fn close<const PACKED: bool, const SIDE: bool, const HERE: bool, const NEXT: bool>(
        search: &mut Slices<'_>,
        row: usize,
    );
}

/// One worker's search: the rows' arrays, the units' region and roots, its counts so far.
pub(in crate::count) struct Slices<'a> {
    pub(super) region: &'a Region,
    pub(super) n: usize,
    /// The units searched together: their nodes are row `top`'s arrays, in this order.
    pub(super) roots: Vec<Node>,
    pub(super) top: usize,
    /// Row `row`'s arrays are `[row * ROOM..][..ROOM]` of each, `len[row]` nodes long. A node's
    /// parent is its index in the row above: in `down`'s bits n..=30 where they hold ROOM
    /// (`packed`, n <= 19), else in `parent`.
    pub(super) left: Vec<u32>,
    pub(super) down: Vec<u32>,
    pub(super) right: Vec<u32>,
    pub(super) parent: Vec<u32>,
    pub(super) packed: bool,
    pub(super) len: [usize; 32],
    /// For each row, the queen that ties with row 0's (bound1: the last column, bound2: the
    /// first), or 0 where no queen can.
    pub(super) tie: [u32; 32],
    /// The last row's tie (side regions), or a value no queen has.
    pub(super) end_bit: u32,
    /// Tied solutions: the index of their row n - 3 node, and the queens of the last three rows.
    pub(super) tied: [Vec<u32>; 4],
    pub(super) tied_len: usize,
    /// The tied solutions' boards and the nodes their walks stand on (`settle`).
    pub(super) boards: Vec<[u32; 32]>,
    pub(super) indices: Vec<usize>,
    pub(super) counts: Counts,
}

impl<'a> Slices<'a> {
    fn new(region: &'a Region) -> Slices<'a> {
        let n = region.n;
        Slices {
            region,
            n,
            roots: Vec::with_capacity(BATCH),
            top: 0,
            left: vec![0; n * ROOM],
            down: vec![0; n * ROOM],
            right: vec![0; n * ROOM],
            parent: vec![0; n * ROOM],
            packed: ROOM <= 1 << (31 - n),
            len: [0; 32],
            tie: [0; 32],
            end_bit: u32::MAX,
            tied: std::array::from_fn(|_| vec![0; TIES]),
            tied_len: 0,
            boards: vec![[0; 32]; TIES],
            indices: vec![0; TIES],
            counts: Counts::default(),
        }
    }

    /// Counts the trees below `roots` (units of `region`, all at one row no lower than n - 3,
    /// at most BATCH) into `self.counts`, on the kernels `K`.
    ///
    /// # Safety
    /// The CPU runs `K`'s kernels.
    unsafe fn units<K: Kernels>(&mut self, region: &'a Region, roots: &[Node]) {
        let Some(first) = roots.first() else { return };
        self.region = region;
        self.tie = [0; 32];
        self.end_bit = u32::MAX;
        if !region.corner {
            self.tie[region.bound1] = region.top_bit;
            self.tie[region.bound2] = 1;
            self.end_bit = region.end_bit;
        }
        let row = first.row;
        for (index, root) in roots.iter().enumerate() {
            assert!(root.row == row && root.region == first.region);
            // Ties above the root are known from its board.
            let tied =
                (0..row).any(|above| self.tie[above] != 0 && root.board[above] == self.tie[above]);
            let at = row * ROOM + index;
            self.left[at] = root.left;
            self.down[at] = root.down | if tied { TIED } else { 0 };
            self.right[at] = root.right;
            self.parent[at] = 0;
        }
        self.len[row] = roots.len();
        self.roots.clear();
        self.roots.extend_from_slice(roots);
        self.top = row;
        self.search::<K>(row);
    }

    /// Searches below the nodes of `row` on the kernels `K`, then empties its arrays.
    ///
    /// # Safety
    /// The CPU runs `K`'s kernels.
    pub(super) unsafe fn search<K: Kernels>(&mut self, row: usize) {
        // The refills read up to 16 entries past the last: none has a free square.
        let end = row * ROOM + self.len[row];
        self.down[end..end + 16].fill(!0);
        let side = !self.region.corner;
        let here = side && row == self.region.bound2;
        let next = side && row + 1 == self.region.bound2;
        macro_rules! call {
            ($kernel:ident, $($flag:expr),*) => {
                match (self.packed, here, next) {
                    (true, false, false) => K::$kernel::<true, $($flag,)* false, false>(self, row),
                    (true, true, _) => K::$kernel::<true, $($flag,)* true, false>(self, row),
                    (true, false, true) => K::$kernel::<true, $($flag,)* false, true>(self, row),
                    (false, false, false) => K::$kernel::<false, $($flag,)* false, false>(self, row),
                    (false, true, _) => K::$kernel::<false, $($flag,)* true, false>(self, row),
                    (false, false, true) => K::$kernel::<false, $($flag,)* false, true>(self, row),
                }
            };
        }
        if row + 3 == self.n {
            if side {
                call!(close, true);
            } else {
                call!(close, false);
            }
            self.settle();
        } else if self.tie[row] != 0 {
            call!(step, true);
        } else {
            call!(step, false);
        }
        self.len[row] = 0;
    }

    /// Checks the kept solutions' symmetry, each board rebuilt from the arrays. The walks go
    /// up row by row for all of them at once, so their loads do not wait for each other.
    pub(super) fn settle(&mut self) {
        let (n, count) = (self.n, self.tied_len);
        let columns = (1u32 << n) - 1;
        let top = self.top;
        let boards = &mut self.boards[..count];
        let indices = &mut self.indices[..count];
        for (at, (board, index)) in boards.iter_mut().zip(indices.iter_mut()).enumerate() {
            board[n - 1] = self.tied[3][at];
            board[n - 2] = self.tied[2][at];
            board[n - 3] = self.tied[1][at];
            *index = self.tied[0][at] as usize;
        }
        for row in (top + 1..=n - 3).rev() {
            let (here, above) = (&self.down[row * ROOM..], &self.down[(row - 1) * ROOM..]);
            for (board, index) in boards.iter_mut().zip(indices.iter_mut()) {
                let down = here[*index];
                let parent = if self.packed {
                    ((down & !TIED) >> n) as usize
                } else {
                    self.parent[row * ROOM + *index] as usize
                };
                board[row - 1] = (down ^ above[parent]) & columns;
                *index = parent;
            }
        }
        for (board, &index) in boards.iter_mut().zip(indices.iter()) {
            // The walk ends on a root: its board holds the rows above.
            board[..top].copy_from_slice(&self.roots[index].board[..top]);
            match self.region.class(board) {
                2 => self.counts.c2 += 1,
                4 => self.counts.c4 += 1,
                8 => self.counts.c8 += 1,
                _ => {}
            }
        }
        self.tied_len = 0;
    }
}

/// The walk on the kernels `K` (`walk::Kernel`): its safe entry, which checks the CPU first.
pub(in crate::count) const fn kernel<K: Kernels>() -> Kernel {
    Kernel {
        available: K::available,
        count: count::<K>,
    }
}

/// Counts the subtrees of `units` into `counts` on the kernels `K`, adding the nodes of each
/// finished unit to `nodes_done`, the parents' indices packed in `down` where `packed` allows.
///
/// # Panics
/// Where the CPU cannot run `K`'s kernels: `Engine::runs` says so first.
fn count<K: Kernels>(
    regions: &[Region],
    units: &mut dyn Iterator<Item = Node>,
    counts: &mut Counts,
    nodes_done: &AtomicU64,
    packed: bool,
) {
    assert!(K::available(), "this CPU cannot run these depth slices");
    // SAFETY: `K::available()` just said the CPU runs the kernels.
    unsafe { run::<K>(regions, units, counts, nodes_done, packed) }
}

/// Counts the subtrees of `units` on the kernels `K`, the parents' indices in their own array
/// unless `packed` and `down` can hold them.
///
/// # Safety
/// The CPU runs `K`'s kernels.
unsafe fn run<K: Kernels>(
    regions: &[Region],
    units: &mut dyn Iterator<Item = Node>,
    counts: &mut Counts,
    nodes_done: &AtomicU64,
    packed: bool,
) {
    let Some(first) = regions.first() else { return };
    let mut search = Slices::new(first);
    search.packed &= packed;
    // Consecutive units of one region are searched together: the first rows below them fill
    // the lanes better than one unit's do.
    let mut batch: Vec<Node> = Vec::with_capacity(BATCH);
    let mut flush = |batch: &mut Vec<Node>, counts: &mut Counts| {
        if let Some(first) = batch.first() {
            search.units::<K>(&regions[first.region], batch);
            let found = std::mem::take(&mut search.counts);
            counts.add(&found);
            nodes_done.fetch_add(found.nodes, Ordering::Relaxed);
            batch.clear();
        }
    };
    for unit in units {
        let region = &regions[unit.region];
        if unit.row + 3 > region.n {
            let before = counts.nodes;
            let mut board = unit.board;
            let (row, left, down, right) = (unit.row, unit.left, unit.down, unit.right);
            scalar::search(region, row, left, down, right, &mut board, counts);
            nodes_done.fetch_add(counts.nodes - before, Ordering::Relaxed);
            continue;
        }
        let other = batch
            .first()
            .is_some_and(|first| first.region != unit.region);
        if other || batch.len() == BATCH {
            flush(&mut batch, counts);
        }
        batch.push(unit);
    }
    flush(&mut batch, counts);
}
