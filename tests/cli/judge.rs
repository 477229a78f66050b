//! The `judge` command on fixed programs (`tests/programs/`, `true`): each verdict, the case
//! selection, and the errors that are not verdicts. Assertion failures show the judge's command
//! line and its whole output.
//!
//! None of them runs our own solutions in `src/bin/`: a person practising in
//! `src/bin/acwing843.rs` would see the judge's tests fail for their mistake. The golden harness
//! (`tests/golden.rs`) judges those. Only the time limit test depends on speed; the others pass
//! [`NO_HURRY`], so that a busy machine cannot turn an AC into a TLE.

// On Windows only the tests of the command line itself run: the programs judged here are
// Python and shell programs (our own are judged there by ends.rs and the golden harness).
#![cfg_attr(not(unix), allow(dead_code, unused_imports))]

use assert_cmd::assert::Assert;
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::cases::{self, Case};
use nqueens::Expect;
use predicates::str::contains;
use std::process::Command;

use crate::common::{python, NO_HURRY, PROGRAMS};

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
fn judge_acwing843_py(python: &str, mode: &[&str]) -> Assert {
    let script = program("acwing843.py");
    let mut command = vec![python, "-S", &script];
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

#[cfg(unix)]
#[test]
fn a_correct_python_program_is_accepted() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_acwing843_py(python, &[]).success();
    let report = stdout(&assert);
    assert_every_case(&report, "AC");
    assert!(report.ends_with("verdict: Accepted\n"), "{report}");
}

#[cfg(unix)]
#[test]
fn boards_in_another_order_are_accepted() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_acwing843_py(python, &["--reverse"]).success();
    assert_every_case(&stdout(&assert), "AC");
}

#[cfg(unix)]
#[test]
fn a_wrong_board_is_a_wrong_answer_with_the_reason() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_acwing843_py(python, &["--wrong"]).code(1);
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
        report.contains("queens at (1,3) and (3,3) share column 3"),
        "{report}"
    );
    assert!(report.contains("verdict: Wrong Answer on "), "{report}");
}

#[cfg(unix)]
#[test]
fn a_trailing_space_is_a_presentation_error() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_acwing843_py(python, &["--trailing-space"]).code(1);
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

#[cfg(unix)]
#[test]
fn a_program_past_the_limit_is_killed() {
    // queens4x4's two cases: each waits out the idle limit, so two are enough to show that every
    // case is stopped on its own.
    let script = program("sleeps.sh");
    let started = std::time::Instant::now();
    // sleeps.sh starts `sleep`, which the jail would refuse.
    let assert = judge(&[
        "--no-jail",
        "--time-limit",
        "0.1",
        "queens4x4",
        "--",
        "sh",
        &script,
    ])
    .code(1)
    .stdout(contains("limits: time 100 ms of CPU time"))
    .stdout(contains("verdict: Time Limit Exceeded on "));
    let report = stdout(&assert);
    assert_every_line(&report, "queens4x4", "TLE");
    let idle = if nqueens::run::queue_known() {
        "    idle: asleep or waiting for more than 1.2 s "
    } else {
        "    idle: wall time "
    };
    assert_eq!(report.matches(idle).count(), 2, "{report}");
    // Killed at the idle limit, 2 × 0.1 s + 1 s each, `sleep 10` and all: not waited for.
    assert!(
        started.elapsed().as_secs_f64() < 2.0 * 1.2 + 5.0,
        "{:?}",
        started.elapsed()
    );
}

#[cfg(unix)]
#[test]
fn a_crash_is_a_runtime_error_with_the_status_and_stderr() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_acwing843_py(python, &["--crash"])
        .code(1)
        .stdout(contains("IndexError: list index out of range"))
        .stdout(contains("verdict: Runtime Error on "));
    let report = stdout(&assert);
    assert_every_case(&report, "RE");
    assert!(report.contains("exit status 1"), "{report}");
}

#[cfg(unix)]
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

#[cfg(unix)]
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

#[cfg(unix)]
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

