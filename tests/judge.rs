//! The `judge` command on fixed programs (`tests/programs/`, `true`): each verdict, the case
//! selection, and the errors that are not verdicts. Assertion failures show the judge's command
//! line and its whole output.
//!
//! None of them runs our own solutions in `src/bin/`: a person practising in
//! `src/bin/acwing843.rs` would see the judge's tests fail for their mistake. The golden harness
//! (`tests/golden.rs`) judges those. Only the time limit test depends on speed; the others pass
//! [`NO_HURRY`], so that a busy machine cannot turn an AC into a TLE.

use assert_cmd::assert::Assert;
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::cases::{self, Case};
use nqueens::Expect;
use predicates::str::contains;
use std::process::Command;
use std::sync::OnceLock;

const PROGRAMS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/programs");

/// `--time-limit` for every test that is not about time: far above what any case takes (n = 12
/// in Python is about a second), so the verdict is the program's, not the machine's load.
const NO_HURRY: [&str; 2] = ["--time-limit", "60s"];

/// The interpreter behind `python3`, found once: a version manager's shim (pyenv) would add a
/// shell and a few hundred milliseconds to every case.
fn python() -> &'static str {
    static PYTHON: OnceLock<String> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let output = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 runs");
        String::from_utf8(output.stdout).unwrap().trim().to_string()
    })
}

fn program(name: &str) -> String {
    format!("{PROGRAMS}/{name}")
}

fn judge(arguments: &[&str]) -> Assert {
    cargo_bin_cmd!("judge").args(arguments).assert()
}

/// `judge --time-limit 60s <problem> -- <command>`.
fn judge_unhurried(problem: &str, command: &[&str]) -> Assert {
    let mut arguments = NO_HURRY.to_vec();
    arguments.extend([problem, "--"]);
    arguments.extend(command);
    judge(&arguments)
}

/// `judge --time-limit 60s acwing843 -- python3 tests/programs/acwing843.py <mode>`.
fn judge_acwing843_py(mode: &[&str]) -> Assert {
    let script = program("acwing843.py");
    let mut command = vec![python(), &script];
    command.extend(mode);
    judge_unhurried("acwing843", &command)
}

fn stdout(assert: &Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stdout).into_owned()
}

fn stderr(assert: &Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stderr).into_owned()
}

fn acwing843_cases() -> Vec<Case> {
    cases::load(&cases::testdata_dir().join("acwing843")).expect("acwing843 cases load")
}

/// AcWing 843's constraints in our own words: one line holding a digit 1..=9, with an answer.
fn acwing_sends(case: &Case) -> bool {
    matches!(case.expect, Expect::Output(_))
        && matches!(case.input.as_slice(), [b'1'..=b'9', b'\n'])
}

/// The case lines of a report, as (case, verdict code), in the order printed.
fn verdicts(report: &str, cases: &[Case]) -> Vec<(String, String)> {
    report
        .lines()
        // Explanations are indented; a case line starts with its name.
        .filter(|line| !line.starts_with(' '))
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let (name, code) = (words.next()?, words.next()?);
            cases
                .iter()
                .any(|case| case.name == name)
                .then(|| (name.to_string(), code.to_string()))
        })
        .collect()
}

/// Every case the judge would send is reported, and each with `code`.
fn assert_every_case(report: &str, code: &str) {
    let cases = acwing843_cases();
    let verdicts = verdicts(report, &cases);
    let sent = cases.iter().filter(|case| acwing_sends(case)).count();
    assert_eq!(verdicts.len(), sent, "one line per case:\n{report}");
    for (case, verdict) in &verdicts {
        assert_eq!(verdict, code, "{case}:\n{report}");
    }
}

#[test]
fn a_correct_python_program_is_accepted() {
    let assert = judge_acwing843_py(&[]).success();
    let report = stdout(&assert);
    assert_every_case(&report, "AC");
    assert!(report.ends_with("verdict: Accepted\n"), "{report}");
}

#[test]
fn boards_in_another_order_are_accepted() {
    let assert = judge_acwing843_py(&["--reverse"]).success();
    assert_every_case(&stdout(&assert), "AC");
}

