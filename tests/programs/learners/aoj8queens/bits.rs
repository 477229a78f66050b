// A right program in a style other than ours: bit masks, the given queens put on the masks first and their rows skipped.
//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Task: k queens already stand on an 8×8 board (each `r c`, from 0); complete them to eight
//! queens no two of which attack each other (there is one way) and print the board in `Q`/`.`.
//! Statement: problems/aoj8queens.md. Write `solve`; judge it with `cargo practise aoj8queens`
//! (or `make practise P=aoj8queens`).
//! Rust 1.79, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Bit masks: the given queens go on first (their columns and diagonals marked by the square),
/// then the search fills the empty rows top down, the free squares of a row as a mask.
fn solve(placed: &[(usize, usize)]) -> Vec<usize> {
    let mut cols = vec![usize::MAX; 8];
    let (mut columns, mut back, mut slash) = (0u32, 0u32, 0u32);
    for &(r, c) in placed {
        cols[r] = c;
        columns |= 1 << c;
        back |= 1 << (r + 7 - c);
        slash |= 1 << (r + c);
    }
    search(0, &mut cols, columns, back, slash);
    cols
}

fn search(row: usize, cols: &mut Vec<usize>, columns: u32, back: u32, slash: u32) -> bool {
    if row == 8 {
        return true;
    }
    if cols[row] != usize::MAX {
        return search(row + 1, cols, columns, back, slash);
    }
    for c in 0..8 {
        let (b, s) = (1 << (row + 7 - c), 1 << (row + c));
        if columns & (1 << c) != 0 || back & b != 0 || slash & s != 0 {
            continue;
        }
        cols[row] = c;
        if search(row + 1, cols, columns | (1 << c), back | b, slash | s) {
            return true;
        }
    }
    cols[row] = usize::MAX;
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
