//! Linux: the case's jail, as a judge keeps one. Everything is prepared in the judge before the
//! fork (the Landlock ruleset and its rules, the lines of the id maps); between fork and exec the
//! child only makes system calls on what was prepared (no allocation, no lock):
//!
//! 1. a user namespace with an empty network namespace of its own (`unshare`): no network at
//!    all, UDP included; the judge's own ids mapped to themselves;
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
//! and [`Jail::said`] says what holds.

use std::ffi::{CString, OsStr};
use std::fs::File;
use std::io::{self, Read};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::raw::{c_int, c_long, c_void};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::super::unix::SIGKILL;
use super::sys::c;

/// At most this many processes and threads of one case, where the kernel counts them.
const TASKS: u64 = super::super::PROCESSES as u64;

const LANDLOCK_CREATE_RULESET: c_long = 444;
const LANDLOCK_ADD_RULE: c_long = 445;
const LANDLOCK_RESTRICT_SELF: c_long = 446;
const CREATE_RULESET_VERSION: u32 = 1;
const RULE_PATH_BENEATH: c_int = 1;

const EXECUTE: u64 = 1 << 0;
const WRITE_FILE: u64 = 1 << 1;
const READ_FILE: u64 = 1 << 2;
const READ_DIR: u64 = 1 << 3;
/// Every right to change a folder: remove and make each kind of file.
const CHANGE_DIR: u64 = 0b1_1111_1111 << 4;
const REFER: u64 = 1 << 13;
const TRUNCATE: u64 = 1 << 14;
const IOCTL_DEV: u64 = 1 << 15;
const NET_BIND_TCP: u64 = 1 << 0;
const NET_CONNECT_TCP: u64 = 1 << 1;
const SCOPE_ABSTRACT_UNIX_SOCKET: u64 = 1 << 0;
const SCOPE_SIGNAL: u64 = 1 << 1;

const CLONE_NEWNS: c_int = 0x0002_0000;
const CLONE_NEWUTS: c_int = 0x0400_0000;
const CLONE_NEWIPC: c_int = 0x0800_0000;
const CLONE_NEWUSER: c_int = 0x1000_0000;
const CLONE_NEWNET: c_int = 0x4000_0000;
/// Every namespace a case gets but the PID one (not yet: its program would be a pid 1).
const NAMESPACES_ALL: c_int =
    CLONE_NEWUSER | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS;
const MS_NOSUID: std::os::raw::c_ulong = 2;
const MS_NODEV: std::os::raw::c_ulong = 4;
const MS_REC: std::os::raw::c_ulong = 0x4000;
const MS_PRIVATE: std::os::raw::c_ulong = 1 << 18;
const OPEN_TREE: c_long = 428;
const MOVE_MOUNT: c_long = 429;
const MOUNT_SETATTR: c_long = 442;
const CLOSE_RANGE: c_long = 436;
const OPEN_TREE_CLONE: u32 = 1;
const OPEN_TREE_CLOEXEC: u32 = O_CLOEXEC as u32;
const AT_FDCWD: c_int = -100;
const AT_RECURSIVE: u32 = 0x8000;
const AT_EMPTY_PATH: u32 = 0x1000;
const MOVE_MOUNT_F_EMPTY_PATH: u32 = 4;
const MOUNT_ATTR_RDONLY: u64 = 1;
const CLOSE_RANGE_CLOEXEC: u32 = 4;
/// At most this many folders a program needs beneath a covered one (its own, the folder it is
/// judged from, its arguments' folders).
const KEEPS: usize = 16;
const PR_SET_NO_NEW_PRIVS: c_int = 38;
const RLIMIT_NPROC: c_int = 6;
const O_WRONLY: c_int = 1;
const O_CREAT: c_int = 0o100;
const O_PATH: c_int = 0o1000_0000;
const O_CLOEXEC: c_int = 0o200_0000;

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
    /// Whether the judge runs as root, whom `RLIMIT_NPROC` does not hold.
    root: bool,
    /// Whether the command is a `#!` launcher (a pyenv shim, `env python3`): what it runs is
    /// not known before it runs, so the system's programs stay executable.
    launcher: bool,
    /// The folders hidden behind a private tmpfs in the case's mount namespace.
    covers: Vec<Cover>,
    /// The folders the program needs beneath a covered one, bound back read-only.
    keeps: Vec<Keep>,
    /// The case's own folder, made again at its path in its private `/tmp` (outermost first),
    /// where `/tmp` is covered: its `TMPDIR` is then a private tmpfs.
    case: Vec<CString>,
    /// The Landlock rights of a covered folder the program writes in (`/tmp`, `/dev/shm`).
    writes: u64,
    /// The seccomp filter, for what no namespace holds.
    filter: Vec<SockFilter>,
    /// The case's cgroup, where the judge may make one.
    cgroup: Option<super::cgroup::Cgroup>,
}

/// A folder covered by a private tmpfs.
struct Cover {
    path: CString,
    /// tmpfs's options: its size, and its mode.
    options: CString,
    /// Whether the program writes there (its `/tmp`, its `/dev/shm`).
    written: bool,
}

/// A folder (or file) the program needs beneath a covered folder: bound back, read-only, at its
/// own path.
struct Keep {
    path: CString,
    /// The folders to make in the tmpfs for it, outermost first: for a folder, itself last.
    made: Vec<CString>,
    /// Whether it is a file (an empty file is made in the tmpfs to bind it on).
    file: bool,
}

/// One instruction of a classic BPF program (`struct sock_filter`).
#[repr(C)]
#[derive(Clone, Copy)]
struct SockFilter {
    code: u16,
    jump_true: u8,
    jump_false: u8,
    k: u32,
}

/// The program handed to `PR_SET_SECCOMP` (`struct sock_fprog`).
#[repr(C)]
struct SockProgram {
    length: u16,
    filter: *const SockFilter,
}

