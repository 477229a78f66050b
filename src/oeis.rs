//! Reference counts: OEIS A000170 (all solutions) and A002562 (fundamental), n = 0..27,
//! from `testdata/oeis.txt` (a copy of `../shared/oeis.txt`).
