//! What the checkers' tests share: runs, verdicts and boards made up for a test.

pub use crate::boards;
pub use crate::check::{judge, Exit, Run, Verdict};
pub use crate::problems::find;
pub use crate::{Case, Expect, Rule};
use std::time::Duration;

pub const FOUR: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
pub const FIRST: &str = ".Q..\n...Q\nQ...\n..Q.\n\n";
pub const SECOND: &str = "..Q.\nQ...\n...Q\n.Q..\n\n";
pub const FOUR_LEETCODE: &str =
    "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n";

pub fn run(exit: Exit, stdout: &[u8], stderr: &[u8]) -> Run {
    Run {
        exit,
        stdout: stdout.to_vec(),
        stderr: stderr.to_vec(),
        elapsed: Duration::from_millis(3),
    }
}

/// The verdict on a run that exited 0 printing `stdout`, for an `.out` case.
pub fn output(problem: &str, input: &str, expected: &str, stdout: &str) -> Verdict {
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

/// A wrong answer's explanation, the checker's alone (without the likely cause `cause.rs` adds).
pub fn wrong(verdict: Verdict) -> String {
    let why = explained(verdict);
    match why.split_once("\nlikely cause: ") {
        Some((checker, _)) => checker.to_string(),
        None => why,
    }
}

/// A wrong answer's whole explanation, the likely cause included.
pub fn explained(verdict: Verdict) -> String {
    match verdict {
        Verdict::WrongAnswer(why) => why,
        other => panic!("expected WA, got {other:?}"),
    }
}

pub fn presentation(verdict: Verdict) -> String {
    match verdict {
        Verdict::PresentationError(why) => why,
        other => panic!("expected PE, got {other:?}"),
    }
}

/// Every solution for n, row by row with columns ascending, as queen columns.
pub fn solutions(n: usize) -> Vec<Vec<usize>> {
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

pub fn leetcode_display(boards: &[Vec<usize>]) -> String {
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
