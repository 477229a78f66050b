//! The walk's AVX-512 kernels (F, POPCNT) on the depth slices' plan (`slices.rs`): 16 nodes to
//! a zmm, the live children appended with `vpcompressd`, the idle lanes refilled with
//! `vpexpandd`, the lane masks in mask registers.

use super::slices::{Kernels, Slices, CHUNK, ROOM, TIED, TIES};
use std::arch::x86_64::*;

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

/// The AVX-512 kernels (F, POPCNT): 16 lanes a group.
pub(in crate::count) struct Avx512;

impl Kernels for Avx512 {
    fn available() -> bool {
        is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("popcnt")
    }

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

impl Group {
    /// No node: every lane 0, as a group starts before its first refill.
    #[target_feature(enable = "avx512f")]
    fn empty() -> Group {
        let zero = _mm512_setzero_si512();
        Group {
            left: zero,
            down: zero,
            right: zero,
            free: zero,
            parent: zero,
        }
    }
}

/// A group's children, once its queens are placed: their attacks on the next row.
#[derive(Clone, Copy)]
struct Child {
    left: __m512i,
    down: __m512i,
    right: __m512i,
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

/// Idle lanes of `$group` (no free square) take the next nodes of `$input` from `$cursor`
/// (`vpexpandd`): their attacks, their index (in `down` where `$packed`, else in `parent`, where
/// `$indices`), and their free squares (with row bound2's rule where `$here`).
macro_rules! refill {
    ($group:ident, $input:ident, $cursor:ident, $packed:expr, $indices:expr, $here:expr) => {{
        let Group {
            mut left,
            mut down,
            mut right,
            mut free,
            mut parent,
        } = $group;
        let idle = _mm512_testn_epi32_mask(free, free);
        let load = |array: *mut u32| _mm512_loadu_si512(array.add($cursor).cast());
        left = _mm512_mask_expand_epi32(left, idle, load($input.left));
        down = _mm512_mask_expand_epi32(down, idle, load($input.down));
        right = _mm512_mask_expand_epi32(right, idle, load($input.right));
        if $indices {
            let indices = _mm512_add_epi32(
                _mm512_set1_epi32(($cursor << $input.shift) as i32),
                $input.numbers,
            );
            if $packed {
                // The nodes' own indices: (down & keep) | indices.
                let indices = _mm512_maskz_expand_epi32(idle, indices);
                down = _mm512_mask_ternarylogic_epi32::<0xEA>(down, idle, $input.keep, indices);
            } else {
                parent = _mm512_mask_expand_epi32(parent, idle, indices);
            }
        }
        let mut fresh =
            _mm512_ternarylogic_epi32::<0x10>($input.allowed, _mm512_or_si512(left, right), down);
        if $here {
            fresh = edges(fresh, down, $input.sides);
        }
        free = _mm512_mask_mov_epi32(free, idle, fresh);
        $cursor = ($cursor + idle.count_ones() as usize).min($input.len);
        $group = Group {
            left,
            down,
            right,
            free,
            parent,
        };
    }};
}

/// The queens of `group`: each lane with a free square takes its lowest (`bit`, which leaves
/// its free squares), and the children's attacks on the next row.
#[target_feature(enable = "avx512f")]
fn place(group: &mut Group) -> (__m512i, Child) {
    let Group {
        left,
        down,
        right,
        free,
        ..
    } = *group;
    let bit = _mm512_and_si512(free, _mm512_sub_epi32(_mm512_setzero_si512(), free));
    group.free = _mm512_xor_si512(free, bit);
    let child = Child {
        left: _mm512_slli_epi32::<1>(_mm512_or_si512(left, bit)),
        down: _mm512_or_si512(down, bit),
        right: _mm512_srli_epi32::<1>(_mm512_or_si512(right, bit)),
    };
    (bit, child)
}

/// The loop of both kernels over the nodes of `$row` (their call, `$input`): two groups of 16
/// lanes, whose chains of dependent instructions overlap, their idle lanes refilled (`refill!`,
/// with `$packed`, `$indices` and `$here`). Each time round, each group places its queens
/// (`place`) and runs `$queens` with `$active` (the lanes that placed one), `$node` (the group
/// before), `$bit` and `$child`; `$then` runs after both groups. Left when neither group has a
/// node. A macro, so that each kernel's `$queens` is inlined in its loop, once a group.
/// It is AVX2's (`avx2.rs`) in AVX-512's instructions, for a kernel's reasons: one loop
/// shared by the two files could not take each one's features (`duplicates` pairs them).
macro_rules! two_groups {
    (
        $search:ident, $row:expr, $input:ident, $packed:expr, $indices:expr, $here:expr,
        |$active:ident, $node:ident, $bit:ident, $child:ident| $queens:block
        $(then $then:block)?
    ) => {{
        let $input = $search.call($row);
        let (mut a, mut b) = (Group::empty(), Group::empty());
        let mut cursor = 0;
        loop {
            refill!(a, $input, cursor, $packed, $indices, $here);
            refill!(b, $input, cursor, $packed, $indices, $here);
            let (active_a, active_b) = (
                _mm512_test_epi32_mask(a.free, a.free),
                _mm512_test_epi32_mask(b.free, b.free),
            );
            if active_a | active_b == 0 {
                break;
            }
            {
                let ($active, $node, ($bit, $child)) = (active_a, a, place(&mut a));
                $queens
            }
            {
                let ($active, $node, ($bit, $child)) = (active_b, b, place(&mut b));
                $queens
            }
            $($then)?
        }
    }};
}

impl Slices<'_> {
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
    /// `HERE`, `NEXT`: this row or the next is row bound2. The steps of AVX2's (`avx2.rs`) in
    /// AVX-512's instructions (mask registers, compress, expand).
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline(never)]
    unsafe fn step<const PACKED: bool, const TIE: bool, const HERE: bool, const NEXT: bool>(
        &mut self,
        row: usize,
    ) {
        let output = self.call(row + 1);
        let mut len = self.len[row + 1];
        let tie = _mm512_set1_epi32(self.tie[row] as i32);
        let flag = _mm512_set1_epi32(TIED as i32);
        let mut nodes = 0u64;
        two_groups!(self, row, input, PACKED, true, HERE, |active, node, bit, child| {
            nodes += u64::from(active.count_ones());
            let down = if TIE {
                let ties = _mm512_cmpeq_epi32_mask(bit, tie);
                _mm512_mask_or_epi32(child.down, ties, child.down, flag)
            } else {
                child.down
            };
            // allowed & !(left | right) & !down
            let mut free = _mm512_ternarylogic_epi32::<0x10>(
                output.allowed,
                _mm512_or_si512(child.left, child.right),
                down,
            );
            if NEXT {
                free = edges(free, down, output.sides);
            }
            // The live children appended to the next row's arrays.
            let live = _mm512_mask_test_epi32_mask(active, free, free);
            let store = |array: *mut u32, lanes| {
                let packed = _mm512_maskz_compress_epi32(live, lanes);
                _mm512_storeu_si512(array.add(len).cast(), packed);
            };
            store(output.left, child.left);
            store(output.down, down);
            store(output.right, child.right);
            if !PACKED {
                store(output.parent, node.parent);
            }
            len += live.count_ones() as usize;
        } then {
            if len >= CHUNK {
                self.len[row + 1] = len;
                self.search::<Avx512>(row + 1);
                len = 0;
            }
        });
        self.counts.nodes += nodes;
        self.len[row + 1] = len;
        if len > 0 {
            self.search::<Avx512>(row + 1);
        }
    }

