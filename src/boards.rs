//! Boards: parsing the two printed forms and telling why a placement is not a solution.
//!
//! A board is its rows as printed, top to bottom, each a string of `.` and `Q` borrowed from the
//! output. The parsers are strict about the format and say where it breaks, by line (AcWing) or
//! line and column (LeetCode); [`validate`] says why a well-formed board is not a solution.
//! Rows and columns in messages count from 0, as the starters, `trace` and every message of the
//! learner's own search number squares; line numbers count from 1, as editors show them.

use crate::report::{plural, quote};

/// One board as printed: its rows, top to bottom.
pub type Board<'a> = Vec<&'a str>;

/// A board of an output and the lines it was printed on (1-based, inclusive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed<'a> {
    pub board: Board<'a>,
    pub lines: Option<(usize, usize)>,
}

/// AcWing 843's form: every board is `n` lines of `n` characters of `.`/`Q`, each line ending in
/// `\n`, followed by one empty line. No boards is the empty text.
pub fn parse_acwing(text: &str, n: usize) -> Result<Vec<Board<'_>>, String> {
    Ok(acwing(text, n)?
        .into_iter()
        .map(|printed| printed.board)
        .collect())
}

/// LeetCode 51's display of the returned `Vec<Vec<String>>`: `[["..Q.","Q..."],[...]]` on one
/// line ending in `\n`, no spaces, `[]` when there is no board. This is the form of our expected
/// outputs and of our own program's output; a contestant's adapter is read leniently, as a value
/// (`crate::value`), because LeetCode compares the value, not its text.
pub fn parse_leetcode(text: &str) -> Result<Vec<Board<'_>>, String> {
    Ok(leetcode(text)?
        .into_iter()
        .map(|printed| printed.board)
        .collect())
}

/// Why a board is not a solution: one line, and below it the board drawn ([`drawing`]) when it
/// is n rows of n `.`/`Q` and n ≤ [`DRAWN_UP_TO`] (an empty drawing otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    pub why: String,
    pub drawing: String,
}

impl Invalid {
    /// A reason with nothing to draw.
    fn plain(why: String) -> Self {
        Invalid {
            why,
            drawing: String::new(),
        }
    }
}

/// The reason, then the drawing on the lines below it.
impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}", self.why)?;
        if !self.drawing.is_empty() {
            write!(f, "\n{}", self.drawing)?;
        }
        Ok(())
    }
}

/// The queen's column (0-based) in each row of `board` when it is a solution for an n×n board;
/// otherwise why not: the wrong number of rows, a row of the wrong length or with a character
/// other than `.`/`Q`, a row with no queen or two, or the first two queens (top down) that share
/// a column or a diagonal, naming the line ([`Line`]) with its number counted from 0 as the
/// message's rows and columns are. A board of the right shape is drawn, the culprits marked.
pub fn validate(board: &[&str], n: usize) -> Result<Vec<usize>, Invalid> {
    if board.len() != n {
        return Err(Invalid::plain(format!(
            "it has {}, expected {n}",
            plural(board.len(), "row")
        )));
    }
    let well_formed = board.iter().all(|text| is_row(text, n));
    let queens = queens_of(board);
    let drawn = |why: String, marked: &[(usize, usize)]| Invalid {
        why,
        drawing: if well_formed {
            drawing(n, &queens, marked)
        } else {
            String::new()
        },
    };
    let mut columns = Vec::with_capacity(n);
    for (row, text) in board.iter().enumerate() {
        if let Some(other) = text.chars().find(|&cell| cell != '.' && cell != 'Q') {
            return Err(Invalid::plain(format!(
                "row {row} holds {other:?}: only '.' and 'Q' are allowed"
            )));
        }
        if text.len() != n {
            return Err(Invalid::plain(format!(
                "row {row} has {}, expected {n}",
                plural(text.len(), "character")
            )));
        }
        let in_row: Vec<(usize, usize)> = queens.iter().copied().filter(|q| q.0 == row).collect();
        match in_row[..] {
            [] => return Err(drawn(format!("row {row} has no queen"), &[])),
            [(_, column)] => columns.push(column),
            _ => {
                let why = format!("row {row} has {} queens (# below)", in_row.len());
                return Err(drawn(why, &in_row));
            }
        }
    }
    for (lower, &b) in columns.iter().enumerate() {
        for (upper, &a) in columns[..lower].iter().enumerate() {
            let (first, second) = ((upper, a), (lower, b));
            if let Some(line) = Line::shared(first, second) {
                let why = format!(
                    "queens at ({},{}) and ({},{}) share {line} (row,column from 0; # below)",
                    first.0, first.1, second.0, second.1
                );
                return Err(drawn(why, &[(upper, a), (lower, b)]));
            }
        }
    }
    Ok(columns)
}