#[cfg(unix)]
#[test]
fn a_leetcode_adapter_in_python_is_accepted() {
    let Some(python) = python() else {
        return;
    };
    let script = program("leetcode51.py");
    judge_unhurried("leetcode51", &[python, "-S", &script])
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
            .code(1)
            .stdout("")
            .stderr("judge: unknown problem `acwing84`; did you mean acwing843?\n");
    }
    // Nothing near: the list, on the same line.
    let mut assert = judge(&["xyz", "--", "true"])
        .code(1)
        .stdout("")
        .stderr(contains("judge: unknown problem `xyz`; the problems are "));
    for problem in nqueens::problems::PROBLEMS {
        assert = assert.stderr(contains(problem.name));
    }
    assert_eq!(stderr(&assert).lines().count(), 1, "{}", stderr(&assert));
    // No problem at all: the usage, and the list.
    judge(&[])
        .code(1)
        .stderr(contains("usage: judge"))
        .stderr(contains("  leetcode51 "));
}

#[test]
fn usage_errors_are_one_line_and_exit_1() {
    for arguments in [
        &["acwing843", "true"][..],
        &["acwing843", "--"],
        &["acwing843"],
        &["--time-limit", "soon", "acwing843", "--", "true"],
        &["--time-limit"],
        &["--memory-limit", "0", "acwing843", "--", "true"],
        &["--every", "acwing843", "--", "true"],
    ] {
        let assert = judge(arguments).code(1).stdout("");
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
                .code(1)
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
        .code(1)
        .stderr(contains("… (10000 characters)"));
}

/// `cargo stress --help` is stress's own usage, not the judge's whole one; so for every verb but
/// `judge` itself. `cargo trace --help` too is the verb's, not trace's own usage (`usage: trace`),
/// even among trace's own words, and it says where those are listed.
#[test]
fn each_verbs_help_is_its_own() {
    let verbs = [
        "start",
        "practise",
        "practice",
        "submit",
        "stress",
        "hint",
        "trace",
        "toolchain",
        "toolchains",
    ];
    let help = |words: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_judge"))
            .args(words)
            .output()
            .unwrap();
        assert!(output.status.success(), "{words:?}: {output:?}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{words:?}");
        String::from_utf8_lossy(&output.stdout).to_string()
    };
    for verb in verbs {
        let stdout = help(&[verb, "--help"]);
        assert!(
            stdout.starts_with(&format!("usage: cargo {verb}"))
                && !stdout.contains("judge --stress"),
            "{verb}: {stdout}"
        );
    }
    for words in [
        &["trace", "-h"][..],
        &["trace", "--method", "bits", "--help", "6"],
    ] {
        let stdout = help(words);
        assert!(
            stdout.starts_with("usage: cargo trace <problem>")
                && stdout.contains("cargo run --bin trace -- --help")
                && !stdout.contains("usage: trace"),
            "{words:?}: {stdout}"
        );
    }
}

#[cfg(unix)]
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

