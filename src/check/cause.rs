//! The likely cause of a verdict, where a pattern in the run says it: one line, `likely cause:
//! …`, added under the checker's explanation. Never a verdict of its own: the checker decides,
//! this only points a learner at where a search most often goes wrong.
//!
//! The patterns, each from what this run shows: a LeetCode method that prints (lines on stdout
//! above the returned value): printing, not returning; boards missing and none wrong (0 boards
//! most of all): a mark the search does not undo; a count too large at LeetCode 52 for odd n:
//! the middle column counted twice; the right lines in another order where the judge compares
//! them in order. A TLE's cause comes from the program's runs at smaller n (`timing.rs`): a
//! count of boards larger than there are at a bit-mask problem, a free mask not limited to n
//! columns; a CPU time that grows about ×n from one n to the next, a search that tries every
//! column in every row.

use super::timing::Growth;
use super::{Run, Verdict};
use crate::report::limit_text;
use crate::{Case, Expect, Problem, Rule};
use std::time::Duration;

/// The problems whose statements teach bit masks: a search that never ends there is most often
/// a free mask with bits past column n − 1.
const BIT_MASKS: [&str; 4] = ["luogu1219", "luogu1562", "leetcode52", "cses1624"];

/// `verdict`, with the likely cause added under its explanation where a pattern says one.
pub(super) fn named(problem: &Problem, case: &Case, run: &Run, verdict: Verdict) -> Verdict {
    let cause = match &verdict {
        Verdict::WrongAnswer(why) => wrong(problem, case, run, why),
        _ => None,
    };
    match cause {
        Some(cause) => with(verdict, &cause),
        None => verdict,
    }
}

/// `verdict` with `cause` under its explanation (a wrong answer or a TLE).
pub(super) fn with(verdict: Verdict, cause: &str) -> Verdict {
    let with = |why: String| format!("{why}\nlikely cause: {cause}");
    match verdict {
        Verdict::WrongAnswer(why) => Verdict::WrongAnswer(with(why)),
        Verdict::TimeLimitExceeded(why) => Verdict::TimeLimitExceeded(with(why)),
        other => other,
    }
}

/// The likely cause of a TLE at n, from the program's runs at smaller n (`growth`), where they
/// show one.
pub(super) fn timed(problem: &Problem, n: u64, growth: &Growth, limit: Duration) -> Option<String> {
    if let (true, Some((k, found, there))) = (BIT_MASKS.contains(&problem.name), growth.too_many) {
        return Some(format!(
            "at n = {k} your program counted {found} boards where there are {there}, and at n = \
             {n} it ran out of time: a bit-mask search that counts boards off the board's edge \
             has a free mask not limited to n columns: is it `!(columns | left | right) & ((1 << \
             n) - 1)`?"
        ));
    }
    let factor = growth.factor()?;
    let [(from, before), (to, after)] = growth.pair?;
    // A search that refuses an attacked square before going down a row grows about ×4 to ×5
    // per n at these sizes; one that tries every column of every row, about ×n (n!) or more.
    if factor < (0.7 * to as f64).max(6.0) {
        return None;
    }
    let past = growth.past(n, limit);
    let limit = limit_text(limit);
    let far = match past {
        _ if past >= 100.0 => {
            format!("; at that rate n = {n} needs over 100 times the {limit} limit")
        }
        _ if past >= 3.0 => {
            format!("; at that rate n = {n} needs about {past:.0} times the {limit} limit")
        }
        _ => String::new(),
    };
    Some(format!(
        "your program's CPU time grew ×{factor:.1} from n = {from} to n = {to} ({} ms to {} \
         ms){far}. About ×n a row is a search that tries every column in every row and checks \
         the board only when it is full (n! or n^n boards); one that refuses an attacked square \
         before going down a row grows about ×5 here",
        before.as_millis(),
        after.as_millis()
    ))
}

