// A right program in a style other than ours: row by row from the right-hand column, diagonals indexed by row - col + n.
//! 4 皇后问题 · the book's C program on a 4×4 0/1 matrix · 《妙趣横生的算法》 (no online judge)
//! Task: print every way to place 4 queens on a 4×4 board so that no two attack each other, as
//! 4 rows of `0`/`1` cells each followed by a space and an empty line, then how many there are.
//! Statement: problems/queens4x4.md. Write `solve`; judge it with `make practise P=queens4x4`.
//! Rust 1.58, edition 2018: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Write};

const N: usize = 4;

/// Every placement of 4 non-attacking queens, 1 where a queen stands, in the book's order:
/// queens placed column by column, each column's rows tried from the top.
fn solve() -> Vec<[[u8; N]; N]> {
    let mut boards: Vec<Vec<usize>> = Vec::new();
    search(N, &vec![vec![true; N]; N], &mut |cols: &[usize]| boards.push(cols.to_vec()));
    // The book's order: by the row of column 0's queen, then of column 1's, and so on.
    boards.sort_by_key(|cols| {
        let mut rows = vec![0; N];
        for (r, &c) in cols.iter().enumerate() {
            rows[c] = r;
        }
        rows
    });
    let mut matrices = Vec::new();
    for cols in &boards {
        let mut matrix = [[0u8; N]; N];
        for (r, &c) in cols.iter().enumerate() {
            matrix[r][c] = 1;
        }
        matrices.push(matrix);
    }
    matrices
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
/// comes off (rows and columns from 0). `make trace P=queens4x4` runs this file with NQUEENS_TRACE
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
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let boards = solve();
    for board in &boards {
        for row in board {
            for cell in row {
                write!(out, "{} ", cell).unwrap();
            }
            writeln!(out).unwrap();
        }
        writeln!(out).unwrap();
    }
    writeln!(out, "The number of the answers are {}", boards.len()).unwrap();
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
