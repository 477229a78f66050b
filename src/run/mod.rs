//! Running a program on one input the way a judge does: stdin fed, stdout and stderr captured,
//! the time, memory and output limits enforced, and nothing the program started left running.
//! The verdict depends on the program, not on the host: time is CPU time, memory takes each
//! process's own peak from the kernel, and the program gets a fixed, small [`environment`].
//!
//! One thread does it all (`poll` on the pipes and on the program's pidfd), so a full process
//! table cannot make the judge fail to start a helper thread. On Linux:
//! - the judge is the reaper of every orphan its program leaves (`PR_SET_CHILD_SUBREAPER`), and
//!   each run's processes carry [`MARKER`] in their environment, so an orphan that left the
//!   program's process group or session (`setsid`, `set -m`) is still known as the run's;
//! - every [`SAMPLE`] their CPU time and resident memory are read from `/proc`, and the run is
//!   killed past the time limit in CPU time or at the memory limit; an address-space limit far
//!   above it ([`address_space`]) is only a safety net. A wall-clock limit ([`Limits::idle`])
//!   stops a program that sleeps or waits;
//! - the program is killed if the judge dies (`PR_SET_PDEATHSIG`), and a judge that calls
//!   [`stop_on_signals`] ends the run cleanly on SIGINT or SIGTERM;
//! - when a run ends, every process left of it gets SIGKILL and is reaped.
//!
//! On macOS every [`SAMPLE`] the kernel lists the program's process group and the descendants
//! of its members, and gives each one's CPU time and physical footprint (libproc), so the CPU
//! clock and the memory limit hold while the program runs as on Linux; with no subreaper, an
//! orphan that leaves the group is not followed, and nothing dies with the judge.
//!
//! Elsewhere (the BSDs) only the program's process group is killed, CPU time and memory are the
//! exited program's (`wait4`), so a CPU burner is stopped by the idle limit, and processes that
//! leave the group are not followed. Windows has no runner ([`UNAVAILABLE`]).
//!
//! Files: this one holds the limits, the results and the run's steps (spawn, watch, halt,
//! verdict); `processes` the bookkeeping of the run's processes and what they used, `output` the
//! pipes, and `sys` the few libc calls, the only unsafe code here.

#[cfg(unix)]
mod output;
#[cfg(unix)]
mod processes;
#[cfg(unix)]
#[allow(unsafe_code)]
mod sys;
#[cfg(not(unix))]
mod windows;

use crate::Problem;
use std::ffi::OsString;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;
// The runner's own: Unix only (see `windows` for Windows).
#[cfg(not(unix))]
pub use windows::run_with;
#[cfg(unix)]
use {
    output::Output,
    processes::{Processes, RUNNING},
    std::ffi::OsStr,
    std::fs::File,
    std::io,
    std::os::fd::{AsRawFd, OwnedFd},
    std::os::unix::process::{CommandExt, ExitStatusExt},
    std::process::{Child, Command, ExitStatus, Stdio},
    std::sync::atomic::AtomicU64,
    std::time::Instant,
};

/// The environment variable that marks every process of one run: `<judge pid>.<run number>`.
pub const MARKER: &str = "NQUEENS_JUDGE_RUN";

/// How often the CPU time and memory of the program's processes are sampled.
pub const SAMPLE: Duration = Duration::from_millis(10);

/// How long the pipes may stay open after the kill before they are given up on.
#[cfg(unix)]
const GRACE: Duration = Duration::from_secs(1);

/// Where programs cannot be run, the one line that says so: `None` on Linux, macOS and the other
/// Unix systems. Windows has no runner (no process groups, signals or `poll` on pipes, and
/// nothing here could test a Job Object one), so `judge`, `make practise` and the golden harness
/// stop with this line there, and [`run_with`] errs with it.
pub const UNAVAILABLE: Option<&str> = if cfg!(unix) {
    None
} else {
    Some(
        "running programs under the judge's limits needs Linux, macOS or WSL: on Windows, run \
         a program with `cargo run --bin <problem>` (its input on stdin), and judge in WSL",
    )
};

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time, user + sys, of all the program's processes together. Wall time is limited to
    /// [`Limits::idle`] against a program that sleeps or waits.
    pub time: Duration,
    /// Peak resident memory in bytes, as [`Usage::memory`] counts it.
    pub memory: u64,
    /// Bytes per stream (stdout, stderr); one more is Output Limit Exceeded.
    pub output: u64,
}

