// A right program in a style other than ours: iterative: an explicit row pointer and the next column of each row, flag arrays.
//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Task: return the number of ways to place n queens on an n×n board so that no two attack
//! each other (1 <= n <= 9).
//! Statement: problems/leetcode52.md. Write `total_n_queens`; judge it with `make practise P=leetcode52`.
//! Rust 1.88, edition 2024: the judge's, which `make practise` holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
/// No recursion: `row` walks down and back up, `next[row]` is the next column to try there, and
/// three arrays of flags hold the columns, the \ diagonals (row + n - 1 - col) and the /
/// diagonals (row + col).
fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let mut column = vec![false; n];
    let mut back = vec![false; 2 * n];
    let mut slash = vec![false; 2 * n];
    let mut cols = vec![0usize; n];
    let mut next = vec![0usize; n];
    let mut row = 0;
    loop {
        if row == n || next[row] == n {
            if row == n {
                found(&cols);
            } else {
                next[row] = 0;
                if row == 0 {
                    break;
                }
            }
            row -= 1;
            let col = cols[row];
            column[col] = false;
            back[row + n - 1 - col] = false;
            slash[row + col] = false;
            step("remove", row, col);
            continue;
        }
        let col = next[row];
        next[row] += 1;
        step("try", row, col);
        if allowed[row][col] && !column[col] && !back[row + n - 1 - col] && !slash[row + col] {
            column[col] = true;
            back[row + n - 1 - col] = true;
            slash[row + col] = true;
            cols[row] = col;
            step("place", row, col);
            row += 1;
        }
    }
}

impl Solution {
    /// The number of placements of n non-attacking queens on an n×n board.
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let mut total = 0;
        search(n, &vec![vec![true; n]; n], &mut |_: &[usize]| total += 1);
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
