//! Running a program on one input the way a judge does: stdin fed, stdout and stderr captured,
//! the time, memory and output limits enforced, and nothing the program started left running.
//!
//! One thread does it all (`poll` on the pipes and on the program's pidfd), so a full process
//! table cannot make the judge fail to start a helper thread. On Linux:
//! - the judge is the reaper of every orphan its program leaves (`PR_SET_CHILD_SUBREAPER`), and
//!   each run's processes carry [`MARKER`] in their environment, so an orphan that left the
//!   program's process group or session (`setsid`, `set -m`) is still known as the run's;
//! - the resident memory of all of them together is sampled from `/proc` every [`SAMPLE`], and
//!   the run is killed at the memory limit; an address-space limit far above it
//!   ([`address_space`]) is only a safety net;
//! - the program is killed if the judge dies (`PR_SET_PDEATHSIG`), and a judge that calls
//!   [`stop_on_signals`] ends the run cleanly on SIGINT or SIGTERM;
//! - when a run ends, every process left of it gets SIGKILL and is reaped.
//!
//! Elsewhere (other Unix) only the program's process group is killed, memory is the exited
//! program's `ru_maxrss`, and processes that leave the group are not followed.

use crate::{Exit, Problem, Run};
use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicI32, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The environment variable that marks every process of one run: `<judge pid>.<run number>`.
pub const MARKER: &str = "NQUEENS_JUDGE_RUN";

/// How often the program's memory is sampled.
pub const SAMPLE: Duration = Duration::from_millis(10);

/// How long the pipes may stay open after the kill before they are given up on.
const GRACE: Duration = Duration::from_secs(1);

/// How long the clean-up waits for killed processes to be gone (one stuck in the kernel).
const CLEAN_UP: Duration = Duration::from_secs(5);

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall time from the start to the program's exit.
    pub time: Duration,
    /// Resident memory of all the program's processes together, in bytes.
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
}

/// What a run cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// User and system CPU time of the program and of every process of it that was reaped.
    pub cpu: Duration,
    /// Peak resident memory in bytes: the larger of the sampled total of all its processes and
    /// the largest single process's `ru_maxrss`.
    pub memory: u64,
}

/// The address-space limit (`RLIMIT_AS`) of each process, a safety net far above the memory
/// limit: 4 × the limit + 4 GiB. A refused allocation looks like an ordinary crash, so the
/// verdict comes from the memory samples, long before this.
pub fn address_space(memory: u64) -> u64 {
    memory.saturating_mul(4).saturating_add(4 << 30)
}

