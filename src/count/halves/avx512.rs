//! The halves' kernels on AVX-512 (F, VPOPCNTDQ): the combine of half placements from their
//! parts eight at a time, and the join's engine (`join::Joiner`, whose plan `join.rs` holds)
//! with 512 footprints to a chunk instead of the scalar engine's 64, so that one 512-bit AND
//! tests 512 pairs and one `vpopcntq` counts them.
//!
//! A chunk of the wide list becomes bit planes: plane j is one zmm whose bit i says footprint i
//! has bit j (made eight footprints at a time, `vptestmq` giving each plane 8 of its bits). From
//! the planes, a table per group of the footprints' bits: entry v is the zmm of the chunk's
//! footprints with none of the group's bits v. A narrow bucket's key lanes come from the key
//! groups' tables once; each of its footprints then takes one entry of each other group (5 at
//! n = 18..20), ANDs them and popcounts the 512 pairs at once.

use super::join::{self, Groups, Joiner, Run};
use super::parts::Parts;
use super::wide::{self, Lanes, Tables, CHUNK};
use super::Kernels;
use std::arch::x86_64::*;

fn available() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512vpopcntdq")
        && is_x86_feature_detected!("popcnt")
}

wide::combine!("AVX-512 F and VPOPCNTDQ, and POPCNT");

/// The combine (`scalar::combine`, the reference) eight inner parts at a time (`vptestnmq`,
/// `vpcompressq`), without the checks of [`combine`]: whole blocks of 8 inner parts, then the
/// last few masked.
///
/// # Safety
/// The CPU has AVX-512 F; the slices of each group have one length.
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn combine_run(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
    let count = inner.footprints.len();
    let whole = count / 8 * 8;
    let tail: __mmask8 = (1u8 << (count % 8)).wrapping_sub(1);
    // Room for every pair, and the 8 a store writes past the last one kept.
    out.reserve(outer.footprints.len() * count + 8);
    let room = out.as_mut_ptr();
    let mut kept = out.len();
    let (windows, footprints) = (inner.window.as_ptr(), inner.footprints.as_ptr());
    for (&window, &footprint) in outer.window.iter().zip(outer.footprints) {
        let block = _mm512_set1_epi64((window | guard) as i64);
        let footprint = _mm512_set1_epi64(footprint as i64);
        // One block: the fitting pairs' footprints stored from `kept` on, written whole: the
        // lanes past the kept ones are overwritten next, or left unused.
        let mut step = |fits: __mmask8, own: __m512i| {
            let joined = _mm512_maskz_compress_epi64(fits, _mm512_or_si512(own, footprint));
            _mm512_storeu_si512(room.add(kept).cast(), joined);
            kept += fits.count_ones() as usize;
        };
        for from in (0..whole).step_by(8) {
            let other = _mm512_loadu_si512(windows.add(from).cast());
            let fits = _mm512_testn_epi64_mask(other, block);
            step(fits, _mm512_loadu_si512(footprints.add(from).cast()));
        }
        if tail != 0 {
            let other = _mm512_maskz_loadu_epi64(tail, windows.add(whole).cast());
            let fits = _mm512_mask_testn_epi64_mask(tail, other, block);
            step(
                fits,
                _mm512_maskz_loadu_epi64(tail, footprints.add(whole).cast()),
            );
        }
    }
    out.set_len(kept);
}

wide::passes!("avx512f,avx512vpopcntdq", __m512i);

/// The fitting pairs of the chunk whose tables are `tables` and each run's footprints, as 8
/// sums: a run's key lanes once (an entry of each key group, ANDed with the valid lanes), then
/// for each footprint one entry of each other group, ANDed, popcounted. `G` (the other groups)
/// and `W` (their width) constants, so the groups' loop unrolls.
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
unsafe fn pass<const G: usize, const W: u32>(
    tables: Tables,
    runs: &[Run],
    entries: &[u64],
) -> __m512i {
    let mut total = _mm512_setzero_si512();
    for run in runs {
        let mut base = _mm512_load_si512(tables.valid.cast());
        for group in 0..tables.keys {
            let value = ((run.key >> (5 * group)) & 31) as usize;
            let entry = _mm512_load_si512(tables.key.add(group * 32 + value).cast());
            base = _mm512_and_si512(base, entry);
        }
        if _mm512_test_epi64_mask(base, base) == 0 {
            continue;
        }
        for &footprint in &entries[run.from as usize..run.to as usize] {
            let mut lanes = base;
            for group in 0..G {
                let value = ((footprint >> (W * group as u32)) & ((1 << W) - 1)) as usize;
                let entry = _mm512_load_si512(tables.other.add((group << W) + value).cast());
                lanes = _mm512_and_si512(lanes, entry);
            }
            total = _mm512_add_epi64(total, _mm512_popcnt_epi64(lanes));
        }
    }
    total
}

/// The join's AVX-512 engine (`join::Joiner`): a chunk of 512 footprints in zmm planes and
/// their tables, and a count of 8 sums per narrow list. Made only where the CPU has AVX-512 F
/// and VPOPCNTDQ (`Kernels::new`), which its unsafe calls rely on.
pub(in crate::count) struct Planes {
    planes: Vec<Lanes>,
    /// The key groups' tables, then the other groups'.
    table: Vec<Lanes>,
    valid: Lanes,
    /// A chunk's footprints, padded with zeros to CHUNK.
    chunk: Vec<u64>,
    /// How the tables cut the bits.
    groups: Groups,
    totals: Vec<Lanes>,
}

