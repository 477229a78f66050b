// A right program in a style other than ours: iterative, an explicit stack of the column tried in each row.
//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Task: k queens already stand on an 8×8 board (each `r c`, from 0); complete them to eight
//! queens no two of which attack each other (there is one way) and print the board in `Q`/`.`.
//! Statement: problems/aoj8queens.md. Write `solve`; judge it with `cargo practise aoj8queens`
//! (or `make practise P=aoj8queens`).
//! Rust 1.79, edition 2018: the judge's, which practise holds the block to.

// ---- BEGIN SUBMISSION ----
use std::io::{self, Read};

/// No recursion: `next[row]` is the next column to try in each row; a row with a given queen
/// has only that column. Going back is a row up.
fn solve(placed: &[(usize, usize)]) -> Vec<usize> {
    let mut given = [None; 8];
    for &(r, c) in placed {
        given[r] = Some(c);
    }
    let mut cols = vec![0usize; 8];
    let mut next = [0usize; 8];
    let mut row = 0;
    while row < 8 {
        let mut found = None;
        while next[row] < 8 {
            let c = next[row];
            next[row] += 1;
            let allowed = given[row].map_or(true, |g| g == c);
            let safe = (0..row).all(|r| {
                cols[r] != c && (row - r) as i32 != (cols[r] as i32 - c as i32).abs()
            });
            if allowed && safe {
                found = Some(c);
                break;
            }
        }
        match found {
            Some(c) => {
                cols[row] = c;
                row += 1;
            }
            None => {
                next[row] = 0;
                row -= 1;
            }
        }
    }
    cols
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
