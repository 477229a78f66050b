//! 4 皇后问题 · the book's C program on a 4×4 0/1 matrix · 《妙趣横生的算法》 (no online judge)
//! Task: print every way to place 4 queens on a 4×4 board so that no two attack each other, as
//! 4 rows of `0`/`1` cells each followed by a space and an empty line, then how many there are.
//! Statement: problems/queens4x4.md. Write `solve`; judge it with `cargo practise queens4x4`
//! (or `make practise P=queens4x4`).
//! Rust 1.58, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Write};

const N: usize = 4;

/// Every placement of 4 non-attacking queens, 1 where a queen stands, in the book's order:
/// queens placed column by column, each column's rows tried from the top.
fn solve() -> Vec<[[u8; N]; N]> {
    todo!()
}

/// Your search, step by step: call `step("try", row, col)` on each square you look at,
/// `step("place", row, col)` when a queen goes on it and `step("remove", row, col)` when she comes
/// off (rows and columns from 0). `cargo trace queens4x4` (`make trace P=queens4x4`) runs this file
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
