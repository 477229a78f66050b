//! LeetCode 52 · N-Queens II · https://leetcode.com/problems/n-queens-ii/
//! Statement: problems/leetcode52.md. Judge constraints: 1 <= n <= 9; here 1 <= n <= 27.
//! Local run: stdin holds n; stdout is the number of boards and '\n'. For n <= 9 the block
//! answers; above, a local u64 count on every core (the judge's i32 overflows from n = 19 on):
//! n = 16 takes seconds, n = 20 hours, n = 27 ages.
//! Paste: the SUBMISSION block only (`make submit-leetcode52`).
//!
//! Method: bit masks for columns and the two diagonals (shifted left/right per row), taking the
//! lowest free bit each step, plus left/right mirror symmetry for the first row.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let n = n as usize;
        let all = (1u32 << n) - 1; // bit c of a mask is column c
                                   // Mirror symmetry: each board with the first-row queen in the left half has a mirror
                                   // image with it in the right half, so the left half counts twice; the middle column of
                                   // an odd n is its own mirror and counts once.
        let mut total = 0;
        for col in 0..n - n / 2 {
            let bit = 1 << col;
            let weight = if col == n - 1 - col { 1 } else { 2 };
            total += weight * Self::place(all, bit, bit << 1, bit >> 1);
        }
        total
    }

    /// Counts the ways to finish a board whose next row is attacked along `columns`, along the
    /// diagonals in `left` (shifted left each row) and along those in `right` (shifted right).
    fn place(all: u32, columns: u32, left: u32, right: u32) -> i32 {
        if columns == all {
            return 1; // a queen in every row and column
        }
        let mut boards = 0;
        // Prune the attacked columns (`all` drops diagonals shifted off the board), then place a
        // queen on each free column, lowest bit first; the masks are copies, so to backtrack is
        // to return.
        let mut free = all & !(columns | left | right);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            boards += Self::place(all, columns | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        boards
    }
}
// ---- END SUBMISSION ----

use std::io::{self, BufWriter, Read, Write};
use std::process;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

const NAME: &str = "leetcode52";
/// The largest n counted exactly here: masks are u32 and the count u64, and OEIS A000170 knows
/// the answer up to n = 27.
const LIMIT: usize = 27;

/// The judge's range: here the pasted block answers.
const JUDGE_LIMIT: usize = 9;

/// The count for n above the judge's range, where it outgrows i32 (from n = 19 on): the block's
/// masks and mirror again, in u64, with the placements of the first two rows shared out over
/// every core. It repeats the block's search on purpose: the block stays the plain judge
/// solution, pasted alone, and whatever you write there is what the judge range tests.
fn count_on_every_core(n: usize) -> u64 {
    let all = (1u32 << n) - 1;
    // A task: the first row's queen (the left half, weighted by the mirror), then the second's.
    let mut tasks = Vec::new();
    for first in 0..n - n / 2 {
        let weight = if first == n - 1 - first { 1 } else { 2 };
        let bit = 1u32 << first;
        let (columns, left, right) = (bit, bit << 1, bit >> 1);
        if columns == all {
            tasks.push((weight, columns, left, right)); // n = 1: the board is full
        }
        let mut free = all & !(columns | left | right);
        while free != 0 {
            let second = free & free.wrapping_neg();
            free ^= second;
            tasks.push((
                weight,
                columns | second,
                (left | second) << 1,
                (right | second) >> 1,
            ));
        }
    }
    let next = AtomicUsize::new(0);
    let threads = thread::available_parallelism().map_or(1, |count| count.get());
    thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut total = 0;
                    while let Some(&(weight, columns, left, right)) =
                        tasks.get(next.fetch_add(1, Ordering::Relaxed))
                    {
                        total += weight * place(all, columns, left, right);
                    }
                    total
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a counting thread panicked"))
            .sum()
    })
}

