//! 《妙趣横生的算法》 · 4 皇后问题 · the book's C program on a 4×4 0/1 matrix (no online judge)
//! Statement: problems/queens4x4.md. Input: none; stdin is never read.
//! Local run: stdout is each solution as 4 rows of `0`/`1` cells, every cell followed by one
//! space, then an empty line; the last line counts them. Exact bytes, trailing spaces included.
//! Paste: the SUBMISSION block only, a whole program (`make submit-queens4x4`).
//!
//! Method: the matrix scan, a port of the book's `isCorrect`/`Queue`: place queens column by
//! column, rows top to bottom, and check a cell by scanning its row, its column and its four
//! diagonal rays on the matrix.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Write};
use std::process;

const NAME: &str = "queens4x4";
const N: usize = 4;

/// The book's `isCorrect`: no other queen on row `i`, on column `j` or on the four diagonal rays
/// that start at (i, j).
fn is_correct(board: &[[u8; N]; N], i: usize, j: usize) -> bool {
    let row = (0..N).all(|t| t == j || board[i][t] == 0);
    let column = (0..N).all(|s| s == i || board[s][j] == 0);
    let up_left = (0..i)
        .rev()
        .zip((0..j).rev())
        .all(|(s, t)| board[s][t] == 0);
    let down_right = (i + 1..N).zip(j + 1..N).all(|(s, t)| board[s][t] == 0);
    let up_right = (0..i).rev().zip(j + 1..N).all(|(s, t)| board[s][t] == 0);
    let down_left = (i + 1..N).zip((0..j).rev()).all(|(s, t)| board[s][t] == 0);
    row && column && up_left && down_right && up_right && down_left
}

/// The book's `Queue`: attempts a queen in each row of column `j`, top to bottom, and backtracks
/// after each; a full board is printed. Returns the number of solutions printed.
fn place(board: &mut [[u8; N]; N], j: usize, out: &mut impl Write) -> io::Result<u32> {
    if j == N {
        for row in board.iter() {
            for cell in row {
                write!(out, "{} ", cell)?; // the book's printf("%d ", ...)
            }
            out.write_all(b"\n")?;
        }
        out.write_all(b"\n")?;
        return Ok(1);
    }
    let mut count = 0;
    for i in 0..N {
        if is_correct(board, i, j) {
            board[i][j] = 1; // place the queen
            count += place(board, j + 1, out)?;
            board[i][j] = 0; // backtrack
        }
    }
    Ok(count)
}

fn main() {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut board = [[0; N]; N];
    let written = place(&mut board, 0, &mut out)
        .and_then(|count| writeln!(out, "The number of the answers are {}", count))
        .and_then(|()| out.flush());
    if let Err(error) = written {
        // A closed pipe (`| head`) only means nobody reads the rest: stop quietly.
        if error.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("{}: cannot write output: {}", NAME, error);
            process::exit(1);
        }
    }
}
// ---- END SUBMISSION ----

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 (testdata/oeis.txt) at n = 4.
    const BOARDS_FOR_4: u32 = 2;

    const EXPECTED: &str = "\
0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 \n\n\
0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 \n\n";

    /// The printed boards, each as the queen's column in every row; checks the layout.
    fn boards(text: &str) -> Vec<Vec<usize>> {
        let boards = text.split_terminator("\n\n").map(|board| {
            let rows: Vec<&str> = board.split('\n').collect();
            assert_eq!(rows.len(), N, "a board has 4 rows: {board:?}");
            let queens = rows.iter().map(|row| {
                let cells: Vec<&str> = row.split_terminator(' ').collect();
                assert!(row.ends_with(' ') && cells.len() == N, "row {row:?}");
                assert!(
                    cells.iter().all(|&cell| cell == "0" || cell == "1"),
                    "row {row:?}"
                );
                assert_eq!(
                    cells.iter().filter(|&&cell| cell == "1").count(),
                    1,
                    "{row:?}"
                );
                cells.iter().position(|&cell| cell == "1").unwrap()
            });
            queens.collect()
        });
        boards.collect()
    }

    #[test]
    fn prints_the_books_output_and_every_board_is_valid() {
        let mut out = Vec::new();
        let count = place(&mut [[0; N]; N], 0, &mut out).unwrap();
        assert_eq!(count, BOARDS_FOR_4);
        assert_eq!(String::from_utf8(out).unwrap(), EXPECTED);

        let boards = boards(EXPECTED);
        assert_eq!(boards.len() as u32, BOARDS_FOR_4);
        assert_ne!(boards[0], boards[1]);
        for queens in &boards {
            for a in 0..N {
                for b in a + 1..N {
                    assert_ne!(queens[a], queens[b], "{queens:?}: shared column");
                    assert_ne!(queens[a].abs_diff(queens[b]), b - a, "{queens:?}: diagonal");
                }
            }
        }
    }

    #[test]
    fn is_correct_scans_row_column_and_the_four_diagonal_rays() {
        let mut board = [[0; N]; N];
        board[1][2] = 1;
        let attacked = [(1, 0), (3, 2), (0, 1), (3, 0), (0, 3), (2, 3), (2, 1)];
        for (i, j) in attacked {
            assert!(
                !is_correct(&board, i, j),
                "({i}, {j}) is attacked from (1, 2)"
            );
        }
        for (i, j) in [(0, 0), (2, 0), (3, 1), (3, 3)] {
            assert!(is_correct(&board, i, j), "({i}, {j}) is safe");
        }
    }
}
