//! The board and value rules: AcWing's boards in their exact layout, any order
//! ([`Rule::Boards`](crate::Rule::Boards)), and LeetCode's returned values however the adapter
//! printed them ([`Rule::LeetCodeBoards`](crate::Rule::LeetCodeBoards),
//! [`Rule::LeetCodeCount`](crate::Rule::LeetCodeCount)). A wrong set of boards names the first
//! board of each kind of problem (not a solution, repeated, not expected, missing) and the counts;
//! a board not a solution, not expected or missing is drawn below its line (n ≤ 16, the two
//! clashing queens `#`, see [`boards::validate`]), indented two spaces.

use super::Verdict;
use crate::boards::{self, Printed};
use crate::report::{plural, quote};
use crate::value::{self, Reader};
use std::collections::HashMap;

/// AcWing's boards: the same multiset of boards in the exact format, any order. Right boards in
/// a wrong layout are PE; wrong boards are WA, with the first format problem said too.
pub(super) fn acwing_boards(input: &[u8], expected: &[u8], actual: &[u8]) -> Verdict {
    let expected = match expected_boards(input, expected, boards::acwing) {
        Ok(expected) => expected,
        Err(verdict) => return verdict,
    };
    let n = expected.n;
    let actual = match utf8(actual) {
        Ok(actual) => actual,
        Err(why) => return Verdict::WrongAnswer(why),
    };
    let (printed, format_problem) = match boards::acwing(actual, n) {
        Ok(printed) => (printed, None),
        Err(strict) => match boards::acwing_lenient(actual, n) {
            Ok(printed) => (printed, Some(strict)),
            Err(lenient) if lenient == strict => return Verdict::WrongAnswer(strict),
            Err(lenient) => {
                return Verdict::WrongAnswer(format!("{lenient}\nfirst format problem: {strict}"))
            }
        },
    };
    let findings = compare_boards(&expected, &printed);
    match (findings.is_empty(), format_problem) {
        (true, None) => Verdict::Accepted,
        (true, Some(why)) => Verdict::PresentationError(format!("the boards are right, but {why}")),
        (false, None) => Verdict::WrongAnswer(findings.join("\n")),
        (false, Some(why)) => Verdict::WrongAnswer(format!(
            "{}\nfirst format problem: {why}",
            findings.join("\n")
        )),
    }
}

/// LeetCode 51's returned boards, read as a value however the adapter printed them (see
/// [`value`]): the same multiset of boards, any order, each board's rows in order. There is no PE:
/// output that does not read as a list of boards is WA with the reading error.
pub(super) fn leetcode_boards(input: &[u8], expected: &[u8], actual: &[u8]) -> Verdict {
    let expected = match expected_boards(input, expected, |text, _| boards::leetcode(text)) {
        Ok(expected) => expected,
        Err(verdict) => return verdict,
    };
    let (returned, printed_apart) = match read_returned(actual, "a list of boards", |reader| {
        reader.list(|reader| reader.list(Reader::text))
    }) {
        Ok(returned) => returned,
        Err(why) => return Verdict::WrongAnswer(why),
    };
    let printed: Vec<Printed> = returned
        .iter()
        .map(|board| Printed {
            board: board.iter().map(String::as_str).collect(),
            lines: None,
        })
        .collect();
    let mut findings = compare_boards(&expected, &printed);
    if findings.is_empty() {
        return Verdict::Accepted;
    }
    findings.extend(printed_apart);
    Verdict::WrongAnswer(findings.join("\n"))
}

/// LeetCode 52's returned count, read as an integer however the adapter printed it: `92`, `92\n`
/// and ` 92 ` are the same value. There is no PE: output that is not an integer is WA with the
/// reading error, a different integer WA `expected 92, found 91`.
pub(super) fn leetcode_count(expected: &[u8], actual: &[u8]) -> Verdict {
    let expected = match read_value(expected, "the expected count", Reader::integer) {
        Ok(expected) => expected,
        Err(why) => return cannot_judge(why),
    };
    match read_returned(actual, "the count", Reader::integer) {
        Ok((found, _)) if found == expected => Verdict::Accepted,
        Ok((found, printed_apart)) => {
            let mut why = format!("expected {expected}, found {found}");
            if let Some(note) = printed_apart {
                why += &format!("\n{note}");
            }
            Verdict::WrongAnswer(why)
        }
        Err(why) => Verdict::WrongAnswer(why),
    }
}

