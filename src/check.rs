//! Checkers and verdicts: one code path for the golden harness and the `judge` command.
//!
//! [`judge`] maps one run to a verdict the way the judges do:
//! - a run killed at the time limit is TLE, whatever it printed;
//! - a case with an `.out` needs exit status 0 (otherwise RE, with the status or signal and the
//!   last lines of stderr); stdout is then compared by the problem's [`Rule`]. Stderr is not
//!   judged on a successful run: judges ignore it, so a debug line there costs nothing;
//! - a case with an `.err` (a refused input) needs exit status 1, an empty stdout and exactly the
//!   expected stderr; anything else is WA, and a panic is called out as one.
//!
//! The rules: [`Rule::Exact`] wants equal bytes, and tells a whitespace-only difference (PE) from
//! a different answer (WA). [`Rule::Lines`] accepts what [`report::compare`] calls a whitespace
//! difference (trailing spaces, tabs and `\r`, empty lines at the end), as Luogu does, and
//! [`Rule::Tokens`] wants the same whitespace-separated tokens, as CSES and Kattis do. Neither
//! gives PE: what these judges forgive is AC, anything else WA. [`Rule::Boards`] (AcWing) wants
//! the same multiset of boards in the exact format, any order: right boards in a wrong layout are
//! PE. The LeetCode rules judge the returned value, read from whatever the adapter printed (see
//! [`crate::value`]): [`Rule::LeetCodeBoards`] the same multiset of boards, any order, each
//! board's rows in order; [`Rule::LeetCodeCount`] the same integer. LeetCode has no PE, so neither
//! do they: output that does not read as the value is WA with the reading error. A wrong set of
//! boards names the first board of each kind of problem (not a solution, repeated, not expected,
//! missing) and the counts.

use crate::boards::{self, Printed};
use crate::report::{self, plural, quote_bytes, Difference};
pub use crate::run::{Exit, Run};
use crate::value::{self, Reader};
use crate::{Case, Expect, Problem, Rule};
use std::collections::HashMap;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The checker's explanation, a few lines at most.
    WrongAnswer(String),
    /// Right answer, wrong whitespace, where the judge tells the two apart.
    PresentationError(String),
    /// Which clock passed the limit, with both figures.
    TimeLimitExceeded(String),
    /// Which stream passed the output limit, and by how much.
    OutputLimitExceeded(String),
    /// The peak memory and the limit.
    MemoryLimitExceeded(String),
    /// Exit status or signal, and the last lines of stderr.
    RuntimeError(String),
}

impl Verdict {
    /// `AC`, `WA`, `PE`, `TLE`, `OLE`, `MLE` or `RE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::PresentationError(_) => "PE",
            Verdict::TimeLimitExceeded(_) => "TLE",
            Verdict::OutputLimitExceeded(_) => "OLE",
            Verdict::MemoryLimitExceeded(_) => "MLE",
            Verdict::RuntimeError(_) => "RE",
        }
    }

    /// The checker's explanation; empty for AC.
    pub fn explanation(&self) -> &str {
        match self {
            Verdict::Accepted => "",
            Verdict::TimeLimitExceeded(why)
            | Verdict::WrongAnswer(why)
            | Verdict::PresentationError(why)
            | Verdict::OutputLimitExceeded(why)
            | Verdict::MemoryLimitExceeded(why)
            | Verdict::RuntimeError(why) => why,
        }
    }
}

/// The verdict on one run of `problem`'s program on `case`.
pub fn judge(problem: &Problem, case: &Case, run: &Run) -> Verdict {
    // A run stopped at a limit is judged on that limit alone, never on what it printed.
    match run.exit {
        Exit::TimedOut(timeout) => return Verdict::TimeLimitExceeded(timeout.to_string()),
        Exit::OutputLimit { .. } => return Verdict::OutputLimitExceeded(status(run.exit)),
        Exit::MemoryLimit { .. } => return Verdict::MemoryLimitExceeded(status(run.exit)),
        Exit::Code(_) | Exit::Signal(_) => {}
    }
    match &case.expect {
        Expect::Output(_) if run.exit != Exit::Code(0) => Verdict::RuntimeError(crash(run)),
        Expect::Output(expected) => match problem.rule {
            Rule::Exact => exact(expected, &run.stdout),
            Rule::Lines => lines(expected, &run.stdout),
            Rule::Tokens => tokens(expected, &run.stdout),
            Rule::Boards => acwing_boards(&case.input, expected, &run.stdout),
            Rule::LeetCodeBoards => leetcode_boards(&case.input, expected, &run.stdout),
            Rule::LeetCodeCount => leetcode_count(expected, &run.stdout),
            Rule::Valid => valid(problem, &case.input, &run.stdout),
        },
        Expect::Refusal(expected) => refusal(expected, run),
        Expect::Property if run.exit != Exit::Code(0) => Verdict::RuntimeError(crash(run)),
        Expect::Property => valid(problem, &case.input, &run.stdout),
    }
}

