//! The processes of one run: the program, and on Linux everything it started, found in `/proc`
//! by descent from the program or, for an orphan the judge adopted as the subreaper, by the
//! run's marker in its environment; on macOS what the kernel lists of its process group and
//! their descendants (`macos`). What they used is counted here.

use super::sys;
#[cfg(target_os = "macos")]
use macos::high_water;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long the clean-up waits for killed processes to be gone (one stuck in the kernel).
const CLEAN_UP: Duration = Duration::from_secs(5);

/// One sample in this many reads the whole of `/proc`; the others read only the run's family,
/// from the kernel's lists of children. The clean-up ends on a read of the whole, unless the
/// judge, the subreaper, has no child left.
#[cfg_attr(target_os = "macos", allow(dead_code))]
const FULL_SCAN: u32 = 10;

#[cfg(target_os = "macos")]
mod macos;

/// The direct children of the runs in progress, which only their own run may reap.
pub static RUNNING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// One line of the process table.
pub struct Process {
    pub pid: i32,
    /// What the tree of `/proc` is built from (macOS lists the children itself: `macos`).
    #[cfg(not(target_os = "macos"))]
    pub parent: i32,
    pub zombie: bool,
    /// Bytes.
    pub resident: u64,
    /// User and system CPU time of the process and of the children it reaped.
    pub cpu: Duration,
    /// Running or waiting for a CPU (state `R`): its main thread.
    pub runnable: bool,
}

/// The processes of one run, and what they used.
pub struct Processes {
    pub child: i32,
    // Read by the orphan search, which macOS has no use for (no subreaper: see `macos`).
    #[cfg_attr(target_os = "macos", allow(dead_code))]
    marker: String,
    /// The program's wait status and when it was reaped.
    pub status: Option<(i32, Instant)>,
    /// Orphans adopted by the judge that carry this run's marker.
    #[cfg_attr(target_os = "macos", allow(dead_code))]
    adopted: Vec<i32>,
    /// Every process seen in the run, so that an orphan that ends before a sample finds it
    /// alive is still reaped (and counted) as the run's.
    #[cfg_attr(target_os = "macos", allow(dead_code))]
    seen: Vec<i32>,
    /// The judge's children found to be no process of this run (no marker): other threads'.
    #[cfg_attr(target_os = "macos", allow(dead_code))]
    foreign: Vec<i32>,
    /// Samples taken: every [`FULL_SCAN`]th reads the whole of `/proc`.
    #[cfg_attr(target_os = "macos", allow(dead_code))]
    samples: u32,
    /// CPU time of the processes the judge reaped, each with the children it reaped (`wait4`).
    reaped_cpu: Duration,
    /// CPU time of all the run's processes at the last sample: those reaped by then, and those
    /// in `/proc` (each with the children it reaped).
    sampled_cpu: Duration,
    /// The largest `ru_maxrss` of a reaped process, or peak resident memory (`VmHWM`) of a
    /// process seen in a sample: one process's own peak, in bytes.
    max_rss: u64,
    /// The judge's own resident memory when it started the program. Linux counts in the
    /// program's `ru_maxrss` the copy of the judge it was forked as, before `exec` (the old
    /// memory's peak is kept across `exec`): a figure no larger than this may be the judge's,
    /// not the program's, and is left to the samples.
    forked_from: u64,
    /// The program's `ru_maxrss` when it was no larger than `forked_from`: shown only where no
    /// sample saw the program (one that ended within a millisecond or so).
    unsure_rss: u64,
    /// The largest sampled total of resident memory.
    peak: u64,
    /// Each task (thread) of the run's processes, by id: how long it had waited on a run queue,
    /// runnable but not running, at the last sample that found it (`/proc/<pid>/task/<tid>/
    /// schedstat`). A task keeps its last figure once it is gone: what it waited after that
    /// sample, at most [`super::SAMPLE`], is not known.
    queued: BTreeMap<i32, Duration>,
    /// Whether the kernel says how long a task waited for a CPU (schedstat, Linux).
    queue_known: bool,
    /// Whether a task of the run was runnable at the last sample. Linux adds a wait on the run
    /// queue to a task's figure only when the task gets a CPU, so the wait of a runnable task
    /// is not counted yet: the run is not idle then, whatever the figures say.
    pub runnable: bool,
    /// Set when the run is killed: the waits of its dying processes are not the program's.
    queue_frozen: bool,
}

