//! Running a program on one input the way a judge does: stdin fed, stdout and stderr captured,
//! the whole process group killed at the time limit.

use crate::{Exit, Run};
use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// Output kept per stream. A program printing more than this is wrong anyway; the rest is read
/// and dropped, so the program never blocks on a full pipe and the judge's memory stays bounded.
const KEEP: usize = 64 << 20;

/// How long the pipes may stay open after the kill before they are given up on (a process that
/// left the group can hold them forever).
const GRACE: Duration = Duration::from_secs(1);

enum Event {
    Stdout(Vec<u8>),
    Stderr(Vec<u8>),
    Exited(io::Result<ExitStatus>, Instant),
}

/// Runs `command` (a program and its arguments, no shell) with `input` on stdin. The run is over
/// when the program has exited and its stdout and stderr are closed; if that has not happened
/// within `limit`, its process group is killed and the exit is [`Exit::TimedOut`]. `elapsed` is
/// wall time from the spawn to the program's exit.
///
/// Errs only when the command cannot start (not found, not executable, empty).
pub fn run<S: AsRef<OsStr>>(command: &[S], input: &[u8], limit: Duration) -> io::Result<Run> {
    let Some((program, arguments)) = command.split_first() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "empty command"));
    };
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(arguments)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own group, so that a kill reaches what a wrapper (`sh -c`, a pyenv shim) started.
        .process_group(0)
        .spawn()?;
    let group = child.id();

    let (sender, events) = mpsc::channel();
    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        // A program may exit without reading its input: a broken pipe here is not an error.
        thread::spawn(move || drop(stdin.write_all(&input)));
    }
    if let Some(stdout) = child.stdout.take() {
        let sender = sender.clone();
        thread::spawn(move || forward(stdout, &sender, Event::Stdout));
    }
    if let Some(stderr) = child.stderr.take() {
        let sender = sender.clone();
        thread::spawn(move || forward(stderr, &sender, Event::Stderr));
    }
    thread::spawn(move || {
        let status = child.wait();
        let _ = sender.send(Event::Exited(status, Instant::now()));
    });

    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut exited = None;
    let mut killed_at = None;
    let mut deadline = start + limit;
    loop {
        match events.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(Event::Stdout(chunk)) => keep(&mut stdout, &chunk),
            Ok(Event::Stderr(chunk)) => keep(&mut stderr, &chunk),
            Ok(Event::Exited(status, at)) => exited = Some((status, at)),
            // Every thread is done: exited, and both pipes closed.
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) if killed_at.is_none() => {
                kill_group(group);
                let now = Instant::now();
                killed_at = Some(now);
                deadline = now + GRACE;
            }
            Err(RecvTimeoutError::Timeout) => break,
        }
    }

    let (exit, end) = match (killed_at, exited) {
        (Some(at), _) => (Exit::TimedOut, at),
        (None, Some((status, at))) => {
            // Whatever the program left running in the background goes too, as on a judge.
            kill_group(group);
            (Exit::from_status(status?), at)
        }
        (None, None) => unreachable!("the threads finished without the program's exit"),
    };
    Ok(Run {
        exit,
        stdout,
        stderr,
        elapsed: end.duration_since(start),
    })
}

/// Sends what `pipe` yields until it closes (or the run stops listening).
fn forward(mut pipe: impl Read, sender: &Sender<Event>, event: fn(Vec<u8>) -> Event) {
    let mut buffer = vec![0; 64 << 10];
    loop {
        match pipe.read(&mut buffer) {
            Ok(0) => return,
            Ok(read) => {
                if sender.send(event(buffer[..read].to_vec())).is_err() {
                    return;
                }
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return,
        }
    }
}

fn keep(output: &mut Vec<u8>, chunk: &[u8]) {
    let room = KEEP.saturating_sub(output.len());
    output.extend_from_slice(&chunk[..chunk.len().min(room)]);
}

/// SIGKILL to every process in `group`. std has no call for it and the crate has no libc, so the
/// shell's `kill` does it; a group that is already gone is not an error.
fn kill_group(group: u32) {
    let _ = Command::new("sh")
        .args(["-c", "kill -s KILL -- \"-$1\"", "sh"])
        .arg(group.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str, input: &[u8], limit: Duration) -> Run {
        run(&["sh", "-c", script], input, limit).expect("sh starts")
    }

    /// A bound that only a hang reaches, never a slow start on a busy machine: these tests are
    /// about what a run reports, not about how fast it is.
    const HANG: Duration = Duration::from_secs(10);

    #[test]
    fn feeds_stdin_and_captures_both_streams() {
        let run = sh("cat; echo done >&2", b"4\n", HANG);
        assert_eq!(run.exit, Exit::Code(0));
        assert_eq!(run.stdout, b"4\n");
        assert_eq!(run.stderr, b"done\n");
        assert!(run.elapsed < HANG, "{:?}", run.elapsed);
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

    /// The process whose id `pid` holds (as `echo $!` prints it) is gone, or a zombie waiting for
    /// init to reap it.
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
    fn a_command_that_cannot_start_is_an_error() {
        let error = run(&["./no-such-program"], b"", HANG).err().unwrap();
        assert_eq!(error.kind(), io::ErrorKind::NotFound);
        let error = run::<&str>(&[], b"", HANG).err().unwrap();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
    }
}
