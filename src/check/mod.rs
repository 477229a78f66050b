//! Checkers and verdicts, one code path for the golden harness and the `judge` command: [`judge`]
//! maps one run to a verdict by the problem's [`Rule`] (each rule's doc says what it accepts).
//!
//! By concern: a run's exit and what it means (TLE, MLE, OLE first; RE; a refused input's
//! status and stderr), `exit.rs`; the text rules (bytes, lines, tokens), `text.rs`; the board and
//! value rules (AcWing's boards, LeetCode's returned values), `boards.rs`; a time close to the
//! limit on a busy machine, run again and judged by its best run, `timing.rs`.

mod boards;
mod cause;
mod exit;
#[cfg(test)]
mod testing;
mod text;
mod timing;

pub use crate::run::{Exit, Run};
use crate::{Case, Expect, Problem, Rule};
use boards::{acwing_boards, leetcode_boards, leetcode_count};
pub use exit::unwritten;
use exit::{crash, refusal, status};
use text::{exact, lines, tokens};
pub use timing::{judge_timed, machine_busy, Timed, RUNS};

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

/// The verdict on one run of `problem`'s program on `case`, with its likely cause where a
/// pattern says one (`cause.rs`).
pub fn judge(problem: &Problem, case: &Case, run: &Run) -> Verdict {
    cause::named(problem, case, run, judged(problem, case, run))
}

/// The checker's verdict alone.
fn judged(problem: &Problem, case: &Case, run: &Run) -> Verdict {
    // A run stopped at a limit is judged on that limit alone, never on what it printed.
    match run.exit {
        Exit::TimedOut(timeout) => return Verdict::TimeLimitExceeded(timeout.to_string()),
        Exit::OutputLimit { .. } => return Verdict::OutputLimitExceeded(status(run.exit)),
        Exit::MemoryLimit { .. } => {
            let mut why = status(run.exit);
            if let Some(name) = problem.memory_verdict {
                why += &format!("\n{} shows a memory overrun as {name}", problem.judge);
            }
            return Verdict::MemoryLimitExceeded(why);
        }
        Exit::ProcessLimit { .. } => return Verdict::RuntimeError(status(run.exit)),
        Exit::Code(_) | Exit::Signal(_) => {}
    }
    match &case.expect {
        Expect::Output(_) if run.exit != Exit::Code(0) => Verdict::RuntimeError(crash(run)),
        Expect::Output(expected) => match problem.rule {
            Rule::Exact => exact(expected, &run.stdout),
            Rule::Lines => explained(problem, case, lines(expected, &run.stdout), run),
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

/// A wrong answer found by comparing text, with what the problem's [`Problem::explain`] sees in
/// the output beyond the differing lines (a placement whose queens attack each other, drawn).
fn explained(problem: &Problem, case: &Case, verdict: Verdict, run: &Run) -> Verdict {
    match (verdict, problem.explain) {
        (Verdict::WrongAnswer(why), Some(explain)) => {
            let more = explain(&case.input, &run.stdout);
            if more.is_empty() {
                Verdict::WrongAnswer(why)
            } else {
                Verdict::WrongAnswer(format!(
                    "{why}
{more}"
                ))
            }
        }
        (verdict, _) => verdict,
    }
}

/// The problem's independent check as the checker: a special judge's any valid answer, or a case
/// too large to commit its output (`.check`).
pub(super) fn valid(problem: &Problem, input: &[u8], output: &[u8]) -> Verdict {
    match (problem.verify)(input, output) {
        Ok(()) => Verdict::Accepted,
        Err(why) => Verdict::WrongAnswer(why),
    }
}

#[cfg(test)]
mod tests {
    use super::testing::*;

    /// Luogu P1219's text compared line by line, and then its placements read: a second
    /// solution whose rows 7 and 8 swapped their queens is drawn with the line they share; a
    /// wrong count alone, or a placement that is valid but out of order, gets the lines alone.
    #[test]
    fn a_wrong_placement_compared_as_text_is_also_drawn() {
        let luogu1219 = find("luogu1219").unwrap();
        let case = Case {
            name: "03-n8".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(
                b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n".to_vec(),
            ),
        };
        let judged = |stdout: &[u8]| judge(luogu1219, &case, &run(Exit::Code(0), stdout, b""));
        let clash = judged(b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 5 2\n1 7 4 6 8 2 5 3\n92\n");
        assert_eq!(clash.code(), "WA");
        let why = clash.explanation();
        assert!(why.starts_with("line 2 differs"), "{why}");
        assert!(
            why.contains(
                "\nsolution 2, row 7: column 5 is attacked by the queen of row 6 on the \\ \
                 diagonal row - col = 2 (# below)\n  Q.......\n"
            ),
            "{why}"
        );
        for valid in [
            &b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n91\n"[..],
            b"1 6 8 3 7 4 2 5\n1 5 8 6 3 7 2 4\n1 7 4 6 8 2 5 3\n92\n",
        ] {
            let verdict = judged(valid);
            assert_eq!(verdict.code(), "WA");
            assert!(!verdict.explanation().contains("attacked"), "{verdict:?}");
        }
        let right = judged(b"1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n");
        assert_eq!(right.code(), "AC");
    }

    #[test]
    fn a_judge_that_names_a_memory_overrun_otherwise_is_quoted_beside_mle() {
        let over = Exit::MemoryLimit {
            peak: 600 << 20,
            limit: 512 << 20,
        };
        let case = Case {
            name: "x".into(),
            input: b"........\n".repeat(8),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let verdict = judge(find("cses1624").unwrap(), &case, &run(over, b"", b""));
        assert_eq!(verdict.code(), "MLE");
        assert!(
            verdict
                .explanation()
                .ends_with("\nCSES shows a memory overrun as RUNTIME ERROR"),
            "{verdict:?}"
        );
        let verdict = judge(find("boj3344").unwrap(), &case, &run(over, b"", b""));
        assert!(!verdict.explanation().contains("shows"), "{verdict:?}");
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
}
