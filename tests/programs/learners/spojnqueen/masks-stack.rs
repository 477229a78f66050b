// A right program in a style other than ours: no recursion. One u64 of taken columns and one of
// each diagonal direction (shifted to the row they reach), an explicit stack of frames, the row
// with the fewest open squares chosen at each frame, and restarts with a doubled budget where
// the columns of each frame are shuffled.
//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Rust 1.56, edition 2018: the judge's.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// One level of the search: the row it fills and the columns it has yet to attempt there.
struct Frame {
    row: usize,
    left: Vec<usize>,
}

/// The open columns of `row` (bit c for column c) with the queens of `queens` (column from 1).
fn open(queens: &[usize], row: usize) -> u64 {
    let n = queens.len();
    let mut taken = 0u64;
    for (other, &col) in queens.iter().enumerate() {
        if col == 0 {
            continue;
        }
        let col = col - 1;
        let distance = if other > row { other - row } else { row - other };
        taken |= 1 << col;
        if col + distance < n {
            taken |= 1 << (col + distance);
        }
        if col >= distance {
            taken |= 1 << (col - distance);
        }
    }
    !taken & ((1u64 << n) - 1)
}

fn shuffle(items: &mut Vec<usize>, random: &mut u64) {
    for i in (1..items.len()).rev() {
        *random ^= *random << 13;
        *random ^= *random >> 7;
        *random ^= *random << 17;
        items.swap(i, (*random % (i as u64 + 1)) as usize);
    }
}

/// The empty row with the fewest open columns and those columns, shuffled; `None` when every row
/// holds a queen.
fn frame(queens: &[usize], random: &mut u64) -> Option<Frame> {
    let row = (0..queens.len())
        .filter(|&row| queens[row] == 0)
        .min_by_key(|&row| open(queens, row).count_ones())?;
    let mask = open(queens, row);
    let mut left: Vec<usize> = (0..queens.len()).filter(|&col| mask >> col & 1 == 1).collect();
    shuffle(&mut left, random);
    Some(Frame { row, left })
}

/// The column, from 1, of the queen in each row, keeping `given[row]` where it is not 0.
fn solve(given: &[usize]) -> Vec<usize> {
    let mut random = 0x2545_f491_4f6c_dd1du64;
    let mut budget = 64u64;
    loop {
        let mut queens = given.to_vec();
        let mut stack = Vec::new();
        match frame(&queens, &mut random) {
            None => return queens,
            Some(first) => stack.push(first),
        }
        let mut nodes = 0;
        while nodes < budget {
            let top = match stack.last_mut() {
                Some(top) => top,
                None => break,
            };
            let row = top.row;
            queens[row] = 0; // the attempt before this one comes off
            match top.left.pop() {
                None => {
                    stack.pop();
                    continue;
                }
                Some(col) => queens[row] = col + 1,
            }
            nodes += 1;
            match frame(&queens, &mut random) {
                None => return queens,
                Some(next) => stack.push(next),
            }
        }
        budget *= 2;
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|word| word.parse::<usize>().unwrap());
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    while let Some(n) = words.next() {
        let given: Vec<usize> = (0..n).map(|_| words.next().unwrap()).collect();
        let columns: Vec<String> = solve(&given).iter().map(|col| col.to_string()).collect();
        writeln!(out, "{}", columns.join(" ")).unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