/// The value a LeetCode method returned ([`value::returned_at`]), or `could not read {what}:
/// {why}`; with it, where the method printed lines of its own above the value, what to say of
/// them beside a wrong answer: what was returned, and that those lines are its stdout, which
/// LeetCode shows apart and never judges.
fn read_returned<'a, T>(
    output: &'a [u8],
    what: &str,
    item: impl Fn(&mut Reader<'a>) -> Result<T, String>,
) -> Result<(T, Option<String>), String> {
    let text = utf8(output).map_err(|why| format!("could not read {what}: {why}"))?;
    let (value, at) =
        value::returned_at(text, item).map_err(|why| format!("could not read {what}: {why}"))?;
    let printed_apart = (at > 0).then(|| {
        let lines = match text[..at].lines().count() {
            1 => "the line printed above it is".to_string(),
            count => format!("the {count} lines printed above it are"),
        };
        format!(
            "returned: {}; {lines} the method's stdout, which LeetCode shows apart and does not \
             judge: only the returned value is",
            quote(text[at..].trim_end()),
        )
    });
    Ok((value, printed_apart))
}

/// The whole of `output` read as one value by `item`, or `could not read {what}: {why}`.
fn read_value<'a, T>(
    output: &'a [u8],
    what: &str,
    item: impl FnOnce(&mut Reader<'a>) -> Result<T, String>,
) -> Result<T, String> {
    utf8(output)
        .and_then(|text| value::read(text, item))
        .map_err(|why| format!("could not read {what}: {why}"))
}

/// `output` as text, or which byte is not UTF-8.
fn utf8(output: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(output).map_err(|error| {
        format!(
            "the output is not UTF-8: byte {} of {}",
            error.valid_up_to() + 1,
            output.len()
        )
    })
}

/// A case we cannot judge by: the fault is in `testdata/`, not in the program.
fn cannot_judge(why: String) -> Verdict {
    Verdict::WrongAnswer(format!("cannot judge (a testdata bug): {why}"))
}

/// What a board case expects: n, the boards and each one's queen columns.
struct Expected<'a> {
    n: usize,
    boards: Vec<Printed<'a>>,
    columns: Vec<Vec<usize>>,
}

/// The [`Expected`] boards of a board case, read by `parse`; or the verdict that the case itself
/// is broken.
fn expected_boards<'a>(
    input: &[u8],
    expected: &'a [u8],
    parse: impl FnOnce(&'a str, usize) -> Result<Vec<Printed<'a>>, String>,
) -> Result<Expected<'a>, Verdict> {
    let Some(n) = board_size(input) else {
        return Err(cannot_judge(
            "the input does not hold one integer n".to_string(),
        ));
    };
    let Ok(expected) = std::str::from_utf8(expected) else {
        return Err(cannot_judge("the expected output is not UTF-8".to_string()));
    };
    let expected =
        parse(expected, n).map_err(|why| cannot_judge(format!("the expected output: {why}")))?;
    let mut columns = Vec::with_capacity(expected.len());
    for (index, printed) in expected.iter().enumerate() {
        match boards::validate(&printed.board, n) {
            Ok(queens) => columns.push(queens),
            Err(why) => {
                return Err(cannot_judge(format!(
                    "expected {} is not a solution: {why}",
                    label(index, printed)
                )))
            }
        }
    }
    Ok(Expected {
        n,
        boards: expected,
        columns,
    })
}

/// n of an input that holds one integer and nothing else.
fn board_size(input: &[u8]) -> Option<usize> {
    let mut tokens = std::str::from_utf8(input).ok()?.split_ascii_whitespace();
    match (tokens.next(), tokens.next()) {
        (Some(token), None) => token.parse().ok(),
        _ => None,
    }
}

/// `board 17 (lines 69-72)`, or `board 17` for LeetCode's one line.
fn label(index: usize, printed: &Printed) -> String {
    match printed.lines {
        Some((first, last)) => format!("board {} (lines {first}-{last})", index + 1),
        None => format!("board {}", index + 1),
    }
}

/// How many boards have one kind of problem, and the first of them explained: one line, and the
/// board drawn below it (empty when it is not drawn).
#[derive(Default)]
struct Finding {
    count: usize,
    first: Option<(String, String)>,
}

