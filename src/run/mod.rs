//! Running a program on one input the way a judge does: stdin fed, stdout and stderr captured,
//! the time, memory and output limits enforced, and nothing the program started left running.
//! The verdict depends on the program, not on the host: time is CPU time, memory takes each
//! process's own peak from the kernel, and the program gets a fixed, small [`environment`].
//!
//! On Unix one thread does it all (`poll` on the pipes and on the program's pidfd: `watch`), so
//! a full process table cannot make the judge fail to start a helper thread. On Linux:
//! - the judge is the reaper of every orphan its program leaves (`PR_SET_CHILD_SUBREAPER`), and
//!   each run's processes carry [`MARKER`] in their environment, so an orphan that left the
//!   program's process group or session (`setsid`, `set -m`) is still known as the run's;
//! - every [`SAMPLE`] their CPU time, the time they waited on a run queue for a CPU
//!   (`schedstat`) and resident memory are read from `/proc` (the run's processes found from the
//!   kernel's lists of children, and every tenth sample from the whole process table), and the
//!   run is killed past the time limit in CPU time or at the memory limit; an address-space
//!   limit far above it ([`address_space`]) is only a safety net. The idle limit
//!   ([`Limits::idle`]) stops a program that sleeps or waits: it counts wall time − CPU time −
//!   run-queue wait, the time the program chose to wait, so a busy machine makes no program
//!   idle; a program starved of a CPU meets [`Limits::wall_cap`] instead, and gets no verdict
//!   ([`TooBusy`]). What a process or thread waited after the last sample that saw it (one that
//!   ends within a sample, a process another reaps) is not counted: at most one [`SAMPLE`] each;
//! - the program is killed if the judge dies (`PR_SET_PDEATHSIG`), and a judge that calls
//!   [`stop_on_signals`] ends the run cleanly on SIGINT or SIGTERM;
//! - when a run ends, every process left of it gets SIGKILL and is reaped.
//!
//! On macOS every [`SAMPLE`] the kernel lists the program's process group and the descendants
//! of its members, and gives each one's CPU time and physical footprint (libproc), so the CPU
//! clock and the memory limit hold while the program runs as on Linux; with no subreaper, an
//! orphan that leaves the group is not followed, and nothing dies with the judge. The run-queue
//! wait is not known there: the idle limit counts wall time, and a busy machine can make a
//! program idle.
//!
//! Elsewhere (the BSDs) only the program's process group is killed, CPU time and memory are the
//! exited program's (`wait4`), so a CPU burner is stopped by the idle limit, which counts wall
//! time there too, and processes that leave the group are not followed.
//!
//! On Windows a Job Object holds every process of a case (`windows/`): CPU time and peak commit
//! charge from its accounting, every process ended with the job; threads feed and read the
//! pipes. The wait for a CPU is not known there either: the idle limit counts wall time.
//!
//! Files, one room per system: this one holds what every system shares (the limits, the
//! results, the rules that decide a verdict: [`passed`] and [`ending`], tested in `verdict`);
//! `watch` the Unix watch that feeds, reads and samples, `family` the bookkeeping of a run's
//! processes on Unix, `output` the pipes, `unix` the POSIX calls, `folder` a case's own
//! temporary folder; `linux/`, `macos/` and `other` find and measure the processes (each with
//! its own `sys.rs`, the only unsafe code here with `unix` and the Linux jail), `windows/` is the
//! Windows runner (its watch, and its job in `sys.rs`).

// One room per system, each a type implementing the contract of `room` (`Room`, and on Unix
// `UnixRoom` with its `CaseJail`): `Here` is this system's. Each finds the run's processes and
// measures them; the watch (`watch` on Unix, `windows` has its own) asks `passed` and `ending` to
// decide. `unix` holds the POSIX calls the Unix rooms share; `family` what they keep of a run.
#[cfg(unix)]
mod family;
mod folder;
#[cfg(target_os = "linux")]
mod linux;
#[cfg(target_os = "macos")]
mod macos;
#[cfg(all(unix, not(target_os = "linux")))]
mod other;
#[cfg(unix)]
mod output;
mod room;
#[cfg(unix)]
#[allow(unsafe_code)]
mod unix;
#[cfg(windows)]
mod windows;

