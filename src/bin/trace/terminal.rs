//! The terminal view: the board redrawn in place for each step, one step per Enter (`q` and
//! Enter to stop) or one per `--delay MS`. Colours only when allowed (`NO_COLOR` unset); the
//! letters alone tell the story too. A frame is redrawn over the last one only (the cursor moved
//! up its lines, then cleared below), never over the screen: what the terminal showed before
//! stays above it. The cursor is never hidden, the alternate screen never used and each coloured
//! cell reset, so Ctrl-C at any point leaves the terminal as it was, with the last frame shown.

use crate::list;
use crate::methods::Source;
use crate::record::{self, Board};
use crate::search::{Line, Step, Why};
use std::io::{self, BufRead, Write};
use std::thread;
use std::time::Duration;

const RESET: &str = "\x1b[0m";

/// What a square shows in a frame.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Empty,
    Queen,
    /// On the line that refuses the tried square.
    OnLine,
    /// A queen on that line: the one that attacks.
    Attacker,
    Refused,
    Placed,
    Removed,
    Solved,
}

impl Mark {
    /// The letter of the mark: a piece is `Q`, or `R` for a rook.
    fn letter(self, piece: &str) -> char {
        match self {
            Mark::Empty => '.',
            Mark::OnLine => '+',
            Mark::Refused => 'x',
            Mark::Removed => 'o',
            Mark::Queen | Mark::Attacker | Mark::Placed | Mark::Solved if piece == "rook" => 'R',
            Mark::Queen | Mark::Attacker | Mark::Placed | Mark::Solved => 'Q',
        }
    }

    /// The background colour's SGR code.
    fn colour(self) -> Option<&'static str> {
        match self {
            Mark::Empty | Mark::Queen => None,
            Mark::OnLine => Some("\x1b[43;30m"),
            Mark::Attacker | Mark::Refused => Some("\x1b[41;97m"),
            Mark::Placed | Mark::Solved => Some("\x1b[42;30m"),
            Mark::Removed => Some("\x1b[44;97m"),
        }
    }
}

/// The view: how it draws and waits; the board itself is the recorder's.
struct Screen {
    name: &'static str,
    colour: bool,
    delay: Option<u64>,
    /// Whether Enter is awaited (until stdin ends).
    waiting: bool,
    /// The lines the last frame took, and the Enter echoed after it: what the next one covers.
    drawn: usize,
}

/// Runs the method, a frame a step, then prints the counts under the last frame.
pub fn show(
    source: &Source,
    n: usize,
    delay: Option<u64>,
    colour: bool,
    mut out: impl Write,
) -> io::Result<()> {
    let mut screen = Screen {
        name: source.name(),
        colour,
        delay,
        waiting: delay.is_none(),
        drawn: 0,
    };
    let (counts, error) = record::record(source, n, &mut |step, board| {
        screen.step(step, board, &mut out)
    });
    if let Some(error) = error {
        return Err(error);
    }
    write!(out, "\n{}", list::summary(&counts, source))
}

impl Screen {
    fn step(&mut self, step: &Step, board: &Board, out: &mut impl Write) -> io::Result<()> {
        let marks = marks(step, board);
        let frame = self.frame(step, board, &marks);
        // Back to the first line of the last frame, and clear from there down.
        if self.drawn > 0 {
            write!(out, "\x1b[{}F\x1b[J", self.drawn)?;
        }
        out.write_all(frame.as_bytes())?;
        out.flush()?;
        self.drawn = frame.matches('\n').count() + usize::from(self.waiting);
        self.pause()
    }

    fn frame(&self, step: &Step, board: &Board, marks: &[Vec<Mark>]) -> String {
        let mut frame = format!(
            "trace {}, n = {}   step {}   solutions {}\n\n   ",
            self.name, board.n, board.number, board.solutions
        );
        for col in 0..board.n {
            frame += &format!(" {:>2}", col);
        }
        frame.push('\n');
        for (row, marks_row) in marks.iter().enumerate() {
            frame += &format!("{row:>3}");
            for mark in marks_row {
                frame += &self.cell(*mark, board.piece);
            }
            frame.push('\n');
        }
        frame += &format!("\n{}\n\n", list::describe(step, board));
        frame += match (self.delay, self.waiting) {
            (Some(_), _) => "Ctrl-C stops\n",
            (None, true) => "Enter: the next step   q Enter: stop\n",
            (None, false) => "\n",
        };
        frame
    }

    fn cell(&self, mark: Mark, piece: &str) -> String {
        match (self.colour, mark.colour()) {
            (true, Some(code)) => format!(" {code}{:>2}{RESET}", mark.letter(piece)),
            _ => format!(" {:>2}", mark.letter(piece)),
        }
    }

