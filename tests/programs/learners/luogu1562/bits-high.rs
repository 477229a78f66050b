// A right program in a style other than ours: bit masks row by row, the highest free bit first, only place and remove steps.
//! Luogu P1562 · 还是N皇后 · https://www.luogu.com.cn/problem/P1562
//! Task: on an n×n board (0 < n <= 14) whose squares allow a queen (`*`) or not (`.`), count the
//! ways to place n queens on allowed squares so that no two attack each other.
//! Statement: problems/luogu1562.md. Write `solve`; judge it with `make practise P=luogu1562`.
//! Rust 1.85, edition 2024: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// The number of ways to place n non-attacking queens on the squares `board[row][col] == b'*'`.
fn solve(board: &[Vec<u8>]) -> u64 {
    let allowed: Vec<Vec<bool>> = board
        .iter()
        .map(|row| row.iter().map(|&b| b == b'*').collect())
        .collect();
    let mut total = 0;
    search(board.len(), &allowed, &mut |_: &[usize]| total += 1);
    total
}

/// Bit masks row by row, taking the highest free column first (63 - leading_zeros): the
/// boards come out from the right.
fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let full: u64 = (1 << n) - 1;
    let open: Vec<u64> = allowed
        .iter()
        .map(|row| row.iter().enumerate().filter(|&(_, &ok)| ok).fold(0, |m, (c, _)| m | 1 << c))
        .collect();
    let mut cols = vec![0; n];
    solve_row(0, n, full, &open, 0, 0, 0, &mut cols, found);
}

#[allow(clippy::too_many_arguments)]
fn solve_row(row: usize, n: usize, full: u64, open: &[u64], col_mask: u64, diag_a: u64, diag_b: u64, cols: &mut Vec<usize>, found: &mut dyn FnMut(&[usize])) {
    if row == n {
        found(cols);
        return;
    }
    let mut avail = !(col_mask | diag_a | diag_b) & full & open[row];
    while avail != 0 {
        let col = 63 - avail.leading_zeros() as usize;
        let bit = 1u64 << col;
        avail &= !bit;
        step("place", row, col);
        cols[row] = col;
        solve_row(row + 1, n, full, open, col_mask | bit, (diag_a | bit) << 1, (diag_b | bit) >> 1, cols, found);
        step("remove", row, col);
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she
/// comes off (rows and columns from 0). `make trace P=luogu1562` runs this file with NQUEENS_TRACE
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
    let mut words = input.split_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let board: Vec<Vec<u8>> = words.take(n).map(|line| line.as_bytes().to_vec()).collect();
    println!("{}", solve(&board));
}
// ---- END SUBMISSION ----
