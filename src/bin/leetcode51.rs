//! LeetCode 51 · N-Queens · https://leetcode.com/problems/n-queens/
//! Statement: problems/leetcode51.md. Judge constraints: 1 <= n <= 9; here 1 <= n <= 14.
//! Local run: stdin holds n; stdout is LeetCode's display of the returned boards on one line,
//! in the search's order: row by row, columns ascending (the judge accepts any order).
//! Paste: the SUBMISSION block only (`make submit-leetcode51`).
//!
//! Method: row-by-row backtracking with flags for columns and both diagonals (row+col,
//! row-col+n-1), as in the hello-algo and Java articles.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let n = n as usize;
        let mut board = vec![vec!['.'; n]; n];
        let mut columns = vec![false; n];
        let mut diagonals = vec![false; 2 * n - 1]; // row + col
        let mut anti_diagonals = vec![false; 2 * n - 1]; // row - col + n - 1
        let mut boards = Vec::new();
        Self::place(
            0,
            &mut board,
            &mut columns,
            &mut diagonals,
            &mut anti_diagonals,
            &mut boards,
        );
        boards
    }

    /// Attempts a queen in each column of `row`, prunes the attacked ones, backtracks after each;
    /// a board with a queen in every row is recorded.
    fn place(
        row: usize,
        board: &mut [Vec<char>],
        columns: &mut [bool],
        diagonals: &mut [bool],
        anti_diagonals: &mut [bool],
        boards: &mut Vec<Vec<String>>,
    ) {
        let n = board.len();
        if row == n {
            boards.push(board.iter().map(|cells| cells.iter().collect()).collect());
            return;
        }
        for col in 0..n {
            let (diagonal, anti_diagonal) = (row + col, row + n - 1 - col);
            // Prune a cell another queen attacks: its column or one of its diagonals is taken.
            if columns[col] || diagonals[diagonal] || anti_diagonals[anti_diagonal] {
                continue;
            }
            // Place the queen, go to the next row, then backtrack.
            board[row][col] = 'Q';
            columns[col] = true;
            diagonals[diagonal] = true;
            anti_diagonals[anti_diagonal] = true;
            Self::place(row + 1, board, columns, diagonals, anti_diagonals, boards);
            columns[col] = false;
            diagonals[diagonal] = false;
            anti_diagonals[anti_diagonal] = false;
            board[row][col] = '.';
        }
    }
}
// ---- END SUBMISSION ----

use std::io::{self, BufWriter, Read, Write};
use std::process;

const NAME: &str = "leetcode51";
/// The largest n answered here: n = 14 already returns 365596 boards, 88 MB of display.
const LIMIT: usize = 14;

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

/// Writes the boards the way LeetCode displays a `Vec<Vec<String>>`: `[[".Q..","...Q"],[...]]`.
/// The rows hold only `.` and `Q`, so quoting them needs no escapes.
fn write_display(boards: &[Vec<String>], out: &mut impl Write) -> io::Result<()> {
    out.write_all(b"[")?;
    for (index, board) in boards.iter().enumerate() {
        out.write_all(if index == 0 { b"[" } else { b",[" })?;
        for (index, row) in board.iter().enumerate() {
            out.write_all(if index == 0 { b"\"" } else { b",\"" })?;
            out.write_all(row.as_bytes())?;
            out.write_all(b"\"")?;
        }
        out.write_all(b"]")?;
    }
    out.write_all(b"]\n")
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
    let boards = Solution::solve_n_queens(n as i32);
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    if let Err(error) = write_display(&boards, &mut out).and_then(|()| out.flush()) {
        // A closed pipe (`| head`) only means nobody reads the rest: stop quietly.
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
    const A000170: [usize; 11] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

    /// The queen's column in every row of a board; checks the board's shape.
    fn queens(n: usize, board: &[String]) -> Vec<usize> {
        assert_eq!(board.len(), n, "a board has n rows: {board:?}");
        let queens = board.iter().map(|row| {
            assert!(row.len() == n && row.bytes().all(|cell| cell == b'.' || cell == b'Q'));
            assert_eq!(row.matches('Q').count(), 1, "one queen in row {row:?}");
            row.find('Q').unwrap()
        });
        queens.collect()
    }

    /// No two queens share a column or a diagonal (one per row holds by construction).
    fn is_valid(queens: &[usize]) -> bool {
        (0..queens.len()).all(|a| {
            (a + 1..queens.len())
                .all(|b| queens[a] != queens[b] && queens[a].abs_diff(queens[b]) != b - a)
        })
    }

    #[test]
    fn counts_match_oeis_and_every_board_is_valid() {
        for (n, &expected) in A000170.iter().enumerate().skip(1) {
            let boards: Vec<Vec<usize>> = Solution::solve_n_queens(n as i32)
                .iter()
                .map(|board| queens(n, board))
                .collect();
            assert_eq!(boards.len(), expected, "n = {n}");
            assert!(boards.iter().all(|queens| is_valid(queens)), "n = {n}");
            // Any order is accepted, as by the judge; no board twice.
            let mut sorted = boards.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), boards.len(), "n = {n}: a board repeats");
        }
    }

    /// LeetCode's display of `boards`, as the local main writes it.
    fn display(boards: &[&[&str]]) -> String {
        let boards: Vec<Vec<String>> = boards
            .iter()
            .map(|board| board.iter().map(|row| row.to_string()).collect())
            .collect();
        let mut out = Vec::new();
        write_display(&boards, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn samples_are_displayed_like_leetcode() {
        assert_eq!(
            display(&[
                &[".Q..", "...Q", "Q...", "..Q."],
                &["..Q.", "Q...", "...Q", ".Q.."]
            ]),
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
        );
        assert_eq!(display(&[&["Q"]]), "[[\"Q\"]]\n");
        assert_eq!(display(&[]), "[]\n");
    }

    #[test]
    fn parse_accepts_one_integer_with_any_whitespace() {
        assert_eq!(parse_n(b"4\n"), Ok(4));
        assert_eq!(parse_n(b" \t8\r\n\r\n"), Ok(8));
        assert_eq!(parse_n(b"1"), Ok(1));
        assert_eq!(parse_n(b"+014"), Ok(14));
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
        assert_eq!(refused(b"0"), "n = 0 is out of range 1..=14");
        assert_eq!(refused(b"-3"), "n = -3 is out of range 1..=14");
        assert_eq!(refused(b"15"), "n = 15 is out of range 1..=14");
        assert_eq!(
            refused(b"99999999999999999999"),
            "n = 99999999999999999999 is out of range 1..=14"
        );
        assert_eq!(
            refused(b"8 8"),
            r#"expected one integer n, found an extra token "8""#
        );
    }
}
