//! What a Windows learner brings, tested on every OS (and on Windows under Wine in CI): input
//! with CRLF line ends (a file saved by Notepad, `Get-Content` piped), output with `\r\n` (what a
//! C++ program in text mode prints there; Rust's `println!` prints `\n` everywhere), and paths
//! spelled with the system's separator (`mine\leetcode51.rs`). None of these needs the runner.

use crate::common::{finished, Scratch};
use assert_cmd::cargo::cargo_bin;
use nqueens::problems::PROBLEMS;
use nqueens::run::{Exit, Run};
use nqueens::{cases, Case, Expect, Problem, Verdict};
use std::io::Write;
use std::path::MAIN_SEPARATOR;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Each `\n` of `text` made `\r\n`.
fn crlf(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + text.len() / 8);
    for &byte in text {
        if byte == b'\n' {
            out.push(b'\r');
        }
        out.push(byte);
    }
    out
}

/// The cases of `problem` with an expected output, of an input of lines (LF only, at least one).
fn lf_cases(problem: &Problem) -> Vec<Case> {
    let (cases, errors) = cases::load_each(&cases::testdata_dir().join(problem.name));
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    cases
        .into_iter()
        .filter(|case| matches!(case.expect, Expect::Output(_)))
        .filter(|case| case.input.contains(&b'\n') && !case.input.contains(&b'\r'))
        .collect()
}

/// Our program `name` run directly (no runner) on `input`: exit status, stdout, stderr.
fn ours(name: &str, input: &[u8]) -> (Option<i32>, Vec<u8>, Vec<u8>) {
    let mut child = Command::new(cargo_bin(name))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("{name} starts: {error}"));
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // From a thread of its own: a program that answers before it has read all never blocks.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().expect("the program ends");
    let _ = writer.join();
    (output.status.code(), output.stdout, output.stderr)
}

/// A run that exited 0 printing `stdout`, as the checkers take it.
fn printed(stdout: Vec<u8>) -> Run {
    Run {
        exit: Exit::Code(0),
        stdout,
        stderr: Vec::new(),
        elapsed: Duration::from_millis(3),
    }
}

/// Every case of every problem whose input is lines, fed with CRLF line ends instead: our
/// program's answer must be accepted by the problem's judge (the very bytes expected, where it
/// compares bytes), with `\n` line ends, as on a judge that runs on Windows (Codeforces) or takes
/// a file saved there.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn our_programs_answer_crlf_input_as_they_answer_lf_input() {
    if PROBLEMS
        .iter()
        .any(|problem| crate::common::program(problem.name).is_none())
    {
        return;
    }
    let work: Vec<(&Problem, Case)> = PROBLEMS
        .iter()
        .flat_map(|problem| {
            lf_cases(problem)
                .into_iter()
                .map(move |case| (problem, case))
        })
        .collect();
    assert!(work.len() > 50, "only {} cases of lines", work.len());
    let (next, wrong) = (AtomicUsize::new(0), Mutex::new(Vec::new()));
    std::thread::scope(|scope| {
        for _ in 0..3 {
            scope.spawn(|| {
                while let Some((problem, case)) = work.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (code, stdout, stderr) = ours(problem.name, &crlf(&case.input));
                    let verdict = nqueens::judge(problem, case, &printed(stdout.clone()));
                    if (code, verdict, stderr.is_empty(), stdout.contains(&b'\r'))
                        != (Some(0), Verdict::Accepted, true, false)
                    {
                        wrong.lock().unwrap().push(format!(
                            "testdata/{}/{}.in with CRLF: exit {code:?}, stdout {:?}, stderr {:?}",
                            problem.name,
                            case.name,
                            String::from_utf8_lossy(&stdout[..stdout.len().min(80)]),
                            String::from_utf8_lossy(&stderr),
                        ));
                    }
                }
            });
        }
    });
    let wrong = wrong.into_inner().unwrap();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Whether each judge accepts a right answer printed with `\r\n` line ends, as its statement
/// (problems/<name>.md, "How the judge checks") says: the judges that compare tokens, lines
/// without their ends, a parsed value or a valid placement accept it; the ones that compare
/// bytes do not, and AcWing's layout (its boards exact, each line without trailing whitespace)
/// and AOJ's board call it a Presentation Error.
const CRLF_OUTPUT: [(&str, &str); 15] = [
    ("acwing843", "PE"),
    ("aoj8queens", "PE"),
    ("boj3344", "AC"),
    ("cses1624", "AC"),
    ("fundamental", "not AC"),
    ("kattis8queens", "AC"),
    ("kattisqueens", "AC"),
    ("leetcode1222", "AC"),
    ("leetcode51", "AC"),
    ("leetcode52", "AC"),
    ("luogu1219", "AC"),
    ("luogu1562", "AC"),
    ("queens4x4", "not AC"),
    ("rooks", "not AC"),
    ("spojnqueen", "AC"),
];

