//! macOS's process lists and per-process usage (libproc, in libSystem like the rest of libc):
//! what Linux reads from `/proc`, read while the processes run.

use std::ffi::c_void;
use std::os::raw::{c_char, c_int};
use std::sync::OnceLock;
use std::time::Duration;

/// `RUSAGE_INFO_V4` of `<sys/resource.h>` (macOS 10.14 and later): the first with the lifetime
/// peak of the footprint.
const RUSAGE_INFO_V4: c_int = 4;

/// At most this many processes in one list: more than a user may run at once
/// (`kern.maxprocperuid` is 2,666 by default).
const MOST: usize = 4096;

/// `struct rusage_info_v4` of `<sys/resource.h>`: 16 bytes of UUID, then 35 counters. Times are
/// in Mach absolute time units, sizes in bytes. The fields read are named; the others are kept
/// as runs of counters, in their order.
#[repr(C)]
struct RusageInfo {
    _uuid: [u8; 16],
    user_time: u64,
    system_time: u64,
    /// `pkg_idle_wkups`, `interrupt_wkups`, `pageins`, `wired_size`, `resident_size`.
    _v0: [u64; 5],
    phys_footprint: u64,
    _proc_start_abstime: u64,
    proc_exit_abstime: u64,
    child_user_time: u64,
    child_system_time: u64,
    /// The rest of v1 (4), v2's disk I/O (2), v3's QoS times and billing (9), v4's
    /// `logical_writes` (1).
    _v1_to_v4: [u64; 16],
    lifetime_max_phys_footprint: u64,
    /// `instructions`, `cycles`, two energies, `interval_max_phys_footprint`, `runnable_time`.
    _v4: [u64; 6],
}

const _: () = assert!(std::mem::size_of::<RusageInfo>() == 296);

#[repr(C)]
struct TimebaseInfo {
    numer: u32,
    denom: u32,
}

mod c {
    use super::{RusageInfo, TimebaseInfo};
    use std::ffi::c_void;
    use std::os::raw::{c_char, c_int};
    extern "C" {
        pub fn proc_listpgrppids(group: c_int, buffer: *mut c_void, size: c_int) -> c_int;
        pub fn proc_listchildpids(parent: c_int, buffer: *mut c_void, size: c_int) -> c_int;
        pub fn proc_pid_rusage(pid: c_int, flavor: c_int, buffer: *mut RusageInfo) -> c_int;
        pub fn sysctlbyname(
            name: *const c_char,
            old: *mut c_void,
            old_size: *mut usize,
            new: *mut c_void,
            new_size: usize,
        ) -> c_int;
        pub fn mach_timebase_info(info: *mut TimebaseInfo) -> c_int;
    }
}

/// The processes of process group `group`, zombies included (empty when there is none).
pub fn group(group: i32) -> Vec<i32> {
    // SAFETY: the kernel writes at most `size` bytes of pids into the buffer.
    list(|buffer, size| unsafe { c::proc_listpgrppids(group, buffer, size) })
}

/// The children of process `parent`, zombies included (empty when there is none).
pub fn children(parent: i32) -> Vec<i32> {
    // SAFETY: the kernel writes at most `size` bytes of pids into the buffer.
    list(|buffer, size| unsafe { c::proc_listchildpids(parent, buffer, size) })
}

/// The pids a libproc list call writes into a buffer of [`MOST`] pids, given it and its size in
/// bytes and returning the count (or -1).
fn list(call: impl FnOnce(*mut c_void, c_int) -> c_int) -> Vec<i32> {
    let mut pids = vec![0i32; MOST];
    let size = (MOST * std::mem::size_of::<i32>()) as c_int;
    let count = call(pids.as_mut_ptr().cast(), size);
    pids.truncate(usize::try_from(count).unwrap_or(0).min(MOST));
    pids
}

/// What one process has used so far, as the kernel counts it.
pub struct Rusage {
    /// User + system CPU time of the process and of the children it reaped.
    pub cpu: Duration,
    /// Its physical footprint now, in bytes (what Activity Monitor shows as its memory).
    pub footprint: u64,
    /// The largest footprint it ever had, in bytes.
    pub peak_footprint: u64,
    /// It has exited: a zombie waiting for its parent.
    pub exited: bool,
}