impl Processes {
    /// The run whose program is `child` (just spawned and registered in [`RUNNING`]), its
    /// processes marked with `marker`.
    pub fn new(child: i32, marker: String, forked_from: u64) -> Processes {
        Processes {
            child,
            marker,
            forked_from,
            unsure_rss: 0,
            status: None,
            adopted: Vec::new(),
            seen: Vec::new(),
            foreign: Vec::new(),
            samples: 0,
            reaped_cpu: Duration::ZERO,
            sampled_cpu: Duration::ZERO,
            max_rss: 0,
            peak: 0,
            queued: BTreeMap::new(),
            queue_known: false,
            runnable: false,
            queue_frozen: false,
        }
    }

    /// The program's peak so far, read at once after the spawn (which returns once it has
    /// exec'd), before any sample: one that ends within a millisecond is seen at least here,
    /// just after `exec`, and its figure is never its `ru_maxrss`, which may be the judge's
    /// copy it was forked as (see `forked_from`).
    pub fn first_look(&mut self) {
        self.max_rss = self.max_rss.max(high_water(self.child));
    }

    /// Reaps the program if it has exited.
    pub fn try_reap(&mut self) {
        if self.status.is_some() {
            return;
        }
        // The program's last run-queue figure, read while it is a zombie: reaped, it is gone.
        if self.queue_known && is_zombie(self.child) {
            self.note_queued(self.child);
        }
        if let Some((status, usage)) = sys::reap(self.child) {
            self.status = Some((status, Instant::now()));
            // The program's peak may be the judge's copy it was forked as (see `forked_from`).
            let own = usage.max_rss > self.forked_from;
            if !own {
                self.unsure_rss = usage.max_rss;
            }
            self.count(sys::Usage {
                max_rss: if own { usage.max_rss } else { 0 },
                ..usage
            });
            let mut running = RUNNING
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            running.retain(|&pid| pid != self.child);
        }
    }

    fn count(&mut self, usage: sys::Usage) {
        self.reaped_cpu += usage.cpu;
        self.max_rss = self.max_rss.max(usage.max_rss);
    }

    /// The run's processes now, zombies included, after reaping the judge's orphaned children.
    /// (macOS: `macos`.)
    #[cfg(not(target_os = "macos"))]
    fn members(&mut self) -> Vec<Process> {
        let table = table();
        self.members_of(table)
    }

    /// [`Processes::members`] for a sample: found from the kernel's lists of children, and
    /// every [`FULL_SCAN`] samples from the whole of `/proc` (which costs a read of every
    /// process on the machine).
    #[cfg(not(target_os = "macos"))]
    fn sampled_members(&mut self) -> Vec<Process> {
        self.samples += 1;
        let family = match self.samples % FULL_SCAN {
            0 => None,
            _ => self.family(),
        };
        let table = family.unwrap_or_else(table);
        self.members_of(table)
    }

    /// The run's processes among `table`, after reaping the judge's orphaned children.
    #[cfg(not(target_os = "macos"))]
    fn members_of(&mut self, table: Vec<Process>) -> Vec<Process> {
        if table.is_empty() {
            return table;
        }
        let mut roots = Vec::new();
        if self.status.is_none() {
            roots.push(self.child);
        }
        self.adopt(&table, &mut roots);
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
        for &pid in &inside {
            if !self.seen.contains(&pid) {
                self.seen.push(pid);
            }
        }
        table
            .into_iter()
            .filter(|process| inside.contains(&process.pid))
            .collect()
    }

