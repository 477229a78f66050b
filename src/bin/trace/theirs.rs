//! The learner's own search: their program run with `NQUEENS_TRACE=1`, and each line its
//! `step` helper writes to stderr (`try row col`, `place row col` or `remove row col`, both from
//! 0) read as one move. Of what it prints on stdout, only its answer's count is read: what the
//! program claims, which decides whether a board found twice was counted twice (`rules.rs`).

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::{self, JoinHandle};

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
    /// The left/right mirror: a board whose mirror image was found may count as found (the
    /// count problems, where a search may double each board).
    pub mirror: bool,
    /// How its answer says how many boards it found.
    pub claim: Claim,
    /// Whether its statement teaches bit masks (a column past the board is then most often a
    /// free mask with bits past column n - 1).
    pub bits: bool,
}

/// How a program's stdout says how many boards it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// A placement a line (rooks).
    Lines,
    /// The boards drawn with `Q`: the queens printed, n to a board (AcWing, LeetCode 51).
    Queens,
    /// The last integer printed (a count alone, or after the boards).
    LastNumber,
}

impl Claim {
    /// The number of boards `stdout` claims for an n×n board, if it says one.
    pub fn read(self, stdout: &[u8], n: usize) -> Option<usize> {
        let text = String::from_utf8_lossy(stdout);
        match self {
            Claim::Lines => Some(text.lines().filter(|line| !line.trim().is_empty()).count()),
            Claim::Queens => Some(text.matches('Q').count() / n.max(1)),
            Claim::LastNumber => text
                .split(|c: char| !c.is_ascii_digit())
                .rfind(|word| !word.is_empty())
                .and_then(|word| word.parse().ok()),
        }
    }
}

/// Where the board size comes from, and what the program reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// n alone on stdin, from 1 to the given largest n (the trace's).
    N { default: usize },
    /// Nothing read: the board is always this size.
    Fixed(usize),
    /// A board from a file, each square `.` or `*`, the byte `reserved` where no queen may
    /// stand (CSES's `*`, Luogu 1562's `.`); with `sized`, n on the line before it.
    Board { sized: bool, reserved: u8 },
}

/// The problems whose search `trace --theirs` follows.
pub const PROBLEMS: [Problem; 8] = [
    problem("rooks", Input::N { default: 4 }, Claim::Lines).rooks(),
    problem("queens4x4", Input::Fixed(4), Claim::LastNumber),
    problem("acwing843", Input::N { default: 5 }, Claim::Queens),
    problem("leetcode51", Input::N { default: 5 }, Claim::Queens),
    problem("luogu1219", Input::N { default: 6 }, Claim::LastNumber).bits(),
    problem(
        "cses1624",
        Input::Board {
            sized: false,
            reserved: b'*',
        },
        Claim::LastNumber,
    )
    .bits(),
    problem(
        "luogu1562",
        Input::Board {
            sized: true,
            reserved: b'.',
        },
        Claim::LastNumber,
    )
    .bits(),
    problem("leetcode52", Input::N { default: 5 }, Claim::LastNumber)
        .bits()
        .mirror(),
];

/// A queens problem taught with arrays, without the mirror.
const fn problem(name: &'static str, input: Input, claim: Claim) -> Problem {
    Problem {
        name,
        piece: Piece::Queen,
        input,
        mirror: false,
        claim,
        bits: false,
    }
}

impl Problem {
    const fn rooks(self) -> Problem {
        Problem {
            piece: Piece::Rook,
            ..self
        }
    }

    const fn bits(self) -> Problem {
        Problem { bits: true, ..self }
    }

    const fn mirror(self) -> Problem {
        Problem {
            mirror: true,
            ..self
        }
    }

    pub fn named(name: &str) -> Option<Problem> {
        PROBLEMS.into_iter().find(|problem| problem.name == name)
    }

    pub fn names() -> String {
        let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
        names.join(", ")
    }
}

