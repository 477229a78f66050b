// A right program in a style other than ours: from every queen, the eight rays walked to the edge of the board.
//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Task: given an 8×8 board with `*` for a queen and `.` for an empty square, say `valid` if it
//! holds exactly eight queens and no two attack each other, else `invalid`. Statement:
//! problems/kattis8queens.md. Write `solve`; judge it with `cargo practise kattis8queens` (or `make
//! practise P=kattis8queens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// From each queen, walk the eight directions square by square to the edge: meeting another
/// queen is an attack.
fn solve(board: &[Vec<u8>]) -> bool {
    let queen = |r: i32, c: i32| board[r as usize][c as usize] == b'*';
    let mut count = 0;
    for r in 0..8 {
        for c in 0..8 {
            if !queen(r, c) {
                continue;
            }
            count += 1;
            for dr in -1..=1 {
                for dc in -1..=1 {
                    if dr == 0 && dc == 0 {
                        continue;
                    }
                    let (mut y, mut x) = (r + dr, c + dc);
                    while (0..8).contains(&y) && (0..8).contains(&x) {
                        if queen(y, x) {
                            return false;
                        }
                        y += dr;
                        x += dc;
                    }
                }
            }
        }
    }
    count == 8
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