/// The cause of a wrong answer, from the checker's words and the two outputs.
fn wrong(problem: &Problem, case: &Case, run: &Run, why: &str) -> Option<String> {
    let Expect::Output(expected) = &case.expect else {
        return None;
    };
    let trace = format!(
        "`make trace P={}` stops at the first free square your search refuses",
        problem.name
    );
    if let Some(cause) = printing(problem, run) {
        return Some(cause);
    }
    // The board checkers: `output has K boards, expected M` and `… missing`, nothing invalid.
    let wrong_boards = [
        "not a solution",
        "is repeated",
        "not in the expected answer",
    ];
    if why.starts_with("output has ")
        && why.contains(" missing, e.g. ")
        && !wrong_boards.iter().any(|wrong| why.contains(wrong))
    {
        let first = if why.starts_with("output has 0 boards") {
            "0 boards"
        } else {
            "boards missing and none wrong"
        };
        return Some(format!(
            "{first}: does your search undo every mark when it returns? A flag left set refuses \
             every square on its line from then on; {trace}"
        ));
    }
    let (expected, actual) = (text(expected), text(&run.stdout));
    if let (Some(expected), Some(actual)) = (count(&expected), count(&actual)) {
        return counted(problem, case, expected, actual, &trace);
    }
    // Where the judge compares in order (any order of boards is no error elsewhere).
    let in_order = matches!(problem.rule, Rule::Exact | Rule::Lines | Rule::Tokens);
    let mut sorted = (lines(&expected), lines(&actual));
    if in_order && fewer_and_all_expected(&sorted.0, &sorted.1) {
        return Some(format!(
            "lines missing and none wrong: does your search undo every mark when it returns? \
             {trace}"
        ));
    }
    // The rows of one board (`.` and `Q`, no empty line between them) in another order are
    // another board, not the same answer in another order: every board of eight queens has
    // the same eight rows.
    let one_board = sorted
        .0
        .iter()
        .all(|line| !line.is_empty() && line.bytes().all(|b| b == b'.' || b == b'Q'));
    if in_order && !one_board && sorted.0 != sorted.1 {
        sorted.0.sort_unstable();
        sorted.1.sort_unstable();
        if sorted.0 == sorted.1 {
            return Some(format!(
                "the same lines in another order: this judge compares them in order, and \
                 problems/{}.md says which order",
                problem.name
            ));
        }
    }
    None
}

/// A LeetCode method that prints: lines on stdout above the value the driver prints, which
/// LeetCode shows apart and never judges.
fn printing(problem: &Problem, run: &Run) -> Option<String> {
    if !matches!(problem.rule, Rule::LeetCodeBoards | Rule::LeetCodeCount) {
        return None;
    }
    let text = text(&run.stdout);
    let printed = text.lines().filter(|line| !line.trim().is_empty()).count();
    let above = printed.checked_sub(1).filter(|&above| above > 0)?;
    let method = match problem.paste {
        crate::Paste::Method(method) => method,
        _ => "your method",
    };
    let lines = if above == 1 { "a line" } else { "lines" };
    Some(format!(
        "your method prints ({lines} above the returned value), and LeetCode judges only what \
         `{method}` returns: put the answer in the value it returns, not on stdout"
    ))
}

/// A count of boards against the expected one.
fn counted(
    problem: &Problem,
    case: &Case,
    expected: u64,
    actual: u64,
    trace: &str,
) -> Option<String> {
    if let Some(cause) = reserved(problem, case, actual) {
        return Some(cause);
    }
    let n = text(&case.input).trim().parse::<u64>().ok();
    // Below n = 4 no search backtracks past a full board: an undo cannot be what went wrong.
    if actual == 0 && expected > 0 && n.is_some_and(|n| n >= 4) {
        return Some(format!(
            "0 boards counted: does your search undo every mark when it returns? {trace}"
        ));
    }
    // The middle column's boards counted twice over: too many by an even number, fewer than all
    // (n = 1: its one board, the middle column alone, counted twice).
    let surplus = actual.saturating_sub(expected);
    let odd = n.is_some_and(|n| n % 2 == 1);
    let doubled =
        (surplus.is_multiple_of(2) && surplus < expected) || (n == Some(1) && actual == 2);
    if problem.name == "leetcode52" && odd && surplus > 0 && doubled {
        return Some(
            "a count too large at an odd n: the mirror counts each board twice, but under the \
             middle column of row 0 a board's mirror image is among the boards already counted: \
             count those once (or try row 1 only left of the middle)"
                .to_string(),
        );
    }
    None
}

