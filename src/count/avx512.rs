//! The 16-lane search (AVX-512 F and CD, BMI2). Each lane holds a node with its free squares;
//! a step takes the lowest free square of every lane at once, makes the 16 children, drops the
//! dead ones, moves the live ones into the lanes whose node has no square left, and keeps the
//! rest on a stack; lanes still idle take the stack's top. No branch depends on the board, so
//! little is mispredicted. The stack is kept in whole, aligned packets of 16 nodes, read and
//! written whole: a load that overlaps a fresh store of another shape waits some 25 cycles for
//! that store to reach the cache. A step is a chain of dependent instructions, so two such
//! searches (engines) run interleaved, each below its own root, and the CPU overlaps them.

use super::{Counts, Node, Region};
use std::arch::x86_64::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// Row numbers ride in the top five bits of `down` (n <= 27 leaves them free).
const ROW_SHIFT: u32 = 27;
/// The board rows a lane keeps, from its root's row to row n - 2: 5 bits each in two
/// words, 6 rows a word.
pub const KEPT_ROWS: usize = 12;
/// Tied solutions wait in a buffer of this many before their symmetry is checked.
const SOLUTIONS: usize = 256;

pub fn available() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512cd")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("popcnt")
}

/// A mask of the lowest `count` (0..=16) bits.
fn low(count: usize) -> u32 {
    (1u32 << count) - 1
}

/// 16 nodes, one a lane: left, down (with the row on top), right, the free squares not
/// tried yet, and the board rows from the root's row on, 5 bits a row.
#[derive(Clone, Copy)]
struct Lanes {
    left: __m512i,
    down: __m512i,
    right: __m512i,
    free: __m512i,
    word0: __m512i,
    word1: __m512i,
}

/// What an engine's region allows: the rows' masks (32 in two vectors), bound2, the sides.
#[derive(Clone, Copy)]
struct Rules {
    allowed_low: __m512i,
    allowed_high: __m512i,
    bound2: __m512i,
    sides: __m512i,
    /// Where a solution may tie with a rotation of itself (Region::class): row bound2's
    /// column field in the words (two masks) and the value it has at column 0, row
    /// bound1's at column n - 1, and the last row's bit. A tie needs the board checked.
    left_masks: [__m512i; 2],
    left_value: __m512i,
    right_masks: [__m512i; 2],
    right_value: __m512i,
    end_bit: __m512i,
}

/// One search: its root and lanes, its stack (packets of six vectors: `packets` full ones
/// and `top` nodes in the next), its tied solutions waiting for the symmetry check (last
/// row, two words), and its counts since the root.
struct Engine {
    root: Node,
    running: bool,
    lanes: Lanes,
    rules: Rules,
    stack: Vec<__m512i>,
    packets: usize,
    top: usize,
    solutions: Vec<u32>,
    solved: usize,
    nodes: u64,
    /// Solutions with no tie: each a class of 8.
    plain: u64,
}

impl Engine {
    #[target_feature(enable = "avx512f")]
    fn new() -> Engine {
        let zero = _mm512_setzero_si512();
        Engine {
            root: Node {
                region: 0,
                row: 0,
                left: 0,
                down: 0,
                right: 0,
                board: [0; 32],
            },
            running: false,
            lanes: Lanes {
                left: zero,
                down: zero,
                right: zero,
                free: zero,
                word0: zero,
                word1: zero,
            },
            rules: Rules {
                allowed_low: zero,
                allowed_high: zero,
                bound2: zero,
                sides: zero,
                left_masks: [zero; 2],
                left_value: zero,
                right_masks: [zero; 2],
                right_value: zero,
                end_bit: zero,
            },
            stack: vec![zero; 6 * 64],
            packets: 0,
            top: 0,
            solutions: vec![0; 3 * SOLUTIONS + 16],
            solved: 0,
            nodes: 0,
            plain: 0,
        }
    }

    /// Whether `steps` must stop for this engine: its root is done, its solutions' buffer
    /// is nearly full, or its stack has no room for one more packet.
    fn needs_care(&self) -> bool {
        let drained = self.running && self.packets == 0 && self.top == 0 && self.lanes_idle();
        drained || self.solved > SOLUTIONS - 16 || 6 * (self.packets + 2) > self.stack.len()
    }

