//! The halves' join on NEON (aarch64, where every 64-bit core has it, Apple's included): the
//! join's engine (`join::Joiner`) with chunks of 512 footprints (`wide::Chunk`), each table entry
//! four q registers. The pass counts a narrow footprint's fitting lanes with `cnt` (a popcount
//! of each byte), the bytes summed pairwise into u16 (`uadalp`) and flushed every 512 footprints
//! into u64. The combine stays the scalar one (`scalar::combine`): NEON's two u64 lanes gain
//! little over its branchless loop. Tested for its counts under `qemu-aarch64`; its speed is
//! not measured (a timing under an emulator means nothing).

use super::join::Run;
use super::parts::Parts;
use super::scalar;
use super::wide::{self, Lanes, Narrow, Tables};
use std::arch::aarch64::*;

/// The NEON kernels: the join on `wide::Wide`'s chunks; the scalar combine.
pub(in crate::count) struct Neon;

impl Narrow for Neon {
    fn available() -> bool {
        std::arch::is_aarch64_feature_detected!("neon")
    }

    unsafe fn passes(tables: Tables, runs: &[Run], entries: &[u64]) -> u64 {
        passes(tables, runs, entries)
    }

    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
        scalar::combine(out, outer, inner, guard);
    }
}

wide::passes!("neon", u64);

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
