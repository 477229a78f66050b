// A right program in a style other than ours: hash sets of the lines taken, a queen refused when her line is already in a set.
//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Task: given an 8×8 board with `*` for a queen and `.` for an empty square, say `valid` if it
//! holds exactly eight queens and no two attack each other, else `invalid`. Statement:
//! problems/kattis8queens.md. Write `solve`; judge it with `cargo practise kattis8queens` (or `make
//! practise P=kattis8queens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::collections::HashSet;
use std::io::{self, Read};

/// Four sets of the lines taken (rows, columns, row - col, row + col): a queen whose line is
/// already in its set attacks an earlier one.
fn solve(board: &[Vec<u8>]) -> bool {
    let (mut rows, mut cols, mut back, mut slash) =
        (HashSet::new(), HashSet::new(), HashSet::new(), HashSet::new());
    let mut count = 0;
    for (r, line) in board.iter().enumerate() {
        for (c, &cell) in line.iter().enumerate() {
            if cell != b'*' {
                continue;
            }
            count += 1;
            let (r, c) = (r as i32, c as i32);
            if !rows.insert(r) || !cols.insert(c) || !back.insert(r - c) || !slash.insert(r + c) {
                return false;
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
