//! The distinct and fundamental N-Queens counts: the engine of `fundamental` (the command line
//! around it is `src/bin/fundamental.rs`; the methods are told in `problems/fundamental.md`).
//!
//! Two methods ([`Method`]), each on the scalar engine and the SIMD ones this CPU has ([`Engine`]):
//!
//! - The walk counts every solution once, as the representative of its class under the eight
//!   rotations and reflections (Takaken's symmetry classes): a class unchanged by a 90° rotation
//!   (C2) stands for 2 boards, one unchanged by 180° (C4) for 4, any other (C8) for 8, so
//!   distinct = 2·C2 + 4·C4 + 8·C8 and fundamental = C2 + C4 + C8. The search is split into
//!   units (the first rows placed) spread over threads; below a unit, the scalar depth-first
//!   search (`scalar.rs`), or where the CPU has AVX-512 a search that steps 16 nodes at once in
//!   depth slices (`slices.rs`).
//! - The halves count the total as a join of top and bottom half-board placements
//!   (`halves.rs`; the join's plan in `join.rs`, its AVX-512 kernels in `planes.rs`), and the
//!   classes from it and two small searches over the symmetric boards: C2 = R/2,
//!   C4 = (P − R)/4, C8 = (Q − P)/8.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

mod halves;
mod join;
mod parts;
// The halves' AVX2 kernels: unsafe for its intrinsics and its `target_feature` functions.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod avx2;
// The halves' AVX-512 kernels: unsafe for its intrinsics and its `target_feature` functions.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod planes;
mod scalar;
// The SIMD engine: unsafe for its intrinsics and its `target_feature` functions.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod slices;
// The walk's AVX2 kernels, on the depth slices' plan: unsafe for the same reasons.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod slices_avx2;
// The halves' NEON join: unsafe for its intrinsics and its `target_feature` functions.
#[cfg(target_arch = "aarch64")]
#[allow(unsafe_code)]
mod neon;
// A chunk of 512 footprints for the engines narrower than it (AVX2, NEON), and their join
// engine: unsafe for calling their `target_feature` kernels.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
#[allow(unsafe_code)]
mod wide;

/// The largest n counted: both counts of n = 27 still fit in u64 (OEIS A000170, A002562).
pub const LIMIT: usize = 27;

/// What a count found: the symmetry classes by the size of their orbit, and the search's size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Classes unchanged by a 90° rotation: 2 boards each.
    pub c2: u64,
    /// Classes unchanged by a 180° rotation only: 4 boards each.
    pub c4: u64,
    /// Classes with no symmetry: 8 boards each.
    pub c8: u64,
    /// The work: by the walk, queens placed below the units (every legal square tried,
    /// solutions' last queens too); by halves, the top-bottom pairs the join decides (every
    /// top against every bottom of each unit, most of them decided a chunk at a time).
    pub nodes: u64,
    /// n = 1: the lone queen is unchanged by all eight symmetries, a class of one board.
    pub c1: u64,
    /// The units counted (those of the part, with `--part`).
    pub units: u64,
    /// By halves, in a part of a split run: the part's boards, whose classes are not known
    /// there, and the boards of C2 and C4 (P, counted in part 1), which are among the parts'
    /// boards. A whole run folds them into C8 and leaves both 0.
    pub boards: u64,
    pub symmetric: u64,
}

impl Counts {
    pub fn distinct(&self) -> u64 {
        self.c1 + 2 * self.c2 + 4 * self.c4 + 8 * self.c8 + self.boards - self.symmetric
    }

    /// The fundamental count times 8. A whole count's is a multiple of 8; a part of a split run
    /// by halves holds a share of the classes that need not be whole (its boards are not whole
    /// classes), and the parts' shares add up to the whole.
    pub fn fundamental_eighths(&self) -> u64 {
        8 * (self.c1 + self.c2 + self.c4 + self.c8) + self.boards - self.symmetric
    }

    /// The fundamental count: exact for a whole count and for any part of the walk
    /// (`fundamental_eighths` gives a part's share by halves).
    pub fn fundamental(&self) -> u64 {
        self.fundamental_eighths() / 8
    }

    /// C8 times 8: as `fundamental_eighths`, a share by halves' parts, less than 0 in the part
    /// that counts P when its boards are fewer.
    pub fn c8_eighths(&self) -> i128 {
        8 * i128::from(self.c8) + i128::from(self.boards) - i128::from(self.symmetric)
    }

