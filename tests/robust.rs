//! Every program of the problem table on an output that cannot be written: a closed pipe
//! (`| head` that has stopped reading) and a full disk (`/dev/full`). Each ends quietly: no panic,
//! nothing on stderr, exit status 0 or 1. Bad input is the golden cases' business (`.err`).

use assert_cmd::cargo::CommandCargoExt;
use nqueens::problems::PROBLEMS;
use nqueens::{cases, Expect};
use std::fs::File;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `name` on `input` with `stdout` as its standard output; its exit code and stderr.
fn run(name: &str, input: &[u8], stdout: Stdio) -> (Option<i32>, String) {
    let mut child = Command::cargo_bin(name)
        .unwrap()
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The program may stop reading early; a refused write is its business, not ours.
    let _ = child.stdin.take().unwrap().write_all(input);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_closed_or_full_stdout_ends_every_program_quietly() {
    let mut loud = Vec::new();
    for problem in PROBLEMS {
        let cases = cases::load(&cases::testdata_dir().join(problem.name)).unwrap();
        // The case with the longest expected output: the most writing to fail.
        let case = cases
            .iter()
            .filter_map(|case| match &case.expect {
                Expect::Output(output) => Some((output.len(), case)),
                _ => None,
            })
            .max_by_key(|(length, _)| *length)
            .map(|(_, case)| case)
            .expect("every problem has a case with an output");
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let closed = run(problem.name, &case.input, Stdio::from(writer));
        let full = run(
            problem.name,
            &case.input,
            Stdio::from(File::create("/dev/full").unwrap()),
        );
        for (how, (code, stderr)) in [("a closed pipe", closed), ("/dev/full", full)] {
            if !matches!(code, Some(0 | 1)) || !stderr.is_empty() {
                loud.push(format!(
                    "{} on {}.in, stdout {how}: exit {code:?}, stderr {stderr:?}",
                    problem.name, case.name
                ));
            }
        }
    }
    assert!(loud.is_empty(), "{}", loud.join("\n"));
}
