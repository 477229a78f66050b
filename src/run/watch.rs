//! The Unix watch: one thread feeds the program's stdin, reads its stdout and stderr (`poll` on
//! the pipes and on its pidfd), samples its processes through the system's room, and asks
//! [`passed`] and [`ending`] for the verdict. See the module above for what each system measures.

use super::{
    address_space, begin, drop_jvm_notice, ending, environment,
    family::{Processes, RUNNING},
    folder::CaseFolder,
    interrupted, java_options, output,
    output::Output,
    passed,
    room::{CaseJail, UnixRoom},
    unix, waited, Begun, Ended, Exit, Here, Limits, Run, Sample, Stop, Usage, GRACE, MARKER,
    SAMPLE,
};
use std::ffi::OsStr;
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// [`Room::contained`](super::room::Room::contained) on Unix: one run of `true` in the jail
/// learns whether this system allows its namespaces, then the jail of this command says what
/// holds.
pub fn contained<R: UnixRoom>(program: &OsStr, arguments: &[&OsStr], limits: &Limits) -> String {
    let _ = run_with(&["true"], b"", limits, limits.time);
    match R::Jail::new(program, arguments, &std::env::temp_dir(), limits.memory) {
        Ok(jail) => jail.said(),
        Err(error) => format!("not contained: the jail could not be made here ({error})"),
    }
}

/// [`super::stop_on_signals`] on Unix: the handler only stores the signal.
pub fn stop_on_signals() {
    extern "C" fn caught(signal: i32) {
        super::SIGNAL.store(signal, std::sync::atomic::Ordering::SeqCst);
    }
    unix::catch(unix::SIGINT, caught);
    unix::catch(unix::SIGTERM, caught);
}

/// [`super::run_with`] on Unix: this room's processes, watched by one thread, the CPU clock
/// stopping them at `ceiling` ([`super::run_past`]).
pub fn run_with<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
    ceiling: Duration,
) -> io::Result<(Run, Usage)> {
    let Begun {
        program,
        arguments,
        start,
        idle,
        cap,
    } = begin(command, limits)?;
    // The case's folder lives until the run is over: removed once nothing of it runs.
    let (child, processes, _folder) = spawn(program.as_ref(), arguments, limits)?;
    let clocks = (idle, cap, ceiling);
    let mut watch = Watch::new(child, processes, input, limits, start, clocks)?;
    watch.watch()?;
    watch.verdict()
}

/// Starts the program in a group of its own, marked as this run's, in its jail where the
/// limits say so, and registers it. A system that refuses the jail's namespaces gets the jail
/// without them (said by [`containment`]).
fn spawn<S: AsRef<OsStr>>(
    program: &OsStr,
    arguments: &[S],
    limits: &Limits,
) -> io::Result<(Child, Processes, Option<CaseFolder>)> {
    Here::become_subreaper();
    static RUNS: AtomicU64 = AtomicU64::new(0);
    let marker = format!(
        "{}.{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    );
    let folder = limits.contained.then(CaseFolder::new).transpose()?;
    let arguments_os: Vec<&OsStr> = arguments.iter().map(AsRef::as_ref).collect();
    let jail_in = |folder: &CaseFolder| {
        <Here as UnixRoom>::Jail::new(program, &arguments_os, folder.path(), limits.memory)
            .map(Arc::new)
    };
    let mut jail = folder.as_ref().map(jail_in).transpose()?;
    // Spawned and registered at once, so that no other run takes it for an orphan to reap.
    let mut running = RUNNING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let before = Here::own_resident();
    let command = |jail: Option<Arc<<Here as UnixRoom>::Jail>>| {
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
        if let Some(folder) = &folder {
            command.env("TMPDIR", folder.path());
        }
        Here::prepare(&mut command, address_space(limits.memory), jail);
        command
    };
    let spawned = command(jail.clone()).spawn();
    let child = match (spawned, &jail, &folder) {
        (Err(error), Some(tried), Some(folder)) if tried.tries_namespaces() => {
            let _ = error;
            // A jail of its own, made again without them.
            tried.without_namespaces();
            jail = Some(jail_in(folder)?);
            command(jail.clone()).spawn()?
        }
        (spawned, _, _) => spawned?,
    };
    if let Some(jail) = &jail {
        jail.started();
    }
    running.push(child.id() as i32);
    // Registered: the first look below takes the list again.
    drop(running);
    // Before and after: another thread may have grown the judge in between.
    let forked_from = before.max(Here::own_resident());
    let mut processes = Processes::new(child.id() as i32, marker, forked_from);
    processes.jail = jail;
    processes.first_look();
    Ok((child, processes, folder))
}

/// What the watch does next.
enum Next {
    /// The run is over.
    Done,
    /// Look again at once (a stop was just decided).
    Again,
    /// Wait for the pipes, the program's exit or this moment.
    Wait(Instant),
}

/// One run in progress: its processes, its pipes and what has been decided about it.
struct Watch<'a> {
    limits: &'a Limits,
    /// The CPU time at which the run is stopped: the limit, or more ([`super::run_past`]).
    ceiling: Duration,
    input: &'a [u8],
    start: Instant,
    /// [`Limits::idle`].
    idle: Duration,
    /// When [`Limits::wall_cap`] is reached.
    cap: Instant,
    processes: Processes,
    stdin: Option<File>,
    /// How much of the input was written.
    written: usize,
    outputs: [Output; 2],
    pidfd: Option<OwnedFd>,
    /// Why and when the run was stopped.
    stop: Option<(Stop, Instant)>,
    next_sample: Instant,
    /// Bytes through the pipes, both ways, at the last sample.
    traffic: u64,
    chunk: Vec<u8>,
}

