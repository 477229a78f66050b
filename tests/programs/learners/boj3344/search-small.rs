// A right program in a style other than ours: a backtracking search for the small boards (8 and 26), the construction only for the large ones.
//! Baekjoon 3344 · N-Queen (BOI 2012) · https://www.acmicpc.net/problem/3344
//! Task: print one placement of N non-attacking queens on an N×N board, N one of 8, 26, 213,
//! 2012, 99991, 99999: line i holds the column (from 1) of the queen in row i.
//! Statement: problems/boj3344.md. Write `solve`; judge it with `cargo practise boj3344`
//! (or `make practise P=boj3344`).
//! Rust 1.73, edition 2021: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// Small boards by search (row by row, flags, the first board found); from 100 up, where a
/// search is hopeless, the construction.
fn solve(n: usize) -> Vec<usize> {
    if n >= 100 {
        return classic(n);
    }
    let mut q = Vec::new();
    let mut used = (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
    place(n, &mut q, &mut used);
    q.into_iter().map(|c| c + 1).collect()
}

fn place(n: usize, q: &mut Vec<usize>, used: &mut (Vec<bool>, Vec<bool>, Vec<bool>)) -> bool {
    let row = q.len();
    if row == n {
        return true;
    }
    for c in 0..n {
        let (b, s) = (row + n - c, row + c);
        if used.0[c] || used.1[b] || used.2[s] {
            continue;
        }
        used.0[c] = true;
        used.1[b] = true;
        used.2[s] = true;
        q.push(c);
        if place(n, q, used) {
            return true;
        }
        q.pop();
        used.0[c] = false;
        used.1[b] = false;
        used.2[s] = false;
    }
    false
}

/// Evens then odds, a few columns moved where n mod 6 is 2 or 3.
fn classic(n: usize) -> Vec<usize> {
    let mut evens: Vec<usize> = (1..=n).filter(|c| c % 2 == 0).collect();
    let mut odds: Vec<usize> = (1..=n).filter(|c| c % 2 == 1).collect();
    if n % 6 == 2 {
        // 3, 1, 7, 9, ..., 5
        odds.swap(0, 1);
        let five = odds.remove(2);
        odds.push(five);
    } else if n % 6 == 3 {
        // 4, 6, ..., 2 and 5, 7, ..., 1, 3
        let two = evens.remove(0);
        evens.push(two);
        let one = odds.remove(0);
        let three = odds.remove(0);
        odds.push(one);
        odds.push(three);
    }
    evens.into_iter().chain(odds).collect()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: usize = input.trim().parse().unwrap();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for col in solve(n) {
        writeln!(out, "{}", col).unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