    pub fn add(&mut self, other: &Counts) {
        self.c1 += other.c1;
        self.c2 += other.c2;
        self.c4 += other.c4;
        self.c8 += other.c8;
        self.nodes += other.nodes;
        self.units += other.units;
        self.boards += other.boards;
        self.symmetric += other.symmetric;
    }
}

/// One of Takaken's regions: where the first row's queen stands and what that forbids below.
/// Bit `col` of a row's mask is column `col`; a board is one bit per row.
#[derive(Clone, Debug)]
struct Region {
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
    fn all(n: usize) -> Vec<Region> {
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
struct Node {
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
fn units(regions: &[Region]) -> impl Iterator<Item = Node> + '_ {
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

/// How a count is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The walk: one search per symmetry class, below the units of Takaken's regions.
    Walk,
    /// By halves: the total as a join of top and bottom half placements (`halves.rs`), the
    /// classes from it and two small searches over the symmetric boards.
    Halves,
}

impl Method {
    pub const ALL: [Method; 2] = [Method::Walk, Method::Halves];

    /// The smallest n the halves count by default: from here on they beat the walk on this
    /// workspace's machine (problems/fundamental.md, "Limits").
    pub const HALVES_FROM: usize = 16;

    /// The method's name on the command line and in `--stats`.
    pub fn name(self) -> &'static str {
        match self {
            Method::Walk => "walk",
            Method::Halves => "halves",
        }
    }

    /// The faster method for n: a function of n alone, whatever the CPU, so that the parts of
    /// a run split over machines all take the same one (its units are what `--part` deals).
    pub fn for_n(n: usize) -> Method {
        if n >= Method::HALVES_FROM {
            Method::Halves
        } else {
            Method::Walk
        }
    }

    /// The word for what `Counts::nodes` counts: queens placed by the walk, top-bottom pairs
    /// decided by the join.
    pub fn work(self) -> &'static str {
        match self {
            Method::Walk => "nodes",
            Method::Halves => "pairs",
        }
    }
}

/// The engine below a method's units: the scalar code, the reference every other one is tested
/// against count for count, or a SIMD one where the CPU has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The walk's recursive depth-first search (`scalar.rs`); the halves' join 64 pairs a step
    /// in u64 bit planes (`join.rs`), their combine one pair a step (`parts.rs`).
    Scalar,
    /// x86-64 AVX2: the walk 8 nodes a step in depth slices (`slices_avx2.rs`); the halves 512 pairs a
    /// step in tables of two ymm an entry, four pairs a step in the combine (`avx2.rs`).
    Avx2,
    /// x86-64 AVX-512: the walk 16 nodes a step in depth slices (`slices.rs`); the halves 512
    /// pairs a step in zmm planes, eight pairs a step in the combine (`planes.rs`).
    Avx512,
    /// aarch64 NEON: the halves' join 512 pairs a step in tables of four q registers an entry
    /// (`neon.rs`), their combine the scalar one; no NEON walk yet.
    Neon,
}

impl Engine {
    /// Every engine, in the order the default looks for one: the fastest last.
    pub const ALL: [Engine; 4] = [Engine::Scalar, Engine::Neon, Engine::Avx2, Engine::Avx512];

    /// The engine's name on the command line and in `--stats`.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Scalar => "scalar",
            Engine::Avx2 => "avx2",
            Engine::Avx512 => "avx512",
            Engine::Neon => "neon",
        }
    }

    /// Whether this CPU runs the engine for `method`.
    pub fn runs(self, method: Method) -> bool {
        match (self, method) {
            (Engine::Scalar, _) => true,
            #[cfg(target_arch = "x86_64")]
            (Engine::Avx2, Method::Walk) => slices_avx2::available(),
            #[cfg(target_arch = "x86_64")]
            (Engine::Avx2, Method::Halves) => avx2::available(),
            #[cfg(target_arch = "x86_64")]
            (Engine::Avx512, Method::Walk) => slices::available(),
            #[cfg(target_arch = "x86_64")]
            (Engine::Avx512, Method::Halves) => planes::available(),
            #[cfg(target_arch = "aarch64")]
            (Engine::Neon, Method::Halves) => neon::available(),
            _ => false,
        }
    }

    /// What the engine needs of the CPU for `method`, in words: the one place that says it (the
    /// check itself is `runs`; the tests, `make bench` and `fundamental`'s refusal ask here).
    pub fn needs(self, method: Method) -> &'static str {
        match (self, method) {
            (Engine::Scalar, _) => "nothing",
            (Engine::Avx2, _) => "AVX2 and POPCNT (x86-64)",
            (Engine::Avx512, Method::Walk) => "AVX-512 F and POPCNT (x86-64)",
            (Engine::Avx512, Method::Halves) => "AVX-512 F and VPOPCNTDQ, and POPCNT (x86-64)",
            (Engine::Neon, Method::Halves) => "NEON (aarch64)",
            // No NEON walk yet: on aarch64 the walk is scalar.
            (Engine::Neon, Method::Walk) => "NEON (aarch64), and a NEON walk, which there is not",
        }
    }

    /// The best engine this CPU runs for `method`: AVX-512, else AVX2 (x86-64), NEON (aarch64),
    /// else scalar.
    pub fn best(method: Method) -> Engine {
        Engine::ALL
            .into_iter()
            .rev()
            .find(|engine| engine.runs(method))
            .unwrap_or(Engine::Scalar)
    }
}

