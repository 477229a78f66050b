//! Linux: a cgroup of the case's own, where the judge may make one, each figure it holds said by
//! what it has:
//!
//! - **cgroup v1** where its controllers are mounted and the judge may make a child in each (as
//!   root here): `memory`, `pids` and `cpuacct`, each a child of the judge's own cgroup.
//! - **cgroup v2** otherwise (a desktop, where systemd delegates the user's subtree to them): one
//!   folder, with the controllers its parent gives it. Its core counts the CPU time of every
//!   process of the case (`cpu.stat`) and kills them all at once (`cgroup.kill`, Linux 5.14),
//!   whatever controllers there are; `memory` and `pids` hold the rest where they are given.
//!   A cgroup that holds processes cannot give its children controllers ("no internal
//!   processes"), so a judge alone in its cgroup first moves into a leaf of its own
//!   (`nqueens-judge-<pid>`), then gives them, as crun and systemd do; the cases are that leaf's
//!   siblings. A judge that shares its cgroup (with the shell that started it) gets what its
//!   cgroup's children get without that: the core's figures alone.
//!
//! With `memory`, the kernel counts every page the case holds, shared memory and `memfd` files
//! included (v1's `memory.stat` `rss` + `shmem`, v2's `anon` + `shmem`), and kills it at the hard
//! limit; with `pids`, it holds the process limit (`pids.max`). What a cgroup here does not hold,
//! [`Cgroup::counts_memory`] and [`Cgroup::holds_processes`] say, and the header with them.
//! `NQUEENS_CGROUP=v2` takes cgroup v2 where v1 would do (for the tests: this machine has both).
//! No unsafe code: files only.

