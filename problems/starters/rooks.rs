//! Rooks · all placements of n non-attacking rooks · this workspace's rung 0 (no online judge)
//! Task: print every way to place n rooks on an n×n board so that no two attack each other
//! (1 <= n <= 8): the column of each row's rook, separated by spaces, one placement a line, in
//! lexicographic order. Statement: problems/rooks.md. Write `solve`; judge it with
//! `cargo practise rooks` (or `make practise P=rooks`).
//! Rust 1.58, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// Every placement of n non-attacking rooks, each as the column of the rook in each row, in
/// lexicographic order: choose a column for the next row, explore the rows below, undo.
fn solve(n: usize) -> Vec<Vec<usize>> {
    todo!()
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a rook goes on it and `step("remove", row, col)` when it comes
/// off (rows and columns from 0). `cargo trace rooks` (`make trace P=rooks`) runs this file with
/// NQUEENS_TRACE set, shows your search and stops at the first step that breaks a rule. At the
/// judge the variable is unset: it prints nothing, and reads the environment once.
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
    let n: usize = input.trim().parse().unwrap();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for columns in solve(n) {
        let words: Vec<String> = columns.iter().map(|col| col.to_string()).collect();
        writeln!(out, "{}", words.join(" ")).unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
