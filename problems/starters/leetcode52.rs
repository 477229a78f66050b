//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Task: return the number of ways to place n queens on an n×n board so that no two attack
//! each other (1 <= n <= 9).
//! Statement: problems/leetcode52.md. Write `total_n_queens`; judge it with `make practise P=leetcode52`.
//! Rust 1.88, edition 2024: the judge's, which `make practise` holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// The number of placements of n non-attacking queens on an n×n board.
    pub fn total_n_queens(n: i32) -> i32 {
        todo!()
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
