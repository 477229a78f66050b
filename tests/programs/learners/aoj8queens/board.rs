// A right program in a style other than ours: the given queens checked square by square on a board of chars, the rest placed by a search on that board.
//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Task: k queens already stand on an 8×8 board (each `r c`, from 0); complete them to eight
//! queens no two of which attack each other (there is one way) and print the board in `Q`/`.`.
//! Statement: problems/aoj8queens.md. Write `solve`; judge it with `cargo practise aoj8queens`
//! (or `make practise P=aoj8queens`).
//! Rust 1.79, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// A board of chars: the given queens are written on it, and an empty row takes a queen on a
/// square no queen of the board attacks (walking the board's rays).
fn solve(placed: &[(usize, usize)]) -> Vec<usize> {
    let mut board = vec![vec!['.'; 8]; 8];
    for &(r, c) in placed {
        board[r][c] = 'Q';
    }
    put(&mut board, 0);
    board
        .iter()
        .map(|row| row.iter().position(|&x| x == 'Q').unwrap())
        .collect()
}

fn attacked(board: &[Vec<char>], r: usize, c: usize) -> bool {
    for (dr, dc) in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
        let (mut y, mut x) = (r as i32 + dr, c as i32 + dc);
        while (0..8).contains(&y) && (0..8).contains(&x) {
            if board[y as usize][x as usize] == 'Q' {
                return true;
            }
            y += dr;
            x += dc;
        }
    }
    false
}

fn put(board: &mut Vec<Vec<char>>, row: usize) -> bool {
    if row == 8 {
        return true;
    }
    if board[row].contains(&'Q') {
        return put(board, row + 1);
    }
    for c in 0..8 {
        if !attacked(board, row, c) {
            board[row][c] = 'Q';
            if put(board, row + 1) {
                return true;
            }
            board[row][c] = '.';
        }
    }
    false
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|word| word.parse().unwrap())
        .collect();
    let placed: Vec<(usize, usize)> = numbers[1..]
        .chunks(2)
        .map(|square| (square[0], square[1]))
        .collect();
    for col in solve(&placed) {
        let mut row = vec!['.'; 8];
        row[col] = 'Q';
        println!("{}", row.into_iter().collect::<String>());
    }
}
// ---- END SUBMISSION ----