/// The problem's independent check as the checker: a special judge's any valid answer, or a case
/// too large to commit its output (`.check`).
fn valid(problem: &Problem, input: &[u8], output: &[u8]) -> Verdict {
    match (problem.verify)(input, output) {
        Ok(()) => Verdict::Accepted,
        Err(why) => Verdict::WrongAnswer(why),
    }
}

fn exact(expected: &[u8], actual: &[u8]) -> Verdict {
    match report::compare(expected, actual) {
        Difference::None => Verdict::Accepted,
        Difference::Whitespace(why) => Verdict::PresentationError(why),
        Difference::Content(why) => Verdict::WrongAnswer(why),
    }
}

/// Luogu's default: each line without its trailing spaces, tabs and `\r`, and the empty lines at
/// the end of the output ignored.
fn lines(expected: &[u8], actual: &[u8]) -> Verdict {
    match report::compare(expected, actual) {
        Difference::None | Difference::Whitespace(_) => Verdict::Accepted,
        Difference::Content(why) => Verdict::WrongAnswer(why),
    }
}

/// One whitespace-separated token, the line (from 0) it is on and that line's text.
struct Token<'a> {
    text: &'a [u8],
    line: usize,
    whole: &'a [u8],
}

/// CSES and Kattis's default output validator: the same tokens in the same order, whatever the
/// whitespace between them. Case counts: Kattis ignores it unless a problem asks it not to (its
/// `case_sensitive` flag), and a practice run holds the stricter line. Tokens are read as they are
/// compared, so a maximal output costs no memory of its own.
fn tokens(expected: &[u8], actual: &[u8]) -> Verdict {
    let (mut expected_tokens, mut actual_tokens) = (split_tokens(expected), split_tokens(actual));
    let mut at = 0;
    let (want, found) = loop {
        match (expected_tokens.next(), actual_tokens.next()) {
            (Some(want), Some(found)) if want.text == found.text => at += 1,
            pair => break pair,
        }
    };
    let expected_count = at + usize::from(want.is_some()) + expected_tokens.count();
    let actual_count = at + usize::from(found.is_some()) + actual_tokens.count();
    // `expected, line 2: "3 6 2 5 1 4\n"`, the line that holds a token, quoted.
    let line = |side: &str, token: &Token| {
        format!(
            "\n  {side:>8}, line {}: {}",
            token.line + 1,
            quote_bytes(token.whole)
        )
    };
    let number = at + 1;
    let why = match (want, found) {
        (None, None) => return Verdict::Accepted,
        (Some(want), Some(found)) => format!(
            "token {number} differs: expected {}, found {}{}{}",
            quote_bytes(want.text),
            quote_bytes(found.text),
            line("expected", &want),
            line("found", &found)
        ),
        (Some(want), None) => format!(
            "the output has {}, expected {}: token {number}, {}, is missing{}",
            plural(actual_count, "token"),
            expected_count,
            quote_bytes(want.text),
            line("expected", &want)
        ),
        (None, Some(found)) => format!(
            "the output has {}, expected {}: token {number}, {}, is extra{}",
            plural(actual_count, "token"),
            expected_count,
            quote_bytes(found.text),
            line("found", &found)
        ),
    };
    Verdict::WrongAnswer(why)
}

/// The tokens of `text`, in order.
fn split_tokens(text: &[u8]) -> impl Iterator<Item = Token<'_>> {
    text.split_inclusive(|&byte| byte == b'\n')
        .enumerate()
        .flat_map(|(line, whole)| {
            whole
                .split(u8::is_ascii_whitespace)
                .filter(|token| !token.is_empty())
                .map(move |token| Token {
                    text: token,
                    line,
                    whole,
                })
        })
}

/// A refused input: exit status 1, nothing on stdout, exactly the expected stderr.
fn refusal(expected: &[u8], run: &Run) -> Verdict {
    let panicked = panicked(&run.stderr);
    if matches!(run.exit, Exit::Signal(_)) && !panicked {
        return Verdict::RuntimeError(crash(run));
    }
    let mut problems = Vec::new();
    if panicked {
        problems.push(format!(
            "the program panicked instead of refusing the input ({}); a refusal is one line on \
             stderr and exit status 1\n{}",
            status(run.exit),
            stderr_tail(&run.stderr)
        ));
    } else if run.exit != Exit::Code(1) {
        problems.push(format!(
            "{}, expected exit status 1: the input should be refused",
            status(run.exit)
        ));
    }
    if !run.stdout.is_empty() {
        let first = run.stdout.split_inclusive(|&byte| byte == b'\n').next();
        problems.push(format!(
            "stdout should be empty, found {} starting {}",
            plural(run.stdout.len(), "byte"),
            quote_bytes(first.unwrap_or_default())
        ));
    }
    if !panicked {
        match report::compare(expected, &run.stderr) {
            Difference::None => {}
            Difference::Whitespace(why) | Difference::Content(why) => {
                problems.push(format!("stderr differs: {why}"))
            }
        }
    }
    if problems.is_empty() {
        Verdict::Accepted
    } else {
        Verdict::WrongAnswer(problems.join("\n"))
    }
}

