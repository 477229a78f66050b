//! The few libc calls std does not wrap, declared by hand (std links libc already): the only
//! place in the crate with FFI and `unsafe` besides the SIMD engines, each call with its `SAFETY:`.
//! Those of every Unix and of Linux are here, macOS's process lists and usage in `macos`.

#[cfg(target_os = "macos")]
pub mod macos;

use std::io;
use std::os::fd::OwnedFd;
use std::os::raw::{c_int, c_long};
use std::process::Command;
use std::time::Duration;

pub const SIGINT: c_int = 2;
pub const SIGKILL: c_int = 9;
pub const SIGTERM: c_int = 15;
pub const POLLIN: i16 = 0x1;
pub const POLLOUT: i16 = 0x4;
const WNOHANG: c_int = 1;
const F_GETFL: c_int = 3;
const F_SETFL: c_int = 4;
#[cfg(target_os = "linux")]
const O_NONBLOCK: c_int = 0o4000;
#[cfg(not(target_os = "linux"))]
const O_NONBLOCK: c_int = 0x4;

#[repr(C)]
pub struct PollFd {
    fd: c_int,
    events: i16,
    revents: i16,
}

impl PollFd {
    pub fn new(fd: c_int, events: i16) -> PollFd {
        PollFd {
            fd,
            events,
            revents: 0,
        }
    }
}

#[cfg(target_vendor = "apple")]
type Microseconds = i32;
#[cfg(not(target_vendor = "apple"))]
type Microseconds = c_long;

#[repr(C)]
#[derive(Clone, Copy)]
struct TimeVal {
    seconds: c_long,
    microseconds: Microseconds,
}

#[repr(C)]
struct RUsage {
    user: TimeVal,
    system: TimeVal,
    max_rss: c_long,
    rest: [c_long; 13],
}

#[cfg(target_os = "linux")]
type PollCount = std::os::raw::c_ulong;
#[cfg(not(target_os = "linux"))]
type PollCount = std::os::raw::c_uint;

mod c {
    use super::{PollCount, PollFd, RUsage};
    use std::os::raw::c_int;
    #[cfg(target_os = "linux")]
    use std::os::raw::c_long;
    extern "C" {
        pub fn kill(pid: c_int, signal: c_int) -> c_int;
        pub fn poll(fds: *mut PollFd, count: PollCount, timeout: c_int) -> c_int;
        pub fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut RUsage) -> c_int;
        pub fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
        pub fn signal(signal: c_int, handler: usize) -> usize;
        #[cfg(target_os = "linux")]
        pub fn prctl(option: c_int, ...) -> c_int;
        #[cfg(target_os = "linux")]
        pub fn getppid() -> c_int;
        #[cfg(target_os = "linux")]
        pub fn setrlimit(resource: c_int, limit: *const [u64; 2]) -> c_int;
        #[cfg(target_os = "linux")]
        pub fn getrlimit(resource: c_int, limit: *mut [u64; 2]) -> c_int;
        #[cfg(target_os = "linux")]
        pub fn syscall(number: c_long, ...) -> c_long;
        #[cfg(target_os = "linux")]
        pub fn sysconf(name: c_int) -> c_long;
        #[cfg(target_os = "linux")]
        pub fn waitid(kind: c_int, id: c_int, info: *mut [u64; 16], options: c_int) -> c_int;
    }
}

/// Whether the calling process is a subreaper (so every orphan of its descendants comes to it)
/// and has no child at all, running or a zombie: `waitid(P_ALL)` says ECHILD. Nothing is
/// waited for or reaped.
#[cfg(target_os = "linux")]
pub fn childless() -> bool {
    const PR_GET_CHILD_SUBREAPER: c_int = 37;
    let mut subreaper: c_int = 0;
    // SAFETY: prctl(2) writes one int through the pointer, to a live local.
    let asked = unsafe { c::prctl(PR_GET_CHILD_SUBREAPER, &mut subreaper as *mut c_int) };
    if asked != 0 || subreaper == 0 {
        return false;
    }
    const P_ALL: c_int = 0;
    const WEXITED: c_int = 4;
    const WNOWAIT: c_int = 0x0100_0000;
    const ECHILD: i32 = 10;
    // A siginfo_t is 128 bytes.
    let mut info = [0u64; 16];
    // SAFETY: `info` is a live local as large as the siginfo_t waitid(2) may write.
    let result = unsafe { c::waitid(P_ALL, 0, &mut info, WEXITED | WNOHANG | WNOWAIT) };
    result == -1 && io::Error::last_os_error().raw_os_error() == Some(ECHILD)
}

pub fn send(pid: i32, signal: c_int) {
    // SAFETY: kill(2) takes plain integers; a process already gone is ESRCH, ignored.
    unsafe { c::kill(pid, signal) };
}

