// A right program in a style other than ours: column by column, a column with a given queen trying only her row.
//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Task: k queens already stand on an 8×8 board (each `r c`, from 0); complete them to eight
//! queens no two of which attack each other (there is one way) and print the board in `Q`/`.`.
//! Statement: problems/aoj8queens.md. Write `solve`; judge it with `cargo practise aoj8queens`
//! (or `make practise P=aoj8queens`).
//! Rust 1.79, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Column by column: each column gets one queen; a column where the input put one tries only
/// her row. Rows and both diagonals are flags.
fn solve(placed: &[(usize, usize)]) -> Vec<usize> {
    let mut given_row = [None; 8];
    for &(r, c) in placed {
        given_row[c] = Some(r);
    }
    let mut row_of_col = [0; 8];
    let mut taken = ([false; 8], [false; 15], [false; 15]);
    fill(0, &given_row, &mut row_of_col, &mut taken);
    let mut columns = vec![0; 8];
    for (c, &r) in row_of_col.iter().enumerate() {
        columns[r] = c;
    }
    columns
}

fn fill(
    col: usize,
    given_row: &[Option<usize>; 8],
    row_of_col: &mut [usize; 8],
    taken: &mut ([bool; 8], [bool; 15], [bool; 15]),
) -> bool {
    if col == 8 {
        return true;
    }
    for row in 0..8 {
        if given_row[col].map_or(false, |r| r != row) {
            continue;
        }
        let (d1, d2) = (row + 7 - col, row + col);
        if taken.0[row] || taken.1[d1] || taken.2[d2] {
            continue;
        }
        taken.0[row] = true;
        taken.1[d1] = true;
        taken.2[d2] = true;
        row_of_col[col] = row;
        if fill(col + 1, given_row, row_of_col, taken) {
            return true;
        }
        taken.0[row] = false;
        taken.1[d1] = false;
        taken.2[d2] = false;
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
