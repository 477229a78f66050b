//! The independent checks of expected outputs (STYLE §4): an `.out` is the judge's specification,
//! so it has to be right on its own terms, whatever program wrote it. Each row of the problem
//! table names its check ([`Problem::verify`](crate::Problem)); the golden harness runs it on
//! every case of `testdata/`, and on the outputs of the cases that commit no `.out` because
//! they are too large (`.check`: judged by this property alone).
//!
//! - AcWing 843, LeetCode 51, LeetCode 52, the 4x4 book program and `fundamental`: every board
//!   valid, no board twice, counts equal to OEIS A000170 (all solutions) and A002562
//!   (fundamental), with n read from the case's `.in`.
//! - Luogu P1219, CSES 1624 and Kattis 8queens: a brute force over placements, written here from
//!   the rules of chess and sharing no code with `src/bin/`.
//!
//! A refused input's `.err` is checked by [`refusal`]: one line, `<name>: ` and why.

use crate::boards::{self, Board};
use crate::oeis;
use crate::report::plural;
use crate::value;
use std::collections::HashSet;
use std::sync::OnceLock;

/// AcWing 843: every board, n lines of `.`/`Q` and an empty line each.
pub fn acwing843(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = parse_n(input)?;
    solutions(n, &boards::parse_acwing(utf8(output)?, n)?)
}

/// LeetCode 51: the returned `Vec<Vec<String>>`, read as a value however it was printed.
pub fn leetcode51(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = parse_n(input)?;
    let returned = value::read(utf8(output)?, |reader| {
        reader.list(|reader| reader.list(value::Reader::text))
    })
    .map_err(|why| format!("could not read a list of boards: {why}"))?;
    let boards: Vec<Board> = returned
        .iter()
        .map(|board| board.iter().map(String::as_str).collect())
        .collect();
    solutions(n, &boards)
}

/// LeetCode 52: the count, one line.
pub fn leetcode52(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = parse_n(input)?;
    let expected = format!("{}\n", a000170(n)?);
    if output != expected.as_bytes() {
        return Err(format!(
            "{:?}, but OEIS A000170({n}) is {expected:?}",
            String::from_utf8_lossy(output)
        ));
    }
    Ok(())
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

fn utf8(bytes: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(bytes).map_err(|error| format!("not UTF-8: {error}"))
}

/// The input's n: one integer, whitespace around it.
fn parse_n(input: &[u8]) -> Result<usize, String> {
    let text = String::from_utf8_lossy(input);
    text.trim()
        .parse()
        .map_err(|_| format!("the .in holds {:?}, not one n", text))
}

/// A000170(n), which the boards of an output have to number.
fn a000170(n: usize) -> Result<u64, String> {
    oeis::all(n).ok_or_else(|| format!("OEIS A000170 has no n = {n} here"))
}

/// The 4x4 book program: its two boards as rows of `0 `/`1 `, an empty line after each, then
/// `The number of the answers are 2`.
pub fn queens4x4(_input: &[u8], output: &[u8]) -> Result<(), String> {
    let text = utf8(output)?;
    let count = a000170(4)?;
    let last = format!("The number of the answers are {count}\n");
    let boards_text = text
        .strip_suffix(&last)
        .ok_or_else(|| format!("the last line is not {last:?}"))?;
    // The rows in AcWing's form, which the library parses: `1 ` is a queen, `0 ` an empty square.
    let mut acwing = String::new();
    for (index, line) in boards_text.split_terminator('\n').enumerate() {
        for cell in line.as_bytes().chunks(2) {
            acwing.push(match cell {
                b"0 " => '.',
                b"1 " => 'Q',
                _ => {
                    return Err(format!(
                        "line {}: {line:?} is not a row of cells `0 `/`1 `",
                        index + 1
                    ))
                }
            });
        }
        acwing.push('\n');
    }
    solutions(4, &boards::parse_acwing(&acwing, 4)?)
}

/// The fundamental solutions program: one line `n all fundamental` for each n of the input, in
/// order, with the counts of OEIS A000170 and A002562.
pub fn fundamental(input: &[u8], output: &[u8]) -> Result<(), String> {
    let input = String::from_utf8_lossy(input);
    let output = utf8(output)?;
    let ns: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|token| {
            token
                .parse()
                .map_err(|_| format!("the .in holds {token:?}, not an n"))
        })
        .collect::<Result<_, _>>()?;
    let lines: Vec<&str> = output.split_terminator('\n').collect();
    if !output.ends_with('\n') || lines.len() != ns.len() {
        return Err(format!(
            "{} lines for the {} n of the .in (each ending in a newline)",
            lines.len(),
            ns.len()
        ));
    }
    for (index, (line, &n)) in lines.iter().zip(&ns).enumerate() {
        let all = a000170(n)?;
        let fundamental =
            oeis::fundamental(n).ok_or_else(|| format!("OEIS A002562 has no n = {n} here"))?;
        let expected = format!("{n} {all} {fundamental}");
        if *line != expected {
            return Err(format!(
                "line {}: {line:?}, but OEIS A000170 and A002562 make it {expected:?}",
                index + 1
            ));
        }
    }
    Ok(())
}