    /// Adds to `roots` the judge's children of this run other than the program (orphans it
    /// adopted), and reaps those of them that ended.
    #[cfg(not(target_os = "macos"))]
    fn adopt(&mut self, table: &[Process], roots: &mut Vec<i32>) {
        let judge = std::process::id() as i32;
        let others = RUNNING
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone();
        for process in table.iter().filter(|process| process.parent == judge) {
            let pid = process.pid;
            // The program, or another run's: never an orphan of this one.
            if pid == self.child || others.contains(&pid) {
                continue;
            }
            if process.zombie {
                // Only an orphan of this run, seen alive in it: any other child of this process
                // may be another thread's (rustc under `std::process::Command` in the golden
                // harness), whose own wait would fail if it were reaped here.
                if self.seen.contains(&pid) {
                    if let Some((_, usage)) = sys::reap(pid) {
                        self.count(usage);
                    }
                }
            } else if self.adopted.contains(&pid) || has_marker(pid, &self.marker) {
                if !self.adopted.contains(&pid) {
                    self.adopted.push(pid);
                }
                roots.push(pid);
            }
        }
    }

    /// Samples the run's processes: their resident memory together, each one's own peak, and
    /// the CPU time of them all. The memory figure to judge now: the larger of the total and the
    /// largest single peak so far.
    pub fn sample(&mut self) -> u64 {
        let members = self.sampled_members();
        let total = members.iter().map(|process| process.resident).sum::<u64>();
        self.peak = self.peak.max(total);
        // CPU time only grows: a process a sample misses (the kernel's lists of children may
        // skip one that another ends meanwhile), or one reaped by a parent that ignores
        // SIGCHLD, keeps what it had used.
        let now = self.reaped_cpu + members.iter().map(|process| process.cpu).sum::<Duration>();
        self.sampled_cpu = self.sampled_cpu.max(now);
        for process in members.iter().filter(|process| !process.zombie) {
            self.max_rss = self.max_rss.max(high_water(process.pid));
        }
        self.runnable = members.iter().any(|process| process.runnable);
        for process in &members {
            self.note_queued(process.pid);
        }
        total.max(self.max_rss)
    }

    /// Notes how long each task of process `pid` has waited for a CPU, and whether one of its
    /// threads is runnable.
    fn note_queued(&mut self, pid: i32) {
        if self.queue_frozen {
            return;
        }
        for task in run_queue_waits(pid) {
            self.queue_known = true;
            self.queued.insert(task.tid, task.queued);
            self.runnable |= task.runnable;
        }
    }

    /// How long the run's tasks waited on a run queue for a CPU, all together, at the last
    /// sample: the time the machine, not the program, kept it from running. `None` where the
    /// kernel does not say (no schedstat: another system, or a kernel built without it).
    pub fn sampled_queued(&self) -> Option<Duration> {
        self.queue_known.then(|| self.queued.values().sum())
    }

    /// User + sys CPU time of all the run's processes at the last sample: those the judge had
    /// reaped, and those in `/proc` (each with the children it reaped), so a process that runs
    /// on is counted as it goes and one that ended exactly once.
    pub fn sampled_cpu(&self) -> Duration {
        self.sampled_cpu
    }

    /// The peak resident memory to judge once the run is over: the larger of the largest
    /// sampled total and the largest single process's own peak.
    pub fn memory(&self) -> u64 {
        self.peak.max(self.max_rss)
    }

    /// The peak to show: [`Processes::memory`], or where nothing was seen (a program that ended
    /// within a millisecond), the program's `ru_maxrss`, which may be the judge's copy (see
    /// `forked_from`) and so is never judged.
    pub fn shown_memory(&self) -> u64 {
        match self.memory() {
            0 => self.unsure_rss,
            seen => seen,
        }
    }

    /// The CPU time once the run is over and reaped: the kernel's count, or the last sample
    /// where that is larger (a process killed with its parent, never reaped by the judge).
    pub fn final_cpu(&self) -> Duration {
        self.reaped_cpu.max(self.sampled_cpu)
    }

