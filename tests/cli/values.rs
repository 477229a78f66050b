//! LeetCode is judged on the returned value, never on the adapter's text: programs written the way
//! contestants write them (`tests/programs/leetcode51-adapters.py`, `tests/programs/leetcode52.cpp`)
//! run through the `judge` binary, each case's verdict asserted. Correct values in any print are
//! AC, garbage is WA with the reading error, a wrong answer is WA with why. LeetCode has no
//! Presentation Error, so no verdict here is ever PE.

use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::cases::{self, Case};
use nqueens::{problems, Expect};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{missing, python, NO_HURRY, PROGRAMS};

/// `judge --time-limit 60s <problem> -- <command>`: its exit code and report. The limit is far
/// above what any case takes, so the verdict is the program's, not the machine's load.
fn judge(problem: &str, command: &[&str]) -> (i32, String) {
    let output = cargo_bin_cmd!("judge")
        .args(NO_HURRY)
        .args([problem, "--"])
        .args(command)
        .output()
        .expect("judge runs");
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.stderr.is_empty(),
        "judge {problem} -- {command:?} wrote on stderr:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.code().expect("judge exits"), report)
}

/// `judge leetcode51 -- python3 tests/programs/leetcode51-adapters.py <mode>`.
fn judge_adapter(python: &str, mode: &str) -> (i32, String) {
    let script = format!("{PROGRAMS}/leetcode51-adapters.py");
    judge("leetcode51", &[python, "-S", &script, mode])
}

/// The cases of `problem` the judge runs without `--all`: inputs the real judge could send.
fn sent_cases(problem: &str) -> Vec<Case> {
    let sends = problems::find(problem)
        .expect("a known problem")
        .sent_by_judge;
    cases::load(&cases::testdata_dir().join(problem))
        .expect("cases load")
        .into_iter()
        .filter(|case| {
            matches!(case.expect, Expect::Output(_))
                && std::str::from_utf8(&case.input).is_ok_and(sends)
        })
        .collect()
}

/// n of a case's input.
fn n_of(case: &Case) -> u32 {
    String::from_utf8_lossy(&case.input).trim().parse().unwrap()
}

/// Each sent case of `problem` with its verdict code and its explanation, in the order reported;
/// every sent case reported once.
fn verdicts(problem: &str, report: &str) -> Vec<(Case, String, String)> {
    let cases = sent_cases(problem);
    let mut found: Vec<(Case, String, String)> = Vec::new();
    for line in report.lines() {
        if let Some(explanation) = line.strip_prefix("    ") {
            if let Some((_, _, why)) = found.last_mut() {
                why.push_str(explanation);
                why.push('\n');
            }
            continue;
        }
        let mut words = line.split_whitespace();
        let (Some(name), Some(code)) = (words.next(), words.next()) else {
            continue;
        };
        if let Some(case) = cases.iter().find(|case| case.name == name) {
            found.push((case.clone(), code.to_string(), String::new()));
        }
    }
    assert_eq!(found.len(), cases.len(), "one line per case:\n{report}");
    found
}

/// Every case accepted, and the judge says so.
fn assert_accepted(problem: &str, (code, report): (i32, String)) {
    for (case, verdict, why) in verdicts(problem, &report) {
        assert_eq!(verdict, "AC", "{}: {why}\n{report}", case.name);
    }
    assert_eq!(code, 0, "{report}");
    assert!(report.ends_with("verdict: Accepted\n"), "{report}");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn json_dumps_with_its_default_spaces_is_accepted() {
    let Some(python) = python() else {
        return;
    };
    assert_accepted("leetcode51", judge_adapter(python, "--json"));
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn python_repr_with_single_quotes_is_accepted() {
    let Some(python) = python() else {
        return;
    };
    assert_accepted("leetcode51", judge_adapter(python, "--repr"));
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn boards_in_another_order_are_accepted() {
    let Some(python) = python() else {
        return;
    };
    assert_accepted("leetcode51", judge_adapter(python, "--reverse"));
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_canonical_display_is_still_accepted() {
    let Some(python) = python() else {
        return;
    };
    let script = format!("{PROGRAMS}/leetcode51.py");
    assert_accepted("leetcode51", judge("leetcode51", &[python, "-S", &script]));
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn garbage_is_a_wrong_answer_with_the_reading_error() {
    let Some(python) = python() else {
        return;
    };
    let (code, report) = judge_adapter(python, "--garbage");
    for (case, verdict, why) in verdicts("leetcode51", &report) {
        assert_eq!(verdict, "WA", "{}:\n{report}", case.name);
        assert_eq!(
            why, "could not read a list of boards: expected '[' at line 1, column 1, found '<'\n",
            "{}:\n{report}",
            case.name
        );
    }
    assert_eq!(code, 1, "{report}");
    assert!(report.contains("verdict: Wrong Answer on "), "{report}");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_wrong_search_is_a_wrong_answer_that_says_why() {
    let Some(python) = python() else {
        return;
    };
    let (code, report) = judge_adapter(python, "--wrong");
    for (case, verdict, why) in verdicts("leetcode51", &report) {
        // One queen has no diagonal to share; from n = 2 on, the missing check lets boards in.
        if n_of(&case) == 1 {
            assert_eq!(verdict, "AC", "{}:\n{report}", case.name);
        } else {
            assert_eq!(verdict, "WA", "{}:\n{report}", case.name);
            assert!(
                why.contains("is not a solution: queens at ")
                    && why.contains("share the \\ diagonal row - col = "),
                "{}: {why}\n{report}",
                case.name
            );
            assert!(!why.contains("could not read"), "{}: {why}", case.name);
        }
    }
    assert_eq!(code, 1, "{report}");
}

/// A C++ compiler, `c++` or `g++`, when the machine has one.
fn cpp_compiler() -> Option<&'static str> {
    ["c++", "g++"].into_iter().find(|compiler| {
        Command::new(compiler)
            .arg("--version")
            .output()
            .is_ok_and(|output| output.status.success())
    })
}

/// `tests/programs/leetcode52.cpp` compiled into cargo's temporary directory; `None`, with a
/// message that shows even when the test passes, when there is no compiler.
fn leetcode52_cpp() -> Option<PathBuf> {
    let Some(compiler) = cpp_compiler() else {
        missing("c++ or g++", "the C++ adapter for leetcode52");
        return None;
    };
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join("leetcode52-cpp");
    let status = Command::new(compiler)
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(format!("{PROGRAMS}/leetcode52.cpp"))
        .status()
        .expect("the compiler runs");
    assert!(
        status.success(),
        "{compiler} could not compile leetcode52.cpp"
    );
    Some(binary)
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_cpp_count_without_a_final_newline_is_accepted_and_a_wrong_one_is_not() {
    let Some(binary) = leetcode52_cpp() else {
        return;
    };
    let binary = binary.to_str().expect("a UTF-8 path");
    // The program really prints no newline, so this is the case the judge must forgive.
    let mut child = Command::new(binary)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"8\n").unwrap();
    assert_eq!(child.wait_with_output().unwrap().stdout, b"92");

    assert_accepted("leetcode52", judge("leetcode52", &[binary]));

    let (code, report) = judge("leetcode52", &[binary, "--wrong"]);
    for (case, verdict, why) in verdicts("leetcode52", &report) {
        let count = nqueens::oeis::all(n_of(&case) as usize).unwrap();
        assert_eq!(verdict, "WA", "{}:\n{report}", case.name);
        assert_eq!(
            why,
            format!("expected {count}, found {}\n", count as i64 - 1),
            "{}",
            case.name
        );
    }
    assert_eq!(code, 1, "{report}");
}