impl<'a> Watch<'a> {
    fn new(
        mut child: Child,
        processes: Processes,
        input: &'a [u8],
        limits: &'a Limits,
        start: Instant,
        (idle, cap, ceiling): (Duration, Instant, Duration),
    ) -> io::Result<Watch<'a>> {
        Ok(Watch {
            limits,
            ceiling,
            input,
            start,
            idle,
            cap,
            stdin: child.stdin.take().map(output::pipe).transpose()?,
            written: 0,
            outputs: [
                Output::new("stdout", child.stdout.take().map(output::pipe).transpose()?),
                Output::new("stderr", child.stderr.take().map(output::pipe).transpose()?),
            ],
            pidfd: Here::pidfd(processes.child),
            processes,
            stop: None,
            next_sample: start,
            traffic: 0,
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
            None => Next::Wait(self.cap.min(self.next_sample)),
        }
    }

    /// The limit the run has passed now, or a signal that came.
    fn limit_passed(&mut self, now: Instant) -> Option<Stop> {
        if let Some(signal) = interrupted() {
            return Some(Stop::Interrupted(signal));
        }
        if now >= self.next_sample {
            self.next_sample = now + SAMPLE;
            let traffic = self.written as u64 + self.outputs.iter().map(|o| o.read).sum::<u64>();
            self.processes.note_judge_wait(traffic != self.traffic);
            self.traffic = traffic;
            let memory = self.processes.sample();
            let sample = Sample {
                memory,
                cpu: self.processes.sampled_cpu(),
                alive: self.processes.alive,
                runnable: self.processes.runnable,
                waited: self.waited(now),
            };
            let stopping = Limits {
                time: self.ceiling,
                ..*self.limits
            };
            if let Some(stop) = passed(&stopping, self.idle, &sample) {
                return Some(stop);
            }
        }
        // Only a program that waits for a CPU gets here: one that sleeps is idle long before.
        if now >= self.cap && self.processes.sampled_queued().is_some() {
            return Some(Stop::TooBusy);
        }
        None
    }

    /// The time the run's processes spent asleep or waiting until `at`, by the last sample.
    fn waited(&self, at: Instant) -> Duration {
        self.waited_by(at, self.processes.sampled_cpu())
    }

    /// The same with `cpu` as the CPU time.
    fn waited_by(&self, at: Instant, cpu: Duration) -> Duration {
        waited(
            at.duration_since(self.start),
            cpu,
            self.processes.sampled_queued(),
        )
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
                fds.push(unix::PollFd::new(pipe.as_raw_fd(), unix::POLLIN));
            }
        }
        if let Some(pipe) = &self.stdin {
            fds.push(unix::PollFd::new(pipe.as_raw_fd(), unix::POLLOUT));
        }
        match &self.pidfd {
            Some(pidfd) if self.processes.status.is_none() => {
                fds.push(unix::PollFd::new(pidfd.as_raw_fd(), unix::POLLIN))
            }
            // No pidfd (before Linux 5.3, other Unix): look for the exit every millisecond.
            None if self.processes.status.is_none() => {
                timeout = timeout.min(Duration::from_millis(1))
            }
            _ => {}
        }
        unix::poll(&mut fds, timeout)
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
            memory: self.processes.shown_memory(),
        };
        let (exit, end) = self.exit(&usage)?;
        let [stdout, mut stderr] = self.outputs.map(|output| output.kept);
        drop_jvm_notice(&mut stderr, &java_options(self.limits.memory));
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
        ending(
            self.limits,
            &Ended {
                start: self.start,
                stop: self.stop,
                exited: self
                    .processes
                    .status
                    .map(|(status, at)| (Exit::from_status(ExitStatus::from_raw(status)), at)),
                usage: *usage,
                peak: self.processes.memory(),
                queued: self.processes.sampled_queued(),
                idle: self.idle,
                cap: self.cap,
            },
        )
    }
}
