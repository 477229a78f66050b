//! The walk's AVX2 kernels (with POPCNT) on the depth slices' plan (`slices.rs`, which holds the
//! rows' arrays, the batches of units and the tied solutions' check): 8 nodes to a ymm register
//! instead of AVX-512's 16 to a zmm (`avx512.rs`), two groups a step. AVX2 has no mask registers, no
//! compress and no expand: a lane mask is a `vmovmskps` of a compare, the live children are
//! packed by a `vpermd` whose indices a 256-entry table gives for each mask (`COMPRESS`), and
//! idle lanes take the next nodes by the inverse table (`EXPAND`) and a `vpblendvb`.

use super::slices::{Kernels, Slices, CHUNK, ROOM, TIED, TIES};
use std::arch::x86_64::*;

/// For each mask of 8 lanes, the `vpermd` indices that move its lanes to the front, in order.
static COMPRESS: [[i32; 8]; 256] = tables().0;
/// For each mask of 8 lanes, the `vpermd` indices that give its k-th lane element k.
static EXPAND: [[i32; 8]; 256] = tables().1;

const fn tables() -> ([[i32; 8]; 256], [[i32; 8]; 256]) {
    let (mut compress, mut expand) = ([[0i32; 8]; 256], [[0i32; 8]; 256]);
    let mut mask = 0;
    while mask < 256 {
        let (mut lane, mut kept) = (0, 0);
        while lane < 8 {
            if mask >> lane & 1 == 1 {
                compress[mask][kept] = lane as i32;
                expand[mask][lane] = kept as i32;
                kept += 1;
            }
            lane += 1;
        }
        mask += 1;
    }
    (compress, expand)
}

/// The lanes whose top bit is set (a compare's true lanes), as 8 bits.
#[target_feature(enable = "avx2")]
fn lanes(compare: __m256i) -> u32 {
    _mm256_movemask_ps(_mm256_castsi256_ps(compare)) as u32
}

/// The lanes that are not 0, as 8 bits.
#[target_feature(enable = "avx2")]
fn nonzero(value: __m256i) -> u32 {
    !lanes(_mm256_cmpeq_epi32(value, _mm256_setzero_si256())) & 0xFF
}

/// The `vpermd` indices of `table` for `mask`.
#[target_feature(enable = "avx2")]
fn order(table: &[[i32; 8]; 256], mask: u32) -> __m256i {
    // SAFETY: a row of 8 i32 is 32 bytes to read.
    unsafe { _mm256_loadu_si256(table[mask as usize].as_ptr().cast()) }
}

/// Row bound2's rule on its free squares (Region::free): both edge columns by then. None
/// missing, any square; one, that edge; two, none.
#[target_feature(enable = "avx2")]
fn edges(free: __m256i, down: __m256i, sides: __m256i) -> __m256i {
    let missing = _mm256_andnot_si256(down, sides);
    let none = _mm256_cmpeq_epi32(missing, _mm256_setzero_si256());
    let both = _mm256_cmpeq_epi32(missing, sides);
    let free = _mm256_blendv_epi8(_mm256_and_si256(free, missing), free, none);
    _mm256_andnot_si256(both, free)
}

/// 8 nodes, one a lane: their attacks, the squares not tried yet, and (unless packed in
/// `down`) their index in the call's input.
#[derive(Clone, Copy)]
struct Group {
    left: __m256i,
    down: __m256i,
    right: __m256i,
    free: __m256i,
    parent: __m256i,
}

impl Group {
    /// No node: every lane 0, as a group starts before its first refill.
    #[target_feature(enable = "avx2")]
    fn empty() -> Group {
        let zero = _mm256_setzero_si256();
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
    left: __m256i,
    down: __m256i,
    right: __m256i,
}

/// The arrays of one row, and the constants of its call.
struct Call {
    left: *mut u32,
    down: *mut u32,
    right: *mut u32,
    parent: *mut u32,
    len: usize,
    allowed: __m256i,
    sides: __m256i,
    /// `down`'s bits that stay when a node takes a lane: the columns and the tie flag.
    keep: __m256i,
    /// Each lane's number, shifted where the index is packed in `down`.
    numbers: __m256i,
    shift: u32,
}

/// The AVX2 kernels (with POPCNT): 8 lanes a group.
pub(in crate::count) struct Avx2;

impl Kernels for Avx2 {
    fn available() -> bool {
        is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt")
    }

