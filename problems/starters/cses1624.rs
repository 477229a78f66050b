//! CSES 1624 · Chessboard and Queens · https://cses.fi/problemset/task/1624
//! Task: on an 8×8 board whose squares are free (`.`) or reserved (`*`), count the ways to place
//! eight queens on free squares so that no two attack each other.
//! Statement: problems/cses1624.md. Write `solve`; judge it with `cargo practise cses1624`
//! (or `make practise P=cses1624`).
//! Rust 1.75, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// The number of ways to place 8 non-attacking queens on the squares `board[row][col] == b'.'`.
fn solve(board: &[Vec<u8>]) -> u64 {
    todo!()
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she comes
/// off (rows and columns from 0). `cargo trace cses1624` (`make trace P=cses1624`) runs this file
/// with NQUEENS_TRACE set, shows your search and stops at the first step that breaks a rule. At the
/// judge the variable is unset: it prints nothing, and reads the environment once.
#[allow(dead_code)]
fn step(what: &str, row: usize, col: usize) {
    use std::sync::atomic::{AtomicU8, Ordering};
    static TRACE: AtomicU8 = AtomicU8::new(0); // 0: not read yet, 1: off, 2: on
    if TRACE.load(Ordering::Relaxed) == 0 {
        let on = std::env::var_os("NQUEENS_TRACE").is_some();
        TRACE.store(if on { 2 } else { 1 }, Ordering::Relaxed);
    }
    if TRACE.load(Ordering::Relaxed) == 2 {
        eprintln!("{} {} {}", what, row, col);
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let board: Vec<Vec<u8>> = input
        .split_whitespace()
        .map(|line| line.as_bytes().to_vec())
        .collect();
    println!("{}", solve(&board));
}
// ---- END SUBMISSION ----
