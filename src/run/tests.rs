//! The runner on `sh` scripts and small Python programs: what a run reports, never how fast.

use super::*;
use std::process::Command;

/// A bound that only a hang reaches, never a slow start on a busy machine: these tests are
/// about what a run reports, not about how fast it is.
const HANG: Duration = Duration::from_secs(10);

/// Held by the tests that read a small program's memory, and by the one that makes this process
/// large: a program that ends before the judge first looks at it (well under a millisecond)
/// shows its `ru_maxrss`, which holds the copy of the judge it was forked as, and the tests run
/// side by side in one process.
static SMALL_FIGURES: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn limits(time: Duration) -> Limits {
    Limits {
        time,
        memory: 256 << 20,
        output: 64 << 20,
        // The runner's clocks and clean-up on shell scripts that start other programs: the
        // jail's own tests are in `jail.rs`'s.
        contained: false,
    }
}

fn sh_with(script: &str, input: &[u8], limits: &Limits) -> (Run, Usage) {
    run_with(&["sh", "-c", script], input, limits).expect("sh starts")
}

fn sh(script: &str, input: &[u8], limit: Duration) -> Run {
    sh_with(script, input, &limits(limit)).0
}

#[test]
fn feeds_stdin_and_captures_both_streams() {
    let run = sh("cat; echo done >&2", b"4\n", HANG);
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(run.stdout, b"4\n");
    assert_eq!(run.stderr, b"done\n");
    assert!(run.elapsed < HANG, "{:?}", run.elapsed);
}

#[test]
fn a_large_input_is_fed_whole() {
    let input = vec![b'7'; 5 << 20];
    let run = sh("wc -c", &input, HANG);
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(String::from_utf8_lossy(&run.stdout).trim(), "5242880");
}

#[test]
fn reports_the_exit_code() {
    let run = sh("echo refused >&2; exit 3", b"", HANG);
    assert_eq!(run.exit, Exit::Code(3));
    assert_eq!(run.stderr, b"refused\n");
}

#[test]
fn reports_the_signal() {
    let run = sh("kill -SEGV $$", b"", HANG);
    assert_eq!(run.exit, Exit::Signal(11));
}

#[test]
fn kills_at_the_limit_even_behind_a_wrapper() {
    // `sh` waits on `sleep`, which holds the pipes: killing `sh` alone would leave them open.
    let limit = Duration::from_millis(200);
    let start = Instant::now();
    let run = sh("echo partial; sleep 60; echo never", b"", limit);
    assert!(
        matches!(
            run.exit,
            Exit::TimedOut(Timeout {
                clock: Clock::Idle,
                ..
            })
        ),
        "{:?}",
        run.exit
    );
    assert_eq!(run.stdout, b"partial\n");
    assert!(run.elapsed >= limit, "{:?}", run.elapsed);
    // Returned after the kill, not after `sleep 60`.
    assert!(start.elapsed() < HANG, "{:?}", start.elapsed());
}

#[test]
fn a_background_child_holding_the_pipes_is_a_timeout() {
    let start = Instant::now();
    let run = sh("sleep 60 & echo $!", b"", Duration::from_millis(200));
    assert!(
        matches!(
            run.exit,
            Exit::TimedOut(Timeout {
                clock: Clock::Idle,
                ..
            })
        ),
        "{:?}",
        run.exit
    );
    assert!(start.elapsed() < HANG, "{:?}", start.elapsed());
    // Killed with its group, not left behind when the pipes were given up on.
    assert_gone(&run.stdout);
}

#[test]
fn leaves_nothing_running() {
    let run = sh("sleep 60 >/dev/null 2>&1 & echo $!", b"", HANG);
    assert_eq!(run.exit, Exit::Code(0));
    assert_gone(&run.stdout);
}