/// This system's room.
#[cfg(target_os = "linux")]
type Here = linux::Linux;
#[cfg(target_os = "macos")]
type Here = macos::Macos;
#[cfg(all(unix, not(any(target_os = "linux", target_os = "macos"))))]
type Here = other::Other;
#[cfg(windows)]
type Here = windows::Windows;

use room::Room;
use std::ffi::{OsStr, OsString};
use std::io;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};
// Unix: one thread that polls the pipes. Windows has a watch of its own (threads on the pipes, a
// Job Object), deciding by the same rules ([`passed`], [`ending`]).
#[cfg(unix)]
mod watch;
#[cfg(unix)]
use std::{os::unix::process::ExitStatusExt, process::ExitStatus};

/// Runs `command` (a program and its arguments, no shell) with `input` on stdin and the
/// [`environment`], within `limits`, and says what it cost. The run is over when the program has
/// exited and its stdout and stderr are closed, or when it is stopped: past the time limit in
/// CPU time or past [`Limits::idle`] asleep or waiting ([`Exit::TimedOut`], also given when the
/// program's CPU time is found above the limit after it exited), at the memory limit
/// ([`Exit::MemoryLimit`], also given when a process's own peak is found above the limit after
/// it exited), or past the output limit on a stream ([`Exit::OutputLimit`]). Then every process
/// left of the run is killed.
///
/// On Linux this makes the calling process a child subreaper, and reaps its orphaned children
/// (those of no run in progress).
///
/// Errs when the command cannot start (not found, not executable, empty, no process left), on a
/// time limit too large to add to the clock, with [`io::ErrorKind::TimedOut`] holding a
/// [`TooBusy`] when the program waited for a CPU until [`Limits::wall_cap`] (the machine is too
/// busy for a verdict), and with [`io::ErrorKind::Interrupted`] when a
/// signal caught by [`stop_on_signals`] ended the run (its processes killed all the same).
/// On Windows the same contract holds, in a Job Object (`windows`).
pub fn run_with<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
) -> io::Result<(Run, Usage)> {
    Here::run_with(command, input, limits, limits.time)
}

/// [`run_with`], but a program past the time limit is stopped by the CPU clock only at
/// `ceiling` (never before the limit), so that how far past the limit it goes is known: the
/// judge's run on a busy machine (`check::timing`). All else is `limits`'s: the idle and busy
/// clocks, the other limits, and the verdict: a run whose CPU time ends past `limits.time`,
/// stopped at the ceiling or ended by itself, is [`Exit::TimedOut`] by the CPU clock against
/// `limits.time`, with its own CPU time.
pub fn run_past<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
    ceiling: Duration,
) -> io::Result<(Run, Usage)> {
    Here::run_with(command, input, limits, ceiling.max(limits.time))
}

/// The environment variable that marks every process of one run: `<judge pid>.<run number>`.
pub const MARKER: &str = "NQUEENS_JUDGE_RUN";

/// At most this many processes of a contained case at once (and threads, where the kernel counts
/// them): a judge's small limit (DOMjudge, isolate) is too few for a JVM's own threads.
pub const PROCESSES: usize = 64;

/// How often the CPU time and memory of the program's processes are sampled.
pub const SAMPLE: Duration = Duration::from_millis(10);

/// How long the pipes may stay open after the kill before they are given up on.
const GRACE: Duration = Duration::from_secs(1);

/// Wine's version when this runs under Wine, where a Windows program's processes run but the
/// figures of a job (CPU time, memory peaks) read 0; `None` on Windows itself and elsewhere.
pub fn wine() -> Option<String> {
    #[cfg(windows)]
    return windows::wine();
    #[cfg(not(windows))]
    return None;
}

/// What the memory limit holds, in a report's words: on Windows the job's peak commit charge
/// (what the system promised the processes, resident or not: what Windows judges measure),
/// elsewhere the peak resident memory.
pub const MEMORY_MEASURED: &str = if cfg!(windows) {
    "peak commit charge, all its processes, as Windows judges measure"
} else {
    "peak resident, all its processes"
};

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time, user + sys, of all the program's processes together. The time it sleeps or
    /// waits is limited to [`Limits::idle`].
    pub time: Duration,
    /// Peak resident memory in bytes, as [`Usage::memory`] counts it.
    pub memory: u64,
    /// Bytes per stream (stdout, stderr); one more is Output Limit Exceeded.
    pub output: u64,
    /// Whether the program runs in the case's jail, as on a judge: no writes but in its own
    /// temporary folder, no network, no host sockets or IPC, no signals outside the case, a task
    /// limit (Linux; [`containment`] says what holds here). The caller decides: the judge
    /// turns it off with `--no-jail` or `NQUEENS_JAIL=off`.
    pub contained: bool,
}

