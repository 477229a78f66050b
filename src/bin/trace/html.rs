//! `--html FILE`: the search as one self-contained page to step through in a browser. The page
//! holds the recorder's steps (each with the words and the indentation of the line the list
//! prints for it) and replays them
//! with its own script: the board with the square tried and the line that refuses it, the search
//! tree growing, the counts filling in. Inline style and script, nothing fetched.
//!
//! The contract the tests hold it to: `FILE#step=K` shows step K (step 1 is the list's first
//! line after its header); `id="board"` has `data-queens`, the queens standing after step K as
//! `row,col` pairs in row order; `id="step-text"` holds the step's line of the list.

use crate::list;
use crate::methods::Source;
use crate::record;
use crate::search::{Counts, Line, Step, Why};
use std::fmt::Write;

const TEMPLATE: &str = include_str!("page.html");
const STYLE: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");

/// Records the method's steps and lays them into the page; the page, the counts and the
/// number of steps.
pub fn page(source: &Source, n: usize) -> (String, Counts, u64) {
    let mut steps = String::new();
    let mut count = 0;
    let (counts, _) = record::record(source, n, &mut |step, board| {
        if !steps.is_empty() {
            steps.push_str(",\n");
        }
        count = board.number;
        steps += &entry(step, board.indent(step), &list::describe(step, board));
        Ok(())
    });
    let header = list::header(source, n);
    let data = format!(
        "{{\"method\":{},\"piece\":\"{}\",\"n\":{n},\"header\":{},\"idea\":{},\"nodes\":{:?},\"refusals\":{:?},\
         \"solutions\":{},\"steps\":[\n{steps}]}}",
        string(source.name()),
        source.piece(),
        string(header.lines().next().unwrap_or_default()),
        string(&source.idea()),
        counts.nodes,
        counts.refusals,
        counts.solutions,
    );
    let title = format!("trace {}, n = {n}", source.name());
    let page = TEMPLATE
        .replace("{{TITLE}}", &title)
        .replace("{{STYLE}}", STYLE)
        .replace("{{DATA}}", &data)
        .replace("{{SCRIPT}}", SCRIPT);
    (page, counts, count)
}

/// One step for the script: `[kind, row, col, indent, words, more…]`, where the list's line is
/// `indent` times two spaces, then `words`. Kinds: `p` a queen
/// placed, `x` a square refused (then the line that refuses it: `c` column, `b` `\`, `s` `/`,
/// `w` row; then the masks for bit masks, or the ray and the queen it meets for the matrix),
/// `b` a backtrack, `s` a solution (then 1 if mirrored), `h` a half row (col: the columns
/// tried), `c` a row chosen (col: its free squares), `d` a dead end.
fn entry(step: &Step, indent: usize, line: &str) -> String {
    let (kind, row, col, more) = match *step {
        Step::Try {
            row,
            col,
            refused: None,
        } => ("p", row as i64, col as i64, String::new()),
        Step::Try {
            row,
            col,
            refused: Some(why),
        } => ("x", row as i64, col as i64, refusal(why)),
        Step::Backtrack { row, col } => ("b", row as i64, col as i64, String::new()),
        Step::Solution { mirrored, .. } => ("s", -1, -1, format!(",{}", u8::from(mirrored))),
        Step::Half { row, upto } => ("h", row as i64, upto as i64, String::new()),
        Step::Choose { row, free } => ("c", row as i64, free as i64, String::new()),
        Step::DeadEnd { row } => ("d", row as i64, -1, String::new()),
        Step::Broken {
            row, col, other, ..
        } => {
            let (r, c) = other.map_or((-1, -1), |(r, c)| (r as i64, c as i64));
            ("e", row as i64, col as i64, format!(",{r},{c}"))
        }
    };
    let mut text = format!("[\"{kind}\",{row},{col},{indent},{}", string(line));
    text += &more;
    text.push(']');
    text
}

/// `,"line"` and what the method knows of it: `,[columns,\,/]` masks, or `,"ray",row,col`.
fn refusal(why: Why) -> String {
    let line = match why.line() {
        Line::Column => "c",
        Line::Back => "b",
        Line::Slash => "s",
        Line::Row => "w",
        Line::Reserved => "r",
    };
    match why {
        Why::Taken(_) => format!(",\"{line}\""),
        Why::Masks {
            columns,
            back,
            slash,
            ..
        } => format!(",\"{line}\",[{columns},{back},{slash}]"),
        Why::Ray { ray, row, col } => format!(",\"{line}\",\"{}\",{row},{col}", ray.name()),
    }
}

/// A JSON string that is safe inside `<script>`: `<` written as `\u003c`.
fn string(text: &str) -> String {
    let mut quoted = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => quoted += "\\\"",
            '\\' => quoted += "\\\\",
            '<' => quoted += "\\u003c",
            c if (c as u32) < 0x20 => {
                let _ = write!(quoted, "\\u{:04x}", c as u32);
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::methods::Method;

    #[test]
    fn strings_are_json_and_cannot_close_the_script() {
        assert_eq!(string("a \\ b \"c\""), "\"a \\\\ b \\\"c\\\"\"");
        assert_eq!(string("</script>\n"), "\"\\u003c/script>\\u000a\"");
    }

    #[test]
    fn the_page_holds_every_line_of_the_list() {
        let bits = Source::Method(Method::Bits);
        let (page, counts, steps) = page(&bits, 4);
        let mut list = String::new();
        record::record(&bits, 4, &mut |step, board| {
            list += &list::line(step, board);
            list.push('\n');
            Ok(())
        });
        for line in list.lines() {
            let indent = (line.len() - line.trim_start().len()) / 2;
            let entry = format!(",{indent},{}", string(line.trim_start()));
            assert!(page.contains(&entry), "{line}");
        }
        assert_eq!(counts.solutions, 2);
        assert_eq!(steps as usize, list.lines().count());
        assert!(!page.contains("{{"), "every placeholder filled");
    }
}