/// Counts everything below the units a worker takes, on `engine` (one this CPU runs for the
/// walk).
fn count_units(
    regions: &[Region],
    units: &mut dyn Iterator<Item = Node>,
    engine: Engine,
    nodes_done: &AtomicU64,
) -> Counts {
    let mut counts = Counts::default();
    match engine {
        Engine::Scalar => {
            for unit in units {
                let mut board = unit.board;
                let before = counts.nodes;
                let region = &regions[unit.region];
                let (row, left, down, right) = (unit.row, unit.left, unit.down, unit.right);
                scalar::search(region, row, left, down, right, &mut board, &mut counts);
                nodes_done.fetch_add(counts.nodes - before, Ordering::Relaxed);
            }
        }
        #[cfg(target_arch = "x86_64")]
        Engine::Avx2 => slices_avx2::count(regions, units, &mut counts, nodes_done),
        #[cfg(target_arch = "x86_64")]
        Engine::Avx512 => slices::count(regions, units, &mut counts, nodes_done),
        _ => unreachable!("no {} walk on this CPU", engine.name()),
    }
    counts
}

/// How far a count has come, for a progress line.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Units taken by a thread so far, and the units of the part.
    pub started: usize,
    pub units: usize,
    /// The work (`Counts::nodes`) of the units finished so far.
    pub nodes: u64,
    pub seconds: f64,
}

/// The counts of part `part` (0-based) of `parts` for n (1..=LIMIT) by `method` on `engine`, over
/// `threads` threads. `watch`, if any, is shown the progress every quarter of a second after the
/// first second.
pub fn count(
    n: usize,
    method: Method,
    engine: Engine,
    threads: usize,
    part: usize,
    parts: usize,
    watch: Option<&(dyn Fn(&Progress) + Sync)>,
) -> Counts {
    assert!((1..=LIMIT).contains(&n) && part < parts && threads > 0);
    assert!(
        engine.runs(method),
        "this CPU cannot run the {} engine for the {}: it needs {}",
        engine.name(),
        method.name(),
        engine.needs(method)
    );
    if n <= 3 {
        // n = 1 is a class of its own; n = 2 and 3 have no solution. Part 1 holds it.
        let mut total = Counts::default();
        if part == 0 && n == 1 {
            total.c1 = 1;
        }
        return total;
    }
    let share = Share {
        threads,
        part,
        parts,
        watch,
    };
    match method {
        Method::Walk => {
            let regions = Region::all(n);
            share.spread(
                || units(&regions),
                |claimed, nodes| count_units(&regions, claimed, engine, nodes),
            )
        }
        Method::Halves => {
            let halves = halves::Halves::new(n);
            let mut total = share.spread(
                || halves.units.iter().copied(),
                |claimed, nodes| halves::count_units(&halves, claimed, engine, nodes),
            );
            // Part 1 holds the symmetric boards' two small searches.
            let (half_turn, quarter_turn) = if part == 0 {
                (halves::half_turn(n), halves::quarter_turn(n))
            } else {
                (0, 0)
            };
            let classes = halves::classes(total.boards, half_turn, quarter_turn, parts == 1);
            (total.c2, total.c4, total.c8) = (classes.c2, classes.c4, classes.c8);
            (total.boards, total.symmetric) = (classes.boards, classes.symmetric);
            total
        }
    }
}

/// How a count's units are dealt out: the part's units (numbers `part`, `part + parts`, ...)
/// taken one at a time by `threads` workers, the progress shown to `watch`.
struct Share<'a> {
    threads: usize,
    part: usize,
    parts: usize,
    watch: Option<&'a (dyn Fn(&Progress) + Sync)>,
}

