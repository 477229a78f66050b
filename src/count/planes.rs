//! The halves' join on AVX-512 (F, VPOPCNTDQ): the scalar join of `halves.rs` (bit planes,
//! tables of 5-bit groups) with 512 footprints to a chunk instead of 64, so that one 512-bit AND
//! tests 512 pairs and one `vpopcntq` counts them.
//!
//! A chunk of the wide list becomes bit planes: plane j is one zmm whose bit i says footprint i
//! has bit j (made eight footprints at a time, `vptestmq` giving each plane 8 of its bits). From
//! the planes, a table per 5-bit group g of the footprints' bits: entry v is the zmm of the
//! chunk's footprints with none of the bits 5g + v (entry 0 of group 0: the chunk's valid
//! footprints). A footprint of the narrow list then takes one entry of each group, ANDs them
//! (ten loads and ANDs at n = 27's 50 bits) and popcounts the 512 pairs at once.

use super::halves::Parts;
use std::arch::x86_64::*;

/// Footprints of a chunk.
const CHUNK: usize = 512;
/// Groups of 5 bits in a footprint of at most 64 bits.
const GROUPS: usize = 13;

pub fn available() -> bool {
    is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("avx512vpopcntdq")
}

/// `halves::combine` eight inner parts at a time (`vptestnmq`, `vpcompressq`): appends to `out`
/// the footprint of each pair of an outer part and an inner one that share no diagonal, the
/// outer parts attacked by the middle queen (`guard`: its diagonals) left out.
///
/// # Panics
/// Where the CPU lacks AVX-512 F (`Path::best` never picks this path there), or a group's
/// slices differ in length.
pub fn combine(out: &mut Vec<u64>, guard: (u64, u64), outer: Parts, inner: Parts) {
    assert!(available(), "the planes need AVX-512 F and VPOPCNTDQ");
    for parts in [outer, inner] {
        let len = parts.footprints.len();
        assert!(parts.backward.len() == len && parts.forward.len() == len);
    }
    // SAFETY: the CPU has AVX-512 F; the slices of each group have one length.
    unsafe { combine_run(out, guard, outer, inner) }
}

/// [`combine`] without the checks.
///
/// # Safety
/// The CPU has AVX-512 F; the slices of each group have one length.
#[target_feature(enable = "avx512f")]
unsafe fn combine_run(out: &mut Vec<u64>, guard: (u64, u64), outer: Parts, inner: Parts) {
    let count = inner.footprints.len();
    for at in 0..outer.footprints.len() {
        let (backward, forward) = (outer.backward[at], outer.forward[at]);
        if backward & guard.0 | forward & guard.1 != 0 {
            continue;
        }
        let block_backward = _mm512_set1_epi64((backward | guard.0) as i64);
        let block_forward = _mm512_set1_epi64((forward | guard.1) as i64);
        let footprint = _mm512_set1_epi64(outer.footprints[at] as i64);
        // Room for every entry, and the 8 a store writes past the last one kept.
        out.reserve(count + 8);
        let start = out.len();
        let room = out.as_mut_ptr().add(start);
        let mut kept = 0;
        for from in (0..count).step_by(8) {
            let lanes: __mmask8 = if count - from >= 8 {
                0xFF
            } else {
                (1u8 << (count - from)) - 1
            };
            let load =
                |array: &[u64]| _mm512_maskz_loadu_epi64(lanes, array.as_ptr().add(from).cast());
            let free = _mm512_mask_testn_epi64_mask(lanes, load(inner.backward), block_backward);
            let fits = _mm512_mask_testn_epi64_mask(free, load(inner.forward), block_forward);
            let own = _mm512_or_si512(load(inner.footprints), footprint);
            // Written whole: the lanes past the kept ones are overwritten next, or left unused.
            _mm512_storeu_si512(
                room.add(kept).cast(),
                _mm512_maskz_compress_epi64(fits, own),
            );
            kept += fits.count_ones() as usize;
        }
        out.set_len(start + kept);
    }
}

/// `pass` for `groups` groups.
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
unsafe fn passes<const SKIP: bool>(groups: usize, table: *const Lanes, narrow: &[u64]) -> __m512i {
    match groups {
        ..=2 => pass::<2, SKIP>(table, narrow),
        3 => pass::<3, SKIP>(table, narrow),
        4 => pass::<4, SKIP>(table, narrow),
        5 => pass::<5, SKIP>(table, narrow),
        6 => pass::<6, SKIP>(table, narrow),
        7 => pass::<7, SKIP>(table, narrow),
        8 => pass::<8, SKIP>(table, narrow),
        9 => pass::<9, SKIP>(table, narrow),
        10 => pass::<10, SKIP>(table, narrow),
        11 => pass::<11, SKIP>(table, narrow),
        12 => pass::<12, SKIP>(table, narrow),
        _ => pass::<13, SKIP>(table, narrow),
    }
}