impl Limits {
    /// The idle limit, against a program that sleeps or waits instead of computing: twice the
    /// time limit and one second (`None` when that overflows) of the time it spent neither on a
    /// CPU nor waiting for one (wall time − CPU time − run-queue wait). Where the system does not
    /// say how long a program waited for a CPU ([`queue_known`]), of wall time.
    pub fn idle(&self) -> Option<Duration> {
        idle(self.time)
    }

    /// The wall time after which the machine is too busy to judge the program at all (the run
    /// stopped, no verdict): ten times the time limit and ten seconds, a last safety net far
    /// beyond the idle limit. A program gets there only by waiting for a CPU most of the time.
    pub fn wall_cap(&self) -> Option<Duration> {
        self.time
            .checked_mul(10)?
            .checked_add(Duration::from_secs(10))
    }
}

/// Whether this system says how long a program waits on a run queue for a CPU (Linux's
/// `/proc/<pid>/schedstat`): then idle means asleep or waiting for something, not a busy
/// machine, and only a program starved of a CPU meets [`Limits::wall_cap`].
pub fn queue_known() -> bool {
    Here::queue_known()
}

/// What holds in the jail of a run of `command` with these limits, in one line for a report's
/// header: `contained: files (...), network, ... (Landlock 7, namespaces)`, what does not hold
/// here and why, or that the run is not contained at all.
pub fn containment<S: AsRef<OsStr>>(command: &[S], limits: &Limits) -> String {
    if !limits.contained {
        return "not contained (--no-jail): the program may write files, use the network and \
                start programs, which a judge would refuse"
            .to_string();
    }
    let (program, arguments) = match command.split_first() {
        Some((program, arguments)) => (program.as_ref(), arguments),
        None => (OsStr::new("true"), &[][..]),
    };
    let arguments: Vec<&OsStr> = arguments.iter().map(AsRef::as_ref).collect();
    Here::contained(program, &arguments, limits)
}

/// What a run cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// User and system CPU time of all the program's processes: the time that is judged.
    pub cpu: Duration,
    /// Peak resident memory in bytes: the larger of the sampled total of all its processes
    /// running together and the largest single process's own peak, from the kernel (`ru_maxrss`
    /// of every process the judge reaps, `VmHWM` of every process a sample finds). The program's
    /// own `ru_maxrss` counts only above the judge's memory when it started it: Linux counts in
    /// it the copy of the judge the program was forked as, before `exec`, so a figure below that
    /// may be the judge's (it would carry one case's output into the next case's figure); it
    /// is shown, never judged, only for a program no sample saw (one that ended within about a
    /// millisecond).
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
    /// Stopped with more than `limit` processes of the case alive at once (a contained run,
    /// where the kernel does not refuse them itself: a judge running as root).
    ProcessLimit {
        alive: usize,
        limit: usize,
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
    /// Past [`Limits::idle`] asleep or waiting: wall time − CPU time − the time it waited for a
    /// CPU (where that is not known, wall time).
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
    /// How long its processes waited on a run queue for a CPU, all together, and the judge
    /// while it watched them (what a program waits for the judge to read its output is the
    /// machine's doing too); `None` where the system does not say ([`queue_known`]).
    pub queued: Option<Duration>,
}

impl Timeout {
    /// The time it spent asleep or waiting for something: wall time − CPU time − the time it
    /// waited for a CPU (wall time where that is not known).
    pub fn waited(&self) -> Duration {
        waited(self.wall, self.cpu, self.queued)
    }
}

/// Wall time − CPU time − run-queue wait: the time a program chose to wait.
fn waited(wall: Duration, cpu: Duration, queued: Option<Duration>) -> Duration {
    match queued {
        Some(queued) => wall.saturating_sub(cpu + queued),
        None => wall,
    }
}