/// The problems whose boards mark squares free or reserved: the name, the free square's byte and
/// the reserved one's (CSES's `.` and `*`; Luogu 1562's `*` and `.`).
const RESERVED: [(&str, u8, u8); 2] = [("cses1624", b'.', b'*'), ("luogu1562", b'*', b'.')];

/// A count of a board with reserved squares that is the count of another board, computed here by
/// the problem's own reference: the same board with no square reserved (a search that never
/// looks at the squares), or with free and reserved swapped (the marks read the wrong way).
fn reserved(problem: &Problem, case: &Case, actual: u64) -> Option<String> {
    let &(_, free, reserved) = RESERVED.iter().find(|(name, ..)| *name == problem.name)?;
    if !case.input.contains(&reserved) {
        return None;
    }
    // A count of 0 shows nothing: most boards read the wrong way have none, and so do many
    // wrong searches.
    let other = |square: &dyn Fn(u8) -> u8| -> Option<u64> {
        let input: Vec<u8> = case.input.iter().map(|&byte| square(byte)).collect();
        count(&text(&(problem.stress.expected)(&input))).filter(|&other| other > 0)
    };
    let (f, r) = (char::from(free), char::from(reserved));
    if other(&|byte| if byte == reserved { free } else { byte }) == Some(actual) {
        return Some(format!(
            "{actual} is the count of this board with no square reserved: does your search skip \
             the squares marked `{r}`? A queen may stand only on `{f}`"
        ));
    }
    let swapped = |byte| match byte {
        _ if byte == reserved => free,
        _ if byte == free => reserved,
        _ => byte,
    };
    if other(&swapped) == Some(actual) {
        return Some(format!(
            "{actual} is the count of this board with `{f}` and `{r}` swapped: a queen may \
             stand only on `{f}`, never on `{r}`"
        ));
    }
    None
}

