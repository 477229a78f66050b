//! The case's own PID namespace: the program sees its own processes alone, in its own `/proc`,
//! and can signal nothing outside. `unshare(CLONE_NEWPID)` moves the children of the caller,
//! not the caller, so between fork and exec the child (the judge's child, outside) forks an
//! init (pid 1 of the new namespace), which mounts the case's `/proc` and forks the program
//! (pid 2). Three processes, as DOMjudge's runguard and nsjail keep a watcher, where isolate
//! runs the program itself as pid 1; here the program is not pid 1, so a signal it sends itself
//! (`abort`'s SIGABRT, a Rust panic under `panic = "abort"`) kills it as anywhere else:
//!
//! - the **proxy** (the judge's child, outside): waits for the init, reads the program's wait
//!   status from it, and ends the same way (its exit code, or killed by its signal), so the
//!   judge sees the program's own ending. It holds no descriptor of the run (no pipe end).
//! - the **init** (pid 1): dies with the proxy (`PR_SET_PDEATHSIG`), reaps every orphan of the
//!   case, and once the program has ended passes its status on and exits: the kernel then
//!   kills whatever of the case is left (a background child keeps nothing open after the
//!   program, as on isolate, where the program is pid 1).
//! - the **program** (pid 2) goes on with the rest of the steps, then exec.
//!
//! The judge's samples leave the proxy and the init out (`Jail::proxied`): they are copies of
//! the judge, asleep, whose resident pages are the judge's. Both are in the case's cgroup,
//! whose process limit counts them (two more tasks allowed), never in its user namespace.

use std::io;
use std::os::fd::AsRawFd;
use std::os::raw::{c_int, c_long, c_ulong, c_void};
use std::time::Duration;

use super::super::super::room::CaseJail;
use super::super::super::unix::{self, PollFd, SIGKILL};
use super::landlock::allow_here;
use super::{c, checked, Child, O_CLOEXEC};

/// The processes of a case that are not the program's: the proxy and the init.
pub(super) const PROXIES: u64 = 2;
/// Whether this build knows `clone`'s number, to fork between fork and exec.
pub(super) const POSSIBLE: bool = CLONE >= 0;
#[cfg(target_arch = "x86_64")]
const CLONE: c_long = 56;
#[cfg(target_arch = "aarch64")]
const CLONE: c_long = 220;
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const CLONE: c_long = -1;
const PIDFD_OPEN: c_long = 434;
const CLOSE_RANGE: c_long = 436;
const SIGCHLD: c_int = 17;
const WALL: c_int = 0x4000_0000;
const EINTR: i32 = 4;
const MS_NOSUID: c_ulong = 2;
const MS_NODEV: c_ulong = 4;
const MS_NOEXEC: c_ulong = 8;
const PR_SET_PDEATHSIG: c_int = 1;

/// The step: in the judge's child, already in the case's new PID namespace (made for its
/// children by the `namespaces` step). Returns in the program only; the proxy and the init never
/// return from here.
pub(super) unsafe fn own_processes(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| jail.proxied()) else {
        return Ok(());
    };
    let mut ends: [c_int; 2] = [-1; 2];
    // SAFETY: pipe2(2) writes two descriptors into a live local; pidfd_open(2) on our own pid
    // (-1 before Linux 5.3: the init then does not look whether the proxy is still there).
    let me = unsafe {
        checked(c::pipe2(&mut ends, O_CLOEXEC))?;
        c::syscall(PIDFD_OPEN, c::getpid(), 0u32) as c_int
    };
    // SAFETY: clone(2) as fork, without the C library's fork handlers (this process is a fork
    // of a threaded one: a lock another thread held stays held here).
    match unsafe { fork() }? {
        0 => {}
        init => unsafe { proxy(init, ends[0]) },
    }
    // The init: dies with the proxy, which may have gone before this was armed.
    // SAFETY: prctl(2) with integers.
    checked(unsafe { c::prctl(PR_SET_PDEATHSIG, SIGKILL as c_long) })?;
    let mut proxy = [PollFd::new(me, unix::POLLIN)];
    if me >= 0 && unix::poll(&mut proxy, Duration::ZERO)? && proxy[0].ready() {
        return Err(io::Error::from_raw_os_error(3));
    }
    // SAFETY: mount(2) with static strings, in the case's own mount namespace: the processes
    // of this PID namespace (this one's, now pid 1's).
    checked(unsafe {
        c::mount(
            c"proc".as_ptr(),
            c"/proc".as_ptr(),
            c"proc".as_ptr(),
            MS_NOSUID | MS_NODEV | MS_NOEXEC,
            std::ptr::null::<c_void>(),
        )
    })?;
    if let Some(ruleset) = &jail.ruleset {
        // SAFETY: a NUL-terminated path and a ruleset we own (this run's alone).
        unsafe { allow_here(ruleset.as_raw_fd(), c"/proc", jail.reads) }?;
    }
    // SAFETY: as above; then the program goes on, and the descriptors made here close at exec.
    match unsafe { fork() }? {
        0 => Ok(()),
        program => unsafe { init(program, ends[1]) },
    }
}