#[cfg(unix)]
#[test]
fn only_what_the_judge_would_send_unless_all() {
    let Some(python) = python() else {
        return;
    };
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

    let report = stdout(&judge_acwing843_py(python, &[]).success());
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

/// `judge <arguments>` whose command (after `--`) runs under `env NQUEENS_TEST_TAG=<tag>`, which
/// everything it starts inherits (the judge itself passes on none of its own environment):
/// [`survivors`] looks for it afterwards.
#[cfg(target_os = "linux")]
fn judge_tagged(tag: &str, arguments: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    let split = arguments.iter().position(|&argument| argument == "--");
    let split = split.expect("a command after --") + 1;
    // The escapes start programs (sleep, setsid), which the jail refuses: the clean-up is
    // tested where nothing contains them.
    command
        .arg("--no-jail")
        .args(&arguments[..split])
        .args(["env", &format!("NQUEENS_TEST_TAG={tag}")])
        .args(&arguments[split..]);
    command
}

/// The live processes (zombies aside) whose environment holds `NQUEENS_TEST_TAG=<tag>`, as
/// `pid command line`. Waits up to 5 s for them to go: a SIGKILL takes effect asynchronously, and
/// a busy machine is slow; a process that outlives its case stays.
#[cfg(target_os = "linux")]
fn survivors(tag: &str) -> Vec<String> {
    let wanted = format!("NQUEENS_TEST_TAG={tag}");
    let scan = || -> Vec<String> {
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter_map(|entry| {
                let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
                let environment = std::fs::read(format!("/proc/{pid}/environ")).ok()?;
                let tagged = environment
                    .split(|&byte| byte == 0)
                    .any(|entry| entry == wanted.as_bytes());
                let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
                let zombie = stat
                    .rsplit_once(") ")
                    .is_some_and(|(_, rest)| rest.starts_with('Z'));
                let command = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
                let command = String::from_utf8_lossy(&command).replace('\0', " ");
                (tagged && !zombie).then(|| format!("{pid} {command}"))
            })
            .collect()
    };
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let left = scan();
        if left.is_empty() || std::time::Instant::now() >= give_up {
            return left;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// A tag no other test or run uses.
#[cfg(target_os = "linux")]
fn tag(test: &str) -> String {
    format!("{test}-{}", std::process::id())
}

#[cfg(target_os = "linux")]
fn queens4x4_answer() -> String {
    cases::testdata_dir()
        .join("queens4x4/01-sample.out")
        .display()
        .to_string()
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(target_os = "linux")]
fn nothing_outlives_its_case() {
    let script = program("escape.sh");
    let answer = queens4x4_answer();
    // The four escapes at once (each waits out a 2 s idle TLE, sleeping): a quarter of the time.
    std::thread::scope(|scope| {
        for escape in ["setsid", "job", "background", "forks"] {
            let (script, answer) = (&script, &answer);
            scope.spawn(move || {
                for (ending, code) in [("ac", "AC"), ("re", "RE"), ("tle", "TLE")] {
                    let tag = tag(&format!("{escape}-{ending}"));
                    let output = judge_tagged(
                        &tag,
                        &[
                            "--time-limit",
                            // CPU time enough for 100 forks (about 0.2 s); the sleep of 205 s
                            // is idle at 2 s. One case: the second would only repeat it.
                            "0.5s",
                            "--case",
                            "01-sample",
                            "queens4x4",
                            "--",
                            "sh",
                            script,
                            escape,
                            ending,
                            answer,
                        ],
                    )
                    .output()
                    .unwrap();
                    let report = String::from_utf8_lossy(&output.stdout);
                    assert!(
                        report
                            .lines()
                            .any(|line| line.split_whitespace().take(2).eq(["01-sample", code])),
                        "{escape} {ending}:\n{report}{}",
                        String::from_utf8_lossy(&output.stderr)
                    );
                    assert_eq!(survivors(&tag), Vec::<String>::new(), "{escape} {ending}");
                }
            });
        }
    });
}

#[cfg(unix)]
#[test]
#[cfg(target_os = "linux")]
fn nothing_outlives_a_judge_stopped_by_a_signal() {
    let script = program("escape.sh");
    for (signal, status) in [("INT", 130), ("TERM", 143)] {
        for escape in ["setsid", "job", "background"] {
            let tag = tag(&format!("signal-{signal}-{escape}"));
            let judge = judge_tagged(
                &tag,
                &[
                    "--time-limit",
                    "60s",
                    "queens4x4",
                    "--",
                    "sh",
                    &script,
                    escape,
                    "tle",
                    "-",
                ],
            )
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
            // Stopped once the escape and the ending's sleep both run.
            let give_up = std::time::Instant::now() + std::time::Duration::from_secs(30);
            while survivors_now(&tag, judge.id()) < 2 && std::time::Instant::now() < give_up {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            let sent = Command::new("kill")
                .args([&format!("-{signal}"), &judge.id().to_string()])
                .status()
                .unwrap();
            assert!(sent.success());
            let output = judge.wait_with_output().unwrap();
            assert_eq!(output.status.code(), Some(status), "{signal} {escape}");
            let message = String::from_utf8_lossy(&output.stderr);
            assert!(
                message.contains(&format!("judge: stopped by SIG{signal}")),
                "{message}"
            );
            assert_eq!(survivors(&tag), Vec::<String>::new(), "{signal} {escape}");
        }
    }
}

/// How many processes carry `tag` now, `judge` aside.
#[cfg(target_os = "linux")]
fn survivors_now(tag: &str, judge: u32) -> usize {
    let wanted = format!("NQUEENS_TEST_TAG={tag}");
    std::fs::read_dir("/proc")
        .map(|entries| {
            entries
                .flatten()
                .filter(|entry| {
                    let pid = entry.file_name().to_string_lossy().into_owned();
                    pid != judge.to_string()
                        && std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environment| {
                            environment
                                .split(|&byte| byte == 0)
                                .any(|entry| entry == wanted.as_bytes())
                        })
                })
                .count()
        })
        .unwrap_or(0)
}

#[cfg(unix)]
#[test]
#[cfg(target_os = "linux")]
fn no_panic_under_a_process_limit() {
    let Some(python) = python() else {
        return;
    };
    // The judge under a process limit of 40: starting the program may fail (a clear "cannot
    // start", exit 2), or a program that forks until the limit stops it. Never a panic, nothing
    // left behind. The limit does not bind root, so root runs the judge as `nobody` (uid 65534);
    // in a user namespace of its own, where the limit counts the judge's processes alone, not
    // every process its user has on the machine (other tests run as `nobody` too). Where user
    // namespaces are refused, 40 beyond what its user runs now.
    let script = program("escape.sh");
    let answer = queens4x4_answer();
    let limited = "import ctypes, os, resource, sys\n\
         if os.getuid() == 0:\n    os.setgroups([])\n    os.setgid(65534)\n    os.setuid(65534)\n\
         uid, gid = os.getuid(), os.getgid()\n\
         def mine(pid):\n    try:\n        return os.stat('/proc/' + pid).st_uid == uid\n    except OSError:\n        return False\n\
         libc = ctypes.CDLL(None)\n\
         libc.prctl(4, 1, 0, 0, 0)  # dumpable again: after setuid its /proc files are root's\n\
         if libc.unshare(0x10000000) == 0:\n\
         \x20   for name, line in [('setgroups', 'deny'), ('uid_map', f'{uid} {uid} 1'), ('gid_map', f'{gid} {gid} 1')]:\n\
         \x20       open('/proc/self/' + name, 'w').write(line)\n\
         \x20   used = 1\n\
         else:\n\
         \x20   used = sum(1 for pid in os.listdir('/proc') if pid.isdigit() and mine(pid))\n\
         resource.setrlimit(resource.RLIMIT_NPROC, (used + 40, used + 40))\n\
         os.execv(sys.argv[1], sys.argv[1:])\n";
    let tag = tag("process-limit");
    let output = Command::new(python)
        .arg("-S")
        .args(["-c", limited, env!("CARGO_BIN_EXE_judge")])
        .args(["--time-limit", "3s", "queens4x4", "--", "env"])
        .arg(format!("NQUEENS_TEST_TAG={tag}"))
        .args(["sh", &script, "forks", "ac", &answer])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(matches!(output.status.code(), Some(0..=2)), "{output:?}");
    // The judge itself ran (not a wrapper that failed before it): a report or a clear refusal.
    assert!(
        report.starts_with("queens4x4 · ") || stderr.starts_with("judge: cannot start "),
        "{output:?}"
    );
    assert_eq!(survivors(&tag), Vec::<String>::new());
}

#[cfg(unix)]
#[test]
fn output_past_the_limit_is_ole_never_judged_on_its_first_part() {
    let Some(python) = python() else {
        return;
    };
    let script = program("answer.py");
    // One problem of each rule that forgives whitespace (Luogu's lines, CSES's tokens): where
    // trailing spaces are no error, only the limit can refuse them.
    for problem in ["luogu1219", "cses1624"] {
        let testdata = cases::testdata_dir().join(problem).display().to_string();
        // `--first`: one case of each shows it; the rest would only repeat it.
        let assert = judge(&[
            NO_HURRY[0],
            NO_HURRY[1],
            "--first",
            problem,
            "--",
            python,
            "-S",
            &script,
            &testdata,
            "--spaces",
            "70000000",
            "WRONG",
        ])
        .code(1)
        .stdout(contains("verdict: Output Limit Exceeded on "))
        .stdout(contains(
            "stdout passed the 64 MiB output limit: stopped after ",
        ));
        let report = stdout(&assert);
        assert!(!report.contains(" AC "), "{report}");
        assert!(report.contains(" · OLE "), "{report}");
    }
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn memory_past_the_limit_is_mle() {
    let Some(python) = python() else {
        return;
    };
    let script = program("answer.py");
    let testdata = cases::testdata_dir()
        .join("acwing843")
        .display()
        .to_string();
    // Light: 100 MiB against a limit of 32, on every case.
    let mut arguments = vec!["--memory-limit", "32", "--time-limit", "60s", "acwing843"];
    arguments.extend(["--", python, "-S", &script, &testdata, "--touch", "100"]);
    let assert = judge(&arguments).code(1);
    assert_every_case(&stdout(&assert), "MLE");
    assert!(
        stdout(&assert).contains("over the 32 MiB limit"),
        "{}",
        stdout(&assert)
    );
    // Realistic: 1.5 GB at AcWing's own 64 MB, killed on the way there (one case shows it).
    let mut arguments = vec!["--time-limit", "60s", "--first", "acwing843"];
    arguments.extend(["--", python, "-S", &script, &testdata, "--touch", "1536"]);
    let assert = judge(&arguments)
        .code(1)
        .stdout(contains("verdict: Memory Limit Exceeded on 01-sample"));
    let report = stdout(&assert);
    assert!(report.contains("memory 64 MiB"), "{report}");
    // The same program holding nothing is accepted: the limit is on what it holds.
    let assert = judge_unhurried("acwing843", &[python, "-S", &script, &testdata]).success();
    assert_every_case(&stdout(&assert), "AC");
}

#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(target_os = "linux")]
fn the_judge_itself_stays_small_on_a_maximal_output() {
    let Some(python) = python() else {
        return;
    };
    // Right answers followed by empty lines up to exactly 64 MiB, which Luogu forgives: every
    // case is judged on the whole output. The judge keeps 64 MiB; its peak (and the largest of
    // its children's, which are small here) stays under 3 times that.
    let script = program("answer.py");
    let testdata = cases::testdata_dir()
        .join("luogu1219")
        .display()
        .to_string();
    let measured = "import resource, subprocess, sys\n\
         done = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE)\n\
         sys.stdout.buffer.write(done.stdout)\n\
         print('peak', resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n";
    let output = Command::new(python)
        .arg("-S")
        .args(["-c", measured, env!("CARGO_BIN_EXE_judge")])
        .args(NO_HURRY)
        .args(["luogu1219", "--", python, "-S", &script, &testdata])
        .args(["--fill", &(64 << 20).to_string()])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert_every_line(&report, "luogu1219", "AC");
    let peak_kib: u64 = report
        .lines()
        .last()
        .and_then(|line| line.strip_prefix("peak "))
        .and_then(|kib| kib.parse().ok())
        .unwrap_or_else(|| panic!("no peak:\n{report}"));
    assert!(peak_kib < 3 * 64 * 1024, "{peak_kib} KiB:\n{report}");
}

/// Every case line of `problem` in `report` has `code`, and there is at least one.
fn assert_every_line(report: &str, problem: &str, code: &str) {
    let cases = cases::load(&cases::testdata_dir().join(problem)).unwrap();
    let verdicts = verdicts(report, &cases);
    assert!(!verdicts.is_empty(), "{report}");
    for (case, verdict) in verdicts {
        assert_eq!(verdict, code, "{case}:\n{report}");
    }
}

#[cfg(unix)]
#[test]
fn stderr_is_shown_escaped() {
    let script = program("fake-verdict.sh");
    let assert = judge_unhurried("queens4x4", &["sh", &script]).code(1);
    let report = stdout(&assert);
    assert!(
        report.contains("| \\u{1b}[2J\\u{1b}[HFAKE: verdict: Accepted\\r"),
        "{report}"
    );
    assert!(
        report.contains("bell\\u{7} and a right-to-left override \\u{202e} here"),
        "{report}"
    );
    for raw in ['\u{1b}', '\r', '\u{7}', '\u{202e}'] {
        assert!(!report.contains(raw), "{raw:?} raw in:\n{report}");
    }
    assert!(
        report.ends_with("verdict: Runtime Error on 01-sample\n"),
        "{report}"
    );
}

#[cfg(unix)]
#[test]
fn time_memory_and_cpu_are_shown_per_case() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_acwing843_py(python, &[]).success();
    let report = stdout(&assert);
    let idle = if nqueens::run::queue_known() {
        "121 s asleep or waiting"
    } else {
        "121 s of wall time if it sleeps or waits: this system does not say how long a program waits for a CPU"
    };
    assert!(
        report.contains(&format!("limits: time 60 s of CPU time, all its processes (TLE goes by it, or by {idle}) · memory 64 MiB (assumed: not published by the judge) (peak resident")),
        "{report}"
    );
    let cases = acwing843_cases();
    for line in report.lines() {
        if verdicts(line, &cases).is_empty() {
            continue;
        }
        // `11-n1      AC      846 ms     142 ms    13.4 MiB`
        let words: Vec<&str> = line.split_whitespace().collect();
        assert!(
            matches!(words.as_slice(), [_, "AC", _, "ms", _, "ms", _, "MiB"]),
            "{line}"
        );
        let memory: f64 = words[6].parse().unwrap();
        assert!(memory > 0.0 && memory < 64.0, "{line}");
    }
}

/// Prints, for n = 4 only, the first solution and then a board whose queens at (0,1) and (1,2)
/// (row, column from 0) share a `\` diagonal: 0 - 1 = 1 - 2 = -1. Other n: nothing.
const ACWING_BACKSLASH_CLASH: &str = "n = int(input())\n\
    if n == 4:\n    print('.Q..\\n...Q\\nQ...\\n..Q.\\n\\n.Q..\\n..Q.\\nQ...\\n...Q\\n')\n";

#[cfg(unix)]
#[test]
fn a_wrong_board_is_drawn_with_the_clash_marked_and_the_diagonal_named() {
    let Some(python) = python() else {
        return;
    };
    let assert =
        judge_unhurried("acwing843", &[python, "-S", "-c", ACWING_BACKSLASH_CLASH]).code(1);
    let report = stdout(&assert);
    // The case line, then its explanation indented four spaces, the drawings six.
    let explained = "\n    board 2 (lines 6-9) is not a solution: queens at (0,1) and (1,2) share the \\ \
        diagonal row - col = -1 (row,column from 0; # below)\n      .#..\n      ..#.\n      Q...\n      \
        ...Q\n    1 board missing, e.g. ..Q.|Q...|...Q|.Q..\n      ..Q.\n      Q...\n      ...Q\n      \
        .Q..\n";
    assert!(report.contains(explained), "{report}");
    assert!(
        !report.contains('\u{1b}'),
        "a colour code in a pipe:\n{report}"
    );
}

/// Prints the columns n, n - 1, ..., 1: the queens of rows 1 and 2 (columns n and n - 1) share
/// the `/` diagonal row + col = n + 1.
const BOJ_SLASH_CLASH: &str =
    "n = int(input())\nprint('\\n'.join(str(n - row) for row in range(n)))\n";

#[cfg(unix)]
#[test]
fn a_wrong_placement_is_drawn_up_to_16_and_its_line_always_named() {
    let Some(python) = python() else {
        return;
    };
    let assert = judge_unhurried("boj3344", &[python, "-S", "-c", BOJ_SLASH_CLASH]).code(1);
    let report = stdout(&assert);
    let n8 = "\n    row 2: column 7 is attacked by the queen of row 1 on the / diagonal row + col = 9 \
        (# below)\n      .......#\n      ......#.\n      .....Q..\n      ....Q...\n      ...Q....\n      \
        ..Q.....\n      .Q......\n      Q.......\n";
    assert!(report.contains(n8), "{report}");
    // n = 26: the line named, nothing drawn below it.
    let named =
        "    row 2: column 25 is attacked by the queen of row 1 on the / diagonal row + col = 27";
    let lines: Vec<&str> = report.lines().collect();
    let at = lines.iter().position(|line| *line == named);
    let at = at.unwrap_or_else(|| panic!("no {named:?} in\n{report}"));
    assert!(
        !lines[at + 1].starts_with("      "),
        "n = 26 is drawn:\n{report}"
    );
    assert!(
        !report.contains('\u{1b}'),
        "a colour code in a pipe:\n{report}"
    );
}

/// A program that ends at once is shown as measured: `–` where no sample saw it, `< 2 MiB` where
/// one saw it only just after it started, never a false `0.0 MiB`.
#[cfg(unix)]
#[test]
fn a_program_that_ends_at_once_shows_no_false_memory_figure() {
    let assert = judge_unhurried("leetcode52", &["true"]);
    let report = stdout(&assert);
    let lines: Vec<&str> = report
        .lines()
        .filter(|line| line.contains("  WA  "))
        .collect();
    assert!(lines.len() > 5, "{report}");
    for line in lines {
        let shown = line.rsplit(" ms").next().unwrap().trim();
        assert!(
            shown == "–"
                || shown == "< 2 MiB"
                || shown.trim_end_matches(" MiB").parse::<f64>().unwrap() >= 2.0,
            "{line}"
        );
    }
}

/// A loop of Python's for as long as it lives: another task runnable beside the judge.
struct Busy(std::process::Child);

impl Busy {
    fn start(python: &str) -> Busy {
        let child = Command::new(python)
            .args(["-S", "-c", "while True: pass"])
            .stdout(std::process::Stdio::null())
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

/// Spends `first` seconds of its own CPU time on its first run and `later` on every other run
/// (counted in the file `count`), then prints the queens4x4 answer: a program whose time a busy
/// machine decided on one run and not on the next.
const SLOW_FIRST: &str = "import os, sys, time
count, answer, first, later = sys.argv[1:5]
runs = int(open(count).read()) if os.path.exists(count) else 0
open(count, 'w').write(str(runs + 1))
while time.process_time() < float(first if runs == 0 else later):
    pass
sys.stdout.buffer.write(open(answer, 'rb').read())
";

/// `judge --time-limit <limit> --case 01 queens4x4 -- python3 -c SLOW_FIRST ...` beside two busy
/// loops: the report and how many runs the program had.
fn slow_first(python: &str, limit: &str, first: &str, later: &str) -> (String, u32) {
    let scratch = crate::common::Scratch::new("slow-first");
    let count = scratch.join("runs");
    let answer = cases::testdata_dir().join("queens4x4/01-sample.out");
    let (_one, _two) = (Busy::start(python), Busy::start(python));
    // A machine so busy that the program waits for a CPU past ten times the limit gets no
    // verdict ("the machine is too busy"): tried again then, a few times.
    for _ in 0..3 {
        let _ = std::fs::remove_file(&count);
        // The program counts its runs in a file of the test's, outside its jail.
        let assert = judge(&[
            "--no-jail",
            "--time-limit",
            limit,
            "--case",
            "01",
            "queens4x4",
            "--",
            python,
            "-S",
            "-c",
            SLOW_FIRST,
            count.to_str().unwrap(),
            answer.to_str().unwrap(),
            first,
            later,
        ]);
        if stderr(&assert).contains("the machine is too busy") {
            continue;
        }
        let report = stdout(&assert);
        let runs = std::fs::read_to_string(&count).map_or(0, |runs| runs.parse().unwrap());
        return (report, runs);
    }
    panic!("the machine was too busy to judge, three times over");
}

/// On a busy machine a time close to the limit, or past it by the CPU clock but less than 3
/// times past it, is run again and judged by the run of least CPU time, as a judge alone on a
/// quiet core would time it; the report says so. Here the first run passes the limit and the
/// second is well below it. One still running at 3 times the limit is TLE at once.
#[cfg(unix)]
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_borderline_time_on_a_busy_machine_is_judged_by_its_best_run() {
    let Some(python) = python() else {
        return;
    };
    // Python's own start counts too (about 20 ms; over 100 ms on this machine at its busiest),
    // so the later runs end well below 3/4 of the limit, and the rest is far from it.
    let (report, runs) = slow_first(python, "300ms", "0.6", "0.05");
    assert!(runs >= 2, "{report}");
    assert!(report.contains("\n01-sample  AC "), "{report}");
    assert!(
        report.contains(&format!(
            "\n  close to the limit: best of {runs} runs, the machine was busy ("
        )),
        "{report}"
    );
    assert!(report.ends_with("verdict: Accepted\n"), "{report}");
    // Just past the limit on every run (0.3 s and Python's start of a 200 ms limit, below 3
    // times it): TLE after the most runs, and said.
    let (report, runs) = slow_first(python, "200ms", "0.3", "0.3");
    assert_eq!(runs, nqueens::check::RUNS, "{report}");
    assert!(report.contains("\n01-sample  TLE "), "{report}");
    let most = nqueens::check::RUNS;
    assert!(
        report.contains(&format!("best of {most} runs, the machine was busy")),
        "{report}"
    );
    // Far past it (1 s of a 200 ms limit): stopped at 3 times the limit, TLE at once, and never
    // called close.
    let (report, runs) = slow_first(python, "200ms", "1", "1");
    assert_eq!(runs, 1, "{report}");
    assert!(report.contains("\n01-sample  TLE "), "{report}");
    assert!(
        report.contains(
            "\n  far past the limit: still running at 3 × the 200 ms limit when stopped ("
        ),
        "{report}"
    );
    assert!(!report.contains("close to the limit"), "{report}");
}
