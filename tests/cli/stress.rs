//! `judge --stress` end to end: our own programs pass it on every problem, from a judge copied
//! alone (the expected outputs are the library's, nothing beside the judge is needed); a wrong
//! program of each kind of problem is caught, shrunk and shown with the expected output and its
//! own; a planted bug that every golden case misses is found; `--save` writes a case the harness
//! accepts; bad uses are refused. Assertion failures show the judge's whole output.
//!
//! Every run passes a generous `--time-limit`: the verdicts are the programs', not the machine's
//! load. The planted bugs live in `tests/programs/`: `cses1624.py --corner-bug`,
//! `kattis8queens.py --edge-bug`, `acwing843.py --wrong` and `luogu1219.py --count-bug`.

// On Windows only the tests of our own programs run: the planted bugs are Python programs.
#![cfg_attr(not(unix), allow(dead_code, unused_imports))]

use assert_cmd::assert::Assert;
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::cases::{self, Case};
use nqueens::problems::{find, PROBLEMS};
use nqueens::{judge, run, Expect, Verdict};
use std::process::Command;
use std::time::Duration;
use std::{env, fs};

use crate::common::{python, Scratch, NO_HURRY, PROGRAMS};

/// `python3 tests/programs/cses1624.py --corner-bug`.
fn buggy(python: &str) -> Vec<String> {
    vec![
        python.to_string(),
        "-S".to_string(),
        format!("{PROGRAMS}/cses1624.py"),
        "--corner-bug".to_string(),
    ]
}

fn judge_with(arguments: &[&str], command: &[String]) -> Assert {
    let mut all: Vec<String> = arguments.iter().map(|word| word.to_string()).collect();
    all.push("--".to_string());
    all.extend(command.iter().cloned());
    cargo_bin_cmd!("judge").args(&all).assert()
}

fn stdout(assert: &Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stdout).into_owned()
}

fn stderr(assert: &Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stderr).into_owned()
}

/// The lines of the board printed under `heading` (the first `stdin (...)` block after it).
fn board_after<'a>(report: &'a str, heading: &str) -> Vec<&'a str> {
    report
        .lines()
        .skip_while(|line| !line.starts_with(heading))
        .skip_while(|line| !line.starts_with("  stdin ("))
        .skip(1)
        .take_while(|line| line.starts_with("    "))
        .map(str::trim)
        .collect()
}

/// `seed N` in `input 3 of 500 (seed N): WA`.
fn failing_seed(report: &str) -> u64 {
    let line = report
        .lines()
        .find(|line| line.starts_with("input "))
        .unwrap_or_else(|| panic!("no failing input in:\n{report}"));
    let seed = line
        .split("(seed ")
        .nth(1)
        .and_then(|rest| rest.split(')').next());
    seed.and_then(|seed| seed.parse().ok())
        .unwrap_or_else(|| panic!("no seed in {line:?}"))
}

/// Our own program for `problem`, built with the tests (the programs' package, beside the
/// judge); `None`, said as the suite's one rule says, where a narrower build left it out.
fn ours(problem: &str) -> Option<String> {
    crate::common::program(problem).map(|path| path.to_string_lossy().into_owned())
}

