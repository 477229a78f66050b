//! The distinct and fundamental N-Queens counts · statement: problems/fundamental.md
//! Local run: stdin holds one or more n (1 <= n <= 27) separated by whitespace; stdout is one
//! line `n distinct fundamental` per n, in input order (`8 92 12`). Not a judge submission.
//! Flags: `--threads K`, `--scalar`, `--part I/M` (a slice of the search, to add up over
//! machines), `--stats` (nodes, time and path on stderr). Progress shows on stderr when stderr
//! is a terminal and a count takes more than a second; Ctrl-C never leaves a partial stdout line.
//!
//! Method: Takaken's symmetry classes. Every solution is counted once, as the representative of
//! its class under the eight rotations and reflections: a class unchanged by a 90° rotation
//! (C2) stands for 2 boards, one unchanged by 180° (C4) for 4, any other (C8) for 8, so
//! distinct = 2·C2 + 4·C4 + 8·C8 and fundamental = C2 + C4 + C8. The search is split into
//! units (the first rows placed) spread over threads; below a unit, a scalar depth-first search
//! or, where the CPU has AVX-512, a search that steps 16 nodes at once in one register.

use std::io::{self, IsTerminal, Read, Write};
use std::process;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

const NAME: &str = "fundamental";
/// The largest n answered: both counts of n = 27 still fit in u64 (OEIS A000170, A002562).
const LIMIT: usize = 27;
const USAGE: &str = "usage: fundamental [--threads K] [--scalar] [--part I/M] [--stats] < n...";

/// What a count found: the symmetry classes by the size of their orbit, and the search's size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    /// Classes unchanged by a 90° rotation: 2 boards each.
    c2: u64,
    /// Classes unchanged by a 180° rotation only: 4 boards each.
    c4: u64,
    /// Classes with no symmetry: 8 boards each.
    c8: u64,
    /// Queens placed below the units (every legal square tried, solutions' last queens too).
    nodes: u64,
    /// n = 1: the lone queen is unchanged by all eight symmetries, a class of one board.
    c1: u64,
    /// The units counted (those of the part, with `--part`).
    units: u64,
}

impl Counts {
    fn distinct(&self) -> u64 {
        self.c1 + 2 * self.c2 + 4 * self.c4 + 8 * self.c8
    }

    fn fundamental(&self) -> u64 {
        self.c1 + self.c2 + self.c4 + self.c8
    }

