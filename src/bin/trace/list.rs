//! The plain step list, one line a step, indented by the queens on the board; and the counts
//! that close it (and that `--count` prints alone).

use crate::methods::{Method, Source};
use crate::record::Board;
use crate::search::{Counts, Line, Step, Why};

/// A square, as every line writes it: (row,col), both from 0.
fn square(row: usize, col: usize) -> String {
    format!("({row},{col})")
}

/// A mask in binary, n digits, column 0 (bit 0) first, so that it lines up with the board; `mark`
/// puts brackets around one column's bit.
pub fn binary(mask: u64, n: usize, mark: Option<usize>) -> String {
    (0..n)
        .map(|col| {
            let digit = if mask >> col & 1 == 1 { '1' } else { '0' };
            if mark == Some(col) {
                format!("[{digit}]")
            } else {
                digit.to_string()
            }
        })
        .collect()
}

/// Why a square is refused, in words.
fn reason(why: Why, row: usize, col: usize, board: &Board) -> String {
    let (n, piece) = (board.n, board.piece);
    match why {
        Why::Taken(Line::Column) => format!("column {col} holds a {piece}"),
        Why::Taken(Line::Row) => format!("row {row} holds a {piece}"),
        Why::Taken(Line::Reserved) => "the square is reserved".to_string(),
        Why::Taken(Line::Back) => {
            let k = row as isize - col as isize;
            format!("the \\ diagonal row - col = {k} holds a {piece}")
        }
        Why::Taken(Line::Slash) => {
            format!("the / diagonal row + col = {} holds a {piece}", row + col)
        }
        Why::Masks {
            line,
            columns,
            back,
            slash,
        } => {
            let mark = |own: Line| (own == line).then_some(col);
            let symbol = match line {
                Line::Back => "\\",
                Line::Slash => "/",
                _ => "columns",
            };
            format!(
                "bit {col} is set in the {symbol} mask: columns {}  \\ {}  / {}",
                binary(columns, n, mark(Line::Column)),
                binary(back, n, mark(Line::Back)),
                binary(slash, n, mark(Line::Slash)),
            )
        }
        Why::Ray { ray, row, col } => format!(
            "the {} ray ({}) meets the queen at {}",
            ray.name(),
            ray.line().name(),
            square(row, col)
        ),
    }
}

fn columns_text(columns: &[usize]) -> String {
    let words: Vec<String> = columns.iter().map(|col| col.to_string()).collect();
    words.join(" ")
}

/// One step in words, without indentation.
pub fn describe(step: &Step, board: &Board) -> String {
    let n = board.n;
    match *step {
        Step::Try {
            row,
            col,
            refused: None,
        } => format!("try {}: place a {}", square(row, col), board.piece),
        Step::Try {
            row,
            col,
            refused: Some(why),
        } => format!(
            "try {}: refused, {}",
            square(row, col),
            reason(why, row, col, board)
        ),
        Step::Backtrack { row, col } => {
            format!(
                "backtrack: take the {} off {}",
                board.piece,
                square(row, col)
            )
        }
        Step::Solution { columns, mirrored } => {
            let mut text = format!("solution: columns {}", columns_text(columns));
            if mirrored {
                let mirror: Vec<usize> = columns.iter().map(|col| n - 1 - col).collect();
                text += &format!(", and its mirror {}", columns_text(&mirror));
            }
            text
        }
        Step::Half { row, upto } => {
            let columns = match upto {
                1 => "column 0".to_string(),
                _ => format!("columns 0 to {}", upto - 1),
            };
            let mirrored = match n - upto {
                1 => format!("column {}", n - 1),
                _ => format!("columns {} to {}", n - upto, n - 1),
            };
            match (row, n % 2) {
                // Odd n: the middle column of row 0 is its own mirror, tried after the half.
                (0, 1) => format!(
                    "row 0: {columns}, each board counted with its mirror (the mirror gives \
                     {mirrored}), then the middle column {upto} alone"
                ),
                (0, _) => format!(
                    "row 0: {columns} only, each board counted with its mirror (the mirror \
                     gives {mirrored})"
                ),
                _ => format!(
                    "row {row}: {columns} only, under the middle queen (the mirror gives the \
                     right of the middle)"
                ),
            }
        }
        Step::Choose { row, free } => {
            format!("choose row {row}: the fewest free squares ({free})")
        }
        Step::DeadEnd { row } => format!("dead end: row {row} has no free square"),
        Step::Broken { message, .. } => format!("wrong: {message}"),
    }
}

/// The two lines above the steps: the method in a sentence, and how to read a line.
pub fn header(source: &Source, n: usize) -> String {
    format!(
        "trace {}, n = {n}: {}\nsquares are (row,col), both from 0; a line a step\n",
        source.name(),
        source.idea()
    )
}

/// One step's line: indented two spaces per queen on the board (not counting the one a
/// backtrack takes off), then the step in words.
pub fn line(step: &Step, board: &Board) -> String {
    let indent = 2 * board.indent(step);
    format!("{:indent$}{}", "", describe(step, board))
}

/// The counts, a line each: nodes per depth, refusals per line, dead ends (when the method has
/// them), solutions, time.
pub fn summary(counts: &Counts, source: &Source) -> String {
    let depths: Vec<String> = counts.nodes.iter().map(|nodes| nodes.to_string()).collect();
    let mut text = format!(
        "nodes per depth: {} ({} in all)\n",
        depths.join(" "),
        counts.total_nodes()
    );
    let refusals: Vec<String> = Line::ALL
        .iter()
        .filter(|line| {
            let rare = matches!(line, Line::Row | Line::Reserved);
            let diagonal = matches!(line, Line::Back | Line::Slash) && source.piece() == "rook";
            !(rare || diagonal) || counts.refusals[line.index()] > 0
        })
        .map(|line| format!("{} {}", line.name(), counts.refusals[line.index()]))
        .collect();
    text += &format!("refused: {}\n", refusals.join(", "));
    if source.method() == Some(Method::Constrained) {
        text += &format!("dead ends: {}\n", counts.dead_ends);
    }
    text += &format!("solutions: {}\n", counts.solutions);
    let Source::Theirs(_) = source else {
        return text + &format!("time: {}\n", milliseconds(counts));
    };
    match (source.broken(), source.stopped()) {
        (Some((step, message)), _) => {
            text + &format!("first broken rule, at step {step}: {message}\n")
        }
        (None, Some((step, message))) => {
            text + &format!("no rule broken up to step {step}, where it stopped: {message}\n")
        }
        (None, None) => {
            text + "no rule broken: every board counted once, nothing left on the board\n"
        }
    }
}

/// The search's time in milliseconds, three decimals.
pub fn milliseconds(counts: &Counts) -> String {
    format!("{:.3} ms", counts.elapsed.as_secs_f64() * 1000.0)
}
