//! Counting by halves: the total Q(n) as a join of top and bottom half placements, and the
//! symmetric counts P(n) and R(n) by two small searches, from which the classes follow.
//!
//! The rows split into a top half (rows 0..h) and a bottom half (rows n - h..n); for odd n the
//! middle row h holds one queen in a column c. A solution is a top placement on a column set F
//! and a bottom placement on the other columns (c apart) that share no diagonal. Only the
//! diagonals both halves reach matter: for even n the `/` diagonals row + col in [h, n + h - 2]
//! and the `\` diagonals row - col in [1 - h, h - 1], n - 1 of each; a half placement keeps the
//! ones it holds as a 64-bit *footprint* (the `/` ones in the low bits, the `\` ones above), and
//! a top and a bottom fit when their footprints have no bit in common. For odd n the footprints
//! also hold the diagonals the middle queen can share with one half alone (`/` in [h, n + h - 1],
//! `\` in [-h, h], n of each): the bottom placements for a middle column c are made without
//! the squares it attacks and carry its two diagonals, so that the join turns away the tops it
//! attacks, and one top list serves every c.
//!
//! A half's placements on F are made from two lists built once per n: placements of the outer
//! rows (0..h/2) and of the inner rows (h/2..h), each grouped by its column set; for each way to
//! split F between them, every compatible outer-inner pair is one half placement. The bottom
//! half is the top half turned upside down (row r becomes n - 1 - r): the same lists, read
//! through a different footprint.
//!
//! A *unit* is one top column set F, and for odd n the middle columns it is joined with: each
//! (F, c) stands for its orbit under the left-right mirror (F becomes its reverse, c becomes
//! n - 1 - c) and the top-bottom flip (F becomes the other columns), counted once, where it
//! comes first, times the orbit's size. The units are a fixed function of n, numbered in order,
//! and independent: threads and `--part` deal them out as they deal the walk's.

use super::Counts;
use join::{Join, Joiner};
use parts::Parts;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

mod join;
mod parts;
pub(super) mod scalar;
// A chunk of 512 footprints for the engines narrower than it (AVX2, NEON), and their join
// engine: unsafe for calling their `target_feature` kernels.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
#[allow(unsafe_code)]
pub(super) mod wide;
// The halves' AVX2 kernels: unsafe for their intrinsics and their `target_feature` functions.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
pub(super) mod avx2;
// The halves' AVX-512 kernels: unsafe for the same reasons.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
pub(super) mod avx512;
// The halves' NEON join: unsafe for the same reasons.
#[cfg(target_arch = "aarch64")]
#[allow(unsafe_code)]
pub(super) mod neon;

/// The halves on one instruction set: its join engine (`Joiner`) and its combine.
pub(in crate::count) trait Kernels: Joiner + Sized {
    /// Whether this CPU runs the kernels (has the features they are compiled for).
    fn available() -> bool;
    /// The join engine.
    ///
    /// # Panics
    /// Where this CPU cannot run it (`available`).
    fn new() -> Self;
    /// Appends to `out` the footprint of each pair of an outer part and an inner one that share
    /// no diagonal, the inner parts that meet `guard` (a window) left out (`scalar::combine`
    /// is the reference).
    ///
    /// A SIMD engine's is `#[inline(always)]` down to its checks, its kernel apart: it is called
    /// once a split of a half (461,860 times for n = 16), and out of line below the generic
    /// driver its call and checks were 0.3 % of the count's instructions (callgrind, AVX2).
    ///
    /// # Panics
    /// Where this CPU cannot run it (`available`), or a group's slices differ in length.
    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64);
}

/// An engine's halves (its row's kernel): whether this CPU runs them, a worker's count of its
/// units (`count_units` on the engine's join), and the combine.
#[derive(Clone, Copy)]
pub(super) struct Kernel {
    pub available: fn() -> bool,
    pub count: fn(&Halves, &mut dyn Iterator<Item = Unit>, &AtomicU64) -> Counts,
    /// The combine alone, for the tests (`count` calls it within).
    #[cfg(test)]
    pub combine: Combine,
    /// The join and the combine against the reference ones.
    #[cfg(test)]
    pub check: fn(),
}