/// Whether `actual` is fewer lines than `expected`, each of them one of the expected ones (as
/// many times at most), and not empty: a search that stopped finding.
fn fewer_and_all_expected(expected: &[&str], actual: &[&str]) -> bool {
    if actual.is_empty() || actual.len() >= expected.len() {
        return false;
    }
    let mut left: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for line in expected {
        *left.entry(line).or_default() += 1;
    }
    actual.iter().all(|line| match left.get_mut(line) {
        Some(count) if *count > 0 => {
            *count -= 1;
            true
        }
        _ => false,
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The output as one count, when it is one integer alone.
fn count(text: &str) -> Option<u64> {
    let mut tokens = text.split_whitespace();
    let first = tokens.next()?.parse().ok()?;
    tokens.next().is_none().then_some(first)
}

/// The lines, each without its line ending and its trailing spaces.
fn lines(text: &str) -> Vec<&str> {
    text.lines().map(str::trim_end).collect()
}

#[cfg(test)]
mod tests {
    use crate::check::testing::*;

    fn cause(verdict: &str) -> Option<&str> {
        verdict
            .lines()
            .find_map(|line| line.strip_prefix("likely cause: "))
    }

    #[test]
    fn a_search_that_never_undoes_is_asked_whether_it_undoes_every_mark() {
        // n = 4 by a search that never clears its flags: no board at all, or one of the two.
        let why = explained(output("acwing843", "4\n", FOUR, ""));
        let said = cause(&why).unwrap_or_else(|| panic!("{why}"));
        assert!(said.starts_with("0 boards: does your search undo every mark when it returns?"));
        assert!(said.contains("make trace P=acwing843"), "{said}");
        let why = explained(output("acwing843", "4\n", FOUR, FIRST));
        assert!(cause(&why)
            .unwrap()
            .starts_with("boards missing and none wrong: "));
        let leetcode = "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n";
        let why = explained(output("leetcode51", "4\n", FOUR_LEETCODE, leetcode));
        assert!(cause(&why).unwrap().contains("undo every mark"), "{why}");
        let why = explained(output("leetcode52", "4\n", "2\n", "0\n"));
        assert!(
            cause(&why).unwrap().starts_with("0 boards counted"),
            "{why}"
        );
    }

    #[test]
    fn lines_missing_and_none_wrong_ask_about_the_undo_too() {
        let three = "0 1 2\n0 2 1\n1 0 2\n1 2 0\n2 0 1\n2 1 0\n";
        let why = explained(output("rooks", "3\n", three, "0 1 2\n"));
        assert!(
            cause(&why)
                .unwrap()
                .starts_with("lines missing and none wrong: "),
            "{why}"
        );
        assert!(cause(&why).unwrap().contains("make trace P=rooks"), "{why}");
        let why = explained(output("rooks", "3\n", three, "0 1 1\n"));
        assert_eq!(cause(&why), None, "{why}");
    }

    #[test]
    fn a_wrong_board_or_a_repeat_is_no_missing_undo() {
        let invalid = ".Q..\n..Q.\nQ...\n...Q\n\n";
        let why = explained(output("acwing843", "4\n", FOUR, invalid));
        assert_eq!(cause(&why), None, "{why}");
        let why = explained(output("acwing843", "4\n", FOUR, &FIRST.repeat(2)));
        assert_eq!(cause(&why), None, "{why}");
    }

    #[test]
    fn leetcode52_too_many_at_odd_n_is_the_middle_column() {
        // n = 5: two boards have row 0's queen in the middle; counted twice over, 12.
        let why = explained(output("leetcode52", "5\n", "10\n", "12\n"));
        assert!(
            cause(&why).unwrap().contains("middle column of row 0"),
            "{why}"
        );
        let why = explained(output("leetcode52", "1\n", "1\n", "2\n"));
        assert!(cause(&why).is_some(), "{why}");
        let why = explained(output("leetcode52", "5\n", "10\n", "11\n"));
        assert_eq!(cause(&why), None, "{why}");
        let why = explained(output("leetcode52", "6\n", "4\n", "6\n"));
        assert_eq!(cause(&why), None, "{why}");
    }

    #[test]
    fn a_count_of_the_board_unreserved_or_read_the_wrong_way_is_said_so() {
        // CSES's sample: 65 ways; 92 with no square reserved.
        let board =
            "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n";
        let why = explained(output("cses1624", board, "65\n", "92\n"));
        let said = cause(&why).unwrap_or_else(|| panic!("{why}"));
        assert!(said.starts_with("92 is the count of this board with no square reserved"));
        assert!(
            said.contains("marked `*`") && said.contains("only on `.`"),
            "{said}"
        );
        // Luogu 1562 marks them the other way: `*` free, `.` reserved. Its sample: 1 way at n = 4
        // with one square reserved, 2 with none.
        let luogu = "4\n**.*\n****\n****\n****\n";
        let why = explained(output("luogu1562", luogu, "1\n", "2\n"));
        assert!(cause(&why).unwrap().contains("marked `.`"), "{why}");
        // Read the wrong way: the squares of one solution reserved, the rest free; swapped,
        // that solution alone is left, 1 way.
        let solution = [0, 4, 7, 5, 2, 6, 1, 3];
        let marked: String = solution
            .iter()
            .map(|&col| {
                let mut row = vec![b'.'; 8];
                row[col] = b'*';
                String::from_utf8(row).unwrap() + "\n"
            })
            .collect();
        let expected = crate::problems::cses1624::expected(marked.as_bytes());
        let expected = String::from_utf8(expected).unwrap();
        let why = explained(output("cses1624", &marked, &expected, "1\n"));
        let said = cause(&why).unwrap_or_else(|| panic!("{why}"));
        assert!(said.starts_with("1 is the count of this board with `.` and `*` swapped"));
        // Neither count: no cause; 0 is never one.
        let why = explained(output("cses1624", board, "65\n", "64\n"));
        assert_eq!(cause(&why), None, "{why}");
        let why = explained(output("cses1624", board, "65\n", "0\n"));
        assert_eq!(cause(&why), None, "{why}");
        // No square reserved: nothing to skip.
        let empty = "........\n".repeat(8);
        let why = explained(output("cses1624", &empty, "92\n", "91\n"));
        assert_eq!(cause(&why), None, "{why}");
    }

    #[test]
    fn another_board_is_not_the_same_lines_in_another_order() {
        // AOJ's sample: its one completion, and a board of the same eight rows that moves the
        // given queens (each board of eight queens has every row `Q` once in each column).
        let expected = "......Q.\nQ.......\n..Q.....\n.......Q\n.....Q..\n...Q....\n.Q......\n\
                        ....Q...\n";
        let other = "Q.......\n....Q...\n.......Q\n.....Q..\n..Q.....\n......Q.\n.Q......\n\
                     ...Q....\n";
        let why = explained(output("aoj8queens", "2\n2 2\n5 3\n", expected, other));
        assert_eq!(cause(&why), None, "{why}");
    }

    #[test]
    fn the_same_lines_in_another_order_are_said() {
        let expected = "0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 \n\n0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n\
                        0 0 1 0 \n\nThe number of the answers are 2\n";
        let swapped = "0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 \n\n0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n\
                       0 1 0 0 \n\nThe number of the answers are 2\n";
        let why = explained(output("queens4x4", "", expected, swapped));
        assert!(
            cause(&why)
                .unwrap()
                .starts_with("the same lines in another order"),
            "{why}"
        );
        assert!(cause(&why).unwrap().contains("problems/queens4x4.md"));
    }

    #[test]
    fn a_leetcode_method_that_prints_is_told_so_not_asked_about_the_undo() {
        let printed = "[\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]\n\
                       [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]\n[]\n";
        let why = explained(output("leetcode51", "4\n", FOUR_LEETCODE, printed));
        let said = cause(&why).unwrap_or_else(|| panic!("{why}"));
        assert!(
            said.starts_with("your method prints (lines above"),
            "{said}"
        );
        assert!(said.contains("`solve_n_queens` returns"), "{said}");
        assert!(!said.contains("undo"), "{said}");
        let why = explained(output("leetcode52", "4\n", "2\n", "2\n0\n"));
        assert!(cause(&why).unwrap().contains("a line above"), "{why}");
        // Returned, not printed: the undo is still asked about.
        let why = explained(output("leetcode51", "4\n", FOUR_LEETCODE, "[]\n"));
        assert!(cause(&why).unwrap().contains("undo every mark"), "{why}");
    }

    #[test]
    fn a_tle_names_only_what_the_smaller_runs_show() {
        use crate::check::timing::Growth;
        use std::time::Duration;
        let ms = Duration::from_millis;
        let second = Duration::from_secs(1);
        let luogu = find("luogu1219").unwrap();
        // ×18.6 from n = 7 to 8: n^n.
        let any_column = Growth {
            pair: Some([(7, ms(14)), (8, ms(261))]),
            too_many: None,
        };
        let said = super::timed(luogu, 9, &any_column, second).unwrap();
        assert!(
            said.starts_with("your program's CPU time grew ×18.6 from n = 7 to n = 8"),
            "{said}"
        );
        assert!(said.contains("needs about 5 times the 1 s limit"), "{said}");
        assert!(!said.contains("mask"), "{said}");
        // ×4.6: a search that refuses attacked squares, only slow: nothing to say.
        let pruned = Growth {
            pair: Some([(11, ms(100)), (12, ms(460))]),
            too_many: None,
        };
        assert_eq!(super::timed(luogu, 13, &pruned, second), None);
        assert!(pruned.past(13, second) < 3.0);
        // More boards than there are at a smaller n: the free mask, at a bit-mask problem only.
        let unlimited = Growth {
            pair: None,
            too_many: Some((5, 1234, 10)),
        };
        let said = super::timed(luogu, 6, &unlimited, second).unwrap();
        assert!(
            said.contains("counted 1234 boards where there are 10"),
            "{said}"
        );
        assert!(said.contains("(1 << n) - 1"), "{said}");
        assert_eq!(
            super::timed(find("acwing843").unwrap(), 6, &unlimited, second),
            None
        );
        assert_eq!(super::timed(luogu, 6, &Growth::default(), second), None);
    }
}