/// A line of the board that two queens can share, with its number: the row, the column, the
/// `\` diagonal (row − col is the same on all its squares: k = row − col) or the `/` diagonal
/// (row + col the same: k = row + col). The numbers are those of the squares it was found from,
/// counted from 0, as the message that names them counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    Row(usize),
    Column(usize),
    Back(isize),
    Slash(usize),
}

impl Line {
    /// The line that queens on squares `a` and `b`, as (row, column), share, if any: their row,
    /// their column, their `\` diagonal or their `/` diagonal, in that order.
    pub fn shared(a: (usize, usize), b: (usize, usize)) -> Option<Line> {
        if a.0 == b.0 {
            Some(Line::Row(a.0))
        } else if a.1 == b.1 {
            Some(Line::Column(a.1))
        } else if a.0 + b.1 == b.0 + a.1 {
            Some(Line::Back(a.0 as isize - a.1 as isize))
        } else if a.0 + a.1 == b.0 + b.1 {
            Some(Line::Slash(a.0 + a.1))
        } else {
            None
        }
    }
}

/// `row 3`, `column 2`, `the \ diagonal row - col = -1`, `the / diagonal row + col = 5`.
impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Line::Row(row) => write!(f, "row {row}"),
            Line::Column(column) => write!(f, "column {column}"),
            Line::Back(k) => write!(f, "the \\ diagonal row - col = {k}"),
            Line::Slash(k) => write!(f, "the / diagonal row + col = {k}"),
        }
    }
}

/// The largest n whose boards explanations draw: a row of 16 squares still reads at a glance.
pub const DRAWN_UP_TO: usize = 16;

/// The n×n board with `queens` on it, as (row, column) from 0, one line a row indented two
/// spaces and no newline after the last: `Q` a queen, `#` a `marked` one (the two that clash),
/// `.` an empty square. Plain characters, never a colour code: explanations go to pipes and
/// files. Empty when n > [`DRAWN_UP_TO`]; squares off the board are left out.
pub fn drawing(n: usize, queens: &[(usize, usize)], marked: &[(usize, usize)]) -> String {
    if n > DRAWN_UP_TO {
        return String::new();
    }
    let mut squares = vec![vec![b'.'; n]; n];
    for &(row, column) in queens.iter().chain(marked) {
        if row < n && column < n {
            squares[row][column] = if marked.contains(&(row, column)) {
                b'#'
            } else {
                b'Q'
            };
        }
    }
    let lines: Vec<String> = squares
        .iter()
        .map(|row| format!("  {}", String::from_utf8_lossy(row)))
        .collect();
    lines.join("\n")
}

/// The (row, column) of every `Q` of a board, row by row.
fn queens_of(board: &[&str]) -> Vec<(usize, usize)> {
    board
        .iter()
        .enumerate()
        .flat_map(|(row, text)| {
            text.match_indices('Q')
                .map(move |(column, _)| (row, column))
        })
        .collect()
}

/// A well-formed board (n rows of n `.`/`Q`) drawn with nothing marked, for a board named
/// in an explanation (missing, not expected); empty when n > [`DRAWN_UP_TO`].
pub fn drawn(board: &[&str]) -> String {
    let queens = queens_of(board);
    drawing(board.len(), &queens, &[])
}