impl std::fmt::Display for Timeout {
    /// `CPU time 1.01 s passed the 1 s limit (...; wall time 1.05 s)`, or for an idle program
    /// `idle: 3.00 s asleep or waiting passed 3 s (2 × the 1 s limit + 1 s): ...`.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let (cpu, wall, limit) = (seconds(self.cpu), seconds(self.wall), limit(self.limit));
        let idle = idle(self.limit).map_or_else(|| "the idle limit".to_string(), self::limit);
        let exited = self.exited.filter(|&exited| exited < self.wall);
        match (self.clock, self.queued, exited) {
            (Clock::Cpu, _, _) => write!(
                f,
                "CPU time {cpu} passed the {limit} limit (user + sys of all its processes; wall \
                 time {wall})"
            ),
            (Clock::Idle, Some(queued), Some(exited)) => write!(
                f,
                "idle: the program exited at {}, but a process it started kept its output open, \
                 asleep or waiting for more than {idle} (2 × the {limit} limit + 1 s; wall time \
                 {wall}: {cpu} of CPU time, {} waiting for a CPU): a judge waits for the output \
                 to close too",
                seconds(exited),
                seconds(queued),
            ),
            (Clock::Idle, Some(queued), None) => write!(
                f,
                "idle: asleep or waiting for more than {idle} (2 × the {limit} limit + 1 s): it \
                 sleeps or waits for something (wall time {wall}: {cpu} of CPU time, {} waiting \
                 for a CPU, the rest asleep or waiting)",
                seconds(queued),
            ),
            (Clock::Idle, None, Some(exited)) => write!(
                f,
                "idle: the program exited at {}, but a process it started kept its output open \
                 until wall time {wall} passed {idle} (2 × the {limit} limit + 1 s): a judge \
                 waits for the output to close too",
                seconds(exited),
            ),
            (Clock::Idle, None, None) => write!(
                f,
                "idle: wall time {wall} passed {idle} (2 × the {limit} limit + 1 s) on {cpu} of \
                 CPU time: it sleeps or waits, or the machine is too busy to judge it (this \
                 system does not say how long a program waits for a CPU)"
            ),
        }
    }
}

/// A run stopped at [`Limits::wall_cap`]: the program waited for a CPU so long that no verdict
/// on its time can be given. Comes back from [`run_with`] as an error of kind
/// [`io::ErrorKind::TimedOut`] holding this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooBusy {
    pub wall: Duration,
    pub cpu: Duration,
    /// How long its processes waited on a run queue for a CPU, all together.
    pub queued: Duration,
    /// The time limit (CPU time).
    pub limit: Duration,
}

impl std::fmt::Display for TooBusy {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "the machine is too busy: in {} of wall time the program ran {} of CPU \
             time and waited {} for a CPU, and a {} limit waits {} at most; try again when the \
             machine is quieter",
            seconds(self.wall),
            seconds(self.cpu),
            seconds(self.queued),
            limit(self.limit),
            Limits {
                time: self.limit,
                memory: 0,
                output: 0,
                contained: false,
            }
            .wall_cap()
            .map_or_else(|| "forever".to_string(), limit),
        )
    }
}

impl std::error::Error for TooBusy {}

