//! A chunk of the join's wide list for the engines whose registers are narrower than a chunk
//! (AVX2's 256 bits, NEON's 128): 512 footprints as bit planes of 512 bits, and the tables of
//! groups of bits made from them (`join.rs` tells the plan), built here in plain Rust, and the
//! join engine on them (`Wide`). The engines keep their own pass, the loop that reads the
//! tables once a narrow footprint (`Narrow`), and their own combine. Here too: `passes!`, the
//! one dispatch from a chunk's groups to a pass kernel's constants, which every SIMD join's
//! kernel file (AVX-512's too) writes with it.

use super::join::{self, Groups, Joiner, Run};
use super::parts::Parts;
use super::Kernels;
use std::marker::PhantomData;

/// The footprints a chunk holds: 512, as the AVX-512 engine's, which measured 5–20 % faster
/// than 256 with AVX2 at n = 18 (two ymm a table entry).
pub(super) const CHUNK: usize = 512;

/// 512 bits, one bit a footprint of the chunk, aligned as a zmm load wants them (and so as
/// any narrower one does).
#[derive(Clone, Copy)]
#[repr(C, align(64))]
pub(in crate::count) struct Lanes(pub [u64; 8]);

/// A chunk as the passes read it: its valid lanes and its tables (the key groups' 32 entries
/// each, then the other groups' 2^width each).
pub(super) struct Chunk {
    planes: Vec<Lanes>,
    pub table: Vec<Lanes>,
    pub valid: Lanes,
    pub groups: Groups,
}

impl Chunk {
    pub fn new() -> Chunk {
        Chunk {
            planes: vec![Lanes([0; 8]); 64],
            table: vec![Lanes([0; 8]); join::TABLE],
            valid: Lanes([0; 8]),
            groups: Groups::default(),
        }
    }

    /// Makes `chunk` (1..=CHUNK footprints, no bit at or above `bits`) the chunk, its lowest
    /// `key_bits` bits the keys: `join::Joiner::load` for these engines.
    pub fn load(&mut self, chunk: &[u64], key_bits: u32, bits: u32) {
        assert!(!chunk.is_empty() && chunk.len() <= CHUNK && key_bits <= bits && bits <= 64);
        // Plane j: bit i says footprint i has bit j.
        for plane in &mut self.planes[..bits as usize] {
            plane.0 = [0; 8];
        }
        for (lane, &footprint) in chunk.iter().enumerate() {
            let mut rest = footprint;
            while rest != 0 {
                self.planes[rest.trailing_zeros() as usize].0[lane / 64] |= 1 << (lane % 64);
                rest &= rest - 1;
            }
        }
        for (word, lanes) in self.valid.0.iter_mut().enumerate() {
            let count = chunk.len().saturating_sub(64 * word).min(64);
            *lanes = u64::MAX.checked_shr(64 - count as u32).unwrap_or(0);
        }
        let groups = Groups::new(key_bits, bits);
        assert!(groups.entries() <= join::TABLE);
        self.groups = groups;
        for group in 0..groups.keys {
            self.group(group * 32, 32, 5 * group as u32, key_bits);
        }
        let size = 1 << groups.width;
        for group in 0..groups.others {
            let first = key_bits + groups.width * group as u32;
            self.group(groups.others_from() + group * size, size, first, bits);
        }
    }

    /// The `size` entries of a group's table from entry `at`, for the bits from `first`: entry
    /// v holds the footprints with none of the bits first + b for b in v, the bits from `end` on
    /// none.
    fn group(&mut self, at: usize, size: usize, first: u32, end: u32) {
        let entries = &mut self.table[at..at + size];
        entries[0] = Lanes([u64::MAX; 8]);
        for value in 1..size {
            let bit = first + value.trailing_zeros();
            let mut entry = entries[value & (value - 1)];
            if bit < end {
                let plane = &self.planes[bit as usize];
                for (lanes, &has) in entry.0.iter_mut().zip(&plane.0) {
                    *lanes &= !has;
                }
            }
            entries[value] = entry;
        }
    }
}

/// A chunk's tables as a `passes` kernel reads them: `keys` groups of 32 entries at `key`,
/// `others` groups of 2^`width` at `other`, the chunk's valid lanes at `valid`.
#[derive(Clone, Copy)]
pub(in crate::count) struct Tables {
    pub valid: *const Lanes,
    pub key: *const Lanes,
    pub keys: usize,
    pub other: *const Lanes,
    pub others: usize,
    pub width: u32,
}

