//! The judge's ends of the program's pipes: stdin fed as far as the pipe takes it, stdout and
//! stderr read as they come, kept up to the output limit.

use super::unix;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, OwnedFd};

/// Our end of a pipe to the program, non-blocking.
pub fn pipe(end: impl Into<OwnedFd>) -> io::Result<File> {
    let file = File::from(end.into());
    unix::set_nonblocking(file.as_raw_fd())?;
    Ok(file)
}

/// Writes what the pipe takes now; the count written.
pub fn feed(pipe: &mut File, input: &[u8]) -> io::Result<usize> {
    let mut written = 0;
    while written < input.len() {
        let end = input.len().min(written + (64 << 10));
        match pipe.write(&input[written..end]) {
            Ok(count) => written += count,
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(written)
}

/// One output stream: what is kept of it and how much was read.
pub struct Output {
    pub name: &'static str,
    pub pipe: Option<File>,
    pub kept: Vec<u8>,
    pub read: u64,
}

impl Output {
    pub fn new(name: &'static str, pipe: Option<File>) -> Output {
        Output {
            name,
            pipe,
            kept: Vec::new(),
            read: 0,
        }
    }

    /// Reads what is there, up to a few chunks so the other stream gets its turn; closes the
    /// pipe at its end. True when this read took the stream past `limit`.
    pub fn read(&mut self, chunk: &mut [u8], limit: u64) -> bool {
        let Some(pipe) = &mut self.pipe else {
            return false;
        };
        let was_within = self.read <= limit;
        for _ in 0..16 {
            match pipe.read(chunk) {
                Ok(0) => {
                    self.pipe = None;
                    break;
                }
                Ok(count) => {
                    self.read += count as u64;
                    let room = usize::try_from(limit)
                        .unwrap_or(usize::MAX)
                        .saturating_sub(self.kept.len());
                    self.kept.extend_from_slice(&chunk[..count.min(room)]);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) if error.kind() == io::ErrorKind::WouldBlock => break,
                Err(_) => {
                    self.pipe = None;
                    break;
                }
            }
        }
        was_within && self.read > limit
    }
}
