//! A run's exit and what it means: a crash is RE with its status or signal and the end of its
//! stderr (a panic's message, not its backtrace); a refused input needs exit status 1, an empty
//! stdout and exactly the expected stderr.

use super::{Exit, Run, Verdict};
use crate::report::{self, plural, quote_bytes, Difference};

/// Whether a run panicked at a `todo!()`: the starter's method, not yet written. Rust 1.73 and
/// later put the message on the line under `panicked at <place>:`; Rust 1.56 to 1.72 quote it
/// on the same line (`panicked at 'not yet implemented', src/main.rs:12:9`).
pub fn unwritten(run: &Run) -> bool {
    let stderr = String::from_utf8_lossy(&run.stderr);
    matches!(run.exit, Exit::Code(101))
        && (stderr.contains("\nnot yet implemented")
            || stderr.contains("panicked at 'not yet implemented'"))
}

/// A refused input: exit status 1, nothing on stdout, exactly the expected stderr.
pub(super) fn refusal(expected: &[u8], run: &Run) -> Verdict {
    let panicked = panicked(&run.stderr);
    if killed(run.exit) && !panicked {
        return Verdict::RuntimeError(crash(run));
    }
    let mut problems = Vec::new();
    if panicked {
        problems.push(format!(
            "the program panicked instead of refusing the input ({}); a refusal is one line on \
             stderr and exit status 1\n{}",
            status(run.exit),
            stderr_tail(&run.stderr)
        ));
    } else if run.exit != Exit::Code(1) {
        problems.push(format!(
            "{}, expected exit status 1: the input should be refused",
            status(run.exit)
        ));
    }
    if !run.stdout.is_empty() {
        let first = run.stdout.split_inclusive(|&byte| byte == b'\n').next();
        problems.push(format!(
            "stdout should be empty, found {} starting {}",
            plural(run.stdout.len(), "byte"),
            quote_bytes(first.unwrap_or_default())
        ));
    }
    if !panicked {
        match report::compare(expected, &run.stderr) {
            Difference::None => {}
            Difference::Whitespace(why) | Difference::Content(why) => {
                problems.push(format!("stderr differs: {why}"))
            }
        }
    }
    if problems.is_empty() {
        Verdict::Accepted
    } else {
        Verdict::WrongAnswer(problems.join("\n"))
    }
}

/// `exit status 101 (the program panicked)` and the last lines of stderr.
pub(super) fn crash(run: &Run) -> String {
    let panic = if panicked(&run.stderr) {
        " (the program panicked)"
    } else {
        ""
    };
    let mut why = format!("{}{panic}\n{}", status(run.exit), stderr_tail(&run.stderr));
    if let Some(hint) = wrapped_hint(&why) {
        why += &format!("\n{hint}");
    }
    why
}

/// A hint for a panic that names a number at or near `usize::MAX` (`the index is
/// 18446744073709551615`): a subtraction went below 0 and wrapped around, which the judge's
/// optimised build does not check (a debug build, `cargo run`, stops at the subtraction itself).
fn wrapped_hint(excerpt: &str) -> Option<String> {
    let panic = excerpt
        .lines()
        .skip_while(|line| !line.contains("panicked at"));
    let number = panic
        .flat_map(|line| line.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|digits| digits.parse::<u64>().ok())
        .find(|&number| number >= 1 << 63)?;
    let below = u64::MAX - number + 1;
    let what = match below {
        1 => "usize::MAX".to_string(),
        _ => format!("usize::MAX - {}", below - 1),
    };
    Some(format!(
        "hint: {number} is {what}, that is 0 - {below} wrapped around: a subtraction went below \
         0 (the judge builds with -O, which does not check it; `cargo run` stops at the \
         subtraction itself)"
    ))
}

/// Whether the system ended the program: a signal on Unix, an NTSTATUS error on Windows.
fn killed(exit: Exit) -> bool {
    match exit {
        Exit::Signal(_) => true,
        Exit::Code(code) => ntstatus(code).is_some(),
        _ => false,
    }
}

