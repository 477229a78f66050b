//! The Landlock domain of a case: what it reads, writes and executes, TCP, signals and abstract
//! sockets, made in the judge before the fork and applied in the child ([`restrict`]).

use std::ffi::{CStr, CString};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::raw::{c_int, c_long, c_void};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use super::{c, Child, O_CLOEXEC, O_PATH};

const LANDLOCK_CREATE_RULESET: c_long = 444;
const LANDLOCK_ADD_RULE: c_long = 445;
const LANDLOCK_RESTRICT_SELF: c_long = 446;
const CREATE_RULESET_VERSION: u32 = 1;
const RULE_PATH_BENEATH: c_int = 1;

pub(super) const EXECUTE: u64 = 1 << 0;
const WRITE_FILE: u64 = 1 << 1;
const READ_FILE: u64 = 1 << 2;
const READ_DIR: u64 = 1 << 3;
/// What a program may do in the system's folders but execute: read files and list folders.
pub(super) const READ: u64 = READ_FILE | READ_DIR;
/// Every right to change a folder: remove and make each kind of file.
const CHANGE_DIR: u64 = 0b1_1111_1111 << 4;
const REFER: u64 = 1 << 13;
const TRUNCATE: u64 = 1 << 14;
const IOCTL_DEV: u64 = 1 << 15;
const NET_BIND_TCP: u64 = 1 << 0;
const NET_CONNECT_TCP: u64 = 1 << 1;
const SCOPE_ABSTRACT_UNIX_SOCKET: u64 = 1 << 0;
const SCOPE_SIGNAL: u64 = 1 << 1;

/// The system's folders a program reads: its libraries, its configuration, `/proc` and `/dev`.
const SYSTEM: [&str; 11] = [
    "/usr", "/lib", "/lib32", "/lib64", "/bin", "/sbin", "/etc", "/opt", "/proc", "/sys", "/dev",
];
/// The files of `/dev` a program may write: what its output is sent to when thrown away.
const DEVICES: [&str; 3] = ["/dev/null", "/dev/zero", "/dev/full"];

#[repr(C)]
struct RulesetAttr {
    handled_access_fs: u64,
    handled_access_net: u64,
    scoped: u64,
}

#[repr(C, packed)]
struct PathBeneathAttr {
    allowed_access: u64,
    parent_fd: i32,
}

/// The Landlock ABI this kernel has (0: none, or turned off).
pub fn landlock_abi() -> u32 {
    // SAFETY: the version query takes no attribute (null, size 0) and returns an integer.
    let abi = unsafe {
        c::syscall(
            LANDLOCK_CREATE_RULESET,
            std::ptr::null::<c_void>(),
            0usize,
            CREATE_RULESET_VERSION,
        )
    };
    u32::try_from(abi).unwrap_or(0)
}

