// A right program in a style other than ours: all 92 solutions listed by permutations of the columns, the one that keeps the given queens chosen.
//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Task: k queens already stand on an 8×8 board (each `r c`, from 0); complete them to eight
//! queens no two of which attack each other (there is one way) and print the board in `Q`/`.`.
//! Statement: problems/aoj8queens.md. Write `solve`; judge it with `cargo practise aoj8queens`
//! (or `make practise P=aoj8queens`).
//! Rust 1.79, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// Every order of the 8 columns, in lexicographic order: those whose diagonals are all
/// distinct are the 92 solutions; the one that has the given queens where they stand is kept.
fn solve(placed: &[(usize, usize)]) -> Vec<usize> {
    let mut columns: Vec<usize> = (0..8).collect();
    loop {
        let keeps = placed.iter().all(|&(r, c)| columns[r] == c);
        if keeps && no_diagonal_attack(&columns) {
            return columns;
        }
        if !next_permutation(&mut columns) {
            return Vec::new();
        }
    }
}

fn no_diagonal_attack(columns: &[usize]) -> bool {
    for a in 0..8 {
        for b in a + 1..8 {
            if b - a == (columns[a] as i32 - columns[b] as i32).unsigned_abs() as usize {
                return false;
            }
        }
    }
    true
}

/// The next order in lexicographic order; false after the last.
fn next_permutation(items: &mut [usize]) -> bool {
    let Some(i) = (0..items.len() - 1).rev().find(|&i| items[i] < items[i + 1]) else {
        return false;
    };
    let j = (i + 1..items.len()).rev().find(|&j| items[j] > items[i]).unwrap();
    items.swap(i, j);
    items[i + 1..].reverse();
    true
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