/// A Windows exit code that is an NTSTATUS error (a crash: the system ended the process), with
/// what it means (Microsoft's ntstatus.h); `None` for an ordinary code, as every code on Unix.
fn ntstatus(code: i32) -> Option<(u32, &'static str)> {
    let status = code as u32;
    let name = match status {
        0xC000_0005 => "access violation: a read or write of memory the program does not own",
        0xC000_00FD => "stack overflow: recursion too deep, or too large a local array",
        0xC000_0409 => {
            "a fast fail: Rust's abort (a panic while panicking, a failed allocation, \
             `std::process::abort`) or a C++ security check"
        }
        0xC000_0094 => "integer division by zero",
        0xC000_0095 => "integer overflow",
        0xC000_008E => "floating-point division by zero",
        0xC000_001D => "illegal instruction: one this CPU does not have",
        0xC000_0096 => "privileged instruction",
        0xC000_0374 => "heap corruption",
        0xC000_0017 => "out of memory",
        0xC000_012D => "out of memory: the commit limit was reached",
        0xC000_0135 => "a DLL the program needs was not found",
        0xC000_0139 => "a function the program needs was not found in its DLL",
        0xC000_013A => "ended by Ctrl-C",
        0x8000_0003 => "a breakpoint: a debug trap (C's assert in a debug build, `__debugbreak`)",
        _ if status >= 0xC000_0000 => "an error status of the system",
        _ => return None,
    };
    Some((status, name))
}

fn panicked(stderr: &[u8]) -> bool {
    stderr
        .windows(b"panicked at".len())
        .any(|window| window == b"panicked at")
}

/// `exit status 3`, `killed by signal 11 (SIGSEGV)`, on Windows `exit status 0xC0000005 (access
/// violation)`.
pub(super) fn status(exit: Exit) -> String {
    match exit {
        Exit::Code(code) => match ntstatus(code) {
            Some((status, name)) => format!("exit status {status:#010X} ({name})"),
            None => format!("exit status {code}"),
        },
        Exit::Signal(signal) => {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                7 => " (SIGBUS)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                13 => " (SIGPIPE)",
                15 => " (SIGTERM)",
                // The Linux jail's seccomp filter kills a call no judge allows (keyctl, bpf,
                // ptrace…); the number is Linux's own.
                #[cfg(target_os = "linux")]
                31 => " (SIGSYS: a system call the jail forbids, as a judge's would)",
                _ => "",
            };
            format!("killed by signal {signal}{name}")
        }
        Exit::TimedOut(timeout) => timeout.to_string(),
        Exit::OutputLimit {
            stream,
            written,
            limit,
        } => format!(
            "{stream} passed the {} output limit: stopped after {} were read; none of it \
             was judged",
            report::mebibytes(limit),
            report::bytes(written)
        ),
        Exit::MemoryLimit { peak, limit } => format!(
            "peak memory {}, over the {} limit",
            report::mebibytes(peak),
            report::mebibytes(limit)
        ),
        Exit::ProcessLimit { alive, limit } => format!(
            "{alive} processes at once, past the limit of {limit}: stopped (a judge refuses \
             processes past its limit: the program's fork fails, and it ends in a runtime error)"
        ),
    }
}