impl Finding {
    fn note(&mut self, explain: impl FnOnce() -> (String, String)) {
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(explain());
        }
    }

    /// The first one, how many more (`; 2 more boards are not solutions`), and its drawing.
    fn report(self, one_more: &str, more: &str, findings: &mut Vec<String>) {
        if let Some((first, drawing)) = self.first {
            let line = match self.count {
                1 => first,
                2 => format!("{first}; 1 more {one_more}"),
                count => format!("{first}; {} more {more}", count - 1),
            };
            findings.push(with_drawing(line, &drawing));
        }
    }
}

/// `line`, and `drawing` on the lines below it when there is one.
fn with_drawing(line: String, drawing: &str) -> String {
    if drawing.is_empty() {
        line
    } else {
        format!("{line}\n{drawing}")
    }
}

/// The problems of `actual` against the expected multiset of boards, the first of each kind:
/// the count, a board that is not a solution, a repeated one, one not expected, the missing ones.
fn compare_boards(expected: &Expected, actual: &[Printed]) -> Vec<String> {
    let n = expected.n;
    let mut remaining: HashMap<&[usize], usize> = HashMap::new();
    for columns in &expected.columns {
        *remaining.entry(columns).or_default() += 1;
    }
    let mut first_seen: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut invalid = Finding::default();
    let mut repeated = Finding::default();
    let mut unexpected = Finding::default();
    for (index, printed) in actual.iter().enumerate() {
        let columns = match boards::validate(&printed.board, n) {
            Ok(columns) => columns,
            Err(invalid_board) => {
                invalid.note(|| {
                    let line = format!(
                        "{} is not a solution: {}",
                        label(index, printed),
                        invalid_board.why
                    );
                    (line, invalid_board.drawing)
                });
                continue;
            }
        };
        match remaining.get_mut(columns.as_slice()) {
            Some(count) if *count > 0 => *count -= 1,
            _ => match first_seen.get(&columns) {
                Some(&first) => repeated.note(|| {
                    let line = format!(
                        "{} is repeated (also board {})",
                        label(index, printed),
                        first + 1
                    );
                    (line, String::new())
                }),
                None => unexpected.note(|| {
                    let line = format!(
                        "{} is not in the expected answer: {}",
                        label(index, printed),
                        boards::one_line(&printed.board)
                    );
                    (line, boards::drawn(&printed.board))
                }),
            },
        }
        first_seen.entry(columns).or_insert(index);
    }
    let mut findings = Vec::new();
    if actual.len() != expected.boards.len() {
        findings.push(format!(
            "output has {}, expected {}",
            plural(actual.len(), "board"),
            expected.boards.len()
        ));
    }
    invalid.report(
        "board is not a solution",
        "boards are not solutions",
        &mut findings,
    );
    repeated.report("repeat", "repeats", &mut findings);
    unexpected.report(
        "board is not in the expected answer",
        "boards are not in the expected answer",
        &mut findings,
    );
    findings.extend(missing(expected, &remaining));
    findings
}

