//! CSES 1624 · Chessboard and Queens · https://cses.fi/problemset/task/1624
//! Task: on an 8×8 board whose squares are free (`.`) or reserved (`*`), count the ways to place
//! eight queens on free squares so that no two attack each other.
//! Statement: problems/cses1624.md. Write `solve`; judge it with `make practise P=cses1624`.
//! Rust 1.75, edition 2021: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// The number of ways to place 8 non-attacking queens on the squares `board[row][col] == b'.'`.
fn solve(board: &[Vec<u8>]) -> u64 {
    todo!()
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
