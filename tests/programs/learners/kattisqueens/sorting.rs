// A right program in a style other than ours: each line's values sorted, a repeat found between neighbours.
//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Task: N queens stand on an N×N board (each `x y`, 0 < N <= 5000); print `CORRECT` if no
//! two attack each other (same row, column or diagonal), else `INCORRECT`.
//! Statement: problems/kattisqueens.md. Write `solve`; judge it with `cargo practise kattisqueens`
//! (or `make practise P=kattisqueens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// For each kind of line (x, y, x + y, x - y), the queens' values sorted: two equal
/// neighbours are two queens on one line.
fn solve(queens: &[(i64, i64)]) -> bool {
    let keys: [fn(&(i64, i64)) -> i64; 4] = [
        |q| q.0,
        |q| q.1,
        |q| q.0 + q.1,
        |q| q.0 - q.1,
    ];
    for key in keys {
        let mut values: Vec<i64> = queens.iter().map(key).collect();
        values.sort_unstable();
        if values.windows(2).any(|pair| pair[0] == pair[1]) {
            return false;
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