/// A board on one line, rows joined by `|`: `.Q..|...Q|Q...|..Q.`.
pub fn one_line(board: &[&str]) -> String {
    board.join("|")
}

/// The boards drawn from queen columns (0-based, one per row), as AcWing prints them: `n` rows
/// and an empty line each.
pub fn draw(boards: &[Vec<usize>]) -> String {
    let mut text = String::new();
    for columns in boards {
        for &column in columns {
            let mut row = vec![b'.'; columns.len()];
            row[column] = b'Q';
            text += std::str::from_utf8(&row).expect("dots and a Q are ASCII");
            text.push('\n');
        }
        text.push('\n');
    }
    text
}

/// [`parse_acwing`], keeping the lines of each board.
pub(crate) fn acwing(text: &str, n: usize) -> Result<Vec<Printed<'_>>, String> {
    let mut boards = Vec::new();
    let mut rows = Vec::with_capacity(n);
    let mut first = 0;
    let mut number = 0;
    for (index, raw) in text.split_inclusive('\n').enumerate() {
        number = index + 1;
        let line = raw.strip_suffix('\n').unwrap_or(raw);
        let board = boards.len() + 1;
        if rows.len() < n {
            if !is_row(line, n) {
                let hint = if line.is_empty() && rows.is_empty() {
                    " (an extra empty line)".to_string()
                } else if line.is_empty() {
                    format!(" (board {board} has only {} of its {n} rows)", rows.len())
                } else {
                    whitespace_hint(line, |kept| is_row(kept, n))
                };
                return Err(format!(
                    "line {number}: expected {} of '.'/'Q', found {}{hint}",
                    plural(n, "character"),
                    quote(line)
                ));
            }
            if rows.is_empty() {
                first = number;
            }
            rows.push(line);
        } else {
            if !line.is_empty() {
                let hint = if is_row(line, n) {
                    format!(" (a board has {})", plural(n, "row"))
                } else {
                    whitespace_hint(line, str::is_empty)
                };
                return Err(format!(
                    "line {number}: expected an empty line after board {board}, found {}{hint}",
                    quote(line)
                ));
            }
            boards.push(Printed {
                board: std::mem::take(&mut rows),
                lines: Some((first, number - 1)),
            });
        }
        if !raw.ends_with('\n') {
            return Err(format!(
                "line {number}: no newline at the end of the output"
            ));
        }
    }
    match rows.len() {
        0 => Ok(boards),
        kept if kept < n => Err(format!(
            "board {} is cut short: the output ends after {kept} of its {n} rows",
            boards.len() + 1
        )),
        _ => Err(format!(
            "line {}: the empty line after board {} is missing at the end of the output",
            number + 1,
            boards.len() + 1
        )),
    }
}

/// The boards of an AcWing-style output read leniently: `\r`, trailing spaces and tabs and empty
/// lines are ignored, so only rows count. For telling a presentation error from a wrong answer.
pub(crate) fn acwing_lenient(text: &str, n: usize) -> Result<Vec<Printed<'_>>, String> {
    let mut boards = Vec::new();
    let mut rows = Vec::with_capacity(n);
    let mut first = 0;
    for (index, raw) in text.split('\n').enumerate() {
        let line = raw.trim_end_matches([' ', '\t', '\r']);
        if line.is_empty() {
            continue;
        }
        if !is_row(line, n) {
            return Err(format!(
                "line {}: expected {} of '.'/'Q', found {}",
                index + 1,
                plural(n, "character"),
                quote(raw)
            ));
        }
        if rows.is_empty() {
            first = index + 1;
        }
        rows.push(line);
        if rows.len() == n {
            boards.push(Printed {
                board: std::mem::take(&mut rows),
                lines: Some((first, index + 1)),
            });
        }
    }
    if !rows.is_empty() {
        return Err(format!(
            "board {} is cut short: the output ends after {} of its {n} rows",
            boards.len() + 1,
            rows.len()
        ));
    }
    Ok(boards)
}