/// Every problem stressed with our own program by a judge copied alone into an empty directory:
/// no reference program beside it, as with a prebuilt `judge`. Each problem in a thread of its
/// own, on three inputs: enough to show the judge needs nothing beside it (`random.rs` tries our
/// programs on every input forty seeds draw).
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_judge_alone_stresses_every_problem_and_our_programs_pass() {
    let Some(programs) = PROBLEMS
        .iter()
        .map(|problem| ours(problem.name))
        .collect::<Option<Vec<String>>>()
    else {
        return;
    };
    let scratch = Scratch::new("alone");
    let judge = scratch.0.join(format!("judge{}", env::consts::EXE_SUFFIX));
    // On Unix copied by `cp`, not by this process: no thread of the suite forking at that
    // moment can keep the copy open for writing, which would make exec refuse it (ETXTBSY).
    if cfg!(unix) {
        let copied = Command::new("cp")
            .arg(env!("CARGO_BIN_EXE_judge"))
            .arg(&judge)
            .status()
            .unwrap();
        assert!(copied.success());
    } else {
        fs::copy(env!("CARGO_BIN_EXE_judge"), &judge).unwrap();
    }
    std::thread::scope(|scope| {
        for (problem, program) in PROBLEMS.iter().zip(&programs) {
            let judge = &judge;
            scope.spawn(move || {
                let mut command = Command::new(judge);
                command
                    .args(NO_HURRY)
                    .args(["--stress", "3", "--seed", "16"]);
                command.args([problem.name, "--", program]);
                let output = command.output().unwrap();
                let report = String::from_utf8_lossy(&output.stdout);
                let error = String::from_utf8_lossy(&output.stderr);
                assert!(output.status.success(), "{}: {report}{error}", problem.name);
                assert!(
                    report.ends_with("\n3 random inputs, all accepted (seed 16)\n"),
                    "{}: {report}",
                    problem.name
                );
                // The header, the limits, under Wine what it does not measure, the jail, the
                // result.
                let wine = usize::from(run::wine().is_some());
                assert_eq!(report.lines().count(), 4 + wine, "{report}");
                assert!(
                    report.lines().nth(1).unwrap().starts_with("limits: "),
                    "{report}"
                );
                assert!(error.is_empty(), "{}: {error}", problem.name);
            });
        }
    });
}

/// The lines shown under the last heading `  <heading>` of a report (the smallest failing
/// input's), without their indent.
fn shown<'a>(report: &'a str, heading: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = report.lines().collect();
    let start = lines
        .iter()
        .rposition(|line| line.starts_with(&format!("  {heading}")))
        .unwrap_or_else(|| panic!("no {heading:?} in:\n{report}"));
    lines[start + 1..]
        .iter()
        .take_while(|line| line.starts_with("    "))
        .map(|line| &line[4..])
        .collect()
}

/// `judge --stress 100 --seed 1 <problem> -- <command>`: a failure, its report.
fn caught(problem: &str, command: &[String]) -> String {
    let arguments = [&NO_HURRY[..], &["--stress", "100", "--seed", "1", problem]].concat();
    let assert = judge_with(&arguments, command);
    let report = stdout(&assert);
    assert.code(1);
    report
}

