//! The processes of one run and what they used, kept the same way on every Unix: the room of
//! the system (`linux`, `macos`, `other`) finds them (`members`, `sampled_members`) and reads
//! their figures (`high_water`, `run_queue_waits`); this file adds them up and kills them. It
//! measures and contains, and never decides a verdict (that is the watch's, in `mod.rs`).

use super::room::{CaseJail, UnixRoom};
use super::unix;
use super::Here;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long the clean-up waits for killed processes to be gone (one stuck in the kernel).
const CLEAN_UP: Duration = Duration::from_secs(5);

/// The direct children of the runs in progress, which only their own run may reap.
pub static RUNNING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// One line of the process table.
pub struct Process {
    pub pid: i32,
    /// What the tree of `/proc` is built from (macOS lists the children itself).
    #[cfg(target_os = "linux")]
    pub parent: i32,
    /// When it started, in clock ticks after boot (field 22 of `/proc/<pid>/stat`): with the pid,
    /// who it is, since a pid is given again once its process is reaped.
    #[cfg(target_os = "linux")]
    pub start: u64,
    pub zombie: bool,
    /// Bytes.
    pub resident: u64,
    /// User and system CPU time of the process and of the children it reaped.
    pub cpu: Duration,
    /// Running or waiting for a CPU (state `R`): its main thread.
    pub runnable: bool,
}

/// A process as the judge keeps it across samples: its pid and its start time (0 where the room
/// does not read one), never a bare pid, which the kernel gives again once a process is reaped.
pub type Identity = (i32, u64);

#[cfg(target_os = "linux")]
impl Process {
    pub fn identity(&self) -> Identity {
        (self.pid, self.start)
    }
}

/// The processes of one run, and what they used.
pub struct Processes {
    pub child: i32,
    // Read by the orphan search, which macOS has no use for (no subreaper: see `macos`).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub(super) marker: String,
    /// The program's wait status and when it was reaped.
    pub status: Option<(i32, Instant)>,
    /// Orphans adopted by the judge that carry this run's marker.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub(super) adopted: Vec<Identity>,
    /// Every process seen in the run, so that an orphan that ends before a sample finds it
    /// alive is still reaped (and counted) as the run's.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub(super) seen: Vec<Identity>,
    /// The judge's children found to be no process of this run (no marker): other threads'.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub(super) foreign: Vec<Identity>,
    /// Samples taken: every [`FULL_SCAN`]th reads the whole of `/proc`.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub(super) samples: u32,
    /// CPU time of the processes the judge reaped, each with the children it reaped (`wait4`).
    pub(super) reaped_cpu: Duration,
    /// CPU time of all the run's processes at the last sample: those reaped by then, and those
    /// in `/proc` (each with the children it reaped).
    pub(super) sampled_cpu: Duration,
    /// The largest `ru_maxrss` of a reaped process, or peak resident memory (`VmHWM`) of a
    /// process seen in a sample: one process's own peak, in bytes.
    pub(super) max_rss: u64,
    /// The judge's own resident memory when it started the program. Linux counts in the
    /// program's `ru_maxrss` the copy of the judge it was forked as, before `exec` (the old
    /// memory's peak is kept across `exec`): a figure no larger than this may be the judge's,
    /// not the program's, and is left to the samples.
    pub(super) forked_from: u64,
    /// The program's `ru_maxrss` when it was no larger than `forked_from`: shown only where no
    /// sample saw the program (one that ended within a millisecond or so).
    pub(super) unsure_rss: u64,
    /// The largest sampled total of resident memory.
    pub(super) peak: u64,
    /// Each task (thread) of the run's processes, by id: how long it had waited on a run queue,
    /// runnable but not running, at the last sample that found it (`/proc/<pid>/task/<tid>/
    /// schedstat`). A task keeps its last figure once it is gone: what it waited after that
    /// sample, at most [`super::SAMPLE`], is not known.
    pub(super) queued: BTreeMap<i32, Duration>,
    /// Whether the kernel says how long a task waited for a CPU (schedstat, Linux).
    pub(super) queue_known: bool,
    /// Whether a task of the run was runnable at the last sample. Linux adds a wait on the run
    /// queue to a task's figure only when the task gets a CPU, so the wait of a runnable task
    /// is not counted yet: the run is not idle then, whatever the figures say.
    pub runnable: bool,
    /// Set when the run is killed: the waits of its dying processes are not the program's.
    pub(super) queue_frozen: bool,
    /// The judge's own run-queue wait (its watching thread's) at the last sample, and what of
    /// it went by while the pipes moved: while the judge waits for a CPU, a program that writes
    /// more than a pipe holds, or reads more than it was fed, waits for the judge, and that is
    /// the machine's doing, not the program's.
    pub(super) judge_queued: Option<Duration>,
    pub(super) judge_credit: Duration,
    /// The run's processes alive at the last sample.
    pub alive: usize,
    /// The run's jail, whose cgroup (where it has one) counts what no sample sees: the pages of
    /// shared memory and `memfd` files, the CPU time of processes reaped by others.
    pub jail: Option<Arc<<Here as UnixRoom>::Jail>>,
}

impl Processes {
    /// The run's processes now, zombies included, as this system's room finds them.
    pub fn members(&mut self) -> Vec<Process> {
        Here::members(self)
    }

