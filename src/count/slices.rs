//! The depth-slice search (AVX-512 F, POPCNT): below a unit, the live nodes of each row are kept
//! as plain arrays (left, down, right, and the parent's index in the row above).
//! A call takes the nodes of one row, 16 at a time in the lanes of a zmm register (two such
//! groups a step, so that their chains of dependent instructions overlap): a step gives every
//! lane its node's lowest free square, makes the 16 children, and appends the live ones to the
//! next row's arrays with `vpcompressd`; lanes whose node has no square left take the next nodes
//! of the input with `vpexpandd`, their free squares computed there. When the next row holds a
//! chunk, a call searches it (and so on down), then the row above goes on where it stopped. Up
//! to 64 consecutive units of one region start together, as the first row's nodes.
//!
//! Every lane of a call stands on the same row, so the row's rules are constants of the call:
//! the squares it allows (the corner and side rules) are one broadcast value, and the rule that
//! row `bound2` takes both edge columns is a short block that only the call for that row runs.
//! The rows `bound1` and `bound2` also compare the queen with the one that would tie with row
//! 0's under a rotation, and set a flag bit in `down` where it does; the last row's tie (180°)
//! is tested where the solutions are counted. The last three rows are closed in one call, with
//! no branch: the row n - 3 queen in every lane, then both squares of row n - 2 and the one
//! left for row n - 1. A solution with no tie is the one counted of its class of 8, counted in
//! bulk by a popcount; a tied one (one per 567 nodes at n = 16) has its board rebuilt by walking up the
//! arrays through the parents' indices (row k's queen is `down[k] ^ down[k - 1][parent]`) for
//! the symmetry check of the scalar engine.

use super::{scalar, Counts, Node, Region};
use std::arch::x86_64::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// The children that make a row's arrays a chunk: the call for that row starts.
pub(super) const CHUNK: usize = 2048;
/// A row's room: a chunk, up to 31 more children of the step that filled it, and the 16
/// entries with no free square that a refill may read past the end.
pub(super) const ROOM: usize = CHUNK + 48;
/// The units a worker searches together, at most.
const BATCH: usize = 64;
/// The flag bit in `down`: a queen above ties with row 0's under a rotation.
pub(super) const TIED: u32 = 1 << 31;
/// Tied solutions wait in a buffer of this many (less 32) before their check.
pub(super) const TIES: usize = 256;

pub fn available() -> bool {
    is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("popcnt")
}

/// A lane's number in each lane.
#[target_feature(enable = "avx512f")]
fn lane_numbers() -> __m512i {
    _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
}

/// Row bound2's rule on its free squares (Region::free): both edge columns by then. None
/// missing, any square; one, that edge; two, none.
#[target_feature(enable = "avx512f")]
fn edges(free: __m512i, down: __m512i, sides: __m512i) -> __m512i {
    let missing = _mm512_andnot_si512(down, sides);
    let some = _mm512_test_epi32_mask(missing, missing);
    let both = _mm512_cmpeq_epi32_mask(missing, sides);
    let free = _mm512_mask_and_epi32(free, some, free, missing);
    _mm512_maskz_mov_epi32(!both, free)
}

/// The kernels of an engine (AVX-512 here, AVX2 in `slices_avx2.rs`): the calls for a row,
/// which run with the engine's `target_feature`s. A step that fills the next row's chunk calls
/// `Slices::search` for it with the same kernels.
pub(super) trait Kernels {
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

/// The AVX-512 kernels (F, POPCNT): 16 lanes a group.
struct Avx512;

impl Kernels for Avx512 {
    unsafe fn step<const PACKED: bool, const TIE: bool, const HERE: bool, const NEXT: bool>(
        search: &mut Slices<'_>,
        row: usize,
    ) {
        search.step::<PACKED, TIE, HERE, NEXT>(row);
    }