fn is_row(line: &str, n: usize) -> bool {
    line.len() == n && line.bytes().all(|cell| cell == b'.' || cell == b'Q')
}

/// ` (a CRLF line ending)` or ` (trailing whitespace)` when that is all that keeps `line` from
/// being `right`.
fn whitespace_hint(line: &str, right: impl Fn(&str) -> bool) -> String {
    if line.ends_with('\r') && right(line.trim_end_matches('\r')) {
        " (a CRLF line ending)".to_string()
    } else if right(line.trim_end_matches([' ', '\t', '\r'])) {
        " (trailing whitespace)".to_string()
    } else {
        String::new()
    }
}

/// [`parse_leetcode`], keeping [`Printed`] boards (with no lines: the display is one line).
pub(crate) fn leetcode(text: &str) -> Result<Vec<Printed<'_>>, String> {
    let mut cursor = Cursor { text, at: 0 };
    let mut boards = Vec::new();
    cursor.expect(b'[', "'['")?;
    if !cursor.next_is(b']') {
        loop {
            boards.push(Printed {
                board: cursor.board()?,
                lines: None,
            });
            if !cursor.next_is(b',') {
                break;
            }
        }
        cursor.expect(b']', "',' or ']'")?;
    }
    cursor.expect(b'\n', "a newline after the last ']'")?;
    if cursor.at < text.len() {
        return Err(cursor.error("the end of the output"));
    }
    Ok(boards)
}

