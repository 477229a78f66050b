//! The halves on the scalar engine, the reference every other one is tested against: the join
//! 64 footprints a chunk in u64 bit planes (`join.rs` tells the plan), the combine one pair a
//! step.

use super::join::{Groups, Joiner, Run, TABLE};
use super::parts::Parts;
use super::Kernels;

/// The scalar engine: chunks of 64 footprints in u64 bit planes.
pub(in crate::count) struct Scalar {
    /// The key groups' tables, then the other groups'.
    table: [u64; TABLE],
    groups: Groups,
    valid: u64,
    totals: Vec<u64>,
}

impl Default for Scalar {
    fn default() -> Scalar {
        Scalar {
            table: [0; TABLE],
            groups: Groups::default(),
            valid: 0,
            totals: vec![0; 32],
        }
    }
}

impl Scalar {
    /// The entries of the table of the group from bit `first`, from the planes: entry v holds
    /// the footprints with none of the bits first + b for b in v, bits past `end` none.
    fn group(entries: &mut [u64], planes: &[u64; 64], first: u32, end: u32) {
        entries[0] = u64::MAX;
        for value in 1..entries.len() {
            let bit = first + (value as u32).trailing_zeros();
            let without = entries[value & (value - 1)];
            entries[value] = if bit < end {
                without & !planes[bit as usize]
            } else {
                without
            };
        }
    }
}

impl Joiner for Scalar {
    const LANES: usize = 64;

    fn load(&mut self, chunk: &[u64], key_bits: u32, bits: u32) {
        // Plane j: bit i says footprint i has bit j.
        let mut planes = [0u64; 64];
        for (lane, &footprint) in chunk.iter().enumerate() {
            let mut rest = footprint;
            while rest != 0 {
                planes[rest.trailing_zeros() as usize] |= 1 << lane;
                rest &= rest - 1;
            }
        }
        self.valid = u64::MAX >> (64 - chunk.len());
        let groups = Groups::new(key_bits, bits);
        self.groups = groups;
        for group in 0..groups.keys {
            let entries = &mut self.table[group * 32..][..32];
            Scalar::group(entries, &planes, 5 * group as u32, key_bits);
        }
        let size = 1 << groups.width;
        for group in 0..groups.others {
            let entries = &mut self.table[groups.others_from() + group * size..][..size];
            let first = key_bits + groups.width * group as u32;
            Scalar::group(entries, &planes, first, bits);
        }
    }

    fn pass(&mut self, slot: usize, runs: &[Run], entries: &[u64]) {
        let Groups {
            keys,
            others,
            width,
        } = self.groups;
        let (key_tables, tables) = self.table.split_at(self.groups.others_from());
        // Each other group's table, 2^width entries: a footprint's value indexes it.
        let size = 1 << width;
        let tables = &tables[..others * size];
        let value_mask = size as u64 - 1;
        let mut total = 0;
        for run in runs {
            let mut base = self.valid;
            for group in 0..keys {
                base &= key_tables[group * 32 + (run.key >> (5 * group) & 31) as usize];
            }
            if base == 0 {
                continue;
            }
            for &footprint in &entries[run.from as usize..run.to as usize] {
                let (mut lanes, mut rest) = (base, footprint);
                for table in tables.chunks_exact(size) {
                    lanes &= table[(rest & value_mask) as usize];
                    rest >>= width;
                }
                total += u64::from(lanes.count_ones());
            }
        }
        self.totals[slot] += total;
    }

    fn finish(&mut self, found: &mut [u64]) {
        for (fitting, total) in found.iter_mut().zip(self.totals.iter_mut()) {
            *fitting = std::mem::take(total);
        }
    }
}

impl Kernels for Scalar {
    fn available() -> bool {
        true
    }

    fn new() -> Scalar {
        Scalar::default()
    }

    fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
        combine(out, outer, inner, guard);
    }
}

/// Appends to `out` the footprint of each pair of an outer part and an inner one that share no
/// diagonal, the inner parts that meet `guard` (a window) left out: the scalar engine's combine,
/// the reference of the others.
pub(super) fn combine(out: &mut Vec<u64>, outer: Parts, inner: Parts, guard: u64) {
    for (&window, &footprint) in outer.window.iter().zip(outer.footprints) {
        let window = window | guard;
        // Every entry written, the length moved on by the ones that fit: no branch to
        // mispredict.
        let mut len = out.len();
        out.resize(len + inner.footprints.len(), 0);
        let room = &mut out[len..];
        let mut kept = 0;
        for (&other, &own) in inner.window.iter().zip(inner.footprints) {
            room[kept] = footprint | own;
            kept += usize::from(window & other == 0);
        }
        len += kept;
        out.truncate(len);
    }
}
