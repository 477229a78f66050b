//! The room of the Unix systems without a `/proc` the judge reads (the BSDs), and what macOS
//! shares of it: no run-queue wait, no subreaper, no pidfd, nothing prepared before exec. There
//! only the program's process group is killed, CPU time and memory are the exited program's
//! (`wait4`), and processes that leave the group are not followed.

use super::room::CaseJail;
use std::ffi::OsStr;
use std::io;
use std::path::Path;
use std::time::Duration;

/// The room of the other Unix systems (macOS has its own, with this jail).
#[cfg(not(target_os = "macos"))]
pub struct Other;

/// It knows only what every system can say: [`UnixRoom`](super::room::UnixRoom)'s defaults.
#[cfg(not(target_os = "macos"))]
impl super::room::UnixRoom for Other {
    type Jail = Jail;
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

    /// No cgroup here: the watch's own kills are all.
    fn kill_all(&self) {}

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
