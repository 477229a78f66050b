//! Counting by halves: the total Q(n) as a join of top and bottom half placements, and the
//! symmetric counts P(n) and R(n) by two small searches, from which the classes follow.
//!
//! The rows split into a top half (rows 0..h) and a bottom half (rows n - h..n); for odd n the
//! middle row h holds one queen in column c, fixed per unit. A solution is a top placement on a
//! column set F and a bottom placement on the other columns that share no diagonal. Only the
//! diagonals both halves reach matter: the `/` diagonals row + col in [n - h, n + h - 2] and
//! the `\` diagonals row - col in [1 - h, h - 1], 2h - 1 of each; a half placement keeps the ones
//! it holds as a 64-bit *footprint* (the `/` ones in bits 0..2h - 1, the `\` ones above), and a
//! top and a bottom fit when their footprints have no bit in common.
//!
//! A half's placements on F are made from two lists built once per n: placements of the outer
//! rows (0..h/2) and of the inner rows (h/2..h), each grouped by its column set; for each way to
//! split F between them, every compatible outer-inner pair is one half placement. The bottom
//! half is the top half turned upside down (row r becomes n - 1 - r): the same lists, read
//! through a different footprint.
//!
//! A *unit* is one column set F (and for odd n the middle column c) standing for its orbit under
//! the left-right mirror (F becomes its reverse, c becomes n - 1 - c) and the top-bottom flip
//! (F becomes the other columns): it counts its fitting pairs times the orbit's size. The units
//! are a fixed function of n, numbered in order, and independent: threads and `--part` deal
//! them out as they deal the walk's.

use super::{Counts, Path};
use std::sync::atomic::{AtomicU64, Ordering};

/// One unit: the top half's columns, the middle queen's column for odd n, and how many column
/// sets (middle columns included) it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Unit {
    pub columns: u32,
    pub middle: Option<u8>,
    pub weight: u8,
}

/// The placements of some consecutive rows, grouped by column set: group `rank(set)` is
/// `diagonals[start[rank]..start[rank + 1]]`, each entry the `\` and `/` diagonals it holds (bit
/// row - col + n - 1 and bit row + col of the whole board).
struct Lists {
    start: Vec<u32>,
    diagonals: Vec<(u64, u64)>,
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
        let mut diagonals = vec![(0, 0); found.len()];
        for (columns, backward, forward) in found {
            let at = &mut next[rank(binomial, columns)];
            diagonals[*at as usize] = (backward, forward);
            *at += 1;
        }
        Lists { start, diagonals }
    }

    fn group(&self, rank: usize) -> &[(u64, u64)] {
        &self.diagonals[self.start[rank] as usize..self.start[rank + 1] as usize]
    }
}