/// `exit status 101 (the program panicked)` and the last lines of stderr.
fn crash(run: &Run) -> String {
    let panic = if panicked(&run.stderr) {
        " (the program panicked)"
    } else {
        ""
    };
    format!("{}{panic}\n{}", status(run.exit), stderr_tail(&run.stderr))
}

fn panicked(stderr: &[u8]) -> bool {
    stderr
        .windows(b"panicked at".len())
        .any(|window| window == b"panicked at")
}

/// `exit status 3`, `killed by signal 11 (SIGSEGV)`.
fn status(exit: Exit) -> String {
    match exit {
        Exit::Code(code) => format!("exit status {code}"),
        Exit::Signal(signal) => {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                7 => " (SIGBUS)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                13 => " (SIGPIPE)",
                15 => " (SIGTERM)",
                _ => "",
            };
            format!("killed by signal {signal}{name}")
        }
        Exit::TimedOut(timeout) => timeout.to_string(),
        Exit::OutputLimit {
            stream,
            written,
            limit,
        } => format!(
            "{stream} passed the {} output limit: stopped after {} were read; none of it \
             was judged",
            report::mebibytes(limit),
            report::bytes(written)
        ),
        Exit::MemoryLimit { peak, limit } => format!(
            "peak memory {}, over the {} limit",
            report::mebibytes(peak),
            report::mebibytes(limit)
        ),
    }
}

/// Up to 5 lines of stderr, each cut to 200 characters: a panic's message when there is one (a
/// backtrace after it would push it out of the last lines), the last lines otherwise.
fn stderr_tail(stderr: &[u8]) -> String {
    const SHOWN: usize = 5;
    // Only the last mebibyte is read into lines (from a line's start); the lines before it are
    // counted: a maximal stderr costs no memory of its own.
    let cut = stderr.len().saturating_sub(1 << 20);
    let cut = match cut {
        0 => 0,
        _ => stderr[cut..]
            .iter()
            .position(|&byte| byte == b'\n')
            .map_or(cut, |newline| cut + newline + 1),
    };
    let earlier = stderr[..cut].iter().filter(|&&byte| byte == b'\n').count();
    let text = String::from_utf8_lossy(&stderr[cut..]);
    let lines: Vec<&str> = text.lines().collect();
    let total = earlier + lines.len();
    let panic = lines.iter().position(|line| line.contains("panicked at"));
    let (mut excerpt, shown) = match (total, panic) {
        (0, _) => return "stderr: empty".to_string(),
        (_, Some(start)) => {
            let message = lines[start..]
                .iter()
                .take(SHOWN)
                .take_while(|line| !line.starts_with("note: ") && *line != &"stack backtrace:")
                .count();
            let header = if total > message {
                format!("stderr, {message} of {total} lines, from the panic:")
            } else {
                "stderr:".to_string()
            };
            (header, &lines[start..start + message])
        }
        (count, None) if count > SHOWN => (
            format!("stderr, the last {SHOWN} of {count} lines:"),
            &lines[lines.len().saturating_sub(SHOWN)..],
        ),
        (_, None) => ("stderr:".to_string(), &lines[..]),
    };
    for line in shown {
        excerpt += "\n  | ";
        excerpt.extend(line.chars().take(200));
        // Say that a long line was cut, and by how much.
        let length = line.chars().count();
        if length > 200 {
            excerpt += &format!(" … (200 of {length} characters)");
        }
    }
    excerpt
}

