//! Linux: the case's jail, as a judge keeps one. Everything is prepared in the judge before the
//! fork (the Landlock ruleset and its rules, the lines of the id maps); between fork and exec the
//! child only makes system calls on what was prepared (no allocation, no lock):
//!
//! 1. a user namespace with an empty network namespace of its own (`unshare`): no network at
//!    all, UDP included; the judge's own ids mapped to themselves, or, when the judge is root, a
//!    box user's ([`BOX`]: the mount, network, IPC and UTS namespaces and the view are made as
//!    root, then the child becomes the box user and makes its user namespace as that user);
//!    and a PID namespace, whose init (pid 1, `init`) mounts its own `/proc` and forks the
//!    program;
//! 2. `RLIMIT_NPROC`: inside that namespace it counts this case's processes and threads alone
//!    (Linux 5.14 and later; root is exempt from it, whatever the namespace);
//! 3. `PR_SET_NO_NEW_PRIVS`, then a Landlock domain: reads in the system's folders, the program's
//!    own and the folder it was started in; writes only in the case's own temporary folder (its
//!    `TMPDIR`) and `/dev/null`; execution of the program, its interpreter and their loaders
//!    only; no TCP bind or connect (ABI 4); signals and abstract sockets only within the case
//!    (ABI 6). A refused call fails (EACCES, EPERM, ENETUNREACH) and the program's own exit
//!    makes the verdict, as on a judge.
//!
//! Each mechanism is best-effort by what the kernel has: no Landlock, an older ABI, or user
//! namespaces refused (Ubuntu's AppArmor rule, Docker's seccomp profile) leave that part out,
//! and [`Jail::said`](CaseJail::said) says what holds.
//!
//! Files: this one holds the jail and what it says; `steps` the child side (the list of named
//! steps); `view` the mount namespace's folders; `init` the PID namespace's proxy and init, and
//! its `/proc`; `landlock` and `seccomp` their rules, made before the fork; `program` what a
//! program is made of (its executables, the folders it needs).

use std::ffi::{CString, OsStr};
use std::io;
use std::os::fd::OwnedFd;
use std::os::raw::c_int;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::super::room::CaseJail;
use super::sys::c;
use landlock::{known, landlock_abi, ruleset, EXECUTE, READ};
use seccomp::{filter, SockFilter};
use view::{view, Cover, Keep};

mod init;
mod landlock;
mod program;
mod seccomp;
mod steps;
mod view;

pub use steps::prepare;

/// At most this many processes and threads of one case, where the kernel counts them.
const TASKS: u64 = super::super::PROCESSES as u64;
/// The box user a case runs as when the judge is root (`nobody`'s uid and `nogroup`'s gid): on
/// the host it is never root, so the host's files keep their owners' permissions, and its
/// processes are its own user's, as isolate's box users (60000 + box) are.
const BOX: u32 = 65534;
const O_WRONLY: c_int = 1;
const O_CREAT: c_int = 0o100;
const O_PATH: c_int = 0o1000_0000;
const O_CLOEXEC: c_int = 0o200_0000;

/// Whether user namespaces work here: unknown until the first case tries, then kept.
static NAMESPACES: AtomicU8 = AtomicU8::new(UNTRIED);
const UNTRIED: u8 = 0;
const ALLOWED: u8 = 1;
const REFUSED: u8 = 2;

/// What one case is kept in, prepared in the judge before the fork.
pub struct Jail {
    /// The Landlock ruleset, ready to apply; `None` where the kernel has no Landlock.
    ruleset: Option<OwnedFd>,
    abi: u32,
    /// The id maps' paths and lines, written by the child into its own namespace.
    maps: [(CString, Vec<u8>); 3],
    namespaces: AtomicBool,
    /// The box user the program runs as, when the judge is root and namespaces work: the
    /// view is made as root (so folders closed to others, `/root`'s, can still be bound), then
    /// the child becomes [`BOX`] and makes its user namespace as that user.
    box_user: Option<u32>,
    /// As root without a box user: why (a `#!` launcher, or a path it needs closed to others).
    closed: Option<String>,
    /// Whether the command is a `#!` launcher (a pyenv shim, `env python3`): what it runs is
    /// not known before it runs, so the system's programs stay executable.
    launcher: bool,
    /// The folders hidden behind a private tmpfs in the case's mount namespace.
    covers: Vec<Cover>,
    /// The folders the program needs beneath a covered one, bound back read-only.
    keeps: Vec<Keep>,
    /// For the box user, the folder the program is judged from where it is closed to others,
    /// made again open in the view (outermost first): the program starts there, with its own
    /// files bound back in it alone.
    working: Vec<CString>,
    /// The case's own folder, made again at its path in its private `/tmp` (outermost first),
    /// where `/tmp` is covered: its `TMPDIR` is then a private tmpfs.
    case: Vec<CString>,
    /// The Landlock rights of a covered folder the program writes in (`/tmp`, `/dev/shm`).
    writes: u64,
    /// The Landlock rights of the case's own `/proc` (a new mount: no rule made before the fork
    /// reaches it).
    reads: u64,
    /// The seccomp filter, for what no namespace holds.
    filter: Vec<SockFilter>,
    /// The case's cgroup, where the judge may make one.
    cgroup: Option<super::cgroup::Cgroup>,
    /// Whether the case gets a PID namespace of its own with its namespaces (`init`): false
    /// where this build cannot fork between fork and exec (no `clone` number known).
    pid_namespace: bool,
}

