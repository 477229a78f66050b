// A right program in a style other than ours: column by column, each column's rows from the top, a struct of flags.
//! LeetCode 51 · N-Queens · https://leetcode.com/problems/n-queens/
//! Task: return every way to place n queens on an n×n board so that no two attack each other,
//! each board as n strings of `.` and `Q`, in any order (1 <= n <= 9).
//! Statement: problems/leetcode51.md. Write `solve_n_queens`; judge it with `make practise P=leetcode51`.
//! Rust 1.88, edition 2024: the judge's, which `make practise` holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
/// Column by column, as the book places them: each column gets one queen, its rows tried from
/// the top; the board keeps which rows and diagonals are taken.
struct Board<'a> {
    n: usize,
    allowed: &'a [Vec<bool>],
    row_taken: Vec<bool>,
    back: Vec<bool>,
    slash: Vec<bool>,
    cols: Vec<usize>,
}

impl<'a> Board<'a> {
    fn fill(&mut self, col: usize, found: &mut dyn FnMut(&[usize])) {
        let n = self.n;
        if col == n {
            found(&self.cols);
            return;
        }
        for row in 0..n {
            step("try", row, col);
            let d1 = row + n - 1 - col;
            let d2 = row + col;
            if self.allowed[row][col] && !self.row_taken[row] && !self.back[d1] && !self.slash[d2] {
                self.row_taken[row] = true;
                self.back[d1] = true;
                self.slash[d2] = true;
                self.cols[row] = col;
                step("place", row, col);
                self.fill(col + 1, found);
                self.row_taken[row] = false;
                self.back[d1] = false;
                self.slash[d2] = false;
                step("remove", row, col);
            }
        }
    }
}

fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let mut board = Board {
        n,
        allowed,
        row_taken: vec![false; n],
        back: vec![false; 2 * n],
        slash: vec![false; 2 * n],
        cols: vec![0; n],
    };
    board.fill(0, found);
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