/// Everything the units of one n share: the two lists and the footprints' layout.
pub(super) struct Halves {
    n: usize,
    /// The rows of a half (the middle row apart).
    rows: usize,
    outer: Lists,
    inner: Lists,
    /// The ways to split a half's columns: which of its `rows` columns (by position) go to the
    /// outer rows.
    splits: Vec<u32>,
    binomial: [[u32; 33]; 33],
    /// The width of each kind of diagonal in a footprint (2h - 1).
    width: u32,
    pub units: Vec<Unit>,
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
        assert!((4..=27).contains(&n));
        let rows = n / 2;
        let outer_rows = rows / 2;
        let binomial = binomials();
        let splits = (0u32..1 << rows)
            .filter(|split| split.count_ones() as usize == outer_rows)
            .collect();
        Halves {
            n,
            rows,
            outer: Lists::new(n, 0, outer_rows, &binomial),
            inner: Lists::new(n, outer_rows, rows, &binomial),
            splits,
            binomial,
            width: 2 * rows as u32 - 1,
            units: units(n, rows),
        }
    }

    /// The footprint of a half whose rows hold the diagonals `backward` (`\`, bit row - col +
    /// n - 1) and `forward` (`/`, bit row + col), as the top half or turned into the bottom one.
    #[inline(always)]
    fn footprint(&self, backward: u64, forward: u64, side: Side) -> u64 {
        let mask = (1u64 << self.width) - 1;
        match side {
            Side::Top => {
                // `/` row + col from n - h, `\` row - col + n - 1 from n - h.
                let shift = self.n - self.rows;
                (forward >> shift) & mask | ((backward >> shift) & mask) << self.width
            }
            Side::Bottom => {
                // Row r becomes n - 1 - r: a `\` diagonal of bit i becomes the `/` diagonal of
                // bit n + h - 2 - i, and a `/` one of bit i the `\` one of bit n + h - 2 - i.
                let shift = 65 - self.n - self.rows;
                (backward.reverse_bits() >> shift) & mask
                    | ((forward.reverse_bits() >> shift) & mask) << self.width
            }
        }
    }

    /// The footprints of every half placement on `columns` (none attacked by the middle queen,
    /// if any) into `out`, and the outer-inner pairs tried on the way.
    pub fn half(&self, columns: u32, middle: Option<u8>, side: Side, out: &mut Vec<u64>) -> u64 {
        out.clear();
        let (guard_backward, guard_forward) = match middle {
            Some(col) => {
                let (row, col) = (self.rows, col as usize);
                (1u64 << (row + self.n - 1 - col), 1u64 << (row + col))
            }
            None => (0, 0),
        };
        let mut positions = [0u32; 32];
        let mut count = 0;
        let mut rest = columns;
        while rest != 0 {
            positions[count] = rest & rest.wrapping_neg();
            count += 1;
            rest &= rest - 1;
        }
        let mut tried = 0;
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
            if inner.is_empty() {
                continue;
            }
            for &(outer_backward, outer_forward) in outer {
                if outer_backward & guard_backward | outer_forward & guard_forward != 0 {
                    continue;
                }
                tried += inner.len() as u64;
                let (block_backward, block_forward) = (
                    outer_backward | guard_backward,
                    outer_forward | guard_forward,
                );
                for &(backward, forward) in inner {
                    if backward & block_backward | forward & block_forward == 0 {
                        out.push(self.footprint(
                            backward | outer_backward,
                            forward | outer_forward,
                            side,
                        ));
                    }
                }
            }
        }
        tried
    }

    /// The footprint bits in use: 2(2h - 1).
    pub fn bits(&self) -> u32 {
        2 * self.width
    }

    /// All the columns.
    pub fn all_columns(&self) -> u32 {
        (1u32 << self.n) - 1
    }
}

/// Counts the units a worker claims on `path` (`Counts::boards`: the boards, each unit's fitting
/// pairs times its weight; `nodes`: the pairs tested), adding the pairs of each finished unit to
/// `pairs_done`.
pub(super) fn count_units(
    halves: &Halves,
    units: &mut dyn Iterator<Item = Unit>,
    path: Path,
    pairs_done: &AtomicU64,
) -> Counts {
    let mut counts = Counts::default();
    let (mut top, mut bottom) = (Vec::new(), Vec::new());
    #[cfg(target_arch = "x86_64")]
    let mut planes = match path {
        Path::Slices => Some(super::planes::Join::new()),
        Path::Scalar => None,
    };
    for unit in units {
        let free = halves.all_columns() & !unit.middle.map_or(0, |col| 1 << col);
        halves.half(unit.columns, unit.middle, Side::Top, &mut top);
        halves.half(free & !unit.columns, unit.middle, Side::Bottom, &mut bottom);
        // The longer list goes into the planes: fewer passes over the shorter one.
        let (wide, narrow) = if top.len() >= bottom.len() {
            (&top, &bottom)
        } else {
            (&bottom, &top)
        };
        let fitting = match path {
            Path::Scalar => join(wide, narrow, halves.bits()),
            #[cfg(target_arch = "x86_64")]
            Path::Slices => match planes.as_mut() {
                Some(planes) => planes.count(wide, narrow, halves.bits()),
                None => unreachable!("made for Path::Slices"),
            },
            #[cfg(not(target_arch = "x86_64"))]
            Path::Slices => unreachable!("no AVX-512 path but on x86-64"),
        };
        let pairs = (top.len() * bottom.len()) as u64;
        counts.boards += fitting * u64::from(unit.weight);
        counts.nodes += pairs;
        pairs_done.fetch_add(pairs, Ordering::Relaxed);
    }
    counts
}

/// `columns` mirrored left-right on an n board.
fn mirror(columns: u32, n: usize) -> u32 {
    columns.reverse_bits() >> (32 - n)
}

