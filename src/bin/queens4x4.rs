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

/// The board's size: the book's 4×4 matrix.
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
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.is_err() {
        process::exit(1);
    }
}
// ---- END SUBMISSION ----