    unsafe fn step<const PACKED: bool, const TIE: bool, const HERE: bool, const NEXT: bool>(
        search: &mut Slices<'_>,
        row: usize,
    ) {
        step::<PACKED, TIE, HERE, NEXT>(search, row);
    }

    unsafe fn close<const PACKED: bool, const SIDE: bool, const HERE: bool, const NEXT: bool>(
        search: &mut Slices<'_>,
        row: usize,
    ) {
        close::<PACKED, SIDE, HERE, NEXT>(search, row);
    }
}

/// The arrays and constants of the call for `row`.
///
/// # Safety
/// The CPU has AVX2; `row` < n.
#[target_feature(enable = "avx2")]
unsafe fn call(search: &mut Slices<'_>, row: usize) -> Call {
    let n = search.n;
    let at = row * ROOM;
    let shift = if search.packed { n as u32 } else { 0 };
    let numbers = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    Call {
        left: search.left.as_mut_ptr().add(at),
        down: search.down.as_mut_ptr().add(at),
        right: search.right.as_mut_ptr().add(at),
        parent: search.parent.as_mut_ptr().add(at),
        len: search.len[row],
        allowed: _mm256_set1_epi32(search.region.allowed[row] as i32),
        sides: _mm256_set1_epi32(search.region.sides as i32),
        keep: _mm256_set1_epi32((TIED | ((1u32 << n) - 1)) as i32),
        numbers: _mm256_sll_epi32(numbers, _mm_cvtsi32_si128(shift as i32)),
        shift,
    }
}

/// Idle lanes of `$group` (no free square) take the next nodes of `$input` from `$cursor`:
/// their attacks, their index (in `down` where `$packed`, else in `parent`, where `$indices`),
/// and their free squares (with row bound2's rule where `$here`).
macro_rules! refill {
    ($group:ident, $input:ident, $cursor:ident, $packed:expr, $indices:expr, $here:expr) => {{
        let Group {
            mut left,
            mut down,
            mut right,
            mut free,
            mut parent,
        } = $group;
        let idle_lanes = _mm256_cmpeq_epi32(free, _mm256_setzero_si256());
        let idle = lanes(idle_lanes);
        let spread = order(&EXPAND, idle);
        let load = |array: *mut u32| {
            let next = _mm256_loadu_si256(array.add($cursor).cast());
            _mm256_permutevar8x32_epi32(next, spread)
        };
        left = _mm256_blendv_epi8(left, load($input.left), idle_lanes);
        down = _mm256_blendv_epi8(down, load($input.down), idle_lanes);
        right = _mm256_blendv_epi8(right, load($input.right), idle_lanes);
        if $indices {
            let first = _mm256_set1_epi32(($cursor << $input.shift) as i32);
            let indices = _mm256_add_epi32(first, $input.numbers);
            let indices = _mm256_permutevar8x32_epi32(indices, spread);
            if $packed {
                // The nodes' own indices: (down & keep) | indices.
                let own = _mm256_or_si256(_mm256_and_si256(down, $input.keep), indices);
                down = _mm256_blendv_epi8(down, own, idle_lanes);
            } else {
                parent = _mm256_blendv_epi8(parent, indices, idle_lanes);
            }
        }
        let attacks = _mm256_or_si256(_mm256_or_si256(left, right), down);
        let mut fresh = _mm256_andnot_si256(attacks, $input.allowed);
        if $here {
            fresh = edges(fresh, down, $input.sides);
        }
        free = _mm256_blendv_epi8(free, fresh, idle_lanes);
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
#[target_feature(enable = "avx2")]
fn place(group: &mut Group) -> (__m256i, Child) {
    let Group {
        left,
        down,
        right,
        free,
        ..
    } = *group;
    let bit = _mm256_and_si256(free, _mm256_sub_epi32(_mm256_setzero_si256(), free));
    group.free = _mm256_xor_si256(free, bit);
    let child = Child {
        left: _mm256_slli_epi32::<1>(_mm256_or_si256(left, bit)),
        down: _mm256_or_si256(down, bit),
        right: _mm256_srli_epi32::<1>(_mm256_or_si256(right, bit)),
    };
    (bit, child)
}

/// The loop of both kernels over the nodes of `$row` (their call, `$input`): two groups of 8
/// lanes, whose chains of dependent instructions overlap, their idle lanes refilled (`refill!`,
/// with `$packed`, `$indices` and `$here`). Each time round, each group places its queens
/// (`place`) and runs `$queens` with `$active` (the lanes that placed one), `$node` (the group
/// before), `$bit` and `$child`; `$then` runs after both groups. Left when neither group has a
/// node. A macro, so that each kernel's `$queens` is inlined in its loop, once a group.
/// It is AVX-512's (`avx512.rs`) in AVX2's instructions, for a kernel's reasons: one loop
/// shared by the two files could not take each one's features (`duplicates` pairs them).
macro_rules! two_groups {
    (
        $search:ident, $row:expr, $input:ident, $packed:expr, $indices:expr, $here:expr,
        |$active:ident, $node:ident, $bit:ident, $child:ident| $queens:block
        $(then $then:block)?
    ) => {{
        let $input = call($search, $row);
        let (mut a, mut b) = (Group::empty(), Group::empty());
        let mut cursor = 0;
        loop {
            refill!(a, $input, cursor, $packed, $indices, $here);
            refill!(b, $input, cursor, $packed, $indices, $here);
            let (active_a, active_b) = (nonzero(a.free), nonzero(b.free));
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

/// `Kernels::step` on AVX2: as the AVX-512 one (`avx512.rs`), 8 lanes a group, the same steps in
/// AVX2's instructions (compares and `vpermd` tables for its missing masks, compress, expand).
#[target_feature(enable = "avx2,popcnt")]
#[inline(never)]
unsafe fn step<const PACKED: bool, const TIE: bool, const HERE: bool, const NEXT: bool>(
    search: &mut Slices<'_>,
    row: usize,
) {
    let output = call(search, row + 1);
    let mut len = search.len[row + 1];
    let tie = _mm256_set1_epi32(search.tie[row] as i32);
    let flag = _mm256_set1_epi32(TIED as i32);
    let mut nodes = 0u64;
    two_groups!(search, row, input, PACKED, true, HERE, |active, node, bit, child| {
        nodes += u64::from(active.count_ones());
        let down = if TIE {
            let ties = _mm256_cmpeq_epi32(bit, tie);
            _mm256_or_si256(child.down, _mm256_and_si256(ties, flag))
        } else {
            child.down
        };
        let attacks = _mm256_or_si256(_mm256_or_si256(child.left, child.right), down);
        let mut free = _mm256_andnot_si256(attacks, output.allowed);
        if NEXT {
            free = edges(free, down, output.sides);
        }
        // The live children appended to the next row's arrays.
        let live = active & nonzero(free);
        let pack = order(&COMPRESS, live);
        let store = |array: *mut u32, lanes| {
            let packed = _mm256_permutevar8x32_epi32(lanes, pack);
            _mm256_storeu_si256(array.add(len).cast(), packed);
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
            search.len[row + 1] = len;
            search.search::<Avx2>(row + 1);
            len = 0;
        }
    });
    search.counts.nodes += nodes;
    search.len[row + 1] = len;
    if len > 0 {
        search.search::<Avx2>(row + 1);
    }
}

/// `Kernels::close` on AVX2: as the AVX-512 one (`avx512.rs`), 8 lanes a group: the last three
/// rows of two groups in one loop, with no branch.
#[target_feature(enable = "avx2,popcnt")]
#[inline(never)]
unsafe fn close<const PACKED: bool, const SIDE: bool, const HERE: bool, const NEXT: bool>(
    search: &mut Slices<'_>,
    row: usize,
) {
    let n = search.n;
    let zero = _mm256_setzero_si256();
    let allowed2 = _mm256_set1_epi32(search.region.allowed[n - 2] as i32);
    let allowed1 = _mm256_set1_epi32(search.region.allowed[n - 1] as i32);
    let never = |tie: u32| _mm256_set1_epi32(if tie == 0 { -1 } else { tie as i32 });
    let (tie3, tie2) = (never(search.tie[n - 3]), never(search.tie[n - 2]));
    let end_bit = _mm256_set1_epi32(search.end_bit as i32);
    let flag = _mm256_set1_epi32(TIED as i32);
    let (mut nodes, mut plain) = (0u64, 0u64);
    let equal = |x, y| lanes(_mm256_cmpeq_epi32(x, y));
    two_groups!(
        search,
        row,
        input,
        PACKED,
        SIDE,
        HERE,
        |active, node, bit, child| {
            // Row n - 3's queens placed; row n - 2: both its squares; row n - 1: the one left to each.
            let attacks2 = _mm256_or_si256(_mm256_or_si256(child.left, child.right), child.down);
            let mut free2 = _mm256_andnot_si256(attacks2, allowed2);
            if NEXT {
                free2 = edges(free2, child.down, input.sides);
            }
            let first = _mm256_and_si256(free2, _mm256_sub_epi32(zero, free2));
            let second = _mm256_xor_si256(free2, first);
            let last = |queen| {
                let attacks = _mm256_or_si256(
                    _mm256_slli_epi32::<1>(_mm256_or_si256(child.left, queen)),
                    _mm256_srli_epi32::<1>(_mm256_or_si256(child.right, queen)),
                );
                let down1 = _mm256_or_si256(child.down, queen);
                _mm256_andnot_si256(_mm256_or_si256(attacks, down1), allowed1)
            };
            let (last1, last2) = (last(first), last(second));
            let placed1 = active & nonzero(free2);
            let placed2 = placed1 & nonzero(second);
            let solved1 = placed1 & nonzero(last1);
            let solved2 = placed2 & nonzero(last2);
            nodes += u64::from(
                active.count_ones()
                    + placed1.count_ones()
                    + placed2.count_ones()
                    + solved1.count_ones()
                    + solved2.count_ones(),
            );
            if SIDE {
                let flagged = nonzero(_mm256_and_si256(node.down, flag)) | equal(bit, tie3);
                let tied = |solved: u32, queen, last| {
                    solved & (flagged | equal(queen, tie2) | equal(last, end_bit))
                };
                let (tied1, tied2) = (tied(solved1, first, last1), tied(solved2, second, last2));
                plain +=
                    u64::from((solved1 & !tied1).count_ones() + (solved2 & !tied2).count_ones());
                if tied1 | tied2 != 0 {
                    let parent = if PACKED {
                        let shift = _mm_cvtsi32_si128(input.shift as i32);
                        _mm256_srl_epi32(_mm256_andnot_si256(flag, node.down), shift)
                    } else {
                        node.parent
                    };
                    keep(search, tied1, [parent, bit, first, last1]);
                    keep(search, tied2, [parent, bit, second, last2]);
                }
            } else {
                plain += u64::from(solved1.count_ones() + solved2.count_ones());
            }
        }
    );
    search.counts.nodes += nodes;
    search.counts.c8 += plain;
}

/// Keeps the tied solutions of the lanes in `tied` for the check: their row n - 3 node's index,
/// and the queens of the last three rows.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn keep(search: &mut Slices<'_>, tied: u32, values: [__m256i; 4]) {
    if tied == 0 {
        return;
    }
    if search.tied_len + 8 > TIES {
        search.settle();
    }
    let at = search.tied_len;
    let pack = order(&COMPRESS, tied);
    for (array, lanes) in search.tied.iter_mut().zip(values) {
        let packed = _mm256_permutevar8x32_epi32(lanes, pack);
        _mm256_storeu_si256(array.as_mut_ptr().add(at).cast(), packed);
    }
    search.tied_len += tied.count_ones() as usize;
}
