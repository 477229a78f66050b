// A right program in a style other than ours: column by column, each column's rows from the top, a struct of flags.
//! CSES 1624 · Chessboard and Queens · https://cses.fi/problemset/task/1624
//! Task: on an 8×8 board whose squares are free (`.`) or reserved (`*`), count the ways to place
//! eight queens on free squares so that no two attack each other.
//! Statement: problems/cses1624.md. Write `solve`; judge it with `make practise P=cses1624`.
//! Rust 1.75, edition 2021: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// The number of ways to place 8 non-attacking queens on the squares `board[row][col] == b'.'`.
fn solve(board: &[Vec<u8>]) -> u64 {
    let allowed: Vec<Vec<bool>> = board
        .iter()
        .map(|row| row.iter().map(|&b| b == b'.').collect())
        .collect();
    let mut total = 0;
    search(board.len(), &allowed, &mut |_: &[usize]| total += 1);
    total
}

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

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she
/// comes off (rows and columns from 0). `make trace P=cses1624` runs this file with NQUEENS_TRACE
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
    let board: Vec<Vec<u8>> = input
        .split_whitespace()
        .map(|line| line.as_bytes().to_vec())
        .collect();
    println!("{}", solve(&board));
}
// ---- END SUBMISSION ----
