// A right program in a style other than ours: hash sets of the lines taken: x, y, x + y and x - y.
//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Task: N queens stand on an N×N board (each `x y`, 0 < N <= 5000); print `CORRECT` if no
//! two attack each other (same row, column or diagonal), else `INCORRECT`.
//! Statement: problems/kattisqueens.md. Write `solve`; judge it with `cargo practise kattisqueens`
//! (or `make practise P=kattisqueens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::collections::HashSet;
use std::io::{self, Read};

/// A queen attacks an earlier one when her column x, her row y, her x + y or her x - y is
/// already taken: four sets, and an insert that finds its value says so.
fn solve(queens: &[(i64, i64)]) -> bool {
    let mut lines = [HashSet::new(), HashSet::new(), HashSet::new(), HashSet::new()];
    queens.iter().all(|&(x, y)| {
        let keys = [x, y, x + y, x - y];
        lines.iter_mut().zip(keys).all(|(set, key)| set.insert(key))
    })
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map(|word| word.parse().unwrap())
        .collect();
    let queens: Vec<(i64, i64)> = numbers[1..]
        .chunks(2)
        .map(|square| (square[0], square[1]))
        .collect();
    println!("{}", if solve(&queens) { "CORRECT" } else { "INCORRECT" });
}
// ---- END SUBMISSION ----
