//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Task: each line is `N a1 … aN`, row i empty (0) or holding a queen in column ai (from 1);
//! print, a line each, N columns that complete it to N queens no two of which attack each other.
//! Statement: problems/spojnqueen.md. Write `solve`; judge it with `cargo practise spojnqueen`
//! (or `make practise P=spojnqueen`).
//! Rust 1.56, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// The column, from 1, of the queen in each row, keeping `given[row]` where it is not 0.
fn solve(given: &[usize]) -> Vec<usize> {
    todo!()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in input.lines().filter(|line| !line.trim().is_empty()) {
        let numbers: Vec<usize> = line
            .split_whitespace()
            .map(|word| word.parse().unwrap())
            .collect();
        let columns: Vec<String> = solve(&numbers[1..])
            .iter()
            .map(|col| col.to_string())
            .collect();
        writeln!(out, "{}", columns.join(" ")).unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
