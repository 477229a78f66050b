//! Every program of the problem table on the inputs its random generator (the `stress` field)
//! draws from forty seeds, each distinct input once, each answer judged by the problem's
//! independent check (`verify`: a brute force, or the special judge's validity check): the
//! corners the golden cases may miss. `judge --stress` does the same for anyone's program; this
//! is ours, in the suite.

use nqueens::problems::PROBLEMS;
use nqueens::rng::Rng;
use std::io::Write;
use std::process::{Command, Stdio};

/// Our program's stdout on `input`, after checking it exited 0 with nothing on stderr.
fn answer(name: &str, input: &[u8]) -> Result<Vec<u8>, String> {
    // The binary itself, not wrapped in `CARGO_TARGET_<triple>_RUNNER` as `Command::cargo_bin`
    // would: under Wine this test is a Windows program already, and so is the binary.
    let mut child = Command::new(assert_cmd::cargo::cargo_bin(name))
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

/// How many seeds each generator draws from.
const SEEDS: u64 = 40;

/// How many problems are checked at once (most of the time goes in starting programs).
const WORKERS: usize = 3;

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn our_programs_pass_their_independent_checks_on_random_inputs() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let (wrong, few) = (Mutex::new(Vec::new()), Mutex::new(Vec::new()));
    std::thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| {
                while let Some(problem) = PROBLEMS.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (wrong_here, few_here) = check(problem);
                    wrong.lock().unwrap().extend(wrong_here);
                    few.lock().unwrap().extend(few_here);
                }
            });
        }
    });
    let (wrong, few) = (wrong.into_inner().unwrap(), few.into_inner().unwrap());
    assert!(few.is_empty(), "{}", few.join("\n"));
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// One problem's program on the distinct inputs of its forty draws: the first wrong answer, and
/// whether its generator draws too few distinct inputs.
fn check(problem: &nqueens::Problem) -> (Option<String>, Option<String>) {
    // Forty draws, each distinct input run once (n alone has only a few values).
    let mut inputs: Vec<(u64, Vec<u8>)> = Vec::new();
    for seed in 0..SEEDS {
        let input = (problem.stress.generate)(&mut Rng::new(seed));
        if !inputs.iter().any(|(_, seen)| *seen == input) {
            inputs.push((seed, input));
        }
    }
    // A generator that draws one input over and over tests nothing random.
    let few =
        (inputs.len() < 3).then(|| format!("{}: {} distinct inputs", problem.name, inputs.len()));
    for (seed, input) in &inputs {
        let verdict =
            answer(problem.name, input).and_then(|output| (problem.verify)(input, &output));
        if let Err(why) = verdict {
            let shown: String = String::from_utf8_lossy(input).chars().take(300).collect();
            let wrong = format!("{} on seed {seed} ({shown:?}): {why}", problem.name);
            return (Some(wrong), few);
        }
    }
    (None, few)
}