    unsafe fn close<const PACKED: bool, const SIDE: bool, const HERE: bool, const NEXT: bool>(
        search: &mut Slices<'_>,
        row: usize,
    ) {
        search.close::<PACKED, SIDE, HERE, NEXT>(row);
    }
}

/// 16 nodes, one a lane: their attacks, the squares not tried yet, and (unless packed in
/// `down`) their index in the call's input.
#[derive(Clone, Copy)]
struct Group {
    left: __m512i,
    down: __m512i,
    right: __m512i,
    free: __m512i,
    parent: __m512i,
}

/// One worker's search: the rows' arrays, the units' region and roots, its counts so far.
pub(super) struct Slices<'a> {
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

/// The arrays of one row, and the constants of its call.
struct Call {
    left: *mut u32,
    down: *mut u32,
    right: *mut u32,
    parent: *mut u32,
    len: usize,
    allowed: __m512i,
    sides: __m512i,
    /// `down`'s bits that stay when a node takes a lane: the columns and the tie flag.
    keep: __m512i,
    /// Each lane's number, shifted where the index is packed in `down`.
    numbers: __m512i,
    shift: u32,
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

    /// The arrays and constants of the call for `row`.
    #[target_feature(enable = "avx512f")]
    unsafe fn call(&mut self, row: usize) -> Call {
        let n = self.n;
        let at = row * ROOM;
        let shift = if self.packed { n as u32 } else { 0 };
        Call {
            left: self.left.as_mut_ptr().add(at),
            down: self.down.as_mut_ptr().add(at),
            right: self.right.as_mut_ptr().add(at),
            parent: self.parent.as_mut_ptr().add(at),
            len: self.len[row],
            allowed: _mm512_set1_epi32(self.region.allowed[row] as i32),
            sides: _mm512_set1_epi32(self.region.sides as i32),
            keep: _mm512_set1_epi32((TIED | ((1u32 << n) - 1)) as i32),
            numbers: _mm512_sll_epi32(lane_numbers(), _mm_cvtsi32_si128(shift as i32)),
            shift,
        }
    }

