// A wrong program: evens then odds with no repair, right unless n mod 6 is 2 or 3, which five of the six n are.
//! Baekjoon 3344 · N-Queen (BOI 2012) · https://www.acmicpc.net/problem/3344
//! Task: print one placement of N non-attacking queens on an N×N board, N one of 8, 26, 213,
//! 2012, 99991, 99999: line i holds the column (from 1) of the queen in row i.
//! Statement: problems/boj3344.md. Write `solve`; judge it with `cargo practise boj3344`
//! (or `make practise P=boj3344`).
//! Rust 1.73, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// Evens then odds, nothing moved.
fn solve(n: usize) -> Vec<usize> {
    (1..=n).filter(|c| c % 2 == 0).chain((1..=n).filter(|c| c % 2 == 1)).collect()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: usize = input.trim().parse().unwrap();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for col in solve(n) {
        writeln!(out, "{}", col).unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
