//! The learner's own search: their program run with `NQUEENS_TRACE=1`, and each line its
//! `step` helper writes to stderr (`try row col`, `place row col` or `remove row col`, both from
//! 0) read as one move. What the program prints on stdout is not read.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::thread;

/// The most moves read: a search of n ≤ 8 makes far fewer (n = 8 by arrays: about 17,000).
const MAX_MOVES: usize = 1_000_000;

/// What a line says the search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// The square is looked at: a `place` of it next means it was free; anything else, refused.
    Try,
    Place,
    Remove,
}

/// One line of the learner's stderr.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub what: What,
    pub row: usize,
    pub col: usize,
}

/// The pieces a problem places: queens, or (the rung before them) rooks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Queen,
    Rook,
}

/// What `trace --theirs` knows of a problem: its piece, where n comes from, and what it may
/// leave out.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    pub name: &'static str,
    pub piece: Piece,
    pub input: Input,
    /// The left/right mirror: a board whose mirror image was found counts as found (the count
    /// problems that double each board).
    pub mirror: bool,
}

/// Where the board size comes from, and what the program reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// n alone on stdin, from 1 to the given largest n (the trace's).
    N { default: usize },
    /// Nothing read: the board is always this size.
    Fixed(usize),
    /// A board of `.` and `*` (reserved) from a file; with `sized`, n on the line before it.
    Board { sized: bool },
}

/// The problems whose search `trace --theirs` follows.
pub const PROBLEMS: [Problem; 8] = [
    problem("rooks", Piece::Rook, Input::N { default: 4 }, false),
    problem("queens4x4", Piece::Queen, Input::Fixed(4), false),
    problem("acwing843", Piece::Queen, Input::N { default: 5 }, false),
    problem("leetcode51", Piece::Queen, Input::N { default: 5 }, false),
    problem("luogu1219", Piece::Queen, Input::N { default: 6 }, false),
    problem(
        "cses1624",
        Piece::Queen,
        Input::Board { sized: false },
        false,
    ),
    problem(
        "luogu1562",
        Piece::Queen,
        Input::Board { sized: true },
        false,
    ),
    problem("leetcode52", Piece::Queen, Input::N { default: 5 }, true),
];

const fn problem(name: &'static str, piece: Piece, input: Input, mirror: bool) -> Problem {
    Problem {
        name,
        piece,
        input,
        mirror,
    }
}

impl Problem {
    pub fn named(name: &str) -> Option<Problem> {
        PROBLEMS.into_iter().find(|problem| problem.name == name)
    }

    pub fn names() -> String {
        let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
        names.join(", ")
    }
}

/// A board read from an input file: its size and its reserved squares (`reserved[row][col]`).
pub fn board(text: &str, sized: bool) -> Result<(usize, Vec<Vec<bool>>), String> {
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    if sized {
        lines.next(); // n: the board's own lines say it again
    }
    let rows: Vec<Vec<bool>> = lines
        .map(|line| line.bytes().map(|b| b == b'*').collect())
        .collect();
    let n = rows.len();
    if n == 0 || rows.iter().any(|row| row.len() != n) {
        return Err(format!(
            "the input file is not a square board of '.' and '*' ({n} lines)"
        ));
    }
    Ok((n, rows))
}

