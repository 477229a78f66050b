//! The `judge` command's clocks, memory figure and environment, on the programs of
//! `tests/programs/` (`clocks.py`, `peak.c`, `MaxHeap.java`): TLE by CPU time or, for a program
//! that sleeps, by the idle limit, each saying which; a peak shorter than a sample is still MLE;
//! the program sees the judge's few variables and a JVM the judge's memory. Every bound is far
//! from what the program spends, so a busy machine cannot change a verdict.

use assert_cmd::assert::Assert;
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::submission::TempDir;
use std::process::{Child, Command, Stdio};

use crate::common::{missing, python, NO_HURRY, PROGRAMS};

/// The expected output of both queens4x4 cases, which the programs print to be accepted.
fn answer() -> String {
    nqueens::cases::testdata_dir()
        .join("queens4x4/01-sample.out")
        .display()
        .to_string()
}

/// `judge <limits> queens4x4 -- python3 clocks.py <answer> <mode> <argument>`.
fn clocks(python: &str, limits: &[&str], mode: &str, argument: &str) -> Assert {
    let script = format!("{PROGRAMS}/clocks.py");
    cargo_bin_cmd!("judge")
        .args(limits)
        .args([
            "queens4x4",
            "--",
            python,
            "-S",
            &script,
            &answer(),
            mode,
            argument,
        ])
        .assert()
}

fn stdout(assert: &Assert) -> String {
    String::from_utf8_lossy(&assert.get_output().stdout).into_owned()
}

/// The verdict codes of the report's two case lines.
fn codes(report: &str) -> Vec<&str> {
    report
        .lines()
        .filter(|line| line.starts_with("01-sample") || line.starts_with("02-ignores-stdin"))
        .filter_map(|line| line.split_whitespace().nth(1))
        .collect()
}

/// The memory column of the report's case lines, in MiB.
fn memory(report: &str) -> Vec<f64> {
    report
        .lines()
        .filter(|line| line.starts_with("01-sample") || line.starts_with("02-ignores-stdin"))
        .filter_map(|line| line.split_whitespace().rev().nth(1)?.parse().ok())
        .collect()
}

#[test]
fn a_program_burning_cpu_is_stopped_by_the_cpu_clock() {
    let Some(python) = python() else {
        return;
    };
    // 5 s of CPU time at a 100 ms limit: the CPU clock fires long before the idle limit (1.2 s
    // of wall time) on any machine that gives it a tenth of a core.
    let assert = clocks(python, &["--time-limit", "100ms"], "burn", "5").code(1);
    let report = stdout(&assert);
    assert_eq!(codes(&report), ["TLE", "TLE"], "{report}");
    assert!(
        report.contains("    CPU time ") && report.contains(" passed the 100 ms limit"),
        "{report}"
    );
    assert!(!report.contains("idle"), "{report}");
}

/// A loop on another core for as long as it lives.
struct Busy(Child);