/// The fitting pairs of the chunk whose tables are at `table` (GROUPS groups of 32 entries,
/// the first `G` in use) and each footprint of `narrow`, as 8 sums: one entry of each group,
/// ANDed, popcounted. `G` a constant, so the groups' loop unrolls; where the footprints have
/// fewer groups, the entries of the groups above are all ones (`Join::tables`). `SKIP`: the
/// first group is known clear, its entry is the chunk's valid lanes, entry 0.
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
unsafe fn pass<const G: usize, const SKIP: bool>(table: *const Lanes, narrow: &[u64]) -> __m512i {
    let mut total = _mm512_setzero_si512();
    let valid = _mm512_load_si512(table.cast());
    for &footprint in narrow {
        let mut lanes = if SKIP {
            valid
        } else {
            _mm512_load_si512(table.add((footprint & 31) as usize).cast())
        };
        for group in 1..G {
            let value = ((footprint >> (5 * group)) & 31) as usize;
            let entry = _mm512_load_si512(table.add(group * 32 + value).cast());
            lanes = _mm512_and_si512(lanes, entry);
        }
        total = _mm512_add_epi64(total, _mm512_popcnt_epi64(lanes));
    }
    total
}

/// 512 bits, aligned as a zmm load wants them.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Lanes([u64; 8]);

/// A worker's join: its tables, kept from one chunk to the next.
pub struct Join {
    planes: Vec<Lanes>,
    table: Vec<Lanes>,
    /// A chunk's footprints, padded with zeros to CHUNK.
    chunk: Vec<u64>,
    /// The wide list and each narrow one sorted by key (`keys`), and where each key starts.
    wide: Vec<u64>,
    wide_starts: Vec<usize>,
    narrows: Vec<Vec<u64>>,
    narrow_starts: Vec<Vec<usize>>,
}

/// The bits of the key the lists are sorted by: the lowest (the diagonals most often held by
/// both halves, `halves::Layout`), as many as keep about 256 of the wide list to a key, at most
/// the first 5-bit group.
fn keys(wide: usize) -> u32 {
    (usize::BITS - (wide / 256).leading_zeros()).min(5)
}

/// `list` sorted by the key of `keys` bits into `sorted`, each key's start in `starts` (and the
/// end last): a counting sort.
fn sort(list: &[u64], keys: u32, sorted: &mut Vec<u64>, starts: &mut Vec<usize>) {
    let mask = (1u64 << keys) - 1;
    starts.clear();
    starts.resize((1 << keys) + 1, 0);
    for &footprint in list {
        starts[(footprint & mask) as usize + 1] += 1;
    }
    for key in 0..1 << keys {
        starts[key + 1] += starts[key];
    }
    sorted.clear();
    sorted.resize(list.len(), 0);
    let mut next = starts.clone();
    for &footprint in list {
        let at = &mut next[(footprint & mask) as usize];
        sorted[*at] = footprint;
        *at += 1;
    }
}

impl Default for Join {
    fn default() -> Join {
        Join {
            planes: vec![Lanes([0; 8]); 64],
            table: vec![Lanes([0; 8]); GROUPS * 32],
            chunk: vec![0; CHUNK],
            wide: Vec::new(),
            wide_starts: Vec::new(),
            narrows: Vec::new(),
            narrow_starts: Vec::new(),
        }
    }
}

impl Join {
    /// The fitting pairs (no bit in common) of `wide` and each list of `narrows` into `found`;
    /// the footprints use the low `bits` bits.
    ///
    /// Both sides are sorted by a key, their lowest bits: a chunk of the wide list then holds
    /// few keys, and a narrow key that meets every one of them in a bit skips the chunk; where
    /// a chunk holds one key of a whole 5-bit group, the narrow keys that pass know that group
    /// clear and skip its table.
    ///
    /// # Panics
    /// Where the CPU lacks AVX-512 F or VPOPCNTDQ: `Path::best` never picks this path there.
    pub fn count(&mut self, wide: &[u64], narrows: &[Vec<u64>], bits: u32, found: &mut [u64]) {
        assert!(available(), "the planes need AVX-512 F and VPOPCNTDQ");
        assert!(bits <= 64 && narrows.len() <= 32 && found.len() == narrows.len());
        let keys = keys(wide.len());
        let mut sorted = std::mem::take(&mut self.wide);
        let mut starts = std::mem::take(&mut self.wide_starts);
        sort(wide, keys, &mut sorted, &mut starts);
        self.narrows.resize(narrows.len(), Vec::new());
        self.narrow_starts.resize(narrows.len(), Vec::new());
        for (at, narrow) in narrows.iter().enumerate() {
            sort(
                narrow,
                keys,
                &mut self.narrows[at],
                &mut self.narrow_starts[at],
            );
        }
        // SAFETY: `available()` just said the CPU has AVX-512 F and VPOPCNTDQ.
        unsafe { self.run(&sorted, &starts, keys, bits, found) };
        (self.wide, self.wide_starts) = (sorted, starts);
    }