impl Limits {
    /// The judge's own limits for `problem`, each replaced by the flag given for it
    /// (`--time-limit`, `--memory-limit`): the one place a problem's limits are resolved.
    pub fn of(problem: &Problem, time: Option<Duration>, memory: Option<u64>) -> Limits {
        Limits {
            time: time.unwrap_or(problem.time_limit),
            memory: memory.unwrap_or(problem.memory_limit_mib << 20),
            output: problem.output_limit_mib << 20,
        }
    }

    /// The wall-time limit, against a program that sleeps or waits instead of computing: twice
    /// the time limit and one second (`None` when that overflows).
    pub fn idle(&self) -> Option<Duration> {
        idle(self.time)
    }
}

/// What a run cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// User and system CPU time of all the program's processes: the time that is judged.
    pub cpu: Duration,
    /// Peak resident memory in bytes: the larger of the sampled total of all its processes
    /// running together and the largest single process's own peak, from the kernel (`ru_maxrss`
    /// of every process the judge reaps, `VmHWM` of every process a sample finds).
    pub memory: u64,
}

/// How a program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
    /// Killed past the time limit: which clock, and both figures.
    TimedOut(Timeout),
    /// Stopped for writing more than `limit` bytes on `stream` (`"stdout"` or `"stderr"`):
    /// `written` bytes had been read by then.
    OutputLimit {
        stream: &'static str,
        written: u64,
        limit: u64,
    },
    /// Stopped at, or finished above, the memory limit: `peak` resident bytes, over `limit`.
    MemoryLimit {
        peak: u64,
        limit: u64,
    },
}

impl Exit {
    /// The exit of a finished process: its code, or the signal that ended it.
    #[cfg(unix)]
    pub fn from_status(status: ExitStatus) -> Exit {
        match (status.code(), status.signal()) {
            (Some(code), _) => Exit::Code(code),
            (None, Some(signal)) => Exit::Signal(signal),
            (None, None) => unreachable!("a finished process has a code or a signal"),
        }
    }
}

/// The clock that stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// CPU time (user + sys of all its processes) past the time limit.
    Cpu,
    /// Wall time past [`Limits::idle`]: a program that sleeps or waits.
    Idle,
}

/// A run stopped past the time limit: which clock fired, and what both clocks said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeout {
    pub clock: Clock,
    pub cpu: Duration,
    pub wall: Duration,
    /// The time limit (CPU time).
    pub limit: Duration,
    /// When the program itself exited (wall time), where it had: then what kept the run going
    /// was a process it started, holding its stdout or stderr open.
    pub exited: Option<Duration>,
}

impl std::fmt::Display for Timeout {
    /// `CPU time 1.01 s passed the 1 s limit (wall time 1.05 s)`, or for an idle program
    /// `idle: wall time 3.00 s passed 3 s (2 × the 1 s limit + 1 s) on 0.02 s of CPU time: ...`.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let (cpu, wall, limit) = (seconds(self.cpu), seconds(self.wall), limit(self.limit));
        match self.clock {
            Clock::Cpu => write!(
                f,
                "CPU time {cpu} passed the {limit} limit (user + sys of all its processes; wall \
                 time {wall})"
            ),
            Clock::Idle if self.exited.is_some_and(|exited| exited < self.wall) => write!(
                f,
                "idle: the program exited at {}, but a process it started kept its output open \
                 until wall time {wall} passed {} (2 × the {limit} limit + 1 s): a judge waits \
                 for the output to close too",
                seconds(self.exited.unwrap_or_default()),
                idle(self.limit).map_or_else(|| "the idle limit".to_string(), self::limit)
            ),
            Clock::Idle => write!(
                f,
                "idle: wall time {wall} passed {} (2 × the {limit} limit + 1 s) on {cpu} of CPU \
                 time: it sleeps or waits, or the machine is too busy to judge it",
                idle(self.limit).map_or_else(|| "the idle limit".to_string(), self::limit)
            ),
        }
    }
}

/// The wall-time limit for a time limit of `time`: 2 × `time` + 1 s.
fn idle(time: Duration) -> Option<Duration> {
    time.checked_mul(2)?.checked_add(Duration::from_secs(1))
}

/// `0.98 s`.
fn seconds(time: Duration) -> String {
    format!("{:.2} s", time.as_secs_f64())
}

/// `1 s`, `1.5 s`, `300 ms`.
fn limit(limit: Duration) -> String {
    if limit >= Duration::from_secs(1) {
        format!("{} s", limit.as_secs_f64())
    } else {
        format!("{} ms", limit.as_millis())
    }
}

/// What one run of a program on one case produced.
pub struct Run {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Wall time from the start to the exit or the stop (the time judged is [`Usage::cpu`]).
    pub elapsed: Duration,
}