/// A combine (`Kernels::combine`), as the tests take it.
#[cfg(test)]
pub(super) type Combine = fn(&mut Vec<u64>, Parts, Parts, u64);

impl Kernel {
    /// The halves on the kernels `K`.
    pub const fn of<K: Kernels>() -> Kernel {
        Kernel {
            available: K::available,
            count: count_units::<K>,
            #[cfg(test)]
            combine: K::combine,
            #[cfg(test)]
            check: tests::check::<K>,
        }
    }
}

/// One unit: the top half's columns; for even n `weight`, how many column sets it stands for;
/// for odd n `middles`, the middle columns it is joined with (bit c), each weighed by
/// `odd_weight`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Unit {
    pub columns: u32,
    pub weight: u8,
    pub middles: u32,
}

/// The placements of some consecutive rows, grouped by column set: group `rank(set)` is
/// entries `start[rank]..start[rank + 1]` of each array. A placement keeps the `\` and `/`
/// diagonals it holds (bit row - col + n - 1 and bit row + col of the whole board), and its
/// footprints as a part of the top half and of the bottom one.
struct Lists {
    start: Vec<u32>,
    backward: Vec<u64>,
    forward: Vec<u64>,
    /// The diagonals in the window where the outer rows and the inner rows can meet.
    window: Vec<u64>,
    top: Vec<u64>,
    bottom: Vec<u64>,
}

/// The binomial coefficients C(i, j) for i, j <= 32.
fn binomials() -> [[u32; 33]; 33] {
    let mut table = [[0u32; 33]; 33];
    for i in 0..33 {
        table[i][0] = 1;
        for j in 1..=i {
            table[i][j] = table[i - 1][j - 1] + if j < i { table[i - 1][j] } else { 0 };
        }
    }
    table
}

/// A set's rank among the sets of its size (the combinatorial number system).
fn rank(binomial: &[[u32; 33]; 33], mut set: u32) -> usize {
    let (mut rank, mut index) = (0usize, 1);
    while set != 0 {
        let position = set.trailing_zeros() as usize;
        rank += binomial[position][index] as usize;
        index += 1;
        set &= set - 1;
    }
    rank
}

impl Lists {
    /// The non-attacking placements of rows `first..last` of an n board, grouped.
    fn new(n: usize, first: usize, last: usize, binomial: &[[u32; 33]; 33]) -> Lists {
        let mut found: Vec<(u32, u64, u64)> = Vec::new();
        let mut stack = vec![(first, 0u32, 0u64, 0u64)];
        while let Some((row, columns, backward, forward)) = stack.pop() {
            if row == last {
                found.push((columns, backward, forward));
                continue;
            }
            for col in 0..n {
                let (b, f) = (1u64 << (row + n - 1 - col), 1u64 << (row + col));
                if columns & 1 << col == 0 && backward & b == 0 && forward & f == 0 {
                    stack.push((row + 1, columns | 1 << col, backward | b, forward | f));
                }
            }
        }
        let groups = binomial[n][last - first] as usize;
        let mut start = vec![0u32; groups + 1];
        for &(columns, _, _) in &found {
            start[rank(binomial, columns) + 1] += 1;
        }
        for at in 0..groups {
            start[at + 1] += start[at];
        }
        let mut next = start.clone();
        let mut lists = Lists {
            start: Vec::new(),
            backward: vec![0; found.len()],
            forward: vec![0; found.len()],
            window: vec![0; found.len()],
            top: vec![0; found.len()],
            bottom: vec![0; found.len()],
        };
        for (columns, backward, forward) in found {
            let at = &mut next[rank(binomial, columns)];
            (lists.backward[*at as usize], lists.forward[*at as usize]) = (backward, forward);
            *at += 1;
        }
        lists.start = start;
        lists
    }