    /// SIGKILL to the program's group and every process of the run. True when none was left
    /// alive to kill (zombies aside).
    pub fn kill(&mut self) -> bool {
        // What the run waited for a CPU stays as it was when it was stopped.
        self.queue_frozen = true;
        sys::send(-self.child, sys::SIGKILL);
        if self.status.is_none() {
            sys::send(self.child, sys::SIGKILL);
        }
        let mut none = true;
        for process in self.sampled_members() {
            if !process.zombie {
                sys::send(process.pid, sys::SIGKILL);
                none = false;
            }
        }
        none
    }

    /// Kills until nothing of the run is left, and reaps it all: a fork bomb loses a generation
    /// per round. Nothing is left when the run's family is empty and then either the judge has
    /// no child at all (every process of a run is below it, orphans included: it is their
    /// subreaper), or the whole of `/proc` holds nothing of the run either (a judge running
    /// others beside it: the golden harness).
    pub fn clean_up(&mut self) {
        let give_up = Instant::now() + CLEAN_UP;
        loop {
            let none_alive = self.kill();
            self.try_reap();
            if none_alive
                && self.status.is_some()
                && self.sampled_members().is_empty()
                && (childless() || self.members().is_empty())
            {
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

/// Every process in `/proc` (empty where there is none).
#[cfg(target_os = "linux")]
fn table() -> Vec<Process> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let reader = StatReader::new();
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse().ok())
        // Gone since the listing: skipped.
        .filter_map(|pid| reader.read(pid))
        .collect()
}

#[cfg(target_os = "linux")]
impl Processes {
    /// The process table's lines of the processes the run may hold, read from the kernel's
    /// lists of children (`/proc/<pid>/task/<tid>/children`) instead of the whole of `/proc`:
    /// the judge's children but the other runs' programs, and everything below the program and
    /// the run's orphans. `None` where the kernel keeps no such lists. A child forked or ending
    /// while its parent's list is read may be left out of it: the next sample, or the full scan
    /// every [`FULL_SCAN`] samples, finds it.
    fn family(&mut self) -> Option<Vec<Process>> {
        let others = RUNNING
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone();
        let judge = std::process::id() as i32;
        let mut next: Vec<i32> = children(judge)?
            .into_iter()
            .filter(|&pid| pid == self.child || !others.contains(&pid))
            .collect();
        let reader = StatReader::new();
        let mut family: Vec<Process> = Vec::new();
        while let Some(pid) = next.pop() {
            if family.iter().any(|process| process.pid == pid) {
                continue;
            }
            // Gone since its parent's list was read: skipped.
            let Some(process) = reader.read(pid) else {
                continue;
            };
            // Below the judge, only the program and the run's orphans are gone into: not what
            // another thread of the judge runs (rustc under the golden harness).
            let ours = process.parent != judge
                || pid == self.child
                || self.adopted.contains(&pid)
                || !self.foreign.contains(&pid) && {
                    let marked = has_marker(pid, &self.marker);
                    if !marked {
                        self.foreign.push(pid);
                    }
                    marked
                };
            if ours {
                next.extend(children(pid).unwrap_or_default());
            }
            family.push(process);
        }
        Some(family)
    }
}

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
impl Processes {
    fn family(&mut self) -> Option<Vec<Process>> {
        None
    }
}

/// The children of process `pid`, from the list of each of its tasks (threads); `None` when
/// the process is gone or the kernel keeps no such lists.
#[cfg(target_os = "linux")]
fn children(pid: i32) -> Option<Vec<i32>> {
    let mut children = Vec::new();
    for task in std::fs::read_dir(format!("/proc/{pid}/task"))
        .ok()?
        .flatten()
    {
        let mut path = task.path();
        path.push("children");
        match std::fs::read_to_string(&path) {
            Ok(list) => children.extend(
                list.split_ascii_whitespace()
                    .filter_map(|p| p.parse::<i32>().ok()),
            ),
            // A kernel without the lists (CONFIG_PROC_CHILDREN unset).
            Err(error)
                if error.kind() == std::io::ErrorKind::NotFound && task_exists(&task.path()) =>
            {
                return None
            }
            // A task that ended since the listing.
            Err(_) => {}
        }
    }
    Some(children)
}

/// Whether a task's folder is still there (a task that ended loses its files).
#[cfg(target_os = "linux")]
fn task_exists(task: &std::path::Path) -> bool {
    task.join("stat").exists()
}

/// Reads a process's line of the table from `/proc/<pid>/stat`.
#[cfg(target_os = "linux")]
struct StatReader {
    page: u64,
    tick: Duration,
}

#[cfg(target_os = "linux")]
impl StatReader {
    fn new() -> StatReader {
        StatReader {
            page: sys::page_size(),
            tick: Duration::from_secs(1) / sys::ticks_per_second() as u32,
        }
    }

    /// Process `pid`'s line, or `None` when it is gone.
    fn read(&self, pid: i32) -> Option<Process> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // `pid (comm) state ppid ...`: the command may hold spaces and parentheses.
        let (_, fields) = stat.rsplit_once(')')?;
        let fields: Vec<&str> = fields.split_ascii_whitespace().collect();
        let number = |index: usize| {
            fields
                .get(index)
                .and_then(|field| field.parse::<u64>().ok())
        };
        let state = *fields.first()?;
        let parent = fields.get(1)?.parse().ok()?;
        let pages = number(21)?;
        // utime, stime, cutime, cstime: the process's own and that of the children it waited for.
        let ticks: u64 = (11..=14).filter_map(number).sum();
        Some(Process {
            pid,
            parent,
            zombie: matches!(state, "Z" | "X"),
            runnable: state == "R",
            resident: pages * self.page,
            cpu: self.tick * u32::try_from(ticks).unwrap_or(u32::MAX),
        })
    }
}

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
fn table() -> Vec<Process> {
    Vec::new()
}

/// The peak resident memory of process `pid` so far (`VmHWM` in `/proc/<pid>/status`), in
/// bytes; 0 when it is gone.
#[cfg(not(target_os = "macos"))]
fn high_water(pid: i32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().strip_suffix("kB"))
        .and_then(|kibibytes| kibibytes.trim().parse::<u64>().ok())
        .map_or(0, |kibibytes| kibibytes << 10)
}

