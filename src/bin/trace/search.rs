//! The protocol every source of steps reports in: one `Step` at a time to an optional listener
//! (a view), and the counts (`Counts`) kept whether anyone listens or not. A leaf: it knows no
//! method (the dispatch is `methods.rs`), so each method imports it alone.

use std::io;
use std::time::{Duration, Instant};

/// The line a refused square shares with a queen already on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The same column.
    Column,
    /// The same `\` diagonal: row − col is the same.
    Back,
    /// The same `/` diagonal: row + col is the same.
    Slash,
    /// The same row: only the matrix scan looks along it, and placing a row at a time it never
    /// finds a queen there (a search of the learner's that fills columns does).
    Row,
    /// No line: the square itself is reserved (`*` on a board of CSES 1624 or Luogu P1562).
    Reserved,
}

impl Line {
    pub const ALL: [Line; 5] = [
        Line::Column,
        Line::Back,
        Line::Slash,
        Line::Row,
        Line::Reserved,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Line::Column => "column",
            Line::Back => "\\ diagonal",
            Line::Slash => "/ diagonal",
            Line::Row => "row",
            Line::Reserved => "reserved square",
        }
    }
}

/// One of the matrix scan's eight rays from a square, in the order the book scans them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ray {
    Left,
    Right,
    Up,
    Down,
    UpLeft,
    DownRight,
    UpRight,
    DownLeft,
}

impl Ray {
    pub const ALL: [Ray; 8] = [
        Ray::Left,
        Ray::Right,
        Ray::Up,
        Ray::Down,
        Ray::UpLeft,
        Ray::DownRight,
        Ray::UpRight,
        Ray::DownLeft,
    ];

    /// The step the ray takes: (rows, columns).
    pub fn delta(self) -> (isize, isize) {
        match self {
            Ray::Left => (0, -1),
            Ray::Right => (0, 1),
            Ray::Up => (-1, 0),
            Ray::Down => (1, 0),
            Ray::UpLeft => (-1, -1),
            Ray::DownRight => (1, 1),
            Ray::UpRight => (-1, 1),
            Ray::DownLeft => (1, -1),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Ray::Left => "left",
            Ray::Right => "right",
            Ray::Up => "up",
            Ray::Down => "down",
            Ray::UpLeft => "up-left",
            Ray::DownRight => "down-right",
            Ray::UpRight => "up-right",
            Ray::DownLeft => "down-left",
        }
    }

    /// The line the ray runs along.
    pub fn line(self) -> Line {
        match self {
            Ray::Left | Ray::Right => Line::Row,
            Ray::Up | Ray::Down => Line::Column,
            Ray::UpLeft | Ray::DownRight => Line::Back,
            Ray::UpRight | Ray::DownLeft => Line::Slash,
        }
    }
}

/// Why a square is refused, in the words of the method that refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Boolean arrays: the column, the `\` diagonal or the `/` diagonal is taken.
    Taken(Line),
    /// Bit masks: the square's bit is set in the `line` mask. Column c is bit c (the hints'
    /// numbering); the views write each mask column 0 first, so it lines up with the board.
    Masks {
        line: Line,
        columns: u64,
        back: u64,
        slash: u64,
    },
    /// The matrix scan: the ray meets the queen at (row, col).
    Ray { ray: Ray, row: usize, col: usize },
}

impl Why {
    pub fn line(self) -> Line {
        match self {
            Why::Taken(line) | Why::Masks { line, .. } => line,
            Why::Ray { ray, .. } => ray.line(),
        }
    }
}

