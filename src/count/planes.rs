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

use std::arch::x86_64::*;

/// Footprints of a chunk.
const CHUNK: usize = 512;
/// Groups of 5 bits in a footprint of at most 64 bits.
const GROUPS: usize = 13;

pub fn available() -> bool {
    is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("avx512vpopcntdq")
}

/// The fitting pairs of the chunk whose tables are at `table` (GROUPS groups of 32 entries,
/// the first `G` in use) and each footprint of `narrow`, as 8 sums: one entry of each group,
/// ANDed, popcounted. `G` a constant, so the groups' loop unrolls; where the footprints have
/// fewer groups, the entries of the groups above are all ones (`Join::tables`).
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
unsafe fn pass<const G: usize>(table: *const Lanes, narrow: &[u64]) -> __m512i {
    let mut total = _mm512_setzero_si512();
    for &footprint in narrow {
        let mut lanes = _mm512_load_si512(table.add((footprint & 31) as usize).cast());
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
}

impl Join {
    pub fn new() -> Join {
        Join {
            planes: vec![Lanes([0; 8]); 64],
            table: vec![Lanes([0; 8]); GROUPS * 32],
            chunk: vec![0; CHUNK],
        }
    }

    /// The fitting pairs (no bit in common) of `wide` and `narrow`, whose footprints use the
    /// low `bits` bits.
    ///
    /// # Panics
    /// Where the CPU lacks AVX-512 F or VPOPCNTDQ: `Path::best` never picks this path there.
    pub fn count(&mut self, wide: &[u64], narrow: &[u64], bits: u32) -> u64 {
        assert!(available(), "the planes need AVX-512 F and VPOPCNTDQ");
        assert!(bits <= 64);
        // SAFETY: `available()` just said the CPU has AVX-512 F and VPOPCNTDQ.
        unsafe { self.run(wide, narrow, bits) }
    }

    /// [`Join::count`] without the checks.
    ///
    /// # Safety
    /// The CPU has AVX-512 F and VPOPCNTDQ; `bits` <= 64.
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    unsafe fn run(&mut self, wide: &[u64], narrow: &[u64], bits: u32) -> u64 {
        // At least the 2 groups `pass` reads.
        let groups = (bits.div_ceil(5) as usize).max(2);
        let mut total = _mm512_setzero_si512();
        for footprints in wide.chunks(CHUNK) {
            self.chunk[..footprints.len()].copy_from_slice(footprints);
            self.chunk[footprints.len()..].fill(0);
            self.transpose(bits);
            self.tables(groups, footprints.len());
            let table = self.table.as_ptr();
            let found = match groups {
                ..=2 => pass::<2>(table, narrow),
                3 => pass::<3>(table, narrow),
                4 => pass::<4>(table, narrow),
                5 => pass::<5>(table, narrow),
                6 => pass::<6>(table, narrow),
                7 => pass::<7>(table, narrow),
                8 => pass::<8>(table, narrow),
                9 => pass::<9>(table, narrow),
                10 => pass::<10>(table, narrow),
                11 => pass::<11>(table, narrow),
                12 => pass::<12>(table, narrow),
                _ => pass::<13>(table, narrow),
            };
            total = _mm512_add_epi64(total, found);
        }
        _mm512_reduce_add_epi64(total) as u64
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
        if !available() {
            return;
        }
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut join = Join::new();
        for (wide_len, narrow_len, bits) in [(1, 1, 6), (511, 9, 22), (512, 64, 38), (1300, 77, 50)]
        {
            let mask = (1u64 << bits) - 1;
            let mut footprint = || next() & next() & next() & next() & mask;
            let wide: Vec<u64> = (0..wide_len).map(|_| footprint()).collect();
            let narrow: Vec<u64> = (0..narrow_len).map(|_| footprint()).collect();
            let expected = halves::join(&wide, &narrow, bits);
            assert!(expected > 0);
            assert_eq!(join.count(&wide, &narrow, bits), expected, "{wide_len}");
        }
    }
}
