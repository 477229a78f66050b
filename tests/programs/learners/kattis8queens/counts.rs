// A right program in a style other than ours: counters per line, every line counted first and judged after.
//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Task: given an 8×8 board with `*` for a queen and `.` for an empty square, say `valid` if it
//! holds exactly eight queens and no two attack each other, else `invalid`. Statement:
//! problems/kattis8queens.md. Write `solve`; judge it with `cargo practise kattis8queens` (or `make
//! practise P=kattis8queens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Count the queens on every row, column and diagonal, then look for a line holding two.
fn solve(board: &[Vec<u8>]) -> bool {
    let mut rows = [0; 8];
    let mut cols = [0; 8];
    let mut back = [0; 15];
    let mut slash = [0; 15];
    let mut total = 0;
    for r in 0..8 {
        for c in 0..8 {
            if board[r][c] == b'*' {
                total += 1;
                rows[r] += 1;
                cols[c] += 1;
                back[r + 7 - c] += 1;
                slash[r + c] += 1;
            }
        }
    }
    let crowded = |line: &[i32]| line.iter().any(|&k| k > 1);
    total == 8 && !crowded(&rows) && !crowded(&cols) && !crowded(&back) && !crowded(&slash)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let board: Vec<Vec<u8>> = input
        .split_whitespace()
        .map(|line| line.as_bytes().to_vec())
        .collect();
    println!("{}", if solve(&board) { "valid" } else { "invalid" });
}
// ---- END SUBMISSION ----
