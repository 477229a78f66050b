// A right program in a style other than ours: one queen a row read into a permutation, the diagonals checked as sorted lists.
//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Task: given an 8×8 board with `*` for a queen and `.` for an empty square, say `valid` if it
//! holds exactly eight queens and no two attack each other, else `invalid`. Statement:
//! problems/kattis8queens.md. Write `solve`; judge it with `cargo practise kattis8queens` (or `make
//! practise P=kattis8queens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// A solution has one queen in each row: read the column of each, then the columns must be a
/// permutation of 0..8 and the 8 values of row - col, and of row + col, all different.
fn solve(board: &[Vec<u8>]) -> bool {
    let mut columns = Vec::new();
    for line in board {
        let stars: Vec<usize> = (0..8).filter(|&c| line[c] == b'*').collect();
        if stars.len() != 1 {
            return false;
        }
        columns.push(stars[0] as i32);
    }
    let distinct = |mut values: Vec<i32>| {
        values.sort();
        values.dedup();
        values.len() == 8
    };
    let back = (0..8).map(|r| r as i32 - columns[r]).collect();
    let slash = (0..8).map(|r| r as i32 + columns[r]).collect();
    distinct(columns.clone()) && distinct(back) && distinct(slash)
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