    /// The call for row n - 3: the last three rows' queens, the solutions counted.
    /// `SIDE`: a side region (ties possible); the others as for `step`. Long (85 lines) for a
    /// kernel's reasons: the last three rows of two groups in one loop, with no branch, as
    /// AVX2's, each row's masks written out for `vpternlogd` and the mask registers.
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline(never)]
    unsafe fn close<const PACKED: bool, const SIDE: bool, const HERE: bool, const NEXT: bool>(
        &mut self,
        row: usize,
    ) {
        let n = self.n;
        let zero = _mm512_setzero_si512();
        let allowed2 = _mm512_set1_epi32(self.region.allowed[n - 2] as i32);
        let allowed1 = _mm512_set1_epi32(self.region.allowed[n - 1] as i32);
        let never = |tie: u32| _mm512_set1_epi32(if tie == 0 { -1 } else { tie as i32 });
        let (tie3, tie2) = (never(self.tie[n - 3]), never(self.tie[n - 2]));
        let end_bit = _mm512_set1_epi32(self.end_bit as i32);
        let flag = _mm512_set1_epi32(TIED as i32);
        let (mut nodes, mut plain) = (0u64, 0u64);
        two_groups!(
            self,
            row,
            input,
            PACKED,
            SIDE,
            HERE,
            |active, node, bit, child| {
                // Row n - 3's queens placed; row n - 2: both its squares; row n - 1: the one left
                // to each.
                let mut free2 = _mm512_ternarylogic_epi32::<0x10>(
                    allowed2,
                    _mm512_or_si512(child.left, child.right),
                    child.down,
                );
                if NEXT {
                    free2 = edges(free2, child.down, input.sides);
                }
                let first = _mm512_and_si512(free2, _mm512_sub_epi32(zero, free2));
                let second = _mm512_xor_si512(free2, first);
                let last = |queen| {
                    let attacks = _mm512_or_si512(
                        _mm512_slli_epi32::<1>(_mm512_or_si512(child.left, queen)),
                        _mm512_srli_epi32::<1>(_mm512_or_si512(child.right, queen)),
                    );
                    let down1 = _mm512_or_si512(child.down, queen);
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
                    let flagged = _mm512_test_epi32_mask(node.down, flag)
                        | _mm512_cmpeq_epi32_mask(bit, tie3);
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
                        let parent = if PACKED {
                            let shift = _mm_cvtsi32_si128(input.shift as i32);
                            _mm512_srl_epi32(_mm512_andnot_si512(flag, node.down), shift)
                        } else {
                            node.parent
                        };
                        self.keep(tied1, parent, bit, first, last1);
                        self.keep(tied2, parent, bit, second, last2);
                    }
                } else {
                    plain += u64::from(solved1.count_ones() + solved2.count_ones());
                }
            }
        );
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
}