pub fn catch(number: c_int, handler: extern "C" fn(c_int)) {
    // SAFETY: the handler only stores into an atomic, which is async-signal-safe.
    unsafe { c::signal(number, handler as usize) };
}

pub fn set_nonblocking(fd: c_int) -> io::Result<()> {
    // SAFETY: fcntl(2) on a descriptor we own, with integer arguments.
    let flags = unsafe { c::fcntl(fd, F_GETFL) };
    if flags < 0 || unsafe { c::fcntl(fd, F_SETFL, flags | O_NONBLOCK) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Waits for an event on `fds` or for `timeout`; false when interrupted by a signal.
pub fn poll(fds: &mut [PollFd], timeout: Duration) -> io::Result<bool> {
    // Rounded up, so that a wake-up never comes before the deadline it is for.
    let milliseconds = timeout.as_micros().div_ceil(1000).min(60_000) as c_int;
    // SAFETY: `fds` is a valid slice of `pollfd` for the whole call.
    let result = unsafe { c::poll(fds.as_mut_ptr(), fds.len() as PollCount, milliseconds) };
    if result < 0 {
        let error = io::Error::last_os_error();
        if error.kind() == io::ErrorKind::Interrupted {
            return Ok(false);
        }
        return Err(error);
    }
    Ok(true)
}

/// What a reaped process used.
pub struct Usage {
    pub cpu: Duration,
    /// Bytes.
    pub max_rss: u64,
}

/// The wait status and usage of child `pid` if it has ended (reaping it).
pub fn reap(pid: i32) -> Option<(i32, Usage)> {
    let mut status = 0;
    let zero = TimeVal {
        seconds: 0,
        microseconds: 0,
    };
    let mut usage = RUsage {
        user: zero,
        system: zero,
        max_rss: 0,
        rest: [0; 13],
    };
    // SAFETY: both pointers are to live locals of the right layout.
    let reaped = unsafe { c::wait4(pid, &mut status, WNOHANG, &mut usage) };
    if reaped != pid {
        return None;
    }
    // Microseconds are an `i32` on macOS, a `c_long` elsewhere.
    #[allow(clippy::useless_conversion)]
    let time = |value: TimeVal| {
        Duration::from_secs(value.seconds.max(0) as u64)
            + Duration::from_micros(i64::from(value.microseconds).max(0) as u64)
    };
    // Linux and the BSDs count kibibytes, macOS bytes.
    let unit = if cfg!(target_vendor = "apple") {
        1
    } else {
        1024
    };
    let usage = Usage {
        cpu: time(usage.user) + time(usage.system),
        max_rss: (usage.max_rss.max(0) as u64).saturating_mul(unit),
    };
    Some((status, usage))
}

/// A descriptor that polls readable when `pid` exits (Linux 5.3 and later).
#[cfg(target_os = "linux")]
pub fn pidfd(pid: i32) -> Option<OwnedFd> {
    use std::os::fd::FromRawFd;
    const PIDFD_OPEN: c_long = 434;
    // SAFETY: pidfd_open(2) takes integers and returns a new descriptor we then own.
    let fd = unsafe { c::syscall(PIDFD_OPEN, pid as c_long, 0 as c_long) };
    // SAFETY: a non-negative result is a new descriptor that nothing else owns.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as c_int) })
}

#[cfg(not(target_os = "linux"))]
pub fn pidfd(_pid: i32) -> Option<OwnedFd> {
    None
}

/// Makes the calling process the reaper of its descendants' orphans.
#[cfg(target_os = "linux")]
pub fn become_subreaper() {
    const PR_SET_CHILD_SUBREAPER: c_int = 36;
    // SAFETY: prctl(2) with integer arguments.
    unsafe { c::prctl(PR_SET_CHILD_SUBREAPER, 1 as c_long) };
}

#[cfg(not(target_os = "linux"))]
pub fn become_subreaper() {}

/// In the child before exec: die with the judge, and the address-space safety net.
#[cfg(target_os = "linux")]
pub fn prepare(command: &mut Command, address_space: u64) {
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
        }
        Ok(())
    };
    // SAFETY: the hook makes no allocation and takes no lock.
    unsafe { command.pre_exec(hook) };
}

#[cfg(not(target_os = "linux"))]
pub fn prepare(_command: &mut Command, _address_space: u64) {}

/// The size of a memory page in bytes (4 KiB where it cannot be asked).
#[cfg(target_os = "linux")]
pub fn page_size() -> u64 {
    const PAGE_SIZE: c_int = 30;
    // SAFETY: sysconf(3) with an integer.
    unsafe { c::sysconf(PAGE_SIZE) }.max(4096) as u64
}

/// Clock ticks per second, the unit of the CPU times in `/proc/<pid>/stat` (100 where it cannot
/// be asked).
#[cfg(target_os = "linux")]
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