/// One step of the search.
#[derive(Clone, Copy, Debug)]
pub enum Step<'a> {
    /// The square (row, col) is tried: refused for a reason, or a queen is placed (`None`).
    Try {
        row: usize,
        col: usize,
        refused: Option<Why>,
    },
    /// The queen on (row, col) is taken off again.
    Backtrack { row: usize, col: usize },
    /// Every row holds a queen: `columns[row]` is its column. With the mirror, its mirror image
    /// counts too.
    Solution {
        columns: &'a [usize],
        mirrored: bool,
    },
    /// The mirror: only columns `0..upto` of `row` are tried; the mirror image gives the rest.
    Half { row: usize, upto: usize },
    /// The most constrained row: `row` is filled next, having the fewest free squares.
    Choose { row: usize, free: usize },
    /// The most constrained row: `row` has no free square left, so this branch is dead.
    DeadEnd { row: usize },
    /// The learner's search broke a rule at (row, col) (`other`: the piece it concerns): the
    /// last step shown.
    Broken {
        row: usize,
        col: usize,
        other: Option<(usize, usize)>,
        message: &'a str,
    },
}

/// What a search counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Nodes by depth (queens on the board): the root, then every placement.
    pub nodes: Vec<u64>,
    /// Refused squares by the line (`Line::index`) that refused them.
    pub refusals: [u64; 5],
    /// Branches found dead before a square was tried (the most constrained row only).
    pub dead_ends: u64,
    pub solutions: u64,
    pub elapsed: Duration,
}

impl Counts {
    pub fn total_nodes(&self) -> u64 {
        self.nodes.iter().sum()
    }
}

/// A view: takes each step, and says when to stop (a closed stdout, the learner's `q`).
pub type Listener<'a> = &'a mut dyn FnMut(&Step) -> io::Result<()>;

/// The search's shared state: the board size, the counts, and the listener if any.
pub struct Search<'a> {
    pub n: usize,
    pub counts: Counts,
    listener: Option<Listener<'a>>,
    error: Option<io::Error>,
}

impl<'a> Search<'a> {
    pub fn new(n: usize, listener: Option<Listener<'a>>) -> Self {
        let mut nodes = vec![0; n + 1];
        nodes[0] = 1;
        let counts = Counts {
            nodes,
            ..Counts::default()
        };
        Search {
            n,
            counts,
            listener,
            error: None,
        }
    }

    /// Whether a view takes the steps (a method may count faster when none does).
    pub fn listening(&self) -> bool {
        self.listener.is_some()
    }

    /// Whether the view asked to stop: every method returns as soon as it sees this.
    pub fn stopped(&self) -> bool {
        self.error.is_some()
    }

    fn emit(&mut self, step: &Step) {
        if let (Some(listener), None) = (self.listener.as_mut(), &self.error) {
            if let Err(error) = listener(step) {
                self.error = Some(error);
            }
        }
    }

    /// The square is refused.
    pub fn refuse(&mut self, row: usize, col: usize, why: Why) {
        self.counts.refusals[why.line().index()] += 1;
        self.emit(&Step::Try {
            row,
            col,
            refused: Some(why),
        });
    }

    /// `count` squares refused by `line`, counted without a step each (no one listens).
    pub fn refuse_unseen(&mut self, line: Line, count: u32) {
        self.counts.refusals[line.index()] += u64::from(count);
    }

    /// A queen goes on (row, col), the `depth`-th on the board.
    pub fn place(&mut self, row: usize, col: usize, depth: usize) {
        self.counts.nodes[depth] += 1;
        self.emit(&Step::Try {
            row,
            col,
            refused: None,
        });
    }

    pub fn backtrack(&mut self, row: usize, col: usize) {
        self.emit(&Step::Backtrack { row, col });
    }

    /// A full board; with `mirrored`, its mirror image counts too.
    pub fn solution(&mut self, columns: &[usize], mirrored: bool) {
        self.counts.solutions += if mirrored { 2 } else { 1 };
        self.emit(&Step::Solution { columns, mirrored });
    }

    /// A step that is neither a square nor a solution (`Half`, `Choose`, `DeadEnd`, `Broken`).
    pub fn note(&mut self, step: Step) {
        if let Step::DeadEnd { .. } = step {
            self.counts.dead_ends += 1;
        }
        self.emit(&step);
    }

    /// The counts, timed, and the listener's error if it stopped the search.
    pub fn finish(mut self, started: Instant) -> (Counts, Option<io::Error>) {
        self.counts.elapsed = started.elapsed();
        (self.counts, self.error)
    }
}