/// The file of `run it alone: <command> < <file>`, and that it holds the input shown.
fn run_alone(report: &str, command: &str) -> String {
    let line = report
        .lines()
        .find_map(|line| line.strip_prefix("run it alone: "))
        .unwrap_or_else(|| panic!("no `run it alone:` in:\n{report}"));
    let path = line
        .strip_prefix(&format!("{command} < "))
        .unwrap_or_else(|| panic!("{line:?} does not run {command:?}"));
    String::from_utf8(fs::read(path).unwrap()).unwrap()
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_wrong_count_is_shrunk_to_the_smallest_n_and_shown_beside_the_expected_one() {
    let Some(python) = python() else {
        return;
    };
    // LeetCode 52: one too many from n = 5 on.
    let code = "n = int(input()); print([1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1] + (n >= 5))";
    let command = [
        python.to_string(),
        "-S".to_string(),
        "-c".to_string(),
        code.to_string(),
    ];
    let report = caught("leetcode52", &command);
    assert_eq!(shown(&report, "stdin"), ["5"], "{report}");
    assert_eq!(shown(&report, "expected"), ["10"], "{report}");
    assert_eq!(shown(&report, "stdout"), ["11"], "{report}");
    assert!(report.contains("    expected 10, found 11\n"), "{report}");
    let quoted = format!("{} -S -c {}", python, nqueens::report::shell_word(code));
    assert_eq!(run_alone(&report, &quoted), "5\n");

    // Luogu P1219: the three boards right, the count one too many from n = 10 on.
    let command = [
        python.to_string(),
        "-S".to_string(),
        format!("{PROGRAMS}/luogu1219.py"),
        "--count-bug".to_string(),
    ];
    let report = caught("luogu1219", &command);
    assert_eq!(shown(&report, "stdin"), ["10"], "{report}");
    // Luogu's statement: 724 solutions for n = 10 (OEIS A000170), the first in lexicographic
    // order 1 3 6 8 10 5 9 2 4 7.
    let expected = shown(&report, "expected");
    assert_eq!(expected.len(), 4, "{report}");
    assert_eq!(expected[0], "1 3 6 8 10 5 9 2 4 7", "{report}");
    assert_eq!(expected[3], "724", "{report}");
    let output = shown(&report, "stdout");
    assert_eq!(output[..3], expected[..3], "{report}");
    assert_eq!(output[3], "725", "{report}");
    assert_eq!(run_alone(&report, &command.join(" ")), "10\n");
}

#[cfg(unix)]
#[test]
fn wrong_boards_are_shrunk_and_shown_beside_the_expected_ones() {
    let Some(python) = python() else {
        return;
    };
    let command = [
        python.to_string(),
        "-S".to_string(),
        format!("{PROGRAMS}/acwing843.py"),
        "--wrong".to_string(),
    ];
    let report = caught("acwing843", &command);
    assert_eq!(shown(&report, "stdin"), ["4"], "{report}");
    // Both boards of n = 4, each followed by an empty line, and the moved queen in the output.
    let expected = shown(&report, "expected");
    assert_eq!(expected.len(), 10, "{report}");
    let boards = format!("{}\n", expected.join("\n"));
    assert_eq!(
        (find("acwing843").unwrap().verify)(b"4\n", boards.as_bytes()),
        Ok(()),
        "{report}"
    );
    let output = shown(&report, "stdout");
    assert_ne!(output, expected, "{report}");
    assert!(report.contains("share column "), "{report}");
}

/// Baekjoon 3344 takes any valid placement: a program putting every queen on the `\` diagonal
/// is caught at the judge's smallest N, the report shows one valid answer (the independent check
/// passes it), and `--save` writes that answer as the case's `.out`.
#[cfg(unix)]
#[test]
fn a_clash_is_caught_where_any_valid_answer_is_accepted() {
    let Some(python) = python() else {
        return;
    };
    let code = "n = int(input()); print(\"\\n\".join(str(col) for col in range(1, n + 1)))";
    let command = [
        python.to_string(),
        "-S".to_string(),
        "-c".to_string(),
        code.to_string(),
    ];
    let scratch = Scratch::new("valid");
    let dir = scratch.copy_testdata("boj3344");
    let mut arguments: Vec<String> = NO_HURRY.iter().map(|word| word.to_string()).collect();
    arguments
        .extend(["--stress", "20", "--seed", "2", "--save", "boj3344", "--"].map(String::from));
    arguments.extend(command.iter().cloned());
    let assert = cargo_bin_cmd!("judge")
        .env(nqueens::stress::TESTDATA_VARIABLE, &scratch.0)
        .args(&arguments)
        .assert();
    let report = stdout(&assert);
    assert.code(1);
    assert_eq!(shown(&report, "stdin"), ["8"], "{report}");
    assert!(
        report.contains(
            "row 2: column 2 is attacked by the queen of row 1 on the \\ diagonal row - col = 0"
        ),
        "{report}"
    );
    assert!(
        report.contains(
            "\n  expected: any valid answer is accepted; one of them (8 lines, 16 bytes):\n"
        ),
        "{report}"
    );
    let answer = format!("{}\n", shown(&report, "expected").join("\n"));
    let problem = find("boj3344").unwrap();
    assert_eq!(
        (problem.verify)(b"8\n", answer.as_bytes()),
        Ok(()),
        "{report}"
    );
    let output = shown(&report, "stdout");
    assert_eq!(output, ["1", "2", "3", "4", "5", "6", "7", "8"], "{report}");
    let seed = failing_seed(&report);
    // Saved as the next case of the directory, whatever its number.
    let suffix = format!("-stress-{seed}.out");
    let saved = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().ends_with(&suffix))
        .unwrap_or_else(|| panic!("no *{suffix} in {}: {report}", dir.display()));
    assert_eq!(fs::read_to_string(&saved).unwrap(), answer, "{report}");
    assert!(
        report.contains(&format!("run it alone: {} -S -c ", python)),
        "{report}"
    );
}

