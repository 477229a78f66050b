//! The halves' join: how many pairs of a wide list and each of some narrow lists of footprints
//! have no bit in common. Every engine shares its plan, and differs in the chunk it tests at
//! once (its `Joiner`: 64 footprints in u64 bit planes in `scalar.rs`, 512 in `avx512.rs`'s zmm
//! planes and in `wide.rs`'s tables for AVX2 and NEON).
//!
//! The plan: both sides are bucketed by a *key*, their lowest `key_bits` footprint bits (the
//! diagonals both halves hold most often, `halves::Layout`), more bits as the lists grow. The
//! wide list, sorted by key, is cut in chunks; a narrow bucket meets a chunk only if its key fits
//! (has no bit in common with) some key of the chunk. The buckets are sorted by their key read
//! from its lowest bit up, so that a chunk's keys share their most selective bits.
//!
//! A chunk meets a narrow bucket through tables of 5-bit groups: entry v of a group is the set
//! of the chunk's footprints with none of the group's bits v. The key bits have tables of their
//! own, read once a bucket (its key's lanes: the chunk's footprints whose keys fit it); the
//! narrow footprints are kept without their key bits, and each costs one AND per group of the
//! other bits and a popcount per chunk.

/// The most key bits: 2^12 buckets a side.
const MAX_KEY_BITS: u32 = 12;

/// A narrow bucket met by a chunk: its key, and its footprints (without the key bits) as a
/// range of the narrow list's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::count) struct Run {
    pub key: u32,
    pub from: u32,
    pub to: u32,
}

/// A join's engine (an engine's `Joiner`): it holds one chunk of the wide list at a time and counts the pairs of that
/// chunk and a narrow list's buckets that fit.
pub(in crate::count) trait Joiner {
    /// The footprints a chunk holds at most.
    const LANES: usize;
    /// Makes `chunk` (1..=LANES footprints, no bit at or above `bits`) the chunk the passes
    /// meet, its lowest `key_bits` bits the keys.
    fn load(&mut self, chunk: &[u64], key_bits: u32, bits: u32);
    /// Adds to count `slot` the pairs of the chunk and each run's footprints (`entries[from..
    /// to]`, shifted down by the key bits) that fit.
    fn pass(&mut self, slot: usize, runs: &[Run], entries: &[u64]);
    /// The counts since the last `finish` into `found` (one per slot), and starts again at 0.
    fn finish(&mut self, found: &mut [u64]);
}

/// A list sorted by its footprints' keys: bucket `index` holds `entries[starts[index]..
/// starts[index + 1]]`, and `keys` the keys of the buckets that are not empty, in order.
#[derive(Default)]
struct Buckets {
    entries: Vec<u64>,
    starts: Vec<u32>,
    keys: Vec<u16>,
}

impl Buckets {
    /// `list` bucketed by `key_bits` bits (a counting sort), bucket `order[key]` holding the
    /// footprints of key `key`, each shifted down by `shift`.
    fn fill(&mut self, list: &[u64], key_bits: u32, order: &[u16], shift: u32) {
        let mask = (1u64 << key_bits) - 1;
        let count = 1usize << key_bits;
        let index = |footprint: u64| order[(footprint & mask) as usize] as usize;
        self.starts.clear();
        self.starts.resize(count + 1, 0);
        interleaved(list, |footprint| self.starts[index(footprint) + 1] += 1);
        self.keys.clear();
        let mut sum = 0;
        // Bucket `index` holds key `order[index]`: the reversal undoes itself.
        for (end, &key) in self.starts[1..].iter_mut().zip(order) {
            if *end != 0 {
                self.keys.push(key);
            }
            sum += *end;
            *end = sum;
        }
        self.entries.clear();
        self.entries.resize(list.len(), 0);
        // Each bucket filled from its start; `starts` moved on by one bucket, then put back.
        let (starts, entries) = (&mut self.starts, &mut self.entries);
        interleaved(list, |footprint| {
            let at = &mut starts[index(footprint)];
            entries[*at as usize] = footprint >> shift;
            *at += 1;
        });
        self.starts.copy_within(0..count, 1);
        self.starts[0] = 0;
    }
}

/// Calls `visit` with each footprint of `list`, read as four interleaved streams: footprints in
/// a row often share a bucket, and four chains of counts in memory overlap where one would wait
/// on itself.
#[inline(always)]
fn interleaved(list: &[u64], mut visit: impl FnMut(u64)) {
    let quarter = list.len() / 4;
    let (streams, rest) = list.split_at(4 * quarter);
    let (first, second) = streams.split_at(2 * quarter);
    let (a, b) = first.split_at(quarter);
    let (c, d) = second.split_at(quarter);
    for at in 0..quarter {
        visit(a[at]);
        visit(b[at]);
        visit(c[at]);
        visit(d[at]);
    }
    rest.iter().for_each(|&footprint| visit(footprint));
}

