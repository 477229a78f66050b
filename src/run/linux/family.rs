//! Linux: the run's processes found in `/proc`, by descent from the program or, for an orphan
//! the judge adopted as the subreaper, by the run's marker in its environment; each sample from
//! the kernel's lists of children, every [`FULL_SCAN`]th from the whole of `/proc`.

use super::super::family::{Process, Processes, RUNNING};
use super::super::room::CaseJail;
use super::super::unix;
use super::sys;
use std::time::Duration;

/// One sample in this many reads the whole of `/proc`; the others read only the run's family,
/// from the kernel's lists of children. The clean-up ends on a read of the whole, unless the
/// judge, the subreaper, has no child left.
const FULL_SCAN: u32 = 10;

impl Processes {
    /// The run's processes now, zombies included, after reaping the judge's orphaned children.
    pub(super) fn listed(&mut self) -> Vec<Process> {
        let table = table();
        self.members_of(table)
    }

    /// [`Processes::listed`] for a sample: found from the kernel's lists of children, and
    /// every [`FULL_SCAN`] samples from the whole of `/proc` (which costs a read of every
    /// process on the machine).
    pub(super) fn sampled(&mut self) -> Vec<Process> {
        self.samples += 1;
        let family = match self.samples % FULL_SCAN {
            0 => None,
            _ => self.family(),
        };
        let table = family.unwrap_or_else(table);
        self.members_of(table)
    }

    /// The run's processes among `table`, after reaping the judge's orphaned children.
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
        // Below a proxy and an init (the case's PID namespace), copies of the judge asleep: not
        // the program's.
        let proxied = self.jail.as_ref().is_some_and(|jail| jail.proxied());
        let proxy = |process: &Process| {
            proxied && (process.pid == self.child || process.parent == self.child)
        };
        let members: Vec<Process> = table
            .into_iter()
            .filter(|process| inside.contains(&process.pid) && !proxy(process))
            .collect();
        for process in &members {
            if !self.seen.contains(&process.identity()) {
                self.seen.push(process.identity());
            }
        }
        members
    }

    /// Adds to `roots` the judge's children of this run other than the program (orphans it
    /// adopted), and reaps those of them that ended.
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
                // harness), whose own wait would fail if it were reaped here; nor one that took
                // the pid of an orphan seen before (its start time differs).
                if self.seen.contains(&process.identity()) {
                    if let Some((_, usage)) = unix::reap(pid) {
                        self.count(usage);
                    }
                }
            } else if self.adopted.contains(&process.identity()) || has_marker(pid, &self.marker) {
                if !self.adopted.contains(&process.identity()) {
                    self.adopted.push(process.identity());
                }
                roots.push(pid);
            }
        }
    }

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
                || self.adopted.contains(&process.identity())
                || !self.foreign.contains(&process.identity()) && {
                    let marked = has_marker(pid, &self.marker);
                    if !marked {
                        self.foreign.push(process.identity());
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

/// Every process in `/proc` (empty where there is none).
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

/// The children of process `pid`, from the list of each of its tasks (threads); `None` when
/// the process is gone or the kernel keeps no such lists.
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
fn task_exists(task: &std::path::Path) -> bool {
    task.join("stat").exists()
}

/// Reads a process's line of the table from `/proc/<pid>/stat`.
struct StatReader {
    page: u64,
    tick: Duration,
}

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
        // Fields 3 on: field 22, the start time, is the 20th.
        let start = number(19)?;
        let pages = number(21)?;
        // utime, stime, cutime, cstime: the process's own and that of the children it waited for.
        let ticks: u64 = (11..=14).filter_map(number).sum();
        Some(Process {
            pid,
            parent,
            start,
            zombie: matches!(state, "Z" | "X"),
            runnable: state == "R",
            resident: pages * self.page,
            cpu: self.tick * u32::try_from(ticks).unwrap_or(u32::MAX),
        })
    }
}

/// Whether process `pid`'s environment holds `MARKER=marker`.
fn has_marker(pid: i32, marker: &str) -> bool {
    let wanted = format!("{}={marker}", crate::run::MARKER);
    std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environment| {
        environment
            .split(|&byte| byte == 0)
            .any(|entry| entry == wanted.as_bytes())
    })
}

#[cfg(test)]
mod tests {
    use super::super::sys::childless;
    use super::*;
    use std::process::{Command, Stdio};
    use std::time::Instant;

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
        let name = "run::linux::family::tests::a_subreaper_is_childless_only_without_a_child_alive_or_a_zombie";
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
            .env(crate::run::MARKER, &marker)
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

    /// A zombie child of the judge that holds the pid of an orphan the run saw, with another
    /// start time (the pid given again, to another thread's child), is not reaped as the run's;
    /// with the same start time it is.
    #[test]
    fn a_pid_given_again_is_not_taken_for_the_runs() {
        let mut program = Command::new("sleep")
            .arg("30")
            .spawn()
            .expect("sleep starts");
        let pid = program.id() as i32;
        RUNNING.lock().unwrap().push(pid);
        let mut processes = Processes::new(pid, format!("reuse-test.{pid}"), 0);
        let mut stranger = Command::new("true").spawn().expect("true starts");
        let id = stranger.id() as i32;
        let reader = StatReader::new();
        let give_up = Instant::now() + Duration::from_secs(10);
        let start = loop {
            let line = reader.read(id).expect("a zombie is in /proc");
            if line.zombie || Instant::now() > give_up {
                break line.start;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        // Looked at in /proc, not waited for: a wait would reap it.
        let zombie = || reader.read(id).is_some_and(|line| line.zombie);
        processes.seen.push((id, start + 1));
        processes.members();
        let untouched = zombie();
        processes.seen.push((id, start));
        processes.members();
        let reaped = !zombie();
        processes.clean_up();
        let _ = program.wait();
        let _ = stranger.try_wait();
        assert!(
            untouched,
            "another's child with a pid the run saw was reaped"
        );
        assert!(reaped, "the run's own orphan, seen alive, is reaped");
    }
}