struct Cursor<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    /// `["..Q.","Q..."]`
    fn board(&mut self) -> Result<Board<'a>, String> {
        let mut rows = Vec::new();
        self.expect(b'[', "'[' opening a board")?;
        if self.next_is(b']') {
            return Ok(rows);
        }
        loop {
            self.expect(b'"', "'\"' opening a row")?;
            let start = self.at;
            let bytes = self.text.as_bytes();
            while self.at < bytes.len() && matches!(bytes[self.at], b'.' | b'Q') {
                self.at += 1;
            }
            rows.push(&self.text[start..self.at]);
            if self.at < bytes.len() && bytes[self.at] == b'"' {
                self.at += 1;
            } else {
                return Err(self.error("'.', 'Q' or '\"'"));
            }
            if !self.next_is(b',') {
                break;
            }
        }
        self.expect(b']', "',' or ']'")?;
        Ok(rows)
    }

    /// Consumes `byte` if it comes next.
    fn next_is(&mut self, byte: u8) -> bool {
        let found = self.text.as_bytes().get(self.at) == Some(&byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), String> {
        if self.next_is(byte) {
            Ok(())
        } else {
            Err(self.error(what))
        }
    }

    /// `line 1, column 37: expected ',' or ']', found ' ' after "…Q.\",\"Q...\"]"`
    fn error(&self, expected: &str) -> String {
        let before = &self.text[..self.at];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |newline| newline + 1) + 1;
        let found = match self.text[self.at..].chars().next() {
            Some(found) => format!("{found:?}"),
            None => "the end of the output".to_string(),
        };
        let mut start = self.at.saturating_sub(24);
        while !self.text.is_char_boundary(start) {
            start += 1;
        }
        let context = if start == 0 { "" } else { "…" };
        let after = if self.at == 0 {
            String::new()
        } else {
            format!(" after {context}{}", quote(&self.text[start..self.at]))
        };
        format!("line {line}, column {column}: expected {expected}, found {found}{after}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
    const FOUR_LEETCODE: &str =
        "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n";

    #[test]
    fn both_forms_parse_to_the_same_boards() {
        let boards = parse_acwing(FOUR, 4).unwrap();
        assert_eq!(boards, parse_leetcode(FOUR_LEETCODE).unwrap());
        assert_eq!(boards[0], [".Q..", "...Q", "Q...", "..Q."]);
        assert_eq!(one_line(&boards[1]), "..Q.|Q...|...Q|.Q..");
        let columns: Vec<_> = boards.iter().map(|b| validate(b, 4).unwrap()).collect();
        assert_eq!(columns, [vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
        assert_eq!(draw(&columns), FOUR);
        let lines: Vec<_> = acwing(FOUR, 4).unwrap().iter().map(|p| p.lines).collect();
        assert_eq!(lines, [Some((1, 4)), Some((6, 9))]);
    }

    #[test]
    fn no_boards() {
        assert_eq!(parse_acwing("", 3).unwrap().len(), 0);
        assert_eq!(parse_leetcode("[]\n").unwrap().len(), 0);
        assert_eq!(parse_leetcode("[[]]\n").unwrap(), [Vec::<&str>::new()]);
    }

    #[test]
    fn acwing_format_errors_say_where() {
        let error = |text: &str| parse_acwing(text, 4).unwrap_err();
        assert_eq!(
            error(&FOUR.replacen("...Q\n", "...Q \n", 1)),
            "line 2: expected 4 characters of '.'/'Q', found \"...Q \" (trailing whitespace)"
        );
        assert_eq!(
            error(&FOUR.replace('\n', "\r\n")),
            "line 1: expected 4 characters of '.'/'Q', found \".Q..\\r\" (a CRLF line ending)"
        );
        assert_eq!(
            error(&FOUR.replacen("\n\n", "\n", 1)),
            "line 5: expected an empty line after board 1, found \"..Q.\" (a board has 4 rows)"
        );
        assert_eq!(
            error(&FOUR.replacen("\n\n", "\n\n\n", 1)),
            "line 6: expected 4 characters of '.'/'Q', found \"\" (an extra empty line)"
        );
        assert_eq!(
            error(&FOUR.replacen("\n\n", "\n \n", 1)),
            "line 5: expected an empty line after board 1, found \" \" (trailing whitespace)"
        );
        assert_eq!(
            error(".Q..\n...Q\n\n"),
            "line 3: expected 4 characters of '.'/'Q', found \"\" (board 1 has only 2 of its 4 rows)"
        );
        assert_eq!(
            error(".Q..\n...Q\n"),
            "board 1 is cut short: the output ends after 2 of its 4 rows"
        );
        assert_eq!(
            error(&FOUR[..FOUR.len() - 1]),
            "line 10: the empty line after board 2 is missing at the end of the output"
        );
        assert_eq!(
            error(&FOUR[..FOUR.len() - 2]),
            "line 9: no newline at the end of the output"
        );
        assert_eq!(
            error(".Q..\n..Q\n"),
            "line 2: expected 4 characters of '.'/'Q', found \"..Q\""
        );
        assert_eq!(
            error(".Q..\n.q..\n"),
            "line 2: expected 4 characters of '.'/'Q', found \".q..\""
        );
    }

    #[test]
    fn counts_in_messages_agree_with_their_nouns() {
        assert_eq!(
            parse_acwing("QQ\n", 1).unwrap_err(),
            "line 1: expected 1 character of '.'/'Q', found \"QQ\""
        );
        assert_eq!(
            acwing_lenient("QQ\n", 1).unwrap_err(),
            "line 1: expected 1 character of '.'/'Q', found \"QQ\""
        );
        assert_eq!(
            parse_acwing("Q\nQ\n", 1).unwrap_err(),
            "line 2: expected an empty line after board 1, found \"Q\" (a board has 1 row)"
        );
        assert_eq!(
            validate(&[], 1).unwrap_err().why,
            "it has 0 rows, expected 1"
        );
        assert_eq!(
            validate(&["Q"], 2).unwrap_err().why,
            "it has 1 row, expected 2"
        );
        assert_eq!(
            validate(&["Q", ".Q"], 2).unwrap_err().why,
            "row 0 has 1 character, expected 2"
        );
    }

    #[test]
    fn acwing_lenient_reads_rows_only() {
        let messy = FOUR.replace("\n\n", "\n").replace('\n', " \r\n");
        let boards = acwing_lenient(&messy, 4).unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[1].lines, Some((5, 8)));
        assert_eq!(
            acwing_lenient(".Q..\nQQ\n", 4).unwrap_err(),
            "line 2: expected 4 characters of '.'/'Q', found \"QQ\""
        );
    }

    #[test]
    fn leetcode_format_errors_say_where() {
        let error = |text: &str| parse_leetcode(text).unwrap_err();
        assert_eq!(
            error("[[\".Q..\", \"...Q\"]]\n"),
            "line 1, column 10: expected '\"' opening a row, found ' ' after \"[[\\\".Q..\\\",\""
        );
        assert_eq!(
            error("[[\"..\"]]"),
            "line 1, column 9: expected a newline after the last ']', found the end of the output \
             after \"[[\\\"..\\\"]]\""
        );
        assert!(
            error("[[\"..\"]]\n\n").starts_with("line 2, column 1: expected the end of the output")
        );
        assert!(
            error("").starts_with("line 1, column 1: expected '[', found the end of the output")
        );
        assert!(error("[[\"..Q.\"],]\n").contains("expected '[' opening a board, found ']'"));
        assert!(error("[[\"..q.\"]]\n").contains("expected '.', 'Q' or '\"', found 'q'"));
        assert!(error("[[\"..Q.\"]\n").contains("expected ',' or ']', found '\\n'"));
        assert!(error("[['..Q.']]\n").contains("found '\\''"));
        let long = "[".to_string() + &"[\"Q\"],".repeat(20) + "[\"Q\"] ]\n";
        assert!(error(&long).contains("after …\""), "{}", error(&long));
    }

    #[test]
    fn validate_explains_why_a_board_is_not_a_solution() {
        let why = |board: &[&str]| validate(board, 4).unwrap_err().why;
        assert_eq!(why(&[".Q..", "...Q", "Q..."]), "it has 3 rows, expected 4");
        assert_eq!(
            why(&[".Q..", "...Q.", "Q...", "..Q."]),
            "row 1 has 5 characters, expected 4"
        );
        assert_eq!(
            why(&[".Q..", "...Q", "Q.x.", "..Q."]),
            "row 2 holds 'x': only '.' and 'Q' are allowed"
        );
        assert_eq!(why(&[".Q..", "....", "Q...", "..Q."]), "row 1 has no queen");
        assert_eq!(
            why(&[".Q..", "Q..Q", "Q...", "..Q."]),
            "row 1 has 2 queens (# below)"
        );
        assert_eq!(validate(&["Q"], 1), Ok(vec![0]));
    }

    /// Each kind of line two queens can share is named with its k, and the board is drawn with
    /// the two marked: k is worked out by hand from the squares the message prints (from 0).
    #[test]
    fn each_kind_of_line_is_named_with_its_number_and_drawn() {
        let invalid = |board: &[&str]| validate(board, 4).unwrap_err();
        // Two queens in row 1, columns 0 and 3.
        let row = invalid(&[".Q..", "Q..Q", "Q...", "..Q."]);
        assert_eq!(row.drawing, "  .Q..\n  #..#\n  Q...\n  ..Q.");
        // (0,1) and (2,1): column 1.
        let column = invalid(&[".Q..", "...Q", ".Q..", "..Q."]);
        assert_eq!(
            column.why,
            "queens at (0,1) and (2,1) share column 1 (row,column from 0; # below)"
        );
        assert_eq!(column.drawing, "  .#..\n  ...Q\n  .#..\n  ..Q.");
        // (0,1) and (1,2): 0 - 1 = 1 - 2 = -1, down to the right.
        let back = invalid(&[".Q..", "..Q.", "Q...", "...Q"]);
        assert_eq!(
            back.why,
            "queens at (0,1) and (1,2) share the \\ diagonal row - col = -1 (row,column from 0; \
             # below)"
        );
        assert_eq!(back.drawing, "  .#..\n  ..#.\n  Q...\n  ...Q");
        assert_eq!(
            back.to_string(),
            format!("{}\n  .#..\n  ..#.\n  Q...\n  ...Q", back.why)
        );
        // (2,2) and (3,1): 2 + 2 = 3 + 1 = 4, down to the left.
        let slash = invalid(&["...Q", "Q...", "..Q.", ".Q.."]);
        assert_eq!(
            slash.why,
            "queens at (2,2) and (3,1) share the / diagonal row + col = 4 (row,column from 0; \
             # below)"
        );
        assert_eq!(slash.drawing, "  ...Q\n  Q...\n  ..#.\n  .#..");
        // (0,2) and (1,3): 0 - 2 = 1 - 3 = -2.
        assert!(invalid(&["..Q.", "...Q", "Q...", ".Q.."])
            .why
            .contains("share the \\ diagonal row - col = -2 "));
        // A row without a queen is drawn with nothing marked; a malformed board is not drawn.
        assert_eq!(
            invalid(&[".Q..", "....", "Q...", "..Q."]).drawing,
            "  .Q..\n  ....\n  Q...\n  ..Q."
        );
        assert_eq!(invalid(&[".Q..", "...Q.", "Q...", "..Q."]).drawing, "");
        assert_eq!(
            invalid(&[".Q..", "...Q", "Q..."]).to_string(),
            "it has 3 rows, expected 4"
        );
    }

    #[test]
    fn lines_are_found_in_order_and_numbered_as_given() {
        assert_eq!(Line::shared((2, 5), (2, 1)), Some(Line::Row(2)));
        assert_eq!(Line::shared((0, 3), (6, 3)), Some(Line::Column(3)));
        assert_eq!(Line::shared((5, 1), (7, 3)), Some(Line::Back(4)));
        assert_eq!(Line::shared((1, 5), (3, 7)), Some(Line::Back(-4)));
        assert_eq!(Line::shared((0, 4), (4, 0)), Some(Line::Slash(4)));
        assert_eq!(Line::shared((1, 2), (2, 4)), None);
        assert_eq!(Line::Back(-4).to_string(), "the \\ diagonal row - col = -4");
        assert_eq!(Line::Slash(4).to_string(), "the / diagonal row + col = 4");
        assert_eq!(Line::Row(2).to_string(), "row 2");
        assert_eq!(Line::Column(3).to_string(), "column 3");
    }

    /// Plain characters only: no escape (a colour code starts with one), nothing but `.`, `Q`,
    /// `#`, the indent and newlines; nothing drawn beyond 16.
    #[test]
    fn drawings_hold_no_colour_codes_and_stop_beyond_16() {
        let queens: Vec<(usize, usize)> = (0..16).map(|row| (row, row)).collect();
        let sixteen = drawing(16, &queens, &[(0, 0), (1, 1)]);
        assert_eq!(sixteen.lines().count(), 16);
        assert!(sixteen
            .bytes()
            .all(|byte| matches!(byte, b'.' | b'Q' | b'#' | b' ' | b'\n')));
        assert!(sixteen.starts_with("  #...............\n  .#..............\n  ..Q............."));
        assert_eq!(drawing(17, &[(0, 0)], &[]), "");
        let invalid = validate(&["Q.", "Q."], 2).unwrap_err();
        assert!(!invalid.to_string().contains('\u{1b}'), "{invalid}");
        assert_eq!(drawn(&["Q.", ".Q"]), "  Q.\n  .Q");
    }

    /// Every placement of one queen per row, for n = 1..=6, against A000170: `validate` accepts
    /// exactly the solutions.
    #[test]
    fn validate_counts_match_oeis() {
        for n in 1..=6_usize {
            let rows: Vec<String> = (0..n)
                .map(|column| {
                    (0..n)
                        .map(|at| if at == column { 'Q' } else { '.' })
                        .collect()
                })
                .collect();
            let mut solutions = 0;
            for code in 0..n.pow(n as u32) {
                let board: Vec<&str> = (0..n)
                    .map(|row| rows[code / n.pow(row as u32) % n].as_str())
                    .collect();
                solutions += u64::from(validate(&board, n).is_ok());
            }
            assert_eq!(Some(solutions), crate::oeis::all(n), "n = {n}");
        }
    }
}