impl Share<'_> {
    /// Counts the part's units of `make()` (every unit, in order, the same sequence each call)
    /// with `work`, which counts the units a worker claims and adds the nodes of each finished
    /// one to its second argument.
    fn spread<U, I: Iterator<Item = U>>(
        &self,
        make: impl Fn() -> I + Sync,
        work: impl Fn(&mut dyn Iterator<Item = U>, &AtomicU64) -> Counts + Sync,
    ) -> Counts {
        let (part, parts) = (self.part, self.parts);
        let unit_count = make()
            .enumerate()
            .filter(|(index, _)| index % parts == part)
            .count();
        let next = AtomicUsize::new(0);
        let started_units = AtomicUsize::new(0);
        let nodes = AtomicU64::new(0);
        let finished = AtomicBool::new(false);
        let started = Instant::now();
        let mut total = Counts::default();
        thread::scope(|scope| {
            let workers: Vec<_> = (0..self.threads)
                .map(|_| {
                    scope.spawn(|| {
                        // Take the next ticket t: the unit numbered part + t·parts.
                        let mut wanted = part + next.fetch_add(1, Ordering::Relaxed) * parts;
                        let mut claimed = make().enumerate().filter_map(|(index, unit)| {
                            if index != wanted {
                                return None;
                            }
                            wanted = part + next.fetch_add(1, Ordering::Relaxed) * parts;
                            started_units.fetch_add(1, Ordering::Relaxed);
                            Some(unit)
                        });
                        work(&mut claimed, &nodes)
                    })
                })
                .collect();
            let reporter = self.watch.map(|watch| {
                scope.spawn(|| {
                    while !finished.load(Ordering::Acquire) {
                        thread::park_timeout(Duration::from_millis(250));
                        let seconds = started.elapsed().as_secs_f64();
                        if finished.load(Ordering::Acquire) || seconds < 1.0 {
                            continue;
                        }
                        watch(&Progress {
                            started: started_units.load(Ordering::Relaxed),
                            units: unit_count,
                            nodes: nodes.load(Ordering::Relaxed),
                            seconds,
                        });
                    }
                })
            });
            for worker in workers {
                match worker.join() {
                    Ok(counts) => total.add(&counts),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            finished.store(true, Ordering::Release);
            if let Some(reporter) = reporter {
                reporter.thread().unpark();
                let _ = reporter.join();
            }
        });
        total.units = unit_count as u64;
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oeis;

    /// OEIS A000170 and A002562 for n = 0..=16, from the workspace's table.
    fn oeis() -> Vec<(u64, u64)> {
        let table = include_str!("../../testdata/oeis.txt");
        let rows = table.lines().filter(|line| !line.starts_with('#'));
        rows.take(17)
            .map(|line| {
                let numbers: Vec<u64> = line.split(' ').map(|w| w.parse().unwrap()).collect();
                (numbers[1], numbers[2])
            })
            .collect()
    }

    /// The engines this CPU runs for `method`, the others said to be not run.
    pub(super) fn engines(method: Method) -> Vec<Engine> {
        Engine::ALL
            .into_iter()
            .filter(|engine| runs_here(*engine, method))
            .collect()
    }

    /// Whether this CPU runs `engine` for `method`; an engine it cannot run is said to be not
    /// run here (`untested::cpu`), never a failure: hardware is not something CI can install.
    pub(super) fn runs_here(engine: Engine, method: Method) -> bool {
        let runs = engine.runs(method);
        if !runs {
            let untested = format!("the {} engine of the {}", engine.name(), method.name());
            crate::untested::cpu(engine.needs(method), &untested);
        }
        runs
    }

    /// OEIS A032522 and A033148 (P and R) for n = 1..=27, from testdata/oeis-symmetric.txt.
    fn symmetric() -> Vec<(usize, u64, u64)> {
        let table = include_str!("../../testdata/oeis-symmetric.txt");
        let rows = table.lines().filter(|line| !line.starts_with('#'));
        rows.map(|line| {
            let numbers: Vec<u64> = line.split(' ').map(|w| w.parse().unwrap()).collect();
            (numbers[0] as usize, numbers[1], numbers[2])
        })
        .collect()
    }

    #[test]
    fn the_symmetric_table_fits_a002562s_formula() {
        let table = symmetric();
        assert_eq!(table.len(), 27);
        for (n, half_turn, quarter_turn) in table.into_iter().skip(1) {
            let (all, fundamental) = (oeis::all(n).unwrap(), oeis::fundamental(n).unwrap());
            assert_eq!(
                8 * fundamental,
                all + half_turn + 2 * quarter_turn,
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_small_searches_find_p_and_r() {
        for (n, half_turn, quarter_turn) in symmetric().into_iter().take(18) {
            assert_eq!(halves::half_turn(n), half_turn, "P, n = {n}");
            assert_eq!(halves::quarter_turn(n), quarter_turn, "R, n = {n}");
        }
    }

    /// The classes alone, without the work's measures.
    fn classes(counts: &Counts) -> [u64; 6] {
        let Counts {
            c1,
            c2,
            c4,
            c8,
            boards,
            symmetric,
            ..
        } = *counts;
        [c1, c2, c4, c8, boards, symmetric]
    }

    #[test]
    fn every_method_and_engine_matches_oeis_and_the_others() {
        for (n, &expected) in oeis().iter().enumerate().take(14).skip(1) {
            let mut seen = Vec::new();
            for method in Method::ALL {
                for engine in engines(method) {
                    let counts = count(n, method, engine, 2, 0, 1, None);
                    assert_eq!(
                        (counts.distinct(), counts.fundamental()),
                        expected,
                        "n = {n}, {method:?} {engine:?}"
                    );
                    assert_eq!(counts.fundamental_eighths() % 8, 0);
                    seen.push(classes(&counts));
                }
            }
            assert!(
                seen.windows(2).all(|pair| pair[0] == pair[1]),
                "n = {n}: {seen:?}"
            );
        }
    }

    /// Counts equal OEIS A000170 and A002562 for each n of `ns` by each of `methods` on every
    /// engine this CPU runs, two threads, and every engine of a method finds the same classes
    /// through the same work.
    fn every_engine_matches_oeis(ns: std::ops::RangeInclusive<usize>, methods: &[Method]) {
        for n in ns {
            let expected = (oeis::all(n).unwrap(), oeis::fundamental(n).unwrap());
            for &method in methods {
                let mut seen = Vec::new();
                for engine in engines(method) {
                    let counts = count(n, method, engine, 2, 0, 1, None);
                    let found = (counts.distinct(), counts.fundamental());
                    assert_eq!(found, expected, "n = {n}, {method:?} {engine:?}");
                    seen.push((classes(&counts), counts.nodes));
                }
                assert!(
                    seen.windows(2).all(|pair| pair[0] == pair[1]),
                    "n = {n}: {seen:?}"
                );
            }
        }
    }

    /// n = 14..=18 by both methods on every engine: minutes (the scalar walk alone takes about
    /// two at n = 18 on one core), so outside the suite: `cargo test --release --lib count:: --
    /// --ignored`. The suite holds every engine to OEIS up to n = 13 here and up to 14 (the
    /// walk) and 15 (the halves) in `tests/cli/fundamental.rs`.
    #[test]
    #[ignore = "minutes: cargo test --release --lib count:: -- --ignored"]
    fn every_engine_matches_oeis_up_to_18() {
        every_engine_matches_oeis(14..=18, &Method::ALL);
    }

    /// n = 14..=16 by halves on every engine: seconds natively, what `.ci/run` asks of the NEON
    /// engine under qemu-aarch64 (the walk has no NEON engine).
    #[test]
    #[ignore = "the halves to n = 16: .ci/run runs it under qemu-aarch64"]
    fn the_halves_match_oeis_up_to_16_on_every_engine() {
        every_engine_matches_oeis(14..=16, &[Method::Halves]);
    }

    #[test]
    fn parts_add_up_to_the_whole() {
        for method in Method::ALL {
            for engine in engines(method) {
                for n in [1, 4, 9, 11, 12] {
                    let whole = count(n, method, engine, 1, 0, 1, None);
                    let mut sum = Counts::default();
                    for part in 0..7 {
                        sum.add(&count(n, method, engine, 2, part, 7, None));
                    }
                    let what = format!("n = {n}, {method:?} {engine:?}");
                    assert_eq!(sum.distinct(), whole.distinct(), "{what}");
                    assert_eq!(
                        sum.fundamental_eighths(),
                        whole.fundamental_eighths(),
                        "{what}"
                    );
                    assert_eq!(sum.nodes, whole.nodes, "{what}");
                    if method == Method::Walk {
                        assert_eq!(sum, whole, "{what}");
                    }
                }
            }
        }
    }
}