impl Kernels for Planes {
    fn available() -> bool {
        available()
    }

    fn new() -> Planes {
        assert!(available(), "the planes need AVX-512 F and VPOPCNTDQ");
        Planes {
            planes: vec![Lanes([0; 8]); 64],
            table: vec![Lanes([0; 8]); join::TABLE],
            valid: Lanes([0; 8]),
            chunk: vec![0; CHUNK],
            groups: Groups::default(),
            totals: vec![Lanes([0; 8]); 32],
        }
    }

    #[inline(always)]
    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
        combine(out, outer, inner, guard);
    }
}

impl Planes {
    /// The chunk's bit planes: bits 8v..8v + 8 of plane j's word q are bit j of footprints
    /// 64q + 8v .. 64q + 8v + 8, one `vptestmq` each.
    #[target_feature(enable = "avx512f")]
    unsafe fn transpose(&mut self, bits: u32) {
        for plane in &mut self.planes[..bits as usize] {
            plane.0 = [0; 8];
        }
        let chunk = self.chunk.as_ptr();
        for word in 0..8 {
            for block in 0..8 {
                let footprints = _mm512_loadu_si512(chunk.add(64 * word + 8 * block).cast());
                if _mm512_test_epi64_mask(footprints, footprints) == 0 {
                    continue;
                }
                for (bit, plane) in self.planes[..bits as usize].iter_mut().enumerate() {
                    let mask = _mm512_test_epi64_mask(footprints, _mm512_set1_epi64(1 << bit));
                    plane.0[word] |= u64::from(mask) << (8 * block);
                }
            }
        }
    }

    /// The `size` entries of a group's table from entry `at`, for the bits from `first`, from
    /// the planes: entry v holds the footprints with none of the bits first + b for b in v, the
    /// bits from `end` on none.
    ///
    /// # Safety
    /// The CPU has AVX-512 F; at + size <= join::TABLE.
    #[target_feature(enable = "avx512f")]
    unsafe fn group(&mut self, at: usize, size: usize, first: u32, end: u32) {
        let planes = self.planes.as_ptr();
        let entries = self.table.as_mut_ptr().add(at);
        _mm512_store_si512(entries.cast(), _mm512_set1_epi64(-1));
        for value in 1..size {
            let bit = first + value.trailing_zeros();
            let without = _mm512_load_si512(entries.add(value & (value - 1)).cast());
            let entry = if bit < end {
                // Those without the bits of `value`'s rest and without bit `bit`.
                let plane = _mm512_load_si512(planes.add(bit as usize).cast());
                _mm512_andnot_si512(plane, without)
            } else {
                without
            };
            _mm512_store_si512(entries.add(value).cast(), entry);
        }
    }
}

impl Joiner for Planes {
    const LANES: usize = CHUNK;

    fn load(&mut self, chunk: &[u64], key_bits: u32, bits: u32) {
        assert!(!chunk.is_empty() && chunk.len() <= CHUNK && key_bits <= bits && bits <= 64);
        self.chunk[..chunk.len()].copy_from_slice(chunk);
        self.chunk[chunk.len()..].fill(0);
        for (word, lanes) in self.valid.0.iter_mut().enumerate() {
            let count = chunk.len().saturating_sub(64 * word).min(64);
            *lanes = u64::MAX.checked_shr(64 - count as u32).unwrap_or(0);
        }
        let groups = Groups::new(key_bits, bits);
        assert!(groups.entries() <= join::TABLE);
        self.groups = groups;
        let size = 1 << groups.width;
        // SAFETY: `Kernels::new` saw the CPU's AVX-512 F; at most 64 planes; the groups' tables
        // within the table (`Groups::entries`).
        unsafe {
            self.transpose(bits);
            for group in 0..groups.keys {
                self.group(group * 32, 32, 5 * group as u32, key_bits);
            }
            for group in 0..groups.others {
                let first = key_bits + groups.width * group as u32;
                self.group(groups.others_from() + group * size, size, first, bits);
            }
        }
    }

    fn pass(&mut self, slot: usize, runs: &[Run], entries: &[u64]) {
        assert!(runs
            .iter()
            .all(|run| run.from <= run.to && run.to as usize <= entries.len()));
        let groups = self.groups;
        let tables = Tables {
            valid: &self.valid,
            key: self.table.as_ptr(),
            keys: groups.keys,
            // SAFETY: within the table (`Groups::entries`, checked by `load`).
            other: unsafe { self.table.as_ptr().add(groups.others_from()) },
            others: groups.others,
            width: groups.width,
        };
        let total = &mut self.totals[slot];
        // SAFETY: `Kernels::new` saw the CPU's AVX-512 F and VPOPCNTDQ; the tables' groups are
        // within the table (`load`), its entries aligned; the runs within `entries`.
        unsafe {
            let fitting = passes(tables, runs, entries);
            let sum = _mm512_add_epi64(_mm512_load_si512(total.0.as_ptr().cast()), fitting);
            _mm512_store_si512(total.0.as_mut_ptr().cast(), sum);
        }
    }

    fn finish(&mut self, found: &mut [u64]) {
        for (fitting, total) in found.iter_mut().zip(self.totals.iter_mut()) {
            *fitting = total.0.iter().sum();
            *total = Lanes([0; 8]);
        }
    }
}