    /// The footprints, by `footprint(backward, forward, side)`.
    fn set_footprints(&mut self, footprint: impl Fn(u64, u64, Side) -> u64) {
        for at in 0..self.backward.len() {
            let (backward, forward) = (self.backward[at], self.forward[at]);
            self.top[at] = footprint(backward, forward, Side::Top);
            self.bottom[at] = footprint(backward, forward, Side::Bottom);
        }
    }

    /// The windows, by `window(backward, forward)`.
    fn set_windows(&mut self, window: impl Fn(u64, u64) -> u64) {
        for at in 0..self.backward.len() {
            self.window[at] = window(self.backward[at], self.forward[at]);
        }
    }

    fn group(&self, rank: usize) -> Range<usize> {
        self.start[rank] as usize..self.start[rank + 1] as usize
    }

    fn footprints(&self, side: Side) -> &[u64] {
        match side {
            Side::Top => &self.top,
            Side::Bottom => &self.bottom,
        }
    }

    /// The parts of `group` as the combine takes them, with their footprints on `side`.
    fn parts(&self, group: Range<usize>, side: Side) -> Parts<'_> {
        Parts {
            window: &self.window[group.clone()],
            footprints: &self.footprints(side)[group],
        }
    }
}

/// Where a footprint keeps each diagonal. Laid out plainly, the `/` ones in bits 0..width and
/// the `\` ones above; then the bits are put in order of how often a top and a bottom both
/// hold them (the product of the squares each half has on that diagonal), the most first, so
/// that the join can bucket both sides by their lowest bits (`join.rs`).
#[derive(Clone, Debug)]
struct Layout {
    n: usize,
    /// The rows of a half.
    rows: usize,
    /// The width of each kind of diagonal: n - 1 for even n, n for odd n.
    width: u32,
    /// Where each plain bit goes.
    order: [u8; 64],
}

impl Layout {
    fn new(n: usize, rows: usize) -> Layout {
        let width = n as u32 - 1 + n as u32 % 2;
        let mut layout = Layout {
            n,
            rows,
            width,
            order: std::array::from_fn(|bit| bit as u8),
        };
        // The squares of rows `rows` of the diagonal of plain bit `bit`.
        let squares = |bit: usize, rows: std::ops::Range<usize>| {
            let (n, h) = (n as isize, layout.rows as isize);
            let rows = rows.start as isize..rows.end as isize;
            if bit < width as usize {
                let sum = h + bit as isize; // `/`: row + col
                rows.filter(|row| (0..n).contains(&(sum - row))).count()
            } else {
                let difference = h + (bit - width as usize) as isize - (n - 1); // `\`: row - col
                rows.filter(|row| (0..n).contains(&(row - difference)))
                    .count()
            }
        };
        let mut bits: Vec<(usize, usize)> = (0..2 * width as usize)
            .map(|bit| (squares(bit, 0..rows) * squares(bit, n - rows..n), bit))
            .collect();
        bits.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (place, &(_, bit)) in bits.iter().enumerate() {
            layout.order[bit] = place as u8;
        }
        layout
    }

