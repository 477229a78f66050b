// A wrong program: it checks every pair of queens but never counts them, so a board of seven queens that do not attack is called valid.
//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Task: given an 8×8 board with `*` for a queen and `.` for an empty square, say `valid` if it
//! holds exactly eight queens and no two attack each other, else `invalid`. Statement:
//! problems/kattis8queens.md. Write `solve`; judge it with `cargo practise kattis8queens` (or `make
//! practise P=kattis8queens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Every pair of queens compared; the count of queens forgotten.
fn solve(board: &[Vec<u8>]) -> bool {
    let mut queens = Vec::new();
    for (r, line) in board.iter().enumerate() {
        for (c, &cell) in line.iter().enumerate() {
            if cell == b'*' {
                queens.push((r as i32, c as i32));
            }
        }
    }
    for i in 0..queens.len() {
        for j in i + 1..queens.len() {
            let (a, b) = (queens[i], queens[j]);
            if a.0 == b.0 || a.1 == b.1 || (a.0 - b.0).abs() == (a.1 - b.1).abs() {
                return false;
            }
        }
    }
    true
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
