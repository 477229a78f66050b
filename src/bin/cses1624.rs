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

/// The number of ways to finish a placement whose queens fill the first `columns.count_ones()`
/// rows. Bit `col` of `columns` marks a column an earlier queen holds; bit `col` of `diagonals`
/// (`\`) and `anti_diagonals` (`/`) marks a square of the current row that an earlier queen
/// attacks along a diagonal, so going down a row shifts them one column right and left. A
/// reserved square blocks only its own square: queens attack across it.
fn place(reserved: &[u8; 8], columns: u8, diagonals: u8, anti_diagonals: u8) -> u64 {
    if columns == u8::MAX {
        return 1; // eight queens, one in every column
    }
    let row = columns.count_ones() as usize;
    let mut total = 0;
    let mut free = !(reserved[row] | columns | diagonals | anti_diagonals);
    while free != 0 {
        let square = free & free.wrapping_neg(); // the lowest free column
        free ^= square;
        total += place(
            reserved,
            columns | square,
            (diagonals | square) << 1,
            (anti_diagonals | square) >> 1,
        );
    }
    total
}

/// The reserved squares of each row (bit `col` set for a `*` in column `col`), or why the input
/// is not a board: exactly 8 lines of exactly 8 `.` or `*`. Each line ends in LF or CRLF; the
/// last one may end without, and empty lines after the eighth are ignored.
fn parse_board(input: &[u8]) -> Result<[u8; 8], String> {
    let text = String::from_utf8_lossy(input);
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    if lines.len() != 8 {
        return Err(format!("expected 8 lines, found {}", lines.len()));
    }
    let mut reserved = [0u8; 8];
    for (row, line) in lines.iter().enumerate() {
        let length = line.chars().count();
        if length != 8 {
            let unit = if length == 1 {
                "character"
            } else {
                "characters"
            };
            return Err(format!(
                "line {} has {} {}, expected 8: {:?}",
                row + 1,
                length,
                unit,
                line
            ));
        }
        for (col, square) in line.chars().enumerate() {
            match square {
                '.' => {}
                '*' => reserved[row] |= 1 << col,
                other => {
                    return Err(format!(
                        "line {}, column {}: expected '.' or '*', found {:?}",
                        row + 1,
                        col + 1,
                        other
                    ))
                }
            }
        }
    }
    Ok(reserved)
}

/// One line on stderr and exit status 1, for a refused input or a failed read or write.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "cses1624: {}", message);
    process::exit(1)
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let reserved = match parse_board(&input) {
        Ok(reserved) => reserved,
        Err(message) => fail(&message),
    };
    let total = place(&reserved, 0, 0, 0);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if let Err(error) = writeln!(out, "{}", total).and_then(|()| out.flush()) {
        // A closed pipe (`| head`) only means nobody reads the rest: stop quietly.
        if error.kind() != io::ErrorKind::BrokenPipe {
            fail(&format!("cannot write output: {}", error));
        }
    }
}
// ---- END SUBMISSION ----

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &[u8] =
        b"........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n";

    fn count(board: &[u8]) -> u64 {
        place(&parse_board(board).unwrap(), 0, 0, 0)
    }

    #[test]
    fn sample_has_65_ways() {
        assert_eq!(count(SAMPLE), 65);
    }

    #[test]
    fn empty_board_has_92_ways() {
        assert_eq!(count(&b"........\n".repeat(8)), 92); // OEIS A000170, n = 8
    }

    #[test]
    fn reserved_row_or_column_leaves_no_way() {
        let mut row = b"........\n".repeat(8);
        row[4 * 9..4 * 9 + 8].copy_from_slice(b"********");
        assert_eq!(count(&row), 0);
        assert_eq!(count(&b"....*...\n".repeat(8)), 0);
    }

    /// Reserving one square removes exactly the solutions through it: each of the 92 solutions
    /// holds 8 squares, so over all 64 squares the removed solutions add up to 92 * 8.
    #[test]
    fn each_reserved_square_removes_the_solutions_through_it() {
        let mut removed = 0;
        for square in 0..64 {
            let mut board = b"........\n".repeat(8);
            board[square / 8 * 9 + square % 8] = b'*';
            removed += 92 - count(&board);
        }
        assert_eq!(removed, 92 * 8);
    }

    #[test]
    fn line_ends_are_lenient() {
        let crlf = String::from_utf8_lossy(SAMPLE).replace('\n', "\r\n");
        assert_eq!(count(crlf.as_bytes()), 65);
        assert_eq!(count(&SAMPLE[..SAMPLE.len() - 1]), 65);
        assert_eq!(count(&[SAMPLE, b"\n\r\n"].concat()), 65);
    }

    #[test]
    fn refusals_quote_the_line() {
        let board = b"........\n".repeat(8);
        let cases: [(Vec<u8>, &str); 7] = [
            (Vec::new(), "expected 8 lines, found 0"),
            (board[..7 * 9].to_vec(), "expected 8 lines, found 7"),
            (b"........\n".repeat(9), "expected 8 lines, found 9"),
            (
                [&board[..18], b"..*....\n", &board[27..]].concat(),
                "line 3 has 7 characters, expected 8: \"..*....\"",
            ),
            (
                [&board[..18], b"......... \n", &board[27..]].concat(),
                "line 3 has 10 characters, expected 8: \"......... \"",
            ),
            (
                [&board[..9], b"....x...\n", &board[18..]].concat(),
                "line 2, column 5: expected '.' or '*', found 'x'",
            ),
            (
                [&board[..9], b"\n", &board[18..]].concat(),
                "line 2 has 0 characters, expected 8: \"\"",
            ),
        ];
        for (input, message) in cases.iter() {
            assert_eq!(parse_board(input), Err(message.to_string()));
        }
    }
}
