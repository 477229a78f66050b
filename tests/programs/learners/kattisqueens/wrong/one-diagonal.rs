// A wrong program: it checks the columns, the rows and the / diagonal x + y, and forgets the \ diagonal x - y.
//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Task: N queens stand on an N×N board (each `x y`, 0 < N <= 5000); print `CORRECT` if no
//! two attack each other (same row, column or diagonal), else `INCORRECT`.
//! Statement: problems/kattisqueens.md. Write `solve`; judge it with `cargo practise kattisqueens`
//! (or `make practise P=kattisqueens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::collections::HashSet;
use std::io::{self, Read};

/// Three sets; the fourth line forgotten.
fn solve(queens: &[(i64, i64)]) -> bool {
    let (mut xs, mut ys, mut sums) = (HashSet::new(), HashSet::new(), HashSet::new());
    queens.iter().all(|&(x, y)| xs.insert(x) && ys.insert(y) && sums.insert(x + y))
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
