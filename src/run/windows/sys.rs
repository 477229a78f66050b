//! The kernel32 calls of the Windows room, declared by hand (std only), each behind a safe
//! function: a Job Object ([`Job`]), resuming a process created suspended, the console's Ctrl-C,
//! and whether this is Wine. Sizes and constants are Microsoft's (winnt.h, jobapi2.h,
//! tlhelp32.h); the structures' layouts are checked by the tests below.

use std::ffi::{c_void, CStr};
use std::io;
use std::os::windows::io::{AsRawHandle, FromRawHandle, OwnedHandle, RawHandle};
use std::time::Duration;

type Handle = *mut c_void;
type Bool = i32;

/// `JOBOBJECT_BASIC_ACCOUNTING_INFORMATION`: times in 100 ns units.
#[repr(C)]
#[derive(Default)]
struct Accounting {
    total_user_time: i64,
    total_kernel_time: i64,
    this_period_total_user_time: i64,
    this_period_total_kernel_time: i64,
    total_page_fault_count: u32,
    total_processes: u32,
    active_processes: u32,
    total_terminated_processes: u32,
}

/// `JOBOBJECT_BASIC_LIMIT_INFORMATION`.
#[repr(C)]
#[derive(Default)]
struct BasicLimits {
    per_process_user_time_limit: i64,
    per_job_user_time_limit: i64,
    limit_flags: u32,
    minimum_working_set_size: usize,
    maximum_working_set_size: usize,
    active_process_limit: u32,
    affinity: usize,
    priority_class: u32,
    scheduling_class: u32,
}

/// `IO_COUNTERS`.
#[repr(C)]
#[derive(Default)]
struct IoCounters {
    counts: [u64; 6],
}

/// `JOBOBJECT_EXTENDED_LIMIT_INFORMATION`: the memory figures are commit charge (private bytes
/// the system promised the processes), in bytes.
#[repr(C)]
#[derive(Default)]
struct ExtendedLimits {
    basic: BasicLimits,
    io: IoCounters,
    process_memory_limit: usize,
    job_memory_limit: usize,
    peak_process_memory_used: usize,
    peak_job_memory_used: usize,
}

/// `THREADENTRY32`.
#[repr(C)]
#[derive(Default)]
struct ThreadEntry {
    size: u32,
    usage: u32,
    thread: u32,
    owner_process: u32,
    base_priority: i32,
    delta_priority: i32,
    flags: u32,
}

const JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION: i32 = 1;
const JOB_OBJECT_EXTENDED_LIMIT_INFORMATION: i32 = 9;
const JOB_OBJECT_LIMIT_ACTIVE_PROCESS: u32 = 0x8;
const JOB_OBJECT_LIMIT_JOB_MEMORY: u32 = 0x200;
const JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION: u32 = 0x400;
const JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: u32 = 0x2000;
const TH32CS_SNAPTHREAD: u32 = 0x4;
const THREAD_SUSPEND_RESUME: u32 = 0x2;
const INVALID_HANDLE_VALUE: Handle = -1isize as Handle;

/// `CREATE_SUSPENDED`, for `CommandExt::creation_flags`: the program is put in its job before
/// its first instruction runs.
pub const CREATE_SUSPENDED: u32 = 0x4;

#[link(name = "kernel32")]
extern "system" {
    fn CreateJobObjectW(attributes: *mut c_void, name: *const u16) -> Handle;
    fn SetInformationJobObject(job: Handle, class: i32, info: *mut c_void, length: u32) -> Bool;
    fn QueryInformationJobObject(
        job: Handle,
        class: i32,
        info: *mut c_void,
        length: u32,
        returned: *mut u32,
    ) -> Bool;
    fn AssignProcessToJobObject(job: Handle, process: Handle) -> Bool;
    fn TerminateJobObject(job: Handle, exit_code: u32) -> Bool;
    fn CreateToolhelp32Snapshot(flags: u32, process: u32) -> Handle;
    fn Thread32First(snapshot: Handle, entry: *mut ThreadEntry) -> Bool;
    fn Thread32Next(snapshot: Handle, entry: *mut ThreadEntry) -> Bool;
    fn OpenThread(access: u32, inherit: Bool, thread: u32) -> Handle;
    fn ResumeThread(thread: Handle) -> u32;
    fn SetConsoleCtrlHandler(handler: Option<extern "system" fn(u32) -> Bool>, add: Bool) -> Bool;
    fn GetModuleHandleW(name: *const u16) -> Handle;
    fn GetProcAddress(module: Handle, name: *const u8) -> *const c_void;
}