/// The address-space limit (`RLIMIT_AS`) of each process, a safety net far above the memory
/// limit: 4 × the limit + 4 GiB. A refused allocation looks like an ordinary crash, so the
/// verdict comes from the memory samples, long before this.
pub fn address_space(memory: u64) -> u64 {
    memory.saturating_mul(4).saturating_add(4 << 30)
}

/// Runs `command` (a program and its arguments, no shell) with `input` on stdin and the
/// [`environment`], within `limits`, and says what it cost. The run is over when the program has
/// exited and its stdout and stderr are closed, or when it is stopped: past the time limit in
/// CPU time or past [`Limits::idle`] in wall time ([`Exit::TimedOut`], also given when the
/// program's CPU time is found above the limit after it exited), at the memory limit
/// ([`Exit::MemoryLimit`], also given when a process's own peak is found above the limit after
/// it exited), or past the output limit on a stream ([`Exit::OutputLimit`]). Then every process
/// left of the run is killed.
///
/// On Linux this makes the calling process a child subreaper, and reaps its orphaned children
/// (those of no run in progress).
///
/// Errs when the command cannot start (not found, not executable, empty, no process left), on a
/// time limit too large to add to the clock, and with [`io::ErrorKind::Interrupted`] when a
/// signal caught by [`stop_on_signals`] ended the run (its processes killed all the same).
/// Windows has no runner: there it errs with [`io::ErrorKind::Unsupported`] and [`UNAVAILABLE`].
#[cfg(unix)]
pub fn run_with<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
) -> io::Result<(Run, Usage)> {
    let Some((program, arguments)) = command.split_first() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "empty command"));
    };
    let start = Instant::now();
    let Some(deadline) = limits.idle().and_then(|idle| start.checked_add(idle)) else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "time limit too large",
        ));
    };
    let (child, processes) = spawn(program.as_ref(), arguments, limits)?;
    let mut watch = Watch::new(child, processes, input, limits, start, deadline)?;
    watch.watch()?;
    watch.verdict()
}

/// The variables a judged program sees, and no others (with [`MARKER`]): `PATH`, `HOME`,
/// `LANG` and `TMPDIR` from the judge's environment where it sets them (otherwise
/// `/usr/local/bin:/usr/bin:/bin`, `/`, `C.UTF-8`, `/tmp`), and `JAVA_TOOL_OPTIONS` set to
/// `-XX:MaxRAM=<memory limit in bytes>`, so that a JVM sizes its heap by the judge's memory,
/// not the host's. Nothing else of the user's shell (`RUST_BACKTRACE`, `RUSTFLAGS`, ...).
pub fn environment(memory: u64) -> Vec<(&'static str, OsString)> {
    let mut variables: Vec<(&str, OsString)> = [
        ("PATH", "/usr/local/bin:/usr/bin:/bin"),
        ("HOME", "/"),
        ("LANG", "C.UTF-8"),
        ("TMPDIR", "/tmp"),
    ]
    .into_iter()
    .map(|(name, default)| {
        let value = std::env::var_os(name).filter(|value| !value.is_empty());
        (name, value.unwrap_or_else(|| default.into()))
    })
    .collect();
    variables.push(("JAVA_TOOL_OPTIONS", java_options(memory).into()));
    variables
}

/// `-XX:MaxRAM=<bytes>`: the JVM's view of the memory limit.
fn java_options(memory: u64) -> String {
    format!("-XX:MaxRAM={memory}")
}