/// A board read from an input file: its size and its reserved squares (`reserved[row][col]`),
/// those marked with the byte `reserved`.
pub fn board(text: &str, sized: bool, reserved: u8) -> Result<(usize, Vec<Vec<bool>>), String> {
    // Rows are words, as the judges read them: spaces, tabs and line ends all part them.
    let mut lines = text.split_whitespace();
    if sized {
        lines.next(); // n: the board's own lines say it again
    }
    let rows: Vec<Vec<bool>> = lines
        .map(|line| line.bytes().map(|b| b == reserved).collect())
        .collect();
    let n = rows.len();
    if n == 0 || rows.iter().any(|row| row.len() != n) {
        return Err(format!(
            "the input file is not a square board of '.' and '*' ({n} rows)"
        ));
    }
    Ok((n, rows))
}

/// What the learner's program did: its steps, the count of boards its answer claims, and why
/// it stopped early where it did (a panic, a failure, a step off the board), in words.
#[derive(Debug)]
pub struct Traced {
    pub moves: Vec<Move>,
    pub claimed: Option<usize>,
    pub stopped: Option<String>,
}

/// The most bytes of stdout read for the claim.
const MAX_STDOUT: u64 = 16 << 20;

/// Runs `program` with `NQUEENS_TRACE=1` and `input` on its stdin, and reads its steps and its
/// answer. A program that panics, fails or steps off the board is followed up to there, and
/// says so; a line that is neither a step nor a panic, or a program that wrote no step, is one
/// message.
pub fn run(
    program: &OsString,
    input: &[u8],
    problem: &Problem,
    n: usize,
) -> Result<Traced, String> {
    let mut running = start(program, input)?;
    let stderr = running.child.stderr.take().expect("piped");
    let read = steps(&mut BufReader::new(stderr).split(b'\n'), problem, n);
    let _ = running.child.kill();
    let status = running.child.wait().map_err(|error| error.to_string())?;
    let _ = running.writer.join();
    let stdout = running.reader.join().unwrap_or_default();
    let (moves, mut stopped) = read?;
    if stopped.is_none() && !status.success() {
        stopped = Some(format!("your program failed ({status})"));
    }
    match (moves.is_empty(), stopped) {
        (true, Some(stopped)) => Err(format!("{stopped}, before its first step")),
        (_, stopped) => Ok(Traced {
            claimed: problem.claim.read(&stdout, n),
            moves,
            stopped,
        }),
    }
}

/// The learner's program running: the threads that write its stdin and read its stdout.
struct Running {
    child: Child,
    writer: JoinHandle<()>,
    reader: JoinHandle<Vec<u8>>,
}

/// `program` started with `NQUEENS_TRACE=1`, its stderr piped; a thread writes `input` to its
/// stdin and another reads its stdout (at most [`MAX_STDOUT`] bytes).
fn start(program: &OsString, input: &[u8]) -> Result<Running, String> {
    let shown = program.to_string_lossy();
    let mut child = Command::new(program)
        .env("NQUEENS_TRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run {shown:?}: {error}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // A program that reads nothing closes its stdin: the write then fails, and that is fine.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = child.stdout.take().expect("piped");
    let reader = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.take(MAX_STDOUT).read_to_end(&mut bytes);
        bytes
    });
    Ok(Running {
        child,
        writer,
        reader,
    })
}

/// The steps the program wrote on `stderr`, and why it stopped early where it did (a panic, a
/// step off the board), in words; an error for a line that is neither a step nor a panic, or
/// for more steps than trace follows.
fn steps(
    stderr: &mut impl Iterator<Item = std::io::Result<Vec<u8>>>,
    problem: &Problem,
    n: usize,
) -> Result<(Vec<Move>, Option<String>), String> {
    let mut moves = Vec::new();
    let mut index = 0;
    while let Some(Ok(line)) = stderr.next() {
        index += 1;
        let text = String::from_utf8_lossy(&line).into_owned();
        // A blank line says nothing (an old panic's message starts with one).
        if text.trim().is_empty() {
            continue;
        }
        let text = text.trim_end_matches('\r');
        if text.contains("panicked at") {
            let after = lines_after(stderr);
            return Ok((moves, Some(panicked(text, &after))));
        }
        match parse(text, n) {
            Ok(step) => moves.push(step),
            Err(Line::OffBoard) => {
                let after = lines_after(stderr);
                return Ok((moves, Some(off_board(text, n, problem, &after))));
            }
            Err(Line::Other(why)) => {
                return Err(format!(
                    "line {index} of your program's stderr is not a step ({why}): {}",
                    quote(text),
                ));
            }
        }
        if moves.len() > MAX_MOVES {
            return Err(format!(
                "more than {MAX_MOVES} steps: trace follows searches of small boards"
            ));
        }
    }
    Ok((moves, None))
}