impl Jail {
    /// Whether this case gets its namespaces.
    fn namespaces(&self) -> bool {
        self.namespaces.load(Ordering::Relaxed)
    }

    /// The processes the program may have, where the kernel counts them: [`TASKS`], and the
    /// proxy and the init where they are counted with it.
    fn tasks(&self, counted_with_proxies: bool) -> u64 {
        match counted_with_proxies && self.proxied() {
            true => TASKS + init::PROXIES,
            false => TASKS,
        }
    }

    /// What [`CaseJail::said`] says of whom the program runs as: the box user, or root where
    /// something it needs is closed to others.
    fn said_of_the_user(
        &self,
        namespaces: bool,
        held: &mut Vec<&'static str>,
        not: &mut Vec<String>,
    ) {
        match (&self.closed, self.box_user) {
            _ if !namespaces => {}
            (_, Some(_)) => {
                held.push("the host's files and processes as user 65534 sees them (never root)")
            }
            (Some(closed), None) => not.push(format!(
                "the host's files as root may read them (the program runs as root in its own \
                 namespaces, not as a box user: {closed})"
            )),
            (None, None) => {}
        }
    }
}

impl CaseJail for Jail {
    /// The jail of a run of `program` (found on the `PATH` as exec would) with `arguments`,
    /// writing only in `folder`, with a memory limit of `memory` bytes.
    fn new(program: &OsStr, arguments: &[&OsStr], folder: &Path, memory: u64) -> io::Result<Jail> {
        let abi = landlock_abi();
        let (executables, launcher) = program::executables(program);
        let needed = program::needed(&executables, arguments);
        let files = program::files(&executables, arguments);
        let walled = NAMESPACES.load(Ordering::Relaxed) != REFUSED;
        let ruleset = match abi {
            0 => None,
            _ => Some(ruleset(
                abi,
                &executables,
                &files[executables.len()..],
                &needed,
                launcher,
                walled,
                folder,
            )?),
        };
        // SAFETY: getuid(2) and getgid(2) cannot fail.
        let (uid, gid) = unsafe { (c::getuid(), c::getgid()) };
        let map = |file: &str, line: String| {
            let path = CString::new(format!("/proc/self/{file}")).expect("no NUL");
            (path, line.into_bytes())
        };
        let pid_namespace = init::POSSIBLE;
        let cgroup_tasks = TASKS + if pid_namespace { init::PROXIES } else { 0 };
        let cgroup =
            super::cgroup::Cgroup::new(cgroup_tasks, memory.saturating_mul(2) + (256 << 20));
        // As root, the box user, unless what the program runs is not known before it runs (a
        // `#!` launcher: the programs it starts may lie beneath a folder closed to others) or
        // something it needs is closed to others.
        let closed = match (uid == 0, launcher) {
            (false, _) => None,
            (true, true) => Some(
                "the command is a `#!` launcher, whose programs are not known before it runs"
                    .to_string(),
            ),
            // The program's own files (or their folder) are named by what they are, not by a path that
            // differs from run to run (a compile kept or a fresh one): the words stay the same.
            (true, false) => {
                let own = |path: &Path| files.iter().any(|file| file.starts_with(path));
                view::closed_to_others(&needed, &files).map(|path| match own(&path) {
                    true => "the program's own folder is closed to others".to_string(),
                    false => format!("{} is closed to others", path.display()),
                })
            }
        };
        let box_user = (uid == 0 && closed.is_none()).then_some(BOX);
        let (uid, gid) = box_user.map_or((uid, gid), |id| (id, id));
        let (covers, keeps, case, working) =
            view(&needed, &files, folder, memory, box_user.is_some());
        Ok(Jail {
            ruleset,
            abi,
            maps: [
                map("setgroups", "deny".into()),
                map("uid_map", format!("{uid} {uid} 1")),
                map("gid_map", format!("{gid} {gid} 1")),
            ],
            namespaces: AtomicBool::new(NAMESPACES.load(Ordering::Relaxed) != REFUSED),
            box_user,
            closed,
            launcher,
            covers,
            keeps,
            case,
            working,
            writes: known(abi, !EXECUTE),
            reads: known(abi, READ),
            filter: filter(cgroup.as_ref().is_some_and(|cgroup| cgroup.counts_memory())),
            cgroup,
            pid_namespace,
        })
    }

    /// The case's memory now, as its cgroup counts it (every page it holds but the files it
    /// maps), where it has one.
    fn counted_memory(&self) -> Option<u64> {
        let cgroup = self.cgroup.as_ref()?;
        match cgroup.out_of_memory() {
            true => Some(cgroup.limit),
            false => cgroup.memory(),
        }
    }

