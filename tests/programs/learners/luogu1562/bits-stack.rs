// A right program in a style other than ours: bit masks without recursion: a stack of the masks of each row and free squares.
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