/// Up to 5 lines of stderr, each cut to 200 characters: a panic's message when there is one (a
/// backtrace after it would push it out of the last lines), the last lines otherwise.
fn stderr_tail(stderr: &[u8]) -> String {
    const SHOWN: usize = 5;
    // Only the last mebibyte is read into lines (from a line's start); the lines before it are
    // counted: a maximal stderr costs no memory of its own.
    let cut = stderr.len().saturating_sub(1 << 20);
    let cut = match cut {
        0 => 0,
        _ => stderr[cut..]
            .iter()
            .position(|&byte| byte == b'\n')
            .map_or(cut, |newline| cut + newline + 1),
    };
    let earlier = stderr[..cut].iter().filter(|&&byte| byte == b'\n').count();
    let text = String::from_utf8_lossy(&stderr[cut..]);
    let lines: Vec<&str> = text.lines().collect();
    let total = earlier + lines.len();
    let panic = lines.iter().position(|line| line.contains("panicked at"));
    let (mut excerpt, shown) = match (total, panic) {
        (0, _) => return "stderr: empty".to_string(),
        (_, Some(start)) => {
            let message = lines[start..]
                .iter()
                .take(SHOWN)
                .take_while(|line| !line.starts_with("note: ") && *line != &"stack backtrace:")
                .count();
            let header = if total > message {
                format!("stderr, {message} of {total} lines, from the panic:")
            } else {
                "stderr:".to_string()
            };
            (header, &lines[start..start + message])
        }
        (count, None) if count > SHOWN => (
            format!("stderr, the last {SHOWN} of {count} lines:"),
            &lines[lines.len().saturating_sub(SHOWN)..],
        ),
        (_, None) => ("stderr:".to_string(), &lines[..]),
    };
    for line in shown {
        excerpt += "\n  | ";
        excerpt.extend(line.chars().take(200));
        // Say that a long line was cut, and by how much.
        let length = line.chars().count();
        if length > 200 {
            excerpt += &format!(" … (200 of {length} characters)");
        }
    }
    excerpt
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::testing::*;
    use crate::run::{Clock, Timeout};
    use std::time::Duration;

    #[test]
    fn a_todo_is_known_in_either_panic_form() {
        // Rust 1.73 and later, and Rust 1.56 to 1.72 (SPOJ's 1.56, the assumed 1.58).
        let new =
            b"\nthread 'main' panicked at mine/x.rs:12:9:\nnot yet implemented\nnote: run with";
        let old =
            b"thread 'main' panicked at 'not yet implemented', mine/x.rs:12:9\nnote: run with";
        assert!(unwritten(&run(Exit::Code(101), b"", new)));
        assert!(unwritten(&run(Exit::Code(101), b"", old)));
        let other = b"thread 'main' panicked at 'index out of bounds', mine/x.rs:3:1\n";
        assert!(!unwritten(&run(Exit::Code(101), b"", other)));
        assert!(!unwritten(&run(Exit::Code(1), b"", old)));
    }

    #[test]
    fn an_index_near_usize_max_gets_one_hint_line_and_an_ordinary_one_none() {
        let panic = |index: &str| {
            let stderr = format!(
                "thread 'main' panicked at src/bin/x.rs:9:12:\nindex out of bounds: the len \
                 is 8 but the index is {index}\nnote: run with `RUST_BACKTRACE=1`\n"
            );
            crash(&run(Exit::Code(101), b"", stderr.as_bytes()))
        };
        let why = panic("18446744073709551615");
        let hint = why.lines().last().unwrap();
        assert_eq!(
            hint,
            "hint: 18446744073709551615 is usize::MAX, that is 0 - 1 wrapped around: a \
             subtraction went below 0 (the judge builds with -O, which does not check it; \
             `cargo run` stops at the subtraction itself)"
        );
        assert_eq!(why.matches("hint:").count(), 1, "{why}");
        let why = panic("18446744073709551613");
        assert!(
            why.contains("is usize::MAX - 2, that is 0 - 3 wrapped"),
            "{why}"
        );
        let why = panic("9");
        assert!(!why.contains("hint"), "{why}");
    }

    #[test]
    fn a_windows_crash_is_named_by_its_ntstatus() {
        // Windows gives the exit code as a u32; std as the i32 of the same bits.
        let code = |status: u32| Exit::Code(status as i32);
        assert_eq!(
            status(code(0xC000_0005)),
            "exit status 0xC0000005 (access violation: a read or write of memory the program \
             does not own)"
        );
        assert!(status(code(0xC000_00FD)).starts_with("exit status 0xC00000FD (stack overflow"));
        assert!(status(code(0xC000_0409)).contains("Rust's abort"));
        assert!(status(code(0xC0AB_CDEF)).ends_with("(an error status of the system)"));
        // Ordinary codes, a panic's 101 among them, are not statuses.
        assert_eq!(status(Exit::Code(101)), "exit status 101");
        assert_eq!(status(Exit::Code(3)), "exit status 3");
        // A crash where a refusal was expected is a runtime error, as a signal is on Unix.
        let crashed = refused(b"", b"", code(0xC000_0005));
        assert!(
            matches!(&crashed, Verdict::RuntimeError(why) if why.contains("access violation")),
            "{crashed:?}"
        );
        let why = wrong(refused(b"", b"", Exit::Code(2)));
        assert!(
            why.contains("exit status 2, expected exit status 1"),
            "{why}"
        );
    }

    #[test]
    fn stderr_is_not_judged_on_a_successful_run() {
        let case = Case {
            name: "x".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let noisy = run(Exit::Code(0), b"92\n", b"debug: 92 solutions\n");
        assert_eq!(
            judge(find("leetcode52").unwrap(), &case, &noisy),
            Verdict::Accepted
        );
    }

    fn refused(stdout: &[u8], stderr: &[u8], exit: Exit) -> Verdict {
        let case = Case {
            name: "05-zero".into(),
            input: b"0\n".to_vec(),
            expect: Expect::Refusal(b"leetcode52: n = 0 is out of range 1..=9\n".to_vec()),
        };
        judge(
            find("leetcode52").unwrap(),
            &case,
            &run(exit, stdout, stderr),
        )
    }

    #[test]
    fn a_refusal_needs_status_1_no_stdout_and_the_exact_stderr() {
        let message = b"leetcode52: n = 0 is out of range 1..=9\n";
        assert_eq!(refused(b"", message, Exit::Code(1)), Verdict::Accepted);
        let why = wrong(refused(
            b"",
            b"leetcode52: n = 0 is out of range\n",
            Exit::Code(1),
        ));
        assert!(why.starts_with("stderr differs: line 1 differs"), "{why}");
        let why = wrong(refused(
            b"",
            b"leetcode52: n = 0 is out of range 1..=9\r\n",
            Exit::Code(1),
        ));
        assert!(
            why.starts_with("stderr differs: line 1: a CRLF line ending"),
            "{why}"
        );
        let why = wrong(refused(b"0\n", message, Exit::Code(1)));
        assert_eq!(
            why,
            "stdout should be empty, found 2 bytes starting \"0\\n\""
        );
        let why = wrong(refused(b"0\n", b"", Exit::Code(0)));
        assert!(
            why.starts_with(
                "exit status 0, expected exit status 1: the input should be refused\nstdout should \
                 be empty, found 2 bytes starting \"0\\n\"\nstderr differs: line 1 differs"
            ),
            "{why}"
        );
        let why = wrong(refused(b"", message, Exit::Code(2)));
        assert_eq!(
            why,
            "exit status 2, expected exit status 1: the input should be refused"
        );
    }

    #[test]
    fn a_panic_is_not_a_refusal() {
        let panic = b"thread 'main' (7) panicked at src/bin/leetcode52.rs:9:5:\nn out of range\n\
                      note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
        let why = wrong(refused(b"", panic, Exit::Code(101)));
        assert!(
            why.starts_with(
                "the program panicked instead of refusing the input (exit status 101); a refusal \
                 is one line on stderr and exit status 1\nstderr, 2 of 3 lines, from the panic:\n  \
                 | thread 'main' (7) panicked at"
            ),
            "{why}"
        );
        // Built with `panic = "abort"`, the same panic ends in SIGABRT: still called out.
        let why = wrong(refused(b"", panic, Exit::Signal(6)));
        assert!(
            why.contains("panicked instead of refusing the input (killed by signal 6 (SIGABRT))"),
            "{why}"
        );
        // Even a panic with exit status 1 and a matching first line is not a refusal.
        let mut both = b"leetcode52: n = 0 is out of range 1..=9\n".to_vec();
        both.extend_from_slice(panic);
        assert!(wrong(refused(b"", &both, Exit::Code(1))).starts_with("the program panicked"));
    }

    #[test]
    fn crashes_are_runtime_errors_with_the_end_of_stderr() {
        let case = Case {
            name: "x".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let problem = find("leetcode52").unwrap();
        let stderr = b"1\n2\n3\nthread 'main' panicked at src/main.rs:1:1:\nboom\n6\n7\n";
        let verdict = judge(problem, &case, &run(Exit::Code(101), b"92\n", stderr));
        assert_eq!(
            verdict,
            Verdict::RuntimeError(
                "exit status 101 (the program panicked)\nstderr, 4 of 7 lines, from the panic:\n  \
                 | thread 'main' panicked at src/main.rs:1:1:\n  | boom\n  | 6\n  | 7"
                    .into()
            )
        );
        assert_eq!(verdict.code(), "RE");
        let verdict = judge(problem, &case, &run(Exit::Signal(11), b"", b""));
        assert_eq!(
            verdict,
            Verdict::RuntimeError("killed by signal 11 (SIGSEGV)\nstderr: empty".into())
        );
        let verdict = judge(
            problem,
            &case,
            &run(Exit::Code(1), b"", b"leetcode52: no input\n"),
        );
        assert_eq!(
            verdict.explanation(),
            "exit status 1\nstderr:\n  | leetcode52: no input"
        );
        // A refused-input case that crashes without a panic is RE too.
        assert_eq!(refused(b"", b"", Exit::Signal(11)).code(), "RE");
        // A long line is cut, and says so.
        let long = format!("{}\n", "x".repeat(250));
        let verdict = judge(problem, &case, &run(Exit::Code(1), b"", long.as_bytes()));
        assert!(
            verdict
                .explanation()
                .ends_with(&format!("{} … (200 of 250 characters)", "x".repeat(200))),
            "{}",
            verdict.explanation()
        );
    }

    #[test]
    fn a_panic_shows_its_message_not_the_backtrace() {
        let stderr = "thread 'main' (9) panicked at src/bin/leetcode52.rs:107:17:\nboom at seven\n\
                      stack backtrace:\n   0: __rustc::rust_begin_unwind\n   1: core::panicking\n\
                      \x20  2: leetcode52::main\nnote: Some details are omitted\n";
        let case = Case {
            name: "x".into(),
            input: b"7\n".to_vec(),
            expect: Expect::Output(b"40\n".to_vec()),
        };
        let verdict = judge(
            find("leetcode52").unwrap(),
            &case,
            &run(Exit::Code(101), b"", stderr.as_bytes()),
        );
        assert_eq!(
            verdict.explanation(),
            "exit status 101 (the program panicked)\nstderr, 2 of 7 lines, from the panic:\n  \
             | thread 'main' (9) panicked at src/bin/leetcode52.rs:107:17:\n  | boom at seven"
        );
    }

    #[test]
    fn the_time_limit_comes_first() {
        let timeout = Timeout {
            clock: Clock::Cpu,
            cpu: Duration::from_millis(1010),
            wall: Duration::from_millis(1500),
            limit: Duration::from_secs(1),
            exited: None,
            queued: None,
        };
        let late = run(Exit::TimedOut(timeout), b"92\n", b"");
        let case = Case {
            name: "x".into(),
            input: b"8\n".to_vec(),
            expect: Expect::Output(b"92\n".to_vec()),
        };
        let verdict = judge(find("leetcode52").unwrap(), &case, &late);
        assert_eq!(verdict.code(), "TLE");
        assert_eq!(
            verdict.explanation(),
            "CPU time 1.01 s passed the 1 s limit (user + sys of all its processes; wall time \
             1.50 s)"
        );
        assert_eq!(refused(b"", b"", Exit::TimedOut(timeout)), verdict);
    }

    #[cfg(unix)]
    #[test]
    fn exits_come_from_the_status() {
        use std::process::Command;
        let status = |script: &str| Command::new("sh").args(["-c", script]).status().unwrap();
        assert_eq!(Exit::from_status(status("exit 3")), Exit::Code(3));
        assert_eq!(Exit::from_status(status("kill -SEGV $$")), Exit::Signal(11));
    }
}
