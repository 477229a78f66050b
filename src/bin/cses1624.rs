//! CSES 1624 · Chessboard and Queens · https://cses.fi/problemset/task/1624
//! Statement: problems/cses1624.md. Judge constraints: one 8x8 board, `.` free, `*` reserved.
//! Local run: stdin holds the board (LF or CRLF line ends); stdout is the number of ways to
//! place eight queens on free squares so that no two attack each other.
//! Paste: the SUBMISSION block only, a whole program (`make submit-cses1624`).
//!
//! Method: bit masks for columns and both diagonals, shifted one column per row, with the
//! reserved squares of each row as one more blocked mask.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// Bit masks, one row at a time, with the reserved squares of each row as one more blocked mask.
/// Bit `col` of `columns` marks a column an earlier queen holds; bit `col` of `diagonals` (`\`)
/// and `anti_diagonals` (`/`) marks a square of this row that an earlier queen attacks along a
/// diagonal, so one row down they shift one column right and left. A reserved square blocks
/// only itself: queens attack across it. Returns the number of ways to finish the placement of
/// the first `columns.count_ones()` rows.
fn place(reserved: &[u8; 8], columns: u8, diagonals: u8, anti_diagonals: u8) -> u64 {
    if columns == u8::MAX {
        return 1; // eight queens, one in every column
    }
    let row = columns.count_ones() as usize;
    let mut ways = 0;
    // Prune the reserved and the attacked squares; try the others, lowest column first.
    let mut free = !(reserved[row] | columns | diagonals | anti_diagonals);
    while free != 0 {
        let square = free & free.wrapping_neg();
        free ^= square;
        // Place the queen and count the ways below; the masks are copies, so to backtrack is
        // to return.
        ways += place(
            reserved,
            columns | square,
            (diagonals | square) << 1,
            (anti_diagonals | square) >> 1,
        );
    }
    ways
}

fn main() {
    let reserved = read_board().unwrap_or_else(|why| refuse(&why));
    let ways = place(&reserved, 0, 0, 0);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = writeln!(out, "{}", ways).and_then(|()| out.flush());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.is_err() {
        process::exit(1);
    }
}

/// The reserved squares of each row (bit `col` for a `*` in column `col`) from stdin: 8 lines of
/// 8 `.` or `*`, each ending in LF or CRLF (the last may end without; empty lines may follow);
/// or why the input is refused.
fn read_board() -> Result<[u8; 8], String> {
    let mut input = Vec::new();
    io::stdin()
        .read_to_end(&mut input)
        .map_err(|error| format!("cannot read input: {}", error))?;
    let text = String::from_utf8_lossy(&input);
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    if lines.len() != 8 {
        return Err(format!("the board must be 8 lines, found {}", lines.len()));
    }
    let mut reserved = [0u8; 8];
    for (row, line) in lines.iter().enumerate() {
        if line.len() != 8 || line.bytes().any(|square| square != b'.' && square != b'*') {
            let why = format!("line {} must be 8 squares of '.' or '*', found", row + 1);
            return Err(format!("{} {}", why, quote(line)));
        }
        for (col, square) in line.bytes().enumerate() {
            if square == b'*' {
                reserved[row] |= 1 << col;
            }
        }
    }
    Ok(reserved)
}

/// A bad line as a refusal quotes it: its first 40 characters, and their count when longer.
fn quote(line: &str) -> String {
    let count = line.chars().count();
    let head: String = line.chars().take(40).collect();
    let more = if count > 40 {
        format!("… ({} characters)", count)
    } else {
        String::new()
    };
    format!("{:?}{}", head, more)
}

/// A refused input: one line on stderr, nothing on stdout, exit status 1.
fn refuse(why: &str) -> ! {
    let _ = writeln!(io::stderr(), "cses1624: {}", why);
    process::exit(1)
}
// ---- END SUBMISSION ----
