//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Statement: problems/aoj8queens.md. Judge constraints: k queens already placed on an 8x8
//! board, as `r c` from 0; exactly one way to complete them to eight non-attacking queens.
//! Local run: stdin holds k and the k squares; stdout is the completed board, 8 lines of `Q`/`.`.
//! Paste: the SUBMISSION block only, a whole program (`make submit-aoj8queens`).
//!
//! Method: boolean arrays for columns and both diagonals (row+col, row-col+7), with backtracking
//! row by row that tries only the given column in a row whose queen is already placed.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

const N: usize = 8;

/// Counts the ways to finish rows `row..N` and keeps the first finished board in `first`.
/// `fixed[row]` is the column of a queen the input placed; `queens[row]` is the column chosen
/// for each row above. `columns[col]`, `diagonals[row + col]` and `anti_diagonals[row - col + 7]`
/// say whether a queen above already holds that line.
fn place(
    row: usize,
    fixed: &[Option<usize>; N],
    queens: &mut [usize; N],
    columns: &mut [bool; N],
    diagonals: &mut [bool; 2 * N - 1],
    anti_diagonals: &mut [bool; 2 * N - 1],
    first: &mut Option<[usize; N]>,
) -> u32 {
    if row == N {
        if first.is_none() {
            *first = Some(*queens);
        }
        return 1;
    }
    let mut total = 0;
    for col in 0..N {
        let (diagonal, anti_diagonal) = (row + col, row + N - 1 - col);
        let placed_elsewhere = fixed[row].is_some_and(|given| given != col);
        if placed_elsewhere || columns[col] || diagonals[diagonal] || anti_diagonals[anti_diagonal]
        {
            continue; // prune: the input put this row's queen elsewhere, or a queen attacks here
        }
        queens[row] = col;
        columns[col] = true;
        diagonals[diagonal] = true;
        anti_diagonals[anti_diagonal] = true;
        total += place(
            row + 1,
            fixed,
            queens,
            columns,
            diagonals,
            anti_diagonals,
            first,
        );
        columns[col] = false; // backtrack
        diagonals[diagonal] = false;
        anti_diagonals[anti_diagonal] = false;
    }
    total
}

/// The placed queens by row, or why the input is not k and k squares: k from 0 to 8, then k
/// pairs `r c` from 0 to 7, at most one queen per row, nothing after them.
fn parse_queens(input: &[u8]) -> Result<[Option<usize>; N], String> {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_ascii_whitespace();
    let k = number(tokens.next(), "k", N)?;
    let mut fixed = [None; N];
    for _ in 0..k {
        let row = number(tokens.next(), "a row", N - 1)?;
        let col = number(tokens.next(), "a column", N - 1)?;
        if fixed[row].replace(col).is_some() {
            return Err(format!("row {} holds two queens", row));
        }
    }
    match tokens.next() {
        Some(extra) => Err(format!("found {} after the last square", quote(extra))),
        None => Ok(fixed),
    }
}

/// The next token as an integer from 0 to `max`, or why not.
fn number(token: Option<&str>, what: &str, max: usize) -> Result<usize, String> {
    let token = token.ok_or_else(|| format!("expected {}, found the end of the input", what))?;
    match token.parse::<usize>() {
        Ok(value) if value <= max && token.bytes().all(|byte| byte.is_ascii_digit()) => Ok(value),
        _ => Err(format!(
            "{} must be an integer from 0 to {}, found {}",
            what,
            max,
            quote(token)
        )),
    }
}

/// `token` in `{:?}` quotes, cut to its first 40 characters with its length after it.
fn quote(token: &str) -> String {
    let length = token.chars().count();
    let prefix: String = token.chars().take(40).collect();
    if length > 40 {
        format!("{:?}… ({} characters)", prefix, length)
    } else {
        format!("{:?}", prefix)
    }
}

/// One line on stderr and exit status 1, for a refused input or a failed read or write.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "aoj8queens: {}", message);
    process::exit(1)
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let fixed = parse_queens(&input).unwrap_or_else(|message| fail(&message));
    let mut first = None;
    let (mut columns, mut diagonals, mut anti_diagonals) =
        ([false; N], [false; 2 * N - 1], [false; 2 * N - 1]);
    let total = place(
        0,
        &fixed,
        &mut [0; N],
        &mut columns,
        &mut diagonals,
        &mut anti_diagonals,
        &mut first,
    );
    let queens = match first {
        Some(queens) if total == 1 => queens,
        _ => fail(&format!(
            "the placed queens can be completed in {} ways; the statement promises exactly one",
            total
        )),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = queens.iter().try_for_each(|&col| {
        let line: String = (0..N).map(|c| if c == col { 'Q' } else { '.' }).collect();
        writeln!(out, "{}", line)
    });
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.and_then(|()| out.flush()).is_err() {
        process::exit(1);
    }
}
// ---- END SUBMISSION ----