/// A program that wrote no step where there was a board to find.
pub const NO_STEP: &str = "your program wrote no step: call step(\"try\", row, col), \
                           step(\"place\", row, col) and step(\"remove\", row, col) in your \
                           search (the starter's helper)";

/// The next lines of stderr (a panic's message, a note), as text.
fn lines_after(stderr: &mut impl Iterator<Item = std::io::Result<Vec<u8>>>) -> Vec<String> {
    stderr
        .take(40)
        .map_while(Result::ok)
        .map(|line| String::from_utf8_lossy(&line).trim_end().to_string())
        .collect()
}

/// A panic in its own words: `your program panicked at mine/x.rs:25:16: index out of bounds:
/// the len is 4 but the index is 4`, from today's two-line form (`thread 'main' (12364)
/// panicked at mine/x.rs:25:16:` and the message under it) or the older one-line form
/// (`thread 'main' panicked at 'message', mine/x.rs:25:16`).
fn panicked(first: &str, after: &[String]) -> String {
    let at = &first[first.find("panicked at").expect("a panic") + "panicked at".len()..];
    let at = at.trim();
    let (place, message) = match at.strip_prefix('\'') {
        Some(rest) => match rest.rsplit_once("', ") {
            Some((message, place)) => (place.to_string(), message.to_string()),
            None => (String::new(), rest.trim_end_matches('\'').to_string()),
        },
        None => {
            let message: Vec<&str> = after
                .iter()
                .map(|line| line.trim())
                .take_while(|line| {
                    !line.starts_with("note:") && !line.starts_with("stack backtrace")
                })
                .filter(|line| !line.is_empty())
                .collect();
            (at.trim_end_matches(':').to_string(), message.join(" "))
        }
    };
    let place = if place.is_empty() {
        String::new()
    } else {
        format!(" at {place}")
    };
    format!("your program panicked{place}: {message}{}", hint(&message))
}

/// A step off the board, and what the lines after it show: a panic (an array indexed past
/// its end), or a search that goes on (a free mask with bits past column n - 1, where the
/// problem teaches bit masks).
fn off_board(text: &str, n: usize, problem: &Problem, after: &[String]) -> String {
    let mut message = format!(
        "{:?} is off the board: rows and columns go from 0 to {}",
        text.trim(),
        n - 1
    );
    match after.iter().position(|line| line.contains("panicked at")) {
        Some(at) => {
            message += "; then ";
            message += &panicked(&after[at], &after[at + 1..]);
        }
        None if problem.bits && after.iter().any(|line| parse(line, n).is_err()) => {
            message += ", and the search went on past it: is your free mask limited to n \
                        columns, & ((1 << n) - 1)?";
        }
        None => {}
    }
    message
}

/// Why a line of stderr is not a step on the board.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// A step whose row or column is n or more.
    OffBoard,
    /// Not a step at all.
    Other(String),
}

/// `what row col`, the square on the board.
fn parse(line: &str, n: usize) -> Result<Move, Line> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let what = match words.first() {
        Some(&"try") => What::Try,
        Some(&"place") => What::Place,
        Some(&"remove") => What::Remove,
        _ => {
            return Err(Line::Other(
                "a step is try, place or remove, then row and col".into(),
            ))
        }
    };
    let square: Vec<usize> = words[1..].iter().filter_map(|w| w.parse().ok()).collect();
    match square[..] {
        [row, col] if words.len() == 3 && row < n && col < n => Ok(Move { what, row, col }),
        [_, _] if words.len() == 3 => Err(Line::OffBoard),
        _ => Err(Line::Other(
            "a step is try, place or remove, then row and col".into(),
        )),
    }
}