/// `boards` are all the solutions for n: each valid, none twice, as many as OEIS A000170 says.
fn solutions(n: usize, boards: &[Board]) -> Result<(), String> {
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

/// Whether queens on squares `a` and `b`, as (row, column), attack each other.
fn attack(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// The first queen that an earlier one attacks, as its index in `queens`.
fn first_attacked(queens: &[(usize, usize)]) -> Option<usize> {
    (1..queens.len()).find(|&k| {
        queens[..k]
            .iter()
            .any(|&earlier| attack(earlier, queens[k]))
    })
}

/// The queen of row `row` stands in column `columns[row]`.
fn squares(columns: &[usize]) -> Vec<(usize, usize)> {
    columns.iter().copied().enumerate().collect()
}

/// Steps `items` to the next permutation in lexicographic order; false after the last one.
fn next_permutation(items: &mut [usize]) -> bool {
    let Some(pivot) = (1..items.len()).rev().find(|&i| items[i - 1] < items[i]) else {
        return false;
    };
    let successor = (pivot..items.len())
        .rev()
        .find(|&i| items[i] > items[pivot - 1])
        .expect("items[pivot] is larger");
    items.swap(pivot - 1, successor);
    items[pivot..].reverse();
    true
}

/// All solutions for n, as the column of each row's queen, in lexicographic order: every
/// permutation of 0..n (n queens never share a row or a column, so each is one) is tried.
fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    let mut columns: Vec<usize> = (0..n).collect();
    let mut found = Vec::new();
    loop {
        if first_attacked(&squares(&columns)).is_none() {
            found.push(columns.clone());
        }
        if !next_permutation(&mut columns) {
            return found;
        }
    }
}

/// The first `count` solutions for n in lexicographic order, by the same walk through the
/// permutations, except that once queen k is attacked, every permutation sharing the first k+1
/// columns is skipped at once (sorting the rest descending makes it the last of them).
fn first_solutions(n: usize, count: usize) -> Vec<Vec<usize>> {
    let mut columns: Vec<usize> = (0..n).collect();
    let mut found = Vec::new();
    while found.len() < count {
        match first_attacked(&squares(&columns)) {
            None => found.push(columns.clone()),
            Some(k) => columns[k + 1..].sort_unstable_by(|a, b| b.cmp(a)),
        }
        if !next_permutation(&mut columns) {
            break;
        }
    }
    found
}

/// Luogu's answer: the first three solutions as 1-based columns, then the count.
fn luogu_answer(first: &[Vec<usize>], total: u64) -> Vec<u8> {
    let mut text = String::new();
    for columns in first {
        let words: Vec<String> = columns.iter().map(|col| (col + 1).to_string()).collect();
        text += &words.join(" ");
        text += "\n";
    }
    text += &format!("{total}\n");
    text.into_bytes()
}

/// n when the input is exactly one integer in 6..=13, whitespace around it free, as
/// `problems/luogu1219.md` says.
pub fn luogu_n(input: &[u8]) -> Option<usize> {
    let text = std::str::from_utf8(input).ok()?;
    let mut tokens = text.split_whitespace();
    let n = tokens.next()?.parse().ok()?;
    (tokens.next().is_none() && (6..=13).contains(&n)).then_some(n)
}

/// The board when the input is 8 lines of 8 `.`/`*` (LF or CRLF, the final newline optional,
/// empty lines after the eighth allowed), as `problems/cses1624.md` and `kattis8queens.md` say.
pub fn read_board(input: &[u8]) -> Option<Vec<Vec<u8>>> {
    let mut lines: Vec<&[u8]> = input
        .split(|&byte| byte == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    let well_formed = lines.len() == 8
        && lines.iter().all(|line| {
            line.len() == 8 && line.iter().all(|&square| square == b'.' || square == b'*')
        });
    well_formed.then(|| lines.iter().map(|line| line.to_vec()).collect())
}

/// The 92 solutions of the empty 8x8 board, from all 8! permutations.
fn eight_queens() -> &'static [Vec<usize>] {
    static SOLUTIONS: OnceLock<Vec<Vec<usize>>> = OnceLock::new();
    SOLUTIONS.get_or_init(|| all_solutions(8))
}

/// CSES 1624's answer: the placements of eight non-attacking queens on free (`.`) squares.
fn cses_answer(board: &[Vec<u8>]) -> Vec<u8> {
    let ways = eight_queens()
        .iter()
        .filter(|columns| (0..8).all(|row| board[row][columns[row]] == b'.'))
        .count();
    format!("{ways}\n").into_bytes()
}

/// Kattis 8queens' answer: `valid` for exactly eight queens (`*`) of which no two attack.
fn kattis_answer(board: &[Vec<u8>]) -> &'static [u8] {
    let queens: Vec<(usize, usize)> = (0..64)
        .map(|square| (square / 8, square % 8))
        .filter(|&(row, col)| board[row][col] == b'*')
        .collect();
    if queens.len() == 8 && first_attacked(&queens).is_none() {
        b"valid\n"
    } else {
        b"invalid\n"
    }
}

