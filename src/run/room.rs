//! The contract of a system's room, as types: what every room provides ([`Room`]), what a Unix
//! room adds for the shared Unix watch ([`UnixRoom`]), and what its case's jail answers
//! ([`CaseJail`]). Each room implements them for a type of its own (`linux::Linux`,
//! `macos::Macos`, `other::Other`, `windows::Windows`), and `mod.rs` names that type once
//! (`Here`), so a room that lacks a method fails to compile on its own system's build, as
//! go-judge's `env_linux.go`, `env_darwin.go` and `env_windows.go` do behind one interface.
//! A Unix room is a [`Room`] through the Unix watch, and what a system cannot say has one
//! answer, [`UnixRoom`]'s default (go-judge's `env_others.go`): a room writes only what it
//! knows.

use super::{Limits, Run, Usage};
use std::ffi::OsStr;
use std::io;

/// What every system's room provides: a run, and what holds around it.
pub trait Room {
    /// Runs `command` on `input` within `limits`: see [`super::run_with`].
    fn run_with<S: AsRef<OsStr>>(
        command: &[S],
        input: &[u8],
        limits: &Limits,
    ) -> io::Result<(Run, Usage)>;

    /// Whether this system says how long a program waits on a run queue for a CPU.
    fn queue_known() -> bool;

    /// What holds in the jail of a contained run of `program` with `arguments`, in one line
    /// for a report's header (`contained: ...`, and what does not hold here, with why).
    fn contained(program: &OsStr, arguments: &[&OsStr], limits: &Limits) -> String;

    /// Makes SIGINT and SIGTERM (Ctrl-C, Ctrl-Break on Windows) stop a run instead of the judge.
    fn stop_on_signals();
}

#[cfg(unix)]
pub use unix_room::{CaseJail, UnixRoom};

#[cfg(unix)]
mod unix_room {
    use super::super::family::{Process, Processes, Task};
    use super::super::{watch, Limits, Run, Usage};
    use super::Room;
    use std::ffi::OsStr;
    use std::io;
    use std::os::fd::OwnedFd;
    use std::path::Path;
    use std::process::Command;
    use std::sync::Arc;
    use std::time::Duration;

    /// Every Unix room runs through the Unix watch.
    impl<R: UnixRoom> Room for R {
        fn run_with<S: AsRef<OsStr>>(
            command: &[S],
            input: &[u8],
            limits: &Limits,
        ) -> io::Result<(Run, Usage)> {
            watch::run_with(command, input, limits)
        }

        fn queue_known() -> bool {
            R::knows_queue()
        }

        fn contained(program: &OsStr, arguments: &[&OsStr], limits: &Limits) -> String {
            watch::contained::<R>(program, arguments, limits)
        }

        fn stop_on_signals() {
            watch::stop_on_signals()
        }
    }

    /// What a Unix room gives the Unix watch (`watch`, `family`): it finds the run's processes
    /// and measures them, and prepares the spawn; the watch decides. Each default is the
    /// answer of a system that cannot say (the BSDs: `other`), which a room overrides with
    /// what it knows.
    pub trait UnixRoom {
        /// The case's jail on this system.
        type Jail: CaseJail;

        /// Whether this system says how long a program waits on a run queue for a CPU
        /// ([`Room::queue_known`]).
        fn knows_queue() -> bool {
            false
        }
        /// The run's processes now, zombies included (after reaping the judge's orphans).
        /// None listed: the run is the program, until it is reaped.
        fn members(_processes: &mut Processes) -> Vec<Process> {
            Vec::new()
        }
        /// [`UnixRoom::members`] for a sample, where a cheaper look is enough most times.
        fn sampled_members(processes: &mut Processes) -> Vec<Process> {
            Self::members(processes)
        }
        /// A process's own peak resident memory, bytes (0 where not known while it runs).
        fn high_water(_pid: i32) -> u64 {
            0
        }
        /// What each thread of `pid` has waited on a run queue so far.
        fn run_queue_waits(_pid: i32) -> Vec<Task> {
            Vec::new()
        }
        /// Whether `pid` is a zombie (asked only where the run-queue wait is known).
        fn is_zombie(_pid: i32) -> bool {
            true
        }
        /// The judge's own wait for a CPU so far, where the system says.
        fn own_queued() -> Option<Duration> {
            None
        }
        /// The judge's own resident memory, bytes (0 where not known).
        fn own_resident() -> u64 {
            0
        }
        /// Whether the judge, a subreaper, has no child at all (false where not known).
        fn childless() -> bool {
            false
        }
        /// Makes the judge the reaper of its descendants' orphans, where the system can.
        fn become_subreaper() {}
        /// A descriptor that polls readable when `pid` exits, where the system has one.
        fn pidfd(_pid: i32) -> Option<OwnedFd> {
            None
        }
        /// Sets up, in the child before exec, the steps of every run and the jail's (nothing
        /// where the system has no jail).
        fn prepare(_command: &mut Command, _address_space: u64, _jail: Option<Arc<Self::Jail>>) {}
    }

    /// What a case's jail answers the watch, prepared before the fork.
    pub trait CaseJail: Sized + Send + Sync {
        /// The jail of a run of `program` with `arguments`, writing only in `folder`, with a
        /// memory limit of `memory` bytes.
        fn new(
            program: &OsStr,
            arguments: &[&OsStr],
            folder: &Path,
            memory: u64,
        ) -> io::Result<Self>;
        /// The case's memory now as a cgroup counts it, where it has one.
        fn counted_memory(&self) -> Option<u64>;
        /// The CPU time of every process of the case as a cgroup counts it, where it has one.
        fn counted_cpu(&self) -> Option<Duration>;
        /// Kills every process of the case at once, where the system can (a cgroup v2's
        /// `cgroup.kill`); the watch kills them one by one as well.
        fn kill_all(&self);
        /// From now on without namespaces, for a system that refused them.
        fn without_namespaces(&self);
        /// Whether this jail tries namespaces not yet known to work here.
        fn tries_namespaces(&self) -> bool;
        /// The spawn worked: namespaces, if tried, are allowed here.
        fn started(&self);
        /// Whether the program runs below processes of the jail's own (the judge's child and
        /// its child: a PID namespace's proxy and init), which are not the program's.
        fn proxied(&self) -> bool;
        /// What holds in this jail, in a learner's words.
        fn said(&self) -> String;
    }
}