#[test]
fn the_checkers_judge_crlf_output_as_each_judge_does() {
    let table: Vec<&str> = CRLF_OUTPUT.iter().map(|(name, _)| *name).collect();
    let mut names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    names.sort_unstable();
    assert_eq!(table, names, "CRLF_OUTPUT has one row per problem, sorted");
    let mut wrong = Vec::new();
    for (name, expected) in CRLF_OUTPUT {
        let problem = nqueens::problems::find(name).unwrap();
        // The first case of lines with a multi-line answer where there is one.
        let cases = lf_cases(problem);
        let lines = |case: &Case| match &case.expect {
            Expect::Output(output) => output.iter().filter(|&&byte| byte == b'\n').count(),
            _ => 0,
        };
        let case = cases
            .iter()
            .max_by_key(|case| (lines(case).min(3), std::cmp::Reverse(&case.name)))
            .unwrap_or_else(|| panic!("{name}: no case of lines"));
        let Expect::Output(output) = &case.expect else {
            unreachable!("only cases with an output")
        };
        // The same answer with `\n` is right: the case itself is sound.
        let as_is = nqueens::judge(problem, case, &printed(output.clone()));
        assert_eq!(as_is, Verdict::Accepted, "{name}/{}", case.name);
        let verdict = nqueens::judge(problem, case, &printed(crlf(output)));
        let code = verdict.code();
        let right = match expected {
            "not AC" => code != "AC",
            code_wanted => code == code_wanted,
        };
        if !right {
            wrong.push(format!(
                "{name}/{} printed with \\r\\n: {code}, the statement says {expected}: {}",
                case.name,
                verdict.explanation()
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `judge --file` with a path in the system's own spelling (`\` on Windows) finds the file, and
/// names a missing one exactly as it was given.
#[test]
fn a_learners_path_is_taken_and_named_as_given() {
    let scratch = Scratch::new("windows-path");
    let starter = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/problems/starters/leetcode51.rs"
    );
    let starter = std::fs::read_to_string(starter).unwrap();
    // A file saved with CRLF line ends, in a folder of its own.
    scratch.write(
        "mine/leetcode51.rs",
        &String::from_utf8(crlf(starter.as_bytes())).unwrap(),
    );
    let path = |file: &str| {
        format!(
            "{}{MAIN_SEPARATOR}mine{MAIN_SEPARATOR}{file}",
            scratch.display()
        )
    };

    let (code, stdout, stderr) = finished(
        Command::new(cargo_bin("judge"))
            .args(["--block", "--file", &path("nope.rs"), "leetcode51"])
            .output(),
    );
    assert_eq!((code, stdout.as_str()), (Some(1), ""));
    let named = format!("judge: {}: no such file; ", path("nope.rs"));
    assert!(stderr.starts_with(&named), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");

    // The block is printed as the file holds it, CRLF and all: what is pasted is the file's own.
    // `--block` compiles it first, as its judge would.
    if nqueens::untested::under_wine("rustc and clippy-driver for Windows", "judge --block") {
        return;
    }
    let output = Command::new(cargo_bin("judge"))
        .args(["--block", "--file", &path("leetcode51.rs"), "leetcode51"])
        .output()
        .unwrap();
    let block = String::from_utf8(output.stdout).unwrap();
    assert!(block.starts_with("impl Solution {\r\n"), "{block:?}");
    assert!(block.ends_with("}\r\n"), "{block:?}");
    assert!(!block.replace("\r\n", "").contains('\n'), "{block:?}");
}

/// A program given by a path in the system's own spelling (`Z:\...\acwing843.exe` under Wine)
/// is run, and the report names it and the case's input in that spelling: here our AcWing 843,
/// whose boards are a wrong answer to LeetCode 52.
#[test]
fn a_program_and_an_input_are_named_with_the_systems_separator() {
    // Made absolute by the system (GetFullPathNameW on Windows): cargo's path to it may be a
    // Unix one, as when the build ran on Linux for Wine.
    let Some(program) = crate::common::program("acwing843") else {
        return;
    };
    let program = std::path::absolute(program).unwrap();
    let program = program.display().to_string();
    assert!(program.contains(MAIN_SEPARATOR), "{program}");
    let (code, stdout, stderr) = finished(
        Command::new(cargo_bin("judge"))
            .args(crate::common::NO_HURRY)
            .args(["--case", "01-sample", "leetcode52", "--", &program])
            .output(),
    );
    assert_eq!((code, stderr.as_str()), (Some(1), ""), "{stdout}");
    assert!(stdout.contains("\n01-sample  WA "), "{stdout}");
    let input =
        format!("  input: testdata{MAIN_SEPARATOR}leetcode52{MAIN_SEPARATOR}01-sample.in\n");
    assert!(stdout.contains(&input), "{stdout}");
    let rerun = stdout
        .lines()
        .find(|line| line.starts_with("  rerun: "))
        .unwrap_or_else(|| panic!("no rerun line: {stdout}"));
    // As given, quoted where the shell needs it.
    assert!(
        rerun.ends_with(&program)
            || rerun.contains(&format!("{program}\""))
            || rerun.contains(&format!("{program}'")),
        "{rerun}"
    );
}
