//! AcWing 843 · n-皇后问题 · https://www.acwing.com/problem/content/845/
//! Task: print every way to place n queens on an n×n board so that no two attack each other,
//! each board as n lines of `.` and `Q` and an empty line after it (1 <= n <= 9).
//! Statement: problems/acwing843.md. Write `solve`; judge it with `make practise P=acwing843`.
//! Rust 1.58, edition 2018: the judge's, which `make practise` holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// Every placement of n non-attacking queens, each as the column of the queen in each row.
fn solve(n: usize) -> Vec<Vec<usize>> {
    todo!()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: usize = input.trim().parse().unwrap();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for queens in solve(n) {
        for &col in &queens {
            let mut row = vec![b'.'; n];
            row[col] = b'Q';
            row.push(b'\n');
            out.write_all(&row).unwrap();
        }
        out.write_all(b"\n").unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
