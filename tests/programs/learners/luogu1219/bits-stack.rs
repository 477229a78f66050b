// A right program in a style other than ours: bit masks without recursion: a stack of the masks of each row and free squares.
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
    let mut boards: Vec<Vec<usize>> = Vec::new();
    search(n, &vec![vec![true; n]; n], &mut |cols: &[usize]| {
        boards.push(cols.iter().map(|c| c + 1).collect())
    });
    let total = boards.len() as u64;
    boards.sort();
    boards.truncate(3);
    (boards, total)
}

/// Bit masks without recursion: for each row on the way down, its three masks and the free
/// squares not yet tried; a row with none left goes back up.
fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let all = (1u32 << n) - 1;
    let mut forbidden = vec![0u32; n];
    for r in 0..n {
        for c in 0..n {
            if !allowed[r][c] {
                forbidden[r] |= 1 << c;
            }
        }
    }
    // (columns, \\ mask, / mask, free squares left) per row
    let mut stack: Vec<(u32, u32, u32, u32)> = vec![(0, 0, 0, all & !forbidden[0])];
    let mut cols = vec![0usize; n];
    while let Some(&(columns, back, slash, free)) = stack.last() {
        let row = stack.len() - 1;
        if free == 0 {
            stack.pop();
            if row > 0 {
                step("remove", row - 1, cols[row - 1]);
            }
            continue;
        }
        let bit = free & free.wrapping_neg();
        stack[row].3 = free ^ bit;
        let col = bit.trailing_zeros() as usize;
        cols[row] = col;
        step("place", row, col);
        let (c, l, r) = (columns | bit, (back | bit) << 1, (slash | bit) >> 1);
        if row + 1 == n {
            found(&cols);
            step("remove", row, col);
        } else {
            let free = !(c | l | r | forbidden[row + 1]) & all;
            stack.push((c, l, r, free));
        }
    }
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she
/// comes off (rows and columns from 0). `make trace P=luogu1219` runs this file with NQUEENS_TRACE
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
