//! The problems, one module each (`src/problems/<name>.rs`): each holds its row of the problem
//! table (`PROBLEM`: what its judge does, stated where it differs from [`Problem::new`]'s
//! defaults), its problem's independent check `verify` (written from the rules of chess and the statement,
//! sharing no code with `src/bin/`; the checker itself where the judge accepts any valid answer),
//! `sent_by_judge` (whether the real judge could send an input), and what `judge --stress` needs:
//! random inputs (`generate`, `shrink`) and the library's own reference, `expected` (the expected
//! output of an input, or one valid answer where any is accepted). The table
//! ([`PROBLEMS`]) lists the modules; the golden harness runs `verify`
//! on every case of `testdata/`, and on the outputs of the cases that commit no `.out` because
//! they are too large (`.check`: judged by this property alone).
//!
//! What several problems share is written once:
//! - [`chess`]: the rules of chess (which queens attack), the walks through the permutations, the
//!   92 solutions of the 8x8 board and random solution search;
//! - [`grid8`]: the 8x8 board of `.`/`*` of CSES 1624 and Kattis 8queens (reading, writing,
//!   random boards, shrinking);
//! - this module: the inputs' shapes (one n, `*`/`.` rows, a count and pairs), the checks of a
//!   placement and of a set of boards, the random n of the problems whose input is one n, and
//!   [`refusal`], the check of a refused input's `.err`.

use crate::boards::{self, Board, Line};
use crate::oeis;
use crate::report::plural;
use std::collections::HashSet;

pub mod chess;
pub mod grid8;

mod table;

pub use table::{
    Compiler, Paste, Problem, Rule, Stress, AOJ_RUST, BOJ_RUST, CSES_RUST, KATTIS_RUST,
    LEETCODE_RUST, LUOGU_RUST, SPOJ_RUST, UNKNOWN_RUST,
};

/// The problems: each name is both its module (`src/problems/<name>.rs`, whose `PROBLEM` is its
/// row) and its entry in [`PROBLEMS`], in the order the harness reports them.
macro_rules! problems {
    ($($name:ident),* $(,)?) => {
        $(pub mod $name;)*

        /// The problem table: one row per program in `src/bin/` (the `judge` command aside).
        pub const PROBLEMS: &[Problem] = &[$($name::PROBLEM),*];
    };
}

problems![
    acwing843,
    leetcode51,
    leetcode52,
    queens4x4,
    fundamental,
    luogu1219,
    cses1624,
    kattis8queens,
    aoj8queens,
    kattisqueens,
    luogu1562,
    boj3344,
    spojnqueen,
    leetcode1222,
    rooks,
];

/// The row named `name`, if any.
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}

/// A refused input's stderr: exactly one line, `<name>: ` and why, ending in `\n`.
pub fn refusal(name: &str, stderr: &[u8]) -> Result<(), String> {
    let text = utf8(stderr)?;
    let line = text
        .strip_suffix('\n')
        .ok_or_else(|| format!("{text:?} does not end in a newline"))?;
    if line.contains('\n') {
        return Err(format!("{} lines, not one: {text:?}", text.lines().count()));
    }
    match line.strip_prefix(&format!("{name}: ")) {
        Some(why) if !why.trim().is_empty() => Ok(()),
        _ => Err(format!("{line:?} is not `{name}: ` and what was wrong")),
    }
}

/// The columns on `lines` (row i on line i, from 1) form a valid placement for `n`. A clash
/// names the line the two queens share (its k from the printed rows and columns, from 1) and,
/// for n ≤ [`boards::DRAWN_UP_TO`], draws the board below with the two marked `#`.
pub fn placement(n: usize, lines: &[&str]) -> Result<(), String> {
    // The row (from 1) of the queen holding each column and diagonal, 0 for none: the `\`
    // diagonals at index row - column + n, the `/` diagonals at index row + column.
    let mut columns = vec![0usize; n + 1];
    let mut backslash_diagonals = vec![0usize; 2 * n + 1];
    let mut slash_diagonals = vec![0usize; 2 * n + 1];
    for (index, line) in lines.iter().enumerate() {
        let row = index + 1;
        let column = match column_of(line, n) {
            Ok(column) => column,
            Err(why) => return Err(format!("row {row}: {why}")),
        };
        let (holder, on) = if columns[column] != 0 {
            (columns[column], "its column".to_string())
        } else if backslash_diagonals[row + n - column] != 0 {
            let k = row as isize - column as isize;
            (
                backslash_diagonals[row + n - column],
                Line::Back(k).to_string(),
            )
        } else if slash_diagonals[row + column] != 0 {
            (
                slash_diagonals[row + column],
                Line::Slash(row + column).to_string(),
            )
        } else {
            columns[column] = row;
            backslash_diagonals[row + n - column] = row;
            slash_diagonals[row + column] = row;
            continue;
        };
        let above = column_of(lines[holder - 1], n).unwrap_or(1);
        let why =
            format!("row {row}: column {column} is attacked by the queen of row {holder} on {on}");
        let queens: Vec<(usize, usize)> = lines
            .iter()
            .enumerate()
            .filter_map(|(index, line)| Some((index, column_of(line, n).ok()? - 1)))
            .collect();
        let drawing = boards::drawing(
            n,
            &queens,
            &[(holder - 1, above - 1), (row - 1, column - 1)],
        );
        return Err(if drawing.is_empty() {
            why
        } else {
            format!("{why} (# below)\n{drawing}")
        });
    }
    Ok(())
}

