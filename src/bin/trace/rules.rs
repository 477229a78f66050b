//! The first step that breaks a rule, read from the steps alone and independent of any method:
//! a piece placed on an attacked square, a free square refused, a queen left on the board after
//! its branch, a row skipped, a solution missed (or counted twice). The rules are those of chess
//! and of a search that fills one line (a row, or a column) at a time; a correct search in
//! another order or by another method keeps them all.
//!
//! The rules judge what the program claims: a board found twice (or, where the problem allows
//! the mirror, a board and its mirror image) is counted twice only when the program's answer
//! counts more boards than there are; the mirror covers a board never found only for a search
//! that doubles, whose answer counts more boards than it found.

use crate::search::Line;
use crate::theirs::{Move, Piece, What};

/// A step of the learner's search as the rules read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A square tried: refused because of `line`, or (`None`) a piece placed on it.
    Tried {
        row: usize,
        col: usize,
        refused: Option<Refusal>,
    },
    Removed {
        row: usize,
        col: usize,
    },
    /// Every row holds a piece: the column of each row's.
    Solved(Vec<usize>),
    /// The first step that breaks a rule: the search is shown up to here.
    Broken(Broken),
    /// The program stopped before its search ended (a panic, a failure, a step off the
    /// board), drawn on its last step's square.
    Stopped(Broken),
}

/// Why a square may be refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A piece on the board holds this line through the square.
    Line(Line),
    /// The square is reserved: the input forbids it (CSES's `*`, Luogu 1562's `.`).
    Reserved,
}

/// A broken rule: where (the square drawn), the piece it concerns if any, and why, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub row: usize,
    pub col: usize,
    pub other: Option<(usize, usize)>,
    pub message: String,
}

/// The line a search fills one piece at a time, in order: each row, or each column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Axis {
    Rows,
    Columns,
}

impl Axis {
    /// The line of (row, col) along the axis, and its name.
    fn of(self, row: usize, col: usize) -> usize {
        match self {
            Axis::Rows => row,
            Axis::Columns => col,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Axis::Rows => "row",
            Axis::Columns => "column",
        }
    }
}

/// The board and what may stand on it.
pub struct Rules<'a> {
    pub n: usize,
    pub piece: Piece,
    /// `reserved[row][col]`: no piece may stand there (empty: none is reserved).
    pub reserved: &'a [Vec<bool>],
    /// Whether a board may count as found when its mirror image was (a count that doubles).
    pub mirror: bool,
    /// How many boards the program's answer says it found, where it says.
    pub claimed: Option<usize>,
}

/// A piece standing.
#[derive(Clone, Copy, Debug)]
struct Standing {
    row: usize,
    col: usize,
}

/// A piece taken off: where, and at which step.
#[derive(Clone, Copy, Debug)]
struct Taken {
    row: usize,
    col: usize,
    step: usize,
}

/// The search so far, as the rules follow it.
struct Follow<'r> {
    rules: &'r Rules<'r>,
    /// Every move of the search, and the index of the one being taken: what the program did
    /// after a step is evidence of what its flags held there.
    moves: &'r [Move],
    at: usize,
    axis: Axis,
    events: Vec<Event>,
    standing: Vec<Standing>,
    taken: Vec<Taken>,
    /// Each board found, and the step that completed it.
    found: Vec<(Vec<usize>, usize)>,
    /// For each step that took a piece off: the pieces standing before it (in the order placed).
    branches: Vec<(Vec<(usize, usize)>, usize)>,
    tried: Option<(usize, usize)>,
    /// Whether a board found again was counted again: the answer claims too many.
    twice: bool,
    /// Whether the search doubles (each board found counts with its mirror image).
    doubles: bool,
}

