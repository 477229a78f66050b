//! Kattis 8queens · Eight Queens · https://open.kattis.com/problems/8queens
//! Statement: problems/kattis8queens.md. Judge constraints: one 8x8 board, `*` a queen, `.` empty.
//! Local run: stdin holds the board (LF or CRLF line ends); stdout is `valid` if it holds
//! exactly eight queens and no two attack each other, `invalid` otherwise.
//! Paste: the SUBMISSION block only, a whole program (`make submit-kattis8queens`).
//!
//! Method: boolean arrays for rows, columns and both diagonals (row+col, row-col+7), each line
//! marked by the first queen on it.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// Whether `queens` is exactly eight queens of which no two attack each other. Each queen marks
/// its row, its column, its `\` diagonal (`diagonals[row - col + 7]`) and its `/` diagonal
/// (`anti_diagonals[row + col]`); a queen that finds one of its four lines already marked shares
/// it with an earlier queen.
fn is_solution(queens: &[(usize, usize)]) -> bool {
    if queens.len() != 8 {
        return false;
    }
    let mut rows = [false; 8];
    let mut columns = [false; 8];
    let mut diagonals = [false; 15];
    let mut anti_diagonals = [false; 15];
    for &(row, col) in queens {
        let (diagonal, anti_diagonal) = (row + 7 - col, row + col);
        if rows[row] || columns[col] || diagonals[diagonal] || anti_diagonals[anti_diagonal] {
            return false;
        }
        rows[row] = true;
        columns[col] = true;
        diagonals[diagonal] = true;
        anti_diagonals[anti_diagonal] = true;
    }
    true
}

/// The queens as (row, column) from 0, or why the input is not a board: exactly 8 lines of
/// exactly 8 `.` or `*`. Each line ends in LF or CRLF; the last one may end without, and empty
/// lines after the eighth are ignored.
fn parse_board(input: &[u8]) -> Result<Vec<(usize, usize)>, String> {
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
    let mut queens = Vec::new();
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
                '*' => queens.push((row, col)),
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
    Ok(queens)
}

/// One line on stderr and exit status 1, for a refused input or a failed read or write.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "kattis8queens: {}", message);
    process::exit(1)
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let queens = match parse_board(&input) {
        Ok(queens) => queens,
        Err(message) => fail(&message),
    };
    let verdict = if is_solution(&queens) {
        "valid"
    } else {
        "invalid"
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if let Err(error) = writeln!(out, "{}", verdict).and_then(|()| out.flush()) {
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

    /// A solution, as the column of the queen in each row.
    const SOLUTION: [usize; 8] = [0, 4, 7, 5, 2, 6, 1, 3];

    fn queens(columns: &[usize]) -> Vec<(usize, usize)> {
        columns.iter().copied().enumerate().collect()
    }

    /// Whether two queens attack each other, straight from the rules of chess.
    fn attack(a: (usize, usize), b: (usize, usize)) -> bool {
        let rows_apart = a.0.max(b.0) - a.0.min(b.0);
        let columns_apart = a.1.max(b.1) - a.1.min(b.1);
        rows_apart == 0 || columns_apart == 0 || rows_apart == columns_apart
    }

    #[test]
    fn a_solution_is_valid() {
        assert!(is_solution(&queens(&SOLUTION)));
    }

    #[test]
    fn seven_and_nine_queens_are_invalid() {
        assert!(!is_solution(&queens(&SOLUTION[..7])));
        let mut nine = queens(&SOLUTION);
        nine.push((0, 7));
        assert!(!is_solution(&nine));
        assert!(!is_solution(&[]));
    }

    /// Moving one queen of the solution to any other square is judged the same way as the
    /// pairwise rule of chess judges it.
    #[test]
    fn every_one_queen_move_agrees_with_pairwise_attacks() {
        for moved in 0..8 {
            for square in 0..64 {
                let mut board = queens(&SOLUTION);
                board[moved] = (square / 8, square % 8);
                let distinct = !board[..moved].contains(&board[moved])
                    && !board[moved + 1..].contains(&board[moved]);
                let attack_free = board
                    .iter()
                    .enumerate()
                    .all(|(i, &a)| board[i + 1..].iter().all(|&b| !attack(a, b)));
                if distinct {
                    assert_eq!(is_solution(&board), attack_free, "{:?}", board);
                }
            }
        }
    }

    #[test]
    fn board_text_is_read_row_by_row() {
        let board =
            b"*.......\n....*...\n.......*\n.....*..\n..*.....\n......*.\n.*......\n...*....";
        assert_eq!(parse_board(board), Ok(queens(&SOLUTION)));
        let crlf = String::from_utf8_lossy(board).replace('\n', "\r\n") + "\r\n";
        assert_eq!(parse_board(crlf.as_bytes()), Ok(queens(&SOLUTION)));
    }

    #[test]
    fn refusals_quote_the_line() {
        let board = b"........\n".repeat(8);
        let cases: [(Vec<u8>, &str); 5] = [
            (Vec::new(), "expected 8 lines, found 0"),
            (b"........\n".repeat(9), "expected 8 lines, found 9"),
            (
                [&board[..18], b"*\n", &board[27..]].concat(),
                "line 3 has 1 character, expected 8: \"*\"",
            ),
            (
                [&board[..9], b"...Q....\n", &board[18..]].concat(),
                "line 2, column 4: expected '.' or '*', found 'Q'",
            ),
            (
                [&board[..9], b"...\t....\n", &board[18..]].concat(),
                "line 2, column 4: expected '.' or '*', found '\\t'",
            ),
        ];
        for (input, message) in cases.iter() {
            assert_eq!(parse_board(input), Err(message.to_string()));
        }
    }
}
