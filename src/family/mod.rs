//! The N-Queens family of issue 9: for each new problem, its independent check (`verify`, the
//! checker itself where the judge accepts any valid answer), and the generator and shrinker that
//! `judge --stress` uses. Written from the statements and the rules of chess; nothing here shares
//! code with `src/bin/`.

pub mod boj3344;