#[test]
#[cfg(target_os = "linux")]
fn leaves_nothing_running_outside_the_group() {
    // Its own session, so its own group: only the marker and the subreaper find it.
    let run = sh("setsid sleep 61 >/dev/null 2>&1 & echo $!", b"", HANG);
    assert_eq!(run.exit, Exit::Code(0));
    assert_gone(&run.stdout);
}

/// The process whose id `pid` holds (as `echo $!` prints it) is gone, or a zombie waiting for
/// its reaper.
fn assert_gone(pid: &[u8]) {
    let pid = String::from_utf8_lossy(pid);
    assert!(!pid.trim().is_empty(), "no process id printed");
    let state = Command::new("ps")
        .args(["-o", "stat=", "-p", pid.trim()])
        .output()
        .unwrap();
    let state = String::from_utf8_lossy(&state.stdout);
    assert!(
        matches!(state.trim().chars().next(), None | Some('Z')),
        "process {} is {state:?}",
        pid.trim()
    );
}

#[test]
fn a_program_that_ignores_its_input_is_fine() {
    let run = sh("echo 8", &vec![b'9'; 1 << 20], HANG);
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(run.stdout, b"8\n");
}

#[test]
fn large_output_does_not_block() {
    let run = sh("head -c 3000000 /dev/zero", b"", HANG);
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(run.stdout.len(), 3_000_000);
}

#[test]
fn output_up_to_the_limit_is_kept_and_one_byte_more_is_stopped() {
    let limits = Limits {
        output: 100_000,
        ..limits(HANG)
    };
    let (run, _) = sh_with("head -c 100000 /dev/zero", b"", &limits);
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(run.stdout.len(), 100_000);
    let (run, _) = sh_with("echo hi; head -c 100001 /dev/zero >&2", b"", &limits);
    assert_eq!(
        run.exit,
        Exit::OutputLimit {
            stream: "stderr",
            written: 100_001,
            limit: 100_000
        }
    );
    assert_eq!(run.stderr.len(), 100_000);
    // An endless writer is stopped too, long before the time limit.
    let start = Instant::now();
    let (run, _) = sh_with("yes", b"", &limits);
    assert!(
        matches!(run.exit, Exit::OutputLimit { stream: "stdout", written, .. } if written > 100_000),
        "{:?}",
        run.exit
    );
    assert!(start.elapsed() < HANG, "{:?}", start.elapsed());
}

#[test]
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn memory_is_measured_and_limited() {
    let limits = Limits {
        memory: 40 << 20,
        ..limits(HANG)
    };
    // `head -c` through `tr` into a shell variable would be slow; Python holds 100 MB at once.
    let Some(python) = crate::untested::python("the runner on a Python program") else {
        return;
    };
    let script = "import time\nx = b'x' * (100 << 20)\ntime.sleep(30)\n";
    let (run, usage) = run_with(&[python, "-c", script], b"", &limits).unwrap();
    assert!(
        matches!(run.exit, Exit::MemoryLimit { peak, limit } if peak > limit && limit == 40 << 20),
        "{:?}",
        run.exit
    );
    assert!(usage.memory > 40 << 20, "{usage:?}");
    let _alone = SMALL_FIGURES.lock();
    let (run, usage) = sh_with("echo small", b"", &limits);
    assert_eq!(run.exit, Exit::Code(0));
    assert!(usage.memory > 0 && usage.memory < 40 << 20, "{usage:?}");
}

#[test]
fn cpu_time_is_measured() {
    let (run, usage) = sh_with(
        "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done",
        b"",
        &limits(Duration::from_secs(60)),
    );
    assert_eq!(run.exit, Exit::Code(0));
    assert!(usage.cpu > Duration::ZERO, "{usage:?}");
}

#[test]
fn a_command_that_cannot_start_is_an_error() {
    let error = run_with(&["./no-such-program"], b"", &limits(HANG))
        .err()
        .unwrap();
    assert_eq!(error.kind(), io::ErrorKind::NotFound);
    let error = run_with::<&str>(&[], b"", &limits(HANG)).err().unwrap();
    assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
    let error = run_with(&["true"], b"", &limits(Duration::MAX))
        .err()
        .unwrap();
    assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
}