    /// The CPU time of every process of the case, as its cgroup counts it, where it has one.
    fn counted_cpu(&self) -> Option<Duration> {
        self.cgroup.as_ref()?.cpu()
    }

    /// Kills every process of the case at once, where its cgroup can (v2's `cgroup.kill`).
    fn kill_all(&self) {
        if let Some(cgroup) = &self.cgroup {
            cgroup.kill();
        }
    }

    /// From now on without namespaces, for a system that refused them (said from then on).
    fn without_namespaces(&self) {
        NAMESPACES.store(REFUSED, Ordering::Relaxed);
        self.namespaces.store(false, Ordering::Relaxed);
    }

    /// Whether this jail tries namespaces not yet known to work here (a spawn that failed
    /// with them is tried again without).
    fn tries_namespaces(&self) -> bool {
        self.namespaces() && NAMESPACES.load(Ordering::Relaxed) == UNTRIED
    }

    /// Whether the program runs below a proxy and an init of its own PID namespace (`init`).
    fn proxied(&self) -> bool {
        self.pid_namespace && self.namespaces()
    }

    /// The spawn worked: namespaces, if tried, are allowed here.
    fn started(&self) {
        if self.namespaces() {
            NAMESPACES.store(ALLOWED, Ordering::Relaxed);
        }
    }

    /// What holds in this jail, in a learner's words: `contained: files, network, ...`, and what
    /// does not, with why.
    fn said(&self) -> String {
        let namespaces = self.namespaces() && NAMESPACES.load(Ordering::Relaxed) != REFUSED;
        let mut held = Vec::new();
        let mut not: Vec<String> = Vec::new();
        if self.ruleset.is_some() {
            held.push("files (writes only in the case's own folder)");
            if self.launcher && !namespaces {
                not.push(
                    "other programs (the command is a `#!` launcher, such as a pyenv shim: \
                     name the interpreter itself to contain them)"
                        .into(),
                );
            } else if !namespaces {
                held.push("other programs");
            }
        } else {
            not.push("files and other programs (this kernel has no Landlock)".into());
        }
        match (namespaces, self.abi >= 4) {
            (true, _) => held.push("network"),
            (false, true) => {
                held.push("TCP");
                not.push("UDP (user namespaces are not allowed on this system)".into());
            }
            (false, false) => {
                not.push("network (user namespaces are not allowed on this system)".into())
            }
        }
        if namespaces {
            held.push(
                "the host's sockets in /tmp and /run, shared memory and SysV IPC (a mount and an \
                 IPC namespace)",
            );
            if self.pid_namespace {
                held.push("the host's processes (a PID namespace: its own /proc)");
            }
        } else {
            not.push("the host's sockets in /tmp and /run, shared memory (no namespaces)".into());
        }
        // The kernel holds the limit in the case's cgroup, or in its user namespace (as the
        // box user when the judge is root: root is exempt); else the judge stops a case past it.
        let cgroup = self.cgroup.as_ref();
        let pids_max = cgroup.is_some_and(|cgroup| cgroup.holds_processes());
        held.push(match (pids_max, namespaces && self.closed.is_none()) {
            (true, _) => "processes (64 tasks, a cgroup)",
            (false, true) => "processes (64 tasks)",
            (false, false) => "processes (64)",
        });
        self.said_of_the_user(namespaces, &mut held, &mut not);
        if self.abi >= 6 {
            held.push("signals");
        } else {
            not.push("signals (Landlock 6, Linux 6.12)".into());
        }
        if self.filter.is_empty() {
            not.push("keyrings, io_uring, other processes' limits (no seccomp filter here)".into());
        } else {
            held.push("keyrings, io_uring, other processes' limits (seccomp)");
        }
        let mut said = format!("contained: {}", held.join(", "));
        if self.abi > 0 {
            said += &format!(" (Landlock {}", self.abi);
            said += if namespaces { ", namespaces)" } else { ")" };
        }
        if !not.is_empty() {
            said += &format!(
                " · not contained here: {}; a judge would refuse them",
                not.join(", ")
            );
        }
        said += match cgroup.map(|cgroup| cgroup.counts_memory()) {
            Some(true) => {
                " · memory counts shared memory and memfd files, CPU every process (a cgroup)"
            }
            // A cgroup v2 without the memory controller: its core counts the CPU.
            Some(false) => {
                " · CPU counts every process (a cgroup); memory is what the samples see, a lower \
                 bound (memfd and SysV shared memory refused)"
            }
            None => {
                " · no cgroup here: memory and CPU are what the samples see, a lower bound \
                 (memfd and SysV shared memory refused)"
            }
        };
        said
    }
}

/// What the child's steps act on, all prepared in the judge before the fork.
struct Child {
    /// The judge's pid: the child's parent, until the judge dies.
    judge: c_int,
    /// [`crate::run::address_space`] of the memory limit.
    address_space: u64,
    jail: Option<Arc<Jail>>,
}

/// The result of a call that returns 0 or -1 with `errno`.
fn checked(result: c_int) -> io::Result<()> {
    match result {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

#[cfg(test)]
mod tests;
