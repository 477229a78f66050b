//! Windows: every process of a case in a Job Object. The program is created suspended, put in
//! its case's job, then resumed, so every process it starts joins the job too (and none may
//! leave it); the job's accounting gives the CPU time (user + kernel) of all of them, the ended
//! ones included, and its peak commit charge (the memory Windows judges measure: what the
//! system promised the processes, resident or not); ending the job ends them all, and closing
//! it does too (`JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`), should the judge itself die.
//!
//! The case ends when the program itself exits: the processes it started are ended with it.
//! Unlike on Unix, where a run lasts until its output is closed, here a process the program
//! starts holds the program's stdout and stderr whether it means to or not (Windows passes it
//! every inheritable handle, and the program's own stdout is one), so waiting for them to close
//! would hold every such case to the idle limit.
//!
//! Windows does not say how long a program waited for a CPU, so the idle limit counts wall
//! time, as on macOS: a busy machine can make a program idle. Pipes are fed and read by threads
//! of their own (Windows has no `poll` on pipes); each tells the watch what happened through a
//! channel, and the watch samples the job, decides ([`super::passed`], [`super::ending`]) and
//! ends the job.
//!
//! Under Wine (tested there) the plumbing is real, but not the figures: a job's times and peaks
//! read 0 ([`super::wine`]).

#[allow(unsafe_code)]
mod sys;

pub use sys::wine;

/// The Windows room.
pub struct Windows;

impl super::room::Room for Windows {
    fn run_with<S: AsRef<OsStr>>(
        command: &[S],
        input: &[u8],
        limits: &Limits,
        ceiling: Duration,
    ) -> io::Result<(Run, Usage)> {
        run_with(command, input, limits, ceiling)
    }

    /// Windows does not say how long a program waited for a CPU.
    fn queue_known() -> bool {
        false
    }

    fn contained(_program: &OsStr, _arguments: &[&OsStr], _limits: &Limits) -> String {
        format!(
            "contained: processes ({PROCESSES}, a Job Object); not contained on Windows: files \
             (temporary ones go in the case's own folder, removed after it), network, other \
             programs, the desktop (no jail is written for Windows)"
        )
    }

    fn stop_on_signals() {
        stop_on_signals()
    }
}

use super::{
    address_space, begin, drop_jvm_notice, ending, environment, folder::CaseFolder, java_options,
    passed, waited, Begun, Ended, Exit, Limits, Run, Sample, Stop, Usage, GRACE, PROCESSES, SAMPLE,
};
use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::os::windows::io::AsRawHandle;
use std::os::windows::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};
use sys::Job;

/// `CREATE_NO_WINDOW`: the program gets a console of its own, hidden, so a Ctrl-C or Ctrl-Break
/// typed at the judge's console reaches the judge alone (which ends the case itself), and no
/// window opens when the judge has no console.
const CREATE_NO_WINDOW: u32 = 0x0800_0000;

/// What a pipe's thread or the exit's thread tells the watch.
enum Event {
    /// Stream `index` passed the output limit: `written` bytes read so far.
    Past { index: usize, written: u64 },
    /// Stream `index` is closed: every process holding it ended or closed it.
    Closed(usize),
    /// The program itself exited with this code.
    Exited(i32),
}

/// One output stream as its thread reads it: what is kept (up to the limit) and how much came.
#[derive(Default)]
struct Stream {
    kept: Vec<u8>,
    read: u64,
}

const STREAMS: [&str; 2] = ["stdout", "stderr"];