/// `python3 -c <script>` in the runner; `None` where there is no Python.
/// `script` run by python3 within `limits`; `None`, said by the suite's one rule, without it.
fn python_with(script: &str, limits: &Limits) -> Option<(Run, Usage)> {
    // The interpreter itself, not a version manager's shim (which would add a shell to every
    // run): the suite's one Python helper finds it, or says why this test did not run.
    let python = crate::untested::python("the runner on a Python program")?;
    Some(run_with(&[python, "-c", script], b"", limits).expect("python3 starts"))
}

/// Spends `seconds` of its own CPU time: the same on a quiet or a busy machine.
fn burn(seconds: f64) -> String {
    format!("import time\nwhile time.process_time() < {seconds}:\n    pass\nprint('done')\n")
}

fn timeout(exit: Exit) -> Timeout {
    match exit {
        Exit::TimedOut(timeout) => timeout,
        other => panic!("expected a timeout, got {other:?}"),
    }
}

#[test]
fn cpu_time_past_the_limit_is_a_timeout_by_the_cpu_clock() {
    // 5 s of CPU at a 100 ms limit: stopped by the CPU clock long before the idle limit
    // (1.2 s of wall time), on any machine that gives it a tenth of a core.
    let Some((run, usage)) = python_with(&burn(5.0), &limits(Duration::from_millis(100))) else {
        return;
    };
    let timeout = timeout(run.exit);
    assert_eq!(timeout.clock, Clock::Cpu, "{timeout}");
    assert!(timeout.cpu > Duration::from_millis(100), "{timeout}");
    assert_eq!(timeout.cpu, usage.cpu);
    assert_eq!(timeout.wall, run.elapsed);
    assert!(run.stdout.is_empty());
}

#[test]
fn the_cpu_time_of_every_process_counts() {
    // Two burners under a shell, each below the limit alone, above it together.
    let Some(python) = crate::untested::python("the runner on a Python program") else {
        return;
    };
    let script = format!(
        "{python} -c \"$0\" & {python} -c \"$0\" & wait",
        python = python
    );
    // Stopped by the CPU clock before the idle limit (1.6 s of wall time) on any machine that
    // gives it a fifth of a core.
    let limit = Duration::from_millis(300);
    let (run, usage) = run_with(&["sh", "-c", &script, &burn(0.2)], b"", &limits(limit)).unwrap();
    let timeout = timeout(run.exit);
    assert_eq!(timeout.clock, Clock::Cpu, "{timeout}");
    assert!(usage.cpu > limit, "{usage:?}");
}

#[test]
fn cpu_time_below_the_limit_is_no_timeout() {
    let Some((run, usage)) = python_with(&burn(0.2), &limits(Duration::from_secs(2))) else {
        return;
    };
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(run.stdout, b"done\n");
    assert!(usage.cpu >= Duration::from_millis(200), "{usage:?}");
}

#[test]
fn a_sleeping_program_is_stopped_by_the_idle_clock() {
    let limit = Duration::from_millis(100);
    let run = sh("sleep 30", b"", limit);
    let timeout = timeout(run.exit);
    assert_eq!(timeout.clock, Clock::Idle, "{timeout}");
    // Past 2 × 100 ms + 1 s of wall time, on next to no CPU time.
    assert!(timeout.wall >= Duration::from_millis(1200), "{timeout}");
    assert!(timeout.cpu < limit, "{timeout}");
    assert_eq!(timeout.limit, limit);
}