    /// The call for a row above n - 3: its nodes' children go to the next row's arrays.
    /// `PACKED`: parents' indices in `down`. `TIE`: the row's queen may tie with row 0's.
    /// `HERE`, `NEXT`: this row or the next is row bound2.
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline(never)]
    unsafe fn step<const PACKED: bool, const TIE: bool, const HERE: bool, const NEXT: bool>(
        &mut self,
        row: usize,
    ) {
        let input = self.call(row);
        let output = self.call(row + 1);
        let mut len = self.len[row + 1];
        let zero = _mm512_setzero_si512();
        let tie = _mm512_set1_epi32(self.tie[row] as i32);
        let flag = _mm512_set1_epi32(TIED as i32);
        let empty = Group {
            left: zero,
            down: zero,
            right: zero,
            free: zero,
            parent: zero,
        };
        // Two groups of 16 lanes: each step's chain of dependent instructions is long, and
        // the two overlap.
        let (mut a, mut b) = (empty, empty);
        let (mut cursor, mut nodes) = (0, 0u64);
        macro_rules! refill {
            ($group:ident) => {{
                // Idle lanes take the next nodes of the input.
                let Group {
                    mut left,
                    mut down,
                    mut right,
                    mut free,
                    mut parent,
                } = $group;
                let idle = _mm512_testn_epi32_mask(free, free);
                let load = |array: *mut u32| _mm512_loadu_si512(array.add(cursor).cast());
                left = _mm512_mask_expand_epi32(left, idle, load(input.left));
                down = _mm512_mask_expand_epi32(down, idle, load(input.down));
                right = _mm512_mask_expand_epi32(right, idle, load(input.right));
                let indices = _mm512_add_epi32(
                    _mm512_set1_epi32((cursor << input.shift) as i32),
                    input.numbers,
                );
                if PACKED {
                    // The nodes' own indices: (down & keep) | indices.
                    let indices = _mm512_maskz_expand_epi32(idle, indices);
                    down = _mm512_mask_ternarylogic_epi32::<0xEA>(down, idle, input.keep, indices);
                } else {
                    parent = _mm512_mask_expand_epi32(parent, idle, indices);
                }
                let mut fresh = _mm512_ternarylogic_epi32::<0x10>(
                    input.allowed,
                    _mm512_or_si512(left, right),
                    down,
                );
                if HERE {
                    fresh = edges(fresh, down, input.sides);
                }
                free = _mm512_mask_mov_epi32(free, idle, fresh);
                cursor = (cursor + idle.count_ones() as usize).min(input.len);
                $group = Group {
                    left,
                    down,
                    right,
                    free,
                    parent,
                };
            }};
        }
        macro_rules! advance {
            ($group:ident, $active:ident) => {{
                let Group {
                    left,
                    down,
                    right,
                    free,
                    parent,
                } = $group;
                nodes += u64::from($active.count_ones());
                // Every lane takes its lowest free square.
                let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
                $group.free = _mm512_xor_si512(free, bit);
                let child_left = _mm512_slli_epi32::<1>(_mm512_or_si512(left, bit));
                let mut child_down = _mm512_or_si512(down, bit);
                let child_right = _mm512_srli_epi32::<1>(_mm512_or_si512(right, bit));
                if TIE {
                    let ties = _mm512_cmpeq_epi32_mask(bit, tie);
                    child_down = _mm512_mask_or_epi32(child_down, ties, child_down, flag);
                }
                // allowed & !(left | right) & !down
                let mut child_free = _mm512_ternarylogic_epi32::<0x10>(
                    output.allowed,
                    _mm512_or_si512(child_left, child_right),
                    child_down,
                );
                if NEXT {
                    child_free = edges(child_free, child_down, output.sides);
                }
                let live = _mm512_mask_test_epi32_mask($active, child_free, child_free);
                let store = |array: *mut u32, lanes| {
                    let packed = _mm512_maskz_compress_epi32(live, lanes);
                    _mm512_storeu_si512(array.add(len).cast(), packed);
                };
                store(output.left, child_left);
                store(output.down, child_down);
                store(output.right, child_right);
                if !PACKED {
                    store(output.parent, parent);
                }
                len += live.count_ones() as usize;
            }};
        }
        loop {
            refill!(a);
            refill!(b);
            let active_a = _mm512_test_epi32_mask(a.free, a.free);
            let active_b = _mm512_test_epi32_mask(b.free, b.free);
            if active_a | active_b == 0 {
                break;
            }
            advance!(a, active_a);
            advance!(b, active_b);
            if len >= CHUNK {
                self.len[row + 1] = len;
                self.search::<Avx512>(row + 1);
                len = 0;
            }
        }
        self.counts.nodes += nodes;
        self.len[row + 1] = len;
        if len > 0 {
            self.search::<Avx512>(row + 1);
        }
    }