/// What a panic's message most often means in a search of this workspace's problems.
fn hint(message: &str) -> &'static str {
    if message.contains("attempt to subtract with overflow") {
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
        assert_eq!(parse("place 2 5", 5), Err(Line::OffBoard));
        assert!(parse("put 2 3", 5).is_err());
        assert!(parse("try 2", 5).is_err());
        assert!(parse("try 2 3 4", 5).is_err());
        assert!(parse("try -1 3", 5).is_err());
    }

    #[test]
    fn an_underflow_is_explained() {
        let said = panicked(
            "thread 'main' panicked at x.rs:3:5:",
            &["attempt to subtract with overflow".into()],
        );
        assert!(said.starts_with("your program panicked at x.rs:3:5: attempt to subtract"));
        assert!(said.contains("row + n - 1 - col"), "{said}");
        assert_eq!(hint("debug"), "");
    }

    #[test]
    fn a_panic_is_said_whole_in_either_form() {
        let new = panicked(
            "thread 'main' (12364) panicked at mine/oob.rs:25:16:",
            &[
                "index out of bounds: the len is 4 but the index is 4".into(),
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"
                    .into(),
            ],
        );
        let old = panicked(
            "thread 'main' panicked at 'index out of bounds: the len is 4 but the index is 4', \
             mine/oob.rs:25:16",
            &["note: run with `RUST_BACKTRACE=1`".into()],
        );
        let whole = "your program panicked at mine/oob.rs:25:16: index out of bounds: the len is \
                     4 but the index is 4";
        assert_eq!(new, whole);
        assert_eq!(old, whole);
    }

    #[test]
    fn a_column_past_the_board_is_a_free_mask_only_where_the_search_goes_on() {
        let rooks = Problem::named("rooks").unwrap();
        let leetcode52 = Problem::named("leetcode52").unwrap();
        let panic = [
            "thread 'main' panicked at mine/x.rs:9:12:".to_string(),
            "index out of bounds: the len is 4 but the index is 4".to_string(),
        ];
        let said = off_board("try 0 4", 4, &leetcode52, &panic);
        assert!(said.contains("off the board") && said.contains("index out of bounds"));
        assert!(!said.contains("mask"), "{said}");
        let on = ["try 1 5".to_string()];
        assert!(off_board("try 0 4", 4, &leetcode52, &on).contains("free mask"));
        assert!(!off_board("try 0 4", 4, &rooks, &on).contains("mask"));
    }

    #[test]
    fn the_answer_claims_a_count() {
        assert_eq!(Claim::Lines.read(b"0 1\n1 0\n", 2), Some(2));
        assert_eq!(Claim::Queens.read(b"[[\".Q\",\"Q.\"]]\n", 2), Some(1));
        let luogu = b"2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n";
        assert_eq!(Claim::LastNumber.read(luogu, 6), Some(4));
        assert_eq!(
            Claim::LastNumber.read(b"The number of the answers are 2\n", 4),
            Some(2)
        );
        assert_eq!(Claim::LastNumber.read(b"", 4), None);
    }

    #[test]
    fn a_board_file_is_square() {
        let (n, reserved) = board(".*.\n...\n..*\n", false, b'*').unwrap();
        assert_eq!(n, 3);
        assert!(reserved[0][1] && reserved[2][2] && !reserved[1][1]);
        assert!(board("..\n...\n", false, b'*').is_err());
        // Luogu 1562: n first, and `.` is the square no queen may take.
        let (n, reserved) = board("2\n*.\n**\n", true, b'.').unwrap();
        assert_eq!(
            (n, reserved),
            (2, vec![vec![false, true], vec![false, false]])
        );
    }
}
