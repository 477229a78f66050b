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

/// What the seccomp filter does with a system call no namespace holds.
#[derive(Clone, Copy, Debug, PartialEq)]
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

/// One machine's numbering of what the filter refuses, with each call's name as the kernel's
/// headers spell it (`__NR_<name>`): the unit tests check the numbers against those headers.
struct Machine {
    /// `std::env::consts::ARCH` of the machine.
    arch: &'static str,
    /// The `AUDIT_ARCH_*` of its own system calls: a call of another (a 32-bit program's, whose
    /// numbers differ) kills the program.
    audit: u32,
    /// Where another numbering of the same machine starts (x86-64's x32): killed too.
    other_numbers: Option<u32>,
    /// The calls refused, by name and number, and how.
    refused: &'static [(&'static str, u32, Refuse)],
    /// Refused where no cgroup counts their pages ([`filter`]'s `counted`): shared memory no
    /// process's resident set holds (`memfd_create`, `memfd_secret`, SysV `shmget`).
    uncounted: &'static [(&'static str, u32)],
}

/// x86-64 (`arch/x86/entry/syscalls/syscall_64.tbl`).
const X86_64: Machine = Machine {
    arch: "x86_64",
    audit: 0xC000_003E,
    other_numbers: Some(0x4000_0000),
    refused: &[
        ("keyctl", 250, Refuse::Kill), // the kernel's keyrings are the host's
        ("add_key", 248, Refuse::Kill),
        ("request_key", 249, Refuse::Kill),
        ("bpf", 321, Refuse::Kill),
        ("perf_event_open", 298, Refuse::Kill),
        ("userfaultfd", 323, Refuse::Kill),
        ("ptrace", 101, Refuse::Kill),
        ("process_vm_readv", 310, Refuse::Kill),
        ("process_vm_writev", 311, Refuse::Kill),
        ("kexec_load", 246, Refuse::Kill),
        ("kexec_file_load", 320, Refuse::Kill),
        ("init_module", 175, Refuse::Kill),
        ("finit_module", 313, Refuse::Kill),
        ("delete_module", 176, Refuse::Kill),
        // A file by handle, past every path rule.
        ("open_by_handle_at", 304, Refuse::Kill),
        // Work done by the kernel's own threads.
        ("io_uring_setup", 425, Refuse::Absent),
        ("io_uring_enter", 426, Refuse::Absent),
        ("io_uring_register", 427, Refuse::Absent),
        ("prlimit64", 302, Refuse::OthersThan(0)),
        ("sched_setaffinity", 203, Refuse::OthersThan(0)),
        ("sched_setparam", 142, Refuse::OthersThan(0)),
        ("sched_setscheduler", 144, Refuse::OthersThan(0)),
        ("sched_setattr", 314, Refuse::OthersThan(0)),
        ("setpriority", 141, Refuse::OthersThan(1)),
        ("ioprio_set", 251, Refuse::OthersThan(1)),
        ("migrate_pages", 256, Refuse::OthersThan(0)),
    ],
    uncounted: &[("memfd_create", 319), ("memfd_secret", 447), ("shmget", 29)],
};

/// AArch64: the generic numbering (`include/uapi/asm-generic/unistd.h`); no other numbering
/// of the machine's own (a 32-bit ARM program's calls carry another `AUDIT_ARCH`).
const AARCH64: Machine = Machine {
    arch: "aarch64",
    audit: 0xC000_00B7,
    other_numbers: None,
    refused: &[
        ("keyctl", 219, Refuse::Kill),
        ("add_key", 217, Refuse::Kill),
        ("request_key", 218, Refuse::Kill),
        ("bpf", 280, Refuse::Kill),
        ("perf_event_open", 241, Refuse::Kill),
        ("userfaultfd", 282, Refuse::Kill),
        ("ptrace", 117, Refuse::Kill),
        ("process_vm_readv", 270, Refuse::Kill),
        ("process_vm_writev", 271, Refuse::Kill),
        ("kexec_load", 104, Refuse::Kill),
        ("kexec_file_load", 294, Refuse::Kill),
        ("init_module", 105, Refuse::Kill),
        ("finit_module", 273, Refuse::Kill),
        ("delete_module", 106, Refuse::Kill),
        ("open_by_handle_at", 265, Refuse::Kill),
        ("io_uring_setup", 425, Refuse::Absent),
        ("io_uring_enter", 426, Refuse::Absent),
        ("io_uring_register", 427, Refuse::Absent),
        ("prlimit64", 261, Refuse::OthersThan(0)),
        ("sched_setaffinity", 122, Refuse::OthersThan(0)),
        ("sched_setparam", 118, Refuse::OthersThan(0)),
        ("sched_setscheduler", 119, Refuse::OthersThan(0)),
        ("sched_setattr", 274, Refuse::OthersThan(0)),
        ("setpriority", 140, Refuse::OthersThan(1)),
        ("ioprio_set", 30, Refuse::OthersThan(1)),
        ("migrate_pages", 238, Refuse::OthersThan(0)),
    ],
    uncounted: &[
        ("memfd_create", 279),
        ("memfd_secret", 447),
        ("shmget", 194),
    ],
};

