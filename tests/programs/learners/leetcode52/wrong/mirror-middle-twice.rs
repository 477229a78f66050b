// A wrong program, as learners write it: the mirror, the middle column of row 0 doubled too.
//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Task: return the number of ways to place n queens on an n×n board so that no two attack
//! each other (1 <= n <= 9).
//! Statement: problems/leetcode52.md. Write `total_n_queens`; judge it with `make practise P=leetcode52`.
//! Rust 1.88, edition 2024: the judge's, which `make practise` holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
fn count(n: usize, row: usize, c: u32, l: u32, r: u32) -> i32 {
    if row == n {
        return 1;
    }
    let mut total = 0;
    let mut free = !(c | l | r) & ((1u32 << n) - 1);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let col = bit.trailing_zeros() as usize;
        step("place", row, col);
        total += count(n, row + 1, c | bit, (l | bit) << 1, (r | bit) >> 1);
        step("remove", row, col);
    }
    total
}

impl Solution {
    /// The number of placements of n non-attacking queens on an n×n board.
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let mut total = 0;
        for col in 0..(n + 1) / 2 {
            let bit = 1u32 << col;
            step("place", 0, col);
            total += 2 * count(n, 1, bit, bit << 1, bit >> 1);
            step("remove", 0, col);
        }
        total
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she
/// comes off (rows and columns from 0). `make trace P=leetcode52` runs this file with NQUEENS_TRACE
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
// ---- END SUBMISSION ----

// The local driver, in place of LeetCode's: n from stdin, the returned count on stdout.
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: i32 = input.trim().parse().unwrap();
    println!("{}", Solution::total_n_queens(n));
}