/// The block's `place`, counting in u64.
fn place(all: u32, columns: u32, left: u32, right: u32) -> u64 {
    if columns == all {
        return 1;
    }
    let mut boards = 0;
    let mut free = all & !(columns | left | right);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        boards += place(all, columns | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    boards
}

/// Reads n from the whole input: one integer token, whitespace around it is fine.
fn parse_n(input: &[u8]) -> Result<usize, String> {
    let mut tokens = input
        .split(|byte| byte.is_ascii_whitespace())
        .filter(|token| !token.is_empty());
    let token = match tokens.next() {
        Some(token) => token,
        None => return Err("expected one integer n, found no input".to_string()),
    };
    let text = String::from_utf8_lossy(token);
    let digits = text
        .strip_prefix(|sign| sign == '+' || sign == '-')
        .unwrap_or(&text);
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(format!("expected an integer n, found {:?}", text));
    }
    // An integer of any size: zero, a negative one or one too big for usize is out of range.
    let n = match digits.trim_start_matches('0').parse::<usize>() {
        Ok(n) if !text.starts_with('-') && (1..=LIMIT).contains(&n) => n,
        _ => return Err(format!("n = {} is out of range 1..={}", text, LIMIT)),
    };
    match tokens.next() {
        Some(extra) => Err(format!(
            "expected one integer n, found an extra token {:?}",
            String::from_utf8_lossy(extra)
        )),
        None => Ok(n),
    }
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        eprintln!("{}: cannot read input: {}", NAME, error);
        process::exit(1);
    }
    let n = match parse_n(&input) {
        Ok(n) => n,
        Err(message) => {
            eprintln!("{}: {}", NAME, message);
            process::exit(1);
        }
    };
    // The judge's range runs the pasted block; above it, the local u64 count.
    let total = if n <= JUDGE_LIMIT {
        Solution::total_n_queens(n as i32) as u64
    } else {
        count_on_every_core(n)
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if let Err(error) = writeln!(out, "{}", total).and_then(|()| out.flush()) {
        // A closed pipe only means nobody reads the answer: stop quietly.
        if error.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("{}: cannot write output: {}", NAME, error);
            process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 (testdata/oeis.txt): the number of solutions for n = 0, 1, 2, ...
    const A000170: [u64; 13] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

    /// No two queens share a column or a diagonal (`queens[row]` is the queen's column).
    fn is_valid(queens: &[usize]) -> bool {
        (0..queens.len()).all(|a| {
            (a + 1..queens.len())
                .all(|b| queens[a] != queens[b] && queens[a].abs_diff(queens[b]) != b - a)
        })
    }

    /// An oracle without masks or symmetry: every board with one queen per row, kept if valid.
    fn count_valid_boards(n: usize, queens: &mut Vec<usize>) -> u64 {
        if queens.len() == n {
            return is_valid(queens) as u64;
        }
        (0..n)
            .map(|col| {
                queens.push(col);
                let boards = count_valid_boards(n, queens);
                queens.pop();
                boards
            })
            .sum()
    }

    #[test]
    fn the_block_counts_match_oeis() {
        for (n, &expected) in A000170.iter().enumerate().skip(1) {
            assert_eq!(
                Solution::total_n_queens(n as i32) as u64,
                expected,
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_local_count_on_every_core_matches_oeis() {
        for (n, &expected) in A000170.iter().enumerate().skip(1) {
            assert_eq!(count_on_every_core(n), expected, "n = {n}");
        }
    }

    #[test]
    fn masks_and_symmetry_agree_with_checking_every_board() {
        for n in 1..=7 {
            let boards = count_valid_boards(n, &mut Vec::new());
            assert_eq!(Solution::total_n_queens(n as i32) as u64, boards, "n = {n}");
            assert_eq!(count_on_every_core(n), boards, "n = {n}");
        }
    }

    #[test]
    fn parse_accepts_one_integer_with_any_whitespace() {
        assert_eq!(parse_n(b"4\n"), Ok(4));
        assert_eq!(parse_n(b" \t8\r\n\r\n"), Ok(8));
        assert_eq!(parse_n(b"1"), Ok(1));
        assert_eq!(parse_n(b"+027"), Ok(27));
    }

    #[test]
    fn parse_refuses_everything_else() {
        let refused = |input: &[u8]| parse_n(input).unwrap_err();
        assert_eq!(refused(b""), "expected one integer n, found no input");
        assert_eq!(
            refused(b" \t\r\n"),
            "expected one integer n, found no input"
        );
        assert_eq!(refused(b"abc"), r#"expected an integer n, found "abc""#);
        assert_eq!(refused(b"1e3"), r#"expected an integer n, found "1e3""#);
        assert_eq!(refused(b"8.0"), r#"expected an integer n, found "8.0""#);
        assert_eq!(refused(b"+"), r#"expected an integer n, found "+""#);
        assert_eq!(
            refused(b"\xff"),
            "expected an integer n, found \"\u{fffd}\""
        );
        assert_eq!(refused(b"0"), "n = 0 is out of range 1..=27");
        assert_eq!(refused(b"-3"), "n = -3 is out of range 1..=27");
        assert_eq!(refused(b"28"), "n = 28 is out of range 1..=27");
        assert_eq!(
            refused(b"99999999999999999999"),
            "n = 99999999999999999999 is out of range 1..=27"
        );
        assert_eq!(
            refused(b"8 8"),
            r#"expected one integer n, found an extra token "8""#
        );
    }
}
