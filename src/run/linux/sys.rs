//! The Linux calls std does not wrap, declared by hand in one block (`c`, which the jail uses
//! too): prctl (subreaper), pidfd_open, waitid and sysconf here, each call with its `SAFETY:`;
//! the calls between fork and exec are the jail's (`jail.rs`).

use std::io;
use std::os::fd::OwnedFd;
use std::os::raw::{c_int, c_long};

/// The one block of Linux calls std does not wrap, for the room and its jail.
pub(super) mod c {
    use std::os::raw::{c_char, c_int, c_long, c_void};
    extern "C" {
        pub fn prctl(option: c_int, ...) -> c_int;
        pub fn getppid() -> c_int;
        pub fn setrlimit(resource: c_int, limit: *const [u64; 2]) -> c_int;
        pub fn getrlimit(resource: c_int, limit: *mut [u64; 2]) -> c_int;
        pub fn syscall(number: c_long, ...) -> c_long;
        pub fn sysconf(name: c_int) -> c_long;
        pub fn waitid(kind: c_int, id: c_int, info: *mut [u64; 16], options: c_int) -> c_int;
        pub fn unshare(flags: c_int) -> c_int;
        pub fn open(path: *const c_char, flags: c_int, ...) -> c_int;
        pub fn write(fd: c_int, buffer: *const c_void, count: usize) -> isize;
        pub fn close(fd: c_int) -> c_int;
        pub fn getuid() -> u32;
        pub fn getgid() -> u32;
        pub fn mount(
            source: *const c_char,
            target: *const c_char,
            kind: *const c_char,
            flags: std::os::raw::c_ulong,
            data: *const c_void,
        ) -> c_int;
        pub fn mkdir(path: *const c_char, mode: u32) -> c_int;
        pub fn chdir(path: *const c_char) -> c_int;
        pub fn chmod(path: *const c_char, mode: u32) -> c_int;
        pub fn chown(path: *const c_char, owner: u32, group: u32) -> c_int;
        pub fn setgroups(size: usize, list: *const u32) -> c_int;
        pub fn setresuid(real: u32, effective: u32, saved: u32) -> c_int;
        pub fn setresgid(real: u32, effective: u32, saved: u32) -> c_int;
        pub fn pipe2(ends: *mut [c_int; 2], flags: c_int) -> c_int;
        pub fn read(fd: c_int, buffer: *mut c_void, count: usize) -> isize;
        pub fn waitpid(pid: c_int, status: *mut c_int, options: c_int) -> c_int;
        pub fn getpid() -> c_int;
        pub fn _exit(status: c_int) -> !;
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

/// Makes the calling process the reaper of its descendants' orphans. A refusal (no such kernel)
/// is not fatal and not lost: [`childless`] asks the kernel back, and orphans then go to init.
pub fn become_subreaper() {
    const PR_SET_CHILD_SUBREAPER: c_int = 36;
    // SAFETY: prctl(2) with integer arguments.
    unsafe { c::prctl(PR_SET_CHILD_SUBREAPER, 1 as c_long) };
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