/// Reads the moves; the events up to and including the first broken rule, if any. A search
/// that did not finish (`stopped`: it panicked, failed or stepped off the board, in words) is
/// not held to the end's rules (nothing left standing, no board missed): its stop is its last
/// event, drawn on the square of its last step.
pub fn check(rules: &Rules, moves: &[Move], stopped: Option<&str>) -> Vec<Event> {
    let (every, found) = (every_board(rules).len(), distinct(rules.n, moves));
    let mut follow = Follow {
        twice: rules.claimed.is_some_and(|claimed| claimed > every),
        doubles: rules.mirror && rules.claimed.is_none_or(|claimed| claimed > found),
        rules,
        moves,
        at: 0,
        axis: axis(moves),
        events: Vec::new(),
        standing: Vec::new(),
        taken: Vec::new(),
        found: Vec::new(),
        branches: Vec::new(),
        tried: None,
    };
    for (at, step) in moves.iter().enumerate() {
        follow.at = at;
        if let Err(broken) = follow.take(*step) {
            follow.events.push(Event::Broken(broken));
            return follow.events;
        }
    }
    let ended = match (stopped, moves.last()) {
        (Some(message), Some(last)) => Err(Broken {
            row: last.row,
            col: last.col,
            other: None,
            message: message.to_string(),
        }),
        _ => follow.end(),
    };
    match ended {
        Err(broken) if stopped.is_some() => follow.events.push(Event::Stopped(broken)),
        Err(broken) => follow.events.push(Event::Broken(broken)),
        Ok(()) => {}
    }
    follow.events
}

/// How many distinct full boards the moves stand on at some point.
fn distinct(n: usize, moves: &[Move]) -> usize {
    let mut standing: Vec<(usize, usize)> = Vec::new();
    let mut boards = std::collections::HashSet::new();
    for step in moves {
        match step.what {
            What::Try => {}
            What::Place => {
                standing.push((step.row, step.col));
                if standing.len() == n {
                    let mut board = standing.clone();
                    board.sort_unstable();
                    boards.insert(board);
                }
            }
            What::Remove => standing.retain(|&square| square != (step.row, step.col)),
        }
    }
    boards.len()
}

/// The axis the search fills, read from the first square it looks at with a piece standing:
/// the next row under the piece placed last (rows), or the same or another row of the next
/// column (columns: the book's 4×4 order). A search that never looks at a square with a piece
/// standing (n <= 3 by bit masks) fills rows.
fn axis(moves: &[Move]) -> Axis {
    let mut standing: Vec<(usize, usize)> = Vec::new();
    for step in moves {
        if let (Some(&(row, col)), What::Try | What::Place) = (standing.last(), step.what) {
            if step.row == row + 1 {
                return Axis::Rows;
            }
            if step.col == col + 1 {
                return Axis::Columns;
            }
        }
        match step.what {
            What::Try => {}
            What::Place => standing.push((step.row, step.col)),
            What::Remove => standing.retain(|&square| square != (step.row, step.col)),
        }
    }
    Axis::Rows
}

fn square(row: usize, col: usize) -> String {
    format!("({row},{col})")
}

/// The line through (row, col) that a piece on (r, c) holds, if any: row, column, `\`, `/`.
fn shared(piece: Piece, (row, col): (usize, usize), (r, c): (usize, usize)) -> Option<Line> {
    if r == row {
        Some(Line::Row)
    } else if c == col {
        Some(Line::Column)
    } else if piece == Piece::Rook {
        None
    } else if r + col == c + row {
        Some(Line::Back)
    } else if r + c == row + col {
        Some(Line::Slash)
    } else {
        None
    }
}

/// The kinds of line (column, `\`, `/`, row) whose flags the run shows cleared: somewhere in
/// it a piece came off a line and a later piece was placed on that same line. A learner's undo
/// clears each kind in a line of its own, so a kind seen cleared once is not the one left set.
fn cleared_kinds(piece: Piece, moves: &[Move]) -> Vec<Line> {
    let kinds = [Line::Column, Line::Back, Line::Slash, Line::Row];
    let mut vacated: Vec<(Line, (usize, usize))> = Vec::new();
    let mut cleared = Vec::new();
    for step in moves {
        let here = (step.row, step.col);
        match step.what {
            What::Try => {}
            What::Remove => {
                for line in kinds {
                    vacated.push((line, here));
                }
            }
            What::Place => {
                for line in kinds {
                    if !cleared.contains(&line)
                        && vacated
                            .iter()
                            .any(|&(kind, there)| kind == line && on(piece, line, here, there))
                    {
                        cleared.push(line);
                    }
                }
                vacated.retain(|&(kind, there)| !on(piece, kind, here, there));
            }
        }
    }
    cleared
}