    /// A plain footprint's bits put in order.
    fn reorder(&self, plain: u64) -> u64 {
        let mut ordered = 0;
        let mut rest = plain;
        while rest != 0 {
            ordered |= 1 << self.order[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        ordered
    }

    /// The footprint of a half whose rows hold the diagonals `backward` (`\`, bit row - col +
    /// n - 1) and `forward` (`/`, bit row + col), as the top half or turned into the bottom one.
    #[inline(always)]
    fn footprint(&self, backward: u64, forward: u64, side: Side) -> u64 {
        let mask = (1u64 << self.width) - 1;
        let plain = match side {
            Side::Top => {
                // `/` row + col from h, `\` row - col + n - 1 from h.
                let shift = self.rows;
                (forward >> shift) & mask | ((backward >> shift) & mask) << self.width
            }
            Side::Bottom => {
                // Row r becomes n - 1 - r: a `\` diagonal of bit i becomes the `/` diagonal of
                // bit 2n - 2 - i, and a `/` one of bit i the `\` one of bit 2n - 2 - i; both
                // from h.
                let shift = 65 - 2 * self.n + self.rows;
                (backward.reverse_bits() >> shift) & mask
                    | ((forward.reverse_bits() >> shift) & mask) << self.width
            }
        };
        self.reorder(plain)
    }

    /// The footprint of the middle queen in column `col` (odd n): its `/` diagonal h + col and
    /// its `\` diagonal h - col.
    fn middle(&self, col: usize) -> u64 {
        self.reorder(1 << col | 1 << (self.width as usize + self.n - 1 - col))
    }
}

/// Everything the units of one n share: the two lists and the footprints' layout.
pub(super) struct Halves {
    outer: Lists,
    inner: Lists,
    /// The ways to split a half's columns: which of its `rows` columns (by position) go to the
    /// outer rows.
    splits: Vec<u32>,
    binomial: [[u32; 33]; 33],
    layout: Layout,
    /// The windows (`Lists::window`); for odd n, where it fits, wide enough to hold the middle
    /// queen's diagonals the inner rows can share.
    window: Window,
    pub units: Vec<Unit>,
}

/// Where the windows are cut from a placement's diagonals: from bit `from` of each kind,
/// `width` bits, the `/` ones low.
#[derive(Clone, Copy, Debug)]
struct Window {
    from: usize,
    width: usize,
    /// The window holds the middle queen's diagonals the inner rows can share.
    guards: bool,
}

impl Window {
    /// The window for n, the outer rows 0..o and the inner ones o..h. An outer part and an inner
    /// one can share only the diagonals of bits o..=o + n - 2 of each kind (`/`: row + col, `\`:
    /// row - col + n - 1). The middle queen (row h, odd n) holds diagonals of bits h..=h + n - 1,
    /// of which the inner rows reach those up to h + n - 2: bits o..=h + n - 2 hold both, where
    /// twice their width fits in 64 bits (n <= 25).
    fn new(n: usize, outer_rows: usize, rows: usize, guards: bool) -> Window {
        let wide = rows - outer_rows + n - 1;
        let guards = guards && n % 2 == 1 && 2 * wide <= 64;
        Window {
            from: outer_rows,
            width: if guards { wide } else { n - 1 },
            guards,
        }
    }

    /// The window of a placement holding diagonals `backward` (`\`) and `forward` (`/`).
    fn of(self, backward: u64, forward: u64) -> u64 {
        let mask = (1u64 << self.width) - 1;
        (forward >> self.from) & mask | ((backward >> self.from) & mask) << self.width
    }
}

/// Which half a footprint is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    Top,
    Bottom,
}

impl Halves {
    /// The lists and units for n (4..=27).
    pub fn new(n: usize) -> Halves {
        Halves::with_guards(n, true)
    }

    /// [`Halves::new`], the windows holding the middle queen's diagonals where `guards` and
    /// they fit.
    fn with_guards(n: usize, guards: bool) -> Halves {
        assert!((4..=27).contains(&n));
        let rows = n / 2;
        let outer_rows = rows / 2;
        let binomial = binomials();
        let splits = (0u32..1 << rows)
            .filter(|split| split.count_ones() as usize == outer_rows)
            .collect();
        let layout = Layout::new(n, rows);
        let mut halves = Halves {
            outer: Lists::new(n, 0, outer_rows, &binomial),
            inner: Lists::new(n, outer_rows, rows, &binomial),
            splits,
            binomial,
            layout,
            window: Window::new(n, outer_rows, rows, guards),
            units: units(n, rows),
        };
        // A half's footprint is its parts' footprints ORed: each entry keeps its own.
        let layout = &halves.layout;
        halves
            .outer
            .set_footprints(|b, f, side| layout.footprint(b, f, side));
        halves
            .inner
            .set_footprints(|b, f, side| layout.footprint(b, f, side));
        let window = halves.window;
        halves.outer.set_windows(|b, f| window.of(b, f));
        halves.inner.set_windows(|b, f| window.of(b, f));
        halves
    }

