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
use std::process;

const NAME: &str = "leetcode1222";

/// At most the first 40 characters of `text`, quoted, and its length when it is longer.
fn quote(text: &str) -> String {
    let length = text.chars().count();
    let prefix: String = text.chars().take(40).collect();
    if length > 40 {
        format!("{prefix:?}… ({length} characters)")
    } else {
        format!("{prefix:?}")
    }
}

/// What is left of the input to read.
struct Cursor<'a>(&'a str);

impl Cursor<'_> {
    /// Skips whitespace, then `word` if it comes next.
    fn eat(&mut self, word: &str) -> bool {
        self.0 = self.0.trim_start();
        let found = self.0.starts_with(word);
        if found {
            self.0 = &self.0[word.len()..];
        }
        found
    }

    fn expect(&mut self, word: &str) -> Result<(), String> {
        if self.eat(word) {
            Ok(())
        } else {
            Err(format!("expected {word:?}, found {}", self.rest()))
        }
    }

    fn rest(&self) -> String {
        match self.0 {
            "" => "the end of the input".to_string(),
            rest => quote(rest),
        }
    }

    /// `[x,y]`, each a square of the 8x8 board, 0 to 7.
    fn square(&mut self) -> Result<Vec<i32>, String> {
        self.expect("[")?;
        let mut square = Vec::new();
        for separator in [",", "]"] {
            self.0 = self.0.trim_start();
            let digits = self.0.len()
                - self
                    .0
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            match self.0[..digits].parse::<i32>() {
                Ok(value) if value < 8 => square.push(value),
                _ => {
                    return Err(format!(
                        "expected a coordinate from 0 to 7, found {}",
                        self.rest()
                    ))
                }
            }
            self.0 = &self.0[digits..];
            self.expect(separator)?;
        }
        Ok(square)
    }
}

/// The queens and the king: `queens = [[x,y],...], king = [x,y]`, or the two values alone on two
/// lines; whitespace anywhere between the tokens. The constraints are checked too.
fn parse(input: &str) -> Result<(Vec<Vec<i32>>, Vec<i32>), String> {
    let mut cursor = Cursor(input);
    let labelled = cursor.eat("queens");
    if labelled {
        cursor.expect("=")?;
    }
    cursor.expect("[")?;
    let mut queens = Vec::new();
    while !cursor.eat("]") {
        if !queens.is_empty() {
            cursor.expect(",")?;
        }
        queens.push(cursor.square()?);
    }
    if labelled {
        cursor.expect(",")?;
        cursor.expect("king")?;
        cursor.expect("=")?;
    }
    let king = cursor.square()?;
    if !cursor.0.trim().is_empty() {
        return Err(format!(
            "expected the end of the input, found {}",
            cursor.rest()
        ));
    }
    if queens.is_empty() || queens.len() > 63 {
        return Err(format!("expected 1 to 63 queens, found {}", queens.len()));
    }
    for (index, queen) in queens.iter().enumerate() {
        if queens[..index].contains(queen) || *queen == king {
            return Err(format!("two pieces on [{},{}]", queen[0], queen[1]));
        }
    }
    Ok((queens, king))
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
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        eprintln!("{NAME}: cannot read input: {error}");
        process::exit(1);
    }
    let (queens, king) = match parse(&String::from_utf8_lossy(&input)) {
        Ok(arguments) => arguments,
        Err(message) => {
            eprintln!("{NAME}: {message}");
            process::exit(1);
        }
    };
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