/// Whether (r, c) is on `line` through (row, col) (a rook has no diagonals).
fn on(piece: Piece, line: Line, (row, col): (usize, usize), (r, c): (usize, usize)) -> bool {
    match line {
        Line::Row => r == row,
        Line::Column => c == col,
        Line::Back => piece == Piece::Queen && r + col == c + row,
        Line::Slash => piece == Piece::Queen && r + c == row + col,
        Line::Reserved => false,
    }
}

/// A line in words: `column 1`, `the \ diagonal row - col = 0`, `the / diagonal row + col = 3`.
pub fn line_words(line: Line, row: usize, col: usize) -> String {
    match line {
        Line::Row => format!("row {row}"),
        Line::Column => format!("column {col}"),
        Line::Back => format!(
            "the \\ diagonal row - col = {}",
            row as isize - col as isize
        ),
        Line::Slash => format!("the / diagonal row + col = {}", row + col),
        Line::Reserved => format!("the reserved square ({row},{col})"),
    }
}

impl Follow<'_> {
    fn piece(&self) -> &'static str {
        match self.rules.piece {
            Piece::Queen => "queen",
            Piece::Rook => "rook",
        }
    }

    fn take(&mut self, step: Move) -> Result<(), Broken> {
        let here = (step.row, step.col);
        match step.what {
            What::Try => {
                self.settle()?;
                self.left_behind(here)?;
                self.tried = Some(here);
                Ok(())
            }
            What::Place => {
                if self.tried != Some(here) {
                    self.settle()?;
                }
                self.tried = None;
                self.place(here)
            }
            What::Remove => {
                self.settle()?;
                self.remove(here)
            }
        }
    }

    /// A square tried and not placed: refused, and rightly only if something holds it.
    fn settle(&mut self) -> Result<(), Broken> {
        let Some((row, col)) = self.tried.take() else {
            return Ok(());
        };
        let refused = self
            .attacker((row, col))
            .map(|(line, _)| Refusal::Line(line));
        let refused = refused.or(self.reserved(row, col).then_some(Refusal::Reserved));
        if refused.is_some() {
            self.events.push(Event::Tried { row, col, refused });
            return Ok(());
        }
        Err(self.wrongly_refused(row, col))
    }

    /// "(2,3) is free: your search refused it", and the flags that may be left set: on each line
    /// through the square (but the one the search fills), the piece taken off it last. A line
    /// the program places a piece on later held no flag then (a flag left set refuses every
    /// square of its line for good), so it is left out; where the run shows no such evidence,
    /// every candidate is named, never a guess among them.
    fn wrongly_refused(&self, row: usize, col: usize) -> Broken {
        // The line the search fills holds no flag (one piece a row): a flag is on another.
        let filled = match self.axis {
            Axis::Rows => Line::Row,
            Axis::Columns => Line::Column,
        };
        let placed_later = |line: Line| {
            self.moves[self.at..].iter().any(|later| {
                later.what == What::Place
                    && (later.row, later.col) != (row, col)
                    && on(self.rules.piece, line, (row, col), (later.row, later.col))
            })
        };
        let lines = [Line::Column, Line::Back, Line::Slash, Line::Row];
        let mut stale: Vec<(Taken, Line)> = lines
            .into_iter()
            .filter(|&line| line != filled)
            .filter_map(|line| {
                let taken =
                    self.taken.iter().rev().find(|taken| {
                        on(self.rules.piece, line, (row, col), (taken.row, taken.col))
                    })?;
                Some((*taken, line))
            })
            .collect();
        // The one taken off last first.
        stale.sort_by_key(|(taken, _)| std::cmp::Reverse(taken.step));
        let cleared = cleared_kinds(self.rules.piece, self.moves);
        let kept: Vec<(Taken, Line)> = stale
            .iter()
            .copied()
            .filter(|&(_, line)| !placed_later(line) && !cleared.contains(&line))
            .collect();
        if !kept.is_empty() {
            stale = kept;
        }
        let piece = self.piece();
        let free = format!(
            "{} is free: no {piece} on the board attacks it, yet your search refused it",
            square(row, col)
        );
        let from = |(taken, line): &(Taken, Line)| {
            format!(
                "{} (from {}, taken off at step {})",
                line_words(*line, row, col),
                square(taken.row, taken.col),
                taken.step
            )
        };
        let message = match &stale[..] {
            [] => format!("{free} (does your test look at the right lines?)"),
            [(taken, line)] => format!(
                "{free}. Is a flag from {}, taken off at step {}, still set? ({} runs through \
                 both: does your undo clear it?)",
                square(taken.row, taken.col),
                taken.step,
                line_words(*line, row, col),
            ),
            several => {
                let named: Vec<String> = several.iter().map(from).collect();
                format!(
                    "{free}. Is a flag still set? Each of these lines through it lost its {piece} \
                     and the run shows none of them cleared: {}; does your undo clear each?",
                    named.join(", ")
                )
            }
        };
        Broken {
            row,
            col,
            other: stale.first().map(|(taken, _)| (taken.row, taken.col)),
            message,
        }
    }

    fn reserved(&self, row: usize, col: usize) -> bool {
        self.rules.reserved.get(row).is_some_and(|cells| cells[col])
    }

    /// The first piece standing that attacks (row, col), and the line it holds.
    fn attacker(&self, here: (usize, usize)) -> Option<(Line, (usize, usize))> {
        self.standing.iter().find_map(|queen| {
            let there = (queen.row, queen.col);
            shared(self.rules.piece, here, there).map(|line| (line, there))
        })
    }

    /// A square looked at on a line that still holds a piece: that piece's branch is over, and
    /// she was never taken off.
    fn left_behind(&self, (row, col): (usize, usize)) -> Result<(), Broken> {
        let axis = self.axis;
        let line = axis.of(row, col);
        let Some(left) = self
            .standing
            .iter()
            .find(|queen| axis.of(queen.row, queen.col) == line)
        else {
            return Ok(());
        };
        Err(Broken {
            row,
            col,
            other: Some((left.row, left.col)),
            message: format!(
                "your search goes on to {} while the {} at {} still stands on {} {line}: her \
                 branch is over, but she was never taken off (undo the placement, and \
                 step(\"remove\", {}, {}))",
                square(row, col),
                self.piece(),
                square(left.row, left.col),
                axis.name(),
                left.row,
                left.col,
            ),
        })
    }

    fn place(&mut self, here: (usize, usize)) -> Result<(), Broken> {
        let (row, col) = here;
        self.left_behind(here)?;
        let piece = self.piece();
        if let Some((line, (r, c))) = self.attacker(here) {
            return Err(Broken {
                row,
                col,
                other: Some((r, c)),
                message: format!(
                    "{}: a {piece} placed on an attacked square: the {piece} at {} holds {}",
                    square(row, col),
                    square(r, c),
                    line_words(line, row, col)
                ),
            });
        }
        if self.reserved(row, col) {
            return Err(Broken {
                row,
                col,
                other: None,
                message: format!(
                    "{}: a {piece} placed on a square the input forbids",
                    square(row, col)
                ),
            });
        }
        let axis = self.axis;
        let line = axis.of(row, col);
        let filled = |k: usize| self.standing.iter().any(|q| axis.of(q.row, q.col) == k);
        if let Some(skipped) = (0..line).find(|&k| !filled(k)) {
            return Err(Broken {
                row,
                col,
                other: None,
                message: format!(
                    "{}: {} {skipped} has no {piece} yet: your search skipped it (each {} gets \
                     one {piece}, in order)",
                    square(row, col),
                    axis.name(),
                    axis.name()
                ),
            });
        }
        self.standing.push(Standing { row, col });
        self.events.push(Event::Tried {
            row,
            col,
            refused: None,
        });
        if self.standing.len() == self.rules.n {
            self.solved()?;
        }
        Ok(())
    }

    /// A full board: the columns of each row's piece; found once only.
    fn solved(&mut self) -> Result<(), Broken> {
        let n = self.rules.n;
        let mut columns = vec![0; n];
        for queen in &self.standing {
            columns[queen.row] = queen.col;
        }
        let mirror: Vec<usize> = columns.iter().map(|col| n - 1 - col).collect();
        let last = *self.standing.last().expect("a full board");
        let before = self
            .found
            .iter()
            .filter(|_| self.twice)
            .find_map(|(board, step)| {
                if *board == columns {
                    Some((*step, false))
                } else if self.doubles && *board == mirror {
                    Some((*step, true))
                } else {
                    None
                }
            });
        if let Some((step, mirrored)) = before {
            let message = if mirrored {
                format!(
                    "this board (columns {}) is the mirror image of the board found at step \
                     {step}: counting both counts it twice. Under the middle column of row 0 \
                     (odd n), try row 1 only left of the middle",
                    words(&columns)
                )
            } else {
                format!(
                    "this board (columns {}) was found before, at step {step}, and your answer \
                     counts it twice",
                    words(&columns)
                )
            };
            return Err(Broken {
                row: last.row,
                col: last.col,
                other: None,
                message,
            });
        }
        self.events.push(Event::Solved(columns.clone()));
        self.found.push((columns, self.events.len()));
        Ok(())
    }

    fn remove(&mut self, (row, col): (usize, usize)) -> Result<(), Broken> {
        let piece = self.piece();
        let Some(index) = self
            .standing
            .iter()
            .position(|queen| (queen.row, queen.col) == (row, col))
        else {
            return Err(Broken {
                row,
                col,
                other: None,
                message: format!("remove {}: no {piece} stands there", square(row, col)),
            });
        };
        if let Some(below) = self.standing.get(index + 1) {
            return Err(Broken {
                row,
                col,
                other: Some((below.row, below.col)),
                message: format!(
                    "{} is taken off while the {piece} at {}, placed after her, still stands: \
                     a branch ends with its own {piece} taken off first",
                    square(row, col),
                    square(below.row, below.col)
                ),
            });
        }
        let before = self.standing.iter().map(|q| (q.row, q.col)).collect();
        self.standing.pop();
        self.events.push(Event::Removed { row, col });
        let step = self.events.len();
        self.taken.push(Taken { row, col, step });
        self.branches.push((before, step));
        Ok(())
    }

    /// The search has ended: nothing left standing, no board missed.
    fn end(&mut self) -> Result<(), Broken> {
        self.settle()?;
        let piece = self.piece();
        if let Some(left) = self.standing.last() {
            return Err(Broken {
                row: left.row,
                col: left.col,
                other: None,
                message: format!(
                    "the search ended with the {piece} at {} still standing: every branch \
                     ends with its {piece} taken off (step(\"remove\", {}, {}))",
                    square(left.row, left.col),
                    left.row,
                    left.col
                ),
            });
        }
        let n = self.rules.n;
        let missed = every_board(self.rules).into_iter().find(|board| {
            let mirror: Vec<usize> = board.iter().map(|col| n - 1 - col).collect();
            !self
                .found
                .iter()
                .any(|(found, _)| found == board || (self.doubles && *found == mirror))
        });
        match missed {
            Some(board) => Err(self.missed(&board)),
            None => Ok(()),
        }
    }

    /// "A solution missed", with the deepest branch of the search on the way to it.
    fn missed(&self, board: &[usize]) -> Broken {
        let axis = self.axis;
        // The board's pieces in the order the search fills its lines.
        let mut order: Vec<(usize, usize)> = board.iter().copied().enumerate().collect();
        order.sort_by_key(|&(row, col)| axis.of(row, col));
        let deepest = self
            .branches
            .iter()
            .filter(|(pieces, _)| {
                let mut sorted = pieces.clone();
                sorted.sort_by_key(|&(row, col)| axis.of(row, col));
                sorted[..] == order[..sorted.len()]
            })
            .max_by_key(|(pieces, _)| pieces.len());
        let piece = self.piece();
        let (depth, context) = match deepest {
            Some((pieces, step)) => (
                pieces.len(),
                format!(
                    "your search stood on {} and took {} off at step {step}",
                    pieces
                        .iter()
                        .map(|&(r, c)| square(r, c))
                        .collect::<Vec<_>>()
                        .join(" "),
                    square(pieces[pieces.len() - 1].0, pieces[pieces.len() - 1].1)
                ),
            ),
            None => (0, "from the empty board".to_string()),
        };
        let (row, col) = order[depth];
        Broken {
            row,
            col,
            other: None,
            message: format!(
                "a solution missed: columns {} (row by row). On the way to it, {context}, \
                 without ever placing a {piece} on {}",
                words(board),
                square(row, col)
            ),
        }
    }
}