#[test]
fn a_timeout_says_which_clock_and_both_figures() {
    // Where the system says how long the program waited for a CPU: idle is the rest.
    let idle = Timeout {
        clock: Clock::Idle,
        cpu: Duration::from_millis(20),
        wall: Duration::from_millis(4504),
        limit: Duration::from_secs(1),
        exited: None,
        queued: Some(Duration::from_millis(1480)),
    };
    assert_eq!(idle.waited(), Duration::from_millis(3004));
    assert_eq!(
        idle.to_string(),
        "idle: asleep or waiting for more than 3 s (2 × the 1 s limit + 1 s): it sleeps or waits \
         for something (wall time 4.50 s: 0.02 s of CPU time, 1.48 s waiting for a CPU, the rest \
         asleep or waiting)"
    );
    // The program itself gone, a process it started holding its output: said so.
    let held = Timeout {
        exited: Some(Duration::from_millis(40)),
        ..idle
    };
    assert_eq!(
        held.to_string(),
        "idle: the program exited at 0.04 s, but a process it started kept its output open, \
         asleep or waiting for more than 3 s (2 × the 1 s limit + 1 s; wall time 4.50 s: 0.02 s \
         of CPU time, 1.48 s waiting for a CPU): a judge waits for the output to close too"
    );
    // Where it does not (another system): wall time, and the report says why.
    let unknown = Timeout {
        wall: Duration::from_millis(3004),
        queued: None,
        ..idle
    };
    assert_eq!(unknown.waited(), Duration::from_millis(3004));
    assert_eq!(
        unknown.to_string(),
        "idle: wall time 3.00 s passed 3 s (2 × the 1 s limit + 1 s) on 0.02 s of CPU time: it \
         sleeps or waits, or the machine is too busy to judge it (this system does not say how \
         long a program waits for a CPU)"
    );
    let held = Timeout {
        exited: Some(Duration::from_millis(40)),
        ..unknown
    };
    assert_eq!(
        held.to_string(),
        "idle: the program exited at 0.04 s, but a process it started kept its output open until \
         wall time 3.00 s passed 3 s (2 × the 1 s limit + 1 s): a judge waits for the output to \
         close too"
    );
    // A CPU burner: the same words whatever the machine's load.
    let cpu = Timeout {
        clock: Clock::Cpu,
        cpu: Duration::from_millis(305),
        wall: Duration::from_millis(420),
        limit: Duration::from_millis(300),
        exited: None,
        queued: Some(Duration::from_millis(100)),
    };
    assert_eq!(
        cpu.to_string(),
        "CPU time 0.30 s passed the 300 ms limit (user + sys of all its processes; wall time \
         0.42 s)"
    );
    let limits = limits(Duration::from_millis(300));
    assert_eq!(limits.idle(), Some(Duration::from_millis(1600)));
    assert_eq!(limits.wall_cap(), Some(Duration::from_secs(13)));
    assert_eq!(self::limits(Duration::MAX).idle(), None);
    assert_eq!(self::limits(Duration::MAX).wall_cap(), None);
}

#[test]
fn a_machine_too_busy_is_no_verdict_and_says_so() {
    let busy = TooBusy {
        wall: Duration::from_millis(20_050),
        cpu: Duration::from_millis(870),
        queued: Duration::from_millis(19_040),
        limit: Duration::from_secs(1),
    };
    assert_eq!(
        busy.to_string(),
        "the machine is too busy: in 20.05 s of wall time the program ran 0.87 s of CPU time and \
         waited 19.04 s for a CPU, and a 1 s limit waits 20 s at most; try again when the machine \
         is quieter"
    );
    let error = io::Error::new(io::ErrorKind::TimedOut, busy);
    assert_eq!(too_busy(&error), Some(&busy));
    assert_eq!(too_busy(&io::Error::from(io::ErrorKind::TimedOut)), None);
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(target_os = "linux")]
fn a_program_kept_waiting_for_a_cpu_is_not_idle() {
    // The program, on one CPU with twelve busy loops, waits for it longer than the idle limit
    // (1.4 s at 200 ms; 0.15 s of CPU time take about 1.9 s of wall time on a quiet machine):
    // judged by its CPU time alone, never idle. On a machine so busy that it waits until the
    // wall cap (12 s), no verdict at all.
    if !queue_known() {
        return missing("schedstat (/proc/<pid>/schedstat)");
    }
    let Some(python) = crate::untested::python("the runner on a Python program") else {
        return;
    };
    if !tool_runs("taskset", &["-c", "0", "true"]) {
        return missing("taskset (util-linux)");
    }
    let _busy: Vec<Busy> = (0..12).map(|_| Busy::on_cpu_0()).collect();
    let script = burn(0.15);
    let command = ["taskset", "-c", "0", python, "-c", &script];
    let started = Instant::now();
    match run_with(&command, b"", &limits(Duration::from_millis(200))) {
        Ok((run, usage)) => {
            assert_eq!(run.exit, Exit::Code(0), "{usage:?} in {:?}", run.elapsed);
            assert_eq!(run.stdout, b"done\n");
        }
        Err(error) => {
            let busy = too_busy(&error).unwrap_or_else(|| panic!("{error}"));
            assert!(busy.wall >= Duration::from_secs(12), "{busy}");
        }
    }
    // It did wait past the idle limit: the test made the case it is about.
    assert!(
        started.elapsed() > Duration::from_millis(1600),
        "{:?}",
        started.elapsed()
    );
}

