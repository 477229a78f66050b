//! The dispatch: which method a name means, and running it. Each method (`arrays.rs`, `bits.rs`,
//! `matrix.rs`, `mirror.rs`, `constrained.rs`) reports through `search.rs` alone; the learner's
//! own search (`theirs.rs`, checked by `rules.rs`) is one more source of the same steps.

use crate::rules::{Event, Refusal};
use crate::search::{Counts, Line, Listener, Search, Step, Why};
use crate::theirs::{Piece, Problem};
use std::io;
use std::time::Instant;

/// Where the steps come from: one of our methods, or the learner's program.
#[derive(Clone, Debug)]
pub enum Source {
    Method(Method),
    Theirs(Theirs),
}

/// The learner's search, already run and read: its steps as the rules follow them.
#[derive(Clone, Debug)]
pub struct Theirs {
    pub problem: Problem,
    /// The program as the learner named it, for the header.
    pub program: String,
    pub events: Vec<Event>,
}

impl Source {
    /// The name the views give it: the method's, or `yours`.
    pub fn name(&self) -> &'static str {
        match self {
            Source::Method(method) => method.name(),
            Source::Theirs(_) => "yours",
        }
    }

    /// What it does, in a sentence.
    pub fn idea(&self) -> String {
        match self {
            Source::Method(method) => method.idea().to_string(),
            Source::Theirs(theirs) => format!(
                "{}'s own steps ({}, from its step helper), checked against the rules of the \
                 search alone: the first step that breaks one ends the trace",
                theirs.problem.name, theirs.program
            ),
        }
    }

    /// What the search places.
    pub fn piece(&self) -> &'static str {
        match self {
            Source::Theirs(theirs) if theirs.problem.piece == Piece::Rook => "rook",
            _ => "queen",
        }
    }

    pub fn method(&self) -> Option<Method> {
        match self {
            Source::Method(method) => Some(*method),
            Source::Theirs(_) => None,
        }
    }

    /// The first broken rule of the learner's search: the step and the words.
    pub fn broken(&self) -> Option<(usize, &str)> {
        let Source::Theirs(theirs) = self else {
            return None;
        };
        match theirs.events.last() {
            Some(Event::Broken(broken)) => Some((theirs.events.len(), &broken.message)),
            _ => None,
        }
    }

    /// Where and why the learner's program stopped before its search ended (a panic, a
    /// failure, a step off the board).
    pub fn stopped(&self) -> Option<(usize, &str)> {
        let Source::Theirs(theirs) = self else {
            return None;
        };
        match theirs.events.last() {
            Some(Event::Stopped(stop)) => Some((theirs.events.len(), &stop.message)),
            _ => None,
        }
    }

    pub fn run(&self, n: usize, listener: Option<Listener>) -> (Counts, Option<io::Error>) {
        match self {
            Source::Method(method) => method.run(n, listener),
            Source::Theirs(theirs) => theirs.replay(n, listener),
        }
    }
}

impl Theirs {
    /// The learner's steps, replayed to the listener as a method's would be. No time: the steps
    /// were written by another program.
    fn replay(&self, n: usize, listener: Option<Listener>) -> (Counts, Option<io::Error>) {
        let mut search = Search::new(n, listener);
        let mut depth = 0;
        for event in &self.events {
            if search.stopped() {
                break;
            }
            match event {
                Event::Tried {
                    row,
                    col,
                    refused: None,
                } => {
                    depth += 1;
                    search.place(*row, *col, depth);
                }
                Event::Tried {
                    row,
                    col,
                    refused: Some(refusal),
                } => {
                    let line = match refusal {
                        Refusal::Line(line) => *line,
                        Refusal::Reserved => Line::Reserved,
                    };
                    search.refuse(*row, *col, Why::Taken(line));
                }
                Event::Removed { row, col } => {
                    depth -= 1;
                    search.backtrack(*row, *col);
                }
                Event::Solved(columns) => search.solution(columns, false),
                Event::Broken(broken) | Event::Stopped(broken) => search.note(Step::Broken {
                    row: broken.row,
                    col: broken.col,
                    other: broken.other,
                    message: &broken.message,
                }),
            }
        }
        search.finish(Instant::now())
    }
}

/// The five methods, in the order `--compare` shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Arrays,
    Bits,
    Matrix,
    Mirror,
    Constrained,
}

impl Method {
    pub const ALL: [Method; 5] = [
        Method::Arrays,
        Method::Bits,
        Method::Matrix,
        Method::Mirror,
        Method::Constrained,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Method::Arrays => "arrays",
            Method::Bits => "bits",
            Method::Matrix => "matrix",
            Method::Mirror => "mirror",
            Method::Constrained => "constrained",
        }
    }

    pub fn named(name: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|method| method.name() == name)
    }

    /// The names, for a message: `arrays, bits, matrix, mirror, constrained`.
    pub fn names() -> String {
        let names: Vec<&str> = Method::ALL.iter().map(|method| method.name()).collect();
        names.join(", ")
    }

    /// The method in a sentence, for the top of a step list.
    pub fn idea(self) -> &'static str {
        match self {
            Method::Arrays => "boolean arrays for the columns, the \\ diagonals (index row + n - 1 - col) and the / diagonals (index row + col)",
            Method::Bits => "bit masks for the columns, the \\ diagonals and the / diagonals, shifted one place per row (column c is bit c; masks written column 0 first)",
            Method::Matrix => "a 0/1 matrix, scanned along the eight rays from the square (the book's 4x4 program, any n)",
            Method::Mirror => "bit masks with the left/right mirror: the first row only in its left half, each solution counted with its mirror image",
            Method::Constrained => "boolean arrays, filling next the unfilled row with the fewest free squares",
        }
    }

    /// Runs the method on an n×n board, every step to `listener` if there is one. The time is
    /// the search's alone: with a listener, the search is timed again without one, so that the
    /// time spent showing the steps (and waiting for Enter) is not counted.
    pub fn run(self, n: usize, listener: Option<Listener>) -> (Counts, Option<io::Error>) {
        let listening = listener.is_some();
        let (mut counts, error) = self.search(n, listener);
        if listening && error.is_none() {
            counts.elapsed = self.search(n, None).0.elapsed;
        }
        (counts, error)
    }

    fn search(self, n: usize, listener: Option<Listener>) -> (Counts, Option<io::Error>) {
        let started = Instant::now();
        let mut search = Search::new(n, listener);
        match self {
            Method::Arrays => crate::arrays::search(&mut search),
            Method::Bits => crate::bits::search(&mut search),
            Method::Matrix => crate::matrix::search(&mut search),
            Method::Mirror => crate::mirror::search(&mut search),
            Method::Constrained => crate::constrained::search(&mut search),
        }
        search.finish(started)
    }
}