/// Writes `passes`, a kernel file's call of its `pass::<G, W>` for a chunk's `tables.others`
/// groups (G, 0..=11) of `tables.width` bits (W, 5 or 6): constants, so that the kernel's loop
/// over the groups unrolls. `$features`: the kernel's `target_feature`s; `$sum`: what `pass`
/// returns.
macro_rules! passes {
    ($features:literal, $sum:ty) => {
        /// `pass` for the chunk's groups, its constants chosen (`wide::passes!`).
        #[target_feature(enable = $features)]
        unsafe fn passes(tables: Tables, runs: &[Run], entries: &[u64]) -> $sum {
            /// `pass` for `tables.others` groups of `W` bits.
            #[target_feature(enable = $features)]
            unsafe fn by_groups<const W: u32>(
                tables: Tables,
                runs: &[Run],
                entries: &[u64],
            ) -> $sum {
                match tables.others {
                    0 => pass::<0, W>(tables, runs, entries),
                    1 => pass::<1, W>(tables, runs, entries),
                    2 => pass::<2, W>(tables, runs, entries),
                    3 => pass::<3, W>(tables, runs, entries),
                    4 => pass::<4, W>(tables, runs, entries),
                    5 => pass::<5, W>(tables, runs, entries),
                    6 => pass::<6, W>(tables, runs, entries),
                    7 => pass::<7, W>(tables, runs, entries),
                    8 => pass::<8, W>(tables, runs, entries),
                    9 => pass::<9, W>(tables, runs, entries),
                    10 => pass::<10, W>(tables, runs, entries),
                    _ => pass::<11, W>(tables, runs, entries),
                }
            }
            match tables.width {
                5 => by_groups::<5>(tables, runs, entries),
                _ => by_groups::<6>(tables, runs, entries),
            }
        }
    };
}
pub(super) use passes;

/// Writes `combine`, a SIMD kernel file's `Kernels::combine`: its `combine_run` once the checks
/// that kernel relies on pass, this CPU running the file's kernels (its `available`) and each
/// group's slices of one length. `$needs`: what the kernels need of the CPU, in words. Inlined
/// down to the checks (see `Kernels::combine`). x86-64 only: NEON's combine is the scalar one.
#[cfg(target_arch = "x86_64")]
macro_rules! combine {
    ($needs:literal) => {
        /// `Kernels::combine` on this file's `combine_run`, checked (`wide::combine!`).
        ///
        /// # Panics
        /// Where this CPU cannot run the kernel (`Engine::runs` says so first), or a group's
        /// slices differ in length.
        #[inline(always)]
        fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
            assert!(available(), concat!("this combine needs ", $needs));
            for parts in [outer, inner] {
                assert!(parts.window.len() == parts.footprints.len());
            }
            // SAFETY: the CPU runs the file's kernels (`available`), and the slices of each
            // group have one length.
            unsafe { combine_run(out, outer, inner, guard) }
        }
    };
}
#[cfg(target_arch = "x86_64")]
pub(super) use combine;

/// The kernels of an engine narrower than a chunk (AVX2, NEON): its pass over a chunk's tables
/// and its combine, on the chunk of this file (`Wide`).
pub(in crate::count) trait Narrow {
    /// Whether this CPU runs the kernels.
    fn available() -> bool;
    /// The footprints of `runs` of `entries` that fit the chunk whose tables are `tables`,
    /// counted.
    ///
    /// # Safety
    /// This CPU runs the kernels (`available`); the tables' groups are within their table, its
    /// entries aligned; the runs within `entries`.
    unsafe fn passes(tables: Tables, runs: &[Run], entries: &[u64]) -> u64;
    /// `Kernels::combine`.
    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64);
}

/// The join engine (`join::Joiner`) on a chunk of 512 footprints in planes and tables, a count
/// per narrow list, the pass `N`'s.
pub(in crate::count) struct Wide<N> {
    chunk: Chunk,
    totals: Vec<u64>,
    kernels: PhantomData<N>,
}

impl<N: Narrow> Kernels for Wide<N> {
    fn available() -> bool {
        N::available()
    }

    fn new() -> Wide<N> {
        assert!(N::available(), "this CPU cannot run this join");
        Wide {
            chunk: Chunk::new(),
            totals: vec![0; 32],
            kernels: PhantomData,
        }
    }

    #[inline(always)]
    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
        N::combine(out, outer, inner, guard);
    }
}

impl<N: Narrow> Joiner for Wide<N> {
    const LANES: usize = CHUNK;

    fn load(&mut self, chunk: &[u64], key_bits: u32, bits: u32) {
        self.chunk.load(chunk, key_bits, bits);
    }

    fn pass(&mut self, slot: usize, runs: &[Run], entries: &[u64]) {
        assert!(runs
            .iter()
            .all(|run| run.from <= run.to && run.to as usize <= entries.len()));
        let (chunk, groups) = (&self.chunk, self.chunk.groups);
        let tables = Tables {
            valid: &chunk.valid,
            key: chunk.table.as_ptr(),
            keys: groups.keys,
            // Within the table (`Groups::entries`, checked by `load`): no read through it here.
            other: chunk.table.as_ptr().wrapping_add(groups.others_from()),
            others: groups.others,
            width: groups.width,
        };
        // SAFETY: `Wide::new` saw the CPU run `N`'s kernels; the tables' groups are within the
        // table (`load`), its entries aligned; the runs within `entries` (asserted).
        self.totals[slot] += unsafe { N::passes(tables, runs, entries) };
    }

    fn finish(&mut self, found: &mut [u64]) {
        for (fitting, total) in found.iter_mut().zip(self.totals.iter_mut()) {
            *fitting = std::mem::take(total);
        }
    }
}
