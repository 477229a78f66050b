//! The room of the Unix systems without a `/proc` the judge reads (the BSDs), and what macOS
//! shares of it: no run-queue wait, no subreaper, no pidfd, nothing prepared before exec. There
//! only the program's process group is killed, CPU time and memory are the exited program's
//! (`wait4`), and processes that leave the group are not followed.

use super::family::Task;
use std::ffi::OsStr;
use std::io;
use std::os::fd::OwnedFd;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;

#[cfg(not(target_os = "macos"))]
use super::family::{Process, Processes};

#[cfg(not(target_os = "macos"))]
impl Processes {
    /// Nothing is listed here: the run is the program, until it is reaped.
    pub(in crate::run) fn members(&mut self) -> Vec<Process> {
        Vec::new()
    }

    pub(in crate::run) fn sampled_members(&mut self) -> Vec<Process> {
        Vec::new()
    }
}

/// A process's own peak is not known while it runs: 0.
#[cfg(not(target_os = "macos"))]
pub fn high_water(_pid: i32) -> u64 {
    0
}

pub fn run_queue_waits(_pid: i32) -> Vec<Task> {
    Vec::new()
}

/// Only asked where the run-queue wait is known: never here.
pub fn is_zombie(_pid: i32) -> bool {
    true
}

pub fn queue_known() -> bool {
    false
}

pub fn own_queued() -> Option<std::time::Duration> {
    None
}

pub fn own_resident() -> u64 {
    0
}

/// Whether the judge has no child at all: not known here, so no.
pub fn childless() -> bool {
    false
}

pub fn pidfd(_pid: i32) -> Option<OwnedFd> {
    None
}

pub fn become_subreaper() {}

pub fn prepare(_command: &mut Command, _address_space: u64, _jail: Option<Arc<Jail>>) {}

/// No jail here yet (macOS's `sandbox_init` is not written): said so.
pub struct Jail;

impl Jail {
    pub fn new(
        _program: &OsStr,
        _arguments: &[&OsStr],
        _folder: &Path,
        _memory: u64,
    ) -> io::Result<Jail> {
        Ok(Jail)
    }

    /// No cgroup here: what the samples see is all that is counted.
    pub fn counted_memory(&self) -> Option<u64> {
        None
    }

    /// No cgroup here.
    pub fn counted_cpu(&self) -> Option<std::time::Duration> {
        None
    }

    pub fn without_namespaces(&self) {}

    pub fn tries_namespaces(&self) -> bool {
        false
    }

    pub fn started(&self) {}

    pub fn said(&self) -> String {
        "not contained on this system: the program may write files, use the network and start \
         programs, which a judge would refuse"
            .to_string()
    }
}