/// Runs `program` with `NQUEENS_TRACE=1` and `input` on its stdin, and reads its steps. A line
/// that is not a step, a square off the board or a program that fails is one message.
pub fn run(program: &OsString, input: &[u8], n: usize) -> Result<Vec<Move>, String> {
    let shown = program.to_string_lossy();
    let mut child = Command::new(program)
        .env("NQUEENS_TRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run {shown:?}: {error}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // A program that reads nothing closes its stdin: the write then fails, and that is fine.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stderr = BufReader::new(child.stderr.take().expect("piped")).split(b'\n');
    let mut moves = Vec::new();
    let mut failure = None;
    for (index, line) in stderr.by_ref().enumerate() {
        let Ok(line) = line else { break };
        let text = String::from_utf8_lossy(&line);
        // A blank line says nothing (a panic's message starts with one).
        if text.trim().is_empty() {
            continue;
        }
        match parse(text.trim_end_matches('\r'), n) {
            Ok(step) => moves.push(step),
            Err(why) => {
                failure = Some(format!(
                    "line {} of your program's stderr is not a step ({why}): {}",
                    index + 1,
                    quote(&text),
                ));
                break;
            }
        }
        if moves.len() > MAX_MOVES {
            failure = Some(format!(
                "more than {MAX_MOVES} steps: trace follows searches of small boards"
            ));
            break;
        }
    }
    if let Some(message) = failure.as_mut() {
        // The lines after it (a panic's message is on the next one), for what they mean.
        let after: Vec<Vec<u8>> = stderr.take(8).map_while(Result::ok).collect();
        message.push_str(hint(&String::from_utf8_lossy(&after.concat())));
        let _ = child.kill();
    }
    let status = child.wait().map_err(|error| error.to_string())?;
    let _ = writer.join();
    if let Some(failure) = failure {
        return Err(failure);
    }
    if !status.success() {
        return Err(format!(
            "your program failed ({status}) after {} steps",
            moves.len()
        ));
    }
    if moves.is_empty() {
        return Err(
            "your program wrote no step: call step(\"try\", row, col), step(\"place\", row, col) \
             and step(\"remove\", row, col) in your search (the starter's helper)"
                .to_string(),
        );
    }
    Ok(moves)
}

/// `what row col`, the square on the board.
fn parse(line: &str, n: usize) -> Result<Move, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let what = match words.first() {
        Some(&"try") => What::Try,
        Some(&"place") => What::Place,
        Some(&"remove") => What::Remove,
        _ => return Err("a step is try, place or remove, then row and col".to_string()),
    };
    let square: Vec<usize> = words[1..].iter().filter_map(|w| w.parse().ok()).collect();
    match square[..] {
        [row, col] if words.len() == 3 && row < n && col < n => Ok(Move { what, row, col }),
        [_, col] if words.len() == 3 && col >= n => Err(format!(
            "rows and columns go from 0 to {}; a column past the board most often comes from a \
             free mask not limited to n columns, & ((1 << n) - 1)",
            n - 1
        )),
        [_, _] if words.len() == 3 => Err(format!("rows and columns go from 0 to {}", n - 1)),
        _ => Err("a step is try, place or remove, then row and col".to_string()),
    }
}

/// What a panic's first line most often means in a search of this workspace's problems.
fn hint(line: &str) -> &'static str {
    if line.contains("attempt to subtract with overflow") {
        "; a usize went below 0: write the \\ diagonal's index as row + n - 1 - col, never \
         row - col + n - 1 (the debug build trace runs stops there; a release build wraps)"
    } else {
        ""
    }
}

/// A line quoted for a message: its first 60 characters.
fn quote(text: &str) -> String {
    let shown: String = text.chars().take(60).collect();
    if shown.len() < text.len() {
        format!("{shown:?}…")
    } else {
        format!("{shown:?}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_three_words_on_the_board() {
        let step = parse("place 2 3", 5).unwrap();
        assert_eq!((step.what, step.row, step.col), (What::Place, 2, 3));
        assert!(parse("place 2 5", 5).unwrap_err().contains("from 0 to 4"));
        assert!(parse("put 2 3", 5).is_err());
        assert!(parse("try 2", 5).is_err());
        assert!(parse("try 2 3 4", 5).is_err());
        assert!(parse("try -1 3", 5).is_err());
    }

    #[test]
    fn an_underflow_is_explained() {
        let panic = "thread 'main' panicked at x.rs:3:5:\nattempt to subtract with overflow";
        assert!(hint(panic).contains("row + n - 1 - col"));
        assert_eq!(hint("debug"), "");
    }

    #[test]
    fn a_board_file_is_square() {
        let (n, reserved) = board("3\n.*.\n...\n..*\n", true).unwrap();
        assert_eq!(n, 3);
        assert!(reserved[0][1] && reserved[2][2] && !reserved[1][1]);
        assert!(board("..\n...\n", false).is_err());
    }
}