/// Luogu P1219: the first three solutions in lexicographic order, then the count.
pub fn luogu1219(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = luogu_n(input).ok_or("the .in is not one n from 6 to 13")?;
    let expected = if n <= 10 {
        let all = all_solutions(n);
        luogu_answer(&all[..3], all.len() as u64)
    } else {
        // 11! and beyond is too many permutations to walk: the count is OEIS A000170's.
        luogu_answer(&first_solutions(n, 3), a000170(n)?)
    };
    same(output, &expected)
}

/// CSES 1624: the placements of eight non-attacking queens on free (`.`) squares.
pub fn cses1624(input: &[u8], output: &[u8]) -> Result<(), String> {
    let board = read_board(input).ok_or("the .in is not 8 lines of 8 `.`/`*`")?;
    same(output, &cses_answer(&board))
}

/// Kattis 8queens: `valid` for exactly eight queens of which no two attack, else `invalid`.
pub fn kattis8queens(input: &[u8], output: &[u8]) -> Result<(), String> {
    let board = read_board(input).ok_or("the .in is not 8 lines of 8 `.`/`*`")?;
    same(output, kattis_answer(&board))
}

/// `output` is the brute force's `expected`, byte for byte.
fn same(output: &[u8], expected: &[u8]) -> Result<(), String> {
    if output == expected {
        return Ok(());
    }
    Err(format!(
        "{:?}, but the brute force says {:?}",
        String::from_utf8_lossy(output),
        String::from_utf8_lossy(expected)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";

    #[test]
    fn boards_are_refused_for_a_wrong_count_a_repeat_or_an_invalid_board() {
        let first = &FOUR[..FOUR.len() / 2];
        let diagonal = FOUR.replacen("...Q\nQ...\n..Q.", "..Q.\nQ...\n...Q", 1);
        assert_eq!(acwing843(b"4\n", FOUR.as_bytes()), Ok(()));
        assert_eq!(
            acwing843(b"4\n", first.as_bytes()).unwrap_err(),
            "1 board, but OEIS A000170(4) is 2"
        );
        assert_eq!(
            acwing843(b"4\n", first.repeat(2).as_bytes()).unwrap_err(),
            "board 2 repeats an earlier board"
        );
        assert_eq!(
            acwing843(b"4\n", diagonal.as_bytes()).unwrap_err(),
            "board 1: queens at (1,2) and (2,3) share a diagonal (row,column from 1)"
        );
        // The .in says which n the boards are for.
        assert!(acwing843(b" 5\r\n", FOUR.as_bytes()).is_err());
        assert!(acwing843(b"four\n", FOUR.as_bytes()).is_err());

        let board = r#"[".Q..","...Q","Q...","..Q."]"#;
        let twice = format!("[{board},{board}]\n");
        assert_eq!(
            leetcode51(b"4\n", twice.as_bytes()).unwrap_err(),
            "board 2 repeats an earlier board"
        );
        assert_eq!(
            leetcode51(b"4\n", format!("[{board}]\n").as_bytes()).unwrap_err(),
            "1 board, but OEIS A000170(4) is 2"
        );
    }

    #[test]
    fn a_count_is_refused_unless_it_is_oeis_a000170() {
        assert_eq!(leetcode52(b"8\n", b"92\n"), Ok(()));
        assert_eq!(
            leetcode52(b"8\n", b"91\n").unwrap_err(),
            "\"91\\n\", but OEIS A000170(8) is \"92\\n\""
        );
        assert!(leetcode52(b"8\n", b"92").is_err());
        assert!(leetcode52(b"9\n", b"92\n").is_err());
    }

    #[test]
    fn the_4x4_output_is_refused_for_a_wrong_board_or_last_line() {
        let good = "0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 \n\n\
                    0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 \n\n\
                    The number of the answers are 2\n";
        assert_eq!(queens4x4(b"", good.as_bytes()), Ok(()));
        let refused = [
            // A wrong count, a last line without its newline.
            good.replace("are 2", "are 3"),
            good.replace("are 2\n", "are 2"),
            // Queens at (1,3) and (2,4) share a diagonal.
            good.replacen("1 0 0 0 \n0 0 0 1 ", "0 0 0 1 \n1 0 0 0 ", 1),
            // The second board twice.
            good.replacen(
                "0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 ",
                "0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 ",
                1,
            ),
            // Cells other than `0 `/`1 `.
            good.replacen("0 0 1 0 ", "0 0 2 0 ", 1),
            good.replacen("0 0 1 0 \n", "0 0 1 0\n", 1),
            good.replacen("0 0 1 0 \n", "0 0 1 0 \r\n", 1),
        ];
        for output in refused {
            assert!(queens4x4(b"", output.as_bytes()).is_err(), "{output:?}");
        }
    }

    #[test]
    fn fundamental_lines_are_refused_unless_they_are_oeis() {
        assert_eq!(fundamental(b"8 9\n", b"8 92 12\n9 352 46\n"), Ok(()));
        assert_eq!(
            fundamental(b"8 9\n", b"8 92 12\n9 352 45\n").unwrap_err(),
            "line 2: \"9 352 45\", but OEIS A000170 and A002562 make it \"9 352 46\""
        );
        assert!(fundamental(b"8 9\n", b"9 352 46\n8 92 12\n").is_err());
        assert!(fundamental(b"8 9\n", b"8 92 12\n").is_err());
        assert!(fundamental(b"8\n", b"8 92 12").is_err());
        assert!(fundamental(b"8\n", b"8 92 12\n\n").is_err());
    }

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

    #[test]
    fn permutation_walks_agree_with_each_other_and_oeis() {
        for n in 1..=10 {
            let all = all_solutions(n);
            assert_eq!(Some(all.len() as u64), oeis::all(n), "n = {n}");
            let first = first_solutions(n, 3);
            assert_eq!(first, all[..all.len().min(3)], "n = {n}");
        }
        assert!(next_permutation(&mut [0, 2, 1]));
        assert!(!next_permutation(&mut [2, 1, 0]));
    }

    #[test]
    fn the_brute_force_refuses_wrong_answers() {
        let luogu8 = b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n";
        assert_eq!(luogu1219(b"8\n", luogu8), Ok(()));
        let swapped = b"1 6 8 3 7 4 2 5\n1 5 8 6 3 7 2 4\n1 7 4 6 8 2 5 3\n92\n";
        assert!(luogu1219(b"8\n", swapped).is_err(), "order matters");
        assert!(luogu1219(
            b"8\n",
            b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n91\n"
        )
        .is_err());
        assert!(luogu1219(b"5\n", luogu8)
            .unwrap_err()
            .starts_with("the .in"));
        let empty = "........\n".repeat(8);
        assert_eq!(cses1624(empty.as_bytes(), b"92\n"), Ok(()));
        assert!(cses1624(empty.as_bytes(), b"91\n").is_err());
        let blocked = empty.replacen('.', "*", 1);
        assert!(
            cses1624(blocked.as_bytes(), b"92\n").is_err(),
            "a reserved corner removes boards"
        );
        let mut board = vec![b"........".to_vec(); 8];
        for (row, column) in [0, 4, 7, 5, 2, 6, 1, 3].into_iter().enumerate() {
            board[row][column] = b'*';
        }
        let text: Vec<u8> = board.join(&b'\n').into_iter().chain(*b"\n").collect();
        assert_eq!(kattis8queens(&text, b"valid\n"), Ok(()));
        assert!(kattis8queens(&text, b"invalid\n").is_err());
        let mut moved = board.clone();
        moved[7].swap(3, 2);
        let text: Vec<u8> = moved.join(&b'\n').into_iter().chain(*b"\n").collect();
        assert_eq!(kattis8queens(&text, b"invalid\n"), Ok(()));
    }
}