/// The machines the filter knows; on any other it is empty (said in the header).
const MACHINES: [&Machine; 2] = [&X86_64, &AARCH64];

const LOAD: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
const EQUAL: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const AT_LEAST: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RETURN: u16 = 0x06; // BPF_RET | BPF_K
const KILL: u32 = 0x8000_0000; // SECCOMP_RET_KILL_PROCESS
const ALLOW: u32 = 0x7fff_0000;
const ERRNO: u32 = 0x0005_0000;
const ENOSYS: u32 = 38;
const EPERM: u32 = 1;

/// The seccomp filter of a case on this machine: its refused calls, and its uncounted ones
/// where no cgroup (`counted`) holds what they hold. Empty on a machine the filter does not
/// know (said in the header).
pub(super) fn filter(counted: bool) -> Vec<SockFilter> {
    let here = MACHINES
        .into_iter()
        .find(|machine| machine.arch == std::env::consts::ARCH);
    here.map_or_else(Vec::new, |machine| program(machine, counted))
}

/// The filter for `machine`: a call of another machine (or numbering) is killed; each refused
/// call is answered as its [`Refuse`] says; every other call is allowed.
fn program(machine: &Machine, counted: bool) -> Vec<SockFilter> {
    let op = |code, k, jump_true, jump_false| SockFilter {
        code,
        jump_true,
        jump_false,
        k,
    };
    let mut program = vec![
        op(LOAD, 4, 0, 0),
        op(EQUAL, machine.audit, 1, 0),
        op(RETURN, KILL, 0, 0),
        op(LOAD, 0, 0, 0),
    ];
    if let Some(first) = machine.other_numbers {
        program.push(op(AT_LEAST, first, 0, 1));
        program.push(op(RETURN, KILL, 0, 0));
    }
    let uncounted = machine.uncounted.iter().filter(|_| !counted);
    let calls = machine
        .refused
        .iter()
        .map(|&(_, number, refuse)| (number, refuse))
        .chain(uncounted.map(|&(_, number)| (number, Refuse::Absent)));
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
                // each, the low word first on both machines).
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

#[cfg(test)]
mod tests {
    //! The filter of each machine it knows, run on this one by a small classic-BPF machine (the
    //! four instructions the filter uses), and its numbers checked against the kernel's own
    //! headers where they are installed: pure tests, run for aarch64 under qemu too (`.ci/run`).
    use super::*;

    /// What `program` answers a call `number` of machine `audit` with `arguments`, as the
    /// kernel's classic BPF would (`struct seccomp_data`: nr, arch, instruction pointer, then
    /// the arguments, the low word first).
    fn answer(program: &[SockFilter], audit: u32, number: u32, arguments: [u64; 6]) -> u32 {
        let word = |offset: u32| match offset {
            0 => number,
            4 => audit,
            8 | 12 => 0,
            _ => {
                let argument = arguments[(offset as usize - 16) / 8];
                match (offset - 16) % 8 {
                    0 => argument as u32,
                    _ => (argument >> 32) as u32,
                }
            }
        };
        let (mut at, mut accumulator) = (0, 0);
        loop {
            let op = program[at];
            at += 1;
            let jump = |taken: bool| usize::from(if taken { op.jump_true } else { op.jump_false });
            match op.code {
                LOAD => accumulator = word(op.k),
                EQUAL => at += jump(accumulator == op.k),
                AT_LEAST => at += jump(accumulator >= op.k),
                RETURN => return op.k,
                code => panic!("instruction {code:#x} at {}", at - 1),
            }
        }
    }

    #[test]
    fn each_machines_filter_answers_each_call_as_its_table_says() {
        let (mine, another) = ([0; 6], [1234, 1234, 0, 0, 0, 0]);
        for machine in MACHINES {
            let (refusing, counting) = (program(machine, false), program(machine, true));
            let ask = |number, arguments| answer(&refusing, machine.audit, number, arguments);
            for &(name, number, refuse) in machine.refused {
                let said = format!("{} {name} ({number})", machine.arch);
                match refuse {
                    Refuse::Kill => assert_eq!(ask(number, mine), KILL, "{said}"),
                    Refuse::Absent => assert_eq!(ask(number, mine), ERRNO | ENOSYS, "{said}"),
                    Refuse::OthersThan(argument) => {
                        assert_eq!(ask(number, mine), ALLOW, "{said}: the caller itself");
                        assert_eq!(ask(number, another), ERRNO | EPERM, "{said}: another");
                        // Only the high word set: another process still.
                        let mut high = mine;
                        high[argument as usize] = 1 << 32;
                        assert_eq!(ask(number, high), ERRNO | EPERM, "{said}: high word");
                    }
                }
            }
            for &(name, number) in machine.uncounted {
                assert_eq!(ask(number, mine), ERRNO | ENOSYS, "{} {name}", machine.arch);
                let counted = answer(&counting, machine.audit, number, mine);
                assert_eq!(
                    counted, ALLOW,
                    "{} {name} where a cgroup counts it",
                    machine.arch
                );
            }
            // A call the filter does not name (read: 0 on x86-64, 63 on aarch64), and one of
            // another machine's numbering, or of the x32 one.
            let read = match machine.arch {
                "x86_64" => 0,
                _ => 63,
            };
            assert_eq!(ask(read, another), ALLOW, "{} read", machine.arch);
            // AUDIT_ARCH_I386: a 32-bit program's calls.
            let other = answer(&refusing, 0x4000_0003, read, mine);
            assert_eq!(other, KILL, "{} another machine's call", machine.arch);
            if let Some(first) = machine.other_numbers {
                assert_eq!(ask(first + read, mine), KILL, "{} x32", machine.arch);
            }
        }
    }

    #[test]
    fn the_filter_here_is_this_machines_and_empty_elsewhere() {
        let known = matches!(std::env::consts::ARCH, "x86_64" | "aarch64");
        assert_eq!(filter(false).is_empty(), !known);
        if let Some(first) = filter(false).get(1) {
            let machine = MACHINES.iter().find(|m| m.arch == std::env::consts::ARCH);
            assert_eq!(Some(first.k), machine.map(|m| m.audit));
        }
    }

    #[test]
    fn each_number_is_the_kernels_own() {
        // The kernel's headers, where the system's C library headers installed them
        // (linux-libc-dev); the generic numbering, aarch64's, as the cross compiler's too.
        let headers = [
            (
                "x86_64",
                &[
                    "/usr/include/x86_64-linux-gnu/asm/unistd_64.h",
                    "/usr/include/asm/unistd_64.h",
                ][..],
            ),
            (
                "aarch64",
                &[
                    "/usr/include/asm-generic/unistd.h",
                    "/usr/aarch64-linux-gnu/include/asm-generic/unistd.h",
                ][..],
            ),
        ];
        for machine in MACHINES {
            let (_, paths) = headers
                .iter()
                .find(|(arch, _)| *arch == machine.arch)
                .unwrap();
            let Some(header) = paths
                .iter()
                .find_map(|path| std::fs::read_to_string(path).ok())
            else {
                return crate::untested::tool(
                    "the kernel's headers (linux-libc-dev)",
                    "the seccomp filter's numbers",
                );
            };
            let number = |name: &str| {
                let wanted = format!("__NR_{name}");
                header.lines().find_map(|line| {
                    let mut words = line.split_whitespace();
                    let defined = words.next()? == "#define" && words.next()? == wanted;
                    defined.then(|| words.next()?.parse::<u32>().ok()).flatten()
                })
            };
            let names = machine
                .refused
                .iter()
                .map(|&(name, number, _)| (name, number));
            for (name, table) in names.chain(machine.uncounted.iter().copied()) {
                assert_eq!(number(name), Some(table), "{} {name}", machine.arch);
            }
        }
    }
}