use std::fs::{self, File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// Where cgroup v1 controllers are mounted.
const V1: &str = "/sys/fs/cgroup";
/// The variable that takes cgroup v2 where v1 would do (`v2`).
const VARIABLE: &str = "NQUEENS_CGROUP";
/// The v2 controllers a case would have.
const WANTED: [&str; 2] = ["memory", "pids"];

/// The case's cgroup, removed when it is dropped.
pub struct Cgroup {
    kind: Kind,
    /// Each folder's `cgroup.procs`, open for writing: the child writes `0` (itself) to each
    /// before it drops anything (see `jail::STEPS`).
    pub procs: Vec<File>,
    /// The hard memory limit, bytes.
    pub limit: u64,
}

/// Which cgroup, and where.
enum Kind {
    /// One folder in each v1 controller.
    V1 {
        memory: PathBuf,
        pids: PathBuf,
        cpuacct: PathBuf,
    },
    /// One v2 folder, and whether it has the `memory` and `pids` controllers.
    V2 {
        folder: PathBuf,
        memory: bool,
        pids: bool,
    },
}

impl Cgroup {
    /// A new cgroup for one case: at most `tasks` processes and threads, and a hard memory limit
    /// of `memory` bytes (a safety net: the verdict comes from the samples), where its
    /// controllers are. `None` where the judge may make none here.
    pub fn new(tasks: u64, memory: u64) -> Option<Cgroup> {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "nqueens-case-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed)
        );
        let v2_only = std::env::var(VARIABLE).is_ok_and(|version| version == "v2");
        let v1 = (!v2_only).then(|| v1(&name, memory)).flatten();
        let made = v1.or_else(|| v2(&name, memory))?;
        made.hold(tasks)?;
        Some(made)
    }

    /// Sets the limits the cgroup holds: `tasks` processes and threads, and [`Cgroup::limit`]
    /// bytes, where it has the controllers. `None` where one is refused.
    fn hold(&self, tasks: u64) -> Option<()> {
        // The memory limit's file, and the one that keeps the case from swapping (what it
        // holds stays counted as memory).
        let (memory, pids, [limit_file, unswapped]) = match &self.kind {
            Kind::V1 { memory, pids, .. } => (
                Some(memory),
                Some(pids),
                ["memory.limit_in_bytes", "memory.swappiness"],
            ),
            Kind::V2 {
                folder,
                memory,
                pids,
            } => (
                memory.then_some(folder),
                pids.then_some(folder),
                ["memory.max", "memory.swap.max"],
            ),
        };
        if let Some(pids) = pids {
            fs::write(pids.join("pids.max"), tasks.to_string()).ok()?;
        }
        if let Some(memory) = memory {
            fs::write(memory.join(limit_file), self.limit.to_string()).ok()?;
            let _ = fs::write(memory.join(unswapped), "0");
        }
        Some(())
    }

    /// Whether the kernel counts the case's memory (every page it holds) and holds its limit.
    pub fn counts_memory(&self) -> bool {
        match self.kind {
            Kind::V1 { .. } => true,
            Kind::V2 { memory, .. } => memory,
        }
    }

    /// Whether the kernel holds the process limit (`pids.max`).
    pub fn holds_processes(&self) -> bool {
        match self.kind {
            Kind::V1 { .. } => true,
            Kind::V2 { pids, .. } => pids,
        }
    }

    /// The case's memory now, where the cgroup counts it: anonymous and shared pages (heaps,
    /// stacks, `memfd` files, `/dev/shm`, its `/tmp`), the files it maps aside.
    pub fn memory(&self) -> Option<u64> {
        let (folder, anonymous) = match &self.kind {
            Kind::V1 { memory, .. } => (memory, "rss"),
            Kind::V2 {
                folder,
                memory: true,
                ..
            } => (folder, "anon"),
            Kind::V2 { .. } => return None,
        };
        let stat = fs::read_to_string(folder.join("memory.stat")).ok()?;
        Some(field(&stat, anonymous)? + field(&stat, "shmem").unwrap_or(0))
    }

    /// The CPU time of every process the case started, ended or not.
    pub fn cpu(&self) -> Option<Duration> {
        match &self.kind {
            Kind::V1 { cpuacct, .. } => {
                let usage = fs::read_to_string(cpuacct.join("cpuacct.usage")).ok()?;
                Some(Duration::from_nanos(usage.trim().parse().ok()?))
            }
            Kind::V2 { folder, .. } => {
                let stat = fs::read_to_string(folder.join("cpu.stat")).ok()?;
                Some(Duration::from_micros(field(&stat, "usage_usec")?))
            }
        }
    }

    /// Whether the kernel killed a process of the case at the cgroup's hard memory limit.
    pub fn out_of_memory(&self) -> bool {
        let (file, kills) = match &self.kind {
            Kind::V1 { memory, .. } => (memory.join("memory.oom_control"), "oom_kill"),
            Kind::V2 { memory: false, .. } => return false,
            Kind::V2 { folder, .. } => (folder.join("memory.events"), "oom_kill"),
        };
        let said = fs::read_to_string(file).unwrap_or_default();
        field(&said, kills).is_some_and(|kills| kills > 0)
    }

    /// Kills every process of the case at once, where the cgroup can (v2's `cgroup.kill`, Linux
    /// 5.14): a process forked between two of the judge's looks goes too.
    pub fn kill(&self) {
        if let Kind::V2 { folder, .. } = &self.kind {
            let _ = fs::write(folder.join("cgroup.kill"), "1");
        }
    }
}

