//! Luogu P1562 · 还是N皇后 · https://www.luogu.com.cn/problem/P1562
//! Task: on an n×n board (0 < n <= 14) whose squares allow a queen (`*`) or not (`.`), count the
//! ways to place n queens on allowed squares so that no two attack each other.
//! Statement: problems/luogu1562.md. Write `solve`; judge it with `make practise P=luogu1562`.
//! Rust 1.85, edition 2024: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// The number of ways to place n non-attacking queens on the squares `board[row][col] == b'*'`.
fn solve(board: &[Vec<u8>]) -> u64 {
    todo!()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let board: Vec<Vec<u8>> = words.take(n).map(|line| line.as_bytes().to_vec()).collect();
    println!("{}", solve(&board));
}
// ---- END SUBMISSION ----