    /// Waits for the next step: the delay, or Enter (`q` stops; the end of stdin stops waiting).
    fn pause(&mut self) -> io::Result<()> {
        if let Some(ms) = self.delay {
            thread::sleep(Duration::from_millis(ms));
            return Ok(());
        }
        if !self.waiting {
            return Ok(());
        }
        let mut answer = String::new();
        if io::stdin().lock().read_line(&mut answer)? == 0 {
            self.waiting = false;
        } else if answer.trim() == "q" {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "stopped"));
        }
        Ok(())
    }
}

/// The squares as this step shows them (before the step changes the board).
fn marks(step: &Step, board: &Board) -> Vec<Vec<Mark>> {
    let n = board.n;
    let mut marks = vec![vec![Mark::Empty; n]; n];
    for (row, col) in board.standing() {
        marks[row][col] = Mark::Queen;
    }
    match *step {
        Step::Try {
            row,
            col,
            refused: Some(why),
        } => mark_line(&mut marks, row, col, why),
        Step::Try { row, col, .. } => marks[row][col] = Mark::Placed,
        Step::Backtrack { row, col } => marks[row][col] = Mark::Removed,
        Step::Solution { .. } => {
            for row in marks.iter_mut() {
                for mark in row.iter_mut().filter(|mark| **mark == Mark::Queen) {
                    *mark = Mark::Solved;
                }
            }
        }
        Step::DeadEnd { row } => marks[row].fill(Mark::OnLine),
        Step::Broken {
            row, col, other, ..
        } => {
            if let Some((r, c)) = other {
                marks[r][c] = Mark::Attacker;
            }
            marks[row][col] = Mark::Refused;
        }
        Step::Half { .. } | Step::Choose { .. } => {}
    }
    marks
}

/// The refused square, and the line through it that holds a queen.
fn mark_line(marks: &mut [Vec<Mark>], row: usize, col: usize, why: Why) {
    let on_line = |r: usize, c: usize| match why.line() {
        Line::Column => c == col,
        Line::Row => r == row,
        Line::Back => r + col == c + row,
        Line::Slash => r + c == row + col,
        Line::Reserved => false,
    };
    for (r, marks_row) in marks.iter_mut().enumerate() {
        for (c, mark) in marks_row.iter_mut().enumerate() {
            if on_line(r, c) {
                *mark = if *mark == Mark::Queen {
                    Mark::Attacker
                } else {
                    Mark::OnLine
                };
            }
        }
    }
    marks[row][col] = Mark::Refused;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rook_is_drawn_as_a_rook() {
        assert_eq!(Mark::Placed.letter("rook"), 'R');
        assert_eq!(Mark::Attacker.letter("rook"), 'R');
        assert_eq!(Mark::Placed.letter("queen"), 'Q');
        assert_eq!(Mark::Refused.letter("rook"), 'x');
    }

    fn screen(colour: bool) -> Screen {
        Screen {
            name: "arrays",
            colour,
            delay: Some(0),
            waiting: false,
            drawn: 0,
        }
    }

    fn board() -> Board {
        let mut board = Board::new(4);
        board.queens[0] = Some(0);
        board.number = 2;
        board
    }

    /// (1,1) refused by the `\` diagonal of the queen on (0,0).
    const REFUSED: Step = Step::Try {
        row: 1,
        col: 1,
        refused: Some(Why::Taken(Line::Back)),
    };

    #[test]
    fn a_refused_square_shows_its_line_and_the_queen_on_it() {
        let board = board();
        let frame = screen(false).frame(&REFUSED, &board, &marks(&REFUSED, &board));
        let rows: Vec<&str> = frame.lines().skip(3).take(4).collect();
        assert_eq!(
            rows,
            [
                "  0  Q  .  .  .",
                "  1  .  x  .  .",
                "  2  .  .  +  .",
                "  3  .  .  .  +"
            ]
        );
        assert!(frame.contains("the \\ diagonal row - col = 0 holds a queen"));
    }

    #[test]
    fn colours_only_when_allowed_and_always_reset() {
        let board = board();
        let marks = marks(&REFUSED, &board);
        let frame = screen(false).frame(&REFUSED, &board, &marks);
        // No escape at all without colour (NO_COLOR): the redraw's cursor moves are the step's.
        assert_eq!(frame.matches('\x1b').count(), 0);
        let frame = screen(true).frame(&REFUSED, &board, &marks);
        assert!(frame.contains("\x1b[41;97m"));
        // The queen and the refused square in red, the rest of the line in yellow, each reset.
        assert_eq!(frame.matches("\x1b[4").count(), 4);
        assert_eq!(frame.matches("\x1b[0m").count(), 4);
    }
}