    /// [`Processes::members`] for a sample (the room may look more cheaply most times).
    pub fn sampled_members(&mut self) -> Vec<Process> {
        Here::sampled_members(self)
    }
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
            judge_queued: Here::own_queued(),
            judge_credit: Duration::ZERO,
            alive: 0,
            jail: None,
        }
    }

    /// The program's peak so far, read at once after the spawn (which returns once it has
    /// exec'd), before any sample: one that ends within a millisecond is seen at least here,
    /// just after `exec`, and its figure is never its `ru_maxrss`, which may be the judge's
    /// copy it was forked as (see `forked_from`).
    /// Below a jail's own processes (a PID namespace's proxy and init, copies of the judge),
    /// the program is found among the run's processes first.
    pub fn first_look(&mut self) {
        if !self.jail.as_ref().is_some_and(|jail| jail.proxied()) {
            self.max_rss = self.max_rss.max(Here::high_water(self.child));
            return;
        }
        for process in self.sampled_members() {
            self.max_rss = self.max_rss.max(Here::high_water(process.pid));
        }
    }

    /// Reaps the program if it has exited.
    pub fn try_reap(&mut self) {
        if self.status.is_some() {
            return;
        }
        // The program's last run-queue figure, read while it is a zombie: reaped, it is gone.
        if self.queue_known && Here::is_zombie(self.child) {
            self.note_queued(self.child);
        }
        if let Some((status, usage)) = unix::reap(self.child) {
            self.status = Some((status, Instant::now()));
            // The program's peak may be the judge's copy it was forked as (see `forked_from`).
            let own = usage.max_rss > self.forked_from;
            if !own {
                self.unsure_rss = usage.max_rss;
            }
            self.count(unix::Usage {
                max_rss: if own { usage.max_rss } else { 0 },
                ..usage
            });
            let mut running = RUNNING
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            running.retain(|&pid| pid != self.child);
        }
    }

    pub(super) fn count(&mut self, usage: unix::Usage) {
        self.reaped_cpu += usage.cpu;
        self.max_rss = self.max_rss.max(usage.max_rss);
    }

    /// Samples the run's processes: their resident memory together, each one's own peak, and
    /// the CPU time of them all. The memory figure to judge now: the larger of the total and the
    /// largest single peak so far.
    pub fn sample(&mut self) -> u64 {
        let members = self.sampled_members();
        let resident = members.iter().map(|process| process.resident).sum::<u64>();
        let counted = self.jail.as_ref().and_then(|jail| jail.counted_memory());
        let total = resident.max(counted.unwrap_or(0));
        self.peak = self.peak.max(total);
        // CPU time only grows: a process a sample misses (the kernel's lists of children may
        // skip one that another ends meanwhile), or one reaped by a parent that ignores
        // SIGCHLD, keeps what it had used.
        let now = self.reaped_cpu + members.iter().map(|process| process.cpu).sum::<Duration>();
        self.sampled_cpu = self.sampled_cpu.max(now).max(self.counted_cpu());
        for process in members.iter().filter(|process| !process.zombie) {
            self.max_rss = self.max_rss.max(Here::high_water(process.pid));
        }
        self.runnable = members.iter().any(|process| process.runnable);
        self.alive = members.iter().filter(|process| !process.zombie).count();
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
        for task in Here::run_queue_waits(pid) {
            self.queue_known = true;
            self.queued.insert(task.tid, task.queued);
            self.runnable |= task.runnable;
        }
    }

    /// Notes the judge's own run-queue wait since the last sample, credited to the run where
    /// the pipes moved in between (`pipes_moved`): the program may have waited for the judge.
    pub fn note_judge_wait(&mut self, pipes_moved: bool) {
        if self.queue_frozen {
            return;
        }
        let Some(now) = Here::own_queued() else {
            return;
        };
        if let Some(last) = self.judge_queued.replace(now) {
            if pipes_moved {
                self.judge_credit += now.saturating_sub(last);
            }
        }
    }

    /// How long the run waited on a run queue for a CPU at the last sample: its tasks' waits all
    /// together, and the judge's own while the pipes moved ([`Processes::note_judge_wait`]):
    /// the time the machine, not the program, kept
    /// it from running. `None` where the kernel does not say (no schedstat: another system, or a
    /// kernel built without it).
    pub fn sampled_queued(&self) -> Option<Duration> {
        self.queue_known
            .then(|| self.queued.values().sum::<Duration>() + self.judge_credit)
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
        let counted = self.jail.as_ref().and_then(|jail| jail.counted_memory());
        self.peak.max(self.max_rss).max(counted.unwrap_or(0))
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
        self.reaped_cpu
            .max(self.sampled_cpu)
            .max(self.counted_cpu())
    }

    /// The CPU time of every process of the run, as its cgroup counts it (zero without one).
    fn counted_cpu(&self) -> Duration {
        let counted = self.jail.as_ref().and_then(|jail| jail.counted_cpu());
        counted.unwrap_or_default()
    }

    /// SIGKILL to the program's group and every process of the run. True when none was left
    /// alive to kill (zombies aside).
    pub fn kill(&mut self) -> bool {
        // What the run waited for a CPU stays as it was when it was stopped.
        self.queue_frozen = true;
        if let Some(jail) = &self.jail {
            jail.kill_all();
        }
        unix::send(-self.child, unix::SIGKILL);
        if self.status.is_none() {
            unix::send(self.child, unix::SIGKILL);
        }
        let mut none = true;
        for process in self.sampled_members() {
            if !process.zombie {
                unix::send(process.pid, unix::SIGKILL);
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
                && (Here::childless() || self.members().is_empty())
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

/// One task (thread) of a process: how long it has waited on a run queue, and whether it is
/// runnable now (its other threads; the main one's state is in the process table).
pub struct Task {
    pub tid: i32,
    pub queued: Duration,
    pub runnable: bool,
}