/// AcWing's boards: the same multiset of boards in the exact format, any order. Right boards in
/// a wrong layout are PE; wrong boards are WA, with the first format problem said too.
fn acwing_boards(input: &[u8], expected: &[u8], actual: &[u8]) -> Verdict {
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
fn leetcode_boards(input: &[u8], expected: &[u8], actual: &[u8]) -> Verdict {
    let expected = match expected_boards(input, expected, |text, _| boards::leetcode(text)) {
        Ok(expected) => expected,
        Err(verdict) => return verdict,
    };
    let returned = match read_value(actual, "a list of boards", |reader| {
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
    let findings = compare_boards(&expected, &printed);
    if findings.is_empty() {
        Verdict::Accepted
    } else {
        Verdict::WrongAnswer(findings.join("\n"))
    }
}

/// LeetCode 52's returned count, read as an integer however the adapter printed it: `92`, `92\n`
/// and ` 92 ` are the same value. There is no PE: output that is not an integer is WA with the
/// reading error, a different integer WA `expected 92, found 91`.
fn leetcode_count(expected: &[u8], actual: &[u8]) -> Verdict {
    let expected = match read_value(expected, "the expected count", Reader::integer) {
        Ok(expected) => expected,
        Err(why) => return cannot_judge(why),
    };
    match read_value(actual, "the count", Reader::integer) {
        Ok(found) if found == expected => Verdict::Accepted,
        Ok(found) => Verdict::WrongAnswer(format!("expected {expected}, found {found}")),
        Err(why) => Verdict::WrongAnswer(why),
    }
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

/// How many boards have one kind of problem, and the first of them explained.
#[derive(Default)]
struct Finding {
    count: usize,
    first: Option<String>,
}

impl Finding {
    fn note(&mut self, explain: impl FnOnce() -> String) {
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(explain());
        }
    }

    /// The first one, and how many more: `; 2 more boards are not solutions`.
    fn report(self, one_more: &str, more: &str, findings: &mut Vec<String>) {
        if let Some(first) = self.first {
            findings.push(match self.count {
                1 => first,
                2 => format!("{first}; 1 more {one_more}"),
                count => format!("{first}; {} more {more}", count - 1),
            });
        }
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
            Err(why) => {
                invalid.note(|| format!("{} is not a solution: {why}", label(index, printed)));
                continue;
            }
        };
        match remaining.get_mut(columns.as_slice()) {
            Some(count) if *count > 0 => *count -= 1,
            _ => match first_seen.get(&columns) {
                Some(&first) => repeated.note(|| {
                    format!(
                        "{} is repeated (also board {})",
                        label(index, printed),
                        first + 1
                    )
                }),
                None => unexpected.note(|| {
                    format!(
                        "{} is not in the expected answer: {}",
                        label(index, printed),
                        boards::one_line(&printed.board)
                    )
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
    let missing: usize = remaining.values().sum();
    if missing > 0 {
        let example = expected
            .columns
            .iter()
            .position(|columns| remaining[columns.as_slice()] > 0)
            .map(|index| boards::one_line(&expected.boards[index].board))
            .unwrap_or_default();
        findings.push(format!(
            "{} missing, e.g. {example}",
            plural(missing, "board")
        ));
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;
    use crate::run::{Clock, Timeout};
    use std::time::Duration;

    const FOUR: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
    const FIRST: &str = ".Q..\n...Q\nQ...\n..Q.\n\n";
    const SECOND: &str = "..Q.\nQ...\n...Q\n.Q..\n\n";
    const FOUR_LEETCODE: &str =
        "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n";

    fn run(exit: Exit, stdout: &[u8], stderr: &[u8]) -> Run {
        Run {
            exit,
            stdout: stdout.to_vec(),
            stderr: stderr.to_vec(),
            elapsed: Duration::from_millis(3),
        }
    }

    /// The verdict on a run that exited 0 printing `stdout`, for an `.out` case.
    fn output(problem: &str, input: &str, expected: &str, stdout: &str) -> Verdict {
        let case = Case {
            name: "01-test".to_string(),
            input: input.as_bytes().to_vec(),
            expect: Expect::Output(expected.as_bytes().to_vec()),
        };
        judge(
            find(problem).unwrap(),
            &case,
            &run(Exit::Code(0), stdout.as_bytes(), b""),
        )
    }

    fn wrong(verdict: Verdict) -> String {
        match verdict {
            Verdict::WrongAnswer(why) => why,
            other => panic!("expected WA, got {other:?}"),
        }
    }

    fn presentation(verdict: Verdict) -> String {
        match verdict {
            Verdict::PresentationError(why) => why,
            other => panic!("expected PE, got {other:?}"),
        }
    }

    /// Every solution for n, row by row with columns ascending, as queen columns.
    fn solutions(n: usize) -> Vec<Vec<usize>> {
        fn place(n: usize, columns: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
            let row = columns.len();
            if row == n {
                found.push(columns.clone());
                return;
            }
            for column in 0..n {
                let free = columns
                    .iter()
                    .enumerate()
                    .all(|(r, &c)| c != column && c.abs_diff(column) != row - r);
                if free {
                    columns.push(column);
                    place(n, columns, found);
                    columns.pop();
                }
            }
        }
        let mut found = Vec::new();
        place(n, &mut Vec::new(), &mut found);
        found
    }

    fn leetcode_display(boards: &[Vec<usize>]) -> String {
        let drawn = boards::draw(boards);
        let rows: Vec<String> = boards::parse_acwing(&drawn, boards[0].len())
            .unwrap()
            .iter()
            .map(|board| {
                let quoted: Vec<String> = board.iter().map(|row| format!("\"{row}\"")).collect();
                format!("[{}]", quoted.join(","))
            })
            .collect();
        format!("[{}]\n", rows.join(","))
    }

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
            "output has 0 boards, expected 2\n2 boards missing, e.g. .Q..|...Q|Q...|..Q."
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
            "board 2 (lines 6-9) is repeated (also board 1)\n1 board missing, e.g. ..Q.|Q...|...Q|.Q.."
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
            "board 2 (lines 6-9) is not a solution: queens at (1,2) and (2,3) share a diagonal \
             (row,column from 1)\n1 board missing, e.g. ..Q.|Q...|...Q|.Q.."
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
                "board 17 (lines 145-152) is not a solution: queens at (1,1) and (2,2) share a \
                 diagonal (row,column from 1); 1 more board is not a solution\n2 boards missing"
            ),
            "{why}"
        );
    }

    #[test]
    fn two_queens_in_a_column() {
        let bad = "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\"Q...\"]]\n";
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, bad));
        assert!(
            why.starts_with(
                "board 2 is not a solution: queens at (2,1) and (4,1) share a column (row,column \
                 from 1)\n"
            ),
            "{why}"
        );
    }

    #[test]
    fn a_row_without_a_queen_or_of_the_wrong_length() {
        let bad = "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...\",\".Q..\"]]\n";
        let why = wrong(output("leetcode51", "4\n", FOUR_LEETCODE, bad));
        assert!(why.starts_with("board 2 is not a solution: row 3 has 3 characters, expected 4"));
        let bad = FIRST.to_string() + "..Q.\nQ...\n....\n.Q..\n\n";
        let why = wrong(output("acwing843", "4\n", FOUR, &bad));
        assert!(why.starts_with("board 2 (lines 6-9) is not a solution: row 3 has no queen"));
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
        assert_eq!(
            why,
            format!(
                "output has 90 boards, expected 92\n2 boards missing, e.g. {}",
                boards::one_line(
                    &boards::parse_acwing(&boards::draw(&eight[90..91]), 8).unwrap()[0]
                )
            )
        );
    }

    #[test]
    fn an_extra_board() {
        let why = wrong(output("acwing843", "4\n", FIRST, FOUR));
        assert_eq!(
            why,
            "output has 2 boards, expected 1\nboard 2 (lines 6-9) is not in the expected answer: \
             ..Q.|Q...|...Q|.Q.."
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
             ..Q.|Q...|...Q|.Q..\nfirst format problem: line 1: expected 4 characters of \
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
            "board 2 is not a solution: queens at (2,1) and (4,1) share a column (row,column from \
             1)\n1 board missing, e.g. ..Q.|Q...|...Q|.Q.."
        );
        let repeated =
            "[[\"..Q.\", \"Q...\", \"...Q\", \".Q..\"], [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]]";
        assert_eq!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, repeated)),
            "board 2 is repeated (also board 1)\n1 board missing, e.g. .Q..|...Q|Q...|..Q."
        );
        let missing = "[['..Q.', 'Q...', '...Q', '.Q..']]";
        assert_eq!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, missing)),
            "output has 1 board, expected 2\n1 board missing, e.g. .Q..|...Q|Q...|..Q."
        );
        // A row that is not a row: spaces inside the quotes are content, not layout.
        let spaced_row = FOUR_LEETCODE.replacen(".Q..", ". Q..", 1);
        assert!(
            wrong(output("leetcode51", "4\n", FOUR_LEETCODE, &spaced_row))
                .starts_with("board 1 is not a solution: row 1 holds ' ': only '.' and 'Q'"),
        );
        // Rows of a board keep their order: two rows swapped make a board that is not a solution.
        let swapped = "[['...Q', '.Q..', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]";
        assert!(wrong(output("leetcode51", "4\n", FOUR_LEETCODE, swapped))
            .starts_with("board 1 is not a solution: queens at (2,2) and (3,1) share a diagonal"));
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
                "[[\".Q..\"]]\n[[\".Q..\"]]\n",
                "could not read a list of boards: expected the end of the output at line 2, \
                 column 1, found '['",
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
                "92\n92\n",
                "could not read the count: expected the end of the output at line 2, column 1, \
                 found '9'",
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

    #[test]
    fn exact_outputs_are_compared_byte_for_byte() {
        assert_eq!(
            output("fundamental", "8\n", "8 92 12\n", "8 92 12\n"),
            Verdict::Accepted
        );
        assert_eq!(
            wrong(output("fundamental", "8\n", "8 92 12\n", "8 90 12\n")),
            "line 1 differs (expected 1 line, found 1 line):\n  expected: \"8 92 12\\n\"\n     found: \"8 90 12\\n\""
        );
        assert_eq!(
            presentation(output("fundamental", "8\n", "8 92 12\n", "8 92 12 \n")),
            "line 1: trailing whitespace differs: expected \"8 92 12\\n\", found \"8 92 12 \\n\""
        );
        assert!(
            presentation(output("fundamental", "8\n", "8 92 12\n", "8 92 12\r\n")).contains("CRLF")
        );
        assert!(
            presentation(output("fundamental", "8\n", "8 92 12\n", "8 92 12"))
                .contains("no newline")
        );
        let book = "1 0 \n0 1 \n\n";
        assert!(presentation(output("queens4x4", "", book, "1 0\n0 1\n\n"))
            .starts_with("line 1: trailing"));
    }

    /// Luogu P1219's sample output for n = 6.
    const LUOGU: &str = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n";

    #[test]
    fn luogu_forgives_whitespace_at_line_ends_and_at_the_end() {
        assert_eq!(find("luogu1219").unwrap().rule, Rule::Lines);
        let accepted = [
            LUOGU.to_string(),
            LUOGU.replace('\n', " \n"),
            LUOGU.replacen('\n', " \t \n", 1),
            LUOGU.replace('\n', "\r\n"),
            LUOGU.trim_end().to_string(),
            LUOGU.to_string() + "\n\n",
            LUOGU.replace('\n', " \r\n") + "\r\n \n",
        ];
        for actual in accepted {
            assert_eq!(
                output("luogu1219", "6\n", LUOGU, &actual),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
    }

    #[test]
    fn luogu_still_wants_the_lines_and_the_numbers() {
        let split = LUOGU.replacen("2 4 6 ", "2 4 6\n", 1);
        assert_eq!(
            wrong(output("luogu1219", "6\n", LUOGU, &split)),
            "line 1 differs (expected 4 lines, found 5 lines):\n  expected: \"2 4 6 1 3 5\\n\"\
             \n     found: \"2 4 6\\n\""
        );
        let count = LUOGU.replace("\n4\n", "\n5 \n");
        assert_eq!(
            wrong(output("luogu1219", "6\n", LUOGU, &count)),
            "line 4 differs (expected 4 lines, found 4 lines):\n      line 2: \"3 6 2 5 1 4\\n\"\
             \n      line 3: \"4 1 5 2 6 3\\n\"\n  expected: \"4\\n\"\n     found: \"5 \\n\""
        );
        // Only the end of a line and the end of the output are forgiven.
        let leading = " ".to_string() + LUOGU;
        assert!(wrong(output("luogu1219", "6\n", LUOGU, &leading)).starts_with("line 1 differs"));
        let inside = LUOGU.replacen('\n', "\n\n", 1);
        assert!(wrong(output("luogu1219", "6\n", LUOGU, &inside)).starts_with("line 2 differs"));
    }

    #[test]
    fn tokens_accept_any_whitespace_layout() {
        for actual in [
            LUOGU.replace(' ', "\n"),
            LUOGU.replace(' ', "  \t ").replace('\n', " \r\n\n"),
            "  ".to_string() + &LUOGU.replace('\n', " "),
        ] {
            assert_eq!(
                tokens(LUOGU.as_bytes(), actual.as_bytes()),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
        assert_eq!(find("cses1624").unwrap().rule, Rule::Tokens);
        for actual in ["65\n", "65", " 65 \r\n\n", "\n\t65\n"] {
            assert_eq!(output("cses1624", "", "65\n", actual), Verdict::Accepted);
        }
        assert_eq!(find("kattis8queens").unwrap().rule, Rule::Tokens);
        assert_eq!(
            output("kattis8queens", "", "valid\n", "valid \n\n"),
            Verdict::Accepted
        );
    }

    #[test]
    fn tokens_name_the_first_wrong_missing_or_extra_token() {
        let wrong_token = tokens(
            LUOGU.as_bytes(),
            LUOGU.replacen("3 6 2", "3 6 9", 1).as_bytes(),
        );
        assert_eq!(
            wrong(wrong_token),
            "token 9 differs: expected \"2\", found \"9\"\n  expected, line 2: \"3 6 2 5 1 4\\n\"\
             \n     found, line 2: \"3 6 9 5 1 4\\n\""
        );
        let missing = tokens(LUOGU.as_bytes(), LUOGU.replace("\n4\n", "\n").as_bytes());
        assert_eq!(
            wrong(missing),
            "the output has 18 tokens, expected 19: token 19, \"4\", is missing\n  expected, line \
             4: \"4\\n\""
        );
        let extra = tokens(LUOGU.as_bytes(), (LUOGU.to_string() + "\n4\n").as_bytes());
        assert_eq!(
            wrong(extra),
            "the output has 20 tokens, expected 19: token 20, \"4\", is extra\n     found, line 6: \
             \"4\\n\""
        );
        assert_eq!(
            wrong(output("cses1624", "", "65\n", "")),
            "the output has 0 tokens, expected 1: token 1, \"65\", is missing\n  expected, line 1: \
             \"65\\n\""
        );
        assert!(wrong(output("cses1624", "", "65\n", "6 5\n")).starts_with("token 1 differs"));
        assert_eq!(
            wrong(output("kattis8queens", "", "valid\n", "Valid\n")),
            "token 1 differs: expected \"valid\", found \"Valid\"\n  expected, line 1: \
             \"valid\\n\"\n     found, line 1: \"Valid\\n\""
        );
        assert!(wrong(output("kattis8queens", "", "valid\n", "invalid\n"))
            .starts_with("token 1 differs: expected \"valid\", found \"invalid\""));
    }

    #[test]
    fn exact_still_tells_a_trailing_space_apart() {
        for name in ["queens4x4", "fundamental"] {
            assert_eq!(find(name).unwrap().rule, Rule::Exact, "{name}");
        }
        assert!(matches!(
            output("fundamental", "8\n", "8 92 12\n", "8 92 12 \n"),
            Verdict::PresentationError(_)
        ));
    }

    #[test]
    fn stderr_is_not_judged_on_a_successful_run() {
        let case = Case {
            name: "x".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let noisy = run(Exit::Code(0), b"92\n", b"debug: 92 solutions\n");
        assert_eq!(
            judge(find("leetcode52").unwrap(), &case, &noisy),
            Verdict::Accepted
        );
    }

    fn refused(stdout: &[u8], stderr: &[u8], exit: Exit) -> Verdict {
        let case = Case {
            name: "05-zero".into(),
            input: b"0\n".to_vec(),
            expect: Expect::Refusal(b"leetcode52: n = 0 is out of range 1..=9\n".to_vec()),
        };
        judge(
            find("leetcode52").unwrap(),
            &case,
            &run(exit, stdout, stderr),
        )
    }

    #[test]
    fn a_refusal_needs_status_1_no_stdout_and_the_exact_stderr() {
        let message = b"leetcode52: n = 0 is out of range 1..=9\n";
        assert_eq!(refused(b"", message, Exit::Code(1)), Verdict::Accepted);
        let why = wrong(refused(
            b"",
            b"leetcode52: n = 0 is out of range\n",
            Exit::Code(1),
        ));
        assert!(why.starts_with("stderr differs: line 1 differs"), "{why}");
        let why = wrong(refused(
            b"",
            b"leetcode52: n = 0 is out of range 1..=9\r\n",
            Exit::Code(1),
        ));
        assert!(
            why.starts_with("stderr differs: line 1: a CRLF line ending"),
            "{why}"
        );
        let why = wrong(refused(b"0\n", message, Exit::Code(1)));
        assert_eq!(
            why,
            "stdout should be empty, found 2 bytes starting \"0\\n\""
        );
        let why = wrong(refused(b"0\n", b"", Exit::Code(0)));
        assert!(
            why.starts_with(
                "exit status 0, expected exit status 1: the input should be refused\nstdout should \
                 be empty, found 2 bytes starting \"0\\n\"\nstderr differs: line 1 differs"
            ),
            "{why}"
        );
        let why = wrong(refused(b"", message, Exit::Code(2)));
        assert_eq!(
            why,
            "exit status 2, expected exit status 1: the input should be refused"
        );
    }

    #[test]
    fn a_panic_is_not_a_refusal() {
        let panic = b"thread 'main' (7) panicked at src/bin/leetcode52.rs:9:5:\nn out of range\n\
                      note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
        let why = wrong(refused(b"", panic, Exit::Code(101)));
        assert!(
            why.starts_with(
                "the program panicked instead of refusing the input (exit status 101); a refusal \
                 is one line on stderr and exit status 1\nstderr, 2 of 3 lines, from the panic:\n  \
                 | thread 'main' (7) panicked at"
            ),
            "{why}"
        );
        // Built with `panic = "abort"`, the same panic ends in SIGABRT: still called out.
        let why = wrong(refused(b"", panic, Exit::Signal(6)));
        assert!(
            why.contains("panicked instead of refusing the input (killed by signal 6 (SIGABRT))"),
            "{why}"
        );
        // Even a panic with exit status 1 and a matching first line is not a refusal.
        let mut both = b"leetcode52: n = 0 is out of range 1..=9\n".to_vec();
        both.extend_from_slice(panic);
        assert!(wrong(refused(b"", &both, Exit::Code(1))).starts_with("the program panicked"));
    }

    #[test]
    fn crashes_are_runtime_errors_with_the_end_of_stderr() {
        let case = Case {
            name: "x".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let problem = find("leetcode52").unwrap();
        let stderr = b"1\n2\n3\nthread 'main' panicked at src/main.rs:1:1:\nboom\n6\n7\n";
        let verdict = judge(problem, &case, &run(Exit::Code(101), b"92\n", stderr));
        assert_eq!(
            verdict,
            Verdict::RuntimeError(
                "exit status 101 (the program panicked)\nstderr, 4 of 7 lines, from the panic:\n  \
                 | thread 'main' panicked at src/main.rs:1:1:\n  | boom\n  | 6\n  | 7"
                    .into()
            )
        );
        assert_eq!(verdict.code(), "RE");
        let verdict = judge(problem, &case, &run(Exit::Signal(11), b"", b""));
        assert_eq!(
            verdict,
            Verdict::RuntimeError("killed by signal 11 (SIGSEGV)\nstderr: empty".into())
        );
        let verdict = judge(
            problem,
            &case,
            &run(Exit::Code(1), b"", b"leetcode52: no input\n"),
        );
        assert_eq!(
            verdict.explanation(),
            "exit status 1\nstderr:\n  | leetcode52: no input"
        );
        // A refused-input case that crashes without a panic is RE too.
        assert_eq!(refused(b"", b"", Exit::Signal(11)).code(), "RE");
        // A long line is cut, and says so.
        let long = format!("{}\n", "x".repeat(250));
        let verdict = judge(problem, &case, &run(Exit::Code(1), b"", long.as_bytes()));
        assert!(
            verdict
                .explanation()
                .ends_with(&format!("{} … (200 of 250 characters)", "x".repeat(200))),
            "{}",
            verdict.explanation()
        );
    }

    #[test]
    fn a_panic_shows_its_message_not_the_backtrace() {
        let stderr = "thread 'main' (9) panicked at src/bin/leetcode52.rs:107:17:\nboom at seven\n\
                      stack backtrace:\n   0: __rustc::rust_begin_unwind\n   1: core::panicking\n\
                      \x20  2: leetcode52::main\nnote: Some details are omitted\n";
        let case = Case {
            name: "x".into(),
            input: b"7\n".to_vec(),
            expect: Expect::Output(b"40\n".to_vec()),
        };
        let verdict = judge(
            find("leetcode52").unwrap(),
            &case,
            &run(Exit::Code(101), b"", stderr.as_bytes()),
        );
        assert_eq!(
            verdict.explanation(),
            "exit status 101 (the program panicked)\nstderr, 2 of 7 lines, from the panic:\n  \
             | thread 'main' (9) panicked at src/bin/leetcode52.rs:107:17:\n  | boom at seven"
        );
    }

    #[test]
    fn the_time_limit_comes_first() {
        let timeout = Timeout {
            clock: Clock::Cpu,
            cpu: Duration::from_millis(1010),
            wall: Duration::from_millis(1500),
            limit: Duration::from_secs(1),
        };
        let late = run(Exit::TimedOut(timeout), b"92\n", b"");
        let case = Case {
            name: "x".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let verdict = judge(find("leetcode52").unwrap(), &case, &late);
        assert_eq!(verdict.code(), "TLE");
        assert_eq!(
            verdict.explanation(),
            "CPU time 1.01 s passed the 1 s limit (user + sys of all its processes; wall time \
             1.50 s)"
        );
        assert_eq!(refused(b"", b"", Exit::TimedOut(timeout)), verdict);
    }

    #[test]
    fn a_broken_expectation_cannot_judge() {
        let why = wrong(output("acwing843", "4\n", ".Q..\n", FOUR));
        assert_eq!(
            why,
            "cannot judge (a testdata bug): the expected output: board 1 is cut short: the output \
             ends after 1 of its 4 rows"
        );
        let bad = ".Q..\n..Q.\nQ...\n...Q\n\n";
        let why = wrong(output("acwing843", "4\n", bad, FOUR));
        assert!(why.starts_with(
            "cannot judge (a testdata bug): expected board 1 (lines 1-4) is not a solution"
        ));
        let why = wrong(output("acwing843", "four\n", FOUR, FOUR));
        assert_eq!(
            why,
            "cannot judge (a testdata bug): the input does not hold one integer n"
        );
    }

    #[cfg(unix)]
    #[test]
    fn exits_come_from_the_status() {
        use std::process::Command;
        let status = |script: &str| Command::new("sh").args(["-c", script]).status().unwrap();
        assert_eq!(Exit::from_status(status("exit 3")), Exit::Code(3));
        assert_eq!(Exit::from_status(status("kill -SEGV $$")), Exit::Signal(11));
    }
}
