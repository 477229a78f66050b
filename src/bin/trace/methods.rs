//! The dispatch: which method a name means, and running it. Each method (`arrays.rs`, `bits.rs`,
//! `matrix.rs`, `mirror.rs`, `constrained.rs`) reports through `search.rs` alone.

use crate::search::{Counts, Listener, Search};
use std::io;
use std::time::Instant;

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
            Method::Arrays => "boolean arrays for the columns, the \\ diagonals (index row - col + n - 1) and the / diagonals (index row + col)",
            Method::Bits => "bit masks for the columns, the \\ diagonals and the / diagonals, shifted one place per row (column c is bit n - 1 - c)",
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
