//! Kattis queens · Verify This, Your Majesty · https://open.kattis.com/problems/queens
//! Statement: problems/kattisqueens.md. Judge constraints: 0 < N <= 5000 queens, each `x y`
//! with 0 <= x, y < N.
//! Local run: stdin holds N and the N squares; stdout is `CORRECT` when no two queens attack
//! each other, else `INCORRECT`.
//! Paste: the SUBMISSION block only, a whole program (`make submit-kattisqueens`).
//!
//! Method: boolean arrays for rows, columns and both diagonals (x+y, x-y+N-1), one pass, O(N).

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// The judge's largest N.
const LIMIT: usize = 5000;

/// Whether no two of the queens attack each other. Each queen marks its row (`y`), its column
/// (`x`), its diagonal (`x + y`) and its anti-diagonal (`x - y + n - 1`); a queen that finds one
/// of its four lines already marked shares it with an earlier queen.
fn correct(n: usize, queens: &[(usize, usize)]) -> bool {
    let mut rows = vec![false; n];
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n - 1];
    let mut anti_diagonals = vec![false; 2 * n - 1];
    for &(x, y) in queens {
        let (diagonal, anti_diagonal) = (x + y, x + n - 1 - y);
        if rows[y] || columns[x] || diagonals[diagonal] || anti_diagonals[anti_diagonal] {
            return false; // an earlier queen attacks this one
        }
        rows[y] = true;
        columns[x] = true;
        diagonals[diagonal] = true;
        anti_diagonals[anti_diagonal] = true;
    }
    true
}

/// N and the queens, or why the input is not N and N squares: N from 1 to 5000, then N pairs
/// `x y` from 0 to N - 1, nothing after them.
fn parse_queens(input: &[u8]) -> Result<(usize, Vec<(usize, usize)>), String> {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_ascii_whitespace();
    let n = number(tokens.next(), "N", 1, LIMIT)?;
    let mut queens = Vec::with_capacity(n);
    for _ in 0..n {
        let x = number(tokens.next(), "x", 0, n - 1)?;
        let y = number(tokens.next(), "y", 0, n - 1)?;
        queens.push((x, y));
    }
    match tokens.next() {
        Some(extra) => Err(format!("found {} after the last queen", quote(extra))),
        None => Ok((n, queens)),
    }
}

/// The next token as an integer from `low` to `high`, or why not.
fn number(token: Option<&str>, what: &str, low: usize, high: usize) -> Result<usize, String> {
    let token = token.ok_or_else(|| format!("expected {}, found the end of the input", what))?;
    match token.parse::<usize>() {
        Ok(value) if (low..=high).contains(&value) && token.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(value)
        }
        _ => Err(format!(
            "{} must be an integer from {} to {}, found {}",
            what,
            low,
            high,
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
    let _ = writeln!(io::stderr(), "kattisqueens: {}", message);
    process::exit(1)
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let (n, queens) = parse_queens(&input).unwrap_or_else(|message| fail(&message));
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
