//! macOS: the run's processes from the kernel's lists (libproc), read while they run, since there
//! is no `/proc`. Without a subreaper an orphan goes to launchd, so the run is the program's
//! process group and everything below its members: an orphan that also left the group (`setsid`)
//! is not followed.

use super::super::family::{Process, Processes};
use super::sys as macos;

impl Processes {
    /// The run's processes now, zombies included: the program (until it is reaped), the members
    /// of its process group, and their descendants. The resident memory of each is its physical
    /// footprint, and its CPU time counts the children it reaped, as in `/proc` on Linux.
    pub(super) fn listed(&mut self) -> Vec<Process> {
        let mut found = macos::group(self.child);
        if self.status.is_none() && !found.contains(&self.child) {
            found.push(self.child);
        }
        // Everything below them, each process once.
        let mut next = 0;
        while next < found.len() {
            for pid in macos::children(found[next]) {
                if !found.contains(&pid) {
                    found.push(pid);
                }
            }
            next += 1;
        }
        found
            .into_iter()
            .filter_map(|pid| {
                let usage = macos::rusage(pid)?;
                Some(Process {
                    pid,
                    zombie: usage.exited,
                    resident: if usage.exited { 0 } else { usage.footprint },
                    cpu: usage.cpu,
                    // Only read where the run-queue wait is known (Linux).
                    runnable: false,
                })
            })
            .collect()
    }
}

/// The largest footprint process `pid` ever had, in bytes (its own peak, like `VmHWM` on
/// Linux); 0 when it is gone.
pub fn high_water(pid: i32) -> u64 {
    macos::rusage(pid).map_or(0, |usage| usage.peak_footprint)
}
