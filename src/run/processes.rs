//! The processes of one run: the program, and on Linux everything it started, found in `/proc`
//! by descent from the program or, for an orphan the judge adopted as the subreaper, by the
//! run's marker in its environment. What they used is counted here.

use super::sys;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long the clean-up waits for killed processes to be gone (one stuck in the kernel).
const CLEAN_UP: Duration = Duration::from_secs(5);

/// The direct children of the runs in progress, which only their own run may reap.
pub static RUNNING: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// One line of the process table.
pub struct Process {
    pub pid: i32,
    pub parent: i32,
    pub zombie: bool,
    /// Bytes.
    pub resident: u64,
}

/// The processes of one run.
pub struct Processes {
    pub child: i32,
    marker: String,
    /// The program's wait status and when it was reaped.
    pub status: Option<(i32, Instant)>,
    /// Orphans adopted by the judge that carry this run's marker.
    adopted: Vec<i32>,
    pub cpu: Duration,
    pub max_rss: u64,
    /// The largest sampled total of resident memory.
    pub peak: u64,
}

impl Processes {
    /// The run whose program is `child` (just spawned and registered in [`RUNNING`]), its
    /// processes marked with `marker`.
    pub fn new(child: i32, marker: String) -> Processes {
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
    pub fn try_reap(&mut self) {
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
    fn members(&mut self) -> Vec<Process> {
        let table = table();
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
        table
            .into_iter()
            .filter(|process| inside.contains(&process.pid))
            .collect()
    }

    /// Adds to `roots` the judge's children of this run other than the program (orphans it
    /// adopted), and reaps those of them that ended.
    fn adopt(&mut self, table: &[Process], roots: &mut Vec<i32>) {
        let judge = std::process::id() as i32;
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
            } else if self.adopted.contains(&pid) || has_marker(pid, &self.marker) {
                if !self.adopted.contains(&pid) {
                    self.adopted.push(pid);
                }
                roots.push(pid);
            }
        }
    }

    /// The resident memory of the run's processes together, and the peak so far.
    pub fn sample(&mut self) -> u64 {
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
    pub fn kill(&mut self) -> bool {
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
    pub fn clean_up(&mut self) {
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

/// Every process in `/proc` (empty where there is none).
#[cfg(target_os = "linux")]
fn table() -> Vec<Process> {
    let page = sys::page_size();
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
fn table() -> Vec<Process> {
    Vec::new()
}

/// Whether process `pid`'s environment holds `MARKER=marker`.
fn has_marker(pid: i32, marker: &str) -> bool {
    let wanted = format!("{}={marker}", super::MARKER);
    std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environment| {
        environment
            .split(|&byte| byte == 0)
            .any(|entry| entry == wanted.as_bytes())
    })
}
