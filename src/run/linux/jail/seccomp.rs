//! The seccomp filter of a case: what no namespace holds (the kernel's keyrings, io_uring,
//! other processes' limits), as a classic BPF program made before the fork.

use std::io;
use std::os::raw::{c_int, c_long};

use super::{c, checked, Child};

/// One instruction of a classic BPF program (`struct sock_filter`).
#[repr(C)]
#[derive(Clone, Copy)]
pub(super) struct SockFilter {
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
pub(super) fn filter(counted: bool) -> Vec<SockFilter> {
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

pub(super) unsafe fn install(child: &Child) -> io::Result<()> {
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
