//! LeetCode 51 · N-Queens · https://leetcode.com/problems/n-queens/
//! Task: return every way to place n queens on an n×n board so that no two attack each other, each
//! board as n strings of `.` and `Q`, in any order (1 <= n <= 9). Statement:
//! problems/leetcode51.md. Write `solve_n_queens`; judge it with `cargo practise leetcode51` (or
//! `make practise P=leetcode51`).
//! Rust 1.88, edition 2024: the judge's, which practise holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// Every placement of n non-attacking queens, each board n rows of `.` and `Q`.
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        todo!()
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she comes
/// off (rows and columns from 0). `cargo trace leetcode51` (`make trace P=leetcode51`) runs this
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

// The local driver, in place of LeetCode's: n from stdin, the returned boards printed the way
// LeetCode displays them, `[[".Q..","...Q","Q...","..Q."],["..Q.",...]]`.
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: i32 = input.trim().parse().unwrap();
    let boards: Vec<String> = Solution::solve_n_queens(n)
        .iter()
        .map(|board| {
            let rows: Vec<String> = board.iter().map(|row| format!("{:?}", row)).collect();
            format!("[{}]", rows.join(","))
        })
        .collect();
    println!("[{}]", boards.join(","));
}
