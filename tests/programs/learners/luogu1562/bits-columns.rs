// A right program in a style other than ours: bit masks column by column: the rows and both diagonals as masks of rows.
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

/// Column by column with bit masks over the rows: each column gets one queen, in a row no mask
/// holds; the diagonals shift one row per column. Row r is bit r.
fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    // closed[col]: the rows of that column the board forbids.
    let mut closed = vec![0u32; n];
    for (row, squares) in allowed.iter().enumerate() {
        for (col, &ok) in squares.iter().enumerate() {
            if !ok {
                closed[col] |= 1 << row;
            }
        }
    }
    let mut cols = vec![0; n];
    column(n, &closed, 0, 0, 0, 0, &mut cols, found);
}

#[allow(clippy::too_many_arguments)]
fn column(n: usize, closed: &[u32], col: usize, rows: u32, down: u32, up: u32, cols: &mut Vec<usize>, found: &mut dyn FnMut(&[usize])) {
    if col == n {
        found(cols);
        return;
    }
    let mut free = !(rows | down | up | closed[col]) & ((1u32 << n) - 1);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let row = bit.trailing_zeros() as usize;
        step("place", row, col);
        cols[row] = col;
        column(n, closed, col + 1, rows | bit, (down | bit) << 1, (up | bit) >> 1, cols, found);
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