/// `python3 tests/programs/kattis8queens.py --edge-bug`.
fn buggy_kattis(python: &str) -> Vec<String> {
    vec![
        python.to_string(),
        "-S".to_string(),
        format!("{PROGRAMS}/kattis8queens.py"),
        "--edge-bug".to_string(),
    ]
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_golden_cases_miss_the_planted_bugs() {
    let Some(python) = python() else {
        return;
    };
    for (problem, command) in [
        ("cses1624", buggy(python)),
        ("kattis8queens", buggy_kattis(python)),
    ] {
        let assert = judge_with(&[&NO_HURRY[..], &[problem]].concat(), &command).success();
        assert!(stdout(&assert).ends_with("verdict: Accepted\n"));
    }
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_planted_bug_on_one_diagonal_is_found_in_a_near_miss() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_with(
        &[&NO_HURRY[..], &["--stress", "kattis8queens"]].concat(),
        &buggy_kattis(python),
    );
    let report = stdout(&assert);
    assert.code(1);
    let seed = failing_seed(&report);
    assert!(report.contains(&format!("(seed {seed}): WA\n")), "{report}");
    assert!(
        report.contains("token 1 differs: expected \"invalid\", found \"valid\""),
        "{report}"
    );
    // Eight queens, so no queen can go: the input is the smallest already.
    let board = board_after(&report, "input ");
    assert_eq!(board.concat().matches('*').count(), 8, "{report}");
    assert!(
        report.contains("\nshrinking: no smaller input fails ("),
        "{report}"
    );
    assert!(!report.contains("smallest failing input"), "{report}");
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_planted_bug_is_found_shrunk_and_reproduced() {
    let Some(python) = python() else {
        return;
    };
    // The default count and a seed from the clock, as a person would run it.
    let assert = judge_with(
        &[&NO_HURRY[..], &["--stress", "cses1624"]].concat(),
        &buggy(python),
    );
    let report = stdout(&assert);
    assert.code(1);
    assert!(
        report.starts_with(
            "cses1624 · CSES 1624 Chessboard and Queens · 500 random inputs from seed "
        ),
        "{report}"
    );
    let seed = failing_seed(&report);
    assert!(
        report.contains("\n  why:\n    token 1 differs: expected "),
        "{report}"
    );
    let reproduce = format!("reproduce: cargo run -q --bin judge -- --stress 1 --seed {seed} --time-limit 60000ms cses1624 -- ");
    assert!(report.contains(&reproduce), "{report}");
    // The smallest failing input: the corner and one more square of row 8, nothing else.
    let smallest = board_after(&report, "smallest failing input found: WA");
    assert_eq!(smallest.len(), 8, "{report}");
    let reserved: Vec<(usize, usize)> = (0..64)
        .map(|square| (square / 8, square % 8))
        .filter(|&(row, col)| smallest[row].as_bytes()[col] == b'*')
        .collect();
    assert_eq!(reserved.len(), 2, "{report}");
    assert!(reserved.contains(&(7, 7)) && reserved[0].0 == 7, "{report}");
    assert!(
        report.contains(&format!(
            "save it as a case: cargo run -q --bin judge -- --stress 1 --seed {seed} --save"
        )),
        "{report}"
    );

    // The printed seed draws the same input again, alone.
    let again = judge_with(
        &[
            &NO_HURRY[..],
            &["--stress", "1", "--seed", &seed.to_string(), "cses1624"],
        ]
        .concat(),
        &buggy(python),
    );
    let second = stdout(&again);
    again.code(1);
    assert!(
        second.contains(&format!("input 1 of 1 (seed {seed}): WA")),
        "{second}"
    );
    assert_eq!(
        board_after(&second, "input 1 of 1"),
        board_after(&report, "input ")
    );
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn save_writes_a_case_that_the_harness_accepts() {
    let Some(python) = python() else {
        return;
    };
    let scratch = Scratch::new("save");
    let dir = scratch.copy_testdata("cses1624");
    let before = cases::load(&dir).unwrap();
    let next = before
        .iter()
        .filter_map(|case| case.name.split('-').next()?.parse::<u32>().ok())
        .max()
        .unwrap_or(0)
        + 1;
    let before = before.len();
    let mut arguments: Vec<String> = NO_HURRY.iter().map(|word| word.to_string()).collect();
    arguments.extend(["--stress", "--seed", "3", "--save", "cses1624", "--"].map(String::from));
    arguments.extend(buggy(python));
    let assert = cargo_bin_cmd!("judge")
        .env(nqueens::stress::TESTDATA_VARIABLE, &scratch.0)
        .args(&arguments)
        .assert();
    let report = stdout(&assert);
    assert.code(1);
    let seed = failing_seed(&report);
    let stem = format!("{:02}-stress-{seed}", next);
    assert!(
        report.contains(&format!("saved {}/{stem}.in and {stem}.out", dir.display())),
        "{report}"
    );

    // The harness's checks: the directory loads, the case is one the judge could send, its .out
    // passes the independent check, our program is accepted on it and the buggy one is not.
    let cases = cases::load(&dir).unwrap();
    assert_eq!(cases.len(), before + 1);
    let case = cases
        .iter()
        .find(|case| case.name == stem)
        .expect("the saved case");
    let problem = find("cses1624").unwrap();
    let Expect::Output(expected) = &case.expect else {
        panic!("{stem} has no .out");
    };
    assert!((problem.sent_by_judge)(
        std::str::from_utf8(&case.input).unwrap()
    ));
    assert_eq!((problem.verify)(&case.input, expected), Ok(()));
    assert_eq!(
        board_after(&report, "smallest failing input"),
        String::from_utf8_lossy(&case.input)
            .lines()
            .collect::<Vec<_>>()
    );
    let verdict = |command: &[String]| run_on(command, case);
    if let Some(ours) = crate::common::program("cses1624") {
        let ours = ours.to_string_lossy().into_owned();
        assert_eq!(verdict(&[ours]), Verdict::Accepted);
    }
    assert_eq!(verdict(&buggy(python)).code(), "WA");
}

fn run_on(command: &[String], case: &Case) -> Verdict {
    let problem = find("cses1624").unwrap();
    let limits = problem.limits(Some(Duration::from_secs(60)), None);
    let (run, _) = run::run_with(command, &case.input, &limits).unwrap();
    judge(problem, case, &run)
}

/// `judge` and `args`: one line on stderr holding `message`, nothing on stdout, and exit status 1
/// for a refused command line, 2 where it could not judge (a command that cannot start).
fn refused(judge: &mut Command, args: &[&str], message: &str) {
    let status = if ["cannot start"].iter().any(|cause| message.contains(cause)) {
        2
    } else {
        1
    };
    let output = judge.args(args).output().unwrap();
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "{args:?}: {error}");
    assert!(output.stdout.is_empty(), "{args:?}");
    assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
    assert!(
        error.starts_with("judge: ") && error.contains(message),
        "{args:?}: {error}"
    );
}

#[test]
fn bad_uses_are_refused_in_one_line() {
    let judge = || Command::new(env!("CARGO_BIN_EXE_judge"));
    for (args, message) in [
        (
            &["--stress", "0", "cses1624", "--", "true"][..],
            "found `0`",
        ),
        (
            &["--stress", "--seed", "x", "cses1624", "--", "true"],
            "--seed takes a number",
        ),
        (
            &["--seed", "4", "cses1624", "--", "true"],
            "--seed and --save go with --stress",
        ),
        (
            &["--save", "cses1624", "--", "true"],
            "--seed and --save go with --stress",
        ),
        (
            &["--stress", "--all", "cses1624", "--", "true"],
            "--all selects cases",
        ),
        (
            &["--stress", "cses1624", "--", "./no-such-program"],
            // The system's own words after it ("File not found." under Wine).
            if cfg!(windows) {
                "cannot start `./no-such-program`: "
            } else {
                "cannot start `./no-such-program`: No such file or directory"
            },
        ),
    ] {
        refused(&mut judge(), args, message);
    }
}

/// The limits of `--stress` are the judge's: `--memory-limit` holds there as it does for the
/// cases (it once fell back to a fixed 256 MiB), and so does the problem's own.
#[cfg(unix)]
#[test]
fn stress_runs_under_the_same_memory_limit_as_the_cases() {
    let Some(python) = python() else {
        return;
    };
    let Some(ours) = crate::common::program("boj3344") else {
        return;
    };
    let program = format!(
        "{} -S -c 'b = bytearray(60 << 20)'; exec {}",
        python,
        ours.display()
    );
    let command = ["sh".to_string(), "-c".to_string(), program];
    // `sh -c` starts Python and then the program: uncontained (the jail allows one program).
    let arguments = [
        &NO_HURRY[..],
        &["--no-jail", "--stress", "2", "--seed", "1", "boj3344"],
    ]
    .concat();
    let roomy = judge_with(&arguments, &command);
    assert!(
        stdout(&roomy).contains("all accepted"),
        "{}",
        stdout(&roomy)
    );
    let tight = [&arguments[..], &["--memory-limit", "16"]].concat();
    let assert = judge_with(&tight, &command);
    let report = stdout(&assert);
    assert!(report.contains(": MLE"), "{report}\n{}", stderr(&assert));
    assert!(report.contains("--memory-limit 16MiB"), "{report}");
}

/// `--practise --stress` stresses the block of `src/bin/<problem>.rs` (here a copy whose
/// LeetCode 52 counts the middle column of an odd n twice), judged by the library's reference,
/// never by that file: the program is compiled for the run and gone after it, so the report gives
/// the kept input and reruns with `--practise`.
#[cfg(unix)]
#[test]
fn a_wrong_block_is_stressed_against_the_library_not_against_itself() {
    let scratch = Scratch::new("practise");
    let bin = scratch.0.join("src/bin");
    fs::create_dir_all(&bin).unwrap();
    let ours = concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin/leetcode52.rs");
    let source = fs::read_to_string(ours).unwrap();
    let right = "+ Self::place(all, middle, 0, 0, 0)";
    assert!(source.contains(right));
    let wrong = source.replace(right, "+ 2 * Self::place(all, middle, 0, 0, 0)");
    fs::write(bin.join("leetcode52.rs"), wrong).unwrap();
    let assert = cargo_bin_cmd!("judge")
        .env("NQUEENS_SOURCES", &scratch.0)
        .args(NO_HURRY)
        .args(["--practise", "--stress", "50", "--seed", "1", "leetcode52"])
        .assert();
    let report = stdout(&assert);
    assert.code(1);
    // n = 1: the middle column's one board counted twice. OEIS A000170(1) = 1.
    assert_eq!(shown(&report, "stdin"), ["1"], "{report}");
    assert_eq!(shown(&report, "expected"), ["1"], "{report}");
    assert_eq!(shown(&report, "stdout"), ["2"], "{report}");
    let seed = failing_seed(&report);
    assert!(
        report.contains(&format!(
            "reproduce: cargo run -q --bin judge -- --practise --stress 1 --seed {seed} --time-limit 60000ms leetcode52\n"
        )),
        "{report}"
    );
    let path = report
        .lines()
        .find_map(|line| line.strip_prefix("its input: "))
        .unwrap_or_else(|| panic!("no kept input in:\n{report}"));
    assert_eq!(fs::read(path).unwrap(), b"1\n");
}

/// A failing input is kept in the user's own folder: a link planted at its name (to a folder of
/// someone else's) is never written through, and the input is kept in a fresh folder instead.
#[cfg(unix)]
#[test]
fn a_failing_input_is_never_kept_through_a_planted_link() {
    let scratch = Scratch::new("planted");
    let theirs = scratch.join("theirs");
    fs::create_dir(&theirs).unwrap();
    std::os::unix::fs::symlink(&theirs, scratch.join("nqueens-stress-learner")).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .env("TMPDIR", &scratch.0)
        .env("USER", "learner")
        .args(NO_HURRY)
        .args(["--stress", "2", "--seed", "3", "cses1624", "--", "false"])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_eq!(fs::read_dir(&theirs).unwrap().count(), 0, "{report}");
    let kept: Vec<_> = fs::read_dir(&scratch.0)
        .unwrap()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("nqueens-stress-learner-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(report.contains(&kept[0]), "{report}");
}

/// A learner's `stress` verb says how to draw the failing input again in the verb's own words,
/// cargo's or make's (`SEED=`, `COUNT=`), never in `judge`'s grammar, which they did not type;
/// and that line, run, draws the same failing input.
#[test]
fn a_verbs_reproduce_line_is_the_verb_in_the_learners_words() {
    let Some(wrong) = crate::common::built(
        "examples",
        "wrong52",
        "cargo test builds it; cargo test --test cli does not",
        "the stress verb's reproduce line",
    ) else {
        return;
    };
    let wrong = wrong.to_string_lossy().into_owned();
    let stress = |front: Option<&str>, words: &[&str]| {
        let mut command = cargo_bin_cmd!("judge");
        command.env_remove("NQUEENS_FRONT");
        if let Some(front) = front {
            command.env("NQUEENS_FRONT", front);
        }
        let output = command.args(words).output().unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let words = ["stress", "leetcode52", "--time-limit", "60s", "--", &wrong];
    for (front, line) in [
        (None, "reproduce: cargo stress leetcode52 --seed "),
        (Some("make"), "reproduce: make stress P=leetcode52 SEED="),
    ] {
        let report = stress(front, &words);
        let said = report
            .lines()
            .find_map(|said| said.strip_prefix(line))
            .unwrap_or_else(|| panic!("no {line:?} in:\n{report}"));
        let seed: String = said.chars().take_while(char::is_ascii_digit).collect();
        let rest = &said[seed.len()..];
        let expected = match front {
            None => format!(" --count 1 --time-limit 60000ms -- {wrong}"),
            Some(_) => format!(" COUNT=1 TIME=60000ms CMD={wrong}"),
        };
        assert_eq!(rest, expected, "{report}");
        assert!(!report.contains("--practise"), "{report}");
        // Run again as said, the one input drawn is the failing one of that seed.
        let again = stress(
            None,
            &[
                "stress",
                "leetcode52",
                "--seed",
                &seed,
                "--count",
                "1",
                "--time-limit",
                "60s",
                "--",
                &wrong,
            ],
        );
        let first = |report: &str| {
            report
                .lines()
                .find(|l| l.starts_with("input 1 of"))
                .map(str::to_string)
        };
        assert_eq!(
            first(&again).map(|l| l.replace("of 1 ", "of # ")),
            report
                .lines()
                .find(|l| l.starts_with("input ") && l.contains(&format!("(seed {seed})")))
                .map(|l| {
                    let (_, rest) = l.split_once(" of ").unwrap();
                    let (_, rest) = rest.split_once(' ').unwrap();
                    format!("input 1 of # {rest}")
                }),
            "{again}"
        );
    }
}
