//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Statement: problems/spojnqueen.md. Judge constraints: lines `N a1 … aN` until the end of the
//! input, 0 for an empty row, else the column (from 1) of a queen already placed; N about 50.
//! Local run: N from 1 to 50; stdout is one completion per line, N columns separated by spaces.
//! An input with no completion is refused as a whole. Paste: the SUBMISSION block only, a whole
//! program (`make submit-spojnqueen`).
//!
//! Method: backtracking with bit masks, one u64 of free columns per row, filling the most
//! constrained empty row first (the fewest free squares) and giving up on a dead end at once.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// `free` with the squares a queen at (`row`, `col`) attacks taken out of every row: its column,
/// and in a row `distance` away the columns `col ± distance` of its two diagonals.
fn attack(free: &[u64], row: usize, col: usize) -> Vec<u64> {
    let mut next = free.to_vec();
    for (other, mask) in next.iter_mut().enumerate() {
        let distance = other.max(row) - other.min(row); // abs_diff is Rust 1.60
        *mask &= !(1 << col);
        *mask &= !1u64.checked_shl((col + distance) as u32).unwrap_or(0);
        if distance <= col {
            *mask &= !(1 << (col - distance));
        }
    }
    next
}

/// A search: the nodes it may still visit, and a xorshift state for the order of attempts.
struct Search {
    budget: u64,
    random: u64,
}

/// Fills the empty rows of `queens` (0 = empty, else the column from 1), `free` holding the
/// columns still open in each row (bit `col` from 0). Attempts each open square of the most
/// constrained empty row, from a random column on, and backtracks; a row with no open square
/// prunes at once, and so does a column that no empty row can still take. True when every row
/// holds a queen; false at a dead end or when the search's budget runs out.
fn place(queens: &mut [usize], free: &[u64], columns: u64, search: &mut Search) -> bool {
    let n = queens.len();
    let empty = (0..n).filter(|&row| queens[row] == 0);
    let row = match empty.min_by_key(|&row| free[row].count_ones()) {
        Some(row) => row,
        None => return true,
    };
    // columns: the columns holding a queen; each other one must stay open in some empty row.
    let open = (0..n)
        .filter(|&other| queens[other] == 0)
        .fold(columns, |open, other| open | free[other]);
    if open.count_ones() as usize != n || search.budget == 0 {
        return false;
    }
    search.budget -= 1;
    search.random ^= search.random << 13;
    search.random ^= search.random >> 7;
    search.random ^= search.random << 17;
    let start = (search.random % n as u64) as usize;
    for col in (start..n).chain(0..start) {
        if free[row] & 1 << col != 0 {
            queens[row] = col + 1;
            if place(queens, &attack(free, row, col), columns | 1 << col, search) {
                return true;
            }
        }
    }
    queens[row] = 0;
    false
}

/// A completion of `given` (0 = empty row), keeping its queens, or None when there is none.
/// Searches with a budget of nodes that doubles on each restart: a random order of attempts
/// makes a long unlucky search rare, and the growing budget still ends in a complete search.
fn complete(given: &[usize]) -> Option<Vec<usize>> {
    let n = given.len();
    let mut free = vec![(1u64 << n) - 1; n];
    let mut columns = 0;
    for (row, &col) in given.iter().enumerate() {
        if col != 0 {
            if free[row] & 1 << (col - 1) == 0 {
                return None; // attacked by an earlier pre-placed queen
            }
            free = attack(&free, row, col - 1);
            columns |= 1 << (col - 1);
        }
    }
    let mut search = Search {
        budget: 0,
        random: 0x9e37_79b9_7f4a_7c15,
    };
    for round in 0.. {
        search.budget = 1000 << round;
        let mut queens = given.to_vec();
        if place(&mut queens, &free, columns, &mut search) {
            return Some(queens);
        }
        if search.budget > 0 {
            return None; // the whole tree searched: no completion
        }
    }
    None
}

/// The largest N answered here: a row's open columns fit in a u64.
const LIMIT: usize = 50;

/// The cases read from stdin: each N from 1 to 50, then N columns from 0 to N (0 for an empty
/// row), separated by whitespace of any kind; anything else is refused with one line.
fn read_cases() -> Vec<Vec<usize>> {
    let mut bytes = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut bytes) {
        fail(&error.to_string());
    }
    let text = String::from_utf8_lossy(&bytes);
    let mut tokens = text.split_ascii_whitespace();
    let mut cases = Vec::new();
    while let Some(token) = tokens.next() {
        let case = cases.len() + 1;
        let n = match token.parse() {
            Ok(n) if (1..=LIMIT).contains(&n) => n,
            _ => fail(&format!(
                "case {}: N must be from 1 to {}, found {}",
                case,
                LIMIT,
                quote(token)
            )),
        };
        let mut given = Vec::new();
        for row in 1..=n {
            match tokens.next().map(|token| (token.parse(), token)) {
                Some((Ok(col), _)) if col <= n => given.push(col),
                Some((_, token)) => fail(&format!(
                    "case {}, row {}: the column must be from 0 to {}, found {}",
                    case,
                    row,
                    n,
                    quote(token)
                )),
                None => fail(&format!(
                    "case {}: N = {} but the input ends after {} column{}",
                    case,
                    n,
                    row - 1,
                    if row == 2 { "" } else { "s" } // 1 column, 0 or 2 columns
                )),
            }
        }
        cases.push(given);
    }
    if cases.is_empty() {
        fail("no test case in the input");
    }
    cases
}

/// `token` in `{:?}` quotes, cut to its first 40 characters with its length after it.
fn quote(token: &str) -> String {
    let prefix: String = token.chars().take(40).collect();
    let length = token.chars().count();
    let more = (length > 40).then(|| format!("… ({} characters)", length));
    format!("{:?}{}", prefix, more.unwrap_or_default())
}

/// One line on stderr and exit status 1, for a refused input or a failed read or write.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "spojnqueen: {}", message);
    process::exit(1)
}

fn main() {
    let cases = read_cases();
    let mut lines = Vec::new();
    for (index, given) in cases.iter().enumerate() {
        match complete(given) {
            Some(queens) => lines.push(queens),
            None => fail(&format!(
                "case {}: the pre-placed queens have no completion",
                index + 1
            )),
        }
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = lines
        .iter()
        .try_for_each(|queens| {
            let columns: Vec<String> = queens.iter().map(|col| col.to_string()).collect();
            writeln!(out, "{}", columns.join(" "))
        })
        .and_then(|()| out.flush());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if written.is_err() {
        process::exit(1);
    }
}
// ---- END SUBMISSION ----