impl Jail {
    /// The jail of a run of `program` (found on the `PATH` as exec would) with `arguments`,
    /// writing only in `folder`, with a memory limit of `memory` bytes.
    pub fn new(
        program: &OsStr,
        arguments: &[&OsStr],
        folder: &Path,
        memory: u64,
    ) -> io::Result<Jail> {
        let abi = landlock_abi();
        let (executables, launcher) = executables(program);
        let needed = needed(&executables, arguments);
        let files = files(&executables, arguments);
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
        let cgroup = super::cgroup::Cgroup::new(TASKS, memory.saturating_mul(2) + (256 << 20));
        let (covers, keeps, case) = view(&needed, &files, folder, memory);
        Ok(Jail {
            ruleset,
            abi,
            maps: [
                map("setgroups", "deny".into()),
                map("uid_map", format!("{uid} {uid} 1")),
                map("gid_map", format!("{gid} {gid} 1")),
            ],
            namespaces: AtomicBool::new(NAMESPACES.load(Ordering::Relaxed) != REFUSED),
            root: uid == 0,
            launcher,
            covers,
            keeps,
            case,
            writes: known(abi, !EXECUTE),
            filter: filter(cgroup.is_some()),
            cgroup,
        })
    }

    /// The case's memory now, as its cgroup counts it (every page it holds but the files it
    /// maps), where it has one.
    pub fn counted_memory(&self) -> Option<u64> {
        let cgroup = self.cgroup.as_ref()?;
        match cgroup.out_of_memory() {
            true => Some(cgroup.limit),
            false => cgroup.memory(),
        }
    }

    /// The CPU time of every process of the case, as its cgroup counts it, where it has one.
    pub fn counted_cpu(&self) -> Option<Duration> {
        self.cgroup.as_ref()?.cpu()
    }

    /// From now on without namespaces, for a system that refused them (said from then on).
    pub fn without_namespaces(&self) {
        NAMESPACES.store(REFUSED, Ordering::Relaxed);
        self.namespaces.store(false, Ordering::Relaxed);
    }

    fn namespaces(&self) -> bool {
        self.namespaces.load(Ordering::Relaxed)
    }

    /// Whether this jail tries namespaces not yet known to work here (a spawn that failed
    /// with them is tried again without).
    pub fn tries_namespaces(&self) -> bool {
        self.namespaces() && NAMESPACES.load(Ordering::Relaxed) == UNTRIED
    }

    /// The spawn worked: namespaces, if tried, are allowed here.
    pub fn started(&self) {
        if self.namespaces() {
            NAMESPACES.store(ALLOWED, Ordering::Relaxed);
        }
    }

