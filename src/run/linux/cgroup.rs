//! Linux: a cgroup of the case's own, where the judge may make one (as root here: cgroup v1's
//! `memory`, `pids` and `cpuacct`, each a child of the judge's own cgroup). The kernel then holds
//! the process limit (`pids.max`), counts the CPU time of every process the case started, reaped
//! or not (`cpuacct.usage`), and every page it holds, shared memory and `memfd` files included
//! (`memory.stat`'s `rss` + `shmem`). Where none can be made (a judge that is not root, no
//! cgroup v1), the run goes on without: the header says which figures are then a lower bound.
//! No unsafe code: files only.

use std::fs::{self, File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Where cgroup v1 controllers are mounted.
const ROOT: &str = "/sys/fs/cgroup";

/// The case's cgroup: one folder in each controller, removed when it is dropped.
pub struct Cgroup {
    memory: PathBuf,
    pids: PathBuf,
    cpuacct: PathBuf,
    /// Each folder's `cgroup.procs`, open for writing: the child writes `0` (itself) to each
    /// before it drops anything (see `jail::STEPS`).
    pub procs: [File; 3],
    /// The hard memory limit, bytes.
    pub limit: u64,
}

impl Cgroup {
    /// A new cgroup for one case: at most `tasks` processes and threads, and a hard memory limit
    /// of `memory` bytes (a safety net: the verdict comes from the samples). `None` where the
    /// judge may not make one here.
    pub fn new(tasks: u64, memory: u64) -> Option<Cgroup> {
        let limit = memory;
        static MADE: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "nqueens-case-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed)
        );
        let folder = |controller: &str| -> Option<PathBuf> {
            let own = own_path(controller)?;
            let parent = Path::new(ROOT)
                .join(controller)
                .join(own.trim_start_matches('/'));
            let folder = parent.join(&name);
            fs::create_dir(&folder).ok()?;
            Some(folder)
        };
        let made: Vec<PathBuf> = ["memory", "pids", "cpuacct"]
            .into_iter()
            .filter_map(folder)
            .collect();
        let [memory, pids, cpuacct] = <[PathBuf; 3]>::try_from(made)
            .map_err(|made| made.iter().for_each(|folder| drop(fs::remove_dir(folder))))
            .ok()?;
        let procs = [&memory, &pids, &cpuacct].map(|folder| open_procs(folder));
        let [Some(a), Some(b), Some(c)] = procs else {
            let _ = [&memory, &pids, &cpuacct].map(fs::remove_dir);
            return None;
        };
        let made = Cgroup {
            memory,
            pids,
            cpuacct,
            procs: [a, b, c],
            limit,
        };
        fs::write(made.pids.join("pids.max"), tasks.to_string()).ok()?;
        fs::write(made.memory.join("memory.limit_in_bytes"), limit.to_string()).ok()?;
        // Never swapped: what it holds stays counted as memory.
        let _ = fs::write(made.memory.join("memory.swappiness"), "0");
        Some(made)
    }

    /// The case's memory now: anonymous and shared pages (`memory.stat`'s `rss` and `shmem`:
    /// heaps, stacks, `memfd` files, `/dev/shm`, its `/tmp`), the files it maps aside.
    pub fn memory(&self) -> Option<u64> {
        let stat = fs::read_to_string(self.memory.join("memory.stat")).ok()?;
        let field = |name: &str| {
            stat.lines().find_map(|line| {
                line.strip_prefix(name)?
                    .strip_prefix(' ')?
                    .parse::<u64>()
                    .ok()
            })
        };
        Some(field("rss")? + field("shmem").unwrap_or(0))
    }

    /// The CPU time of every process the case started, ended or not.
    pub fn cpu(&self) -> Option<Duration> {
        let usage = fs::read_to_string(self.cpuacct.join("cpuacct.usage")).ok()?;
        Some(Duration::from_nanos(usage.trim().parse().ok()?))
    }

    /// Whether the kernel killed a process of the case at the cgroup's hard memory limit.
    pub fn out_of_memory(&self) -> bool {
        let control =
            fs::read_to_string(self.memory.join("memory.oom_control")).unwrap_or_default();
        control
            .lines()
            .find_map(|line| line.strip_prefix("oom_kill ")?.trim().parse::<u64>().ok())
            .is_some_and(|kills| kills > 0)
    }
}

impl Drop for Cgroup {
    /// Removed once the case is over (every process of it killed and reaped by then).
    fn drop(&mut self) {
        for folder in [&self.memory, &self.pids, &self.cpuacct] {
            for _ in 0..100 {
                if fs::remove_dir(folder).is_ok() || !folder.exists() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        }
    }
}

/// `cgroup.procs` of `folder`, open for writing.
fn open_procs(folder: &Path) -> Option<File> {
    OpenOptions::new()
        .write(true)
        .open(folder.join("cgroup.procs"))
        .ok()
}

/// The judge's own cgroup in a v1 `controller`, from `/proc/self/cgroup`.
fn own_path(controller: &str) -> Option<String> {
    let table = fs::read_to_string("/proc/self/cgroup").ok()?;
    table.lines().find_map(|line| {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        controllers
            .split(',')
            .any(|name| name == controller)
            .then(|| path.to_string())
    })
}