/// The [`TooBusy`] an error of [`run_with`] holds, if it is one.
pub fn too_busy(error: &std::io::Error) -> Option<&TooBusy> {
    error.get_ref()?.downcast_ref::<TooBusy>()
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
#[derive(Debug)]
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

/// The variables a judged program sees, and no others (with [`MARKER`] on Unix): `PATH`, `HOME`,
/// `LANG` and `TMPDIR` from the judge's environment where it sets them (otherwise
/// `/usr/local/bin:/usr/bin:/bin`, `/`, `C.UTF-8`, `/tmp`), and `JAVA_TOOL_OPTIONS` set to
/// `-XX:MaxRAM=<memory limit in bytes>`, so that a JVM sizes its heap by the judge's memory,
/// not the host's. Nothing else of the user's shell (`RUST_BACKTRACE`, `RUSTFLAGS`, ...).
/// On Windows, instead of the first four, those a program needs to start and to know its
/// machine there, where the judge has them: `PATH`, `PATHEXT`, `SystemRoot`, `SystemDrive`,
/// `windir`, `ComSpec`, `TEMP`, `TMP`, `USERPROFILE`, `USERNAME`, `HOMEDRIVE`, `HOMEPATH`,
/// `APPDATA`, `LOCALAPPDATA`, `ProgramData`, `NUMBER_OF_PROCESSORS` and
/// `PROCESSOR_ARCHITECTURE` (Python, for one, needs `SystemRoot`).
pub fn environment(memory: u64) -> Vec<(&'static str, OsString)> {
    let mut variables: Vec<(&str, OsString)> = if cfg!(windows) {
        [
            "PATH",
            "PATHEXT",
            "SystemRoot",
            "SystemDrive",
            "windir",
            "ComSpec",
            "TEMP",
            "TMP",
            "USERPROFILE",
            "USERNAME",
            "HOMEDRIVE",
            "HOMEPATH",
            "APPDATA",
            "LOCALAPPDATA",
            "ProgramData",
            "NUMBER_OF_PROCESSORS",
            "PROCESSOR_ARCHITECTURE",
        ]
        .into_iter()
        .filter_map(|name| Some((name, std::env::var_os(name)?)))
        .collect()
    } else {
        [
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
        .collect()
    };
    variables.push(("JAVA_TOOL_OPTIONS", java_options(memory).into()));
    variables
}

/// `-XX:MaxRAM=<bytes>`: the JVM's view of the memory limit.
fn java_options(memory: u64) -> String {
    format!("-XX:MaxRAM={memory}")
}

/// Drops the line a JVM prints first on stderr when it reads `JAVA_TOOL_OPTIONS`, if it is there
/// and names exactly `options`, the judge's own setting: the program did not write it.
pub fn drop_jvm_notice(stderr: &mut Vec<u8>, options: &str) {
    let notice = format!("Picked up JAVA_TOOL_OPTIONS: {options}\n");
    if stderr.starts_with(notice.as_bytes()) {
        stderr.drain(..notice.len());
    }
}

/// Why a run was stopped before it ended by itself.
#[derive(Clone, Copy)]
enum Stop {
    Time(Clock),
    /// At [`Limits::wall_cap`], waiting for a CPU: no verdict (not on Windows, where the wait
    /// for a CPU is not known).
    #[cfg_attr(windows, allow(dead_code))]
    TooBusy,
    Memory,
    /// Past [`PROCESSES`] (not on Windows, where the job refuses the next process itself).
    #[cfg_attr(windows, allow(dead_code))]
    Processes(usize),
    Output {
        stream: &'static str,
        written: u64,
    },
    Interrupted(i32),
}

/// What every system's `run_with` starts from.
struct Begun<'a, S> {
    program: &'a S,
    arguments: &'a [S],
    start: Instant,
    /// [`Limits::idle`].
    idle: Duration,
    /// When [`Limits::wall_cap`] is reached.
    cap: Instant,
}

/// The program and its arguments, the start and the clocks of a run; errs on an empty command
/// or a time limit too large to add to the clock.
fn begin<'a, S>(command: &'a [S], limits: &Limits) -> io::Result<Begun<'a, S>> {
    let Some((program, arguments)) = command.split_first() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "empty command"));
    };
    let start = Instant::now();
    let clocks = limits.idle().zip(limits.wall_cap());
    let Some((idle, cap)) = clocks.and_then(|(idle, cap)| Some((idle, start.checked_add(cap)?)))
    else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "time limit too large",
        ));
    };
    Ok(Begun {
        program,
        arguments,
        start,
        idle,
        cap,
    })
}

/// One sample of a run's processes, for [`passed`].
struct Sample {
    /// Their memory now, as the system measures it.
    memory: u64,
    cpu: Duration,
    /// How many are alive.
    alive: usize,
    /// Whether one of them is runnable now (its wait for a CPU so far is not in a figure yet).
    runnable: bool,
    /// Wall time − CPU time − run-queue wait so far (wall time where the wait is not known).
    waited: Duration,
}