/// Starts the program in a group of its own, marked as this run's, and registers it.
#[cfg(unix)]
fn spawn<S: AsRef<OsStr>>(
    program: &OsStr,
    arguments: &[S],
    limits: &Limits,
) -> io::Result<(Child, Processes)> {
    sys::become_subreaper();
    static RUNS: AtomicU64 = AtomicU64::new(0);
    let marker = format!(
        "{}.{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    );
    let mut command = Command::new(program);
    command
        .args(arguments)
        .env_clear()
        .envs(environment(limits.memory))
        .env(MARKER, &marker)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own group: a terminal's Ctrl-C reaches the judge, which stops the run itself.
        .process_group(0);
    sys::prepare(&mut command, address_space(limits.memory));
    // Spawned and registered at once, so that no other run takes it for an orphan to reap.
    let mut running = RUNNING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let child = command.spawn()?;
    running.push(child.id() as i32);
    let processes = Processes::new(child.id() as i32, marker);
    Ok((child, processes))
}

/// Why a run was stopped before it ended by itself.
#[cfg(unix)]
#[derive(Clone, Copy)]
enum Stop {
    Time(Clock),
    Memory,
    Output { stream: &'static str, written: u64 },
    Interrupted(i32),
}

/// What the watch does next.
#[cfg(unix)]
enum Next {
    /// The run is over.
    Done,
    /// Look again at once (a stop was just decided).
    Again,
    /// Wait for the pipes, the program's exit or this moment.
    Wait(Instant),
}

/// One run in progress: its processes, its pipes and what has been decided about it.
#[cfg(unix)]
struct Watch<'a> {
    limits: &'a Limits,
    input: &'a [u8],
    start: Instant,
    deadline: Instant,
    processes: Processes,
    stdin: Option<File>,
    /// How much of the input was written.
    written: usize,
    outputs: [Output; 2],
    pidfd: Option<OwnedFd>,
    /// Why and when the run was stopped.
    stop: Option<(Stop, Instant)>,
    next_sample: Instant,
    chunk: Vec<u8>,
}

#[cfg(unix)]
impl<'a> Watch<'a> {
    fn new(
        mut child: Child,
        processes: Processes,
        input: &'a [u8],
        limits: &'a Limits,
        start: Instant,
        deadline: Instant,
    ) -> io::Result<Watch<'a>> {
        Ok(Watch {
            limits,
            input,
            start,
            deadline,
            stdin: child.stdin.take().map(output::pipe).transpose()?,
            written: 0,
            outputs: [
                Output::new("stdout", child.stdout.take().map(output::pipe).transpose()?),
                Output::new("stderr", child.stderr.take().map(output::pipe).transpose()?),
            ],
            pidfd: sys::pidfd(processes.child),
            processes,
            stop: None,
            next_sample: start,
            chunk: vec![0; 64 << 10],
        })
    }

    /// Feeds, reads and samples until the program has exited with its pipes closed, or until
    /// the grace after a stop is over.
    fn watch(&mut self) -> io::Result<()> {
        loop {
            self.processes.try_reap();
            let open = self.outputs.iter().any(|output| output.pipe.is_some());
            if self.processes.status.is_some() && !open {
                return Ok(());
            }
            let now = Instant::now();
            match self.next(now) {
                Next::Done => return Ok(()),
                Next::Again => continue,
                Next::Wait(wake) => {
                    if self.wait(wake.saturating_duration_since(now))? {
                        self.transfer();
                    }
                }
            }
        }
    }

    /// Checks the limits (or, once stopped, kills again what was forked since).
    fn next(&mut self, now: Instant) -> Next {
        if let Some((_, at)) = self.stop {
            if now >= at + GRACE {
                return Next::Done;
            }
            // Whatever was forked between the scan and the kill goes too.
            if now >= self.next_sample {
                self.processes.kill();
                self.next_sample = now + SAMPLE;
            }
            return Next::Wait((at + GRACE).min(self.next_sample));
        }
        match self.limit_passed(now) {
            Some(reason) => {
                self.halt(reason, now);
                Next::Again
            }
            None => Next::Wait(self.deadline.min(self.next_sample)),
        }
    }

    /// The limit the run has passed now, or a signal that came.
    fn limit_passed(&mut self, now: Instant) -> Option<Stop> {
        if let Some(signal) = interrupted() {
            return Some(Stop::Interrupted(signal));
        }
        if now >= self.deadline {
            return Some(Stop::Time(Clock::Idle));
        }
        if now >= self.next_sample {
            self.next_sample = now + SAMPLE;
            if self.processes.sample() > self.limits.memory {
                return Some(Stop::Memory);
            }
            if self.processes.sampled_cpu() > self.limits.time {
                return Some(Stop::Time(Clock::Cpu));
            }
        }
        None
    }

    /// Stops the run: stdin closed, every process killed.
    fn halt(&mut self, reason: Stop, at: Instant) {
        self.stop = Some((reason, at));
        self.stdin = None;
        self.processes.kill();
    }

    /// Waits up to `timeout` for the pipes or the program's exit; false when a signal came.
    fn wait(&mut self, mut timeout: Duration) -> io::Result<bool> {
        let mut fds = Vec::with_capacity(4);
        for output in &self.outputs {
            if let Some(pipe) = &output.pipe {
                fds.push(sys::PollFd::new(pipe.as_raw_fd(), sys::POLLIN));
            }
        }
        if let Some(pipe) = &self.stdin {
            fds.push(sys::PollFd::new(pipe.as_raw_fd(), sys::POLLOUT));
        }
        match &self.pidfd {
            Some(pidfd) if self.processes.status.is_none() => {
                fds.push(sys::PollFd::new(pidfd.as_raw_fd(), sys::POLLIN))
            }
            // No pidfd (before Linux 5.3, other Unix): look for the exit every millisecond.
            None if self.processes.status.is_none() => {
                timeout = timeout.min(Duration::from_millis(1))
            }
            _ => {}
        }
        sys::poll(&mut fds, timeout)
    }

    /// Reads what the program wrote (stopping it past the output limit) and feeds it more input.
    fn transfer(&mut self) {
        for index in 0..self.outputs.len() {
            let output = &mut self.outputs[index];
            let passed = output.read(&mut self.chunk, self.limits.output);
            if passed && self.stop.is_none() {
                let stop = Stop::Output {
                    stream: output.name,
                    written: output.read,
                };
                self.halt(stop, Instant::now());
            }
        }
        if let Some(pipe) = &mut self.stdin {
            match output::feed(pipe, &self.input[self.written..]) {
                Ok(count) => self.written += count,
                // The program exited or closed its stdin without reading it all: not an error.
                Err(_) => self.written = self.input.len(),
            }
            if self.written == self.input.len() {
                self.stdin = None;
            }
        }
    }

    /// Closes the pipes, kills and reaps what is left, and says how the run ended.
    fn verdict(mut self) -> io::Result<(Run, Usage)> {
        self.stdin = None;
        for output in &mut self.outputs {
            output.pipe = None;
        }
        self.processes.clean_up();
        let usage = Usage {
            cpu: self.processes.final_cpu(),
            memory: self.processes.peak.max(self.processes.max_rss),
        };
        let (exit, end) = self.exit(&usage)?;
        let [stdout, mut stderr] = self.outputs.map(|output| output.kept);
        output::drop_jvm_notice(&mut stderr, &java_options(self.limits.memory));
        let run = Run {
            exit,
            stdout,
            stderr,
            elapsed: end.duration_since(self.start),
        };
        Ok((run, usage))
    }

    /// How the run ended, and when.
    fn exit(&self, usage: &Usage) -> io::Result<(Exit, Instant)> {
        let limits = self.limits;
        let memory_limit = Exit::MemoryLimit {
            peak: usage.memory,
            limit: limits.memory,
        };
        let timeout = |clock, at: Instant| {
            Exit::TimedOut(Timeout {
                clock,
                cpu: usage.cpu,
                wall: at.duration_since(self.start),
                limit: limits.time,
                exited: self
                    .processes
                    .status
                    .map(|(_, exited)| exited.duration_since(self.start)),
            })
        };
        Ok(match self.stop {
            Some((Stop::Interrupted(signal), _)) => {
                return Err(io::Error::new(
                    io::ErrorKind::Interrupted,
                    format!("stopped by signal {signal}"),
                ))
            }
            Some((Stop::Time(clock), at)) => (timeout(clock, at), at),
            Some((Stop::Memory, at)) => (memory_limit, at),
            Some((Stop::Output { stream, written }, at)) => (
                Exit::OutputLimit {
                    stream,
                    written,
                    limit: limits.output,
                },
                at,
            ),
            None => match self.processes.status {
                // Finished, but above the limit between two samples: the kernel's peak tells.
                Some((_, at)) if usage.memory > limits.memory => (memory_limit, at),
                // Finished, but past a limit between two samples (or a judge that was not
                // scheduled in time): the figures shown and the verdict agree.
                Some((_, at)) if usage.cpu > limits.time => (timeout(Clock::Cpu, at), at),
                Some((_, at)) if at > self.deadline => (timeout(Clock::Idle, at), at),
                Some((status, at)) => (Exit::from_status(ExitStatus::from_raw(status)), at),
                None => return Err(io::Error::other("the program's exit status was lost")),
            },
        })
    }
}

static SIGNAL: AtomicI32 = AtomicI32::new(0);

#[cfg(unix)]
extern "C" fn caught(signal: i32) {
    SIGNAL.store(signal, Ordering::SeqCst);
}

/// From now on SIGINT and SIGTERM do not end the process: a run in progress is stopped, its
/// processes killed, and [`run_with`] errs with [`io::ErrorKind::Interrupted`]; [`interrupted`] says
/// which signal came. For the `judge` command, which then exits 130 or 143. Nothing on Windows,
/// where nothing is run.
pub fn stop_on_signals() {
    #[cfg(unix)]
    {
        sys::catch(sys::SIGINT, caught);
        sys::catch(sys::SIGTERM, caught);
    }
}

/// The signal caught since [`stop_on_signals`], if any.
pub fn interrupted() -> Option<i32> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

#[cfg(all(test, unix))]
mod tests;
