//! The macOS room: the run's processes from the kernel's lists (libproc, `family`), read while
//! they run. No subreaper and no run-queue wait: what it shares with the other Unix systems
//! is [`UnixRoom`]'s defaults, and their jail (`other`).

mod family;
#[allow(unsafe_code)]
mod sys;

use super::family::{Process, Processes};
use super::other::Jail;
use super::room::UnixRoom;

/// The macOS room.
pub struct Macos;

impl UnixRoom for Macos {
    type Jail = Jail;

    /// The kernel's lists are all there is, for a sample too (the default `sampled_members`).
    fn members(processes: &mut Processes) -> Vec<Process> {
        processes.listed()
    }

    fn high_water(pid: i32) -> u64 {
        family::high_water(pid)
    }
}
