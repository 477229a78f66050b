//! The room of the Unix systems without a `/proc` the judge reads (the BSDs), and what macOS
//! shares of it: no run-queue wait, no subreaper, no pidfd, nothing prepared before exec. There
//! only the program's process group is killed, CPU time and memory are the exited program's
//! (`wait4`), and processes that leave the group are not followed.

use super::family::{Process, Processes, Task};
use super::room::{CaseJail, Room, UnixRoom};
use super::{watch, Limits, Run, Usage};
use std::ffi::OsStr;
use std::io;
use std::os::fd::OwnedFd;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

/// The room of the other Unix systems.
pub struct Other;

impl Room for Other {
    fn run_with<S: AsRef<OsStr>>(
        command: &[S],
        input: &[u8],
        limits: &Limits,
    ) -> io::Result<(Run, Usage)> {
        watch::run_with(command, input, limits)
    }

    fn queue_known() -> bool {
        false
    }

    fn contained(program: &OsStr, arguments: &[&OsStr], limits: &Limits) -> String {
        watch::contained::<Other>(program, arguments, limits)
    }

    fn stop_on_signals() {
        watch::stop_on_signals()
    }
}

impl UnixRoom for Other {
    type Jail = Jail;

    /// Nothing is listed here: the run is the program, until it is reaped.
    fn members(_processes: &mut Processes) -> Vec<Process> {
        Vec::new()
    }

    fn sampled_members(_processes: &mut Processes) -> Vec<Process> {
        Vec::new()
    }

    /// A process's own peak is not known while it runs: 0.
    fn high_water(_pid: i32) -> u64 {
        0
    }

    fn run_queue_waits(_pid: i32) -> Vec<Task> {
        Vec::new()
    }

    /// Only asked where the run-queue wait is known: never here.
    fn is_zombie(_pid: i32) -> bool {
        true
    }

    fn own_queued() -> Option<Duration> {
        None
    }

    fn own_resident() -> u64 {
        0
    }

    /// Whether the judge has no child at all: not known here, so no.
    fn childless() -> bool {
        false
    }

    fn become_subreaper() {}

    fn pidfd(_pid: i32) -> Option<OwnedFd> {
        None
    }

    fn prepare(_command: &mut Command, _address_space: u64, _jail: Option<Arc<Jail>>) {}
}

/// No jail here yet (macOS's `sandbox_init` is not written): said so.
pub struct Jail;

impl CaseJail for Jail {
    fn new(
        _program: &OsStr,
        _arguments: &[&OsStr],
        _folder: &Path,
        _memory: u64,
    ) -> io::Result<Jail> {
        Ok(Jail)
    }

    /// No cgroup here: what the samples see is all that is counted.
    fn counted_memory(&self) -> Option<u64> {
        None
    }

    /// No cgroup here.
    fn counted_cpu(&self) -> Option<Duration> {
        None
    }

    fn without_namespaces(&self) {}

    fn tries_namespaces(&self) -> bool {
        false
    }

    fn started(&self) {}

    fn proxied(&self) -> bool {
        false
    }

    fn said(&self) -> String {
        "not contained on this system: the program may write files, use the network and start \
         programs, which a judge would refuse"
            .to_string()
    }
}
