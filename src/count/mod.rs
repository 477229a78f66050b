//! The distinct and fundamental N-Queens counts: the engine of `fundamental` (the command line
//! around it is `src/bin/fundamental.rs`; the methods are told in `problems/fundamental.md`).
//!
//! Two methods ([`Method`]), each on the scalar engine and the SIMD ones this CPU has ([`Engine`]):
//!
//! - The walk (`walk/`) counts every solution once, as the representative of its class under the
//!   eight rotations and reflections (Takaken's symmetry classes): a class unchanged by a 90°
//!   rotation (C2) stands for 2 boards, one unchanged by 180° (C4) for 4, any other (C8) for 8,
//!   so distinct = 2·C2 + 4·C4 + 8·C8 and fundamental = C2 + C4 + C8. The search is split into
//!   units (the first rows placed) spread over threads; below a unit, the scalar depth-first
//!   search, or a SIMD search that steps a register's lanes of nodes at once in depth slices.
//! - The halves (`halves/`) count the total as a join of top and bottom half-board placements,
//!   and the classes from it and two small searches over the symmetric boards: C2 = R/2,
//!   C4 = (P − R)/4, C8 = (Q − P)/8.
//!
//! An engine is one row of the table in `engine.rs` and a kernel file per method
//! (`walk/avx512.rs`, `halves/avx2.rs`, ...).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

mod engine;
mod halves;
mod walk;

pub use engine::Engine;

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

    /// The methods' names, in the order of `ALL`.
    pub const NAMES: [&'static str; 2] = ["walk", "halves"];

    /// The smallest n the halves count by default: from here on they beat the walk on this
    /// workspace's machine (problems/fundamental.md, "Limits").
    pub const HALVES_FROM: usize = 16;

    /// The method's name on the command line and in `--stats`.
    pub fn name(self) -> &'static str {
        Method::NAMES[self as usize]
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
    assert!(engine.runs(method), "{}", engine.refusal(method));
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
            let regions = walk::Region::all(n);
            let kernel = engine.walk();
            share.spread(
                || walk::units(&regions),
                |claimed, nodes| {
                    let mut counts = Counts::default();
                    (kernel.count)(&regions, claimed, &mut counts, nodes, true);
                    counts
                },
            )
        }
        Method::Halves => {
            let halves = halves::Halves::new(n);
            let kernel = engine.halves();
            let mut total = share.spread(
                || halves.units.iter().copied(),
                |claimed, nodes| (kernel.count)(&halves, claimed, nodes),
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
    /// --ignored`. The suite holds every engine to OEIS up to n = 13 here and, in `make test-all`
    /// and CI, up to 14 (the walk) and 15 (the halves) in `tests/cli/fundamental.rs`.
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
