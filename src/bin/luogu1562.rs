//! Luogu P1562 · 还是N皇后 · https://www.luogu.com.cn/problem/P1562
//! Statement: problems/luogu1562.md. Judge constraints: 0 < n <= 14; n rows of n characters,
//! `*` where a queen may stand and `.` where it may not.
//! Local run: stdin holds n and the rows; stdout is the number of ways to place n queens on
//! `*` squares so that no two attack each other.
//! Paste: the SUBMISSION block only, a whole program (`make submit-luogu1562`).
//!
//! Method: bit masks for columns, `\` diagonals and `/` diagonals, shifted one column per row, with each row's
//! forbidden (`.`) squares as one more blocked mask.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// The judge's largest n.
const LIMIT: usize = 14;

/// The number of ways to finish a placement whose queens fill the rows above `row`. Bit `col` of
/// `columns` marks a column an earlier queen holds; bit `col` of `backslash_diagonals` (`\`,
/// row - col constant) and `slash_diagonals` (`/`, row + col constant) marks a square of this row
/// that an earlier queen attacks along that diagonal, so one row down the first moves one column
/// right (a shift left) and the second one column left. `blocked[row]` marks forbidden squares.
fn place(
    blocked: &[u32],
    row: usize,
    columns: u32,
    backslash_diagonals: u32,
    slash_diagonals: u32,
) -> u64 {
    if row == blocked.len() {
        return 1; // a queen in every row
    }
    let all = (1 << blocked.len()) - 1; // one bit for each of the n columns
    let mut total = 0;
    let mut free = all & !(columns | backslash_diagonals | slash_diagonals | blocked[row]);
    while free != 0 {
        let square = free & free.wrapping_neg(); // the lowest free column
        free ^= square;
        total += place(
            blocked,
            row + 1,
            columns | square,
            (backslash_diagonals | square) << 1,
            (slash_diagonals | square) >> 1,
        );
    }
    total
}

/// The forbidden squares of each row (bit `col` set for a `.`), read from stdin: n from 1 to 14,
/// then n words of n characters `*` or `.`, nothing after them; anything else is refused.
fn read_board() -> Vec<u32> {
    let mut bytes = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut bytes) {
        fail(&error.to_string());
    }
    let text = String::from_utf8_lossy(&bytes);
    let mut tokens = text.split_ascii_whitespace();
    let n = match tokens.next().map(|t| (t, t.parse::<usize>())) {
        Some((t, Ok(n))) if (1..=LIMIT).contains(&n) && !t.starts_with('+') => n,
        Some((t, _)) => fail(&format!(
            "n must be an integer from 1 to {LIMIT}, found {}",
            quote(t)
        )),
        None => fail("expected n, found the end of the input"),
    };
    let mut blocked = vec![0; n];
    for (row, mask) in (1..).zip(&mut blocked) {
        let line = tokens
            .next()
            .unwrap_or_else(|| fail(&format!("expected row {row}, found the end of the input")));
        if line.len() != n || line.bytes().any(|square| square != b'*' && square != b'.') {
            fail(&format!(
                "row {row} must be {n} squares of '*' or '.', found {}",
                quote(line)
            ));
        }
        for (col, square) in line.bytes().enumerate() {
            *mask |= u32::from(square == b'.') << col;
        }
    }
    match tokens.next() {
        Some(extra) => fail(&format!("found {} after the last row", quote(extra))),
        None => blocked,
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
    let _ = writeln!(io::stderr(), "luogu1562: {message}");
    process::exit(1)
}

fn main() {
    let blocked = read_board();
    let total = place(&blocked, 0, 0, 0, 0);
    let mut out = BufWriter::new(io::stdout().lock());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if writeln!(out, "{total}").and_then(|()| out.flush()).is_err() {
        process::exit(1);
    }
}
// ---- END SUBMISSION ----