/// A program that writes far past the output limit, on CPU 1, while the judge waits for CPU 0
/// behind eight busy loops: the program spends most of its time blocked on a full pipe, waiting
/// for the judge, and that is the machine's doing: output limit exceeded (or, on a machine too
/// busy for any verdict, none), never idle. Before the judge's own wait was counted, this was
/// "TLE idle" one time in two here. The test runs again in a process of its own, pinned to
/// CPU 0, so that the judge (this thread) is the one kept waiting.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(target_os = "linux")]
fn a_program_waiting_for_a_busy_judge_is_not_idle() {
    const PROBE: &str = "NQUEENS_BUSY_JUDGE_PROBE";
    if std::env::var_os(PROBE).is_none() {
        if !queue_known() {
            return missing("schedstat (/proc/<pid>/schedstat)");
        }
        if !tool_runs("taskset", &["-c", "1", "true"]) {
            return missing("taskset (util-linux) and a second CPU");
        }
        let name = "run::tests::a_program_waiting_for_a_busy_judge_is_not_idle";
        let exe = std::env::current_exe().unwrap();
        let output = Command::new("taskset")
            .args(["-c", "0"])
            .arg(exe)
            .args([
                "--exact",
                name,
                "--include-ignored",
                "--test-threads=1",
                "--nocapture",
            ])
            .env(PROBE, "1")
            .output()
            .expect("the test binary starts");
        let said = String::from_utf8_lossy(&output.stdout).to_string()
            + &String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{said}");
        assert!(said.contains("1 passed"), "the probe did not run: {said}");
        return;
    }
    let Some(python) = crate::untested::python("the runner on a Python program") else {
        return;
    };
    let _busy: Vec<Busy> = (0..8).map(|_| Busy::on_cpu_0()).collect();
    let script = "import sys\nfor _ in range(40):\n    sys.stdout.write(' ' * 1000000)\n";
    let command = ["taskset", "-c", "1", python, "-S", "-c", script];
    let limits = Limits {
        output: 32 << 20,
        ..limits(Duration::from_millis(200))
    };
    match run_with(&command, b"", &limits) {
        Ok((run, usage)) => assert!(
            matches!(run.exit, Exit::OutputLimit { .. }),
            "{:?} in {:?}, {usage:?}",
            run.exit,
            run.elapsed
        ),
        Err(error) => {
            too_busy(&error).unwrap_or_else(|| panic!("{error}"));
        }
    }
}

/// A busy loop on CPU 0 for as long as it lives.
#[cfg(target_os = "linux")]
struct Busy(std::process::Child);

#[cfg(target_os = "linux")]
impl Busy {
    fn on_cpu_0() -> Busy {
        let child = Command::new("taskset")
            .args(["-c", "0", "sh", "-c", "while :; do :; done"])
            .spawn()
            .expect("taskset starts");
        Busy(child)
    }
}