/// [`super::run_with`] on Windows: the same contract as on Unix. Here the program's processes are its job's; the
/// idle limit counts wall time; the CPU clock stops the job at `ceiling` ([`super::run_past`]).
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
    let processes = limits.contained.then_some(PROCESSES as u32);
    let job = Job::new(address_space(limits.memory), processes)?;
    // Its temporary files go in a folder of the case's own, removed when the run is over (the
    // last thing dropped here, once the job is ended).
    let folder = limits.contained.then(CaseFolder::new).transpose()?;
    let mut command = Command::new(program.as_ref());
    command
        .args(arguments)
        .env_clear()
        .envs(environment(limits.memory));
    if let Some(folder) = &folder {
        command.env("TEMP", folder.path()).env("TMP", folder.path());
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .creation_flags(sys::CREATE_SUSPENDED | CREATE_NO_WINDOW)
        .spawn()?;
    let joined = job
        .assign(child.as_raw_handle())
        .and_then(|()| sys::resume(child.id()));
    if let Err(error) = joined {
        let _ = child.kill();
        let _ = child.wait();
        return Err(error);
    }
    let (events, inbox) = mpsc::channel();
    if let Some(stdin) = child.stdin.take() {
        feed(stdin, input.to_vec());
    }
    let streams = [
        read(0, child.stdout.take(), limits.output, events.clone()),
        read(1, child.stderr.take(), limits.output, events.clone()),
    ];
    thread::spawn(move || {
        let code = child.wait().ok().and_then(|status| status.code());
        let _ = events.send(Event::Exited(code.unwrap_or(-1)));
    });
    let mut watch = Watch {
        limits,
        ceiling,
        job,
        start,
        idle,
        cap,
        stop: None,
        exited: None,
        open: [true, true],
        usage: Usage::default(),
    };
    watch.watch(&inbox)?;
    watch.verdict(streams)
}

/// Writes the input on the program's stdin, then closes it; a program that exits or closes its
/// stdin without reading it all is no error.
fn feed(mut stdin: impl Write + Send + 'static, input: Vec<u8>) {
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
}

/// Reads stream `index` until it closes, keeping up to `limit` bytes; tells the watch when it
/// passes the limit and when it closes.
fn read(
    index: usize,
    pipe: Option<impl Read + Send + 'static>,
    limit: u64,
    events: Sender<Event>,
) -> Arc<Mutex<Stream>> {
    let stream = Arc::new(Mutex::new(Stream::default()));
    let Some(mut pipe) = pipe else {
        let _ = events.send(Event::Closed(index));
        return stream;
    };
    let kept = Arc::clone(&stream);
    thread::spawn(move || {
        let mut chunk = vec![0; 64 << 10];
        loop {
            let count = match pipe.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(count) => count,
            };
            let mut stream = kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let was_within = stream.read <= limit;
            stream.read += count as u64;
            let room = usize::try_from(limit)
                .unwrap_or(usize::MAX)
                .saturating_sub(stream.kept.len());
            stream.kept.extend_from_slice(&chunk[..count.min(room)]);
            if was_within && stream.read > limit {
                let written = stream.read;
                let _ = events.send(Event::Past { index, written });
            }
        }
        let _ = events.send(Event::Closed(index));
    });
    stream
}

/// One run in progress: its job and what has been decided about it.
struct Watch<'a> {
    limits: &'a Limits,
    /// The CPU time at which the job is stopped: the limit, or more ([`super::run_past`]).
    ceiling: Duration,
    job: Job,
    start: Instant,
    idle: Duration,
    cap: Instant,
    stop: Option<(Stop, Instant)>,
    /// The program's exit code, and when.
    exited: Option<(i32, Instant)>,
    /// Which of stdout and stderr are still open.
    open: [bool; 2],
    /// The job's figures at the last sample.
    usage: Usage,
}

