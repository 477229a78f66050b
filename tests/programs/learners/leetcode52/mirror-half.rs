// A right program in a style other than ours: arrays with the mirror: under the middle queen of row 0, row 1 only left of the middle; every board doubled.
//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Task: return the number of ways to place n queens on an n×n board so that no two attack
//! each other (1 <= n <= 9).
//! Statement: problems/leetcode52.md. Write `total_n_queens`; judge it with `make practise P=leetcode52`.
//! Rust 1.88, edition 2024: the judge's, which `make practise` holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
/// Flags with the left/right mirror: every board found is counted with its mirror image. Row 0
/// takes only the left half, and for odd n the middle column, under which row 1 takes only the
/// left of the middle (its mirror image has row 1 on the right). n = 1: the one board is its
/// own mirror image.
struct Flags {
    n: usize,
    column: Vec<bool>,
    back: Vec<bool>,
    slash: Vec<bool>,
}

impl Flags {
    fn count(&mut self, row: usize, limit: usize) -> i32 {
        let n = self.n;
        if row == n {
            return 1;
        }
        let mut total = 0;
        for col in 0..limit {
            step("try", row, col);
            if self.column[col] || self.back[row + n - 1 - col] || self.slash[row + col] {
                continue;
            }
            self.column[col] = true;
            self.back[row + n - 1 - col] = true;
            self.slash[row + col] = true;
            step("place", row, col);
            total += self.count(row + 1, n);
            step("remove", row, col);
            self.column[col] = false;
            self.back[row + n - 1 - col] = false;
            self.slash[row + col] = false;
        }
        total
    }
}

fn mirrored(n: usize) -> i32 {
    if n == 1 {
        step("try", 0, 0);
        step("place", 0, 0);
        step("remove", 0, 0);
        return 1;
    }
    let mut flags = Flags {
        n,
        column: vec![false; n],
        back: vec![false; 2 * n],
        slash: vec![false; 2 * n],
    };
    let mut total = 2 * flags.count(0, n / 2);
    if n % 2 == 1 {
        let col = n / 2;
        flags.column[col] = true;
        flags.back[n - 1 - col] = true;
        flags.slash[col] = true;
        step("try", 0, col);
        step("place", 0, col);
        total += 2 * flags.count(1, col);
        step("remove", 0, col);
    }
    total
}

impl Solution {
    /// The number of placements of n non-attacking queens on an n×n board.
    pub fn total_n_queens(n: i32) -> i32 {
        mirrored(n as usize)
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
