//! Linux: what a process used, from `/proc`: its peak (`VmHWM`), each task's run-queue wait
//! (`schedstat`), its state, and the judge's own resident memory.

use super::super::family::Task;
use super::sys;
use std::time::Duration;

/// The peak resident memory of process `pid` so far (`VmHWM` in `/proc/<pid>/status`), in
/// bytes; 0 when it is gone.
pub fn high_water(pid: i32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().strip_suffix("kB"))
        .and_then(|kibibytes| kibibytes.trim().parse::<u64>().ok())
        .map_or(0, |kibibytes| kibibytes << 10)
}

/// Each task of process `pid` and how long it has waited on a run queue: the second field of
/// `/proc/<pid>/task/<tid>/schedstat`, in nanoseconds. Empty when the process is gone or the
/// kernel keeps no such figures (it then writes `0 0 0`; a task that has run has run at least
/// one time slice).
pub fn run_queue_waits(pid: i32) -> Vec<Task> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let mut waits = Vec::new();
    for task in tasks.flatten() {
        let Some(tid) = task
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<i32>().ok())
        else {
            continue;
        };
        let path = format!("/proc/{pid}/task/{tid}");
        let Ok(line) = std::fs::read_to_string(format!("{path}/schedstat")) else {
            continue;
        };
        let Some(queued) = queued(&line) else {
            continue;
        };
        let runnable = tid != pid && state(&format!("{path}/stat")) == Some('R');
        waits.push(Task {
            tid,
            queued,
            runnable,
        });
    }
    waits
}

/// The state letter of a `stat` file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`).
fn state(stat: &str) -> Option<char> {
    let stat = std::fs::read_to_string(stat).ok()?;
    stat.rsplit_once(')')?.1.trim_start().chars().next()
}

/// Whether process `pid` has exited and waits to be reaped (or is gone).
pub fn is_zombie(pid: i32) -> bool {
    matches!(state(&format!("/proc/{pid}/stat")), Some('Z' | 'X') | None)
}

/// The run-queue wait of a schedstat line (`<on a CPU ns> <waiting ns> <time slices>`), or
/// `None` when the kernel keeps no such figures (`0 0 0`) or the line is not one.
pub fn queued(schedstat: &str) -> Option<Duration> {
    let fields: Vec<u64> = schedstat
        .split_ascii_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    match fields[..] {
        [_, _, 0] => None,
        [_, waiting, _] => Some(Duration::from_nanos(waiting)),
        _ => None,
    }
}

/// Whether this system says how long a process waited for a CPU: the judge's own schedstat.
pub fn queue_known() -> bool {
    std::fs::read_to_string("/proc/self/schedstat").is_ok_and(|line| queued(&line).is_some())
}

/// How long the calling thread has waited on a run queue for a CPU, in all
/// (`/proc/thread-self/schedstat`); `None` where the kernel does not say.
pub fn own_queued() -> Option<Duration> {
    queued(&std::fs::read_to_string("/proc/thread-self/schedstat").ok()?)
}

/// The calling process's resident memory now, in bytes (`/proc/self/statm`; 0 where there is
/// none).
pub fn own_resident() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages = statm
        .split_ascii_whitespace()
        .nth(1)
        .and_then(|pages| pages.parse::<u64>().ok());
    pages.map_or(0, |pages| pages * sys::page_size())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_queue_wait_is_the_second_schedstat_field() {
        assert_eq!(
            queued("1420614062 10211453 114\n"),
            Some(Duration::from_nanos(10_211_453))
        );
        // A kernel that keeps no such figures writes zeros: unknown, not "never waited".
        assert_eq!(queued("0 0 0\n"), None);
        assert_eq!(queued("12 x 3"), None);
        assert_eq!(queued("12 3"), None);
        assert_eq!(queued(""), None);
    }
}
