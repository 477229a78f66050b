// A learner's mistake: the free squares taken for the reserved ones (`*` read as free, `.` as reserved).
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
        .map(|row| row.iter().map(|&b| b == b'*').collect())
        .collect();
    let mut total = 0;
    search(board.len(), &allowed, &mut |_: &[usize]| total += 1);
    total
}

/// Row by row, each row's columns tried from the right; the \ diagonal indexed row - col + n
/// (computed as row + n - col, never below 0), the / diagonal row + col.
fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let mut used = vec![false; n];
    let mut d1 = vec![false; 2 * n + 1];
    let mut d2 = vec![false; 2 * n + 1];
    let mut cols = vec![0; n];
    rec(0, n, allowed, &mut used, &mut d1, &mut d2, &mut cols, found);
}

#[allow(clippy::too_many_arguments)]
fn rec(
    row: usize,
    n: usize,
    allowed: &[Vec<bool>],
    used: &mut Vec<bool>,
    d1: &mut Vec<bool>,
    d2: &mut Vec<bool>,
    cols: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]),
) {
    if row == n {
        found(cols);
        return;
    }
    for col in (0..n).rev() {
        step("try", row, col);
        if !allowed[row][col] || used[col] || d1[row + n - col] || d2[row + col] {
            continue;
        }
        used[col] = true;
        d1[row + n - col] = true;
        d2[row + col] = true;
        cols[row] = col;
        step("place", row, col);
        rec(row + 1, n, allowed, used, d1, d2, cols, found);
        step("remove", row, col);
        used[col] = false;
        d1[row + n - col] = false;
        d2[row + col] = false;
    }
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