impl Busy {
    fn start(python: &str) -> Busy {
        let child = Command::new(python)
            .arg("-S")
            .args(["-c", "while True: pass"])
            .stdout(Stdio::null())
            .spawn()
            .expect("python3 starts");
        Busy(child)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn cpu_time_below_the_limit_is_accepted_with_the_other_core_busy() {
    let Some(python) = python() else {
        return;
    };
    // 0.3 s of CPU time at 1 s, beside a busy loop: its wall time grows, its CPU time does not.
    let _busy = Busy::start(python);
    let assert = clocks(python, &["--time-limit", "1s"], "burn", "0.3").success();
    let report = stdout(&assert);
    assert_eq!(codes(&report), ["AC", "AC"], "{report}");
}

#[test]
fn a_sleeping_program_is_stopped_by_the_idle_clock_with_both_figures() {
    let Some(python) = python() else {
        return;
    };
    let assert = clocks(python, &["--time-limit", "100ms"], "sleep", "30").code(1);
    let report = stdout(&assert);
    assert_eq!(codes(&report), ["TLE", "TLE"], "{report}");
    let idle = if nqueens::run::queue_known() {
        report.contains("    idle: asleep or waiting for more than 1.2 s (2 × the 100 ms limit + 1 s): it sleeps or waits for something (wall time ")
            && report.contains(" of CPU time, ")
            && report.contains(" waiting for a CPU, the rest asleep or waiting)")
    } else {
        report.contains("    idle: wall time ")
            && report.contains(" (2 × the 100 ms limit + 1 s) on ")
            && report.contains(" of CPU time: it sleeps or waits")
    };
    assert!(idle, "{report}");
}

#[test]
fn a_peak_of_a_few_milliseconds_is_mle() {
    let Ok(dir) = TempDir::new("clocks") else {
        panic!("no temporary directory");
    };
    let peak = dir.path().join("peak");
    let compiled = Command::new("gcc")
        .args(["-O2", "-o"])
        .arg(&peak)
        .arg(format!("{PROGRAMS}/peak.c"))
        .status();
    if !compiled.is_ok_and(|status| status.success()) {
        return missing("gcc", "a peak shorter than a sample");
    }
    let judge = |limit: &str| {
        cargo_bin_cmd!("judge")
            .args(NO_HURRY)
            .args(["--memory-limit", limit, "queens4x4", "--"])
            .arg(&peak)
            .args(["100", &answer()])
            .assert()
    };
    // 100 MiB touched and freed at once: above 64 MiB however short.
    let report = stdout(&judge("64").code(1));
    assert_eq!(codes(&report), ["MLE", "MLE"], "{report}");
    assert!(report.contains("over the 64 MiB limit"), "{report}");
    // Under a limit it stays within, the figure is the whole 100 MiB it touched.
    let report = stdout(&judge("256").success());
    assert_eq!(codes(&report), ["AC", "AC"], "{report}");
    let figures = memory(&report);
    assert!(
        figures.len() == 2 && figures.iter().all(|&mib| mib >= 100.0),
        "{report}"
    );
}

#[test]
fn the_program_sees_only_the_judges_variables() {
    let Some(python) = python() else {
        return;
    };
    let dir = TempDir::new("clocks").expect("a temporary directory");
    let file = dir.path().join("environment");
    let script = format!("{PROGRAMS}/clocks.py");
    let assert = cargo_bin_cmd!("judge")
        .env("RUST_BACKTRACE", "1")
        .env("RUSTFLAGS", "-D warnings")
        .env("JAVA_TOOL_OPTIONS", "-Xmx8g")
        // clocks.py writes what it saw into the test's folder, outside its jail.
        .args([
            "--no-jail",
            "queens4x4",
            "--",
            python,
            "-S",
            &script,
            &answer(),
            "environment",
        ])
        .arg(&file)
        .assert()
        .success();
    let report = stdout(&assert);
    assert_eq!(codes(&report), ["AC", "AC"], "{report}");
    let names = std::fs::read_to_string(&file).expect("the program wrote its environment");
    // On macOS the program's own runtime adds to what it was given (as CPython's own tests of an
    // empty environment allow): CoreFoundation its text encoding, and Python its locale coercion
    // (PEP 538) where LANG names no locale the Mac has.
    let its_own: &[&str] = if cfg!(target_os = "macos") {
        &["LC_CTYPE", "__CF_USER_TEXT_ENCODING"]
    } else {
        &[]
    };
    assert_eq!(
        names
            .lines()
            .filter(|name| !its_own.contains(name))
            .collect::<Vec<_>>(),
        [
            "HOME",
            "JAVA_TOOL_OPTIONS",
            "LANG",
            "NQUEENS_JUDGE_RUN",
            "PATH",
            "TMPDIR"
        ],
        "{report}"
    );
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_jvm_sees_the_judges_memory_not_the_hosts() {
    let dir = TempDir::new("clocks").expect("a temporary directory");
    let compiled = Command::new("javac")
        .arg("-d")
        .arg(dir.path())
        .arg(format!("{PROGRAMS}/MaxHeap.java"))
        .status();
    if !compiled.is_ok_and(|status| status.success()) {
        return missing("javac", "the JVM's view of the memory limit");
    }
    // AcWing's 64 MiB: the heap the JVM allows itself is within it (on the host's view it is a
    // quarter of the machine's memory), and its notice of the setting is no output of the
    // program's.
    let limit = (64u64 << 20).to_string();
    let assert = cargo_bin_cmd!("judge")
        .args(NO_HURRY)
        .args(["--memory-limit", "64", "queens4x4", "--", "java", "-cp"])
        .arg(dir.path())
        .args(["MaxHeap", &answer(), &limit])
        .assert();
    let report = stdout(&assert);
    assert_eq!(codes(&report), ["AC", "AC"], "{report}");
}
