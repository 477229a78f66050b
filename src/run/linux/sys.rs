//! The Linux calls std does not wrap, declared by hand: prctl (subreaper, death signal),
//! pidfd_open, rlimits, waitid and sysconf, each call with its `SAFETY:`.

use super::super::unix::SIGKILL;
use super::jail::Jail;
use std::io;
use std::os::fd::OwnedFd;
use std::os::raw::{c_int, c_long};
use std::process::Command;
use std::sync::Arc;

mod c {
    use std::os::raw::{c_int, c_long};
    extern "C" {
        pub fn prctl(option: c_int, ...) -> c_int;
        pub fn getppid() -> c_int;
        pub fn setrlimit(resource: c_int, limit: *const [u64; 2]) -> c_int;
        pub fn getrlimit(resource: c_int, limit: *mut [u64; 2]) -> c_int;
        pub fn syscall(number: c_long, ...) -> c_long;
        pub fn sysconf(name: c_int) -> c_long;
        pub fn waitid(kind: c_int, id: c_int, info: *mut [u64; 16], options: c_int) -> c_int;
    }
}

/// Whether the calling process is a subreaper (so every orphan of its descendants comes to it)
/// and has no child at all, running or a zombie: `waitid(P_ALL)` says ECHILD. Nothing is
/// waited for or reaped.
pub fn childless() -> bool {
    const PR_GET_CHILD_SUBREAPER: c_int = 37;
    let mut subreaper: c_int = 0;
    // SAFETY: prctl(2) writes one int through the pointer, to a live local.
    let asked = unsafe { c::prctl(PR_GET_CHILD_SUBREAPER, &mut subreaper as *mut c_int) };
    if asked != 0 || subreaper == 0 {
        return false;
    }
    const P_ALL: c_int = 0;
    const WNOHANG: c_int = 1;
    const WEXITED: c_int = 4;
    const WNOWAIT: c_int = 0x0100_0000;
    const ECHILD: i32 = 10;
    // A siginfo_t is 128 bytes.
    let mut info = [0u64; 16];
    // SAFETY: `info` is a live local as large as the siginfo_t waitid(2) may write.
    let result = unsafe { c::waitid(P_ALL, 0, &mut info, WEXITED | WNOHANG | WNOWAIT) };
    result == -1 && io::Error::last_os_error().raw_os_error() == Some(ECHILD)
}

/// A descriptor that polls readable when `pid` exits (Linux 5.3 and later).
pub fn pidfd(pid: i32) -> Option<OwnedFd> {
    use std::os::fd::FromRawFd;
    const PIDFD_OPEN: c_long = 434;
    // SAFETY: pidfd_open(2) takes integers and returns a new descriptor we then own.
    let fd = unsafe { c::syscall(PIDFD_OPEN, pid as c_long, 0 as c_long) };
    // SAFETY: a non-negative result is a new descriptor that nothing else owns.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as c_int) })
}

/// Makes the calling process the reaper of its descendants' orphans.
pub fn become_subreaper() {
    const PR_SET_CHILD_SUBREAPER: c_int = 36;
    // SAFETY: prctl(2) with integer arguments.
    unsafe { c::prctl(PR_SET_CHILD_SUBREAPER, 1 as c_long) };
}

/// In the child before exec: die with the judge, the address-space safety net, and the jail.
pub fn prepare(command: &mut Command, address_space: u64, jail: Option<Arc<Jail>>) {
    use std::os::unix::process::CommandExt;
    const PR_SET_PDEATHSIG: c_int = 1;
    const RLIMIT_CORE: c_int = 4;
    const RLIMIT_AS: c_int = 9;
    let judge = std::process::id() as c_int;
    let hook = move || {
        // SAFETY: only async-signal-safe system calls on integers and locals.
        unsafe {
            c::prctl(PR_SET_PDEATHSIG, SIGKILL as c_long);
            // The judge died before the line above: nobody would kill this process.
            if c::getppid() != judge {
                return Err(io::Error::from_raw_os_error(3));
            }
            let mut limit = [0u64; 2];
            if c::getrlimit(RLIMIT_AS, &mut limit) == 0 {
                let net = [address_space.min(limit[0]), address_space.min(limit[1])];
                c::setrlimit(RLIMIT_AS, &net);
            }
            // No core dumps of crashing programs in the user's directory.
            c::setrlimit(RLIMIT_CORE, &[0, 0]);
            if let Some(jail) = &jail {
                jail.enter()?;
            }
        }
        Ok(())
    };
    // SAFETY: the hook makes no allocation and takes no lock (the jail was made before).
    unsafe { command.pre_exec(hook) };
}

/// The size of a memory page in bytes (4 KiB where it cannot be asked).
pub fn page_size() -> u64 {
    const PAGE_SIZE: c_int = 30;
    // SAFETY: sysconf(3) with an integer.
    unsafe { c::sysconf(PAGE_SIZE) }.max(4096) as u64
}

/// Clock ticks per second, the unit of the CPU times in `/proc/<pid>/stat` (100 where it cannot
/// be asked).
pub fn ticks_per_second() -> u64 {
    const CLK_TCK: c_int = 2;
    // SAFETY: sysconf(3) with an integer.
    let ticks = unsafe { c::sysconf(CLK_TCK) };
    if ticks > 0 {
        ticks as u64
    } else {
        100
    }
}