/// Every board the rules allow, in lexicographic order of the rows' columns.
pub fn every_board(rules: &Rules) -> Vec<Vec<usize>> {
    let mut boards = Vec::new();
    extend(rules, &mut Vec::new(), &mut boards);
    boards
}

fn extend(rules: &Rules, columns: &mut Vec<usize>, boards: &mut Vec<Vec<usize>>) {
    let row = columns.len();
    if row == rules.n {
        boards.push(columns.clone());
        return;
    }
    for col in 0..rules.n {
        let attacked = columns
            .iter()
            .enumerate()
            .any(|(r, &c)| shared(rules.piece, (row, col), (r, c)).is_some());
        let reserved = rules.reserved.get(row).is_some_and(|cells| cells[col]);
        if !attacked && !reserved {
            columns.push(col);
            extend(rules, columns, boards);
            columns.pop();
        }
    }
}

fn words(columns: &[usize]) -> String {
    let words: Vec<String> = columns.iter().map(|col| col.to_string()).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(text: &str) -> Vec<Move> {
        text.split(',')
            .map(|step| {
                let words: Vec<&str> = step.split_whitespace().collect();
                let what = match words[0] {
                    "t" => What::Try,
                    "p" => What::Place,
                    _ => What::Remove,
                };
                let (row, col) = (words[1].parse().unwrap(), words[2].parse().unwrap());
                Move { what, row, col }
            })
            .collect()
    }

    fn rooks(n: usize) -> Rules<'static> {
        Rules {
            n,
            piece: Piece::Rook,
            reserved: &[],
            mirror: false,
            claimed: None,
        }
    }

    fn broken(events: &[Event]) -> Option<&Broken> {
        match events.last() {
            Some(Event::Broken(broken)) => Some(broken),
            _ => None,
        }
    }

    #[test]
    fn two_rooks_in_either_order_are_correct() {
        let rows = "t 0 0,p 0 0,t 1 0,t 1 1,p 1 1,r 1 1,r 0 0,t 0 1,p 0 1,t 1 0,p 1 0,r 1 0,r 0 1";
        let events = check(&rooks(2), &moves(rows), None);
        assert_eq!(broken(&events), None, "{events:?}");
        assert_eq!(
            events
                .iter()
                .filter(|e| matches!(e, Event::Solved(_)))
                .count(),
            2
        );
        // Column by column: the same two boards.
        let columns =
            "t 0 0,p 0 0,t 0 1,t 1 1,p 1 1,r 1 1,r 0 0,t 1 0,p 1 0,t 0 1,p 0 1,r 0 1,r 1 0";
        assert_eq!(broken(&check(&rooks(2), &moves(columns), None)), None);
    }

    #[test]
    fn a_square_the_input_forbids_is_named_as_such() {
        let forbidden = [vec![false, true], vec![false, false]];
        let rules = Rules {
            reserved: &forbidden,
            ..rooks(2)
        };
        let events = check(&rules, &moves("p 0 1"), None);
        let said = &broken(&events).unwrap().message;
        assert_eq!(said, "(0,1): a rook placed on a square the input forbids");
    }

    #[test]
    fn each_rule_names_its_square() {
        let attacked = check(&rooks(2), &moves("p 0 0,p 1 0"), None);
        let attacked = broken(&attacked).unwrap();
        assert_eq!(
            (attacked.row, attacked.col, attacked.other),
            (1, 0, Some((0, 0)))
        );
        assert!(attacked
            .message
            .contains("the rook at (0,0) holds column 0"));
        let free = check(
            &rooks(2),
            &moves("p 0 0,p 1 1,r 1 1,r 0 0,t 0 1,p 0 1,t 1 0"),
            None,
        );
        let free = broken(&free).unwrap();
        assert_eq!((free.row, free.col), (1, 0));
        assert!(free.message.contains("(1,0) is free"), "{}", free.message);
        assert!(
            free.message.contains("from (0,0), taken off at step 5"),
            "{}",
            free.message
        );
        let left = broken(&check(&rooks(2), &moves("p 0 0,p 1 1,r 1 1,t 0 1"), None)).cloned();
        assert!(left.unwrap().message.contains("never taken off"));
        let missed = broken(&check(&rooks(2), &moves("p 0 0,p 1 1,r 1 1,r 0 0"), None)).cloned();
        let missed = missed.unwrap();
        assert!(
            missed.message.contains("a solution missed: columns 1 0"),
            "{}",
            missed.message
        );
        assert_eq!((missed.row, missed.col), (0, 1));
        let skipped = broken(&check(&rooks(3), &moves("p 0 0,p 2 2"), None)).cloned();
        assert!(skipped.unwrap().message.contains("row 1 has no rook yet"));
    }
}
