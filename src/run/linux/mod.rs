//! The Linux room: the run's processes from `/proc` (`family`), what they used (`usage`), the
//! case's jail (`jail`, with its `cgroup`), and the Linux calls (`sys`). Every process below the
//! judge is found, orphans included (the judge is their subreaper), and the run-queue wait is
//! known (schedstat).

mod cgroup;
mod family;
#[allow(unsafe_code)]
mod jail;
#[allow(unsafe_code)]
pub mod sys;
mod usage;

use super::family::{Process, Processes, Task};
use super::room::UnixRoom;
use std::os::fd::OwnedFd;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

/// The Linux room.
pub struct Linux;

impl UnixRoom for Linux {
    type Jail = jail::Jail;

    fn knows_queue() -> bool {
        usage::queue_known()
    }

    fn members(processes: &mut Processes) -> Vec<Process> {
        processes.listed()
    }

    fn sampled_members(processes: &mut Processes) -> Vec<Process> {
        processes.sampled()
    }

    fn high_water(pid: i32) -> u64 {
        usage::high_water(pid)
    }

    fn run_queue_waits(pid: i32) -> Vec<Task> {
        usage::run_queue_waits(pid)
    }

    fn is_zombie(pid: i32) -> bool {
        usage::is_zombie(pid)
    }

    fn own_queued() -> Option<Duration> {
        usage::own_queued()
    }

    fn own_resident() -> u64 {
        usage::own_resident()
    }

    fn childless() -> bool {
        sys::childless()
    }

    fn become_subreaper() {
        sys::become_subreaper()
    }

    fn pidfd(pid: i32) -> Option<OwnedFd> {
        sys::pidfd(pid)
    }

    fn prepare(command: &mut Command, address_space: u64, jail: Option<Arc<jail::Jail>>) {
        jail::prepare(command, address_space, jail)
    }
}