/// A handle of ours, or the last error when the call returned `invalid`.
fn owned(handle: Handle, invalid: Handle) -> io::Result<OwnedHandle> {
    if handle == invalid {
        Err(io::Error::last_os_error())
    } else {
        // SAFETY: a handle just returned to us by the system, closed only by this owner.
        Ok(unsafe { OwnedHandle::from_raw_handle(handle as RawHandle) })
    }
}

fn check(ok: Bool) -> io::Result<()> {
    if ok == 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// What a job says of its processes now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    /// User + kernel time of every process the job has held, the ended ones included.
    pub cpu: Duration,
    /// Processes alive in the job now.
    pub active: u32,
    /// Every process the job has held.
    pub total: u32,
    /// The largest commit charge of the job's processes together, since it was made.
    pub peak_job: u64,
    /// The largest commit charge of any one of its processes.
    pub peak_process: u64,
}

/// A Job Object: every process of one case, the ones the program starts included. Closing it
/// ends them all (`JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`).
pub struct Job(OwnedHandle);

impl Job {
    /// A new job whose processes die with it, die on an unhandled exception instead of waiting
    /// on an error dialog, and may not commit more than `memory` bytes together; where
    /// `processes` says, they may not be more than that many at once. No UI restrictions: a
    /// job with them cannot nest in another, and cargo runs the judge in a job of its own.
    pub fn new(memory: u64, processes: Option<u32>) -> io::Result<Job> {
        // SAFETY: no attributes and no name: an anonymous job with default security.
        let job = Job(owned(
            unsafe { CreateJobObjectW(std::ptr::null_mut(), std::ptr::null()) },
            std::ptr::null_mut(),
        )?);
        let mut limits = ExtendedLimits::default();
        limits.basic.limit_flags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION
            | JOB_OBJECT_LIMIT_JOB_MEMORY;
        limits.job_memory_limit = usize::try_from(memory).unwrap_or(usize::MAX);
        if let Some(processes) = processes {
            limits.basic.limit_flags |= JOB_OBJECT_LIMIT_ACTIVE_PROCESS;
            limits.basic.active_process_limit = processes;
        }
        // SAFETY: the structure the class names, with its own size, alive for the call.
        check(unsafe {
            SetInformationJobObject(
                job.raw(),
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                &mut limits as *mut ExtendedLimits as *mut c_void,
                size_of::<ExtendedLimits>() as u32,
            )
        })?;
        Ok(job)
    }

    fn raw(&self) -> Handle {
        self.0.as_raw_handle() as Handle
    }

    /// Puts a process (created suspended) in the job.
    pub fn assign(&self, process: RawHandle) -> io::Result<()> {
        // SAFETY: both handles are open: the job is ours, the process is the caller's child.
        check(unsafe { AssignProcessToJobObject(self.raw(), process as Handle) })
    }

    /// Ends every process of the job.
    pub fn terminate(&self) {
        // SAFETY: our open job handle. A failure leaves them to die when the job is closed.
        let _ = unsafe { TerminateJobObject(self.raw(), 1) };
    }

    /// The job's figures now.
    pub fn figures(&self) -> io::Result<Figures> {
        let mut accounting = Accounting::default();
        let mut limits = ExtendedLimits::default();
        // SAFETY: each structure the class names, with its own size, alive for the call.
        check(unsafe {
            QueryInformationJobObject(
                self.raw(),
                JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION,
                &mut accounting as *mut Accounting as *mut c_void,
                size_of::<Accounting>() as u32,
                std::ptr::null_mut(),
            )
        })?;
        // SAFETY: as above.
        check(unsafe {
            QueryInformationJobObject(
                self.raw(),
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                &mut limits as *mut ExtendedLimits as *mut c_void,
                size_of::<ExtendedLimits>() as u32,
                std::ptr::null_mut(),
            )
        })?;
        Ok(figures(&accounting, &limits))
    }
}

