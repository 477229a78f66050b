//! Why a tool of the workspace (`judge`, its `--stress` and `--practise`) stops without a verdict,
//! and the one rule that turns it into an exit status: 1 for input it refuses, 2 when it could
//! not judge, 128 + the signal when it was stopped, and quiet when its stdout is closed or full.

use crate::report;
use std::ffi::OsStr;
use std::fmt;
use std::io;

#[derive(Debug)]
pub enum Error {
    /// The command line or an input is refused, before anything runs: exit status 1.
    Refused(String),
    /// The workspace or the machine cannot judge (a command that cannot start, a missing
    /// program, a tool that is not installed): exit status 2.
    Cannot(String),
    /// A block the judge would refuse to compile, already reported as a Compilation Error.
    NotCompiled,
    /// Stopped by SIGINT (2) or SIGTERM (15): the program and all it started were killed.
    Interrupted(i32),
    /// Writing the report failed.
    Io(io::Error),
}

impl Error {
    /// `program` could not be started; interrupted while starting is a stop, not a failure, and a
    /// run the machine was too busy for ([`crate::run::TooBusy`]) could not be judged.
    pub fn cannot_start(program: &OsStr, error: &io::Error) -> Error {
        if error.kind() == io::ErrorKind::Interrupted {
            return Error::Interrupted(crate::run::interrupted().unwrap_or(2));
        }
        // Started, but starved of a CPU: no verdict on it.
        if let Some(busy) = crate::run::too_busy(error) {
            return Error::Cannot(format!("could not judge: {busy}"));
        }
        Error::Cannot(format!(
            "cannot start `{}`: {}",
            report::escaped(&program.to_string_lossy()),
            report::reason(error)
        ))
    }

    /// The exit status, and the line for stderr (without the tool's name), if any. A closed or
    /// full stdout (`judge ... | head`, a full disk) ends the tool quietly: its reader is gone.
    pub fn status(&self) -> (u8, Option<String>) {
        match self {
            Error::Refused(message) => (1, Some(message.clone())),
            Error::NotCompiled => (1, None),
            Error::Io(error)
                if matches!(
                    error.kind(),
                    io::ErrorKind::BrokenPipe | io::ErrorKind::StorageFull
                ) =>
            {
                (1, None)
            }
            Error::Interrupted(signal) => {
                let name = if *signal == 2 { "SIGINT" } else { "SIGTERM" };
                let message =
                    format!("stopped by {name}; the program and all it started were killed");
                (128 + *signal as u8, Some(message))
            }
            Error::Cannot(_) | Error::Io(_) => (2, Some(self.to_string())),
        }
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Error::Io(error)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Error::Refused(message) | Error::Cannot(message) => f.write_str(message),
            Error::NotCompiled => {
                f.write_str("the block does not compile as the judge compiles it")
            }
            Error::Interrupted(signal) => write!(f, "stopped by signal {signal}"),
            Error::Io(error) => write!(f, "cannot write the report: {}", report::reason(error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_exit_status_rule() {
        assert_eq!(
            Error::Refused("bad".into()).status(),
            (1, Some("bad".into()))
        );
        assert_eq!(Error::NotCompiled.status(), (1, None));
        assert_eq!(Error::Cannot("no".into()).status().0, 2);
        assert_eq!(Error::Interrupted(15).status().0, 143);
        assert_eq!(Error::Interrupted(2).status().0, 130);
        let closed = Error::Io(io::Error::from(io::ErrorKind::BrokenPipe));
        assert_eq!(closed.status(), (1, None));
        let other = Error::Io(io::Error::from(io::ErrorKind::PermissionDenied));
        assert_eq!(other.status().0, 2);
        let missing = io::Error::from(io::ErrorKind::NotFound);
        let text = Error::cannot_start(OsStr::new("./mine"), &missing).to_string();
        assert!(text.starts_with("cannot start `./mine`: "), "{text}");
    }
}