    /// What holds in this jail, in a learner's words: `contained: files, network, ...`, and what
    /// does not, with why.
    pub fn said(&self) -> String {
        let namespaces = self.namespaces() && NAMESPACES.load(Ordering::Relaxed) != REFUSED;
        let mut held = Vec::new();
        let mut not = Vec::new();
        if self.ruleset.is_some() {
            held.push("files (writes only in the case's own folder)");
            if self.launcher && !namespaces {
                not.push(
                    "other programs (the command is a `#!` launcher, such as a pyenv shim: \
                     name the interpreter itself to contain them)",
                );
            } else if !namespaces {
                held.push("other programs");
            }
        } else {
            not.push("files and other programs (this kernel has no Landlock)");
        }
        match (namespaces, self.abi >= 4) {
            (true, _) => held.push("network"),
            (false, true) => {
                held.push("TCP");
                not.push("UDP (user namespaces are not allowed on this system)");
            }
            (false, false) => not.push("network (user namespaces are not allowed on this system)"),
        }
        if namespaces {
            held.push(
                "the host's sockets in /tmp and /run, shared memory and SysV IPC (a mount and an \
                 IPC namespace)",
            );
        } else {
            not.push("the host's sockets in /tmp and /run, shared memory (no namespaces)");
        }
        // The kernel holds the limit in the case's cgroup, or in its user namespace (not for a
        // judge running as root); else the judge stops a case past it.
        held.push(match (&self.cgroup, namespaces && !self.root) {
            (Some(_), _) => "processes (64 tasks, a cgroup)",
            (None, true) => "processes (64 tasks)",
            (None, false) => "processes (64)",
        });
        if self.abi >= 6 {
            held.push("signals");
        } else {
            not.push("signals (Landlock 6, Linux 6.12)");
        }
        if self.filter.is_empty() {
            not.push("keyrings, io_uring, other processes' limits (no seccomp filter here)");
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
        said += match self.cgroup {
            Some(_) => {
                " · memory counts shared memory and memfd files, CPU every process (a cgroup)"
            }
            None => {
                " · no cgroup here: memory and CPU are what the samples see, a lower bound \
                 (memfd and SysV shared memory refused)"
            }
        };
        said
    }
}

/// What the seccomp filter does with a system call no namespace holds (x86-64 only: the
/// filter is empty on other machines, and the header says so).
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
enum Refuse {
    /// Kills the program (`SIGSYS`, which the report names): no right program makes it.
    Kill,
    /// Fails with `ENOSYS`, as on a kernel without it: programs that probe for it (libuv's
    /// `io_uring`) go on without.
    Absent,
    /// Fails with `EPERM` unless argument `n` is 0 (the caller itself): another process's
    /// limits, CPUs and priority are not the case's to change (`prlimit` of the judge).
    OthersThan(u32),
}

/// x86-64's system calls the filter refuses, by number, and how.
#[cfg(target_arch = "x86_64")]
const REFUSED_CALLS: [(u32, Refuse); 26] = [
    (250, Refuse::Kill),          // keyctl: the kernel's keyrings are the host's
    (248, Refuse::Kill),          // add_key
    (249, Refuse::Kill),          // request_key
    (321, Refuse::Kill),          // bpf
    (298, Refuse::Kill),          // perf_event_open
    (323, Refuse::Kill),          // userfaultfd
    (101, Refuse::Kill),          // ptrace
    (310, Refuse::Kill),          // process_vm_readv
    (311, Refuse::Kill),          // process_vm_writev
    (246, Refuse::Kill),          // kexec_load
    (320, Refuse::Kill),          // kexec_file_load
    (175, Refuse::Kill),          // init_module
    (313, Refuse::Kill),          // finit_module
    (176, Refuse::Kill),          // delete_module
    (304, Refuse::Kill),          // open_by_handle_at: a file by handle, past every path rule
    (425, Refuse::Absent),        // io_uring_setup: work done by the kernel's own threads
    (426, Refuse::Absent),        // io_uring_enter
    (427, Refuse::Absent),        // io_uring_register
    (302, Refuse::OthersThan(0)), // prlimit64
    (203, Refuse::OthersThan(0)), // sched_setaffinity
    (142, Refuse::OthersThan(0)), // sched_setparam
    (144, Refuse::OthersThan(0)), // sched_setscheduler
    (314, Refuse::OthersThan(0)), // sched_setattr
    (141, Refuse::OthersThan(1)), // setpriority
    (251, Refuse::OthersThan(1)), // ioprio_set
    (256, Refuse::OthersThan(0)), // migrate_pages
];

/// Refused where no cgroup counts their pages (x86-64): shared memory no process's resident
/// set holds (`memfd_create`, `memfd_secret`, SysV `shmget`).
#[cfg(target_arch = "x86_64")]
const UNCOUNTED_CALLS: [u32; 3] = [319, 447, 29];

/// The seccomp filter of a case: [`REFUSED_CALLS`], and [`UNCOUNTED_CALLS`] where no cgroup
/// (`counted`) holds what they hold. Empty on other machines than x86-64 (said in the header).
fn filter(counted: bool) -> Vec<SockFilter> {
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = counted;
        Vec::new()
    }
    #[cfg(target_arch = "x86_64")]
    {
        const LOAD: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
        const EQUAL: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
        const AT_LEAST: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
        const RETURN: u16 = 0x06; // BPF_RET | BPF_K
        const AUDIT_ARCH_X86_64: u32 = 0xC000_003E;
        const KILL: u32 = 0x8000_0000;
        const ALLOW: u32 = 0x7fff_0000;
        const ERRNO: u32 = 0x0005_0000;
        const ENOSYS: u32 = 38;
        const EPERM: u32 = 1;
        let op = |code, k, jump_true, jump_false| SockFilter {
            code,
            jump_true,
            jump_false,
            k,
        };
        let mut program = vec![
            op(LOAD, 4, 0, 0),
            op(EQUAL, AUDIT_ARCH_X86_64, 1, 0),
            op(RETURN, KILL, 0, 0),
            op(LOAD, 0, 0, 0),
            // The x32 numbering of the same calls.
            op(AT_LEAST, 0x4000_0000, 0, 1),
            op(RETURN, KILL, 0, 0),
        ];
        let uncounted = UNCOUNTED_CALLS.iter().filter(|_| !counted);
        let calls = REFUSED_CALLS
            .iter()
            .copied()
            .chain(uncounted.map(|&number| (number, Refuse::Absent)));
        for (number, refuse) in calls {
            match refuse {
                Refuse::Kill | Refuse::Absent => {
                    let action = match refuse {
                        Refuse::Kill => KILL,
                        _ => ERRNO | ENOSYS,
                    };
                    program.push(op(EQUAL, number, 0, 1));
                    program.push(op(RETURN, action, 0, 0));
                }
                Refuse::OthersThan(argument) => {
                    // seccomp_data: nr, arch, instruction pointer, then the arguments (8 bytes
                    // each, the low word first).
                    let low = 16 + 8 * argument;
                    program.push(op(EQUAL, number, 0, 6));
                    program.push(op(LOAD, low, 0, 0));
                    program.push(op(EQUAL, 0, 0, 3));
                    program.push(op(LOAD, low + 4, 0, 0));
                    program.push(op(EQUAL, 0, 0, 1));
                    program.push(op(RETURN, ALLOW, 0, 0));
                    program.push(op(RETURN, ERRNO | EPERM, 0, 0));
                }
            }
        }
        program.push(op(RETURN, ALLOW, 0, 0));
        program
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

/// One step between fork and exec, as isolate's `box_inside` has them: a name, whether a
/// refusal ends the spawn (the command then fails to start, and the judge says why), and the
/// system calls, on what was prepared only (no allocation, no lock).
struct Step {
    #[allow(dead_code)] // The name is for a person reading the list.
    name: &'static str,
    fatal: bool,
    apply: unsafe fn(&Child) -> io::Result<()>,
}

/// The child side of a run, in order. Every run takes the first four; a contained one the rest.
const STEPS: [Step; 12] = [
    Step {
        name: "die with the judge (PR_SET_PDEATHSIG)",
        fatal: true,
        apply: die_with_the_judge,
    },
    Step {
        name: "the judge is still there (else nobody would kill this process)",
        fatal: true,
        apply: judge_alive,
    },
    Step {
        name: "the address-space safety net (RLIMIT_AS)",
        fatal: true,
        apply: address_space,
    },
    Step {
        name: "no core dumps in the user's folder (RLIMIT_CORE)",
        fatal: false,
        apply: no_core_dumps,
    },
    Step {
        name: "into the case's cgroup, where it has one (memory, pids, cpuacct)",
        fatal: true,
        apply: join_the_cgroup,
    },
    Step {
        name: "no descriptor but 0, 1 and 2 crosses exec (close_range, Linux 5.11)",
        fatal: false,
        apply: no_other_descriptors,
    },
    Step {
        name: "user, network, mount, IPC and UTS namespaces, the judge's ids mapped to themselves",
        fatal: true,
        apply: namespaces,
    },
    Step {
        name: "the view: a private tmpfs on /tmp, /dev/shm and /run, the needed folders bound back",
        fatal: true,
        apply: private_folders,
    },
    Step {
        name: "the process limit, counted in the case's namespace (RLIMIT_NPROC)",
        fatal: true,
        apply: process_limit,
    },
    Step {
        name: "no new privileges (PR_SET_NO_NEW_PRIVS)",
        fatal: true,
        apply: no_new_privileges,
    },
    Step {
        name: "the Landlock domain: files, programs, TCP, signals, abstract sockets",
        fatal: true,
        apply: landlock,
    },
    Step {
        name: "the seccomp filter: what no namespace holds",
        fatal: true,
        apply: seccomp,
    },
];

/// In the child before exec, for every run: the [`STEPS`], the jail's where there is one.
pub fn prepare(command: &mut Command, address_space: u64, jail: Option<Arc<Jail>>) {
    use std::os::unix::process::CommandExt;
    let child = Child {
        judge: std::process::id() as c_int,
        address_space,
        jail,
    };
    let hook = move || {
        for step in &STEPS {
            // SAFETY: only between fork and exec, in the child: this hook.
            match unsafe { (step.apply)(&child) } {
                Err(error) if step.fatal => return Err(error),
                _ => {}
            }
        }
        Ok(())
    };
    // SAFETY: the hook makes no allocation and takes no lock (everything was made before).
    unsafe { command.pre_exec(hook) };
}

/// The result of a call that returns 0 or -1 with `errno`.
fn checked(result: c_int) -> io::Result<()> {
    match result {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

unsafe fn die_with_the_judge(_: &Child) -> io::Result<()> {
    const PR_SET_PDEATHSIG: c_int = 1;
    // SAFETY: prctl(2) with integer arguments.
    checked(unsafe { c::prctl(PR_SET_PDEATHSIG, SIGKILL as c_long) })
}

unsafe fn judge_alive(child: &Child) -> io::Result<()> {
    // SAFETY: getppid(2) cannot fail.
    match unsafe { c::getppid() } == child.judge {
        true => Ok(()),
        false => Err(io::Error::from_raw_os_error(3)),
    }
}

unsafe fn address_space(child: &Child) -> io::Result<()> {
    const RLIMIT_AS: c_int = 9;
    let mut limit = [0u64; 2];
    // SAFETY: getrlimit(2) writes two words to a live local.
    checked(unsafe { c::getrlimit(RLIMIT_AS, &mut limit) })?;
    let net = [
        child.address_space.min(limit[0]),
        child.address_space.min(limit[1]),
    ];
    // SAFETY: setrlimit(2) reads two words from a live local.
    checked(unsafe { c::setrlimit(RLIMIT_AS, &net) })
}

unsafe fn no_core_dumps(_: &Child) -> io::Result<()> {
    const RLIMIT_CORE: c_int = 4;
    // SAFETY: setrlimit(2) reads two words from a live array.
    checked(unsafe { c::setrlimit(RLIMIT_CORE, &[0, 0]) })
}

unsafe fn namespaces(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| jail.namespaces()) else {
        return Ok(());
    };
    // SAFETY: unshare(2) with integer flags, in the single-threaded child.
    checked(unsafe { c::unshare(NAMESPACES_ALL) })?;
    for (path, line) in &jail.maps {
        // SAFETY: a NUL-terminated path and a buffer that outlive the calls.
        unsafe {
            let fd = c::open(path.as_ptr(), O_WRONLY | O_CLOEXEC);
            if fd < 0 {
                return Err(io::Error::last_os_error());
            }
            let written = c::write(fd, line.as_ptr().cast(), line.len());
            c::close(fd);
            if written < 0 {
                return Err(io::Error::last_os_error());
            }
        }
    }
    Ok(())
}

unsafe fn process_limit(child: &Child) -> io::Result<()> {
    if !child.jail.as_deref().is_some_and(Jail::namespaces) {
        return Ok(());
    }
    // SAFETY: setrlimit(2) reads two words from a live array.
    checked(unsafe { c::setrlimit(RLIMIT_NPROC, &[TASKS, TASKS]) })
}

unsafe fn no_new_privileges(child: &Child) -> io::Result<()> {
    if child.jail.is_none() {
        return Ok(());
    }
    let no = 0 as c_long;
    // SAFETY: prctl(2) with integer arguments.
    checked(unsafe { c::prctl(PR_SET_NO_NEW_PRIVS, 1 as c_long, no, no, no) })
}

unsafe fn landlock(child: &Child) -> io::Result<()> {
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

unsafe fn join_the_cgroup(child: &Child) -> io::Result<()> {
    let Some(cgroup) = child.jail.as_ref().and_then(|jail| jail.cgroup.as_ref()) else {
        return Ok(());
    };
    for procs in &cgroup.procs {
        // SAFETY: one byte from a static buffer, to a descriptor the jail owns: `0` is the
        // writer itself.
        if unsafe { c::write(procs.as_raw_fd(), b"0".as_ptr().cast(), 1) } != 1 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

unsafe fn no_other_descriptors(child: &Child) -> io::Result<()> {
    if child.jail.is_none() {
        return Ok(());
    }
    // SAFETY: close_range(2) with integers: every descriptor from 3 on is closed at exec (std's
    // own pipe, which reports a failed exec, is so already).
    let done = unsafe { c::syscall(CLOSE_RANGE, 3u32, u32::MAX, CLOSE_RANGE_CLOEXEC) };
    match done {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

unsafe fn private_folders(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| jail.namespaces()) else {
        return Ok(());
    };
    let none = std::ptr::null();
    // SAFETY: mount(2) with a static path; nothing of the case's mounts reaches the host's.
    checked(unsafe { c::mount(none, c"/".as_ptr(), none, MS_REC | MS_PRIVATE, none.cast()) })?;
    // The needed folders beneath a covered one, cloned before it is covered.
    let mut trees: [c_int; KEEPS] = [-1; KEEPS];
    // SAFETY: in the child, between fork and exec, as this step is.
    unsafe {
        clone_kept(jail, &mut trees)?;
        cover(jail)?;
        bind_kept(jail, &trees)
    }
}

/// Clones each folder or file the program needs beneath a covered folder into `trees`,
/// read-only, before the cover hides it.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn clone_kept(jail: &Jail, trees: &mut [c_int; KEEPS]) -> io::Result<()> {
    for (keep, tree) in jail.keeps.iter().zip(trees.iter_mut()) {
        // SAFETY: open_tree(2) on a NUL-terminated path; the result is a new descriptor.
        *tree = unsafe {
            c::syscall(
                OPEN_TREE,
                AT_FDCWD,
                keep.path.as_ptr(),
                OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE,
            )
        } as c_int;
        if *tree < 0 {
            return Err(io::Error::last_os_error());
        }
        let read_only = MountAttr {
            set: MOUNT_ATTR_RDONLY,
            clear: 0,
            propagation: 0,
            user_namespace: 0,
        };
        // SAFETY: mount_setattr(2) on the descriptor just made, with a live attribute.
        let done = unsafe {
            c::syscall(
                MOUNT_SETATTR,
                *tree,
                c"".as_ptr(),
                AT_EMPTY_PATH | AT_RECURSIVE,
                &read_only as *const MountAttr,
                std::mem::size_of::<MountAttr>(),
            )
        };
        if done != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Covers each folder with its private tmpfs (a Landlock rule for those the program writes in)
/// and makes the case's folder again in its /tmp.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn cover(jail: &Jail) -> io::Result<()> {
    for cover in &jail.covers {
        // SAFETY: mount(2) with NUL-terminated strings prepared before the fork.
        checked(unsafe {
            c::mount(
                c"tmpfs".as_ptr(),
                cover.path.as_ptr(),
                c"tmpfs".as_ptr(),
                MS_NOSUID | MS_NODEV,
                cover.options.as_ptr().cast(),
            )
        })?;
        if cover.written {
            if let Some(ruleset) = &jail.ruleset {
                // SAFETY: a NUL-terminated path and a ruleset we own (this run's alone).
                unsafe { allow_here(ruleset.as_raw_fd(), &cover.path, jail.writes) }?;
            }
        }
    }
    for folder in &jail.case {
        // SAFETY: mkdir(2) on a NUL-terminated path, in the private tmpfs.
        if unsafe { c::mkdir(folder.as_ptr(), 0o700) } != 0 {
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::AlreadyExists {
                return Err(error);
            }
        }
    }
    Ok(())
}

/// Binds each tree of [`clone_kept`] back at its own path, beneath its cover.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn bind_kept(jail: &Jail, trees: &[c_int; KEEPS]) -> io::Result<()> {
    for (keep, &tree) in jail.keeps.iter().zip(trees.iter()) {
        for folder in &keep.made {
            // SAFETY: mkdir(2) on a NUL-terminated path; one that is there already is fine.
            if unsafe { c::mkdir(folder.as_ptr(), 0o755) } != 0 {
                let error = io::Error::last_os_error();
                if error.kind() != io::ErrorKind::AlreadyExists {
                    return Err(error);
                }
            }
        }
        if keep.file {
            // SAFETY: open(2) on a NUL-terminated path in the tmpfs: an empty file to bind on.
            let fd = unsafe { c::open(keep.path.as_ptr(), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644) };
            if fd < 0 {
                return Err(io::Error::last_os_error());
            }
            // SAFETY: the descriptor just made, ours.
            unsafe { c::close(fd) };
        }
        // SAFETY: move_mount(2) of the tree cloned above onto a NUL-terminated path.
        let done = unsafe {
            c::syscall(
                MOVE_MOUNT,
                tree,
                c"".as_ptr(),
                AT_FDCWD,
                keep.path.as_ptr(),
                MOVE_MOUNT_F_EMPTY_PATH,
            )
        };
        // SAFETY: the tree's descriptor, ours, is not used again.
        unsafe { c::close(tree) };
        if done != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// `struct mount_attr`, for `mount_setattr(2)`.
#[repr(C)]
struct MountAttr {
    set: u64,
    clear: u64,
    propagation: u64,
    user_namespace: u64,
}

/// In the child: adds to `ruleset` the rule that allows `rights` beneath `path` (a folder).
///
/// # Safety
/// `ruleset` is a Landlock ruleset's descriptor.
unsafe fn allow_here(ruleset: c_int, path: &CString, rights: u64) -> io::Result<()> {
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

unsafe fn seccomp(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| !jail.filter.is_empty()) else {
        return Ok(());
    };
    const PR_SET_SECCOMP: c_int = 22;
    const SECCOMP_MODE_FILTER: c_long = 2;
    let program = SockProgram {
        length: jail.filter.len() as u16,
        filter: jail.filter.as_ptr(),
    };
    let no = 0 as c_long;
    // SAFETY: prctl(2) with a live program; no_new_privs is set (a step before).
    checked(unsafe {
        c::prctl(
            PR_SET_SECCOMP,
            SECCOMP_MODE_FILTER,
            &program as *const SockProgram,
            no,
            no,
        )
    })
}

/// The rights of this ABI, of those named.
fn known(abi: u32, rights: u64) -> u64 {
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

/// The ruleset of a run: what it reads, writes and executes.
fn ruleset(
    abi: u32,
    executables: &[PathBuf],
    named: &[PathBuf],
    needed: &[(PathBuf, bool)],
    launcher: bool,
    walled: bool,
    folder: &Path,
) -> io::Result<OwnedFd> {
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
    let ruleset = unsafe { OwnedFd::from_raw_fd(fd as RawFd) };
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

/// The folders a program needs to read beyond the system's, each with whether it is an
/// executable's prefix (then as executable as the system's folders): the folder it is judged
/// from, its arguments' folders (`python3 mine.py`), and the prefix each executable was installed
/// in (`~/.pyenv/versions/3.12`, `~/.pyenv` for its shims) or its own folder.
fn needed(executables: &[PathBuf], arguments: &[&OsStr]) -> Vec<(PathBuf, bool)> {
    let mut needed = Vec::new();
    if let Ok(here) = std::env::current_dir() {
        needed.push((here, false));
    }
    for argument in arguments {
        if let Ok(path) = Path::new(argument).canonicalize() {
            if let Some(parent) = path.parent() {
                needed.push((parent.to_path_buf(), false));
            }
        }
    }
    for executable in executables {
        let folder = executable.parent().unwrap_or(Path::new("/"));
        let prefix = match folder.file_name() {
            Some(name) if name == "bin" || name == "shims" => folder.parent().unwrap_or(folder),
            _ => folder,
        };
        needed.push((prefix.to_path_buf(), true));
    }
    needed
}

/// The files the program is and names: its executables, and its arguments that are paths.
fn files(executables: &[PathBuf], arguments: &[&OsStr]) -> Vec<PathBuf> {
    let arguments = arguments
        .iter()
        .filter_map(|argument| Path::new(argument).canonicalize().ok());
    executables.iter().cloned().chain(arguments).collect()
}

/// The folders hidden in the case's mount namespace behind a private tmpfs of at most `memory`
/// bytes, and the folders of `needed` beneath them, bound back read-only: `/tmp` and `/dev/shm`
/// (the program's own, writable), `/run` (empty: the host's sockets, D-Bus, the container
/// runtime's, are there). A folder that is a link or is not there is left as it is.
fn view(
    needed: &[(PathBuf, bool)],
    files: &[PathBuf],
    case: &Path,
    memory: u64,
) -> (Vec<Cover>, Vec<Keep>, Vec<CString>) {
    let text = |path: &Path| CString::new(path.as_os_str().as_bytes()).ok();
    let mut covers = Vec::new();
    let mut keeps: Vec<Keep> = Vec::new();
    let mut made_case = Vec::new();
    for (folder, written) in [("/tmp", true), ("/dev/shm", true), ("/run", false)] {
        let folder = Path::new(folder);
        if !folder.symlink_metadata().is_ok_and(|meta| meta.is_dir()) {
            continue;
        }
        let (size, mode) = match written {
            true => (memory.max(1 << 20), "1777"),
            false => (1 << 20, "755"),
        };
        let options = format!("size={size},nr_inodes=4096,mode={mode}");
        let (Some(path), Some(options)) = (text(folder), CString::new(options).ok()) else {
            continue;
        };
        covers.push(Cover {
            path,
            options,
            written,
        });
        if let (true, Ok(beneath)) = (written, case.strip_prefix(folder)) {
            made_case = made(folder, beneath);
        }
        // The folders it needs beneath this one (not this one itself: the cover wins, and the
        // files it names there are bound alone, below).
        let mut kept: Vec<&Path> = Vec::new();
        for (path, _) in needed {
            match path.strip_prefix(folder) {
                Ok(beneath) if beneath.as_os_str().is_empty() => {}
                Ok(beneath) => {
                    let Some(name) = text(path) else { continue };
                    if keeps.len() < KEEPS && !keeps.iter().any(|keep| keep.path == name) {
                        let made = made(folder, beneath);
                        keeps.push(Keep {
                            path: name,
                            made,
                            file: false,
                        });
                        kept.push(path);
                    }
                }
                Err(_) => {}
            }
        }
        // The program's files (itself, its arguments) in no folder bound back: each alone, if
        // it is a file or a folder (never a socket).
        for file in files {
            let Ok(beneath) = file.strip_prefix(folder) else {
                continue;
            };
            let kind = file.metadata().map(|meta| meta.file_type());
            let bindable = kind.is_ok_and(|kind| kind.is_file() || kind.is_dir());
            let inside = kept.iter().any(|folder| file.starts_with(folder));
            let Some(name) = text(file) else { continue };
            if bindable && !inside && keeps.len() < KEEPS && !keeps.iter().any(|k| k.path == name) {
                let mut made = made(folder, beneath);
                let is_file = file.is_file();
                if is_file {
                    made.pop();
                }
                keeps.push(Keep {
                    path: name,
                    made,
                    file: is_file,
                });
            }
        }
    }
    (covers, keeps, made_case)
}

/// The folders to make beneath `folder` for `beneath`, outermost first.
fn made(folder: &Path, beneath: &Path) -> Vec<CString> {
    let mut made = Vec::new();
    let mut at = folder.to_path_buf();
    for part in beneath.components() {
        at.push(part);
        made.extend(CString::new(at.as_os_str().as_bytes()).ok());
    }
    made
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

/// The files exec runs for `program`: the program as the `PATH` finds it, the interpreter of a
/// `#!` script (and the program `env` would find), and the loader each names (`PT_INTERP`);
/// and whether one of them was a `#!` script (a launcher).
fn executables(program: &OsStr) -> (Vec<PathBuf>, bool) {
    let mut launcher = false;
    let mut found: Vec<PathBuf> = Vec::new();
    let mut next = vec![program.to_os_string()];
    while let Some(name) = next.pop() {
        let Some((named, path)) = on_path(&name) else {
            continue;
        };
        if found.contains(&path) || found.len() > 16 {
            continue;
        }
        // A link (a virtual environment's `python3`): its own folder is the prefix too.
        if named != path {
            found.push(named);
        }
        let head = head(&path);
        if let Some(line) = head.strip_prefix(b"#!") {
            launcher = true;
            let line = line.split(|&b| b == b'\n').next().unwrap_or_default();
            let mut words = line
                .split(|b| b.is_ascii_whitespace())
                .filter(|word| !word.is_empty());
            if let Some(interpreter) = words.next() {
                next.push(OsStr::from_bytes(interpreter).to_os_string());
                if interpreter.ends_with(b"/env") {
                    let command = words.find(|word| !word.starts_with(b"-"));
                    next.extend(command.map(|word| OsStr::from_bytes(word).to_os_string()));
                }
            }
        } else if let Some(loader) = elf_interpreter(&head) {
            next.push(loader);
        }
        found.push(path);
    }
    (found, launcher)
}

/// The file `name` means to exec, as named (a path as it is, a bare name on the `PATH`) and
/// with every link resolved.
fn on_path(name: &OsStr) -> Option<(PathBuf, PathBuf)> {
    let name = Path::new(name);
    let named = if name.components().count() > 1 {
        std::path::absolute(name).ok()?
    } else {
        let paths = std::env::var_os("PATH")?;
        std::env::split_paths(&paths)
            .map(|folder| folder.join(name))
            .find(|path| path.is_file())?
    };
    let resolved = named.canonicalize().ok()?;
    Some((named, resolved))
}

/// The first 4 KiB of a file.
fn head(path: &Path) -> Vec<u8> {
    let mut head = Vec::new();
    if let Ok(file) = File::open(path) {
        let _ = file.take(4096).read_to_end(&mut head);
    }
    head
}

/// The loader a 64-bit little-endian ELF file names (`PT_INTERP`), when it is in `head`.
fn elf_interpreter(head: &[u8]) -> Option<std::ffi::OsString> {
    if !head.starts_with(b"\x7fELF\x02\x01") {
        return None;
    }
    let word = |at: usize, size: usize| -> Option<u64> {
        let bytes = head.get(at..at + size)?;
        Some(
            bytes
                .iter()
                .rev()
                .fold(0, |value, &b| value << 8 | u64::from(b)),
        )
    };
    let (table, entry, count) = (
        word(0x20, 8)? as usize,
        word(0x36, 2)? as usize,
        word(0x38, 2)?,
    );
    for index in 0..count as usize {
        let header = table + index * entry;
        if word(header, 4)? == 3 {
            let (offset, size) = (
                word(header + 8, 8)? as usize,
                word(header + 32, 8)? as usize,
            );
            let name = head.get(offset..offset + size)?;
            let name = name.strip_suffix(b"\0").unwrap_or(name);
            return Some(OsStr::from_bytes(name).to_os_string());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    //! Each probe of a program that reaches out of its case, run contained: refused, with
    //! nothing written, received or killed; and ordinary programs keep their verdicts.
    use super::*;
    use crate::run::{run_with, Exit, Limits, Run, PROCESSES};
    use std::net::{TcpListener, UdpSocket};
    use std::process::Command;
    use std::time::Duration;

    fn contained() -> Limits {
        Limits {
            time: Duration::from_secs(5),
            memory: 1 << 30,
            output: 1 << 20,
            contained: true,
        }
    }

    /// The interpreter itself (not a version manager's shim), if there is a python3.
    fn python() -> Option<String> {
        let output = Command::new("python3")
            .args(["-S", "-c", "import sys; print(sys.executable)"])
            .output()
            .ok()?;
        Some(String::from_utf8_lossy(&output.stdout).trim().to_string())
    }

    fn run_python(script: &str) -> Option<Run> {
        let Some(python) = python() else {
            crate::untested::tool("python3", "the jail on a Python program");
            return None;
        };
        let (run, _) = run_with(&[python.as_str(), "-S", "-c", script], b"", &contained())
            .expect("python3 starts");
        Some(run)
    }

    fn stdout(run: &Run) -> String {
        String::from_utf8_lossy(&run.stdout).to_string()
    }

    /// A folder of this test's own in the workspace's target folder, and a path in it.
    fn outside(name: &str) -> PathBuf {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/jail-tests");
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join(format!("{name}-{}", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    #[test]
    fn the_kernel_has_landlock() {
        // The machines this workspace is built on have it (Linux 6.18, ABI 7); elsewhere the
        // jail says what it lacks.
        if landlock_abi() == 0 {
            crate::untested::tool("Landlock (Linux 5.13)", "the jail's files and programs");
        }
    }

    #[test]
    fn a_file_outside_the_case_folder_is_not_written_one_inside_is() {
        let path = outside("written");
        let script = format!(
            "import os, tempfile\n\
             for path in [{path:?}, os.path.expanduser('~/nqueens-jail-probe'), '/var/tmp/nqueens-jail-probe']:\n\
             \x20   try:\n\
             \x20       open(path, 'w').write('x'); print('wrote', path)\n\
             \x20   except OSError as error: print('refused', error.errno)\n\
             with tempfile.NamedTemporaryFile() as own: own.write(b'x'); own.flush(); print('own', own.name.startswith(os.environ['TMPDIR']))\n"
        );
        let Some(run) = run_python(&script) else {
            return;
        };
        assert_eq!(run.exit, Exit::Code(0), "{run:?}");
        // Refused by Landlock (EACCES, 13) or by the read-only view of the folder (EROFS, 30):
        // which wall answers first depends on where the workspace is (a clone under /tmp, a
        // mount namespace of the caller's), not on what the program may do. The harm is checked
        // from outside below.
        let said = stdout(&run).replace("refused 30\n", "refused 13\n");
        assert_eq!(
            said, "refused 13\nrefused 13\nrefused 13\nown True\n",
            "{run:?}"
        );
        assert!(!path.exists());
    }

    #[test]
    fn no_connection_reaches_a_server_on_this_machine() {
        let tcp = TcpListener::bind("127.0.0.1:0").unwrap();
        tcp.set_nonblocking(true).unwrap();
        let udp = UdpSocket::bind("127.0.0.1:0").unwrap();
        udp.set_nonblocking(true).unwrap();
        let (tcp_port, udp_port) = (
            tcp.local_addr().unwrap().port(),
            udp.local_addr().unwrap().port(),
        );
        let script = format!(
            "import socket\n\
             try:\n\
             \x20   socket.create_connection(('127.0.0.1', {tcp_port}), timeout=2); print('tcp sent')\n\
             except OSError: print('tcp refused')\n\
             try:\n\
             \x20   socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'x', ('127.0.0.1', {udp_port})); print('udp sent')\n\
             except OSError: print('udp refused')\n"
        );
        let Some(run) = run_python(&script) else {
            return;
        };
        assert!(stdout(&run).starts_with("tcp refused\n"), "{run:?}");
        std::thread::sleep(Duration::from_millis(50));
        assert!(tcp.accept().is_err(), "a connection came");
        assert!(udp.recv(&mut [0; 8]).is_err(), "a datagram came");
        if NAMESPACES.load(Ordering::Relaxed) == ALLOWED {
            assert_eq!(stdout(&run), "tcp refused\nudp refused\n");
        }
    }

    #[test]
    fn a_system_program_starts_behind_the_walls_and_harms_nothing() {
        // Behind every wall (namespaces), `sh` may start `touch`, which cannot write outside the
        // case; without namespaces, the system's programs are not executed at all (126).
        let path = outside("touched");
        let script = format!("touch {}", path.display());
        let (run, _) = run_with(&["sh", "-c", &script], b"", &contained()).expect("sh starts");
        let walled = NAMESPACES.load(Ordering::Relaxed) == ALLOWED;
        let refused = if walled { 1 } else { 126 };
        assert_eq!(run.exit, Exit::Code(refused), "{run:?}");
        assert!(!path.exists());
        let Some(run) = run_python(&format!(
            "import subprocess\n\
             try:\n\
             \x20   print('ran', subprocess.run(['touch', {path:?}]).returncode)\n\
             except OSError as error: print('refused', error.errno)\n",
            path = path.display().to_string()
        )) else {
            return;
        };
        let said = if walled { "ran 1\n" } else { "refused 13\n" };
        assert_eq!(stdout(&run), said);
        assert!(!path.exists());
    }

    #[test]
    fn no_signal_reaches_a_process_outside_the_case() {
        if landlock_abi() < 6 {
            return crate::untested::tool("Landlock 6 (Linux 6.12)", "signals scoped to the case");
        }
        let mut stranger = Command::new("sleep").arg("30").spawn().unwrap();
        let script = format!(
            "import os, signal\n\
             try:\n\
             \x20   os.kill({}, signal.SIGTERM); print('killed')\n\
             except OSError as error: print('refused', error.errno)\n",
            stranger.id()
        );
        let run = run_python(&script);
        let alive = stranger.try_wait().unwrap().is_none();
        let _ = stranger.kill();
        let _ = stranger.wait();
        let Some(run) = run else {
            return;
        };
        assert_eq!(stdout(&run), "refused 1\n");
        assert!(alive);
    }

    #[test]
    fn three_hundred_sleeping_children_meet_the_process_limit() {
        let script = "import os, time\n\
                      made = 0\n\
                      try:\n\
                      \x20   for _ in range(300):\n\
                      \x20       if os.fork() == 0:\n\
                      \x20           time.sleep(20); os._exit(0)\n\
                      \x20       made += 1\n\
                      except OSError: print('refused after', made, flush=True)\n\
                      time.sleep(20)\n";
        let Some(run) = run_python(script) else {
            return;
        };
        match run.exit {
            // The judge, running as root, stopped it (the kernel does not count root's).
            Exit::ProcessLimit { alive, limit } => {
                assert!(alive > limit && limit == PROCESSES, "{run:?}")
            }
            // The kernel refused the fork; the program then slept on: the idle clock.
            Exit::TimedOut(_) => {
                let said = stdout(&run);
                let made: usize = said.trim().rsplit(' ').next().unwrap().parse().unwrap();
                assert!(made < PROCESSES, "{said}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn ordinary_programs_keep_their_verdicts() {
        // Threads, the standard library, reads of /proc and of the system's files.
        let Some(run) = run_python(
            "import threading, json, os, sys\n\
             out = []\n\
             threads = [threading.Thread(target=out.append, args=(i,)) for i in range(16)]\n\
             [t.start() for t in threads]; [t.join() for t in threads]\n\
             open('/proc/self/status').read(); json.dumps({'n': len(out)})\n\
             print(sum(out), os.cpu_count() > 0)\n",
        ) else {
            return;
        };
        assert_eq!(
            (run.exit, stdout(&run)),
            (Exit::Code(0), "120 True\n".into())
        );
        // A shell's builtins, and its output thrown away.
        let (run, _) = run_with(
            &[
                "sh",
                "-c",
                "echo kept; echo thrown > /dev/null; read n; echo $((n * 2))",
            ],
            b"21\n",
            &contained(),
        )
        .expect("sh starts");
        assert_eq!(
            (run.exit, run.stdout),
            (Exit::Code(0), b"kept\n42\n".to_vec())
        );
    }

    #[test]
    fn a_jvm_with_threads_keeps_its_verdict() {
        let (Ok(javac), Ok(java)) = (
            Command::new("javac").arg("-version").output(),
            Command::new("java").arg("-version").output(),
        ) else {
            return crate::untested::tool("a JDK (javac, java)", "the JVM in the jail");
        };
        assert!(javac.status.success() && java.status.success());
        let folder = outside("java");
        std::fs::create_dir_all(&folder).unwrap();
        let source = folder.join("Threads.java");
        std::fs::write(
            &source,
            "public class Threads { public static void main(String[] a) throws Exception {\n\
             long[] s = new long[8]; Thread[] t = new Thread[8];\n\
             for (int i = 0; i < 8; i++) { final int k = i; t[i] = new Thread(() -> { for (int j = 0; j < 1000; j++) s[k] += j; }); t[i].start(); }\n\
             long sum = 0; for (int i = 0; i < 8; i++) { t[i].join(); sum += s[i]; }\n\
             System.out.println(sum); } }\n",
        )
        .unwrap();
        let compiled = Command::new("javac").arg(&source).status().unwrap();
        assert!(compiled.success());
        let limits = Limits {
            time: Duration::from_secs(20),
            ..contained()
        };
        let class_path = folder.display().to_string();
        let (run, _) = run_with(&["java", "-cp", &class_path, "Threads"], b"", &limits).unwrap();
        let _ = std::fs::remove_dir_all(&folder);
        assert_eq!(
            run.exit,
            Exit::Code(0),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(stdout(&run), "3996000\n");
    }
}
