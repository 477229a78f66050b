//! The halves' combine: a half placement is an outer part (rows 0..h/2) and an inner one (the
//! rest of the half) that share no diagonal, and its footprint is theirs ORed. A leaf of the
//! counting modules, as `join.rs` is for the join: `mod.rs` cuts the parts out of its lists,
//! and every engine's combine (`Kernels::combine`, beside its join) takes them in this form.

/// Parts of a half, as the combine joins them: their diagonals in the window where the outer
/// and the inner rows can meet, and their footprints on one side. Both slices have one length.
#[derive(Clone, Copy)]
pub(in crate::count) struct Parts<'a> {
    pub window: &'a [u64],
    pub footprints: &'a [u64],
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// One combine's lists: outer and inner windows and footprints, and the guard.
    struct Case {
        outer_window: Vec<u64>,
        outer_footprints: Vec<u64>,
        inner_window: Vec<u64>,
        inner_footprints: Vec<u64>,
        guard: u64,
    }

    /// Outer and inner parts of many lengths (0 to 37, across every SIMD block size and tail),
    /// about half of the pairs fitting, and guards that turn some away.
    fn cases() -> Vec<Case> {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let lengths = [
            (0, 5),
            (3, 0),
            (1, 1),
            (2, 3),
            (5, 4),
            (7, 8),
            (4, 9),
            (6, 37),
            (11, 16),
        ];
        let mut cases = Vec::new();
        for (outer, inner) in lengths {
            for guard in [0, 1 << 3, 0b1010_0000] {
                let mut list = |len: usize, window: bool| -> Vec<u64> {
                    let mask = if window { 0xFF } else { u64::MAX };
                    (0..len).map(|_| next() & (next() | !mask) & mask).collect()
                };
                cases.push(Case {
                    outer_window: list(outer, true),
                    outer_footprints: list(outer, false),
                    inner_window: list(inner, true),
                    inner_footprints: list(inner, false),
                    guard,
                });
            }
        }
        cases
    }

    /// `combine` on an engine appends what the pairs one by one give, in the same order, after
    /// what `out` held.
    pub fn check(engine: impl Fn(&mut Vec<u64>, Parts, Parts, u64)) {
        let mut fitting = 0;
        for case in cases() {
            let outer = Parts {
                window: &case.outer_window,
                footprints: &case.outer_footprints,
            };
            let inner = Parts {
                window: &case.inner_window,
                footprints: &case.inner_footprints,
            };
            let mut expected = vec![7];
            for (&window, &footprint) in outer.window.iter().zip(outer.footprints) {
                for (&other, &own) in inner.window.iter().zip(inner.footprints) {
                    if (window | case.guard) & other == 0 {
                        expected.push(footprint | own);
                    }
                }
            }
            fitting += expected.len() - 1;
            let mut found = vec![7];
            engine(&mut found, outer, inner, case.guard);
            let (outers, inners) = (outer.window.len(), inner.window.len());
            assert_eq!(
                found, expected,
                "{outers} outer, {inners} inner, guard {:b}",
                case.guard
            );
        }
        assert!(fitting > 100, "{fitting}");
    }
}
