// A right program in a style other than ours: every pair of queens compared, N up to 5000 (12.5 million pairs).
//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Task: N queens stand on an N×N board (each `x y`, 0 < N <= 5000); print `CORRECT` if no
//! two attack each other (same row, column or diagonal), else `INCORRECT`.
//! Statement: problems/kattisqueens.md. Write `solve`; judge it with `cargo practise kattisqueens`
//! (or `make practise P=kattisqueens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Every pair: the same x, the same y, or as far apart in x as in y.
fn solve(queens: &[(i64, i64)]) -> bool {
    for i in 0..queens.len() {
        let (x1, y1) = queens[i];
        for &(x2, y2) in &queens[i + 1..] {
            if x1 == x2 || y1 == y2 || (x1 - x2).abs() == (y1 - y2).abs() {
                return false;
            }
        }
    }
    true
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