/// A worker's join plan, its buffers kept from one join to the next.
#[derive(Default)]
pub(super) struct Join {
    wide: Buckets,
    narrows: Vec<Buckets>,
    /// Bucket index of each key: the key's `key_bits` bits reversed.
    order: Vec<u16>,
    key_bits: u32,
    /// Bit k: key k fits some key of the chunk.
    fits: Vec<u64>,
    runs: Vec<Run>,
}

/// The key bits for narrow lists of `narrow` footprints each (on average): about 32 footprints
/// to a bucket, at most `MAX_KEY_BITS` and the footprints' `bits`.
fn key_bits(narrow: usize, bits: u32) -> u32 {
    let buckets = narrow / 32;
    (usize::BITS - buckets.leading_zeros())
        .saturating_sub(1)
        .min(MAX_KEY_BITS)
        .min(bits)
}

impl Join {
    /// The fitting pairs (no bit in common) of `wide` and each list of `narrows` into `found`
    /// (one count per narrow list), by `engine`; the footprints use the low `bits` bits.
    pub fn count<E: Joiner>(
        &mut self,
        engine: &mut E,
        wide: &[u64],
        narrows: &[Vec<u64>],
        bits: u32,
        found: &mut [u64],
    ) {
        let narrow_len = narrows.iter().map(Vec::len).sum::<usize>() / narrows.len().max(1);
        let key_bits = key_bits(narrow_len, bits);
        self.count_by(engine, key_bits, wide, narrows, bits, found);
    }

    /// [`Join::count`] with `key_bits` key bits.
    fn count_by<E: Joiner>(
        &mut self,
        engine: &mut E,
        key_bits: u32,
        wide: &[u64],
        narrows: &[Vec<u64>],
        bits: u32,
        found: &mut [u64],
    ) {
        assert!(key_bits <= MAX_KEY_BITS.min(bits) && bits <= 64 && found.len() == narrows.len());
        assert!(narrows.len() <= 32, "at most 32 narrow lists");
        self.set_key_bits(key_bits);
        self.wide.fill(wide, key_bits, &self.order, 0);
        self.narrows.resize_with(narrows.len(), Buckets::default);
        for (buckets, narrow) in self.narrows.iter_mut().zip(narrows) {
            buckets.fill(narrow, key_bits, &self.order, key_bits);
        }
        let len = self.wide.entries.len();
        // The bucket index of the chunk's first footprint.
        let mut index = 0;
        for first in (0..len).step_by(E::LANES) {
            let last = (first + E::LANES).min(len);
            engine.load(&self.wide.entries[first..last], key_bits, bits);
            while self.wide.starts[index + 1] as usize <= first {
                index += 1;
            }
            self.chunk_keys(index, last);
            for (slot, narrow) in self.narrows.iter().enumerate() {
                self.runs.clear();
                for &key in &narrow.keys {
                    let key = key as usize;
                    if self.fits[key / 64] >> (key % 64) & 1 != 0 {
                        let index = self.order[key] as usize;
                        self.runs.push(Run {
                            key: key as u32,
                            from: narrow.starts[index],
                            to: narrow.starts[index + 1],
                        });
                    }
                }
                engine.pass(slot, &self.runs, &narrow.entries);
            }
        }
        engine.finish(found);
    }

    /// The key bits and their order (`order`: each key's bits reversed).
    fn set_key_bits(&mut self, key_bits: u32) {
        if self.order.len() == 1 << key_bits {
            return;
        }
        self.key_bits = key_bits;
        self.order = (0..1u32 << key_bits)
            .map(|key| (key.reverse_bits().checked_shr(32 - key_bits).unwrap_or(0)) as u16)
            .collect();
        self.fits = vec![0; (1usize << key_bits).div_ceil(64)];
    }

    /// Marks in `fits` the keys that fit some key of the chunk, the chunk running from wide
    /// bucket `index` to the footprint before `last`.
    fn chunk_keys(&mut self, mut index: usize, last: usize) {
        let mask = (1u64 << self.key_bits) - 1;
        self.fits.fill(0);
        loop {
            let starts = &self.wide.starts;
            if starts[index] < starts[index + 1] {
                let other = (!u64::from(self.order[index]) & mask) as usize;
                self.fits[other / 64] |= 1 << (other % 64);
            }
            if starts[index + 1] as usize >= last {
                break;
            }
            index += 1;
        }
        close_down(&mut self.fits, self.key_bits);
    }
}