#[test]
fn a_wrong_board_is_a_wrong_answer_with_the_reason() {
    let assert = judge_acwing843_py(&["--wrong"]).code(1);
    let report = stdout(&assert);
    // n = 1 has one board and nothing to move, n = 2 and 3 none: those stay accepted.
    let cases = acwing843_cases();
    for (case, verdict) in verdicts(&report, &cases) {
        let input = &cases.iter().find(|c| c.name == case).unwrap().input;
        let n: u32 = String::from_utf8_lossy(input).trim().parse().unwrap();
        assert_eq!(
            verdict,
            if n >= 4 { "WA" } else { "AC" },
            "{case}:\n{report}"
        );
    }
    assert!(
        report.contains("queens at (2,4) and (4,4) share a column"),
        "{report}"
    );
    assert!(report.contains("verdict: Wrong Answer on "), "{report}");
}

#[test]
fn a_trailing_space_is_a_presentation_error() {
    let assert = judge_acwing843_py(&["--trailing-space"]).code(1);
    let report = stdout(&assert);
    // n = 2 and 3 have no boards, so no line to put a space after.
    for (case, verdict) in verdicts(&report, &acwing843_cases()) {
        let expected = if case.ends_with("-n2") || case.ends_with("-n3") {
            "AC"
        } else {
            "PE"
        };
        assert_eq!(verdict, expected, "{case}:\n{report}");
    }
    assert!(
        report.contains("found \".Q.. \" (trailing whitespace)"),
        "{report}"
    );
}

