//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Statement: problems/kattis8queens.md. Judge constraints: one 8x8 board, `*` a queen, `.` empty.
//! Local run: stdin holds the board (LF or CRLF line ends); stdout is `valid` if it holds
//! exactly eight queens and no two attack each other, `invalid` otherwise.
//! Paste: the SUBMISSION block only, a whole program (`make submit-kattis8queens`).
//!
//! Method: boolean arrays for rows, columns, `\` diagonals (index row-col+7) and `/` diagonals
//! (index row+col), each line
//! marked by the first queen on it.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// Whether `queens` is exactly eight queens of which no two attack each other, by boolean arrays
/// for rows, columns, `\` diagonals and `/` diagonals. Each queen marks its row, its column, its
/// `\` diagonal (`backslash_diagonals[row - col + 7]`: row - col is constant along it) and its
/// `/` diagonal (`slash_diagonals[row + col]`); a queen that finds one of its four lines already
/// marked shares it with an earlier queen.
fn is_solution(queens: &[(usize, usize)]) -> bool {
    if queens.len() != 8 {
        return false;
    }
    let mut rows = [false; 8];
    let mut columns = [false; 8];
    let mut backslash_diagonals = [false; 15];
    let mut slash_diagonals = [false; 15];
    for &(row, col) in queens {
        let (backslash, slash) = (row + 7 - col, row + col);
        if rows[row] || columns[col] || backslash_diagonals[backslash] || slash_diagonals[slash] {
            return false;
        }
        rows[row] = true;
        columns[col] = true;
        backslash_diagonals[backslash] = true;
        slash_diagonals[slash] = true;
    }
    true
}

fn main() {
    let queens = read_board();
    let verdict = if is_solution(&queens) {
        "valid"
    } else {
        "invalid"
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = writeln!(out, "{}", verdict).and_then(|()| out.flush());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.is_err() {
        process::exit(1);
    }
}

/// The queens as (row, column) from 0, read from stdin: 8 lines of 8 `.` or `*`, each ending in
/// LF or CRLF (the last may end without; empty lines may follow). Anything else is refused: one
/// line on stderr quoting the bad line (40 characters), exit 1.
fn read_board() -> Vec<(usize, usize)> {
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
    let board = lines.concat();
    let queens = board.match_indices('*').map(|(at, _)| (at / 8, at % 8));
    let wrong = |line: &str| line.len() != 8 || line.contains(|c| c != '.' && c != '*');
    let wanted = "must be 8 squares of '.' or '*', found";
    let why = match (read, lines.iter().zip(1..).find(|(line, _)| wrong(line))) {
        (Err(error), _) => format!("cannot read input: {error}"),
        // A line that is no row of a board says more than the count of lines: it is quoted.
        (_, Some((line, row))) => format!("line {row} {wanted} {}", quote(line)),
        _ if lines.len() != 8 => format!("the board must be 8 lines, found {}", lines.len()),
        (_, None) => return queens.collect(),
    };
    let _ = writeln!(io::stderr(), "kattis8queens: {why}");
    process::exit(1)
}
// ---- END SUBMISSION ----