/// The figures of the two structures the system filled.
fn figures(accounting: &Accounting, limits: &ExtendedLimits) -> Figures {
    let ticks = |time: i64| Duration::from_nanos(u64::try_from(time).unwrap_or(0) * 100);
    Figures {
        cpu: ticks(accounting.total_user_time) + ticks(accounting.total_kernel_time),
        active: accounting.active_processes,
        total: accounting.total_processes,
        peak_job: limits.peak_job_memory_used as u64,
        peak_process: limits.peak_process_memory_used as u64,
    }
}

/// Resumes every thread of process `pid` (created suspended: its one main thread).
pub fn resume(pid: u32) -> io::Result<()> {
    // SAFETY: a snapshot of the system's threads; the handle is ours.
    let snapshot = owned(
        unsafe { CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0) },
        INVALID_HANDLE_VALUE,
    )?;
    let snapshot_handle = snapshot.as_raw_handle() as Handle;
    let mut entry = ThreadEntry {
        size: size_of::<ThreadEntry>() as u32,
        ..ThreadEntry::default()
    };
    let mut resumed = 0;
    // SAFETY: an entry with its size set, alive for the call.
    let mut more = unsafe { Thread32First(snapshot_handle, &mut entry) } != 0;
    while more {
        if entry.owner_process == pid {
            // SAFETY: a thread id the snapshot gave; the handle is ours.
            let thread = owned(
                unsafe { OpenThread(THREAD_SUSPEND_RESUME, 0, entry.thread) },
                std::ptr::null_mut(),
            )?;
            // SAFETY: an open thread handle with THREAD_SUSPEND_RESUME.
            if unsafe { ResumeThread(thread.as_raw_handle() as Handle) } == u32::MAX {
                return Err(io::Error::last_os_error());
            }
            resumed += 1;
        }
        // SAFETY: as for Thread32First.
        more = unsafe { Thread32Next(snapshot_handle, &mut entry) } != 0;
    }
    if resumed == 0 {
        return Err(io::Error::other(format!(
            "no thread of process {pid} to resume"
        )));
    }
    Ok(())
}

/// Calls `handler` (on a thread of the system's) on Ctrl-C, Ctrl-Break and the console's
/// closing, instead of ending the process.
pub fn on_console_stop(handler: extern "system" fn(u32) -> i32) {
    // SAFETY: a function that lives as long as the program.
    let _ = unsafe { SetConsoleCtrlHandler(Some(handler), 1) };
}

/// Wine's version where this runs under Wine (ntdll exports `wine_get_version` there, and not
/// on Windows).
pub fn wine() -> Option<String> {
    let ntdll: Vec<u16> = "ntdll.dll\0".encode_utf16().collect();
    // SAFETY: a NUL-terminated name; ntdll is loaded in every process, never unloaded.
    let module = unsafe { GetModuleHandleW(ntdll.as_ptr()) };
    if module.is_null() {
        return None;
    }
    // SAFETY: a loaded module and a NUL-terminated name.
    let address = unsafe { GetProcAddress(module, c"wine_get_version".as_ptr().cast()) };
    if address.is_null() {
        return None;
    }
    // SAFETY: Wine's `const char *wine_get_version(void)`, returning a static string.
    let version = unsafe {
        let get: extern "C" fn() -> *const std::ffi::c_char = std::mem::transmute(address);
        CStr::from_ptr(get())
    };
    Some(version.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn the_structures_have_microsofts_sizes() {
        // winnt.h on x86-64 (and the sizes the calls check: a wrong one is refused).
        assert_eq!(size_of::<Accounting>(), 48);
        assert_eq!(size_of::<BasicLimits>(), 64);
        assert_eq!(size_of::<IoCounters>(), 48);
        assert_eq!(size_of::<ExtendedLimits>(), 144);
        assert_eq!(size_of::<ThreadEntry>(), 28);
    }

    #[test]
    fn the_figures_are_read_in_their_units() {
        let accounting = Accounting {
            total_user_time: 12_345_678, // 1.2345678 s in 100 ns units
            total_kernel_time: 1_000_000,
            active_processes: 2,
            total_processes: 3,
            ..Accounting::default()
        };
        let limits = ExtendedLimits {
            peak_job_memory_used: 64 << 20,
            peak_process_memory_used: 40 << 20,
            ..ExtendedLimits::default()
        };
        assert_eq!(
            figures(&accounting, &limits),
            Figures {
                cpu: Duration::from_nanos(1_334_567_800),
                active: 2,
                total: 3,
                peak_job: 64 << 20,
                peak_process: 40 << 20,
            }
        );
    }
}
