// A wrong program: the search skips the rows of the given queens without checking them against the queens it places above, so it puts a queen on a square a given queen attacks.
//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Task: k queens already stand on an 8×8 board (each `r c`, from 0); complete them to eight
//! queens no two of which attack each other (there is one way) and print the board in `Q`/`.`.
//! Statement: problems/aoj8queens.md. Write `solve`; judge it with `cargo practise aoj8queens`
//! (or `make practise P=aoj8queens`).
//! Rust 1.79, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Row by row; a row with a given queen is skipped, and the given queens are never marked.
fn solve(placed: &[(usize, usize)]) -> Vec<usize> {
    let mut cols = vec![usize::MAX; 8];
    for &(r, c) in placed {
        cols[r] = c;
    }
    search(0, &mut cols);
    cols
}

fn search(row: usize, cols: &mut Vec<usize>) -> bool {
    if row == 8 {
        return true;
    }
    if cols[row] != usize::MAX {
        return search(row + 1, cols);
    }
    for c in 0..8 {
        let safe = (0..row).all(|r| cols[r] != c && row - r != (cols[r] as i32 - c as i32).unsigned_abs() as usize);
        if safe {
            cols[row] = c;
            if search(row + 1, cols) {
                return true;
            }
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