    /// [`Join::count`] on the sorted lists, without the checks.
    ///
    /// # Safety
    /// The CPU has AVX-512 F and VPOPCNTDQ; `bits` <= 64; at most 32 narrow lists.
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    unsafe fn run(
        &mut self,
        wide: &[u64],
        starts: &[usize],
        keys: u32,
        bits: u32,
        found: &mut [u64],
    ) {
        // At least the 2 groups `pass` reads.
        let groups = (bits.div_ceil(5) as usize).max(2);
        let mut totals = [_mm512_setzero_si512(); 32];
        let key_count = 1usize << keys;
        // The narrow keys each wide key has no bit in common with.
        let fits: Vec<u32> = (0..key_count)
            .map(|narrow| {
                (0..key_count)
                    .filter(|wide| wide & narrow == 0)
                    .fold(0, |set, wide| set | 1 << wide)
            })
            .collect();
        for (first, footprints) in (0..wide.len()).step_by(CHUNK).zip(wide.chunks(CHUNK)) {
            self.chunk[..footprints.len()].copy_from_slice(footprints);
            self.chunk[footprints.len()..].fill(0);
            self.transpose(bits);
            self.tables(groups, footprints.len());
            let table = self.table.as_ptr();
            let last = first + footprints.len();
            let present = (0..key_count)
                .filter(|&key| starts[key] < last && starts[key + 1] > first)
                .fold(0u32, |set, key| set | 1 << key);
            // One key of a whole group: the narrow keys that pass have none of its bits.
            let skip = keys == 5 && present.count_ones() == 1;
            let narrows = self.narrows.iter().zip(&self.narrow_starts);
            for ((narrow, narrow_starts), total) in narrows.zip(totals.iter_mut()) {
                for key in 0..key_count {
                    let (from, to) = (narrow_starts[key], narrow_starts[key + 1]);
                    if from == to || fits[key] & present == 0 {
                        continue;
                    }
                    let narrow = &narrow[from..to];
                    let fitting = if skip {
                        passes::<true>(groups, table, narrow)
                    } else {
                        passes::<false>(groups, table, narrow)
                    };
                    *total = _mm512_add_epi64(*total, fitting);
                }
            }
        }
        for (total, fitting) in totals.iter().zip(found.iter_mut()) {
            *fitting = _mm512_reduce_add_epi64(*total) as u64;
        }
    }

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

    /// The tables of 5-bit groups from the planes; `valid` footprints in the chunk.
    #[target_feature(enable = "avx512f")]
    unsafe fn tables(&mut self, groups: usize, valid: usize) {
        let planes = self.planes.as_ptr();
        let table = self.table.as_mut_ptr();
        let mut first = Lanes([0; 8]);
        for (word, lanes) in first.0.iter_mut().enumerate() {
            let from = (64 * word).min(valid);
            let count = (valid - from).min(64);
            *lanes = if count == 64 {
                u64::MAX
            } else {
                (1u64 << count) - 1
            };
        }
        for group in 0..groups {
            let entries = table.add(group * 32);
            let all = if group == 0 {
                _mm512_load_si512(first.0.as_ptr().cast())
            } else {
                _mm512_set1_epi64(-1)
            };
            _mm512_store_si512(entries.cast(), all);
            for value in 1..32usize {
                let low = value.trailing_zeros() as usize;
                let bit = group * 5 + low;
                let without = _mm512_load_si512(entries.add(value & (value - 1)).cast());
                let entry = if bit < 64 {
                    // Those without the bits of `value`'s rest and without bit `bit`.
                    let plane = _mm512_load_si512(planes.add(bit).cast());
                    _mm512_andnot_si512(plane, without)
                } else {
                    without
                };
                _mm512_store_si512(entries.add(value).cast(), entry);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::halves;
    use super::*;

    /// The planes count what the scalar join counts, on lists that cross chunks.
    #[test]
    fn the_zmm_join_counts_what_the_scalar_one_does() {
        if !crate::count::tests::every_path_runs(crate::count::Method::Halves) {
            return;
        }
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut join = Join::default();
        for (wide_len, narrow_len, bits) in [(1, 1, 6), (511, 9, 22), (512, 64, 38), (1300, 77, 50)]
        {
            let mask = (1u64 << bits) - 1;
            let mut footprint = || next() & next() & next() & next() & mask;
            let wide: Vec<u64> = (0..wide_len).map(|_| footprint()).collect();
            let narrow: Vec<u64> = (0..narrow_len).map(|_| footprint()).collect();
            let narrows = [narrow.clone(), wide.clone()];
            let mut expected = [0; 2];
            halves::join(&wide, &narrows, bits, &mut expected);
            assert!(expected[0] > 0);
            let mut found = [0; 2];
            join.count(&wide, &narrows, bits, &mut found);
            assert_eq!(found, expected, "{wide_len}");
        }
        // Lists long enough to be sorted by a 5-bit key, whose wide keys are few: chunks of one
        // key, where the narrow keys that pass skip the key's group.
        let mut footprint = || next() & next() & next() & next() & ((1 << 54) - 1);
        let wide: Vec<u64> = (0..6000).map(|at| (footprint() & !31) | (at % 3)).collect();
        let narrows = [(0..700).map(|_| footprint()).collect::<Vec<u64>>()];
        let (mut expected, mut found) = ([0], [0]);
        halves::join(&wide, &narrows, 54, &mut expected);
        join.count(&wide, &narrows, 54, &mut found);
        assert!(expected[0] > 0);
        assert_eq!(found, expected);
    }
}