    fn add(&mut self, other: &Counts) {
        self.c1 += other.c1;
        self.c2 += other.c2;
        self.c4 += other.c4;
        self.c8 += other.c8;
        self.nodes += other.nodes;
        self.units += other.units;
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
            // Against the diagonal mirror: column 1's queen comes after row 1's column.
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

/// The scalar search below `row`: bit masks, lowest free square first, one queen per row.
fn search(
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

/// How the search below a unit runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Path {
    Scalar,
    /// AVX-512 (f, cd) with BMI2: 16 nodes a step.
    Avx512,
}

impl Path {
    fn name(self) -> &'static str {
        match self {
            Path::Scalar => "scalar",
            Path::Avx512 => "avx512",
        }
    }

    /// The best path this CPU runs.
    fn detect() -> Path {
        #[cfg(target_arch = "x86_64")]
        if wide::available() {
            return Path::Avx512;
        }
        Path::Scalar
    }
}

/// Counts everything below the units a worker takes, on `path`.
fn count_units(
    regions: &[Region],
    units: &mut dyn Iterator<Item = Node>,
    path: Path,
    nodes_done: &AtomicU64,
) -> Counts {
    let mut counts = Counts::default();
    match path {
        Path::Scalar => {
            for unit in units {
                let mut board = unit.board;
                let before = counts.nodes;
                let region = &regions[unit.region];
                let (row, left, down, right) = (unit.row, unit.left, unit.down, unit.right);
                search(region, row, left, down, right, &mut board, &mut counts);
                nodes_done.fetch_add(counts.nodes - before, Ordering::Relaxed);
            }
        }
        Path::Avx512 => {
            #[cfg(target_arch = "x86_64")]
            {
                // A lane keeps the board's rows from its root's row to row n - 2: roots are the
                // units, or for n > 17 their nodes as deep as that needs.
                let n = regions.first().map_or(0, |region| region.n);
                let start = unit_depth(n).max(n.saturating_sub(wide::KEPT_ROWS + 1));
                let above = &std::cell::Cell::new(0);
                let mut roots = units.flat_map(|unit| {
                    let mut descent = Descent::new(regions, &unit, start);
                    std::iter::from_fn(move || {
                        let root = descent.next();
                        if root.is_none() {
                            above.set(above.get() + std::mem::take(&mut descent.nodes));
                        }
                        root
                    })
                });
                // SAFETY: Path::Avx512 is chosen only where wide::available() said yes.
                unsafe { wide::run(regions, &mut roots, &mut counts, nodes_done) };
                drop(roots);
                counts.nodes += above.get();
            }
            #[cfg(not(target_arch = "x86_64"))]
            unreachable!("Path::detect picks AVX-512 on x86-64 only");
        }
    }
    counts
}

/// The counts of part `part` (0-based) of `parts` for n, over `threads` threads. `progress`
/// shows on stderr while it runs, after a second.
fn count(
    n: usize,
    path: Path,
    threads: usize,
    part: usize,
    parts: usize,
    progress: bool,
) -> Counts {
    let mut total = Counts::default();
    if n <= 3 {
        // n = 1 is a class of its own; n = 2 and 3 have no solution. Part 1 holds it.
        if part == 0 && n == 1 {
            total.c1 = 1;
        }
        return total;
    }
    let regions = Region::all(n);
    let mine = |index: &usize| index % parts == part;
    let unit_count = units(&regions)
        .enumerate()
        .filter(|(index, _)| mine(index))
        .count();
    let next = AtomicUsize::new(0);
    let started_units = AtomicUsize::new(0);
    let nodes = AtomicU64::new(0);
    let finished = AtomicBool::new(false);
    let started = Instant::now();
    thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    // Take the next ticket t: the unit numbered part + t·parts.
                    let mut wanted = part + next.fetch_add(1, Ordering::Relaxed) * parts;
                    let mut claimed = units(&regions).enumerate().filter_map(|(index, unit)| {
                        if index != wanted {
                            return None;
                        }
                        wanted = part + next.fetch_add(1, Ordering::Relaxed) * parts;
                        started_units.fetch_add(1, Ordering::Relaxed);
                        Some(unit)
                    });
                    count_units(&regions, &mut claimed, path, &nodes)
                })
            })
            .collect();
        let reporter = progress.then(|| {
            scope.spawn(|| {
                let mut shown = 0;
                while !finished.load(Ordering::Acquire) {
                    thread::park_timeout(Duration::from_millis(250));
                    let elapsed = started.elapsed().as_secs_f64();
                    if finished.load(Ordering::Acquire) || elapsed < 1.0 {
                        continue;
                    }
                    let line = format!(
                        "{}: n = {}: unit {} of {}, {:.3e} nodes, {:.0} s",
                        NAME,
                        n,
                        started_units.load(Ordering::Relaxed),
                        unit_count,
                        nodes.load(Ordering::Relaxed) as f64,
                        elapsed
                    );
                    shown = shown.max(line.len());
                    eprint!("\r{:<width$}", line, width = shown);
                }
                if shown > 0 {
                    // Clear the progress line before the result is written.
                    eprint!("\r{:width$}\r", "", width = shown);
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

/// Reads the list of n: whitespace-separated integers, at least one, each in 1..=LIMIT.
fn parse_list(input: &[u8]) -> Result<Vec<usize>, String> {
    let mut list = Vec::new();
    for token in input
        .split(|byte| byte.is_ascii_whitespace())
        .filter(|token| !token.is_empty())
    {
        let text = String::from_utf8_lossy(token);
        let digits = text.strip_prefix(['+', '-']).unwrap_or(&text);
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return Err(format!("expected an integer n, found {:?}", text));
        }
        // An integer of any size: a sign or more than a few digits can only be out of range.
        match digits.trim_start_matches('0').parse::<usize>() {
            Ok(n) if !text.starts_with('-') && (1..=LIMIT).contains(&n) => list.push(n),
            _ => return Err(format!("n = {} is out of range 1..={}", text, LIMIT)),
        }
    }
    if list.is_empty() {
        return Err("expected at least one integer n, found no input".to_string());
    }
    Ok(list)
}

/// The command line.
struct Options {
    path: Path,
    threads: usize,
    /// 0-based part and the number of parts.
    part: usize,
    parts: usize,
    stats: bool,
}

fn parse_options(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        path: Path::detect(),
        threads: thread::available_parallelism().map_or(1, |count| count.get()),
        part: 0,
        parts: 1,
        stats: false,
    };
    let mut args = args;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--scalar" => options.path = Path::Scalar,
            "--stats" => options.stats = true,
            "--threads" => {
                let value = args.next().unwrap_or_default();
                options.threads = match value.parse::<usize>() {
                    Ok(threads) if (1..=1024).contains(&threads) => threads,
                    _ => return Err(format!("--threads wants 1..=1024, found {:?}", value)),
                };
            }
            "--part" => {
                let value = args.next().unwrap_or_default();
                let parsed = value
                    .split_once('/')
                    .and_then(|(i, m)| Some((i.parse::<usize>().ok()?, m.parse::<usize>().ok()?)));
                match parsed {
                    Some((i, m)) if 1 <= i && i <= m => {
                        options.part = i - 1;
                        options.parts = m;
                    }
                    _ => {
                        return Err(format!(
                            "--part wants I/M with 1 <= I <= M, found {:?}",
                            value
                        ))
                    }
                }
            }
            "--help" | "-h" => {
                println!("{}", USAGE);
                process::exit(0);
            }
            _ => return Err(format!("unknown argument {:?}; {}", arg, USAGE)),
        }
    }
    Ok(options)
}

fn fail(message: &str) -> ! {
    eprintln!("{}: {}", NAME, message);
    process::exit(1);
}

fn main() {
    let options = parse_options(std::env::args().skip(1)).unwrap_or_else(|message| fail(&message));
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let list = parse_list(&input).unwrap_or_else(|message| fail(&message));
    let progress = io::stderr().is_terminal();
    let stdout = io::stdout();
    for n in list {
        let started = Instant::now();
        let counts = count(
            n,
            options.path,
            options.threads,
            options.part,
            options.parts,
            progress,
        );
        let seconds = started.elapsed().as_secs_f64();
        // One write per line: an interrupted run leaves whole lines only.
        let line = format!("{} {} {}\n", n, counts.distinct(), counts.fundamental());
        let mut out = stdout.lock();
        if let Err(error) = out.write_all(line.as_bytes()).and_then(|()| out.flush()) {
            // A closed pipe (`| head`) only means nobody reads the rest: stop quietly.
            if error.kind() == io::ErrorKind::BrokenPipe {
                return;
            }
            fail(&format!("cannot write output: {}", error));
        }
        if options.stats {
            eprintln!(
                "{}: n = {}: {} nodes, {:.6} s, {:.3e} nodes/s, {}, {} threads, C2 {} C4 {} C8 {}, \
                 {} units",
                NAME,
                n,
                counts.nodes,
                seconds,
                counts.nodes as f64 / seconds.max(1e-9),
                options.path.name(),
                options.threads,
                counts.c2,
                counts.c4,
                counts.c8,
                counts.units
            );
        }
    }
}

/// The 16-lane search (AVX-512 F and CD, BMI2). Each lane holds a node with its free squares;
/// a step takes the lowest free square of every lane at once, makes the 16 children, drops the
/// dead ones, moves the live ones into the lanes whose node has no square left, and keeps the
/// rest on a stack; lanes still idle take the stack's top. No branch depends on the board, so
/// little is mispredicted. The stack is kept in whole, aligned packets of 16 nodes, read and
/// written whole: a load that overlaps a fresh store of another shape waits some 25 cycles for
/// that store to reach the cache. A step is a chain of dependent instructions, so two such
/// searches (engines) run interleaved, each below its own root, and the CPU overlaps them.
#[cfg(target_arch = "x86_64")]
mod wide {
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
                let missing =
                    _mm512_ternarylogic_epi32::<0x40>(at_bound2, $rules.sides, child_down);
                // None missing: any square; one: that edge; two: none.
                let allow = _mm512_or_si512(missing, zero_where(missing));
                let two = _mm512_and_si512(missing, _mm512_sub_epi32(missing, one));
                let child_free =
                    _mm512_ternarylogic_epi32::<0x80>(child_free, allow, zero_where(two));
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
                        _mm512_add_epi32(
                            lane_numbers,
                            _mm512_set1_epi32((direct + 16 - kept) as i32),
                        ),
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
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn paths() -> Vec<Path> {
        let mut paths = vec![Path::Scalar];
        if Path::detect() != Path::Scalar {
            paths.push(Path::detect());
        }
        paths
    }

    #[test]
    fn both_paths_match_oeis_and_each_other() {
        for (n, &expected) in oeis().iter().enumerate().take(13).skip(1) {
            let mut seen = Vec::new();
            for path in paths() {
                let counts = count(n, path, 2, 0, 1, false);
                assert_eq!(
                    (counts.distinct(), counts.fundamental()),
                    expected,
                    "n = {n}, {path:?}"
                );
                seen.push(counts);
            }
            assert!(
                seen.windows(2).all(|pair| pair[0] == pair[1]),
                "n = {n}: {seen:?}"
            );
        }
    }

    #[test]
    fn parts_add_up_to_the_whole() {
        for path in paths() {
            for n in [1, 4, 9, 11] {
                let whole = count(n, path, 1, 0, 1, false);
                let mut sum = Counts::default();
                for part in 0..7 {
                    sum.add(&count(n, path, 2, part, 7, false));
                }
                assert_eq!(sum, whole, "n = {n}, {path:?}");
            }
        }
    }

    #[test]
    fn the_input_is_refused_with_the_token() {
        assert_eq!(parse_list(b" 8\r\n 9\t10 "), Ok(vec![8, 9, 10]));
        assert_eq!(parse_list(b"+027"), Ok(vec![27]));
        let refusals: [(&[u8], &str); 6] = [
            (b"", "expected at least one integer n, found no input"),
            (b" \n", "expected at least one integer n, found no input"),
            (b"8 x", "expected an integer n, found \"x\""),
            (b"0", "n = 0 is out of range 1..=27"),
            (b"28", "n = 28 is out of range 1..=27"),
            (b"-3", "n = -3 is out of range 1..=27"),
        ];
        for (input, message) in refusals {
            assert_eq!(parse_list(input), Err(message.to_string()));
        }
    }
}
