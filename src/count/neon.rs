//! The halves' join on NEON (aarch64, where every 64-bit core has it, Apple's included): the
//! join's engine (`join::Engine`) with chunks of 512 footprints (`wide::Chunk`), each table entry
//! four q registers. The pass counts a narrow footprint's fitting lanes with `cnt` (a popcount
//! of each byte), the bytes summed pairwise into u16 (`uadalp`) and flushed every 512 footprints
//! into u64. The combine stays the scalar one (`parts::combine`): NEON's two u64 lanes gain
//! little over its branchless loop. Tested for its counts under `qemu-aarch64`; its speed is
//! not measured (a timing under an emulator means nothing).

use super::join::{Engine, Run};
use super::wide::{Chunk, Lanes, CHUNK};
use std::arch::aarch64::*;

pub fn available() -> bool {
    std::arch::is_aarch64_feature_detected!("neon")
}

/// A chunk's tables as `pass` reads them: `keys` groups of 32 entries at `key`, `others`
/// groups of 2^`width` at `other`, the chunk's valid lanes at `valid`.
#[derive(Clone, Copy)]
struct Tables {
    valid: *const Lanes,
    key: *const Lanes,
    keys: usize,
    other: *const Lanes,
    others: usize,
    width: u32,
}

/// `pass` for `others` groups of `width` (5 or 6) bits.
#[target_feature(enable = "neon")]
unsafe fn passes(tables: Tables, runs: &[Run], entries: &[u64]) -> u64 {
    match tables.width {
        5 => by_groups::<5>(tables, runs, entries),
        _ => by_groups::<6>(tables, runs, entries),
    }
}

/// `pass` for `others` groups of `W` bits.
#[target_feature(enable = "neon")]
unsafe fn by_groups<const W: u32>(tables: Tables, runs: &[Run], entries: &[u64]) -> u64 {
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

/// An entry's four q registers.
#[target_feature(enable = "neon")]
unsafe fn entry(at: *const Lanes) -> [uint64x2_t; 4] {
    let at = at.cast::<u64>();
    [
        vld1q_u64(at),
        vld1q_u64(at.add(2)),
        vld1q_u64(at.add(4)),
        vld1q_u64(at.add(6)),
    ]
}

/// The fitting pairs of the chunk whose tables are `tables` and each run's footprints: a run's
/// key lanes once, then for each footprint one entry of each other group, ANDed, its bits
/// counted a byte at a time. `G` and `W` constants, so the groups' loop unrolls.
#[target_feature(enable = "neon")]
unsafe fn pass<const G: usize, const W: u32>(tables: Tables, runs: &[Run], entries: &[u64]) -> u64 {
    let mut sums = vdupq_n_u64(0);
    let and = |x: [uint64x2_t; 4], y: [uint64x2_t; 4]| {
        [
            vandq_u64(x[0], y[0]),
            vandq_u64(x[1], y[1]),
            vandq_u64(x[2], y[2]),
            vandq_u64(x[3], y[3]),
        ]
    };
    for run in runs {
        let mut base = entry(tables.valid);
        for group in 0..tables.keys {
            let value = ((run.key >> (5 * group)) & 31) as usize;
            base = and(base, entry(tables.key.add(group * 32 + value)));
        }
        let any = vorrq_u64(vorrq_u64(base[0], base[1]), vorrq_u64(base[2], base[3]));
        if vmaxvq_u32(vreinterpretq_u32_u64(any)) == 0 {
            continue;
        }
        // A u16 of the sums grows by at most 64 a footprint: flushed every 512.
        for block in entries[run.from as usize..run.to as usize].chunks(512) {
            let mut pairs = vdupq_n_u16(0);
            for &footprint in block {
                let mut fits = base;
                for group in 0..G {
                    let value = ((footprint >> (W * group as u32)) & ((1 << W) - 1)) as usize;
                    fits = and(fits, entry(tables.other.add((group << W) + value)));
                }
                let count = |lanes: uint64x2_t| vcntq_u8(vreinterpretq_u8_u64(lanes));
                let bytes = vaddq_u8(
                    vaddq_u8(count(fits[0]), count(fits[1])),
                    vaddq_u8(count(fits[2]), count(fits[3])),
                );
                pairs = vpadalq_u8(pairs, bytes);
            }
            sums = vpadalq_u32(sums, vpaddlq_u16(pairs));
        }
    }
    vaddvq_u64(sums)
}

/// The join's NEON engine (`join::Engine`): a chunk of 512 footprints in planes and tables
/// (`wide::Chunk`), a count per narrow list. Made only where the CPU has NEON (`Neon::new`).
pub struct Neon {
    chunk: Chunk,
    totals: Vec<u64>,
}

impl Neon {
    /// The engine, where the CPU has NEON.
    pub fn new() -> Option<Neon> {
        available().then(|| Neon {
            chunk: Chunk::new(),
            totals: vec![0; 32],
        })
    }
}

impl Engine for Neon {
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
            // SAFETY: within the table (`Groups::entries`, checked by `load`).
            other: unsafe { chunk.table.as_ptr().add(groups.others_from()) },
            others: groups.others,
            width: groups.width,
        };
        // SAFETY: `Neon::new` saw the CPU's NEON; the tables' groups are within the table
        // (`load`); the runs within `entries`.
        self.totals[slot] += unsafe { passes(tables, runs, entries) };
    }

    fn finish(&mut self, found: &mut [u64]) {
        for (fitting, total) in found.iter_mut().zip(self.totals.iter_mut()) {
            *fitting = std::mem::take(total);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::runs_here;
    use super::super::{join, Engine as Which, Method};
    use super::*;

    #[test]
    fn the_neon_join_counts_what_the_plain_one_does() {
        if runs_here(Which::Neon, Method::Halves) {
            join::tests::check(&mut Neon::new().expect("the CPU has NEON"));
        }
    }
}
