//! The case's own temporary folder: the one place a contained program may write (its `TMPDIR`;
//! on Windows its `TEMP` and `TMP`, where nothing stops it writing elsewhere), made afresh for
//! each run and removed with everything in it when the run is over.

use std::io;
#[cfg(unix)]
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

pub struct CaseFolder(PathBuf);

impl CaseFolder {
    /// A new folder under the system's temporary one, made by this call alone (mode 0700 on Unix;
    /// on Windows the user's temporary folder is the user's alone already; a name no one could
    /// plant beforehand: an existing one is never taken, another is tried).
    pub fn new() -> io::Result<CaseFolder> {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let base = std::env::temp_dir();
        let mut error = None;
        for _ in 0..16 {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |time| time.subsec_nanos());
            let count = MADE.fetch_add(1, Ordering::Relaxed);
            let mut rng = crate::rng::Rng::new(u64::from(nanos) ^ count << 32);
            let name = format!(
                "nqueens-case-{}-{count}-{:08x}",
                std::process::id(),
                rng.next_u64() as u32
            );
            let path = base.join(name);
            #[cfg(unix)]
            let made = std::fs::DirBuilder::new().mode(0o700).create(&path);
            #[cfg(not(unix))]
            let made = std::fs::create_dir(&path);
            match made {
                Ok(()) => return Ok(CaseFolder(path)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => error = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(error.unwrap_or_else(|| io::Error::other("no temporary folder")))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for CaseFolder {
    /// Removed whole; a symbolic link the program left in it is removed, never followed.
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