#[test]
fn a_program_past_the_limit_is_killed() {
    let script = program("sleeps.sh");
    let started = std::time::Instant::now();
    let assert = judge(&["--time-limit", "0.3", "acwing843", "--", "sh", &script])
        .code(1)
        .stdout(contains("limits: time 300 ms of wall time"))
        .stdout(contains("verdict: Time Limit Exceeded on "));
    let report = stdout(&assert);
    assert_every_case(&report, "TLE");
    // Killed at 0.3 s each, `sleep 10` and all: not waited for.
    let cases = verdicts(&report, &acwing843_cases()).len() as f64;
    assert!(
        started.elapsed().as_secs_f64() < cases * 0.3 + 5.0,
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn a_crash_is_a_runtime_error_with_the_status_and_stderr() {
    let assert = judge_acwing843_py(&["--crash"])
        .code(1)
        .stdout(contains("IndexError: list index out of range"))
        .stdout(contains("verdict: Runtime Error on "));
    let report = stdout(&assert);
    assert_every_case(&report, "RE");
    assert!(report.contains("exit status 1"), "{report}");
}

#[test]
fn a_signal_is_a_runtime_error_naming_it() {
    let script = program("segfault.sh");
    let assert = judge_unhurried("acwing843", &["sh", &script])
        .code(1)
        .stdout(contains("about to fail"));
    let report = stdout(&assert);
    assert_every_case(&report, "RE");
    assert!(report.contains("SIGSEGV"), "{report}");
}

#[test]
fn printing_nothing_is_a_wrong_answer() {
    let assert = judge_unhurried("acwing843", &["true"]).code(1);
    let report = stdout(&assert);
    // n = 2 and 3 have no boards: nothing is their right answer.
    let cases = acwing843_cases();
    for (case, verdict) in verdicts(&report, &cases) {
        let expected = match &cases.iter().find(|c| c.name == case).unwrap().expect {
            Expect::Output(out) if out.is_empty() => "AC",
            _ => "WA",
        };
        assert_eq!(verdict, expected, "{case}:\n{report}");
    }
}

#[test]
fn a_command_that_cannot_start_is_not_a_verdict() {
    let missing = program("no-such-program");
    judge(&["acwing843", "--", &missing])
        .code(2)
        .stderr(format!(
            "judge: cannot start `{missing}`: No such file or directory\n"
        ))
        .stdout("");
    // Not a program at all.
    judge(&["acwing843", "--", PROGRAMS])
        .code(2)
        .stdout("")
        .stderr(contains("Permission denied"));
}

#[test]
fn a_leetcode_adapter_in_python_is_accepted() {
    let script = program("leetcode51.py");
    judge_unhurried("leetcode51", &[python(), &script])
        .success()
        .stdout(contains("verdict: Accepted"));
}

#[test]
fn an_unknown_problem_is_named_with_the_nearest_ones() {
    // Every form: with `--`, without it (the command taken for a stray word), flags first, alone.
    for arguments in [
        &["acwing84", "--", "./mine"][..],
        &["acwing84", "./mine"],
        &["--all", "--time-limit", "2s", "acwing84", "--", "./mine"],
        &["acwing84"],
    ] {
        judge(arguments)
            .code(2)
            .stdout("")
            .stderr("judge: unknown problem `acwing84`; did you mean acwing843?\n");
    }
    // Nothing near: the list, on the same line.
    let mut assert = judge(&["xyz", "--", "true"])
        .code(2)
        .stdout("")
        .stderr(contains("judge: unknown problem `xyz`; the problems are "));
    for problem in nqueens::problems::PROBLEMS {
        assert = assert.stderr(contains(problem.name));
    }
    assert_eq!(stderr(&assert).lines().count(), 1, "{}", stderr(&assert));
    // No problem at all: the usage, and the list.
    judge(&[])
        .code(2)
        .stderr(contains("usage: judge"))
        .stderr(contains("  leetcode51 "));
}

#[test]
fn usage_errors_are_one_line_and_exit_2() {
    for arguments in [
        &["acwing843", "true"][..],
        &["acwing843", "--"],
        &["acwing843"],
        &["--time-limit", "soon", "acwing843", "--", "true"],
        &["--time-limit"],
        &["--memory-limit", "0", "acwing843", "--", "true"],
        &["--every", "acwing843", "--", "true"],
    ] {
        let assert = judge(arguments).code(2).stdout("");
        let message = stderr(&assert);
        assert!(
            message.starts_with("judge: ") && message.lines().count() == 1,
            "{arguments:?}: {message}"
        );
        assert!(!message.contains("panicked"), "{arguments:?}: {message}");
    }
}

#[test]
fn absurd_limits_are_refused_before_anything_starts() {
    // `true` would be judged if anything started; nothing does, and nothing panics.
    let absurd = ["1.8e19", "1e19", "inf", "nan", "-1", "0", "-0.5", "1e-9"];
    for (flag, too_much) in [("--time-limit", "3601"), ("--memory-limit", "2TiB")] {
        for limit in absurd.into_iter().chain([too_much]) {
            let assert = judge(&[flag, limit, "acwing843", "--", "true"])
                .code(2)
                .stdout("");
            let message = stderr(&assert);
            let what = if flag == "--time-limit" {
                "time"
            } else {
                "memory"
            };
            assert!(
                message.starts_with(&format!("judge: {what} limit `{limit}` is "))
                    && message.lines().count() == 1,
                "{flag} {limit}: {message}"
            );
        }
    }
    // A whole token of digits is quoted short.
    let long = "9".repeat(10_000);
    judge(&["--time-limit", &long, "acwing843", "--", "true"])
        .code(2)
        .stderr(contains("… (10000 characters)"));
}

#[test]
fn help_ends_quietly_on_a_closed_or_full_stdout() {
    let closed = Command::new("sh")
        .args(["-c", "\"$0\" --help | true", env!("CARGO_BIN_EXE_judge")])
        .output()
        .unwrap();
    assert!(closed.status.success(), "{closed:?}");
    assert_eq!(String::from_utf8_lossy(&closed.stderr), "");
    if std::path::Path::new("/dev/full").exists() {
        let full = Command::new(env!("CARGO_BIN_EXE_judge"))
            .arg("--help")
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&full.stderr), "");
        assert_eq!(full.status.code(), Some(1), "{full:?}");
    }
}

#[test]
fn only_what_the_judge_would_send_unless_all() {
    let cases = acwing843_cases();
    assert!(
        cases.iter().any(|case| !acwing_sends(case)),
        "acwing843 has cases the judge would not send"
    );
    let reported = |report: &str| -> Vec<String> {
        verdicts(report, &cases)
            .into_iter()
            .map(|(case, _)| case)
            .collect()
    };

    let report = stdout(&judge_acwing843_py(&[]).success());
    let sent: Vec<String> = cases
        .iter()
        .filter(|case| acwing_sends(case))
        .map(|case| case.name.clone())
        .collect();
    assert_eq!(reported(&report), sent, "{report}");

    // Everything with --all, refused inputs and n = 10.. included. Which cases run does not depend
    // on the program, so `true` does (the reference program would spend a whole time limit on
    // n = 15); its verdicts are not the point here.
    let report = stdout(&judge(&["--all", "acwing843", "--", "true"]).code(1));
    let all: Vec<String> = cases.iter().map(|case| case.name.clone()).collect();
    assert_eq!(reported(&report), all, "{report}");
    assert!(report.contains("(not sent by the judge)"), "{report}");
}
