// A right program in a style other than ours: the formulas' board mirrored left to right (column c to n + 1 - c).
//! Baekjoon 3344 · N-Queen (BOI 2012) · https://www.acmicpc.net/problem/3344
//! Task: print one placement of N non-attacking queens on an N×N board, N one of 8, 26, 213,
//! 2012, 99991, 99999: line i holds the column (from 1) of the queen in row i.
//! Statement: problems/boj3344.md. Write `solve`; judge it with `cargo practise boj3344`
//! (or `make practise P=boj3344`).
//! Rust 1.73, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// A mirror image of a solution is a solution: each column c becomes n + 1 - c.
fn solve(n: usize) -> Vec<usize> {
    formulas(n).into_iter().map(|c| n + 1 - c).collect()
}

/// The three formulas (Bernhardsson): for even n not 2 more than a multiple of 6, rows
/// 1..n/2 on the even columns and the rest on the odd ones; for even n 2 more than a multiple
/// of 6, the two halves from the ends with a shift of n/2 - 1; for odd n, the board of n - 1
/// and a queen in the corner (n, n), which no queen of those boards attacks.
fn formulas(n: usize) -> Vec<usize> {
    if n % 2 == 1 {
        let mut q = formulas(n - 1);
        q.push(n);
        return q;
    }
    let half = n / 2;
    let mut q = vec![0; n + 1];
    for i in 1..=half {
        if n % 6 != 2 {
            q[i] = 2 * i;
            q[half + i] = 2 * i - 1;
        } else {
            let k = (2 * (i - 1) + half - 1) % n;
            q[i] = 1 + k;
            q[n + 1 - i] = n - k;
        }
    }
    q.remove(0);
    q
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
