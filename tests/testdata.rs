//! The independent check of the committed expected outputs (STYLE §4): an `.out` is the judge's
//! specification, so it has to be right on its own terms, whatever program wrote it. Every board
//! valid, no board twice, counts equal to OEIS A000170 (all solutions) and A002562 (fundamental),
//! with n read from the case's `.in`; every `.err` one line `<name>: …`.
//!
//! Luogu 1219, CSES 1624 and Kattis 8queens are checked against a brute force in `tests/brute.rs`
//! instead; any other directory of `testdata/` without a check here fails
//! `every_directory_is_checked`.

use nqueens::boards::{self, Board};
use nqueens::cases::{self, Expect};
use nqueens::oeis;
use nqueens::report::plural;
use std::collections::HashSet;

/// Directories whose outputs `tests/brute.rs` checks.
const CHECKED_BY_BRUTE_FORCE: &[&str] = &["cses1624", "kattis8queens", "luogu1219"];

/// Directories checked here, each by its test below.
const CHECKED_HERE: &[&str] = &[
    "acwing843",
    "fundamental",
    "leetcode51",
    "leetcode52",
    "queens4x4",
];

#[test]
fn acwing843() {
    check_directory("acwing843", acwing843_output);
}

#[test]
fn fundamental() {
    check_directory("fundamental", fundamental_output);
}

#[test]
fn leetcode51() {
    check_directory("leetcode51", leetcode51_output);
}

#[test]
fn leetcode52() {
    check_directory("leetcode52", leetcode52_output);
}

#[test]
fn queens4x4() {
    check_directory("queens4x4", queens4x4_output);
}

#[test]
fn every_directory_is_checked() {
    let dir = cases::testdata_dir();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|error| panic!("testdata/: {error}"));
    let mut unchecked = Vec::new();
    for entry in entries {
        let path = entry
            .unwrap_or_else(|error| panic!("testdata/: {error}"))
            .path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let known = CHECKED_HERE.contains(&name.as_str())
            || CHECKED_BY_BRUTE_FORCE.contains(&name.as_str());
        if path.is_dir() && !known {
            unchecked.push(format!("testdata/{name}/"));
        }
    }
    assert!(
        unchecked.is_empty(),
        "no check of the expected outputs in {}: add one to tests/testdata.rs",
        unchecked.join(", ")
    );
}

const FOUR: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";

#[test]
fn boards_are_refused_for_a_wrong_count_a_repeat_or_an_invalid_board() {
    let first = &FOUR[..FOUR.len() / 2];
    let diagonal = FOUR.replacen("...Q\nQ...\n..Q.", "..Q.\nQ...\n...Q", 1);
    assert_eq!(acwing843_output(b"4\n", FOUR.as_bytes()), Ok(()));
    assert_eq!(
        acwing843_output(b"4\n", first.as_bytes()).unwrap_err(),
        "1 board, but OEIS A000170(4) is 2"
    );
    assert_eq!(
        acwing843_output(b"4\n", first.repeat(2).as_bytes()).unwrap_err(),
        "board 2 repeats an earlier board"
    );
    assert_eq!(
        acwing843_output(b"4\n", diagonal.as_bytes()).unwrap_err(),
        "board 1: queens at (1,2) and (2,3) share a diagonal (row,column from 1)"
    );
    // The .in says which n the boards are for.
    assert!(acwing843_output(b" 5\r\n", FOUR.as_bytes()).is_err());
    assert!(acwing843_output(b"four\n", FOUR.as_bytes()).is_err());

    let board = r#"[".Q..","...Q","Q...","..Q."]"#;
    let twice = format!("[{board},{board}]\n");
    assert_eq!(
        leetcode51_output(b"4\n", twice.as_bytes()).unwrap_err(),
        "board 2 repeats an earlier board"
    );
    assert_eq!(
        leetcode51_output(b"4\n", format!("[{board}]\n").as_bytes()).unwrap_err(),
        "1 board, but OEIS A000170(4) is 2"
    );
}

#[test]
fn a_count_is_refused_unless_it_is_oeis_a000170() {
    assert_eq!(leetcode52_output(b"8\n", b"92\n"), Ok(()));
    assert_eq!(
        leetcode52_output(b"8\n", b"91\n").unwrap_err(),
        "\"91\\n\", but OEIS A000170(8) is \"92\\n\""
    );
    assert!(leetcode52_output(b"8\n", b"92").is_err());
    assert!(leetcode52_output(b"9\n", b"92\n").is_err());
}

#[test]
fn the_4x4_output_is_refused_for_a_wrong_board_or_last_line() {
    let good = "0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 \n\n\
                0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 \n\n\
                The number of the answers are 2\n";
    assert_eq!(queens4x4_output(b"", good.as_bytes()), Ok(()));
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
        assert!(
            queens4x4_output(b"", output.as_bytes()).is_err(),
            "{output:?}"
        );
    }
}

#[test]
fn fundamental_lines_are_refused_unless_they_are_oeis() {
    assert_eq!(fundamental_output(b"8 9\n", b"8 92 12\n9 352 46\n"), Ok(()));
    assert_eq!(
        fundamental_output(b"8 9\n", b"8 92 12\n9 352 45\n").unwrap_err(),
        "line 2: \"9 352 45\", but OEIS A000170 and A002562 make it \"9 352 46\""
    );
    assert!(fundamental_output(b"8 9\n", b"9 352 46\n8 92 12\n").is_err());
    assert!(fundamental_output(b"8 9\n", b"8 92 12\n").is_err());
    assert!(fundamental_output(b"8\n", b"8 92 12").is_err());
    assert!(fundamental_output(b"8\n", b"8 92 12\n\n").is_err());
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

/// Checks every case of `testdata/<name>/`: each `.out` by `check`, each `.err` as a refusal's
/// one line. Reports every wrong file, not only the first.
fn check_directory(name: &str, check: fn(&[u8], &[u8]) -> Result<(), String>) {
    let dir = cases::testdata_dir().join(name);
    let cases = cases::load(&dir).unwrap_or_else(|why| panic!("{why}"));
    let mut failures = Vec::new();
    for case in cases {
        let (file, verdict) = match &case.expect {
            Expect::Output(output) => ("out", check(&case.input, output)),
            Expect::Refusal(stderr) => ("err", refusal(name, stderr)),
        };
        if let Err(why) = verdict {
            failures.push(format!("testdata/{name}/{}.{file}: {why}", case.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A refused input's stderr: exactly one line, `<name>: ` and why, ending in `\n`.
fn refusal(name: &str, stderr: &[u8]) -> Result<(), String> {
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

/// AcWing 843: every board, n lines of `.`/`Q` and an empty line each.
fn acwing843_output(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = parse_n(input)?;
    solutions(n, &boards::parse_acwing(utf8(output)?, n)?)
}

/// LeetCode 51: the display of the returned `Vec<Vec<String>>`.
fn leetcode51_output(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = parse_n(input)?;
    solutions(n, &boards::parse_leetcode(utf8(output)?)?)
}

/// LeetCode 52: the count, one line.
fn leetcode52_output(input: &[u8], output: &[u8]) -> Result<(), String> {
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

/// The 4x4 book program: its two boards as rows of `0 `/`1 `, an empty line after each, then
/// `The number of the answers are 2`.
fn queens4x4_output(_input: &[u8], output: &[u8]) -> Result<(), String> {
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
fn fundamental_output(input: &[u8], output: &[u8]) -> Result<(), String> {
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
