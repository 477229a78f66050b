// A right program in a style other than ours: iterative: an explicit row pointer and the next column of each row, flag arrays.
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

/// No recursion: `row` walks down and back up, `next[row]` is the next column to try there, and
/// three arrays of flags hold the columns, the \ diagonals (row + n - 1 - col) and the /
/// diagonals (row + col).
fn search(n: usize, allowed: &[Vec<bool>], found: &mut dyn FnMut(&[usize])) {
    let mut column = vec![false; n];
    let mut back = vec![false; 2 * n];
    let mut slash = vec![false; 2 * n];
    let mut cols = vec![0usize; n];
    let mut next = vec![0usize; n];
    let mut row = 0;
    loop {
        if row == n || next[row] == n {
            if row == n {
                found(&cols);
            } else {
                next[row] = 0;
                if row == 0 {
                    break;
                }
            }
            row -= 1;
            let col = cols[row];
            column[col] = false;
            back[row + n - 1 - col] = false;
            slash[row + col] = false;
            step("remove", row, col);
            continue;
        }
        let col = next[row];
        next[row] += 1;
        step("try", row, col);
        if allowed[row][col] && !column[col] && !back[row + n - 1 - col] && !slash[row + col] {
            column[col] = true;
            back[row + n - 1 - col] = true;
            slash[row + col] = true;
            cols[row] = col;
            step("place", row, col);
            row += 1;
        }
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
