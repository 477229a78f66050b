//! Luogu P1219 · [USACO1.5] 八皇后 Checker Challenge · https://www.luogu.com.cn/problem/P1219
//! Statement: problems/luogu1219.md. Judge constraints: 6 <= n <= 13; the same here.
//! Local run: stdin holds n; stdout is the first three solutions in lexicographic order, each the
//! 1-based column of the queen in rows 1..n, then the number of solutions.
//! Paste: the SUBMISSION block only, a whole program (`make submit-luogu1219`).
//!
//! Method: bit masks for columns, `\` diagonals and `/` diagonals, shifted one column per row; taking the
//! lowest free bit first tries the columns in ascending order, so the solutions come out in
//! lexicographic order and the first three found are the ones to print.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// Bit masks, one row at a time: bit `col` of `columns` marks a column an earlier queen holds;
/// bit `col` of `backslash_diagonals` (`\`, row - col constant) and `slash_diagonals` (`/`, row +
/// col constant) marks a square of this row that an earlier queen attacks along that diagonal,
/// so one row down they shift one column right and left.
/// Attempts every free square of row `queens.len()`, lowest column first, and backtracks: so the
/// solutions come in lexicographic order, and the first three found are the three to print.
/// Returns the number of solutions below this placement and keeps the first three in `first`.
fn place(
    all_columns: u32,
    columns: u32,
    backslash_diagonals: u32,
    slash_diagonals: u32,
    queens: &mut Vec<usize>,
    first: &mut Vec<Vec<usize>>,
) -> u64 {
    if columns == all_columns {
        if first.len() < 3 {
            first.push(queens.clone());
        }
        return 1;
    }
    let mut total = 0;
    // Prune the attacked squares (`all_columns` drops diagonals shifted off the board).
    let mut free = all_columns & !(columns | backslash_diagonals | slash_diagonals);
    while free != 0 {
        let square = free & free.wrapping_neg(); // the lowest free column
        free ^= square;
        queens.push(square.trailing_zeros() as usize); // place the queen
        total += place(
            all_columns,
            columns | square,
            (backslash_diagonals | square) << 1,
            (slash_diagonals | square) >> 1,
            queens,
            first,
        );
        queens.pop(); // backtrack
    }
    total
}

fn main() {
    let n = read_n();
    let (mut queens, mut first) = (Vec::new(), Vec::new());
    let total = place((1 << n) - 1, 0, 0, 0, &mut queens, &mut first);
    // The first three solutions as 1-based columns separated by spaces, then the count.
    let mut answer = String::new();
    for solution in &first {
        let columns: Vec<String> = solution.iter().map(|col| (col + 1).to_string()).collect();
        answer += &format!("{}\n", columns.join(" "));
    }
    answer += &format!("{}\n", total);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = out.write_all(answer.as_bytes()).and_then(|()| out.flush());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.is_err() {
        process::exit(1);
    }
}

/// n from stdin: one integer from 6 to 13 (the judge's range), any whitespace around it. Anything
/// else is refused: one line on stderr quoting the bad token (40 characters, more counted), exit 1.
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
    let n = token.parse().ok().filter(|n| (6..=13).contains(n));
    let wanted = "n must be an integer from 6 to 13, found";
    let why = match (read, n, tokens.next().map(quote)) {
        (Err(error), ..) => format!("cannot read input: {error}"),
        (_, Some(n), None) => return n,
        (_, Some(_), Some(extra)) => format!("expected only n, found an extra token {extra}"),
        _ if token.is_empty() => format!("{wanted} no input"),
        _ => format!("{wanted} {}", quote(token)),
    };
    let _ = writeln!(io::stderr(), "luogu1219: {why}");
    process::exit(1)
}
// ---- END SUBMISSION ----
