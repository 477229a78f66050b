// A right program in a style other than ours: arrays of flags sized by N, the \\ diagonal at x - y + N.
//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Task: N queens stand on an N×N board (each `x y`, 0 < N <= 5000); print `CORRECT` if no
//! two attack each other (same row, column or diagonal), else `INCORRECT`.
//! Statement: problems/kattisqueens.md. Write `solve`; judge it with `cargo practise kattisqueens`
//! (or `make practise P=kattisqueens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Flags for the N columns, the N rows, and the 2N diagonals of each direction (x + y, and
/// x - y + N so that it is never negative).
fn solve(queens: &[(i64, i64)]) -> bool {
    let n = queens.len();
    let mut column = vec![false; n];
    let mut row = vec![false; n];
    let mut slash = vec![false; 2 * n];
    let mut back = vec![false; 2 * n];
    for &(x, y) in queens {
        let (x, y) = (x as usize, y as usize);
        let (s, b) = (x + y, x + n - y);
        if column[x] || row[y] || slash[s] || back[b] {
            return false;
        }
        column[x] = true;
        row[y] = true;
        slash[s] = true;
        back[b] = true;
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
