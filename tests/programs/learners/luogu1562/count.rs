// A right program in a style other than ours: bit masks that return the count itself, i64 masks and free & -free.
//! Luogu P1562 · 还是N皇后 · https://www.luogu.com.cn/problem/P1562
//! Task: on an n×n board (0 < n <= 14) whose squares allow a queen (`*`) or not (`.`), count the
//! ways to place n queens on allowed squares so that no two attack each other.
//! Statement: problems/luogu1562.md. Write `solve`; judge it with `make practise P=luogu1562`.
//! Rust 1.85, edition 2024: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// The number of ways to place n non-attacking queens on the squares `board[row][col] == b'*'`.
fn solve(board: &[Vec<u8>]) -> u64 {
    let allowed: Vec<Vec<bool>> = board
        .iter()
        .map(|row| row.iter().map(|&b| b == b'*').collect())
        .collect();
    let mut total = 0;
    search(board.len(), &allowed, &mut |_: &[usize]| total += 1);
    total
}

/// Bit masks that return how many boards lie below: no board is kept, only counted. The
/// lowest free square is free & -free (i64 masks).
fn below(n: usize, forbidden: &[i64], row: usize, c: i64, l: i64, r: i64) -> u64 {
    if row == n {
        return 1;
    }
    let mut total = 0;
    let mut free = !(c | l | r | forbidden[row]) & ((1 << n) - 1);
    while free > 0 {
        let bit = free & -free;
        free -= bit;
        let col = bit.trailing_zeros() as usize;
        step("place", row, col);
        total += below(n, forbidden, row + 1, c | bit, (l | bit) << 1, (r | bit) >> 1);
        step("remove", row, col);
    }
    total
}

fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let forbidden: Vec<i64> = allowed
        .iter()
        .map(|row| (0..n).filter(|&c| !row[c]).map(|c| 1i64 << c).sum())
        .collect();
    for _ in 0..below(n, &forbidden, 0, 0, 0, 0) {
        found(&[]);
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she
/// comes off (rows and columns from 0). `make trace P=luogu1562` runs this file with NQUEENS_TRACE
/// set, shows your search and stops at the first step that breaks a rule. At the judge the
/// variable is unset: it prints nothing, and reads the environment once.
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
    let mut words = input.split_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let board: Vec<Vec<u8>> = words.take(n).map(|line| line.as_bytes().to_vec()).collect();
    println!("{}", solve(&board));
}
// ---- END SUBMISSION ----
