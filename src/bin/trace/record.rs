//! The one recorder: runs a method and hands each step to a view together with the board the
//! step acts on (the queens standing, the step's number, the solutions found before it). The
//! list, the terminal, the SVG tree and the page all take their steps from here, so they show
//! one sequence and keep no board of their own.

use crate::methods::Source;
use crate::search::{Counts, Step};
use std::io;

/// The board as the steps leave it.
#[derive(Clone, Debug)]
pub struct Board {
    pub n: usize,
    /// `queens[row]`: the column of the queen standing in that row.
    pub queens: Vec<Option<usize>>,
    /// The number of the step being shown, from 1 (0 before the first).
    pub number: u64,
    /// Solutions found so far (a mirrored one counts twice).
    pub solutions: u64,
    /// What stands on the board: `queen`, or `rook`.
    pub piece: &'static str,
}

impl Board {
    pub fn new(n: usize) -> Self {
        Board {
            n,
            queens: vec![None; n],
            number: 0,
            solutions: 0,
            piece: "queen",
        }
    }

    /// The queens standing, in row order: (row, col).
    pub fn standing(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let rows = self.queens.iter().enumerate();
        rows.filter_map(|(row, col)| col.map(|col| (row, col)))
    }

    /// The queens a step's line is indented by: those on the board, not counting the one a
    /// backtrack takes off.
    pub fn indent(&self, step: &Step) -> usize {
        let on_board = self.standing().count();
        match step {
            Step::Backtrack { .. } => on_board - 1,
            _ => on_board,
        }
    }

    /// The board after the step.
    pub fn apply(&mut self, step: &Step) {
        match *step {
            Step::Try {
                row,
                col,
                refused: None,
            } => self.queens[row] = Some(col),
            Step::Backtrack { row, .. } => self.queens[row] = None,
            Step::Solution { mirrored, .. } => self.solutions += if mirrored { 2 } else { 1 },
            _ => {}
        }
    }
}

/// A view: takes each step with the board it acts on (before the step), and says when to stop.
pub type View<'a> = &'a mut dyn FnMut(&Step, &Board) -> io::Result<()>;

/// Runs the method (or replays the learner's steps) on an n×n board, every step to `view` with
/// its board; the counts, and the view's error if it stopped the search.
pub fn record(source: &Source, n: usize, view: View) -> (Counts, Option<io::Error>) {
    let mut board = Board::new(n);
    board.piece = source.piece();
    source.run(
        n,
        Some(&mut |step: &Step| {
            board.number += 1;
            let shown = view(step, &board);
            board.apply(step);
            shown
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::methods::Method;

    #[test]
    fn the_board_follows_the_steps_of_n_4() {
        let mut seen = Vec::new();
        let (counts, error) = record(&Source::Method(Method::Arrays), 4, &mut |step, board| {
            seen.push((board.number, board.indent(step), board.standing().count()));
            Ok(())
        });
        assert!(error.is_none());
        // try (0,0) places; try (1,0) is refused with one queen standing.
        assert_eq!(seen[0], (1, 0, 0));
        assert_eq!(seen[1], (2, 1, 1));
        // The last step takes the last queen off: indented by none, one standing before it.
        assert_eq!(*seen.last().unwrap(), (seen.len() as u64, 0, 1));
        assert_eq!(counts.solutions, 2);
    }
}