/// clone(2) as fork: 0 in the child, the child's pid in the parent.
///
/// # Safety
/// Between fork and exec: the child may make system calls only.
unsafe fn fork() -> io::Result<c_int> {
    // SAFETY: clone(2) with SIGCHLD alone and no stack: a fork.
    let pid = unsafe { c::syscall(CLONE, SIGCHLD as c_long, 0usize, 0usize, 0usize, 0usize) };
    match pid {
        pid if pid < 0 => Err(io::Error::last_os_error()),
        pid => Ok(pid as c_int),
    }
}

/// Closes every descriptor but `kept` (one of the pipe's, above 2): a pipe end of the run held
/// here would keep the judge waiting (for the exec, for the output's end).
///
/// # Safety
/// Between fork and exec, in a process that never returns to the caller.
unsafe fn close_all_but(kept: c_int) {
    const RLIMIT_NOFILE: c_int = 7;
    // SAFETY: close_range(2), getrlimit(2) into a live local and close(2), with integers.
    unsafe {
        let below = c::syscall(CLOSE_RANGE, 0u32, (kept - 1) as u32, 0u32);
        let above = c::syscall(CLOSE_RANGE, (kept + 1) as u32, u32::MAX, 0u32);
        if below == 0 && above == 0 {
            return;
        }
        // No close_range (before Linux 5.9): one by one, up to the descriptor limit.
        let mut limit = [0u64; 2];
        let open = match c::getrlimit(RLIMIT_NOFILE, &mut limit) {
            0 => limit[0].min(1 << 20) as c_int,
            _ => 1 << 16,
        };
        for fd in (0..open).filter(|&fd| fd != kept) {
            c::close(fd);
        }
    }
}

/// The proxy: waits for the init and ends as the program did (its status comes through
/// `status`, the pipe's reading end), or as the init did where none came (killed).
///
/// # Safety
/// Between fork and exec, in the judge's child.
unsafe fn proxy(init: c_int, status: c_int) -> ! {
    // SAFETY: descriptors and integers only; the process ends here.
    unsafe {
        close_all_but(status);
        let mut ended: c_int = 0;
        while c::waitpid(init, &mut ended, WALL) < 0 {
            if io::Error::last_os_error().raw_os_error() != Some(EINTR) {
                c::_exit(125);
            }
        }
        let mut program: c_int = 0;
        let size = std::mem::size_of::<c_int>();
        if c::read(status, (&mut program as *mut c_int).cast(), size) == size as isize {
            ended = program;
        }
        end_as(ended)
    }
}

/// Ends this process as wait status `status` says a process ended: its exit code, or its
/// signal (its default action restored first; not dumpable, so that no core of this copy of
/// the judge is written).
fn end_as(status: c_int) -> ! {
    const PR_SET_DUMPABLE: c_int = 4;
    let signal = status & 0x7f;
    if signal != 0 {
        unix::restore_default(signal);
        // SAFETY: prctl(2), getpid(2) and kill(2) with integers; _exit(2) ends the process
        // (a signal whose default is to go on: 128 + its number, as a shell says).
        unsafe {
            c::prctl(PR_SET_DUMPABLE, 0 as c_long);
            unix::send(c::getpid(), signal);
            c::_exit(128 + signal)
        }
    }
    // SAFETY: _exit(2) ends the process.
    unsafe { c::_exit((status >> 8) & 0xff) }
}

/// The init: reaps every process of the case until the program ends, then writes its status
/// into `status` (the pipe's writing end) and exits, which kills what is left of the case.
///
/// # Safety
/// Between fork and exec, pid 1 of the case's namespace.
unsafe fn init(program: c_int, status: c_int) -> ! {
    // SAFETY: descriptors and integers only; the process ends here.
    unsafe {
        close_all_but(status);
        unix::restore_default(SIGCHLD);
        loop {
            let mut ended: c_int = 0;
            let pid = c::waitpid(-1, &mut ended, WALL);
            if pid == program {
                let size = std::mem::size_of::<c_int>();
                c::write(status, (&ended as *const c_int).cast(), size);
                c::_exit(0);
            }
            if pid < 0 && io::Error::last_os_error().raw_os_error() != Some(EINTR) {
                c::_exit(125);
            }
        }
    }
}