impl Watch<'_> {
    /// Samples and decides until the program has exited with its pipes closed, or until the
    /// grace after a stop is over.
    fn watch(&mut self, inbox: &Receiver<Event>) -> io::Result<()> {
        let mut next_sample = self.start;
        loop {
            if self.exited.is_some() && self.open == [false, false] {
                return Ok(());
            }
            let now = Instant::now();
            let wake = match self.stop {
                Some((_, at)) if now >= at + GRACE => return Ok(()),
                Some((_, at)) => at + GRACE,
                None => {
                    if now >= next_sample {
                        next_sample = now + SAMPLE;
                        if let Some(stop) = self.limit_passed(now) {
                            self.halt(stop, now);
                            continue;
                        }
                    }
                    next_sample
                }
            };
            match inbox.recv_timeout(wake.saturating_duration_since(now)) {
                Ok(Event::Exited(code)) => {
                    self.exited = Some((code, Instant::now()));
                    // What the program wrote is in the pipes; a process it started that holds
                    // them only through an inherited handle would keep the case open.
                    self.job.terminate();
                }
                Ok(Event::Closed(index)) => self.open[index] = false,
                Ok(Event::Past { index, written }) => {
                    if self.stop.is_none() {
                        let stream = STREAMS[index];
                        self.halt(Stop::Output { stream, written }, Instant::now());
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                // Every thread is gone: nothing more can come.
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            }
        }
    }

    /// The limit the run has passed now, or a Ctrl-C that came. Where the job cannot be read,
    /// the figures of the last sample stand, and the idle limit still holds.
    fn limit_passed(&mut self, now: Instant) -> Option<Stop> {
        if let Some(signal) = super::interrupted() {
            return Some(Stop::Interrupted(signal));
        }
        let figures = self.job.figures().ok();
        if let Some(figures) = &figures {
            self.usage = usage(figures);
        }
        let sample = Sample {
            memory: figures.map_or(0, |figures| figures.peak_job),
            cpu: self.usage.cpu,
            // The job itself refuses a process past the limit.
            alive: figures.map_or(0, |figures| figures.active as usize),
            runnable: false,
            // The wait for a CPU is not known: wall time, as `ending` counts it.
            waited: waited(now.duration_since(self.start), self.usage.cpu, None),
        };
        let stopping = Limits {
            time: self.ceiling,
            ..*self.limits
        };
        passed(&stopping, self.idle, &sample)
    }

    /// Stops the run: every process of the job ended.
    fn halt(&mut self, reason: Stop, at: Instant) {
        self.stop = Some((reason, at));
        self.job.terminate();
    }

    /// Ends what is left of the job and says how the run ended.
    fn verdict(self, streams: [Arc<Mutex<Stream>>; 2]) -> io::Result<(Run, Usage)> {
        // A process the program started may outlive it with its output closed: nothing of the
        // case runs after it. Ending is asynchronous: waited for (a second at most), so that
        // the case's folder is not removed under files its processes still hold.
        self.job.terminate();
        let ended = Instant::now();
        while self.job.figures().is_ok_and(|figures| figures.active > 0) && ended.elapsed() < GRACE
        {
            thread::sleep(Duration::from_millis(1));
        }
        let usage = match self.job.figures() {
            Ok(figures) => usage(&figures),
            Err(_) => self.usage,
        };
        let (exit, end) = ending(
            self.limits,
            &Ended {
                start: self.start,
                stop: self.stop,
                exited: self.exited.map(|(code, at)| (Exit::Code(code), at)),
                usage,
                peak: usage.memory,
                queued: None,
                idle: self.idle,
                cap: self.cap,
            },
        )?;
        let [stdout, mut stderr] = streams.map(|stream| {
            let mut stream = stream
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            std::mem::take(&mut stream.kept)
        });
        drop_jvm_notice(&mut stderr, &java_options(self.limits.memory));
        let run = Run {
            exit,
            stdout,
            stderr,
            elapsed: end.duration_since(self.start),
        };
        Ok((run, usage))
    }
}

/// The figures shown: the job's CPU time, and its peak commit charge (all its processes
/// together, or the largest one's if that reads more).
fn usage(figures: &sys::Figures) -> Usage {
    Usage {
        cpu: figures.cpu,
        memory: figures.peak_job.max(figures.peak_process),
    }
}

/// Ctrl-C or Ctrl-Break: the run in progress is stopped, as SIGINT stops it on Unix. When the
/// console closes or the user logs off, Windows ends the judge once this returns, whatever it
/// returns: the case's processes end with the job, closed with the judge.
extern "system" fn caught(event: u32) -> i32 {
    let signal = if event <= 1 { 2 } else { 15 };
    super::SIGNAL.store(signal, std::sync::atomic::Ordering::SeqCst);
    1
}

/// From now on Ctrl-C stops the run in progress instead of the judge.
pub fn stop_on_signals() {
    sys::on_console_stop(caught);
}