/// One task (thread) of a process: how long it has waited on a run queue, and whether it is
/// runnable now (its other threads; the main one's state is in the process table).
struct Task {
    tid: i32,
    queued: Duration,
    runnable: bool,
}

/// Each task of process `pid` and how long it has waited on a run queue: the second field of
/// `/proc/<pid>/task/<tid>/schedstat`, in nanoseconds. Empty when the process is gone or the
/// kernel keeps no such figures (it then writes `0 0 0`; a task that has run has run at least
/// one time slice).
#[cfg(target_os = "linux")]
fn run_queue_waits(pid: i32) -> Vec<Task> {
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

#[cfg(not(target_os = "linux"))]
fn run_queue_waits(_pid: i32) -> Vec<Task> {
    Vec::new()
}

/// The state letter of a `stat` file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`).
fn state(stat: &str) -> Option<char> {
    let stat = std::fs::read_to_string(stat).ok()?;
    stat.rsplit_once(')')?.1.trim_start().chars().next()
}

/// Whether process `pid` has exited and waits to be reaped (or is gone).
fn is_zombie(pid: i32) -> bool {
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

/// The calling process's resident memory now, in bytes (`/proc/self/statm`; 0 where there is
/// none).
#[cfg(target_os = "linux")]
pub fn own_resident() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages = statm
        .split_ascii_whitespace()
        .nth(1)
        .and_then(|pages| pages.parse::<u64>().ok());
    pages.map_or(0, |pages| pages * sys::page_size())
}

#[cfg(not(target_os = "linux"))]
pub fn own_resident() -> u64 {
    0
}

/// Whether the judge has no child at all (elsewhere: not known, so no).
#[cfg(target_os = "linux")]
fn childless() -> bool {
    sys::childless()
}

#[cfg(not(target_os = "linux"))]
fn childless() -> bool {
    false
}

/// Whether process `pid`'s environment holds `MARKER=marker`.
#[cfg(not(target_os = "macos"))]
fn has_marker(pid: i32, marker: &str) -> bool {
    let wanted = format!("{}={marker}", super::MARKER);
    std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environment| {
        environment
            .split(|&byte| byte == 0)
            .any(|entry| entry == wanted.as_bytes())
    })
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};

    /// The pids of the run's processes as the full scan finds them and as a sample from the
    /// lists of children does, each sorted.
    fn both_ways(processes: &mut Processes) -> (Vec<i32>, Vec<i32>) {
        let pids = |members: Vec<Process>| {
            let mut pids: Vec<i32> = members.iter().map(|process| process.pid).collect();
            pids.sort_unstable();
            pids
        };
        let scanned = pids(processes.members());
        let family = processes.family().expect("this kernel lists children");
        (scanned, pids(processes.members_of(family)))
    }

    /// `childless` in a process of its own, this test run again alone (the other unit tests
    /// start children of their own): a subreaper with no child is childless; with one alive or
    /// a zombie, not; once it is reaped, again.
    #[test]
    fn a_subreaper_is_childless_only_without_a_child_alive_or_a_zombie() {
        const PROBE: &str = "NQUEENS_CHILDLESS_PROBE";
        if std::env::var_os(PROBE).is_some() {
            sys::become_subreaper();
            assert!(childless());
            let mut child = Command::new("sleep")
                .arg("30")
                .spawn()
                .expect("sleep starts");
            assert!(!childless());
            child.kill().unwrap();
            std::thread::sleep(Duration::from_millis(50));
            assert!(!childless(), "a zombie is a child");
            child.wait().unwrap();
            assert!(childless());
            return;
        }
        let name = "run::processes::tests::a_subreaper_is_childless_only_without_a_child_alive_or_a_zombie";
        let output = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", name, "--test-threads=1"])
            .env(PROBE, "1")
            .output()
            .expect("the test binary starts");
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{said}");
        assert!(said.contains("1 passed"), "the probe did not run: {said}");
    }

    #[test]
    fn the_lists_of_children_find_the_runs_processes_as_the_full_scan_does() {
        sys::become_subreaper();
        let marker = format!("family-test.{}", std::process::id());
        // Two children, a grandchild, and an orphan of the run (its parent, a subshell, ends at
        // once: it comes to this process, the subreaper).
        let mut program = Command::new("sh")
            .args([
                "-c",
                "sleep 30 & sh -c 'sleep 30 & wait' & (sleep 30 &); echo started; wait",
            ])
            .env(super::super::MARKER, &marker)
            .stdout(Stdio::piped())
            .spawn()
            .expect("sh starts");
        // A child of this process that is no process of the run (as rustc is, beside a run in
        // the golden harness).
        let mut stranger = Command::new("sleep")
            .arg("30")
            .spawn()
            .expect("sleep starts");
        let pid = program.id() as i32;
        RUNNING.lock().unwrap().push(pid);
        let mut processes = Processes::new(pid, marker, 0);
        let mut line = String::new();
        std::io::BufRead::read_line(
            &mut std::io::BufReader::new(program.stdout.as_mut().unwrap()),
            &mut line,
        )
        .unwrap();
        // Until every process is there: the program, sleep, sh, its sleep, the orphan.
        let give_up = Instant::now() + Duration::from_secs(10);
        let (scanned, family) = loop {
            let (scanned, family) = both_ways(&mut processes);
            if scanned.len() >= 5 && scanned == family || Instant::now() > give_up {
                break (scanned, family);
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let adopted = processes.adopted.clone();
        processes.clean_up();
        // Reaped by the clean-up already: this wait only says so.
        let _ = program.wait();
        let _ = stranger.kill();
        let _ = stranger.wait();
        assert_eq!(scanned.len(), 5, "{scanned:?}");
        assert_eq!(family, scanned);
        assert!(!family.contains(&(stranger.id() as i32)), "{family:?}");
        assert_eq!(adopted.len(), 1, "{adopted:?}");
    }
}
