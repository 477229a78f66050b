// A right program in a style other than ours: iterative: an explicit row pointer and the next column of each row, flag arrays.
//! LeetCode 51 · N-Queens · https://leetcode.com/problems/n-queens/
//! Task: return every way to place n queens on an n×n board so that no two attack each other,
//! each board as n strings of `.` and `Q`, in any order (1 <= n <= 9).
//! Statement: problems/leetcode51.md. Write `solve_n_queens`; judge it with `make practise P=leetcode51`.
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
    /// Every placement of n non-attacking queens, each board n rows of `.` and `Q`.
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut boards: Vec<Vec<String>> = Vec::new();
        search(n, &vec![vec![true; n]; n], &mut |cols: &[usize]| {
            let rows = cols.iter().map(|&c| {
                let mut row = vec![b'.'; n];
                row[c] = b'Q';
                String::from_utf8(row).unwrap()
            });
            boards.push(rows.collect());
        });
        boards
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she
/// comes off (rows and columns from 0). `make trace P=leetcode51` runs this file with NQUEENS_TRACE
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