/// The limit a sample shows passed, if any: every system's watch asks this.
fn passed(limits: &Limits, idle: Duration, sample: &Sample) -> Option<Stop> {
    // Past the process limit first: a judge would have refused the forks whose memory the sum
    // now counts.
    if limits.contained && sample.alive > PROCESSES {
        return Some(Stop::Processes(sample.alive));
    }
    if sample.memory > limits.memory {
        return Some(Stop::Memory);
    }
    if sample.cpu > limits.time {
        return Some(Stop::Time(Clock::Cpu));
    }
    if !sample.runnable && sample.waited > idle {
        return Some(Stop::Time(Clock::Idle));
    }
    None
}

/// What a watch knew when its run was over, for [`ending`].
struct Ended {
    start: Instant,
    /// Why and when the watch stopped the run, if it did.
    stop: Option<(Stop, Instant)>,
    /// How and when the program itself exited, if it did.
    exited: Option<(Exit, Instant)>,
    /// The figures shown.
    usage: Usage,
    /// The system's own peak of the memory judged (it may have passed the limit between two
    /// samples).
    peak: u64,
    /// The run's wait for a CPU, where the system says.
    queued: Option<Duration>,
    /// [`Limits::idle`].
    idle: Duration,
    /// When [`Limits::wall_cap`] was reached.
    cap: Instant,
}

/// How a run ended, and when: the verdict of every system's watch.
fn ending(limits: &Limits, ended: &Ended) -> io::Result<(Exit, Instant)> {
    let usage = &ended.usage;
    let memory_limit = Exit::MemoryLimit {
        peak: usage.memory,
        limit: limits.memory,
    };
    let timeout = |clock, at: Instant| {
        Exit::TimedOut(Timeout {
            clock,
            cpu: usage.cpu,
            wall: at.duration_since(ended.start),
            limit: limits.time,
            exited: ended
                .exited
                .map(|(_, exited)| exited.duration_since(ended.start)),
            queued: ended.queued,
        })
    };
    let too_busy = |at: Instant| {
        let busy = TooBusy {
            wall: at.duration_since(ended.start),
            cpu: usage.cpu,
            queued: ended.queued.unwrap_or_default(),
            limit: limits.time,
        };
        io::Error::new(io::ErrorKind::TimedOut, busy)
    };
    let waited = |at: Instant| waited(at.duration_since(ended.start), usage.cpu, ended.queued);
    Ok(match ended.stop {
        Some((Stop::Interrupted(signal), _)) => {
            return Err(io::Error::new(
                io::ErrorKind::Interrupted,
                format!("stopped by signal {signal}"),
            ))
        }
        Some((Stop::Time(clock), at)) => (timeout(clock, at), at),
        Some((Stop::TooBusy, at)) => return Err(too_busy(at)),
        Some((Stop::Memory, at)) => (memory_limit, at),
        Some((Stop::Processes(alive), at)) => (
            Exit::ProcessLimit {
                alive,
                limit: PROCESSES,
            },
            at,
        ),
        Some((Stop::Output { stream, written }, at)) => (
            Exit::OutputLimit {
                stream,
                written,
                limit: limits.output,
            },
            at,
        ),
        None => match ended.exited {
            // Finished, but above the limit between two samples: the kernel's peak tells.
            Some((_, at)) if ended.peak > limits.memory => (memory_limit, at),
            // Finished, but past a limit between two samples (or a judge that was not
            // scheduled in time): the figures shown and the verdict agree.
            Some((_, at)) if usage.cpu > limits.time => (timeout(Clock::Cpu, at), at),
            Some((_, at)) if waited(at) > ended.idle => (timeout(Clock::Idle, at), at),
            Some((_, at)) if at > ended.cap && ended.queued.is_some() => return Err(too_busy(at)),
            Some((exit, at)) => (exit, at),
            None => return Err(io::Error::other("the program's exit status was lost")),
        },
    })
}

static SIGNAL: AtomicI32 = AtomicI32::new(0);

/// From now on SIGINT and SIGTERM do not end the process: a run in progress is stopped, its
/// processes killed, and [`run_with`] errs with [`io::ErrorKind::Interrupted`]; [`interrupted`] says
/// which signal came. For the `judge` command, which then exits 130 or 143. On Windows: Ctrl-C and
/// Ctrl-Break, as SIGINT (a closing console ends the judge, and the case's job with it).
pub fn stop_on_signals() {
    Here::stop_on_signals()
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
#[cfg(test)]
mod verdict;
