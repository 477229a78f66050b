//! The halves' kernels on AVX2 (with POPCNT): the combine of half placements from their parts
//! four at a time, and the join's engine (`join::Joiner`) with chunks of 512 footprints, as the
//! AVX-512 engine's (`planes.rs`), each table entry two ymm registers.
//!
//! AVX2 has neither a vector popcount nor a compress. The pass counts a narrow footprint's
//! fitting lanes by the nibble table (`vpshufb` of each half byte into its count), summing the
//! bytes for up to 31 footprints before `vpsadbw` flushes them into u64 sums; a prototype found
//! `popcnt` per u64 and Harley–Seal no faster: the pass waits on its table loads (two 256-bit
//! loads a cycle on Zen 3), not on the count. The combine keeps the fitting pairs of four lanes
//! with a 16-entry `vpermd` table that packs them (`vpcmpeqq`, `vmovmskpd`).

use super::join::Run;
use super::parts::Parts;
use super::wide::{self, Lanes, Narrow, Tables};
use std::arch::x86_64::*;

/// The AVX2 kernels (with POPCNT): the join on `wide::Wide`'s chunks, and the combine.
pub(in crate::count) struct Avx2;

impl Narrow for Avx2 {
    fn available() -> bool {
        available()
    }

    unsafe fn passes(tables: Tables, runs: &[Run], entries: &[u64]) -> u64 {
        passes(tables, runs, entries)
    }

    #[inline(always)]
    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
        combine(out, outer, inner, guard);
    }
}

fn available() -> bool {
    is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt")
}

/// For each mask of four lanes, the `vpermd` indices that move the kept lanes' u64 (two u32
/// each) to the front, in order.
static PACK: [[i32; 8]; 16] = pack_table();

const fn pack_table() -> [[i32; 8]; 16] {
    let mut table = [[0i32; 8]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut lane, mut kept) = (0, 0);
        while lane < 4 {
            if mask >> lane & 1 == 1 {
                table[mask][2 * kept] = 2 * lane;
                table[mask][2 * kept + 1] = 2 * lane + 1;
                kept += 1;
            }
            lane += 1;
        }
        mask += 1;
    }
    table
}

wide::combine!("AVX2 and POPCNT");

/// The combine (`scalar::combine`, the reference) four inner parts at a time, without the checks
/// of [`combine`]: whole blocks of 4 inner parts, then the last few one by one.
///
/// # Safety
/// The CPU has AVX2 and POPCNT; the slices of each group have one length.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn combine_run(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
    let count = inner.footprints.len();
    let whole = count / 4 * 4;
    // Room for every pair, and the 4 a store writes past the last one kept.
    out.reserve(outer.footprints.len() * count + 4);
    let room = out.as_mut_ptr();
    let mut kept = out.len();
    let (windows, footprints) = (inner.window.as_ptr(), inner.footprints.as_ptr());
    let zero = _mm256_setzero_si256();
    for (&window, &footprint) in outer.window.iter().zip(outer.footprints) {
        let window = window | guard;
        let block = _mm256_set1_epi64x(window as i64);
        let joined = _mm256_set1_epi64x(footprint as i64);
        for from in (0..whole).step_by(4) {
            let other = _mm256_loadu_si256(windows.add(from).cast());
            let fits = _mm256_cmpeq_epi64(_mm256_and_si256(other, block), zero);
            let mask = _mm256_movemask_pd(_mm256_castsi256_pd(fits)) as usize;
            let own = _mm256_loadu_si256(footprints.add(from).cast());
            let order = _mm256_loadu_si256(PACK[mask].as_ptr().cast());
            let packed = _mm256_permutevar8x32_epi32(_mm256_or_si256(own, joined), order);
            // Written whole: the lanes past the kept ones are overwritten next, or left unused.
            _mm256_storeu_si256(room.add(kept).cast(), packed);
            kept += mask.count_ones() as usize;
        }
        for from in whole..count {
            *room.add(kept) = footprint | *footprints.add(from);
            kept += usize::from(window & *windows.add(from) == 0);
        }
    }
    out.set_len(kept);
}

wide::passes!("avx2,popcnt", u64);

/// The count of each byte's bits, each byte's count in that byte (the nibble table).
#[target_feature(enable = "avx2")]
fn byte_counts(lanes: __m256i) -> __m256i {
    let table = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3,
        3, 4,
    );
    let nibbles = _mm256_set1_epi8(0x0F);
    let low = _mm256_and_si256(lanes, nibbles);
    let high = _mm256_and_si256(_mm256_srli_epi16::<4>(lanes), nibbles);
    _mm256_add_epi8(
        _mm256_shuffle_epi8(table, low),
        _mm256_shuffle_epi8(table, high),
    )
}

/// The fitting pairs of the chunk whose tables are `tables` and each run's footprints: a run's
/// key lanes once (an entry of each key group, ANDed with the valid lanes), then for each
/// footprint one entry of each other group, ANDed (two ymm an entry), its bits counted a byte
/// at a time. `G` (the other groups) and `W` (their width) constants, so the groups' loop
/// unrolls. Long for a kernel's reasons: the loads, the ANDs and the counts in one loop.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn pass<const G: usize, const W: u32>(tables: Tables, runs: &[Run], entries: &[u64]) -> u64 {
    let zero = _mm256_setzero_si256();
    let mut sums = zero;
    let half = |entry: *const Lanes, at: usize| _mm256_load_si256(entry.cast::<__m256i>().add(at));
    for run in runs {
        let (mut low, mut high) = (half(tables.valid, 0), half(tables.valid, 1));
        for group in 0..tables.keys {
            let value = ((run.key >> (5 * group)) & 31) as usize;
            let entry = tables.key.add(group * 32 + value);
            low = _mm256_and_si256(low, half(entry, 0));
            high = _mm256_and_si256(high, half(entry, 1));
        }
        if _mm256_testz_si256(_mm256_or_si256(low, high), _mm256_or_si256(low, high)) == 1 {
            continue;
        }
        // A byte of each count grows by at most 8 a footprint: flushed every 31.
        for block in entries[run.from as usize..run.to as usize].chunks(31) {
            let (mut low_bytes, mut high_bytes) = (zero, zero);
            for &footprint in block {
                let (mut fits_low, mut fits_high) = (low, high);
                for group in 0..G {
                    let value = ((footprint >> (W * group as u32)) & ((1 << W) - 1)) as usize;
                    let entry = tables.other.add((group << W) + value);
                    fits_low = _mm256_and_si256(fits_low, half(entry, 0));
                    fits_high = _mm256_and_si256(fits_high, half(entry, 1));
                }
                low_bytes = _mm256_add_epi8(low_bytes, byte_counts(fits_low));
                high_bytes = _mm256_add_epi8(high_bytes, byte_counts(fits_high));
            }
            sums = _mm256_add_epi64(sums, _mm256_sad_epu8(low_bytes, zero));
            sums = _mm256_add_epi64(sums, _mm256_sad_epu8(high_bytes, zero));
        }
    }
    let mut lanes = [0u64; 4];
    _mm256_storeu_si256(lanes.as_mut_ptr().cast(), sums);
    lanes.iter().sum()
}
