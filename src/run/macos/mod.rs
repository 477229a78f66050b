//! The macOS room: the run's processes from the kernel's lists (libproc, `family`), read while
//! they run. No subreaper and no run-queue wait: what it shares with the other Unix systems
//! comes from their room (`other`).

mod family;
#[allow(unsafe_code)]
mod sys;

pub use super::other::{
    become_subreaper, childless, is_zombie, own_queued, own_resident, pidfd, prepare, queue_known,
    run_queue_waits, Jail,
};
pub use family::high_water;