    fn lanes_idle(&self) -> bool {
        // SAFETY: __m512i is 16 u32.
        let free: [u32; 16] = unsafe { std::mem::transmute(self.lanes.free) };
        free.iter().all(|&free| free == 0)
    }

    /// Checks the buffered solutions' symmetry.
    fn settle(&mut self, regions: &[Region], counts: &mut Counts) {
        let region = &regions[self.root.region];
        let (n, root) = (region.n, &self.root);
        let (lasts, rest) = self.solutions.split_at(SOLUTIONS);
        let (words0, words1) = rest.split_at(SOLUTIONS);
        for at in 0..self.solved {
            let mut board = root.board;
            let words = [words0[at], words1[at]];
            for (row, queen) in board.iter_mut().enumerate().take(n - 1).skip(root.row) {
                let back = n - 2 - row; // rows shift in: the last placed is lowest
                *queen = 1 << (words[back / 6] >> (5 * (back % 6)) & 31);
            }
            board[n - 1] = lasts[at];
            region.leaf(&board, counts);
        }
        self.solved = 0;
    }

    /// Does what `needs_care` asked for: settles the solutions, makes room on the stack,
    /// or ends the search below the root and starts the next root's, its node in lane 0.
    #[target_feature(enable = "avx512f,avx512cd,bmi2,popcnt")]
    fn care(
        &mut self,
        regions: &[Region],
        roots: &mut dyn Iterator<Item = Node>,
        counts: &mut Counts,
        nodes_done: &AtomicU64,
    ) {
        if self.solved > SOLUTIONS - 16 {
            self.settle(regions, counts);
        }
        if 6 * (self.packets + 2) > self.stack.len() {
            let more = self.stack.len();
            self.stack.resize(2 * more, _mm512_setzero_si512());
        }
        let drained = self.packets == 0 && self.top == 0 && self.lanes_idle();
        if !self.running || !drained {
            return;
        }
        self.settle(regions, counts);
        counts.nodes += self.nodes + self.plain;
        counts.c8 += self.plain;
        nodes_done.fetch_add(self.nodes + self.plain, Ordering::Relaxed);
        (self.nodes, self.plain) = (0, 0);
        self.running = false;
        for root in roots {
            let region = &regions[root.region];
            let n = region.n;
            assert!(root.row + KEPT_ROWS + 1 >= n && n <= 27 && root.row < n);
            let free = region.free(root.row, root.left, root.down, root.right);
            if free == 0 {
                continue;
            }
            if root.row == n - 1 {
                let mut board = root.board;
                board[root.row] = free;
                region.leaf(&board, counts);
                continue;
            }
            let one = |value: u32| _mm512_maskz_set1_epi32(1, value as i32);
            let zero = _mm512_setzero_si512();
            self.lanes = Lanes {
                left: one(root.left),
                down: one(root.down | (root.row as u32) << ROW_SHIFT),
                right: one(root.right),
                free: one(free),
                word0: zero,
                word1: zero,
            };
            // SAFETY: `allowed` holds 32 u32, two vectors' worth.
            let (low, high) = unsafe {
                (
                    _mm512_loadu_si512(region.allowed.as_ptr().cast()),
                    _mm512_loadu_si512(region.allowed[16..].as_ptr().cast()),
                )
            };
            self.rules = Rules {
                allowed_low: low,
                allowed_high: high,
                bound2: _mm512_set1_epi32(region.bound2.min(63) as i32),
                sides: _mm512_set1_epi32(if region.corner {
                    0
                } else {
                    region.sides as i32
                }),
                left_masks: [zero; 2],
                left_value: _mm512_set1_epi32(-1),
                right_masks: [zero; 2],
                right_value: _mm512_set1_epi32(-1),
                end_bit: zero,
            };
            if !region.corner {
                // A row above the root is known: always (masks 0, value 0) or never (a
                // value no field has) a tie. A row below it is a 5-bit field of a word
                // at a solution (Engine::settle).
                let field = |row: usize, column: u32, bit: u32| {
                    if row < root.row {
                        let value = if root.board[row] == bit { 0 } else { -1 };
                        ([zero; 2], _mm512_set1_epi32(value))
                    } else {
                        let back = n - 2 - row;
                        let shift = 5 * (back % 6);
                        let mut masks = [zero; 2];
                        masks[back / 6] = _mm512_set1_epi32(31 << shift);
                        (masks, _mm512_set1_epi32((column << shift) as i32))
                    }
                };
                (self.rules.left_masks, self.rules.left_value) = field(region.bound2, 0, 1);
                (self.rules.right_masks, self.rules.right_value) =
                    field(region.bound1, n as u32 - 1, region.top_bit);
                self.rules.end_bit = _mm512_set1_epi32(region.end_bit as i32);
            }
            self.root = root;
            self.running = true;
            return;
        }
    }
}