/// A placement's line: a column from 1 to n, or why not.
fn column_of(line: &str, n: usize) -> Result<usize, String> {
    match line.parse() {
        Ok(column) if (1..=n).contains(&column) => Ok(column),
        Ok(_) => Err(format!("column {line} is out of range 1..={n}")),
        Err(_) => {
            let shown: String = line.chars().take(40).collect();
            Err(format!("{shown:?} is not a column number"))
        }
    }
}

/// `boards` are all the solutions for n: each valid, none twice, as many as OEIS A000170 says.
pub fn every_solution(n: usize, boards: &[Board]) -> Result<(), String> {
    let mut seen = HashSet::new();
    for (index, board) in boards.iter().enumerate() {
        boards::validate(board, n).map_err(|why| format!("board {}: {why}", index + 1))?;
        if !seen.insert(board) {
            return Err(format!("board {} repeats an earlier board", index + 1));
        }
    }
    let expected = a000170(n)?;
    if boards.len() as u64 != expected {
        return Err(format!(
            "{}, but OEIS A000170({n}) is {expected}",
            plural(boards.len(), "board")
        ));
    }
    Ok(())
}

/// A000170(n), which the boards of an output have to number.
pub fn a000170(n: usize) -> Result<u64, String> {
    oeis::all(n).ok_or_else(|| format!("OEIS A000170 has no n = {n} here"))
}

/// `output` is the brute force's `expected`, byte for byte.
pub fn same(output: &[u8], expected: &[u8]) -> Result<(), String> {
    if output == expected {
        return Ok(());
    }
    Err(format!(
        "{:?}, but the brute force says {:?}",
        String::from_utf8_lossy(output),
        String::from_utf8_lossy(expected)
    ))
}

pub fn utf8(bytes: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(bytes).map_err(|error| format!("not UTF-8: {error}"))
}

/// The lines of an output, each trimmed, the empty ones at the end left out (lines may end in
/// CRLF and carry spaces): what a special judge reads.
pub fn trimmed_lines(output: &[u8]) -> Result<Vec<&str>, String> {
    let mut lines: Vec<&str> = utf8(output)?.split('\n').map(str::trim).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    Ok(lines)
}

/// The input's n: one integer, whitespace around it.
pub fn parse_n(input: &[u8]) -> Result<usize, String> {
    let text = String::from_utf8_lossy(input);
    let shown: String = text.chars().take(40).collect();
    match text.trim().parse() {
        // Beyond OEIS's table there is nothing to check a count against, and a board of n rows
        // would not fit in memory long before.
        Ok(n) if crate::oeis::all(n).is_some() => Ok(n),
        Ok(n) => Err(format!(
            "the .in holds n = {n}, beyond OEIS A000170's table here"
        )),
        Err(_) => Err(format!("the .in holds {shown:?}, not one n")),
    }
}

/// One integer in `low..=high`, written as a judge writes it: the digits and one `\n`. Spaces,
/// tabs, CRLF, signs and leading zeros are our own leniency cases, not the judge's input.
pub fn one_integer_in(input: &str, low: u32, high: u32) -> bool {
    matches!(input.strip_suffix('\n'), Some(token) if !token.starts_with('0') && integer_in(token, low, high))
}

/// One n in `low..=high` as a judge writes it: `low` or `high` a quarter of the time each (the
/// corners), any n between otherwise.
pub fn draw_n(rng: &mut crate::rng::Rng, low: usize, high: usize) -> Vec<u8> {
    let n = match rng.below(4) {
        0 => low,
        1 => high,
        _ => rng.between(low, high),
    };
    format!("{n}\n").into_bytes()
}

