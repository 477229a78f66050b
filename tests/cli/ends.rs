//! How a program ends, judged alike on every system the judge runs on: Linux, macOS, and Windows
//! (its Job Object runner; tested under Wine by `.ci/run`). The programs are the examples in
//! tests/programs/ends/, Rust built for the system under test, so nothing here needs an
//! interpreter or a shell.

use crate::common::Scratch;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// The example `name`, built by `cargo test` beside the binaries; `None` (said, and a failure
/// under CI=true) when a narrower build left it out.
fn example(name: &str) -> Option<PathBuf> {
    crate::common::built(
        "examples",
        name,
        "cargo test builds it; cargo test --test cli does not",
        "how the judge tells its ending",
    )
}

/// The judge, by the path cargo built it at. Not assert_cmd's `cargo_bin`: that runs it through
/// `CARGO_TARGET_<target>_RUNNER` when the variable is set, and under Wine that is a Linux
/// program, which a Windows test cannot start ("Invalid handle").
fn judge_command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_judge"))
}

/// `judge leetcode52 --case <case> <flags> -- <program> <arguments>`: its exit status and stdout.
fn judge(case: &str, flags: &[&str], command: &[&std::ffi::OsStr]) -> (i32, String) {
    let output = judge_command()
        .args(["leetcode52", "--case", case])
        .args(flags)
        .arg("--")
        .args(command)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    (
        output.status.code().unwrap_or(-1),
        format!("{stdout}{stderr}"),
    )
}

/// Whether the report's row for `case` gives `verdict`.
fn row(report: &str, case: &str, verdict: &str) -> bool {
    report.lines().any(|line| {
        let mut words = line.split_whitespace();
        words.next() == Some(case) && words.next() == Some(verdict)
    })
}

#[test]
fn our_own_solution_is_accepted() {
    let Some(program) = crate::common::program("leetcode52") else {
        return;
    };
    let output = judge_command()
        .args(["leetcode52", "--"])
        .arg(program)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("verdict: Accepted"), "{stdout}");
}

#[test]
fn a_wrong_count_is_a_wrong_answer() {
    let Some(program) = example("wrong52") else {
        return;
    };
    let (status, report) = judge("18-n8", &[], &[program.as_os_str()]);
    assert_eq!(status, 1, "{report}");
    assert!(row(&report, "18-n8", "WA"), "{report}");
    assert!(report.contains("verdict: Wrong Answer"), "{report}");
}

#[test]
fn a_crash_is_a_runtime_error_with_its_cause_named() {
    let Some(program) = example("crash") else {
        return;
    };
    let (status, report) = judge("18-n8", &[], &[program.as_os_str()]);
    assert_eq!(status, 1, "{report}");
    assert!(report.contains("verdict: Runtime Error"), "{report}");
    let named = if cfg!(windows) {
        "exit status 0xC0000005 (access violation"
    } else {
        "killed by signal 11 (SIGSEGV)"
    };
    assert!(report.contains(named), "{report}");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_program_that_never_ends_is_stopped_past_the_limit() {
    let Some(program) = example("spin") else {
        return;
    };
    let started = Instant::now();
    let (status, report) = judge("18-n8", &["--time-limit", "200ms"], &[program.as_os_str()]);
    assert_eq!(status, 1, "{report}");
    assert!(report.contains("verdict: Time Limit Exceeded"), "{report}");
    // By CPU time where the system counts it; under Wine, whose job says 0 s of CPU time, by
    // the idle limit (2 × 200 ms + 1 s of wall time).
    let clock = if nqueens::run::wine().is_some() {
        "idle"
    } else {
        "CPU time"
    };
    assert!(report.contains(clock), "{report}");
    // Stopped, not left to run: a minute is far beyond either clock on a busy machine.
    assert!(started.elapsed() < Duration::from_secs(60), "{report}");
}

#[test]
fn nothing_a_program_started_runs_after_its_case() {
    let Some(program) = example("grandchild") else {
        return;
    };
    let scratch = Scratch::new("grandchild");
    let ticks = scratch.join("ticks");
    // Uncontained: in the Linux jail the copy could not write outside the case's own folder.
    let (_, report) = judge(
        "11-n1",
        &["--no-jail", "--time-limit", "10s"],
        &[program.as_os_str(), ticks.as_os_str()],
    );
    assert!(row(&report, "11-n1", "AC"), "{report}");
    // The copy wrote before its parent answered; once the case is over it writes no more.
    let size = || std::fs::metadata(&ticks).map_or(0, |data| data.len());
    assert!(size() > 0, "the copy never ran: {report}");
    std::thread::sleep(Duration::from_millis(200));
    let after = size();
    std::thread::sleep(Duration::from_millis(600));
    assert_eq!(
        size(),
        after,
        "a copy still writes after its case: {report}"
    );
}

#[test]
fn a_program_past_the_memory_limit_is_stopped() {
    let Some(program) = example("hog") else {
        return;
    };
    if nqueens::untested::under_wine("a job's memory peaks, which read 0 there", "MLE") {
        return;
    }
    let (status, report) = judge(
        "18-n8",
        &["--memory-limit", "64MiB"],
        &[program.as_os_str()],
    );
    assert_eq!(status, 1, "{report}");
    assert!(
        report.contains("verdict: Memory Limit Exceeded"),
        "{report}"
    );
    assert!(report.contains("over the 64 MiB limit"), "{report}");
}

#[test]
fn a_contained_programs_temporary_files_go_with_its_case() {
    let Some(program) = example("temp") else {
        return;
    };
    let limits = nqueens::run::Limits {
        time: Duration::from_secs(10),
        memory: 256 << 20,
        output: 1 << 20,
        contained: true,
    };
    let (run, _) = nqueens::run::run_with(&[program.as_os_str()], b"", &limits).unwrap();
    assert_eq!(run.exit, nqueens::run::Exit::Code(0), "{run:?}");
    let written = PathBuf::from(String::from_utf8(run.stdout).unwrap().trim());
    let folder = written.parent().unwrap();
    let name = folder.file_name().unwrap().to_string_lossy();
    assert!(name.starts_with("nqueens-case-"), "{written:?}");
    assert!(!folder.exists(), "{folder:?} outlived its case");
}
