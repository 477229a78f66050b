//! CSES 1624 · Chessboard and Queens · https://cses.fi/problemset/task/1624
//! Statement: problems/cses1624.md. Judge constraints: one 8x8 board, `.` free, `*` reserved.
//! Local run: stdin holds the board (LF or CRLF line ends); stdout is the number of ways to
//! place eight queens on free squares so that no two attack each other.
//! Paste: the SUBMISSION block only, a whole program (`make submit-cses1624`).
//!
//! Method: bit masks for columns, `\` diagonals and `/` diagonals, shifted one column per row, with the
//! reserved squares of each row as one more blocked mask.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// Bit masks, one row at a time, with the reserved squares of each row as one more blocked mask.
/// Bit `col` of `columns` marks a column an earlier queen holds; bit `col` of
/// `backslash_diagonals` (`\`, row - col constant) and `slash_diagonals` (`/`, row + col
/// constant) marks a square of this row that an earlier queen attacks along that diagonal, so
/// one row down they shift one column right and left. A reserved square blocks
/// only itself: queens attack across it. Returns the number of ways to finish the placement of
/// the first `columns.count_ones()` rows.
fn place(reserved: &[u8; 8], columns: u8, backslash_diagonals: u8, slash_diagonals: u8) -> u64 {
    if columns == u8::MAX {
        return 1; // eight queens, one in every column
    }
    let row = columns.count_ones() as usize;
    let mut ways = 0;
    // Prune the reserved and the attacked squares; try the others, lowest column first.
    let mut free = !(reserved[row] | columns | backslash_diagonals | slash_diagonals);
    while free != 0 {
        let square = free & free.wrapping_neg();
        free ^= square;
        // Place the queen and count the ways below; the masks are copies, so to backtrack is
        // to return.
        ways += place(
            reserved,
            columns | square,
            (backslash_diagonals | square) << 1,
            (slash_diagonals | square) >> 1,
        );
    }
    ways
}

fn main() {
    let reserved = read_board();
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
/// 8 `.` or `*`, each ending in LF or CRLF (the last may end without; empty lines may follow).
/// Anything else is refused: one line on stderr quoting the bad line (40 characters), exit 1.
fn read_board() -> [u8; 8] {
    let mut input = Vec::new();
    let read = io::stdin().read_to_end(&mut input);
    let text = String::from_utf8_lossy(&input);
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    let quote = |line: &str| match line.char_indices().nth(40) {
        Some((cut, _)) => format!("{:?}… ({} characters)", &line[..cut], line.chars().count()),
        None => format!("{:?}", line),
    };
    let mut reserved = [0u8; 8];
    for (at, square) in lines.concat().bytes().take(64).enumerate() {
        reserved[at / 8] |= u8::from(square == b'*') << (at % 8);
    }
    let wrong = |line: &str| line.len() != 8 || line.contains(|c| c != '.' && c != '*');
    let wanted = "must be 8 squares of '.' or '*', found";
    let why = match (read, lines.iter().zip(1..).find(|(line, _)| wrong(line))) {
        (Err(error), _) => format!("cannot read input: {error}"),
        // A line that is no row of a board says more than the count of lines: it is quoted.
        (_, Some((line, row))) => format!("line {row} {wanted} {}", quote(line)),
        _ if lines.len() != 8 => format!("the board must be 8 lines, found {}", lines.len()),
        (_, None) => return reserved,
    };
    let _ = writeln!(io::stderr(), "cses1624: {why}");
    process::exit(1)
}
// ---- END SUBMISSION ----