/// Every unit of n, in order: for each middle column c of the left half and the centre (odd n
/// only), each column set F of the top half that comes first in its orbit.
fn units(n: usize, rows: usize) -> Vec<Unit> {
    let all = (1u32 << n) - 1;
    let middles: Vec<Option<u8>> = if n.is_multiple_of(2) {
        vec![None]
    } else {
        (0..=(n / 2) as u8).map(Some).collect()
    };
    let mut units = Vec::new();
    for middle in middles {
        let free = all & !middle.map_or(0, |col| 1 << col);
        // A middle column left of the centre stands for its mirror image too.
        let sides = match middle {
            Some(col) if (col as usize) < n / 2 => 2,
            _ => 1,
        };
        // Column sets of size `rows` within `free`, in increasing order (Gosper's hack over the
        // positions of `free`).
        let positions: Vec<u32> = (0..n as u32).filter(|&col| free & 1 << col != 0).collect();
        let spread = |index_set: u32| -> u32 {
            let mut set = 0;
            let mut bits = index_set;
            while bits != 0 {
                set |= 1 << positions[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            set
        };
        let last = 1u32 << positions.len();
        let mut index_set = (1u32 << rows) - 1;
        while index_set < last {
            let columns = spread(index_set);
            let mut orbit = vec![columns, free & !columns];
            if sides == 1 {
                orbit.push(mirror(columns, n));
                orbit.push(mirror(free & !columns, n));
            }
            if orbit.iter().all(|&other| other >= columns) {
                orbit.sort_unstable();
                orbit.dedup();
                let weight = (orbit.len() * sides) as u8;
                units.push(Unit {
                    columns,
                    middle,
                    weight,
                });
            }
            // The next set of the same size.
            let low = index_set & index_set.wrapping_neg();
            let ripple = index_set + low;
            index_set = (((ripple ^ index_set) >> 2) / low) | ripple;
        }
    }
    units
}

/// The fitting pairs of `wide` and `narrow` (footprints with no bit in common), 64 of `wide` at
/// a time: their footprints turned into bit planes (bit i of plane j: footprint i has bit j),
/// then into tables of 5-bit groups (entry v of group g: the footprints with none of the bits
/// 5g + v), so each of `narrow` costs one AND per group and a popcount per 64 pairs.
pub(super) fn join(wide: &[u64], narrow: &[u64], bits: u32) -> u64 {
    let groups = bits.div_ceil(5) as usize;
    let mut table = [0u64; 13 * 32];
    let mut fitting = 0u64;
    for chunk in wide.chunks(64) {
        let mut planes = [0u64; 70];
        for (lane, &footprint) in chunk.iter().enumerate() {
            let mut rest = footprint;
            while rest != 0 {
                planes[rest.trailing_zeros() as usize] |= 1 << lane;
                rest &= rest - 1;
            }
        }
        let valid = u64::MAX >> (64 - chunk.len());
        for group in 0..groups {
            let entries = &mut table[group * 32..][..32];
            entries[0] = if group == 0 { valid } else { u64::MAX };
            for value in 1..32 {
                let low = (value as u32).trailing_zeros() as usize;
                entries[value] = entries[value & (value - 1)] & !planes[group * 5 + low];
            }
        }
        for &footprint in narrow {
            let mut lanes = table[(footprint & 31) as usize];
            for group in 1..groups {
                lanes &= table[group * 32 + ((footprint >> (5 * group)) & 31) as usize];
            }
            fitting += u64::from(lanes.count_ones());
        }
    }
    fitting
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
    use super::*;

    /// Pairs with no bit in common, one by one.
    fn plain_join(top: &[u64], bottom: &[u64]) -> u64 {
        let pairs = top.iter().flat_map(|t| bottom.iter().map(move |b| t & b));
        pairs.filter(|&both| both == 0).count() as u64
    }

    #[test]
    fn the_planes_join_counts_what_the_plain_one_does() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for (wide_len, narrow_len, bits) in [(1, 1, 6), (63, 5, 22), (64, 64, 38), (200, 77, 50)] {
            let mask = (1u64 << bits) - 1;
            // Sparse footprints, so that some pairs fit.
            let mut footprint = || next() & next() & next() & next() & mask;
            let wide: Vec<u64> = (0..wide_len).map(|_| footprint()).collect();
            let narrow: Vec<u64> = (0..narrow_len).map(|_| footprint()).collect();
            let expected = plain_join(&wide, &narrow);
            assert!(expected > 0);
            assert_eq!(
                join(&wide, &narrow, bits),
                expected,
                "{wide_len} {narrow_len}"
            );
        }
    }

    #[test]
    fn the_units_cover_every_column_set_once_with_its_weight() {
        for n in [4, 5, 8, 9, 12] {
            let halves = Halves::new(n);
            let rows = n / 2;
            let sets = halves.binomial[n - n % 2][rows] as u64;
            let middles = if n.is_multiple_of(2) { 1 } else { n as u64 };
            let weights: u64 = halves.units.iter().map(|unit| unit.weight as u64).sum();
            assert_eq!(weights, sets * middles, "n = {n}");
        }
    }
}
