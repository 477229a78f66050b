// A right program in a style other than ours: a map counting the queens on each line, judged once all are counted.
//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Task: N queens stand on an N×N board (each `x y`, 0 < N <= 5000); print `CORRECT` if no
//! two attack each other (same row, column or diagonal), else `INCORRECT`.
//! Statement: problems/kattisqueens.md. Write `solve`; judge it with `cargo practise kattisqueens`
//! (or `make practise P=kattisqueens`).
//! Rust 1.78, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::collections::HashMap;
use std::io::{self, Read};

/// Count the queens on every line, named by its kind and number; any line with two is an
/// attack.
fn solve(queens: &[(i64, i64)]) -> bool {
    let mut on: HashMap<(char, i64), u32> = HashMap::new();
    for &(x, y) in queens {
        for line in [('x', x), ('y', y), ('+', x + y), ('-', x - y)] {
            *on.entry(line).or_insert(0) += 1;
        }
    }
    on.values().all(|&count| count == 1)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map(|word| word.parse().unwrap())
        .collect();
    let queens: Vec<(i64, i64)> = numbers[1..]
        .chunks(2)
        .map(|square| (square[0], square[1]))
        .collect();
    println!("{}", if solve(&queens) { "CORRECT" } else { "INCORRECT" });
}
// ---- END SUBMISSION ----