/// The n from `low` up to the input's one n, the smallest first: the first of them that still
/// fails is the smallest failing n.
pub fn smaller_n(input: &[u8], low: usize) -> Vec<Vec<u8>> {
    let n = parse_n(input).unwrap_or(0);
    (low..n).map(|m| format!("{m}\n").into_bytes()).collect()
}

/// A board as LeetCode displays a returned `Vec<Vec<String>>`: `[["..Q.",...],...]`, one line.
pub fn leetcode_boards(boards: &[Vec<String>]) -> Vec<u8> {
    let boards: Vec<String> = boards
        .iter()
        .map(|rows| {
            let rows: Vec<String> = rows.iter().map(|row| format!("{row:?}")).collect();
            format!("[{}]", rows.join(","))
        })
        .collect();
    format!("[{}]\n", boards.join(",")).into_bytes()
}

/// The rows of the board whose queen of row `row` stands in column `columns[row]`: `.` and `Q`.
pub fn board_rows(columns: &[usize]) -> Vec<String> {
    let n = columns.len();
    columns
        .iter()
        .map(|&col| (0..n).map(|c| if c == col { 'Q' } else { '.' }).collect())
        .collect()
}

/// A plain decimal integer (digits only, as a judge writes it) in `low..=high`.
pub fn integer_in(token: &str, low: u32, high: u32) -> bool {
    token.bytes().all(|byte| byte.is_ascii_digit())
        && matches!(token.parse::<u32>(), Ok(n) if (low..=high).contains(&n))
}

/// `rows` when they are n rows of n `*`/`.`: true for each `*`.
pub fn star_rows(rows: &[&[u8]], n: usize) -> Option<Vec<Vec<bool>>> {
    let well_formed = rows.len() == n
        && rows.iter().all(|row| {
            row.len() == n && row.iter().all(|&square| square == b'*' || square == b'.')
        });
    well_formed.then(|| {
        rows.iter()
            .map(|row| row.iter().map(|&square| square == b'*').collect())
            .collect()
    })
}

/// n lines of n `*`/`.`, each ending in `\n`: `*` where `star(row, column)`.
pub fn write_stars(n: usize, star: impl Fn(usize, usize) -> bool) -> Vec<u8> {
    let mut text = Vec::with_capacity(n * (n + 1));
    for row in 0..n {
        text.extend((0..n).map(|col| if star(row, col) { b'*' } else { b'.' }));
        text.push(b'\n');
    }
    text
}

/// A count k and the k pairs after it, whitespace free: all numbers, exactly 2k after k.
pub fn read_pairs(input: &[u8]) -> Option<(usize, Vec<(usize, usize)>)> {
    let text = std::str::from_utf8(input).ok()?;
    let numbers: Vec<usize> = text
        .split_ascii_whitespace()
        .map(|token| token.parse().ok())
        .collect::<Option<_>>()?;
    let (&count, pairs) = numbers.split_first()?;
    (pairs.len().is_multiple_of(2) && pairs.len() / 2 == count).then(|| {
        (
            count,
            pairs.chunks(2).map(|pair| (pair[0], pair[1])).collect(),
        )
    })
}

/// The pairs as a judge writes them: their count on a line, then one pair a line, `a b`.
pub fn write_pairs(pairs: &[(usize, usize)]) -> Vec<u8> {
    use std::io::Write;
    // About ten bytes a pair (n up to 5,000 at Kattis); `write!` to a Vec cannot fail.
    let mut text = Vec::with_capacity(10 * pairs.len() + 8);
    let _ = writeln!(text, "{}", pairs.len());
    for (a, b) in pairs {
        let _ = writeln!(text, "{a} {b}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_is_one_line_naming_the_program() {
        assert_eq!(
            refusal("acwing843", b"acwing843: n = 0 is out of range\n"),
            Ok(())
        );
        let refused: [&[u8]; 5] = [
            b"acwing843: n = 0 is out of range",
            b"acwing843: n = 0\nis out of range\n",
            b"leetcode51: n = 0 is out of range\n",
            b"acwing843: \n",
            b"thread 'main' panicked at src/bin/acwing843.rs:1:1\n",
        ];
        for stderr in refused {
            assert!(refusal("acwing843", stderr).is_err(), "{stderr:?}");
        }
    }
}
