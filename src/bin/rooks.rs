//! Rooks · all placements of n non-attacking rooks · this workspace's rung 0 (no online judge)
//! Statement: problems/rooks.md. Constraints: 1 <= n <= 8.
//! Local run: stdin holds n; stdout is every placement, the column of each row's rook separated
//! by spaces, one placement a line, in lexicographic order (the permutations of 0..n-1).
//! Paste: the SUBMISSION block only, a whole program (`make submit-rooks`).
//!
//! Method: backtracking in hello-algo's template, choose -> explore -> undo: for the next row,
//! choose each column no rook holds yet, mark it, explore the rows below, then undo the mark.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// The largest n: 8! = 40,320 placements.
const LIMIT: usize = 8;

/// Backtracking, one row at a time: `columns` holds the column of each row's rook so far and
/// `used[col]` whether a rook already holds column `col`. For each free column: choose it (mark
/// it, push it), explore the rows below, then undo the choice (pop it, clear the mark). Columns
/// are tried in increasing order, so the placements come out in lexicographic order.
fn place(columns: &mut Vec<usize>, used: &mut [bool], out: &mut impl Write) -> io::Result<()> {
    let n = used.len();
    if columns.len() == n {
        let words: Vec<String> = columns.iter().map(|col| col.to_string()).collect();
        return writeln!(out, "{}", words.join(" "));
    }
    for col in 0..n {
        // Prune: a rook already holds this column.
        if used[col] {
            continue;
        }
        // Choose.
        used[col] = true;
        columns.push(col);
        // Explore.
        place(columns, used, out)?;
        // Undo.
        columns.pop();
        used[col] = false;
    }
    Ok(())
}

fn main() {
    let n = read_n();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let searched = place(&mut Vec::with_capacity(n), &mut vec![false; n], &mut out);
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if searched.and_then(|()| out.flush()).is_err() {
        process::exit(1);
    }
}

/// n from stdin: one integer from 1 to LIMIT, any whitespace around it. Anything else is refused:
/// one line on stderr quoting the bad token (40 characters, and its length when longer), exit 1.
fn read_n() -> usize {
    let mut input = Vec::new();
    let read = io::stdin().read_to_end(&mut input);
    let text = String::from_utf8_lossy(&input);
    let mut tokens = text.split_ascii_whitespace();
    let token = tokens.next().unwrap_or("");
    let quote = |word: &str| match word.char_indices().nth(40) {
        Some((cut, _)) => format!("{:?}… ({} characters)", &word[..cut], word.chars().count()),
        None => format!("{:?}", word),
    };
    let n = token.parse().ok().filter(|n| (1..=LIMIT).contains(n));
    let wanted = format!("n must be an integer from 1 to {}, found", LIMIT);
    let why = match (read, n, tokens.next().map(quote)) {
        (Err(error), ..) => format!("cannot read input: {}", error),
        (_, Some(n), None) => return n,
        (_, Some(_), Some(extra)) => format!("expected only n, found an extra token {}", extra),
        _ if token.is_empty() => format!("{} no input", wanted),
        _ => format!("{} {}", wanted, quote(token)),
    };
    let _ = writeln!(io::stderr(), "rooks: {}", why);
    process::exit(1)
}
// ---- END SUBMISSION ----
