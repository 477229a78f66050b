//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Statement: problems/kattisqueens.md. Judge constraints: 0 < N <= 5000 queens, each `x y`
//! with 0 <= x, y < N.
//! Local run: stdin holds N and the N squares; stdout is `CORRECT` when no two queens attack
//! each other, else `INCORRECT`.
//! Paste: the SUBMISSION block only, a whole program (`make submit-kattisqueens`).
//!
//! Method: boolean arrays for rows, columns, `\` diagonals (index x+y) and `/` diagonals (index
//! x-y+N-1), one pass, O(N). y grows upwards, as in the statement's board, so x+y is constant
//! along a `\` diagonal and x-y along a `/` one.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// The judge's largest N.
const LIMIT: usize = 5000;

/// Whether no two of the queens attack each other. Each queen marks its row (`y`), its column
/// (`x`), its `\` diagonal (`x + y`) and its `/` diagonal (`x - y + n - 1`); a queen that finds one
/// of its four lines already marked shares it with an earlier queen.
fn correct(n: usize, queens: &[(usize, usize)]) -> bool {
    let mut rows = vec![false; n];
    let mut columns = vec![false; n];
    let mut backslash_diagonals = vec![false; 2 * n - 1];
    let mut slash_diagonals = vec![false; 2 * n - 1];
    for &(x, y) in queens {
        let (backslash, slash) = (x + y, x + n - 1 - y);
        if rows[y] || columns[x] || backslash_diagonals[backslash] || slash_diagonals[slash] {
            return false; // an earlier queen attacks this one
        }
        rows[y] = true;
        columns[x] = true;
        backslash_diagonals[backslash] = true;
        slash_diagonals[slash] = true;
    }
    true
}

/// N and the queens, read from stdin: N from 1 to 5000, then N pairs `x y` from 0 to N - 1,
/// nothing after them; anything else is refused with one line.
fn read_queens() -> (usize, Vec<(usize, usize)>) {
    let mut bytes = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut bytes) {
        fail(&error.to_string());
    }
    let text = String::from_utf8_lossy(&bytes);
    let mut tokens = text.split_ascii_whitespace();
    let mut number = |what: &str, low, high| match tokens.next().map(|t| (t, t.parse::<usize>())) {
        Some((t, Ok(value))) if (low..=high).contains(&value) && !t.starts_with('+') => value,
        Some((t, _)) => fail(&format!(
            "{what} must be an integer from {low} to {high}, found {}",
            quote(t)
        )),
        None => fail(&format!("expected {what}, found the end of the input")),
    };
    let n = number("N", 1, LIMIT);
    let queens = (0..n)
        .map(|_| (number("x", 0, n - 1), number("y", 0, n - 1)))
        .collect();
    match tokens.next() {
        Some(extra) => fail(&format!("found {} after the last queen", quote(extra))),
        None => (n, queens),
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
    let _ = writeln!(io::stderr(), "kattisqueens: {message}");
    process::exit(1)
}

fn main() {
    let (n, queens) = read_queens();
    let verdict = if correct(n, &queens) {
        "CORRECT"
    } else {
        "INCORRECT"
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if writeln!(out, "{}", verdict)
        .and_then(|()| out.flush())
        .is_err()
    {
        process::exit(1);
    }
}
// ---- END SUBMISSION ----
