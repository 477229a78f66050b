//! The compile's own folders: a fresh private temporary one (`TempDir`), and the check that a
//! folder is this user's alone (`own_folder`), which the compile cache asks too.

use std::fs;
use std::path::{Path, PathBuf};

/// A fresh directory, removed when dropped (after a failure too): made by this process alone,
/// readable by its user alone, at a name no one can guess ahead (`nqueens-<label>-<random>`).
/// A folder or a link already at the name, planted or not, is never used: another name is
/// drawn.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A fresh directory in the system's temporary folder.
    pub fn new(label: &str) -> Result<TempDir, String> {
        TempDir::made_in(&std::env::temp_dir(), &format!("nqueens-{label}"), random)
    }

    /// A fresh directory `<name>-<random>` in `parent`.
    pub fn made_here(parent: &Path, name: &str) -> Result<TempDir, String> {
        TempDir::made_in(parent, name, random)
    }

    /// A fresh directory `<name>-<number>` in `parent`, with the numbers `draw` gives until a
    /// name is free.
    fn made_in(
        parent: &Path,
        name: &str,
        mut draw: impl FnMut() -> u64,
    ) -> Result<TempDir, String> {
        let builder = private_builder();
        let mut tried = parent.join(name);
        for _ in 0..100 {
            tried = parent.join(format!("{name}-{:016x}", draw()));
            match builder.create(&tried) {
                Ok(()) => return Ok(TempDir(tried)),
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(error) => return Err(format!("{}: {error}", tried.display())),
            }
        }
        Err(format!("{}: 100 names taken", tried.display()))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    /// The directory, kept: no longer removed when dropped.
    pub fn keep(self) -> PathBuf {
        let path = self.0.clone();
        std::mem::forget(self);
        path
    }
}

/// A folder maker whose folders are the user's alone (mode 0700 on Unix).
fn private_builder() -> fs::DirBuilder {
    #[allow(unused_mut)]
    let mut builder = fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder
}

/// Makes `dir` (readable by the user alone) unless it is there, and says whether it is the
/// user's own: a real folder (not a link), owned by the user this process runs as and writable
/// by no one else. What another user planted at that name is refused, never written through.
pub fn own_folder(dir: &Path) -> Result<(), String> {
    match private_builder().create(dir) {
        Ok(()) => return Ok(()),
        Err(error) if error.kind() != std::io::ErrorKind::AlreadyExists => {
            return Err(format!("{}: {error}", dir.display()))
        }
        Err(_) => {}
    }
    let there = fs::symlink_metadata(dir).map_err(|error| format!("{}: {error}", dir.display()))?;
    if !there.is_dir() {
        return Err(format!("{} is not a folder", dir.display()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        if Some(there.uid()) != user() || there.permissions().mode() & 0o022 != 0 {
            return Err(format!(
                "{} is not yours alone (owner {}, mode {:o})",
                dir.display(),
                there.uid(),
                there.permissions().mode() & 0o777
            ));
        }
    }
    Ok(())
}

/// The user this process runs as: the owner of a folder it makes (std has no `getuid`), found
/// once.
#[cfg(unix)]
fn user() -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    static USER: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    *USER.get_or_init(|| {
        let made = TempDir::new("user").ok()?;
        fs::metadata(made.path()).ok().map(|meta| meta.uid())
    })
}

/// A number no one can guess ahead: std's hasher keys are drawn from the system's randomness
/// once per thread and stepped per use, mixed here with the time and the process.
fn random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    hasher.write_u128(now.map_or(0, |since| since.as_nanos()));
    hasher.finish()
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

// The test reads Unix modes and links.
#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_temporary_folder_is_new_private_and_never_one_planted() {
        use std::os::unix::fs::{symlink, PermissionsExt};
        let made = TempDir::new("private").unwrap();
        let mode = fs::metadata(made.path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700, "{}", made.path().display());
        // A name planted ahead, as a folder and as a link to another's: another name is drawn.
        let parent = TempDir::new("planted").unwrap();
        let elsewhere = parent.path().join("elsewhere");
        fs::create_dir(&elsewhere).unwrap();
        fs::create_dir(parent.path().join(format!("nqueens-x-{:016x}", 1))).unwrap();
        symlink(
            &elsewhere,
            parent.path().join(format!("nqueens-x-{:016x}", 2)),
        )
        .unwrap();
        let mut numbers = 1..;
        let made =
            TempDir::made_in(parent.path(), "nqueens-x", || numbers.next().unwrap()).unwrap();
        assert_eq!(
            made.path(),
            parent.path().join(format!("nqueens-x-{:016x}", 3))
        );
        let link = parent.path().join(format!("nqueens-x-{:016x}", 2));
        assert!(fs::symlink_metadata(link).unwrap().file_type().is_symlink());
        // Two folders made at once never share a name.
        assert_ne!(
            TempDir::new("x").unwrap().path(),
            TempDir::new("x").unwrap().path()
        );
    }
}