/// `N boards missing, e.g. …` with the first of them drawn, when expected boards are left over.
fn missing(expected: &Expected, remaining: &HashMap<&[usize], usize>) -> Option<String> {
    let missing: usize = remaining.values().sum();
    if missing == 0 {
        return None;
    }
    let example = expected
        .columns
        .iter()
        .position(|columns| remaining[columns.as_slice()] > 0)
        .map(|index| &expected.boards[index].board[..])
        .unwrap_or_default();
    let line = format!(
        "{} missing, e.g. {}",
        plural(missing, "board"),
        boards::one_line(example)
    );
    Some(with_drawing(line, &boards::drawn(example)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::testing::*;

    #[test]
    fn the_oracle_agrees_with_oeis() {
        for n in 1..=8 {
            assert_eq!(
                Some(solutions(n).len() as u64),
                crate::oeis::all(n),
                "n = {n}"
            );
        }
    }

    #[test]
    fn boards_in_another_order_are_accepted() {
        let eight = solutions(8);
        let mut reversed = eight.clone();
        reversed.reverse();
        let expected = boards::draw(&eight);
        assert_eq!(
            output("acwing843", "8\n", &expected, &expected),
            Verdict::Accepted
        );
        let actual = boards::draw(&reversed);
        assert_eq!(
            output("acwing843", "8\n", &expected, &actual),
            Verdict::Accepted
        );
        let (expected, actual) = (leetcode_display(&eight), leetcode_display(&reversed));
        assert_eq!(
            output("leetcode51", "8", &expected, &actual),
            Verdict::Accepted
        );
    }

    /// Boards printed with `println!` and an empty list returned: the boards the learner sees
    /// are stdout, which LeetCode never judges; the report says what was returned.
    #[test]
    fn printed_boards_with_an_empty_return_say_what_was_returned() {
        let printed = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n[]\n";
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, printed));
        assert!(
            why.starts_with("output has 0 boards, expected 2\n"),
            "{why}"
        );
        assert!(
            why.ends_with(
                "\nreturned: \"[]\"; the 9 lines printed above it are the method's stdout, \
                 which LeetCode shows apart and does not judge: only the returned value is"
            ),
            "{why}"
        );
        // Returned alone, nothing is said of prints; nor when the answer is right.
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, "[]\n"));
        assert!(!why.contains("stdout"), "{why}");
        let right = format!("debug line\n{FOUR_LEETCODE}");
        assert_eq!(
            output("leetcode51", "4\n", FOUR_LEETCODE, &right),
            Verdict::Accepted
        );
        let why = wrong(output("leetcode52", "4\n", "2\n", "2\n3\n0\n"));
        assert!(
            why.starts_with("expected 2, found 0\nreturned: \"0\"; the 2 lines printed"),
            "{why}"
        );
    }

    #[test]
    fn no_boards_at_all() {
        assert_eq!(output("acwing843", "3\n", "", ""), Verdict::Accepted);
        assert_eq!(
            output("leetcode51", "2\n", "[]\n", "[]\n"),
            Verdict::Accepted
        );
        let why = wrong(output("acwing843", "4\n", FOUR, ""));
        assert_eq!(
            why,
            "output has 0 boards, expected 2\n2 boards missing, e.g. .Q..|...Q|Q...|..Q.\n  .Q..\n  ...Q\n  Q...\n  ..Q."
        );
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, "[]\n"));
        assert!(
            why.starts_with("output has 0 boards, expected 2\n"),
            "{why}"
        );
    }

    #[test]
    fn a_duplicated_board() {
        let why = wrong(output("acwing843", "4\n", FOUR, &FIRST.repeat(2)));
        assert_eq!(
            why,
            "board 2 (lines 6-9) is repeated (also board 1)\n1 board missing, e.g. \
             ..Q.|Q...|...Q|.Q..\n  ..Q.\n  Q...\n  ...Q\n  .Q.."
        );
        let why = wrong(output(
            "acwing843",
            "4\n",
            FOUR,
            &(FOUR.to_string() + SECOND + SECOND),
        ));
        assert_eq!(
            why,
            "output has 4 boards, expected 2\nboard 3 (lines 11-14) is repeated (also board 2);\
             \x201 more repeat"
        );
    }

    #[test]
    fn two_queens_on_a_diagonal() {
        let bad = ".Q..\n..Q.\nQ...\n...Q\n\n";
        let why = wrong(output("acwing843", "4\n", FOUR, &(FIRST.to_string() + bad)));
        assert_eq!(
            why,
            "board 2 (lines 6-9) is not a solution: queens at (0,1) and (1,2) share the \\ \
             diagonal row - col = -1 (row,column from 0; # below)\n  .#..\n  ..#.\n  Q...\n  \
             ...Q\n1 board missing, e.g. ..Q.|Q...|...Q|.Q..\n  ..Q.\n  Q...\n  ...Q\n  .Q.."
        );
        let eight = solutions(8);
        let mut actual = eight.clone();
        actual[16] = vec![0, 1, 2, 3, 4, 5, 6, 7];
        actual[40] = vec![0, 0, 0, 0, 0, 0, 0, 0];
        let why = wrong(output(
            "acwing843",
            "8\n",
            &boards::draw(&eight),
            &boards::draw(&actual),
        ));
        assert!(
            why.starts_with(
                "board 17 (lines 145-152) is not a solution: queens at (0,0) and (1,1) share the \
                 \\ diagonal row - col = 0 (row,column from 0; # below); 1 more board is not a \
                 solution\n  #.......\n  .#......\n  ..Q.....\n"
            ),
            "{why}"
        );
        assert!(why.contains("  .......Q\n2 boards missing, e.g. "), "{why}");
    }

    #[test]
    fn two_queens_in_a_column() {
        let bad = "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\"Q...\"]]\n";
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, bad));
        assert!(
            why.starts_with(
                "board 2 is not a solution: queens at (1,0) and (3,0) share column 0 (row,column \
                 from 0; # below)\n  ..Q.\n  #...\n  ...Q\n  #...\n"
            ),
            "{why}"
        );
    }

    #[test]
    fn a_row_without_a_queen_or_of_the_wrong_length() {
        let bad = "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...\",\".Q..\"]]\n";
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, bad));
        assert!(why.starts_with("board 2 is not a solution: row 2 has 3 characters, expected 4"));
        let bad = FIRST.to_string() + "..Q.\nQ...\n....\n.Q..\n\n";
        let why = wrong(output("acwing843", "4\n", FOUR, &bad));
        assert!(why.starts_with("board 2 (lines 6-9) is not a solution: row 2 has no queen"));
    }

    #[test]
    fn a_missing_board() {
        let eight = solutions(8);
        let why = wrong(output(
            "acwing843",
            "8\n",
            &boards::draw(&eight),
            &boards::draw(&eight[..90]),
        ));
        let drawn = boards::draw(&eight[90..91]);
        let missing = boards::parse_acwing(&drawn, 8).unwrap().remove(0);
        // The missing board drawn: its rows as AcWing prints them, indented.
        let indented: Vec<String> = drawn
            .lines()
            .take(8)
            .map(|row| format!("  {row}"))
            .collect();
        assert_eq!(boards::drawn(&missing), indented.join("\n"));
        assert_eq!(
            why,
            format!(
                "output has 90 boards, expected 92\n2 boards missing, e.g. {}\n{}",
                boards::one_line(&missing),
                boards::drawn(&missing)
            )
        );
    }

    #[test]
    fn an_extra_board() {
        let why = wrong(output("acwing843", "4\n", FIRST, FOUR));
        assert_eq!(
            why,
            "output has 2 boards, expected 1\nboard 2 (lines 6-9) is not in the expected answer: \
             ..Q.|Q...|...Q|.Q..\n  ..Q.\n  Q...\n  ...Q\n  .Q.."
        );
        let why = wrong(output("leetcode51", "4\n", "[]\n", FOUR_LEETCODE));
        assert!(why.contains("board 1 is not in the expected answer: .Q..|...Q|Q...|..Q.; 1 more board is not in the expected answer"), "{why}");
    }

    #[test]
    fn acwing_whitespace_slips_are_presentation_errors() {
        let missing_empty_line = FOUR.replacen("\n\n", "\n", 1);
        assert_eq!(
            presentation(output("acwing843", "4\n", FOUR, &missing_empty_line)),
            "the boards are right, but line 5: expected an empty line after board 1, found \
             \"..Q.\" (a board has 4 rows)"
        );
        let trailing_space = FOUR.replacen("...Q\n", "...Q \n", 1);
        assert_eq!(
            presentation(output("acwing843", "4\n", FOUR, &trailing_space)),
            "the boards are right, but line 2: expected 4 characters of '.'/'Q', found \"...Q \" \
             (trailing whitespace)"
        );
        let crlf = FOUR.replace('\n', "\r\n");
        assert!(
            presentation(output("acwing843", "4\n", FOUR, &crlf)).ends_with("(a CRLF line ending)")
        );
        let no_final_empty_line = &FOUR[..FOUR.len() - 1];
        assert!(
            presentation(output("acwing843", "4\n", FOUR, no_final_empty_line))
                .contains("the empty line after board 2 is missing")
        );
        let extra_empty_line = FOUR.to_string() + "\n";
        assert!(
            presentation(output("acwing843", "4\n", FOUR, &extra_empty_line)).contains(
                "line 11: expected 4 characters of '.'/'Q', found \"\" (an extra empty line)"
            )
        );
        // Right boards in the right layout are AC; the same in the wrong order and layout PE.
        let swapped = (SECOND.to_string() + FIRST).replace('\n', " \n");
        assert!(matches!(
            output("acwing843", "4\n", FOUR, &swapped),
            Verdict::PresentationError(_)
        ));
    }

    #[test]
    fn wrong_boards_beat_whitespace_and_both_are_said() {
        let actual = (FIRST.to_string() + FIRST).replacen(".Q..\n", ".Q.. \n", 1);
        let why = wrong(output("acwing843", "4\n", FOUR, &actual));
        assert_eq!(
            why,
            "board 2 (lines 6-9) is repeated (also board 1)\n1 board missing, e.g. \
             ..Q.|Q...|...Q|.Q..\n  ..Q.\n  Q...\n  ...Q\n  .Q..\nfirst format problem: line 1: expected 4 characters of \
             '.'/'Q', found \".Q.. \" (trailing whitespace)"
        );
        let actual = FOUR
            .replacen(".Q..\n", ".Q.. \n", 1)
            .replacen("Q...\n", "Q..\n", 1);
        let why = wrong(output("acwing843", "4\n", FOUR, &actual));
        assert_eq!(
            why,
            "line 3: expected 4 characters of '.'/'Q', found \"Q..\"\nfirst format problem: \
             line 1: expected 4 characters of '.'/'Q', found \".Q.. \" (trailing whitespace)"
        );
    }

    #[test]
    fn garbage_is_a_wrong_answer_that_says_where() {
        let why = wrong(output("acwing843", "4\n", FOUR, "2\n"));
        assert_eq!(why, "line 1: expected 4 characters of '.'/'Q', found \"2\"");
        let bytes = Run {
            stdout: b"\xff\n".to_vec(),
            ..run(Exit::Code(0), b"", b"")
        };
        let case = Case {
            name: "x".into(),
            input: b"4\n".to_vec(),
            expect: Expect::Output(FOUR.into()),
        };
        assert_eq!(
            judge(find("acwing843").unwrap(), &case, &bytes),
            Verdict::WrongAnswer("the output is not UTF-8: byte 1 of 2".into())
        );
    }

    #[test]
    fn a_debug_print_before_the_returned_value_is_the_methods_own() {
        // LeetCode shows what the method prints apart and judges the returned value: the driver
        // prints the value last, so the value is read from the end.
        for actual in ["n = 8\n92\n", "92\n92\n", "debug [1, 2]\n 92 \n\n"] {
            assert_eq!(
                output("leetcode52", "8\n", "92\n", actual),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
        assert_eq!(
            wrong(output("leetcode52", "8\n", "92\n", "92\n91\n")),
            "expected 92, found 91\nreturned: \"91\"; the line printed above it is the method's \
             stdout, which LeetCode shows apart and does not judge: only the returned value is"
        );
        let debug = format!("placing row 0\n[[\"Q\"]]\n{FOUR_LEETCODE}");
        assert_eq!(
            output("leetcode51", "4\n", FOUR_LEETCODE, &debug),
            Verdict::Accepted
        );
        let last = wrong(output(
            "leetcode51",
            "4\n",
            FOUR_LEETCODE,
            "[[\".Q..\"]]\n[[\".Q..\"]]\n",
        ));
        assert!(last.starts_with("output has 1 board, expected 2"), "{last}");
    }

    #[test]
    fn leetcode_boards_are_read_as_values_in_any_print() {
        let accepted = [
            // Python's json.dumps with its default separators, and pretty-printed.
            FOUR_LEETCODE.replace(",", ", "),
            FOUR_LEETCODE.replace(",", ",\n  "),
            // Python's print(res): single quotes.
            FOUR_LEETCODE.replace('"', "'").replace(",", ", "),
            // No final newline, a CRLF one, or blank lines after it.
            FOUR_LEETCODE.trim_end().to_string(),
            FOUR_LEETCODE.replace('\n', "\r\n"),
            format!("  {FOUR_LEETCODE}\n\n"),
            // The boards in the other order.
            "[['..Q.', 'Q...', '...Q', '.Q..'], ['.Q..', '...Q', 'Q...', '..Q.']]".to_string(),
        ];
        for actual in accepted {
            assert_eq!(
                output("leetcode51", "4\n", FOUR_LEETCODE, &actual),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
    }

    #[test]
    fn leetcode_boards_refuse_wrong_values_whatever_the_print() {
        let wrong_board = "[['.Q..', '...Q', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', 'Q...']]";
        assert_eq!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, wrong_board)),
            "board 2 is not a solution: queens at (1,0) and (3,0) share column 0 (row,column from \
             0; # below)\n  ..Q.\n  #...\n  ...Q\n  #...\n1 board missing, e.g. \
             ..Q.|Q...|...Q|.Q..\n  ..Q.\n  Q...\n  ...Q\n  .Q.."
        );
        let repeated =
            "[[\"..Q.\", \"Q...\", \"...Q\", \".Q..\"], [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]]";
        assert_eq!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, repeated)),
            "board 2 is repeated (also board 1)\n1 board missing, e.g. .Q..|...Q|Q...|..Q.\n  .Q..\n  ...Q\n  Q...\n  ..Q."
        );
        let missing = "[['..Q.', 'Q...', '...Q', '.Q..']]";
        assert_eq!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, missing)),
            "output has 1 board, expected 2\n1 board missing, e.g. .Q..|...Q|Q...|..Q.\n  .Q..\n  ...Q\n  Q...\n  ..Q."
        );
        // A row that is not a row: spaces inside the quotes are content, not layout.
        let spaced_row = FOUR_LEETCODE.replacen(".Q..", ". Q..", 1);
        assert!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, &spaced_row))
                .starts_with("board 1 is not a solution: row 0 holds ' ': only '.' and 'Q'"),
        );
        // Rows of a board keep their order: two rows swapped make a board that is not a solution.
        let swapped = "[['...Q', '.Q..', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]";
        assert!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, swapped)).starts_with(
                "board 1 is not a solution: queens at (1,1) and (2,0) share the / diagonal row + \
                 col = 2"
            )
        );
        let none = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, "[]"));
        assert!(
            none.starts_with("output has 0 boards, expected 2\n2 boards missing"),
            "{none}"
        );
    }

    #[test]
    fn leetcode_output_that_is_not_a_list_of_boards_is_wa_with_the_reading_error() {
        let cases = [
            (
                "hello\n",
                "could not read a list of boards: expected '[' at line 1, column 1, found 'h'",
            ),
            (
                "",
                "could not read a list of boards: expected '[' at line 1, column 1, found the end \
                 of the output",
            ),
            (
                "[[1, 2]]\n",
                "could not read a list of boards: expected a string in '\"' or '\\'' quotes at \
                 line 1, column 3, found '1'",
            ),
            (
                "['.Q..', '...Q']\n",
                "could not read a list of boards: expected '[' at line 1, column 2, found '\\''",
            ),
            (
                "[[\"Q\"]]\nNone\n",
                "could not read a list of boards: expected the end of the output at line 2, \
                 column 1, found 'N'",
            ),
        ];
        for (actual, why) in cases {
            assert_eq!(
                wrong(output("leetcode51", "4\n", FOUR_LEETCODE, actual)),
                why,
                "{actual:?}"
            );
        }
        let bytes = Run {
            stdout: b"\xff\n".to_vec(),
            ..run(Exit::Code(0), b"", b"")
        };
        let case = Case {
            name: "x".into(),
            input: b"4\n".to_vec(),
            expect: Expect::Output(FOUR_LEETCODE.into()),
        };
        assert_eq!(
            judge(find("leetcode51").unwrap(), &case, &bytes),
            Verdict::WrongAnswer(
                "could not read a list of boards: the output is not UTF-8: byte 1 of 2".into()
            )
        );
    }

    #[test]
    fn leetcode_count_is_an_integer_however_printed() {
        assert_eq!(find("leetcode52").unwrap().rule, Rule::LeetCodeCount);
        for actual in ["92\n", "92", " 92 \r\n\n", "\t+92", "092"] {
            assert_eq!(
                output("leetcode52", "8\n", "92\n", actual),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
        assert_eq!(
            wrong(output("leetcode52", "8\n", "92\n", "91\n")),
            "expected 92, found 91"
        );
        assert_eq!(
            wrong(output("leetcode52", "8\n", "92\n", "-92")),
            "expected 92, found -92"
        );
        let cases = [
            (
                "",
                "could not read the count: expected an integer at line 1, column 1, found the end \
                 of the output",
            ),
            (
                "92.0\n",
                "could not read the count: expected the end of the output at line 1, column 3, \
                 found '.'",
            ),
            (
                "count: 92\n",
                "could not read the count: expected an integer at line 1, column 1, found 'c'",
            ),
            (
                "[92]\n",
                "could not read the count: expected an integer at line 1, column 1, found '['",
            ),
        ];
        for (actual, why) in cases {
            assert_eq!(
                wrong(output("leetcode52", "8\n", "92\n", actual)),
                why,
                "{actual:?}"
            );
        }
        assert_eq!(
            wrong(output("leetcode52", "8\n", "ninety-two\n", "92\n")),
            "cannot judge (a testdata bug): could not read the expected count: expected an \
             integer at line 1, column 1, found 'n'"
        );
    }
}
