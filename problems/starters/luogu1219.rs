//! Luogu P1219 · [USACO1.5] 八皇后 Checker Challenge · https://www.luogu.com.cn/problem/P1219
//! Task: for n queens on an n×n board (6 <= n <= 13), print the first three placements in
//! lexicographic order, each as the columns (from 1) of rows 1..n, then the number of placements.
//! Statement: problems/luogu1219.md. Write `solve`; judge it with `make practise P=luogu1219`.
//! Rust 1.85, edition 2024: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// The first three placements in lexicographic order (the column, from 1, of each row's queen)
/// and the number of all placements of n non-attacking queens.
fn solve(n: usize) -> (Vec<Vec<usize>>, u64) {
    todo!()
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
