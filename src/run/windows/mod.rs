//! Windows: no runner. The solutions, `trace` and `fundamental` build and run there, but judging
//! needs what this runner is made of (process groups, signals, `poll` on pipes, `wait4`), and a
//! Job Object runner is untestable here, so running a program says [`UNAVAILABLE`] instead.

use super::{Limits, Run, Usage, UNAVAILABLE};
use std::ffi::OsStr;
use std::io;

/// Errs with [`io::ErrorKind::Unsupported`] and the line of [`UNAVAILABLE`]: see the Unix
/// `run_with` for what it does elsewhere.
pub fn run_with<S: AsRef<OsStr>>(
    _command: &[S],
    _input: &[u8],
    _limits: &Limits,
) -> io::Result<(Run, Usage)> {
    let why = UNAVAILABLE.unwrap_or("no runner on this system");
    Err(io::Error::new(io::ErrorKind::Unsupported, why))
}
