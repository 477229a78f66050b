//! The POSIX calls std does not wrap, shared by every Unix room (Linux, macOS, the others),
//! declared by hand (std links libc already): poll, kill, wait4, fcntl and signal, each call with
//! its `SAFETY:`. What one system alone has is in its room's `sys.rs`.

use std::io;
use std::os::raw::{c_int, c_long};
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

    /// Whether the last [`poll`] found an event on it.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub fn ready(&self) -> bool {
        self.revents != 0
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
    extern "C" {
        pub fn kill(pid: c_int, signal: c_int) -> c_int;
        pub fn poll(fds: *mut PollFd, count: PollCount, timeout: c_int) -> c_int;
        pub fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut RUsage) -> c_int;
        pub fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
        pub fn signal(signal: c_int, handler: usize) -> usize;
    }
}

pub fn send(pid: i32, signal: c_int) {
    // SAFETY: kill(2) takes plain integers; a process already gone is ESRCH, ignored.
    unsafe { c::kill(pid, signal) };
}

pub fn catch(number: c_int, handler: extern "C" fn(c_int)) {
    // SAFETY: the handler only stores into an atomic, which is async-signal-safe.
    unsafe { c::signal(number, handler as usize) };
}

/// The default action for signal `number` again (a process that dies by it then dies).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub fn restore_default(number: c_int) {
    const SIG_DFL: usize = 0;
    // SAFETY: signal(2) with the default disposition, no handler.
    unsafe { c::signal(number, SIG_DFL) };
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