/// Sets in `bitmap` (bit k of `key_bits`-bit keys) every subset of a key it holds: a key that
/// fits a superset of some key of a chunk fits that key too.
fn close_down(bitmap: &mut [u64], key_bits: u32) {
    // Within a word: the keys with bit b set give theirs to the keys without it.
    const HIGH: [u64; 6] = [
        0xAAAA_AAAA_AAAA_AAAA,
        0xCCCC_CCCC_CCCC_CCCC,
        0xF0F0_F0F0_F0F0_F0F0,
        0xFF00_FF00_FF00_FF00,
        0xFFFF_0000_FFFF_0000,
        0xFFFF_FFFF_0000_0000,
    ];
    for (bit, high) in HIGH.iter().enumerate().take(key_bits as usize) {
        for word in bitmap.iter_mut() {
            *word |= (*word & high) >> (1 << bit);
        }
    }
    // Across words: bit b >= 6 of a key is bit b - 6 of its word's index.
    for bit in 6..key_bits {
        let step = 1usize << (bit - 6);
        for word in 0..bitmap.len() {
            if word & step != 0 {
                bitmap[word ^ step] |= bitmap[word];
            }
        }
    }
}

/// How a chunk's tables cut its bits: the key bits (0..key_bits) in groups of 5 from bit 0,
/// read once a bucket; the others (key_bits..bits), read for every footprint, in groups of
/// `width` bits from bit `key_bits`: 6 where that makes fewer groups (their tables, 64 entries
/// each, still well within a core's L1 cache), else 5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Groups {
    pub keys: usize,
    pub others: usize,
    pub width: u32,
}

impl Groups {
    pub fn new(key_bits: u32, bits: u32) -> Groups {
        let other_bits = bits - key_bits;
        let width = if other_bits.div_ceil(6) < other_bits.div_ceil(5) {
            6
        } else {
            5
        };
        Groups {
            keys: key_bits.div_ceil(5) as usize,
            others: other_bits.div_ceil(width) as usize,
            width,
        }
    }

    /// Where the other groups' tables start, after the key groups' 32 entries each.
    pub fn others_from(self) -> usize {
        self.keys * 32
    }

    /// The entries the tables take (checked by the AVX-512 engine, x86-64 only, and the tests).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub fn entries(self) -> usize {
        self.others_from() + (self.others << self.width)
    }
}