    /// The call for row n - 3: the last three rows' queens, the solutions counted.
    /// `SIDE`: a side region (ties possible); the others as for `step`.
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline(never)]
    unsafe fn close<const PACKED: bool, const SIDE: bool, const HERE: bool, const NEXT: bool>(
        &mut self,
        row: usize,
    ) {
        let input = self.call(row);
        let n = self.n;
        let zero = _mm512_setzero_si512();
        let allowed2 = _mm512_set1_epi32(self.region.allowed[n - 2] as i32);
        let allowed1 = _mm512_set1_epi32(self.region.allowed[n - 1] as i32);
        let never = |tie: u32| _mm512_set1_epi32(if tie == 0 { -1 } else { tie as i32 });
        let (tie3, tie2) = (never(self.tie[n - 3]), never(self.tie[n - 2]));
        let end_bit = _mm512_set1_epi32(self.end_bit as i32);
        let flag = _mm512_set1_epi32(TIED as i32);
        let empty = Group {
            left: zero,
            down: zero,
            right: zero,
            free: zero,
            parent: zero,
        };
        let (mut a, mut b) = (empty, empty);
        let (mut cursor, mut nodes, mut plain) = (0, 0u64, 0u64);
        macro_rules! refill {
            ($group:ident) => {{
                let Group {
                    mut left,
                    mut down,
                    mut right,
                    mut free,
                    mut parent,
                } = $group;
                let idle = _mm512_testn_epi32_mask(free, free);
                let load = |array: *mut u32| _mm512_loadu_si512(array.add(cursor).cast());
                left = _mm512_mask_expand_epi32(left, idle, load(input.left));
                down = _mm512_mask_expand_epi32(down, idle, load(input.down));
                right = _mm512_mask_expand_epi32(right, idle, load(input.right));
                if SIDE {
                    let indices = _mm512_add_epi32(
                        _mm512_set1_epi32((cursor << input.shift) as i32),
                        input.numbers,
                    );
                    if PACKED {
                        let indices = _mm512_maskz_expand_epi32(idle, indices);
                        down =
                            _mm512_mask_ternarylogic_epi32::<0xEA>(down, idle, input.keep, indices);
                    } else {
                        parent = _mm512_mask_expand_epi32(parent, idle, indices);
                    }
                }
                let mut fresh = _mm512_ternarylogic_epi32::<0x10>(
                    input.allowed,
                    _mm512_or_si512(left, right),
                    down,
                );
                if HERE {
                    fresh = edges(fresh, down, input.sides);
                }
                free = _mm512_mask_mov_epi32(free, idle, fresh);
                cursor = (cursor + idle.count_ones() as usize).min(input.len);
                $group = Group {
                    left,
                    down,
                    right,
                    free,
                    parent,
                };
            }};
        }
        macro_rules! advance {
            ($group:ident, $active:ident) => {{
                let Group {
                    left,
                    down,
                    right,
                    free,
                    mut parent,
                } = $group;
                let active = $active;
                // Row n - 3.
                let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
                $group.free = _mm512_xor_si512(free, bit);
                let left2 = _mm512_slli_epi32::<1>(_mm512_or_si512(left, bit));
                let down2 = _mm512_or_si512(down, bit);
                let right2 = _mm512_srli_epi32::<1>(_mm512_or_si512(right, bit));
                let mut free2 = _mm512_ternarylogic_epi32::<0x10>(
                    allowed2,
                    _mm512_or_si512(left2, right2),
                    down2,
                );
                if NEXT {
                    free2 = edges(free2, down2, input.sides);
                }
                // Row n - 2: both its squares; row n - 1: the square left to each.
                let first = _mm512_and_si512(free2, _mm512_sub_epi32(zero, free2));
                let second = _mm512_xor_si512(free2, first);
                let last = |queen| {
                    let attacks = _mm512_or_si512(
                        _mm512_slli_epi32::<1>(_mm512_or_si512(left2, queen)),
                        _mm512_srli_epi32::<1>(_mm512_or_si512(right2, queen)),
                    );
                    let down1 = _mm512_or_si512(down2, queen);
                    _mm512_ternarylogic_epi32::<0x10>(allowed1, attacks, down1)
                };
                let (last1, last2) = (last(first), last(second));
                let placed1 = _mm512_mask_test_epi32_mask(active, free2, free2);
                let placed2 = _mm512_mask_test_epi32_mask(placed1, second, second);
                let solved1 = _mm512_mask_test_epi32_mask(placed1, last1, last1);
                let solved2 = _mm512_mask_test_epi32_mask(placed2, last2, last2);
                nodes += u64::from(
                    active.count_ones()
                        + placed1.count_ones()
                        + placed2.count_ones()
                        + solved1.count_ones()
                        + solved2.count_ones(),
                );
                if SIDE {
                    let flagged =
                        _mm512_test_epi32_mask(down, flag) | _mm512_cmpeq_epi32_mask(bit, tie3);
                    let tied = |solved, queen, last| {
                        let ties = flagged
                            | _mm512_cmpeq_epi32_mask(queen, tie2)
                            | _mm512_cmpeq_epi32_mask(last, end_bit);
                        solved & ties
                    };
                    let (tied1, tied2) =
                        (tied(solved1, first, last1), tied(solved2, second, last2));
                    plain += u64::from(
                        (solved1 & !tied1).count_ones() + (solved2 & !tied2).count_ones(),
                    );
                    if tied1 | tied2 != 0 {
                        if PACKED {
                            let shift = _mm_cvtsi32_si128(input.shift as i32);
                            parent = _mm512_srl_epi32(_mm512_andnot_si512(flag, down), shift);
                        }
                        self.keep(tied1, parent, bit, first, last1);
                        self.keep(tied2, parent, bit, second, last2);
                    }
                } else {
                    plain += u64::from(solved1.count_ones() + solved2.count_ones());
                }
            }};
        }
        loop {
            refill!(a);
            refill!(b);
            let active_a = _mm512_test_epi32_mask(a.free, a.free);
            let active_b = _mm512_test_epi32_mask(b.free, b.free);
            if active_a | active_b == 0 {
                break;
            }
            advance!(a, active_a);
            advance!(b, active_b);
        }
        self.counts.nodes += nodes;
        self.counts.c8 += plain;
    }

    /// Keeps the tied solutions of the lanes in `tied` for the check.
    #[target_feature(enable = "avx512f,popcnt")]
    unsafe fn keep(
        &mut self,
        tied: __mmask16,
        parent: __m512i,
        bit: __m512i,
        queen: __m512i,
        last: __m512i,
    ) {
        if tied == 0 {
            return;
        }
        if self.tied_len + 16 > TIES {
            self.settle();
        }
        let at = self.tied_len;
        for (array, lanes) in self.tied.iter_mut().zip([parent, bit, queen, last]) {
            let packed = _mm512_maskz_compress_epi32(tied, lanes);
            _mm512_storeu_si512(array.as_mut_ptr().add(at).cast(), packed);
        }
        self.tied_len += tied.count_ones() as usize;
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

/// Counts the subtrees of `units` into `counts`, adding the nodes of each finished unit to
/// `nodes_done`: the engine's safe entry, which checks the CPU first.
///
/// # Panics
/// Where the CPU lacks AVX-512 F or POPCNT: `Engine::best` never picks this engine there.
pub fn count(
    regions: &[Region],
    units: &mut dyn Iterator<Item = Node>,
    counts: &mut Counts,
    nodes_done: &AtomicU64,
) {
    assert!(available(), "the depth slices need AVX-512 F and POPCNT");
    // SAFETY: `available()` just said the CPU has AVX-512 F and POPCNT.
    unsafe { run::<Avx512>(regions, units, counts, nodes_done, true) }
}

/// Counts the subtrees of `units` on the kernels `K`, the parents' indices in their own array
/// unless `packed` and `down` can hold them.
///
/// # Safety
/// The CPU runs `K`'s kernels.
pub(super) unsafe fn run<K: Kernels>(
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

#[cfg(test)]
pub(super) mod tests {
    use super::super::{count, units, Engine, Method};
    use super::*;

    /// The indices in an array of their own (n >= 20) find what the scalar engine finds, on
    /// the kernels `K`.
    ///
    /// # Safety
    /// The CPU runs `K`'s kernels.
    pub(in crate::count) unsafe fn unpacked<K: Kernels>() {
        for n in 4..=13 {
            let regions = Region::all(n);
            let mut counts = Counts::default();
            let nodes = AtomicU64::new(0);
            run::<K>(&regions, &mut units(&regions), &mut counts, &nodes, false);
            let mut scalar = count(n, Method::Walk, Engine::Scalar, 1, 0, 1, None);
            scalar.units = 0;
            assert_eq!(counts, scalar, "n = {n}");
            assert_eq!(nodes.load(Ordering::Relaxed), scalar.nodes, "n = {n}");
        }
    }

    #[test]
    fn unpacked_indices_count_the_same() {
        if crate::count::tests::runs_here(Engine::Avx512, Method::Walk) {
            // SAFETY: the CPU runs the AVX-512 walk.
            unsafe { unpacked::<Avx512>() };
        }
    }
}
