//! Luogu P1219 · [USACO1.5] 八皇后 Checker Challenge · https://www.luogu.com.cn/problem/P1219
//! Statement: problems/luogu1219.md. Judge constraints: 6 <= n <= 13; the same here.
//! Local run: stdin holds n; stdout is the first three solutions in lexicographic order, each the
//! 1-based column of the queen in rows 1..n, then the number of solutions.
//! Paste: the SUBMISSION block only, a whole program (`make submit-luogu1219`).
//!
//! Method: bit masks for columns and both diagonals, shifted one column per row; taking the
//! lowest free bit first tries the columns in ascending order, so the solutions come out in
//! lexicographic order and the first three found are the ones to print.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};
use std::process;

/// The judge's range, 6..=13, and ours (problems/luogu1219.md): the judge never asks outside it
/// (and n <= 4 has fewer than the three solutions the output shows).
const LIMIT: usize = 13;

/// The first three solutions (the 0-based column of each row's queen) and the number of all.
/// Bit `col` of `columns` marks a column an earlier queen holds; bit `col` of `diagonals` (`\`)
/// and `anti_diagonals` (`/`) marks a square of the current row that an earlier queen attacks
/// along a diagonal, so going down a row shifts them one column right and left.
fn solve(n: usize) -> (Vec<Vec<usize>>, u64) {
    let all_columns = (1u32 << n) - 1;
    let mut queens = Vec::with_capacity(n);
    let mut first = Vec::with_capacity(3);
    let total = place(all_columns, 0, 0, 0, &mut queens, &mut first);
    (first, total)
}

/// Attempts every free square of row `queens.len()`, left to right, and backtracks. Returns the
/// number of solutions below this placement and keeps the first three in `first`.
fn place(
    all_columns: u32,
    columns: u32,
    diagonals: u32,
    anti_diagonals: u32,
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
    let mut free = all_columns & !(columns | diagonals | anti_diagonals);
    while free != 0 {
        let square = free & free.wrapping_neg(); // the lowest free column
        free ^= square;
        queens.push(square.trailing_zeros() as usize);
        total += place(
            all_columns,
            columns | square,
            (diagonals | square) << 1,
            (anti_diagonals | square) >> 1,
            queens,
            first,
        );
        queens.pop(); // backtrack
    }
    total
}

/// n from the whole of stdin: exactly one integer token in 6..=LIMIT, whitespace around it free.
fn parse_n(input: &[u8]) -> Result<usize, String> {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_ascii_whitespace();
    let token = match tokens.next() {
        Some(token) => token,
        None => return Err("expected one integer n, found no input".to_string()),
    };
    let digits = token
        .strip_prefix('-')
        .or_else(|| token.strip_prefix('+'))
        .unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(format!("expected an integer n, found {:?}", token));
    }
    let n = match token.parse::<usize>() {
        Ok(n) if (6..=LIMIT).contains(&n) => n,
        _ => return Err(format!("n = {} is out of range 6..={}", token, LIMIT)),
    };
    if let Some(extra) = tokens.next() {
        return Err(format!(
            "expected one integer n, found an extra token {:?}",
            extra
        ));
    }
    Ok(n)
}

/// Three lines of 1-based columns separated by single spaces, then the count.
fn write_answer(out: &mut impl Write, first: &[Vec<usize>], total: u64) -> io::Result<()> {
    for queens in first {
        for (row, col) in queens.iter().enumerate() {
            let separator = if row == 0 { "" } else { " " };
            write!(out, "{}{}", separator, col + 1)?;
        }
        writeln!(out)?;
    }
    writeln!(out, "{}", total)
}

/// One line on stderr and exit status 1, for a refused input or a failed read or write.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "luogu1219: {}", message);
    process::exit(1)
}

fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let n = match parse_n(&input) {
        Ok(n) => n,
        Err(message) => fail(&message),
    };
    let (first, total) = solve(n);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if let Err(error) = write_answer(&mut out, &first, total).and_then(|()| out.flush()) {
        // A closed pipe (`| head`) only means nobody reads the rest: stop quietly.
        if error.kind() != io::ErrorKind::BrokenPipe {
            fail(&format!("cannot write output: {}", error));
        }
    }
}
// ---- END SUBMISSION ----

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for n = 0..=13, the number of solutions, known independently of this file.
    const A000170: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];

    #[test]
    fn counts_match_oeis() {
        for (n, &count) in A000170.iter().enumerate().skip(1) {
            assert_eq!(solve(n).1, count, "n = {}", n);
        }
    }

    #[test]
    fn first_three_of_the_sample() {
        let (first, total) = solve(6);
        assert_eq!(
            first,
            [[1, 3, 5, 0, 2, 4], [2, 5, 1, 4, 0, 3], [3, 0, 4, 1, 5, 2]]
        );
        assert_eq!(total, 4);
    }

    #[test]
    fn first_three_are_sorted_and_attack_free() {
        for n in 6..=LIMIT {
            let (first, _) = solve(n);
            assert_eq!(first.len(), 3);
            assert!(first.windows(2).all(|pair| pair[0] < pair[1]), "n = {}", n);
            for queens in &first {
                for (a, &col_a) in queens.iter().enumerate() {
                    for (b, &col_b) in queens.iter().enumerate().skip(a + 1) {
                        assert_ne!(col_a, col_b, "n = {}: {:?}", n, queens);
                        let apart = col_a.max(col_b) - col_a.min(col_b);
                        assert_ne!(b - a, apart, "n = {}: {:?}", n, queens);
                    }
                }
            }
        }
    }

    #[test]
    fn answer_text_of_the_sample() {
        let (first, total) = solve(6);
        let mut out = Vec::new();
        write_answer(&mut out, &first, total).unwrap();
        assert_eq!(out, b"2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n");
    }

    #[test]
    fn parse_n_accepts_whitespace_around_one_integer() {
        assert_eq!(parse_n(b"6"), Ok(6));
        assert_eq!(parse_n(b" \t13\r\n\n"), Ok(13));
        assert_eq!(parse_n(b"+8\n"), Ok(8));
        assert_eq!(parse_n(b"0013"), Ok(13));
    }

    #[test]
    fn parse_n_refuses_quoting_the_token() {
        let cases: [(&[u8], &str); 10] = [
            (b"", "expected one integer n, found no input"),
            (b" \r\n", "expected one integer n, found no input"),
            (b"abc", "expected an integer n, found \"abc\""),
            (b"6.0", "expected an integer n, found \"6.0\""),
            (b"-", "expected an integer n, found \"-\""),
            (b"5", "n = 5 is out of range 6..=13"),
            (b"-1", "n = -1 is out of range 6..=13"),
            (b"14", "n = 14 is out of range 6..=13"),
            (
                b"99999999999999999999999",
                "n = 99999999999999999999999 is out of range 6..=13",
            ),
            (b"6 6", "expected one integer n, found an extra token \"6\""),
        ];
        for (input, message) in cases.iter() {
            assert_eq!(parse_n(input), Err(message.to_string()));
        }
    }
}