/// Entries of a table at most: 3 key groups of 32, 11 other groups of 64.
pub(super) const TABLE: usize = 3 * 32 + 11 * 64;

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Pairs with no bit in common, one by one.
    fn plain_join(wide: &[u64], narrow: &[u64]) -> u64 {
        let pairs = wide.iter().flat_map(|w| narrow.iter().map(move |n| w & n));
        pairs.filter(|&both| both == 0).count() as u64
    }

    /// A xorshift stream.
    fn stream(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// Lists of footprints whose low bits are dense (as the layout puts the shared diagonals
    /// there) or sparse, of many lengths, some empty: (wide, narrows, bits).
    fn cases() -> Vec<(Vec<u64>, Vec<Vec<u64>>, u32)> {
        let mut next = stream(0x9E37_79B9_7F4A_7C15);
        let mut cases = Vec::new();
        let shapes: [(usize, &[usize], u32); 11] = [
            (0, &[3], 8),
            (1, &[1], 1),
            (1, &[1], 6),
            (63, &[5, 0], 22),
            (64, &[64], 38),
            (200, &[77, 1, 300], 54),
            (511, &[9], 22),
            (513, &[2000], 34),
            (1300, &[770, 0, 12], 50),
            (3000, &[70_000], 38),
            (700, &[5000, 4000, 3000], 64),
        ];
        for (wide_len, narrow_lens, bits) in shapes {
            let mask = u64::MAX >> (64 - bits);
            let mut footprint = |dense: bool| {
                let sparse = next() & next() & next() & next();
                // Dense low bits: each of the lowest 8 held by about half the footprints.
                let low = if dense { next() & 0xFF } else { 0 };
                (sparse | low) & mask
            };
            let wide = (0..wide_len).map(|at| footprint(at % 2 == 0)).collect();
            let narrows = narrow_lens
                .iter()
                .map(|&len| (0..len).map(|at| footprint(at % 3 == 0)).collect())
                .collect();
            cases.push((wide, narrows, bits));
        }
        cases
    }

    /// The join on `engine` counts what the plain one does, with as many key bits as the
    /// lists ask for, and with none and with the most.
    pub fn check<E: Joiner>(engine: &mut E) {
        let mut join = Join::default();
        let mut fitting = 0;
        for (wide, narrows, bits) in cases() {
            let expected: Vec<u64> = narrows.iter().map(|n| plain_join(&wide, n)).collect();
            let mut found = vec![u64::MAX; narrows.len()];
            join.count(engine, &wide, &narrows, bits, &mut found);
            assert_eq!(found, expected, "{} wide, {bits} bits", wide.len());
            for key_bits in [0, MAX_KEY_BITS.min(bits)] {
                let mut found = vec![u64::MAX; narrows.len()];
                join.count_by(engine, key_bits, &wide, &narrows, bits, &mut found);
                assert_eq!(found, expected, "{} wide, {key_bits} key bits", wide.len());
            }
            fitting += expected.iter().sum::<u64>();
        }
        assert!(fitting > 0);
    }

    #[test]
    fn the_key_bits_grow_with_the_lists_within_their_bounds() {
        assert_eq!(key_bits(0, 38), 0);
        assert_eq!(key_bits(63, 38), 0);
        assert_eq!(key_bits(64, 38), 1);
        assert_eq!(key_bits(40_000, 38), 10);
        assert_eq!(key_bits(usize::MAX, 38), MAX_KEY_BITS);
        assert_eq!(key_bits(usize::MAX, 6), 6);
    }

    #[test]
    fn buckets_hold_every_footprint_under_its_key_in_order() {
        let mut join = Join::default();
        for key_bits in [0, 1, 5, 12] {
            join.set_key_bits(key_bits);
            let mut next = stream(7 + u64::from(key_bits));
            // Few keys, many buckets empty; a footprint with every bit.
            let mut list: Vec<u64> = (0..500).map(|_| next() & next() | 0b100).collect();
            list.push(u64::MAX);
            let mut buckets = Buckets::default();
            buckets.fill(&list, key_bits, &join.order, key_bits);
            // Each footprint once, in its key's bucket, without its key bits.
            let mut seen = Vec::new();
            for key in 0..1u64 << key_bits {
                let index = join.order[key as usize] as usize;
                let range = buckets.starts[index] as usize..buckets.starts[index + 1] as usize;
                let listed = buckets.keys.contains(&(key as u16));
                assert_eq!(listed, !range.is_empty(), "key {key:b}");
                seen.extend(
                    buckets.entries[range]
                        .iter()
                        .map(|&rest| rest << key_bits | key),
                );
            }
            seen.sort_unstable();
            list.sort_unstable();
            assert_eq!(seen, list, "{key_bits} key bits");
            // The keys listed in the buckets' order.
            let indices: Vec<u16> = buckets
                .keys
                .iter()
                .map(|&key| join.order[key as usize])
                .collect();
            assert!(indices.windows(2).all(|pair| pair[0] < pair[1]));
        }
    }

    #[test]
    fn the_buckets_order_reads_a_key_from_its_lowest_bit() {
        let mut join = Join::default();
        join.set_key_bits(4);
        assert_eq!(join.order[0b0001], 0b1000);
        assert_eq!(join.order[0b0110], 0b0110);
        assert_eq!(join.order[0b1011], 0b1101);
        join.set_key_bits(0);
        assert_eq!(join.order, [0]);
    }

    #[test]
    fn a_chunk_lets_through_the_keys_that_fit_one_of_its_keys() {
        let mut next = stream(99);
        for key_bits in [0, 3, 6, 7, 9] {
            let mut join = Join::default();
            join.set_key_bits(key_bits);
            let mask = (1u64 << key_bits) - 1;
            // A wide list of few keys, each with many bits.
            let wide: Vec<u64> = (0..40).map(|_| (next() | next()) & mask).collect();
            join.wide.fill(&wide, key_bits, &join.order, 0);
            join.chunk_keys(0, wide.len());
            for key in 0..1u64 << key_bits {
                let fits = wide.iter().any(|&other| other & key == 0);
                let marked = join.fits[key as usize / 64] >> (key % 64) & 1 == 1;
                assert_eq!(marked, fits, "key {key:b} of {key_bits} bits");
            }
        }
    }

    #[test]
    fn the_groups_cut_the_key_bits_apart_from_the_others() {
        let groups = |keys, others, width| Groups {
            keys,
            others,
            width,
        };
        assert_eq!(Groups::new(0, 38), groups(0, 7, 6));
        assert_eq!(Groups::new(11, 38), groups(3, 5, 6));
        assert_eq!(Groups::new(10, 35), groups(2, 5, 5));
        assert_eq!(Groups::new(10, 10), groups(2, 0, 5));
        assert_eq!(Groups::new(0, 64), groups(0, 11, 6));
        assert_eq!(Groups::new(12, 64), groups(3, 9, 6));
        for key_bits in 0..=MAX_KEY_BITS {
            for bits in key_bits..=64 {
                let groups = Groups::new(key_bits, bits);
                assert!(groups.entries() <= TABLE);
                let covered = 5 * groups.keys as u32 + groups.width * groups.others as u32;
                assert!(covered >= bits && covered < bits + 5 + groups.width);
            }
        }
    }
}
