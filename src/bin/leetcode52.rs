//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Statement: problems/leetcode52.md. Judge constraints: 1 <= n <= 9; here 1 <= n <= 16.
//! Local run: stdin holds n; stdout is the block's count and '\n' (n = 16 takes seconds;
//! `fundamental` counts further).
//! Paste: the SUBMISSION block only (`make submit-leetcode52`).
//!
//! Method: bit masks for columns, `\` diagonals and `/` diagonals (shifted per row), taking the
//! lowest free bit each step and counting a board at its last row, plus left/right mirror
//! symmetry for the first row.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// Bit masks, one row at a time (bit c of a mask is column c), and mirror symmetry: a board
    /// whose first-row queen is in the left half has a mirror image with it in the right half,
    /// so the left half counts twice; the middle column of an odd n is its own mirror and counts
    /// once.
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let all = (1u32 << n) - 1;
        let left_half = (1u32 << (n / 2)) - 1;
        let middle = if n % 2 == 1 { 1u32 << (n / 2) } else { 0 };
        2 * Self::place(all, left_half, 0, 0, 0) + Self::place(all, middle, 0, 0, 0)
    }

    /// Counts the ways to finish a board by a queen on one of the `allowed` squares of the next
    /// row, where earlier queens attack along `columns`, along the `\` diagonals (row - col
    /// constant) in `backslash_diagonals` and along the `/` diagonals (row + col constant) in
    /// `slash_diagonals`; bit `col` stands for column `col` of this row.
    fn place(
        all: u32,
        allowed: u32,
        columns: u32,
        backslash_diagonals: u32,
        slash_diagonals: u32,
    ) -> i32 {
        let mut boards = 0;
        // Prune the attacked squares (`allowed` also drops diagonals shifted off the board).
        let mut free = allowed & !(columns | backslash_diagonals | slash_diagonals);
        while free != 0 {
            // Place a queen on the lowest free square; the masks are copies, so to backtrack is
            // to return.
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if columns | bit == all {
                boards += 1; // the last row: a queen in every row and every column
            } else {
                // One row down, a `\` diagonal crosses one column to the right (bit col becomes
                // col + 1: a shift left) and a `/` diagonal one column to the left.
                let (next_backslash, next_slash) = (
                    (backslash_diagonals | bit) << 1,
                    (slash_diagonals | bit) >> 1,
                );
                boards += Self::place(all, all, columns | bit, next_backslash, next_slash);
            }
        }
        boards
    }
}
// ---- END SUBMISSION ----

use std::io::{self, BufWriter, Read, Write};
use std::process;

/// The largest n answered here, by the block itself: n = 16 takes seconds, and the count fits the
/// judge's i32 up to n = 18. `fundamental` counts further (problems/fundamental.md).
const LIMIT: usize = 16;

fn main() {
    let n = read_n();
    let total = Solution::total_n_queens(n as i32);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = writeln!(out, "{}", total).and_then(|()| out.flush());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.is_err() {
        process::exit(1);
    }
}

/// n from stdin: one integer from 1 to LIMIT, any whitespace around it. Anything else is refused:
/// one line on stderr quoting the bad token (40 characters, and its length when longer), exit 1.
fn read_n() -> usize {
    let mut input = Vec::new();
    let read = io::stdin().read_to_end(&mut input);
    let text = String::from_utf8_lossy(&input);
    let mut tokens = text.split_ascii_whitespace();
    let token = tokens.next().unwrap_or("");
    let quote = |word: &str| match word.char_indices().nth(40) {
        Some((cut, _)) => format!("{:?}… ({} characters)", &word[..cut], word.chars().count()),
        None => format!("{:?}", word),
    };
    let n = token.parse().ok().filter(|n| (1..=LIMIT).contains(n));
    let wanted = format!("n must be an integer from 1 to {LIMIT}, found");
    let why = match (read, n, tokens.next().map(quote)) {
        (Err(error), ..) => format!("cannot read input: {error}"),
        (_, Some(n), None) => return n,
        (_, Some(_), Some(extra)) => format!("expected only n, found an extra token {extra}"),
        _ if token.is_empty() => format!("{wanted} no input"),
        _ => format!("{wanted} {}", quote(token)),
    };
    let _ = writeln!(io::stderr(), "leetcode52: {why}");
    process::exit(1)
}