/// The scalar state of an engine while it steps.
struct Cursor {
    packets: usize,
    top: usize,
    solved: usize,
    nodes: u64,
    plain: u64,
    stack: *mut __m512i,
    solutions: *mut u32,
}

/// Steps both engines, interleaved, until one needs care. No call inside: a call would
/// send every vector through memory.
#[target_feature(enable = "avx512f,avx512cd,bmi2,popcnt")]
#[inline(never)]
unsafe fn steps(a: &mut Engine, b: &mut Engine, n: usize) {
    let zero = _mm512_setzero_si512();
    let row_step = _mm512_set1_epi32(1 << ROW_SHIFT);
    let last_row = _mm512_set1_epi32(n as i32 - 1);
    let thirty_one = _mm512_set1_epi32(31);
    let thirty_bits = _mm512_set1_epi32((1 << 30) - 1);
    let one = _mm512_set1_epi32(1);
    let sixteen = _mm512_set1_epi32(16);
    let lane_numbers = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    let cursor = |engine: &mut Engine| Cursor {
        packets: engine.packets,
        top: engine.top,
        solved: engine.solved,
        nodes: engine.nodes,
        plain: engine.plain,
        stack: engine.stack.as_mut_ptr(),
        solutions: engine.solutions.as_mut_ptr(),
    };
    let (mut lanes_a, mut lanes_b) = (a.lanes, b.lanes);
    let (rules_a, rules_b) = (a.rules, b.rules);
    let (mut at_a, mut at_b) = (cursor(a), cursor(b));
    let (running_a, running_b) = (a.running, b.running);
    let (room_a, room_b) = (a.stack.len() / 6 - 2, b.stack.len() / 6 - 2);

    macro_rules! step {
        ($lanes:ident, $rules:ident, $at:ident, $running:ident, $room:ident) => {{
            let lanes = $lanes;
            let active = _mm512_test_epi32_mask(lanes.free, lanes.free);
            let drained = active == 0 && $at.packets == 0 && $at.top == 0;
            if ($running && drained) || $at.solved > SOLUTIONS - 16 || $at.packets > $room {
                break;
            }
            $at.nodes += u64::from(active.count_ones());
            let Lanes {
                left,
                down,
                right,
                free,
                word0,
                word1,
            } = lanes;
            // Every lane takes its lowest free square; the lane keeps the rest.
            let bit = _mm512_and_si512(free, _mm512_sub_epi32(zero, free));
            let free = _mm512_xor_si512(free, bit);
            let child_left = _mm512_slli_epi32::<1>(_mm512_or_si512(left, bit));
            let child_down = _mm512_add_epi32(_mm512_or_si512(down, bit), row_step);
            let child_right = _mm512_srli_epi32::<1>(_mm512_or_si512(right, bit));
            let child_row = _mm512_srli_epi32::<ROW_SHIFT>(child_down);
            let allowed =
                _mm512_permutex2var_epi32($rules.allowed_low, child_row, $rules.allowed_high);
            // allowed & !(left | right) & !down
            let child_free = _mm512_ternarylogic_epi32::<0x10>(
                allowed,
                _mm512_or_si512(child_left, child_right),
                child_down,
            );
            // Row bound2 of a side region: both edge columns by then (Region::free). In
            // arithmetic, not masks: (x - 1) >> 31 is all ones exactly where x is 0.
            let zero_where = |x| _mm512_srai_epi32::<31>(_mm512_sub_epi32(x, one));
            let at_bound2 = zero_where(_mm512_xor_si512(child_row, $rules.bound2));
            // at_bound2 & sides & !down
            let missing = _mm512_ternarylogic_epi32::<0x40>(at_bound2, $rules.sides, child_down);
            // None missing: any square; one: that edge; two: none.
            let allow = _mm512_or_si512(missing, zero_where(missing));
            let two = _mm512_and_si512(missing, _mm512_sub_epi32(missing, one));
            let child_free = _mm512_ternarylogic_epi32::<0x80>(child_free, allow, zero_where(two));
            // The parent row's column shifts into the words, 5 bits a row, 6 rows a word:
            // the last row placed is the lowest field of word0.
            let column = _mm512_sub_epi32(thirty_one, _mm512_lzcnt_epi32(bit));
            let child_word1 = _mm512_or_si512(
                _mm512_slli_epi32::<5>(word1),
                _mm512_srli_epi32::<25>(word0),
            );
            // ((word0 << 5) | column) & 30 bits
            let child_word0 = _mm512_ternarylogic_epi32::<0xA8>(
                _mm512_slli_epi32::<5>(word0),
                column,
                thirty_bits,
            );
            let live = _mm512_mask_test_epi32_mask(active, child_free, child_free);
            let at_last = _mm512_cmpeq_epi32_mask(child_row, last_row);
            let solved = live & at_last;
            let push = live & !at_last;

            // A solution with no tie is the one counted of its class of 8; one with a
            // tie waits for the symmetry check with its board.
            // A field differs from its tie value by 0 exactly at a tie.
            let off = |masks: [__m512i; 2], value| {
                let low = _mm512_and_si512(child_word0, masks[0]);
                // (word1 & mask1) | low
                let field = _mm512_ternarylogic_epi32::<0xEA>(child_word1, masks[1], low);
                _mm512_xor_si512(field, value)
            };
            let nearest = _mm512_min_epu32(
                _mm512_min_epu32(
                    off($rules.left_masks, $rules.left_value),
                    off($rules.right_masks, $rules.right_value),
                ),
                _mm512_xor_si512(child_free, $rules.end_bit),
            );
            let tied = _mm512_mask_testn_epi32_mask(solved, nearest, nearest);
            $at.plain += u64::from((solved & !tied).count_ones());
            if tied != 0 {
                let to = $at.solutions.add($at.solved);
                let keep = |lanes| _mm512_maskz_compress_epi32(tied, lanes);
                _mm512_storeu_si512(to.cast(), keep(child_free));
                _mm512_storeu_si512(to.add(SOLUTIONS).cast(), keep(child_word0));
                _mm512_storeu_si512(to.add(2 * SOLUTIONS).cast(), keep(child_word1));
                $at.solved += tied.count_ones() as usize;
            }

            // The idle lanes (whose node has no square left) take live children first,
            // then the stack's top; children left over go on top of the stack.
            let idle = _mm512_testn_epi32_mask(free, free);
            let children = push.count_ones() as usize;
            let idle_count = idle.count_ones() as usize;
            let direct = children.min(idle_count);
            let top = $at.top;
            let popped = (idle_count - direct).min(top);
            let surplus = children - direct;
            // Child lanes in order, and each idle lane's rank among the idle lanes.
            let packing = _mm512_maskz_compress_epi32(push, lane_numbers);
            let rank = _mm512_maskz_expand_epi32(idle, lane_numbers);
            // Idle lane of rank k: the k-th child, or the top packet's entry
            // top - popped + k - direct (an index of 16 and more picks from the packet).
            let into = _pdep_u32(low(direct), u32::from(idle)) as u16;
            let refill = _pdep_u32(low(direct + popped), u32::from(idle)) as u16;
            let source = _mm512_mask_permutexvar_epi32(
                _mm512_add_epi32(rank, _mm512_set1_epi32((16 + top - popped - direct) as i32)),
                into,
                rank,
                packing,
            );
            // The top packet after the step: its entries below `top - popped` stay, then
            // the surplus children.
            let kept = top - popped;
            // (Indexed from the packet first, so the two permutes below overwrite
            // different tables, and fewer need a copy.)
            let stacking = _mm512_mask_mov_epi32(
                _mm512_or_si512(
                    _mm512_permutexvar_epi32(
                        _mm512_add_epi32(
                            lane_numbers,
                            _mm512_set1_epi32(direct as i32 - kept as i32),
                        ),
                        packing,
                    ),
                    sixteen,
                ),
                low(kept) as u16,
                lane_numbers,
            );
            let packet = $at.stack.add(6 * $at.packets);
            let moved = |field, children, at: usize| {
                let old = packet.add(at).read();
                let picked = _mm512_permutex2var_epi32(children, source, old);
                packet
                    .add(at)
                    .write(_mm512_permutex2var_epi32(old, stacking, children));
                _mm512_mask_mov_epi32(field, refill, picked)
            };
            $lanes = Lanes {
                left: moved(left, child_left, 0),
                down: moved(down, child_down, 1),
                right: moved(right, child_right, 2),
                free: moved(free, child_free, 3),
                word0: moved(word0, child_word0, 4),
                word1: moved(word1, child_word1, 5),
            };
            let filled = kept + surplus;
            if filled > 16 {
                // The top packet is full: the rest of the surplus starts the next one.
                let rest = _mm512_permutexvar_epi32(
                    _mm512_add_epi32(lane_numbers, _mm512_set1_epi32((direct + 16 - kept) as i32)),
                    packing,
                );
                let next = packet.add(6);
                next.write(_mm512_permutexvar_epi32(rest, child_left));
                next.add(1)
                    .write(_mm512_permutexvar_epi32(rest, child_down));
                next.add(2)
                    .write(_mm512_permutexvar_epi32(rest, child_right));
                next.add(3)
                    .write(_mm512_permutexvar_epi32(rest, child_free));
                next.add(4)
                    .write(_mm512_permutexvar_epi32(rest, child_word0));
                next.add(5)
                    .write(_mm512_permutexvar_epi32(rest, child_word1));
                $at.packets += 1;
                $at.top = filled - 16;
            } else if filled == 0 && $at.packets > 0 {
                // The top packet is empty: the full one below becomes the top.
                $at.packets -= 1;
                $at.top = 16;
            } else {
                $at.top = filled;
            }
        }};
    }

    loop {
        step!(lanes_a, rules_a, at_a, running_a, room_a);
        step!(lanes_b, rules_b, at_b, running_b, room_b);
    }
    for (engine, lanes, at) in [(a, lanes_a, at_a), (b, lanes_b, at_b)] {
        engine.lanes = lanes;
        (engine.packets, engine.top) = (at.packets, at.top);
        (engine.solved, engine.nodes, engine.plain) = (at.solved, at.nodes, at.plain);
    }
}

/// Counts the subtrees of `roots` (all at one row, from which the rows to n - 3 fit in a
/// lane's two words) into `counts`, adding the nodes of each finished root to `nodes_done`.
///
/// # Safety
/// The CPU has AVX-512 F and CD, BMI2 and POPCNT (`available()`).
#[target_feature(enable = "avx512f,avx512cd,bmi2,popcnt")]
pub unsafe fn run(
    regions: &[Region],
    roots: &mut dyn Iterator<Item = Node>,
    counts: &mut Counts,
    nodes_done: &AtomicU64,
) {
    let Some(first) = regions.first() else { return };
    let n = first.n;
    let (mut a, mut b) = (Engine::new(), Engine::new());
    // Both start drained: care() gives each its first root.
    a.running = true;
    b.running = true;
    a.care(regions, roots, counts, nodes_done);
    b.care(regions, roots, counts, nodes_done);
    while a.running || b.running {
        steps(&mut a, &mut b, n);
        for engine in [&mut a, &mut b] {
            if engine.needs_care() {
                engine.care(regions, roots, counts, nodes_done);
            }
        }
    }
}