#[cfg(target_os = "linux")]
impl Drop for Busy {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[cfg(target_os = "linux")]
fn tool_runs(tool: &str, arguments: &[&str]) -> bool {
    Command::new(tool)
        .args(arguments)
        .output()
        .is_ok_and(|output| output.status.success())
}

/// A test that cannot run here says so; under `CI=true` it fails (`crate::untested`). Only the
/// Linux tests lack a tool of their own (schedstat, taskset).
#[cfg(target_os = "linux")]
fn missing(what: &str) {
    crate::untested::tool(what, "this test");
}

#[test]
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn a_short_peak_is_memory_limit_exceeded() {
    // 100 MiB touched and freed at once, then a normal end: the samples may miss it, the
    // kernel's peak of the process does not.
    let limits = Limits {
        memory: 64 << 20,
        ..limits(HANG)
    };
    let script = "held = b'x' * (100 << 20)\ndel held\nprint('done')\n";
    let Some((run, usage)) = python_with(script, &limits) else {
        return;
    };
    assert!(
        matches!(run.exit, Exit::MemoryLimit { peak, limit } if peak > limit && limit == 64 << 20),
        "{:?}",
        run.exit
    );
    assert!(usage.memory > 64 << 20, "{usage:?}");
}

#[test]
fn the_environment_is_the_judges_few_variables() {
    let limits = Limits {
        memory: 64 << 20,
        ..limits(HANG)
    };
    let (run, _) = run_with(&["env"], b"", &limits).unwrap();
    assert_eq!(run.exit, Exit::Code(0));
    let stdout = String::from_utf8(run.stdout).unwrap();
    let mut names: Vec<&str> = stdout
        .lines()
        .map(|line| line.split_once('=').map_or(line, |(name, _)| name))
        .collect();
    names.sort_unstable();
    assert_eq!(
        names,
        [
            "HOME",
            "JAVA_TOOL_OPTIONS",
            "LANG",
            MARKER,
            "PATH",
            "TMPDIR"
        ],
        "{stdout}"
    );
    assert!(
        stdout.contains("\nJAVA_TOOL_OPTIONS=-XX:MaxRAM=67108864\n")
            || stdout.starts_with("JAVA_TOOL_OPTIONS=-XX:MaxRAM=67108864\n"),
        "{stdout}"
    );
}

#[test]
fn the_jvm_notice_of_the_judges_setting_is_not_the_programs_stderr() {
    let options = java_options(64 << 20);
    let mut stderr = b"Picked up JAVA_TOOL_OPTIONS: -XX:MaxRAM=67108864\nmine\n".to_vec();
    drop_jvm_notice(&mut stderr, &options);
    assert_eq!(stderr, b"mine\n");
    // Only the judge's own setting, only as the first line.
    for kept in [
        &b"Picked up JAVA_TOOL_OPTIONS: -Xmx1g\n"[..],
        b"mine\nPicked up JAVA_TOOL_OPTIONS: -XX:MaxRAM=67108864\n",
    ] {
        let mut stderr = kept.to_vec();
        drop_jvm_notice(&mut stderr, &options);
        assert_eq!(stderr, kept);
    }
}

#[test]
#[cfg(target_os = "linux")]
fn the_judges_own_memory_is_not_the_programs() {
    // The judge holding 64 MiB (a case's output, say) when it starts a small program: Linux
    // counts the copy of the judge the program was forked as in the program's `ru_maxrss`. The
    // figure is the program's own, as it would be alone.
    let _alone = SMALL_FIGURES.lock();
    let held = std::hint::black_box(vec![1u8; 64 << 20]);
    let (run, usage) = sh_with("sleep 0.1", b"", &limits(HANG));
    assert_eq!(run.exit, Exit::Code(0));
    assert!(
        usage.memory > 0 && usage.memory < 16 << 20,
        "{usage:?} beside the judge's {} bytes",
        held.len()
    );
}