pub(super) unsafe fn restrict(child: &Child) -> io::Result<()> {
    let Some(ruleset) = child.jail.as_ref().and_then(|jail| jail.ruleset.as_ref()) else {
        return Ok(());
    };
    // SAFETY: landlock_restrict_self(2) with a ruleset descriptor we own.
    let done = unsafe { c::syscall(LANDLOCK_RESTRICT_SELF, ruleset.as_raw_fd(), 0u32) };
    match done {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// The rights of this ABI, of those named.
pub(super) fn known(abi: u32, rights: u64) -> u64 {
    let mut all = EXECUTE | WRITE_FILE | READ_FILE | READ_DIR | CHANGE_DIR;
    if abi >= 2 {
        all |= REFER;
    }
    if abi >= 3 {
        all |= TRUNCATE;
    }
    if abi >= 5 {
        all |= IOCTL_DEV;
    }
    rights & all
}

/// A new ruleset that handles every right this ABI knows, allowing none yet.
fn empty(abi: u32) -> io::Result<OwnedFd> {
    let attr = RulesetAttr {
        handled_access_fs: known(abi, u64::MAX),
        handled_access_net: if abi >= 4 {
            NET_BIND_TCP | NET_CONNECT_TCP
        } else {
            0
        },
        scoped: if abi >= 6 {
            SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL
        } else {
            0
        },
    };
    // Older kernels take the shorter attribute they know.
    let size = match abi {
        1..=3 => 8usize,
        4 | 5 => 16,
        _ => std::mem::size_of::<RulesetAttr>(),
    };
    // SAFETY: a live attribute of at least `size` bytes; the result is a new descriptor.
    let fd = unsafe {
        c::syscall(
            LANDLOCK_CREATE_RULESET,
            &attr as *const RulesetAttr,
            size,
            0u32,
        )
    };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a new descriptor that nothing else owns.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
}

/// The ruleset of a run: what it reads, writes and executes.
pub(super) fn ruleset(
    abi: u32,
    executables: &[PathBuf],
    named: &[PathBuf],
    needed: &[(PathBuf, bool)],
    launcher: bool,
    walled: bool,
    folder: &Path,
) -> io::Result<OwnedFd> {
    let ruleset = empty(abi)?;
    let read = READ_FILE | READ_DIR;
    // A launcher runs what it finds (pyenv's shims run bash, then its own scripts, then the
    // interpreter of the version it chose): what it runs is not known before, so everything
    // stays readable and executable for it; writes stay contained.
    // Behind every wall (namespaces, a private /tmp, a process limit), a system program harms
    // nothing: a shell script may call `awk`, as on a judge that takes shell.
    let system = if launcher || walled {
        read | EXECUTE
    } else {
        read
    };
    if launcher {
        allow(&ruleset, Path::new("/"), known(abi, system))?;
    }
    for folder in SYSTEM {
        allow(&ruleset, Path::new(folder), known(abi, system))?;
    }
    for device in DEVICES {
        allow(
            &ruleset,
            Path::new(device),
            known(abi, READ_FILE | WRITE_FILE | TRUNCATE),
        )?;
    }
    for (path, prefix) in needed {
        allow(
            &ruleset,
            path,
            known(abi, if *prefix { system } else { read }),
        )?;
    }
    for executable in executables {
        allow(&ruleset, executable, known(abi, EXECUTE | READ_FILE))?;
    }
    // What its arguments name: read (a file bound alone into its private /tmp is beneath no
    // folder's rule).
    for path in named {
        allow(&ruleset, path, known(abi, read))?;
    }
    allow(&ruleset, folder, known(abi, !EXECUTE))?;
    Ok(ruleset)
}

/// Adds the rule that allows `rights` beneath `path` (a folder, or a file with a file's rights);
/// a path that is not there is skipped.
fn allow(ruleset: &OwnedFd, path: &Path, rights: u64) -> io::Result<()> {
    let Ok(name) = CString::new(path.as_os_str().as_bytes()) else {
        return Ok(());
    };
    // SAFETY: a NUL-terminated path; the result is a new descriptor or -1.
    let fd = unsafe { c::open(name.as_ptr(), O_PATH | O_CLOEXEC) };
    if fd < 0 {
        return Ok(());
    }
    // SAFETY: a new descriptor that nothing else owns.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    let rights = if path.is_dir() {
        rights
    } else {
        rights & (EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV)
    };
    let attr = PathBeneathAttr {
        allowed_access: rights,
        parent_fd: fd.as_raw_fd(),
    };
    // SAFETY: a live attribute and two descriptors we own.
    let added = unsafe {
        c::syscall(
            LANDLOCK_ADD_RULE,
            ruleset.as_raw_fd(),
            RULE_PATH_BENEATH,
            &attr as *const PathBeneathAttr,
            0u32,
        )
    };
    if added != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// In the child: adds to `ruleset` the rule that allows `rights` beneath `path` (a folder).
///
/// # Safety
/// `ruleset` is a Landlock ruleset's descriptor.
pub(super) unsafe fn allow_here(ruleset: c_int, path: &CStr, rights: u64) -> io::Result<()> {
    // SAFETY: a NUL-terminated path; the result is a new descriptor or -1.
    let fd = unsafe { c::open(path.as_ptr(), O_PATH | O_CLOEXEC) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    let attr = PathBeneathAttr {
        allowed_access: rights,
        parent_fd: fd,
    };
    // SAFETY: a live attribute and two descriptors; the path's is closed after.
    let added = unsafe {
        let added = c::syscall(
            LANDLOCK_ADD_RULE,
            ruleset,
            RULE_PATH_BENEATH,
            &attr as *const PathBeneathAttr,
            0u32,
        );
        c::close(fd);
        added
    };
    match added {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}
