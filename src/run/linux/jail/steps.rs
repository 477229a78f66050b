//! The child side of a run, between fork and exec: one list of named steps ([`STEPS`]), each
//! saying whether its refusal is fatal, as isolate's `box_inside` has them. Each step makes
//! system calls on what the judge prepared before the fork only (no allocation, no lock).

use std::io;
use std::os::fd::AsRawFd;
use std::os::raw::{c_int, c_long};
use std::process::Command;
use std::sync::Arc;

use super::super::super::room::CaseJail;
use super::super::super::unix::SIGKILL;
use super::{c, checked, init, landlock, seccomp, view, Child, Jail, O_CLOEXEC, O_WRONLY};

const CLONE_NEWNS: c_int = 0x0002_0000;
const CLONE_NEWPID: c_int = 0x2000_0000;
const CLONE_NEWUTS: c_int = 0x0400_0000;
const CLONE_NEWIPC: c_int = 0x0800_0000;
const CLONE_NEWUSER: c_int = 0x1000_0000;
const CLONE_NEWNET: c_int = 0x4000_0000;
/// Every namespace a case gets but the user one (made as the box user, or with these when
/// there is none) and the PID one (for the children of the caller: see `init`).
const NAMESPACES_ALL: c_int = CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS;
const CLOSE_RANGE: c_long = 436;
const CLOSE_RANGE_CLOEXEC: u32 = 4;
const PR_SET_NO_NEW_PRIVS: c_int = 38;
const RLIMIT_NPROC: c_int = 6;

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
/// From `own processes` on, the steps run in the program alone (pid 2 of its namespace).
const STEPS: [Step; 14] = [
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
        name: "into the case's cgroup, where it has one (v1: memory, pids, cpuacct; or v2)",
        fatal: true,
        apply: join_the_cgroup,
    },
    Step {
        name: "no descriptor but 0, 1 and 2 crosses exec (close_range, Linux 5.11)",
        fatal: false,
        apply: no_other_descriptors,
    },
    Step {
        name: "user, network, mount, IPC and UTS namespaces (the user one later for a box user)",
        fatal: true,
        apply: namespaces,
    },
    Step {
        name: "the view: a private tmpfs on /tmp, /dev/shm and /run, the needed folders bound back",
        fatal: true,
        apply: view::private_folders,
    },
    Step {
        name: "own processes: a proxy outside, an init (pid 1) that mounts /proc, the program",
        fatal: true,
        apply: init::own_processes,
    },
    Step {
        name: "the box user, when the judge is root: groups, gid, uid, then its user namespace",
        fatal: true,
        apply: box_user,
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
        apply: landlock::restrict,
    },
    Step {
        name: "the seccomp filter: what no namespace holds",
        fatal: true,
        apply: seccomp::install,
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
    let all = match jail.proxied() {
        true => NAMESPACES_ALL | CLONE_NEWPID,
        false => NAMESPACES_ALL,
    };
    if jail.box_user.is_some() {
        // As root: the user namespace comes after the view, made as the box user.
        // SAFETY: unshare(2) with integer flags, in the single-threaded child.
        return checked(unsafe { c::unshare(all) });
    }
    // SAFETY: unshare(2) with integer flags, in the single-threaded child.
    checked(unsafe { c::unshare(CLONE_NEWUSER | all) })?;
    // SAFETY: in the child, in its new user namespace.
    unsafe { write_maps(jail) }
}

/// Writes the jail's id maps (and `setgroups` deny) into the child's own user namespace.
///
/// # Safety
/// Only between fork and exec, in the child, in its new user namespace.
unsafe fn write_maps(jail: &Jail) -> io::Result<()> {
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

/// As root, once the view is made: into the folder it is judged from as the view made it, where
/// that is closed to others (its own files alone in it: `view::working_folder`); no supplementary group, the box user's gid and uid (real,
/// effective and saved), dumpable again (so its own `/proc/self` files are its own), the
/// parent-death signal again (a change of uid clears it; below an init, the init's death kills
/// it anyway), then a user namespace of its own with the box user mapped to itself, where
/// `RLIMIT_NPROC` counts this case alone.
unsafe fn box_user(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| jail.namespaces()) else {
        return Ok(());
    };
    let Some(id) = jail.box_user else {
        return Ok(());
    };
    const PR_SET_DUMPABLE: c_int = 4;
    if let Some(working) = jail.working.last() {
        // SAFETY: chdir(2) on a NUL-terminated path prepared before the fork, made by the view.
        checked(unsafe { c::chdir(working.as_ptr()) })?;
    }
    // SAFETY: setgroups(2) with an empty list; setresgid(2), setresuid(2) and prctl(2) with
    // integers, in the single-threaded child.
    unsafe {
        checked(c::setgroups(0, std::ptr::null()))?;
        checked(c::setresgid(id, id, id))?;
        checked(c::setresuid(id, id, id))?;
        checked(c::prctl(PR_SET_DUMPABLE, 1 as c_long))?;
        die_with_the_judge(child)?;
        if !jail.proxied() {
            judge_alive(child)?;
        }
        checked(c::unshare(CLONE_NEWUSER))?;
        write_maps(jail)
    }
}

unsafe fn process_limit(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| jail.namespaces()) else {
        return Ok(());
    };
    // The proxy and the init share the program's user namespace unless it has its own.
    let tasks = jail.tasks(jail.box_user.is_none());
    // SAFETY: setrlimit(2) reads two words from a live array.
    checked(unsafe { c::setrlimit(RLIMIT_NPROC, &[tasks, tasks]) })
}

unsafe fn no_new_privileges(child: &Child) -> io::Result<()> {
    if child.jail.is_none() {
        return Ok(());
    }
    let no = 0 as c_long;
    // SAFETY: prctl(2) with integer arguments.
    checked(unsafe { c::prctl(PR_SET_NO_NEW_PRIVS, 1 as c_long, no, no, no) })
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
