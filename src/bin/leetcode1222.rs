//! LeetCode 1222 · Queens That Can Attack the King ·
//! https://leetcode.com/problems/queens-that-can-attack-the-king/
//! Statement: problems/leetcode1222.md. Judge constraints: an 8x8 board, 1 to 63 queens, all
//! positions distinct. Local run: stdin holds the two arguments, as LeetCode's example writes
//! them (`queens = [[0,1],[1,0]], king = [0,0]`) or as its test case box does (one per line);
//! stdout is the returned list, in the order of the eight directions (the judge accepts any).
//! Paste: the SUBMISSION block only (`make submit-leetcode1222`).
//!
//! Method: walk the eight directions from the king; the first queen met on each one attacks it.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    pub fn queens_attackthe_king(queens: Vec<Vec<i32>>, king: Vec<i32>) -> Vec<Vec<i32>> {
        let mut board = [[false; 8]; 8];
        for queen in &queens {
            board[queen[0] as usize][queen[1] as usize] = true;
        }
        let mut attackers = Vec::new();
        // Each direction (dx, dy) but (0, 0): step until a queen blocks the line or the board ends.
        for dx in -1..=1 {
            for dy in -1..=1 {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let (mut x, mut y) = (king[0] + dx, king[1] + dy);
                while (0..8).contains(&x) && (0..8).contains(&y) {
                    if board[x as usize][y as usize] {
                        attackers.push(vec![x, y]); // the nearest queen; it hides the others
                        break;
                    }
                    x += dx;
                    y += dy;
                }
            }
        }
        attackers
    }
}
// ---- END SUBMISSION ----

use std::io::{self, BufWriter, Read, Write};
use std::iter::Peekable;
use std::process;
use std::str::SplitWhitespace;

type Tokens<'a> = Peekable<SplitWhitespace<'a>>;

/// The queens and the king from stdin, as LeetCode's example writes them (`queens = [[x,y],...],
/// king = [x,y]`) or its test case box does (the two values alone), whitespace anywhere; the
/// constraints are checked too. Anything else is refused with one line.
fn read_arguments() -> (Vec<Vec<i32>>, Vec<i32>) {
    let mut bytes = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut bytes) {
        fail(&error.to_string());
    }
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let spaced = "[],="
        .chars()
        .fold(text, |text, c| text.replace(c, &format!(" {c} ")));
    let tokens = &mut spaced.split_whitespace().peekable();
    let labelled = tokens.next_if_eq(&"queens").is_some();
    words(tokens, if labelled { &["=", "["] } else { &["["] });
    let mut queens = Vec::new();
    while tokens.next_if_eq(&"]").is_none() {
        if !queens.is_empty() {
            words(tokens, &[","]);
        }
        queens.push(square(tokens));
    }
    if labelled {
        words(tokens, &[",", "king", "="]);
    }
    let king = square(tokens);
    if let Some(extra) = tokens.next().map(quote) {
        fail(&format!("expected the end of the input, found {extra}"));
    }
    if !(1..=63).contains(&queens.len()) {
        fail(&format!("expected 1 to 63 queens, found {}", queens.len()));
    }
    let twice = (0..queens.len()).find(|&i| queens[..i].contains(&queens[i]) || queens[i] == king);
    if let Some(queen) = twice.map(|i| &queens[i]) {
        fail(&format!("two pieces on [{},{}]", queen[0], queen[1]));
    }
    (queens, king)
}

/// `[x,y]`, each coordinate one digit from 0 to 7 (found at its own place in "01234567").
fn square(tokens: &mut Tokens) -> Vec<i32> {
    let digit = |token: &str| "01234567".find(token).filter(|_| token.len() == 1);
    words(tokens, &["["]);
    let x = take(tokens, "a coordinate from 0 to 7", digit);
    words(tokens, &[","]);
    let y = take(tokens, "a coordinate from 0 to 7", digit);
    words(tokens, &["]"]);
    vec![x as i32, y as i32]
}

/// Each of `words` as the next token in turn; else the program ends with `expected "[", found …`.
fn words(tokens: &mut Tokens, words: &[&str]) {
    for &word in words {
        take(tokens, &format!("{word:?}"), |token| {
            (token == word).then_some(())
        });
    }
}

/// The next token as `read` takes it; else the program ends with `expected {what}, found …`.
fn take<'a, T>(tokens: &mut Tokens<'a>, what: &str, read: impl Fn(&'a str) -> Option<T>) -> T {
    let end = || fail(&format!("expected {what}, found the end of the input"));
    let token = tokens.next().unwrap_or_else(end);
    read(token).unwrap_or_else(|| fail(&format!("expected {what}, found {}", quote(token))))
}

/// `token` in `{:?}` quotes, cut to its first 40 characters with its length after it.
fn quote(token: &str) -> String {
    let prefix: String = token.chars().take(40).collect();
    let length = token.chars().count();
    let more = (length > 40).then(|| format!("… ({length} characters)"));
    format!("{prefix:?}{}", more.unwrap_or_default())
}

/// One line on stderr and exit status 1, for a refused input.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "leetcode1222: {message}");
    process::exit(1)
}

/// LeetCode's display of a `Vec<Vec<i32>>`: `[[0,1],[1,0]]`.
fn display(squares: &[Vec<i32>]) -> String {
    let squares: Vec<String> = squares
        .iter()
        .map(|square| format!("[{},{}]", square[0], square[1]))
        .collect();
    format!("[{}]", squares.join(","))
}

fn main() {
    let (queens, king) = read_arguments();
    let attackers = Solution::queens_attackthe_king(queens, king);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // A closed or full stdout (`| head`, a full disk) ends the program quietly.
    if writeln!(out, "{}", display(&attackers))
        .and_then(|()| out.flush())
        .is_err()
    {
        process::exit(1);
    }
}