/// What process `pid` has used, zombie or alive; `None` when it is gone or not this user's.
pub fn rusage(pid: i32) -> Option<Rusage> {
    // SAFETY: all-zero bytes are a valid value for a struct of integers.
    let mut info: RusageInfo = unsafe { std::mem::zeroed() };
    // SAFETY: `info` is a live `rusage_info_v4`, the size the kernel writes for this flavor.
    if unsafe { c::proc_pid_rusage(pid, RUSAGE_INFO_V4, &mut info) } != 0 {
        return None;
    }
    let ticks = info.user_time + info.system_time + info.child_user_time + info.child_system_time;
    Some(Rusage {
        cpu: from_ticks(ticks),
        footprint: info.phys_footprint,
        peak_footprint: info.lifetime_max_phys_footprint,
        exited: info.proc_exit_abstime != 0,
    })
}

/// Mach absolute time units as a duration. Their rate is `hw.tbfrequency` (1 GHz on Intel,
/// 24 MHz on Apple silicon); `mach_timebase_info` would say 1/1 to an Intel build running under
/// Rosetta, whose figures are still the hardware's.
fn from_ticks(ticks: u64) -> Duration {
    static PER_SECOND: OnceLock<u64> = OnceLock::new();
    let per_second = *PER_SECOND.get_or_init(|| timer_frequency().unwrap_or(1_000_000_000));
    let nanoseconds = u128::from(ticks) * 1_000_000_000 / u128::from(per_second.max(1));
    Duration::from_nanos(u64::try_from(nanoseconds).unwrap_or(u64::MAX))
}

/// Ticks of Mach absolute time per second: `hw.tbfrequency`, or from `mach_timebase_info`.
fn timer_frequency() -> Option<u64> {
    let name = b"hw.tbfrequency\0";
    let mut frequency = 0u64;
    let mut size = std::mem::size_of::<u64>();
    // SAFETY: a NUL-terminated name, and a buffer of `size` bytes the kernel writes at most.
    let read = unsafe {
        c::sysctlbyname(
            name.as_ptr().cast::<c_char>(),
            (&mut frequency as *mut u64).cast(),
            &mut size,
            std::ptr::null_mut(),
            0,
        )
    };
    // A 4-byte answer fills the low half: both Macs are little-endian.
    if read == 0 && (size == 4 || size == 8) && frequency > 0 {
        return Some(frequency);
    }
    let mut timebase = TimebaseInfo { numer: 0, denom: 0 };
    // SAFETY: a live struct of the right layout.
    if unsafe { c::mach_timebase_info(&mut timebase) } != 0 || timebase.numer == 0 {
        return None;
    }
    // One tick is numer / denom nanoseconds.
    Some(1_000_000_000 * u64::from(timebase.denom) / u64::from(timebase.numer))
}

/// Never run here (no Mac): they hold the record's layout and the unit of its times against
/// `wait4`'s and the process's own allocation, the first time `make test` runs on a Mac.
#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::process::CommandExt;
    use std::process::Command;
    use std::time::Instant;

    /// A child exited but not yet reaped, as `rusage` sees it.
    fn zombie(pid: i32) -> Rusage {
        let give_up = Instant::now() + Duration::from_secs(30);
        loop {
            let usage = rusage(pid).expect("the child, alive or a zombie");
            if usage.exited || Instant::now() >= give_up {
                return usage;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn a_childs_cpu_time_is_wait4s_in_seconds() {
        // Some CPU time in a shell of its own group, then listed, read as a zombie and reaped.
        let burn = "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done";
        // Reaped by `wait4` below, whose figures are the point.
        #[allow(clippy::zombie_processes)]
        let child = Command::new("sh")
            .args(["-c", burn])
            .process_group(0)
            .spawn()
            .expect("sh starts");
        let pid = child.id() as i32;
        assert!(group(pid).contains(&pid), "{:?}", group(pid));
        assert!(children(std::process::id() as i32).contains(&pid));
        let seen = zombie(pid);
        assert!(seen.exited);
        let (_, reaped) = crate::run::unix::reap(pid).expect("reaped");
        // The same count in two units: a wrong timebase is off by a factor of 41.
        let (libproc, wait4) = (seen.cpu.as_secs_f64(), reaped.cpu.as_secs_f64());
        assert!(wait4 > 0.05, "{wait4} s");
        assert!(
            (libproc - wait4).abs() < 0.02 + wait4 / 10.0,
            "{libproc} s, {wait4} s"
        );
    }

    #[test]
    fn this_processs_footprint_holds_what_it_wrote() {
        let held = vec![7u8; 64 << 20];
        let usage = rusage(std::process::id() as i32).expect("this process");
        assert!(!usage.exited);
        assert!(usage.footprint >= 64 << 20, "{} bytes", usage.footprint);
        assert!(usage.footprint < 64 << 30, "{} bytes", usage.footprint);
        assert!(usage.peak_footprint >= usage.footprint);
        assert_eq!(held[held.len() - 1], 7);
    }
}
