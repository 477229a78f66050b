//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Task: return the number of ways to place n queens on an n×n board so that no two attack each
//! other (1 <= n <= 9). Statement: problems/leetcode52.md. Write `total_n_queens`; judge it with
//! `cargo practise leetcode52` (or `make practise P=leetcode52`).
//! Rust 1.88, edition 2024: the judge's, which practise holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// The number of placements of n non-attacking queens on an n×n board.
    pub fn total_n_queens(n: i32) -> i32 {
        todo!()
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she comes
/// off (rows and columns from 0). `cargo trace leetcode52` (`make trace P=leetcode52`) runs this
/// file with NQUEENS_TRACE set, shows your search and stops at the first step that breaks a rule.
/// At the judge the variable is unset: it prints nothing, and reads the environment once.
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
