//! Every program whose problem has random inputs (the `stress` field of the problem table) on
//! forty of them, each answer judged by the problem's independent check (`verify`: a brute
//! force, or the special judge's validity check): the corners the golden cases may miss.
//! `judge --stress` does the same for anyone's program; this is ours, in the suite.

use assert_cmd::cargo::CommandCargoExt;
use nqueens::problems::PROBLEMS;
use nqueens::rng::Rng;
use std::io::Write;
use std::process::{Command, Stdio};

/// Our program's stdout on `input`, after checking it exited 0 with nothing on stderr.
fn answer(name: &str, input: &[u8]) -> Result<Vec<u8>, String> {
    let mut child = Command::cargo_bin(name)
        .map_err(|error| error.to_string())?
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| error.to_string())?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // Written from a thread of its own, so that a program answering line by line never blocks.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child
        .wait_with_output()
        .map_err(|error| error.to_string())?;
    let _ = writer.join();
    if !output.status.success() || !output.stderr.is_empty() {
        return Err(format!(
            "{}, stderr {:?}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(output.stdout)
}

#[test]
fn our_programs_pass_their_independent_checks_on_random_inputs() {
    let mut wrong = Vec::new();
    let mut tried = 0;
    for problem in PROBLEMS {
        let stress = problem.stress;
        tried += 1;
        for seed in 0..40 {
            let input = (stress.generate)(&mut Rng::new(seed));
            let verdict =
                answer(problem.name, &input).and_then(|output| (problem.verify)(&input, &output));
            if let Err(why) = verdict {
                let shown: String = String::from_utf8_lossy(&input).chars().take(300).collect();
                wrong.push(format!(
                    "{} on seed {seed} ({shown:?}): {why}",
                    problem.name
                ));
                break;
            }
        }
    }
    assert!(tried >= 8, "only {tried} problems have random inputs");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
