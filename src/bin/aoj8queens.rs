//! Aizu ALDS1_13_A · 8 Queens Problem · https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A
//! Statement: problems/aoj8queens.md. Judge constraints: k queens already placed on an 8x8
//! board, as `r c` from 0; exactly one way to complete them to eight non-attacking queens.
//! Local run: stdin holds k and the k squares; stdout is the completed board, 8 lines of `Q`/`.`.
//! Paste: the SUBMISSION block only, a whole program (`make submit-aoj8queens`).
//!
//! Method: boolean arrays for columns, `\` diagonals (row-col constant, index row-col+7) and `/`
//! diagonals (row+col constant, index row+col), with backtracking row by row that tries only the given column in a row whose queen is already placed.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

const N: usize = 8;

/// Counts the ways to finish rows `row..N` and keeps the first finished board in `first`.
/// `fixed[row]` is the column of a queen the input placed; `queens[row]` is the column chosen
/// for each row above. `columns[col]`, `backslash_diagonals[row - col + 7]` (the `\` diagonal)
/// and `slash_diagonals[row + col]` (the `/` diagonal) say whether a queen above already holds
/// that line.
fn place(
    row: usize,
    fixed: &[Option<usize>; N],
    queens: &mut [usize; N],
    columns: &mut [bool; N],
    backslash_diagonals: &mut [bool; 2 * N - 1],
    slash_diagonals: &mut [bool; 2 * N - 1],
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
        let (backslash, slash) = (row + N - 1 - col, row + col);
        let placed_elsewhere = fixed[row].is_some_and(|given| given != col);
        if placed_elsewhere
            || columns[col]
            || backslash_diagonals[backslash]
            || slash_diagonals[slash]
        {
            continue; // prune: the input put this row's queen elsewhere, or a queen attacks here
        }
        queens[row] = col;
        columns[col] = true;
        backslash_diagonals[backslash] = true;
        slash_diagonals[slash] = true;
        total += place(
            row + 1,
            fixed,
            queens,
            columns,
            backslash_diagonals,
            slash_diagonals,
            first,
        );
        columns[col] = false; // backtrack
        backslash_diagonals[backslash] = false;
        slash_diagonals[slash] = false;
    }
    total
}

/// The placed queens by row, read from stdin: k from 0 to 8, then k pairs `r c` from 0 to 7, at
/// most one queen per row, nothing after them; anything else is refused with one line.
fn read_queens() -> [Option<usize>; N] {
    let mut bytes = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut bytes) {
        fail(&error.to_string());
    }
    let text = String::from_utf8_lossy(&bytes);
    let mut tokens = text.split_ascii_whitespace();
    let mut number = |what: &str, max: usize| match tokens.next().map(|t| (t, t.parse::<usize>())) {
        Some((t, Ok(value))) if value <= max && !t.starts_with('+') => value,
        Some((t, _)) => fail(&format!(
            "{what} must be an integer from 0 to {max}, found {}",
            quote(t)
        )),
        None => fail(&format!("expected {what}, found the end of the input")),
    };
    let mut fixed = [None; N];
    for _ in 0..number("k", N) {
        let (row, col) = (number("a row", N - 1), number("a column", N - 1));
        if fixed[row].replace(col).is_some() {
            fail(&format!("row {row} holds two queens"));
        }
    }
    match tokens.next() {
        Some(extra) => fail(&format!("found {} after the last square", quote(extra))),
        None => fixed,
    }
}

/// `token` in `{:?}` quotes, cut to its first 40 characters with its length after it.
fn quote(token: &str) -> String {
    let prefix: String = token.chars().take(40).collect();
    let length = token.chars().count();
    let more = (length > 40).then(|| format!("… ({length} characters)"));
    format!("{prefix:?}{}", more.unwrap_or_default())
}

/// One line on stderr and exit status 1, for a refused input or a failed read or write.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "aoj8queens: {message}");
    process::exit(1)
}

fn main() {
    let fixed = read_queens();
    let mut first = None;
    let (mut columns, mut backslash_diagonals, mut slash_diagonals) =
        ([false; N], [false; 2 * N - 1], [false; 2 * N - 1]);
    let total = place(
        0,
        &fixed,
        &mut [0; N],
        &mut columns,
        &mut backslash_diagonals,
        &mut slash_diagonals,
        &mut first,
    );
    let queens = match first {
        Some(queens) if total == 1 => queens,
        _ => fail(&format!(
            "the placed queens can be completed in {total} ways; the statement promises exactly one"
        )),
    };
    let mut out = BufWriter::new(io::stdout().lock());
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