    /// The footprints of every half placement on `columns` (none attacked by the middle queen
    /// in column `middle`, if any) into `out`, outer and inner parts joined by `combine` (an
    /// engine's `Kernels::combine`, called directly where the worker's engine is known).
    pub fn half(
        &self,
        columns: u32,
        middle: Option<u8>,
        side: Side,
        combine: impl Fn(&mut Vec<u64>, Parts, Parts, u64),
        out: &mut Vec<u64>,
    ) {
        out.clear();
        let guard = middle.map(|col| {
            let (row, col, n) = (self.layout.rows, col as usize, self.layout.n);
            (1u64 << (row + n - 1 - col), 1u64 << (row + col))
        });
        // The parts the middle queen leaves, where there is one.
        let mut kept_outer = Kept::default();
        let mut kept_inner = Kept::default();
        let mut positions = [0u32; 32];
        let mut count = 0;
        let mut rest = columns;
        while rest != 0 {
            positions[count] = rest & rest.wrapping_neg();
            count += 1;
            rest &= rest - 1;
        }
        for &split in &self.splits {
            let mut outer_columns = 0;
            let mut bits = split;
            while bits != 0 {
                outer_columns |= positions[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            let outer = self.outer.group(rank(&self.binomial, outer_columns));
            let inner = self
                .inner
                .group(rank(&self.binomial, columns ^ outer_columns));
            if inner.is_empty() || outer.is_empty() {
                continue;
            }
            // The middle queen's victims left out: the outer ones here, the inner ones by the
            // combine where the window holds its diagonals, else here.
            let (outer, inner, guard_window) = match guard {
                None => (
                    self.outer.parts(outer, side),
                    self.inner.parts(inner, side),
                    0,
                ),
                Some(guard) if self.window.guards => (
                    kept_outer.fill(&self.outer, outer, side, guard),
                    self.inner.parts(inner, side),
                    self.window.of(guard.0, guard.1),
                ),
                Some(guard) => (
                    kept_outer.fill(&self.outer, outer, side, guard),
                    kept_inner.fill(&self.inner, inner, side, guard),
                    0,
                ),
            };
            combine(out, outer, inner, guard_window);
        }
    }

    /// The footprint bits in use: 2(n - 1) for even n, 2n for odd n.
    pub fn bits(&self) -> u32 {
        2 * self.layout.width
    }

    /// All the columns.
    pub fn all_columns(&self) -> u32 {
        (1u32 << self.layout.n) - 1
    }
}

/// The parts of a group the middle queen does not attack.
#[derive(Default)]
struct Kept {
    window: Vec<u64>,
    footprints: Vec<u64>,
}

impl Kept {
    /// Keeps the parts of `group` that hold neither of the diagonals `guard` (`\`, `/`).
    fn fill(
        &mut self,
        lists: &Lists,
        group: Range<usize>,
        side: Side,
        guard: (u64, u64),
    ) -> Parts<'_> {
        let footprints = lists.footprints(side);
        self.window.resize(group.len(), 0);
        self.footprints.resize(group.len(), 0);
        // Every entry written, the count moved on by the ones kept: no branch to mispredict.
        let mut kept = 0;
        for at in group {
            self.window[kept] = lists.window[at];
            self.footprints[kept] = footprints[at];
            kept += usize::from(lists.backward[at] & guard.0 | lists.forward[at] & guard.1 == 0);
        }
        self.window.truncate(kept);
        self.footprints.truncate(kept);
        Parts {
            window: &self.window,
            footprints: &self.footprints,
        }
    }
}

/// Counts the units a worker claims on the kernels `K` (`Counts::boards`: the boards, each
/// unit's fitting pairs times their weight; `nodes`: the top-bottom pairs decided), adding the
/// pairs of each finished unit to `pairs_done`.
///
/// # Panics
/// Where this CPU cannot run `K` (`Engine::runs` says so first).
fn count_units<K: Kernels>(
    halves: &Halves,
    units: &mut dyn Iterator<Item = Unit>,
    pairs_done: &AtomicU64,
) -> Counts {
    let mut counts = Counts::default();
    let mut top = Vec::new();
    // The bottom lists: one for even n, one per middle column for odd n.
    let mut bottoms: Vec<Vec<u64>> = vec![Vec::new(); halves.layout.n];
    let mut weights = Vec::with_capacity(halves.layout.n);
    let mut found = vec![0u64; halves.layout.n];
    let mut join = Join::default();
    let mut joiner = K::new();
    let all = halves.all_columns();
    for unit in units {
        halves.half(unit.columns, None, Side::Top, K::combine, &mut top);
        weights.clear();
        if unit.middles == 0 {
            halves.half(
                all & !unit.columns,
                None,
                Side::Bottom,
                K::combine,
                &mut bottoms[0],
            );
            weights.push(u64::from(unit.weight));
        }
        let mut middles = unit.middles;
        while middles != 0 {
            let col = middles.trailing_zeros() as usize;
            middles &= middles - 1;
            let bottom = &mut bottoms[weights.len()];
            let columns = all & !unit.columns & !(1 << col);
            halves.half(columns, Some(col as u8), Side::Bottom, K::combine, bottom);
            // The middle queen's diagonals: the join turns away the tops it attacks.
            let middle = halves.layout.middle(col);
            bottom.iter_mut().for_each(|footprint| *footprint |= middle);
            weights.push(u64::from(odd_weight(halves.layout.n, unit.columns, col)));
        }
        let narrows = &bottoms[..weights.len()];
        let found = &mut found[..weights.len()];
        join.count(&mut joiner, &top, narrows, halves.bits(), found);
        let pairs: u64 = narrows
            .iter()
            .map(|bottom| bottom.len() as u64)
            .sum::<u64>()
            * top.len() as u64;
        let boards: u64 = found.iter().zip(&weights).map(|(f, w)| f * w).sum();
        counts.boards += boards;
        counts.nodes += pairs;
        pairs_done.fetch_add(pairs, Ordering::Relaxed);
    }
    counts
}

/// `columns` mirrored left-right on an n board.
fn mirror(columns: u32, n: usize) -> u32 {
    columns.reverse_bits() >> (32 - n)
}

/// For odd n, the top columns `columns` with the middle queen in `col`: the size of its orbit
/// under the mirror and the flip if it comes first there (by top columns, then middle column),
/// else 0.
fn odd_weight(n: usize, columns: u32, col: usize) -> u8 {
    let others = ((1u32 << n) - 1) & !columns & !(1 << col);
    let other_col = n - 1 - col;
    let mut orbit = [
        (columns, col),
        (mirror(columns, n), other_col),
        (others, col),
        (mirror(others, n), other_col),
    ];
    if orbit.iter().any(|&image| image < orbit[0]) {
        return 0;
    }
    orbit.sort_unstable();
    let distinct = 1 + orbit.windows(2).filter(|pair| pair[0] != pair[1]).count();
    distinct as u8
}

/// Every unit of n, in order: each column set F of h columns (in increasing order) that comes
/// first in its orbit under the mirror and the flip (even n), or first in the orbit of (F, c)
/// for some middle column c (odd n).
fn units(n: usize, rows: usize) -> Vec<Unit> {
    let all = (1u32 << n) - 1;
    let mut units = Vec::new();
    // Gosper's hack: the sets of `rows` columns in increasing order.
    let mut columns = (1u32 << rows) - 1;
    while columns <= all {
        if n.is_multiple_of(2) {
            let mut orbit = [
                columns,
                all & !columns,
                mirror(columns, n),
                mirror(all & !columns, n),
            ];
            if orbit.iter().all(|&other| other >= columns) {
                orbit.sort_unstable();
                let distinct = 1 + orbit.windows(2).filter(|pair| pair[0] != pair[1]).count();
                units.push(Unit {
                    columns,
                    weight: distinct as u8,
                    middles: 0,
                });
            }
        } else {
            let middles = (0..n)
                .filter(|&col| columns & 1 << col == 0 && odd_weight(n, columns, col) > 0)
                .fold(0u32, |middles, col| middles | 1 << col);
            if middles != 0 {
                units.push(Unit {
                    columns,
                    weight: 0,
                    middles,
                });
            }
        }
        let low = columns & columns.wrapping_neg();
        let ripple = columns + low;
        columns = (((ripple ^ columns) >> 2) / low) | ripple;
    }
    units
}

/// The solutions unchanged by a half turn (A032522): queens in pairs (r, c) and
/// (n - 1 - r, n - 1 - c), the centre square's queen on its own for odd n.
pub(super) fn half_turn(n: usize) -> u64 {
    fn place(n: usize, row: usize, columns: u32, backward: u64, forward: u64) -> u64 {
        if 2 * row + 1 >= n {
            return 1;
        }
        let mut found = 0;
        for col in 0..n {
            let (other_row, other_col) = (n - 1 - row, n - 1 - col);
            let mut board = (columns, backward, forward);
            let mut fits = true;
            for (r, c) in [(row, col), (other_row, other_col)] {
                let (b, f) = (1u64 << (r + n - 1 - c), 1u64 << (r + c));
                if board.0 & 1 << c != 0 || board.1 & b != 0 || board.2 & f != 0 {
                    fits = false;
                    break;
                }
                board = (board.0 | 1 << c, board.1 | b, board.2 | f);
            }
            if fits {
                found += place(n, row + 1, board.0, board.1, board.2);
            }
        }
        found
    }
    if n.is_multiple_of(2) {
        place(n, 0, 0, 0, 0)
    } else {
        let centre = n / 2;
        let (b, f) = (1u64 << (n - 1), 1u64 << (2 * centre));
        place(n, 0, 1 << centre, b, f)
    }
}

/// The solutions unchanged by a quarter turn (A033148): queens in orbits of (r, c), (c, n - 1 -
/// r), (n - 1 - r, n - 1 - c) and (n - 1 - c, r); the first row without a queen takes the next.
pub(super) fn quarter_turn(n: usize) -> u64 {
    #[derive(Clone, Copy)]
    struct Board {
        rows: u32,
        columns: u32,
        backward: u64,
        forward: u64,
    }
    fn place(n: usize, board: Board) -> u64 {
        let full = (1u32 << n) - 1;
        if board.rows == full {
            return 1;
        }
        let row = (!board.rows).trailing_zeros() as usize;
        let mut found = 0;
        for col in 0..n {
            let orbit = [
                (row, col),
                (col, n - 1 - row),
                (n - 1 - row, n - 1 - col),
                (n - 1 - col, row),
            ];
            let mut next = board;
            let mut fits = true;
            for (at, &(r, c)) in orbit.iter().enumerate() {
                if orbit[..at].contains(&(r, c)) {
                    continue;
                }
                let (b, f) = (1u64 << (r + n - 1 - c), 1u64 << (r + c));
                if next.rows & 1 << r != 0
                    || next.columns & 1 << c != 0
                    || next.backward & b != 0
                    || next.forward & f != 0
                {
                    fits = false;
                    break;
                }
                next = Board {
                    rows: next.rows | 1 << r,
                    columns: next.columns | 1 << c,
                    backward: next.backward | b,
                    forward: next.forward | f,
                };
            }
            if fits {
                found += place(n, next);
            }
        }
        found
    }
    place(
        n,
        Board {
            rows: 0,
            columns: 0,
            backward: 0,
            forward: 0,
        },
    )
}

/// The classes from Q (the boards counted), P and R: C2 = R/2, C4 = (P - R)/4, C8 = (Q - P)/8,
/// where the whole of Q is known; a part's boards stay `boards`, its P in `symmetric`.
pub(super) fn classes(boards: u64, half_turn: u64, quarter_turn: u64, whole: bool) -> Counts {
    let mut counts = Counts {
        c2: quarter_turn / 2,
        c4: (half_turn - quarter_turn) / 4,
        ..Counts::default()
    };
    if whole {
        counts.c8 = (boards - half_turn) / 8;
    } else {
        counts.boards = boards;
        counts.symmetric = half_turn;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::super::tests::engines;
    use super::super::Method;
    use super::*;

    /// The join and the combine on the kernels `K` count and keep what the reference ones do.
    pub(super) fn check<K: Kernels>() {
        join::tests::check(&mut K::new());
        parts::tests::check(K::combine);
    }

    #[test]
    fn every_engine_joins_and_combines_as_the_reference_does() {
        for engine in engines(Method::Halves) {
            (engine.halves().check)();
        }
    }

    #[test]
    fn the_units_cover_every_column_set_once_with_its_weight() {
        for n in [4, 5, 8, 9, 12, 13] {
            let halves = Halves::new(n);
            let rows = n / 2;
            // Even n: the sets of h columns of n. Odd n: a middle column and h of the others.
            let expected = if n % 2 == 0 {
                halves.binomial[n][rows] as u64
            } else {
                n as u64 * halves.binomial[n - 1][rows] as u64
            };
            let weights: u64 = halves
                .units
                .iter()
                .map(|unit| match unit.middles {
                    0 => u64::from(unit.weight),
                    middles => (0..n)
                        .filter(|col| middles & 1 << col != 0)
                        .map(|col| u64::from(odd_weight(n, unit.columns, col)))
                        .sum(),
                })
                .sum();
            assert_eq!(weights, expected, "n = {n}");
        }
    }

    #[test]
    fn the_middle_queen_leaves_the_same_halves_through_the_window_as_by_the_filter() {
        for n in [5, 9, 13] {
            let (through, filtered) = (Halves::new(n), Halves::with_guards(n, false));
            assert!(through.window.guards && !filtered.window.guards);
            let (mut expected, mut found) = (Vec::new(), Vec::new());
            let mut left_out = 0;
            for unit in through.units.iter().take(40) {
                for col in (0..n).filter(|col| unit.middles & 1 << col != 0) {
                    let columns = through.all_columns() & !unit.columns & !(1 << col);
                    let middle = Some(col as u8);
                    for engine in engines(Method::Halves) {
                        let combine = engine.halves().combine;
                        through.half(columns, middle, Side::Bottom, combine, &mut found);
                        filtered.half(columns, middle, Side::Bottom, combine, &mut expected);
                        found.sort_unstable();
                        expected.sort_unstable();
                        assert_eq!(found, expected, "n = {n}, {:b} {col}", unit.columns);
                    }
                    let mut all = Vec::new();
                    through.half(columns, None, Side::Bottom, scalar::combine, &mut all);
                    left_out += all.len() - expected.len();
                }
            }
            // The middle queen attacks some halves.
            assert!(left_out > 0, "n = {n}");
        }
    }

    #[test]
    fn the_layout_puts_every_diagonal_in_a_bit_of_its_own() {
        for n in [4, 5, 16, 17, 26, 27] {
            let layout = Layout::new(n, n / 2);
            let bits = 2 * layout.width as usize;
            let mut places: Vec<u8> = layout.order[..bits].to_vec();
            places.sort_unstable();
            assert_eq!(places, (0..bits as u8).collect::<Vec<_>>(), "n = {n}");
            assert!(bits <= 64);
        }
    }
}