impl Drop for Cgroup {
    /// Removed once the case is over (every process of it killed and reaped by then).
    fn drop(&mut self) {
        self.kill();
        let folders = match &self.kind {
            Kind::V1 {
                memory,
                pids,
                cpuacct,
            } => vec![memory, pids, cpuacct],
            Kind::V2 { folder, .. } => vec![folder],
        };
        for folder in folders {
            for _ in 0..100 {
                if fs::remove_dir(folder).is_ok() || !folder.exists() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        }
    }
}

/// The number after `name` on a line of a `key value` file (`memory.stat`, `cpu.stat`).
fn field(said: &str, name: &str) -> Option<u64> {
    said.lines().find_map(|line| {
        line.strip_prefix(name)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

/// The case's cgroup v1, `name` in each controller beneath the judge's own; `None` where one
/// of them is missing or refused.
fn v1(name: &str, limit: u64) -> Option<Cgroup> {
    let folder = |controller: &str| -> Option<PathBuf> {
        let own = own_v1(controller)?;
        let parent = Path::new(V1)
            .join(controller)
            .join(own.trim_start_matches('/'));
        let folder = parent.join(name);
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
    let procs: Option<Vec<File>> = [&memory, &pids, &cpuacct]
        .into_iter()
        .map(|folder| open_procs(folder))
        .collect();
    let Some(procs) = procs else {
        let _ = [&memory, &pids, &cpuacct].map(fs::remove_dir);
        return None;
    };
    Some(Cgroup {
        kind: Kind::V1 {
            memory,
            pids,
            cpuacct,
        },
        procs,
        limit,
    })
}

/// The case's cgroup v2, `name` beside the judge (see [`v2_parent`]), with the controllers it
/// is given there; `None` where there is no cgroup v2 or the judge may not make one.
fn v2(name: &str, limit: u64) -> Option<Cgroup> {
    let folder = v2_parent()?.join(name);
    fs::create_dir(&folder).ok()?;
    let Some(procs) = open_procs(&folder) else {
        let _ = fs::remove_dir(&folder);
        return None;
    };
    let given = fs::read_to_string(folder.join("cgroup.controllers")).unwrap_or_default();
    let has = |controller: &str| given.split_whitespace().any(|name| name == controller);
    Some(Cgroup {
        kind: Kind::V2 {
            memory: has("memory"),
            pids: has("pids"),
            folder,
        },
        procs: vec![procs],
        limit,
    })
}

/// Where the cases' v2 cgroups are made: the judge's own cgroup, once this judge has done
/// what it may to give them controllers (asked once per judge; `None` without cgroup v2).
fn v2_parent() -> Option<&'static Path> {
    static PARENT: OnceLock<Option<PathBuf>> = OnceLock::new();
    let parent = PARENT.get_or_init(|| {
        let (mount, own) = own_v2()?;
        if own != mount {
            give_controllers(&own);
        }
        Some(own)
    });
    parent.as_deref()
}

/// Where the cgroup v2 hierarchy is mounted, and the judge's own cgroup in it, from
/// `/proc/self/mountinfo` and `/proc/self/cgroup`'s `0::` line.
fn own_v2() -> Option<(PathBuf, PathBuf)> {
    let mounts = fs::read_to_string("/proc/self/mountinfo").ok()?;
    let (root, mount) = mounts.lines().find_map(|line| {
        // `id parent major:minor root mount-point options ... - type source options`.
        let (fields, described) = line.split_once(" - ")?;
        (described.split_whitespace().next()? == "cgroup2").then_some(())?;
        let mut fields = fields.split_whitespace().skip(3);
        Some((fields.next()?.to_string(), PathBuf::from(fields.next()?)))
    })?;
    let table = fs::read_to_string("/proc/self/cgroup").ok()?;
    let own = table.lines().find_map(|line| line.strip_prefix("0::"))?;
    // The mount's root is where it starts in the hierarchy (`/` but in a container).
    let own = own.strip_prefix(root.trim_end_matches('/')).unwrap_or(own);
    let own = mount.join(own.trim_start_matches('/'));
    Some((mount, own))
}

/// Gives the children of the judge's cgroup `own` the controllers a case would have, that
/// `own` is given itself, where the judge is alone in it: it first moves into a leaf of its own
/// (a cgroup that holds a process cannot give its children controllers). Leaves of judges
/// that have ended are removed (one holding a judge cannot be).
fn give_controllers(own: &Path) {
    let me = std::process::id();
    let mine = format!("nqueens-judge-{me}");
    for entry in fs::read_dir(own).into_iter().flatten().flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with("nqueens-judge-") && name != mine {
            let _ = fs::remove_dir(entry.path());
        }
    }
    let read = |file: &str| fs::read_to_string(own.join(file)).unwrap_or_default();
    let (offered, given) = (read("cgroup.controllers"), read("cgroup.subtree_control"));
    let missing: Vec<&str> = WANTED
        .into_iter()
        .filter(|wanted| offered.split_whitespace().any(|name| name == *wanted))
        .filter(|wanted| !given.split_whitespace().any(|name| name == *wanted))
        .collect();
    let alone = read("cgroup.procs")
        .split_whitespace()
        .eq([me.to_string().as_str()]);
    if missing.is_empty() || !alone {
        return;
    }
    let leaf = own.join(mine);
    let moved = fs::create_dir(&leaf).is_ok()
        && fs::write(leaf.join("cgroup.procs"), me.to_string()).is_ok();
    if !moved {
        let _ = fs::remove_dir(&leaf);
        return;
    }
    for controller in missing {
        let _ = fs::write(own.join("cgroup.subtree_control"), format!("+{controller}"));
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
fn own_v1(controller: &str) -> Option<String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::unix;
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    use std::time::Instant;

    #[test]
    fn a_key_value_files_number_is_read_by_its_whole_name() {
        let stat = "anon 8192\nanon_thp 0\nfile 4096\nshmem 12288\n";
        assert_eq!(field(stat, "anon"), Some(8192));
        assert_eq!(field(stat, "shmem"), Some(12288));
        assert_eq!(field(stat, "kernel"), None);
        assert_eq!(field("usage_usec 1500\n", "usage_usec"), Some(1500));
    }

    /// A cgroup v2 made as the judge makes one (here, as root, in the unified hierarchy beside
    /// the v1 controllers: its core alone): the CPU time of processes its shell reaped is
    /// counted, and `cgroup.kill` ends the shell and its background child at once.
    #[test]
    fn a_v2_cgroup_counts_the_cpu_of_every_process_and_kills_them_all() {
        let name = format!("nqueens-test-{}", std::process::id());
        let Some(cgroup) = v2(&name, 1 << 30) else {
            return crate::untested::tool(
                "a cgroup v2 the judge may make one in (root, or a delegated subtree)",
                "cgroup v2's CPU count and kill",
            );
        };
        let Kind::V2 { folder, .. } = &cgroup.kind else {
            unreachable!("made as v2");
        };
        let folder = folder.clone();
        // Three children burning CPU one after the other, reaped by the shell; then a child
        // asleep in the background, and the shell waiting for it.
        let burn = "i=0; while [ $i -lt 10000 ]; do i=$((i+1)); done";
        let script = format!(
            "read go; for i in 1 2 3; do ({burn}) & wait; done; sleep 30 & echo burnt; wait"
        );
        let mut shell = Command::new("sh")
            .args(["-c", &script])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("sh starts");
        let pid = shell.id() as i32;
        fs::write(folder.join("cgroup.procs"), pid.to_string()).unwrap();
        shell.stdin.take().unwrap().write_all(b"go\n").unwrap();
        let mut line = String::new();
        BufReader::new(shell.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(line, "burnt\n");
        let counted = cgroup.cpu().expect("cpu.stat");
        cgroup.kill();
        let give_up = Instant::now() + Duration::from_secs(10);
        let (status, usage) = loop {
            if let Some(reaped) = unix::reap(pid) {
                break reaped;
            }
            assert!(Instant::now() < give_up, "the shell outlived cgroup.kill");
            std::thread::sleep(Duration::from_millis(1));
        };
        // Reaped above, with its usage: this wait only says so.
        let _ = shell.wait();
        assert_eq!(status & 0x7f, 9, "killed by SIGKILL");
        // Its own usage holds what its reaped children used: the cgroup counts that, and more.
        assert!(usage.cpu > Duration::ZERO, "{:?}", usage.cpu);
        assert!(
            counted >= usage.cpu * 9 / 10,
            "{counted:?} < {:?}",
            usage.cpu
        );
        // The background sleep went too: nothing populates the cgroup.
        let populated = || {
            let events = fs::read_to_string(folder.join("cgroup.events")).unwrap_or_default();
            field(&events, "populated") != Some(0)
        };
        while populated() {
            assert!(
                Instant::now() < give_up,
                "the background sleep outlived cgroup.kill"
            );
            std::thread::sleep(Duration::from_millis(1));
        }
        drop(cgroup);
        assert!(!folder.exists(), "{} is left", folder.display());
    }
}