/// Runs `command` (a program and its arguments, no shell) with `input` on stdin, within `limits`,
/// and says what it cost. The run is over
/// when the program has exited and its stdout and stderr are closed, or when it is stopped: at
/// the time limit ([`Exit::TimedOut`]), at the memory limit ([`Exit::MemoryLimit`], also given
/// when the program's peak is found above the limit after it exited), or past the output limit
/// on a stream ([`Exit::OutputLimit`]). `elapsed` is wall time from the spawn to the program's
/// exit or to the stop. Then every process left of the run is killed.
///
/// On Linux this makes the calling process a child subreaper, and reaps its orphaned children
/// (those of no run in progress).
///
/// Errs when the command cannot start (not found, not executable, empty, no process left), on a
/// time limit too large to add to the clock, and with [`io::ErrorKind::Interrupted`] when a
/// signal caught by [`stop_on_signals`] ended the run (its processes killed all the same).
pub fn run_with<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
) -> io::Result<(Run, Usage)> {
    let Some((program, arguments)) = command.split_first() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "empty command"));
    };
    let start = Instant::now();
    let Some(deadline) = start.checked_add(limits.time) else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "time limit too large",
        ));
    };
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
        .env(MARKER, &marker)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own group: a terminal's Ctrl-C reaches the judge, which stops the run itself.
        .process_group(0);
    sys::prepare(&mut command, address_space(limits.memory));
    let (mut child, mut processes) = {
        // Spawned and registered at once, so that no other run takes it for an orphan to reap.
        let mut running = RUNNING
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let child = command.spawn()?;
        running.push(child.id() as i32);
        let processes = Processes::new(child.id() as i32, marker);
        (child, processes)
    };

    let mut stdin = child.stdin.take().map(pipe).transpose()?;
    let mut outputs = [
        Output::new("stdout", child.stdout.take().map(pipe).transpose()?),
        Output::new("stderr", child.stderr.take().map(pipe).transpose()?),
    ];
    let pidfd = sys::pidfd(processes.child);
    let mut written = 0;
    let mut stop: Option<(Stop, Instant)> = None;
    let mut next_sample = start;
    let mut chunk = vec![0; 64 << 10];
    loop {
        processes.try_reap();
        let open = outputs.iter().any(|output| output.pipe.is_some());
        if processes.status.is_some() && !open {
            break;
        }
        let now = Instant::now();
        let mut stopping = None;
        let wake = match stop {
            Some((_, at)) if now >= at + GRACE => break,
            Some((_, at)) => {
                // Whatever was forked between the scan and the kill goes too.
                if now >= next_sample {
                    processes.kill();
                    next_sample = now + SAMPLE;
                }
                (at + GRACE).min(next_sample)
            }
            None => {
                if let Some(signal) = interrupted() {
                    stopping = Some(Stop::Interrupted(signal));
                } else if now >= deadline {
                    stopping = Some(Stop::Time);
                } else if now >= next_sample {
                    if processes.sample() > limits.memory {
                        stopping = Some(Stop::Memory);
                    }
                    next_sample = now + SAMPLE;
                }
                deadline.min(next_sample)
            }
        };
        if let Some(reason) = stopping {
            stop = Some((reason, now));
            stdin = None;
            processes.kill();
            continue;
        }

        let mut fds = Vec::with_capacity(4);
        for output in &outputs {
            if let Some(pipe) = &output.pipe {
                fds.push(sys::PollFd::new(pipe.as_raw_fd(), sys::POLLIN));
            }
        }
        if let Some(pipe) = &stdin {
            fds.push(sys::PollFd::new(pipe.as_raw_fd(), sys::POLLOUT));
        }
        let mut timeout = wake.saturating_duration_since(now);
        match &pidfd {
            Some(pidfd) if processes.status.is_none() => {
                fds.push(sys::PollFd::new(pidfd.as_raw_fd(), sys::POLLIN))
            }
            // No pidfd (before Linux 5.3, other Unix): look for the exit every millisecond.
            None if processes.status.is_none() => timeout = timeout.min(Duration::from_millis(1)),
            _ => {}
        }
        if !sys::poll(&mut fds, timeout)? {
            continue;
        }

        for output in &mut outputs {
            let stopped = output.read(&mut chunk, limits.output);
            if stopped && stop.is_none() {
                stop = Some((
                    Stop::Output {
                        stream: output.name,
                        written: output.read,
                    },
                    Instant::now(),
                ));
                stdin = None;
                processes.kill();
            }
        }
        if let Some(pipe) = &mut stdin {
            match feed(pipe, &input[written..]) {
                Ok(count) => written += count,
                // The program exited or closed its stdin without reading it all: not an error.
                Err(_) => written = input.len(),
            }
            if written == input.len() {
                stdin = None;
            }
        }
    }
    drop(stdin);
    for output in &mut outputs {
        output.pipe = None;
    }
    processes.clean_up();

    let usage = Usage {
        cpu: processes.cpu,
        memory: processes.peak.max(processes.max_rss),
    };
    let (exit, end) = match stop {
        Some((Stop::Interrupted(signal), _)) => {
            return Err(io::Error::new(
                io::ErrorKind::Interrupted,
                format!("stopped by signal {signal}"),
            ))
        }
        Some((Stop::Time, at)) => (Exit::TimedOut, at),
        Some((Stop::Memory, at)) => (
            Exit::MemoryLimit {
                peak: usage.memory,
                limit: limits.memory,
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
        None => match processes.status {
            // Finished, but above the limit between two samples: its `ru_maxrss` tells.
            Some((_, at)) if usage.memory > limits.memory => (
                Exit::MemoryLimit {
                    peak: usage.memory,
                    limit: limits.memory,
                },
                at,
            ),
            // Exited, but seen after the limit (a judge that was not scheduled in time): the
            // time shown and the verdict agree.
            Some((_, at)) if at.duration_since(start) > limits.time => (Exit::TimedOut, at),
            Some((status, at)) => (Exit::from_status(ExitStatus::from_raw(status)), at),
            None => return Err(io::Error::other("the program's exit status was lost")),
        },
    };
    let [stdout, stderr] = outputs.map(|output| output.kept);
    let run = Run {
        exit,
        stdout,
        stderr,
        elapsed: end.duration_since(start),
    };
    Ok((run, usage))
}

/// Why a run was stopped before it ended by itself.
#[derive(Clone, Copy)]
enum Stop {
    Time,
    Memory,
    Output { stream: &'static str, written: u64 },
    Interrupted(i32),
}

/// Our end of a pipe to the program, non-blocking.
fn pipe(end: impl Into<OwnedFd>) -> io::Result<File> {
    let file = File::from(end.into());
    sys::set_nonblocking(file.as_raw_fd())?;
    Ok(file)
}

/// Writes what the pipe takes now; the count written.
fn feed(pipe: &mut File, input: &[u8]) -> io::Result<usize> {
    let mut written = 0;
    while written < input.len() {
        let end = input.len().min(written + (64 << 10));
        match pipe.write(&input[written..end]) {
            Ok(count) => written += count,
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(written)
}

/// One output stream: what is kept of it and how much was read.
struct Output {
    name: &'static str,
    pipe: Option<File>,
    kept: Vec<u8>,
    read: u64,
}

impl Output {
    fn new(name: &'static str, pipe: Option<File>) -> Output {
        Output {
            name,
            pipe,
            kept: Vec::new(),
            read: 0,
        }
    }

    /// Reads what is there, up to a few chunks so the other stream gets its turn; closes the
    /// pipe at its end. True when this read took the stream past `limit`.
    fn read(&mut self, chunk: &mut [u8], limit: u64) -> bool {
        let Some(pipe) = &mut self.pipe else {
            return false;
        };
        let was_within = self.read <= limit;
        for _ in 0..16 {
            match pipe.read(chunk) {
                Ok(0) => {
                    self.pipe = None;
                    break;
                }
                Ok(count) => {
                    self.read += count as u64;
                    let room = usize::try_from(limit)
                        .unwrap_or(usize::MAX)
                        .saturating_sub(self.kept.len());
                    self.kept.extend_from_slice(&chunk[..count.min(room)]);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                Err(_) => {
                    self.pipe = None;
                    break;
                }
            }
        }
        was_within && self.read > limit
    }
}

/// The direct children of the runs in progress, which only their own run may reap.
static RUNNING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// The processes of one run: the program, and on Linux everything it started.
struct Processes {
    child: i32,
    marker: String,
    /// The program's wait status and when it was reaped.
    status: Option<(i32, Instant)>,
    /// Orphans adopted by the judge that carry this run's marker.
    adopted: Vec<i32>,
    cpu: Duration,
    max_rss: u64,
    /// The largest sampled total of resident memory.
    peak: u64,
}

impl Processes {
    fn new(child: i32, marker: String) -> Processes {
        Processes {
            child,
            marker,
            status: None,
            adopted: Vec::new(),
            cpu: Duration::ZERO,
            max_rss: 0,
            peak: 0,
        }
    }

    /// Reaps the program if it has exited.
    fn try_reap(&mut self) {
        if self.status.is_some() {
            return;
        }
        if let Some((status, usage)) = sys::reap(self.child) {
            self.status = Some((status, Instant::now()));
            self.count(usage);
            let mut running = RUNNING
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            running.retain(|&pid| pid != self.child);
        }
    }

    fn count(&mut self, usage: sys::Usage) {
        self.cpu += usage.cpu;
        self.max_rss = self.max_rss.max(usage.max_rss);
    }

    /// The run's processes now, zombies included, after reaping the judge's orphaned children.
    fn members(&mut self) -> Vec<sys::Process> {
        let table = sys::processes();
        if table.is_empty() {
            return table;
        }
        let judge = std::process::id() as i32;
        let mut roots = Vec::new();
        if self.status.is_none() {
            roots.push(self.child);
        }
        for process in table.iter().filter(|process| process.parent == judge) {
            let pid = process.pid;
            if pid == self.child {
                continue;
            }
            if process.zombie {
                // Only an orphan of this run, seen alive with its marker: any other child of
                // this process may be another thread's (rustc under `std::process::Command` in
                // the golden harness), whose own wait would fail if it were reaped here.
                if self.adopted.contains(&pid) {
                    if let Some((_, usage)) = sys::reap(pid) {
                        self.count(usage);
                    }
                }
            } else if self.adopted.contains(&pid) || sys::has_marker(pid, &self.marker) {
                if !self.adopted.contains(&pid) {
                    self.adopted.push(pid);
                }
                roots.push(pid);
            }
        }
        // Everything below the roots, in the table's order.
        let mut inside: Vec<i32> = roots;
        let mut grew = true;
        while grew {
            grew = false;
            for process in &table {
                if inside.contains(&process.parent) && !inside.contains(&process.pid) {
                    inside.push(process.pid);
                    grew = true;
                }
            }
        }
        table
            .into_iter()
            .filter(|process| inside.contains(&process.pid))
            .collect()
    }

    /// The resident memory of the run's processes together, and the peak so far.
    fn sample(&mut self) -> u64 {
        let total = self
            .members()
            .iter()
            .map(|process| process.resident)
            .sum::<u64>();
        self.peak = self.peak.max(total);
        total
    }

    /// SIGKILL to the program's group and every process of the run. True when none was left
    /// alive to kill (zombies aside).
    fn kill(&mut self) -> bool {
        sys::send(-self.child, sys::SIGKILL);
        if self.status.is_none() {
            sys::send(self.child, sys::SIGKILL);
        }
        let mut none = true;
        for process in self.members() {
            if !process.zombie {
                sys::send(process.pid, sys::SIGKILL);
                none = false;
            }
        }
        none
    }

    /// Kills until nothing of the run is left, and reaps it all: a fork bomb loses a generation
    /// per round.
    fn clean_up(&mut self) {
        let give_up = Instant::now() + CLEAN_UP;
        loop {
            let none_alive = self.kill();
            self.try_reap();
            if none_alive && self.status.is_some() && self.members().is_empty() {
                break;
            }
            if Instant::now() >= give_up {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for Processes {
    /// A run that ends early (an error) still leaves nothing behind.
    fn drop(&mut self) {
        if self.status.is_none() {
            self.clean_up();
        }
        let mut running = RUNNING
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        running.retain(|&pid| pid != self.child);
    }
}

static SIGNAL: AtomicI32 = AtomicI32::new(0);

extern "C" fn caught(signal: i32) {
    SIGNAL.store(signal, Ordering::SeqCst);
}

/// From now on SIGINT and SIGTERM do not end the process: a run in progress is stopped, its
/// processes killed, and [`run_with`] errs with [`io::ErrorKind::Interrupted`]; [`interrupted`] says
/// which signal came. For the `judge` command, which then exits 130 or 143.
pub fn stop_on_signals() {
    sys::catch(sys::SIGINT, caught);
    sys::catch(sys::SIGTERM, caught);
}

/// The signal caught since [`stop_on_signals`], if any.
pub fn interrupted() -> Option<i32> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// The few libc calls std does not wrap, declared by hand (std links libc already).
mod sys {
    use std::io;
    use std::os::fd::OwnedFd;
    use std::os::raw::{c_int, c_long};
    use std::process::Command;
    use std::time::Duration;

    pub const SIGINT: c_int = 2;
    pub const SIGKILL: c_int = 9;
    pub const SIGTERM: c_int = 15;
    pub const POLLIN: i16 = 0x1;
    pub const POLLOUT: i16 = 0x4;
    const WNOHANG: c_int = 1;
    const F_GETFL: c_int = 3;
    const F_SETFL: c_int = 4;
    #[cfg(target_os = "linux")]
    const O_NONBLOCK: c_int = 0o4000;
    #[cfg(not(target_os = "linux"))]
    const O_NONBLOCK: c_int = 0x4;

    #[repr(C)]
    pub struct PollFd {
        fd: c_int,
        events: i16,
        revents: i16,
    }

    impl PollFd {
        pub fn new(fd: c_int, events: i16) -> PollFd {
            PollFd {
                fd,
                events,
                revents: 0,
            }
        }
    }

    #[cfg(target_vendor = "apple")]
    type Microseconds = i32;
    #[cfg(not(target_vendor = "apple"))]
    type Microseconds = c_long;

    #[repr(C)]
    #[derive(Clone, Copy)]
    struct TimeVal {
        seconds: c_long,
        microseconds: Microseconds,
    }

    #[repr(C)]
    struct RUsage {
        user: TimeVal,
        system: TimeVal,
        max_rss: c_long,
        rest: [c_long; 13],
    }

    #[cfg(target_os = "linux")]
    type PollCount = std::os::raw::c_ulong;
    #[cfg(not(target_os = "linux"))]
    type PollCount = std::os::raw::c_uint;

    mod c {
        use super::{PollCount, PollFd, RUsage};
        use std::os::raw::{c_int, c_long};
        extern "C" {
            pub fn kill(pid: c_int, signal: c_int) -> c_int;
            pub fn poll(fds: *mut PollFd, count: PollCount, timeout: c_int) -> c_int;
            pub fn wait4(
                pid: c_int,
                status: *mut c_int,
                options: c_int,
                usage: *mut RUsage,
            ) -> c_int;
            pub fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
            pub fn signal(signal: c_int, handler: usize) -> usize;
            #[cfg(target_os = "linux")]
            pub fn prctl(option: c_int, ...) -> c_int;
            #[cfg(target_os = "linux")]
            pub fn getppid() -> c_int;
            #[cfg(target_os = "linux")]
            pub fn setrlimit(resource: c_int, limit: *const [u64; 2]) -> c_int;
            #[cfg(target_os = "linux")]
            pub fn getrlimit(resource: c_int, limit: *mut [u64; 2]) -> c_int;
            #[cfg(target_os = "linux")]
            pub fn syscall(number: c_long, ...) -> c_long;
            #[cfg(target_os = "linux")]
            pub fn sysconf(name: c_int) -> c_long;
        }
    }

    pub fn send(pid: i32, signal: c_int) {
        // SAFETY: kill(2) takes plain integers; a process already gone is ESRCH, ignored.
        unsafe { c::kill(pid, signal) };
    }

    pub fn catch(number: c_int, handler: extern "C" fn(c_int)) {
        // SAFETY: the handler only stores into an atomic, which is async-signal-safe.
        unsafe { c::signal(number, handler as usize) };
    }

    pub fn set_nonblocking(fd: c_int) -> io::Result<()> {
        // SAFETY: fcntl(2) on a descriptor we own, with integer arguments.
        let flags = unsafe { c::fcntl(fd, F_GETFL) };
        if flags < 0 || unsafe { c::fcntl(fd, F_SETFL, flags | O_NONBLOCK) } < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    /// Waits for an event on `fds` or for `timeout`; false when interrupted by a signal.
    pub fn poll(fds: &mut [PollFd], timeout: Duration) -> io::Result<bool> {
        // Rounded up, so that a wake-up never comes before the deadline it is for.
        let milliseconds = timeout.as_micros().div_ceil(1000).min(60_000) as c_int;
        // SAFETY: `fds` is a valid slice of `pollfd` for the whole call.
        let result = unsafe { c::poll(fds.as_mut_ptr(), fds.len() as PollCount, milliseconds) };
        if result < 0 {
            let error = io::Error::last_os_error();
            if error.kind() == io::ErrorKind::Interrupted {
                return Ok(false);
            }
            return Err(error);
        }
        Ok(true)
    }

    /// What a reaped process used.
    pub struct Usage {
        pub cpu: Duration,
        /// Bytes.
        pub max_rss: u64,
    }

    /// The wait status and usage of child `pid` if it has ended (reaping it).
    pub fn reap(pid: i32) -> Option<(i32, Usage)> {
        let mut status = 0;
        let zero = TimeVal {
            seconds: 0,
            microseconds: 0,
        };
        let mut usage = RUsage {
            user: zero,
            system: zero,
            max_rss: 0,
            rest: [0; 13],
        };
        // SAFETY: both pointers are to live locals of the right layout.
        let reaped = unsafe { c::wait4(pid, &mut status, WNOHANG, &mut usage) };
        if reaped != pid {
            return None;
        }
        // Microseconds are an `i32` on macOS, a `c_long` elsewhere.
        #[allow(clippy::useless_conversion)]
        let time = |value: TimeVal| {
            Duration::from_secs(value.seconds.max(0) as u64)
                + Duration::from_micros(i64::from(value.microseconds).max(0) as u64)
        };
        // Linux and the BSDs count kibibytes, macOS bytes.
        let unit = if cfg!(target_vendor = "apple") {
            1
        } else {
            1024
        };
        let usage = Usage {
            cpu: time(usage.user) + time(usage.system),
            max_rss: (usage.max_rss.max(0) as u64).saturating_mul(unit),
        };
        Some((status, usage))
    }

    /// A descriptor that polls readable when `pid` exits (Linux 5.3 and later).
    #[cfg(target_os = "linux")]
    pub fn pidfd(pid: i32) -> Option<OwnedFd> {
        use std::os::fd::FromRawFd;
        const PIDFD_OPEN: c_long = 434;
        // SAFETY: pidfd_open(2) takes integers and returns a new descriptor we then own.
        let fd = unsafe { c::syscall(PIDFD_OPEN, pid as c_long, 0 as c_long) };
        (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as c_int) })
    }

    #[cfg(not(target_os = "linux"))]
    pub fn pidfd(_pid: i32) -> Option<OwnedFd> {
        None
    }

    /// Makes the calling process the reaper of its descendants' orphans.
    #[cfg(target_os = "linux")]
    pub fn become_subreaper() {
        const PR_SET_CHILD_SUBREAPER: c_int = 36;
        // SAFETY: prctl(2) with integer arguments.
        unsafe { c::prctl(PR_SET_CHILD_SUBREAPER, 1 as c_long) };
    }

    #[cfg(not(target_os = "linux"))]
    pub fn become_subreaper() {}

    /// In the child before exec: die with the judge, and the address-space safety net.
    #[cfg(target_os = "linux")]
    pub fn prepare(command: &mut Command, address_space: u64) {
        use std::os::unix::process::CommandExt;
        const PR_SET_PDEATHSIG: c_int = 1;
        const RLIMIT_CORE: c_int = 4;
        const RLIMIT_AS: c_int = 9;
        let judge = std::process::id() as c_int;
        let hook = move || {
            // SAFETY: only async-signal-safe system calls on integers and locals.
            unsafe {
                c::prctl(PR_SET_PDEATHSIG, SIGKILL as c_long);
                // The judge died before the line above: nobody would kill this process.
                if c::getppid() != judge {
                    return Err(io::Error::from_raw_os_error(3));
                }
                let mut limit = [0u64; 2];
                if c::getrlimit(RLIMIT_AS, &mut limit) == 0 {
                    let net = [address_space.min(limit[0]), address_space.min(limit[1])];
                    c::setrlimit(RLIMIT_AS, &net);
                }
                // No core dumps of crashing programs in the user's directory.
                c::setrlimit(RLIMIT_CORE, &[0, 0]);
            }
            Ok(())
        };
        // SAFETY: the hook makes no allocation and takes no lock.
        unsafe { command.pre_exec(hook) };
    }

    #[cfg(not(target_os = "linux"))]
    pub fn prepare(_command: &mut Command, _address_space: u64) {}

    /// One line of the process table.
    pub struct Process {
        pub pid: i32,
        pub parent: i32,
        pub zombie: bool,
        /// Bytes.
        pub resident: u64,
    }

    /// Every process in `/proc` (empty where there is none).
    #[cfg(target_os = "linux")]
    pub fn processes() -> Vec<Process> {
        const PAGE_SIZE: c_int = 30;
        // SAFETY: sysconf(3) with an integer.
        let page = unsafe { c::sysconf(PAGE_SIZE) }.max(4096) as u64;
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        let mut table = Vec::new();
        for entry in entries.flatten() {
            let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
                continue;
            };
            // Gone since the listing: skipped.
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                continue;
            };
            // `pid (comm) state ppid ...`: the command may hold spaces and parentheses.
            let Some((_, fields)) = stat.rsplit_once(')') else {
                continue;
            };
            let fields: Vec<&str> = fields.split_ascii_whitespace().collect();
            let (Some(state), Some(Ok(parent)), Some(Ok(pages))) = (
                fields.first(),
                fields.get(1).map(|field| field.parse()),
                fields.get(21).map(|field| field.parse::<u64>()),
            ) else {
                continue;
            };
            table.push(Process {
                pid,
                parent,
                zombie: matches!(*state, "Z" | "X"),
                resident: pages * page,
            });
        }
        table
    }

    #[cfg(not(target_os = "linux"))]
    pub fn processes() -> Vec<Process> {
        Vec::new()
    }

    /// Whether process `pid`'s environment holds `MARKER=marker`.
    pub fn has_marker(pid: i32, marker: &str) -> bool {
        let wanted = format!("{}={marker}", super::MARKER);
        std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environment| {
            environment
                .split(|&byte| byte == 0)
                .any(|entry| entry == wanted.as_bytes())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bound that only a hang reaches, never a slow start on a busy machine: these tests are
    /// about what a run reports, not about how fast it is.
    const HANG: Duration = Duration::from_secs(10);

    fn limits(time: Duration) -> Limits {
        Limits {
            time,
            memory: 256 << 20,
            output: 64 << 20,
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
        assert_eq!(run.exit, Exit::TimedOut);
        assert_eq!(run.stdout, b"partial\n");
        assert!(run.elapsed >= limit, "{:?}", run.elapsed);
        // Returned after the kill, not after `sleep 60`.
        assert!(start.elapsed() < HANG, "{:?}", start.elapsed());
    }

    #[test]
    fn a_background_child_holding_the_pipes_is_a_timeout() {
        let start = Instant::now();
        let run = sh("sleep 60 & echo $!", b"", Duration::from_millis(200));
        assert_eq!(run.exit, Exit::TimedOut);
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
    #[cfg(target_os = "linux")]
    fn memory_is_measured_and_limited() {
        let limits = Limits {
            memory: 40 << 20,
            ..limits(HANG)
        };
        // `head -c` through `tr` into a shell variable would be slow; Python holds 100 MB at once.
        let Ok(python) = which_python() else {
            return;
        };
        let script = "import time\nx = b'x' * (100 << 20)\ntime.sleep(30)\n";
        let (run, usage) = run_with(&[python.as_str(), "-c", script], b"", &limits).unwrap();
        assert!(
            matches!(run.exit, Exit::MemoryLimit { peak, limit } if peak > limit && limit == 40 << 20),
            "{:?}",
            run.exit
        );
        assert!(usage.memory > 40 << 20, "{usage:?}");
        let (run, usage) = sh_with("echo small", b"", &limits);
        assert_eq!(run.exit, Exit::Code(0));
        assert!(usage.memory > 0 && usage.memory < 40 << 20, "{usage:?}");
    }

    #[cfg(target_os = "linux")]
    fn which_python() -> Result<String, ()> {
        let output = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .map_err(drop)?;
        Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
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
}
