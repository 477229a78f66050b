//! Luogu P1219 · [USACO1.5] 八皇后 Checker Challenge · https://www.luogu.com.cn/problem/P1219
//! Task: for n queens on an n×n board (6 <= n <= 13), print the first three placements in
//! lexicographic order, each as the columns (from 1) of rows 1..n, then the number of placements.
//! Statement: problems/luogu1219.md. Write `solve`; judge it with `cargo practise luogu1219`
//! (or `make practise P=luogu1219`).
//! Rust 1.85, edition 2024: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// The first three placements in lexicographic order (the column, from 1, of each row's queen)
/// and the number of all placements of n non-attacking queens.
fn solve(n: usize) -> (Vec<Vec<usize>>, u64) {
    todo!()
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she comes
/// off (rows and columns from 0). `cargo trace luogu1219` (`make trace P=luogu1219`) runs this file
/// with NQUEENS_TRACE set, shows your search and stops at the first step that breaks a rule. At the
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
    let (first, total) = solve(n);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for queens in first.iter().take(3) {
        let columns: Vec<String> = queens.iter().map(|col| col.to_string()).collect();
        writeln!(out, "{}", columns.join(" ")).unwrap();
    }
    writeln!(out, "{}", total).unwrap();
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
