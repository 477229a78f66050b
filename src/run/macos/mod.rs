//! The macOS room: the run's processes from the kernel's lists (libproc, `family`), read while
//! they run. No subreaper and no run-queue wait: what it shares with the other Unix systems
//! comes from their room (`other`).

mod family;
#[allow(unsafe_code)]
mod sys;

use super::family::{Process, Processes, Task};
use super::other::{Jail, Other};
use super::room::{Room, UnixRoom};
use super::{watch, Limits, Run, Usage};
use std::ffi::OsStr;
use std::io;
use std::os::fd::OwnedFd;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

/// The macOS room.
pub struct Macos;

impl Room for Macos {
    fn run_with<S: AsRef<OsStr>>(
        command: &[S],
        input: &[u8],
        limits: &Limits,
    ) -> io::Result<(Run, Usage)> {
        watch::run_with(command, input, limits)
    }

    fn queue_known() -> bool {
        Other::queue_known()
    }

    fn contained(program: &OsStr, arguments: &[&OsStr], limits: &Limits) -> String {
        watch::contained::<Macos>(program, arguments, limits)
    }

    fn stop_on_signals() {
        watch::stop_on_signals()
    }
}

impl UnixRoom for Macos {
    type Jail = Jail;

    /// The kernel's lists are all there is, for a sample too.
    fn members(processes: &mut Processes) -> Vec<Process> {
        processes.listed()
    }

    fn sampled_members(processes: &mut Processes) -> Vec<Process> {
        processes.listed()
    }

    fn high_water(pid: i32) -> u64 {
        family::high_water(pid)
    }

    fn run_queue_waits(pid: i32) -> Vec<Task> {
        Other::run_queue_waits(pid)
    }

    fn is_zombie(pid: i32) -> bool {
        Other::is_zombie(pid)
    }

    fn own_queued() -> Option<Duration> {
        Other::own_queued()
    }

    fn own_resident() -> u64 {
        Other::own_resident()
    }

    fn childless() -> bool {
        Other::childless()
    }

    fn become_subreaper() {
        Other::become_subreaper()
    }

    fn pidfd(pid: i32) -> Option<OwnedFd> {
        Other::pidfd(pid)
    }

    fn prepare(command: &mut Command, address_space: u64, jail: Option<Arc<Jail>>) {
        Other::prepare(command, address_space, jail)
    }
}
