//! The Linux room: the run's processes from `/proc` (`family`), what they used (`usage`), and the
//! Linux calls (`sys`). Every process below the judge is found, orphans included (the judge is
//! their subreaper), and the run-queue wait is known (schedstat).

mod cgroup;
mod family;
#[allow(unsafe_code)]
mod jail;
#[allow(unsafe_code)]
pub mod sys;
mod usage;

pub use jail::{prepare, Jail};
pub use sys::{become_subreaper, childless, pidfd};
pub use usage::{high_water, is_zombie, own_queued, own_resident, queue_known, run_queue_waits};
