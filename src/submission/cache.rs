//! Compiles kept: a block compiled once is not compiled again while nothing that decides the
//! outcome has changed — the text rustc reads, its file name, every argument, and the compiler
//! itself (its path, size and time of change, or for clippy's driver the version it names). A
//! learner's `make practise` then `make submit`, or a re-run of an unchanged file, reuses the
//! first compile; so does a second `make test`.
//!
//! The cache lives in the cargo target folder of the running program (`target/debug/compiled`,
//! beside `.cargo-lock`), so `cargo clean` empties it; a program run from anywhere else keeps
//! none. `NQUEENS_COMPILE_CACHE=off` turns it off, and `NQUEENS_COMPILE_CACHE=<folder>` puts it
//! there. An entry is a folder named by the hash of its key, holding the key whole (compared on
//! every hit, so two keys with one hash never mix), the outcome, rustc's report and the program;
//! it is written elsewhere and renamed into place, so a reader sees a whole entry or none, and
//! the oldest entries go past [`ENTRIES`].

use std::collections::hash_map::DefaultHasher;
use std::ffi::OsStr;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// The environment variable that turns the cache off (`off`) or names its folder.
pub const VARIABLE: &str = "NQUEENS_COMPILE_CACHE";

/// How many compiles are kept (about 3 MB each, 300 MB at most): the suite makes about sixty.
const ENTRIES: usize = 100;

/// A compile's outcome as rustc left it: whether it succeeded, and what it said on stderr.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    pub success: bool,
    pub report: String,
}

/// The folder of kept compiles.
pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    /// The cache of this program: the folder `NQUEENS_COMPILE_CACHE` names, or `compiled` in the
    /// cargo target folder the program was built in; `None` when it is off or the program is
    /// not in a target folder.
    pub fn here() -> Option<Cache> {
        match std::env::var_os(VARIABLE) {
            Some(value) if value == "off" => None,
            Some(value) if !value.is_empty() => Some(Cache {
                dir: PathBuf::from(value),
            }),
            _ => {
                let exe = std::env::current_exe().ok()?;
                let mut dir = exe.parent()?;
                // Test binaries live one folder down, in `deps`.
                if dir.file_name() == Some(OsStr::new("deps")) {
                    dir = dir.parent()?;
                }
                dir.join(".cargo-lock").is_file().then(|| Cache {
                    dir: dir.join("compiled"),
                })
            }
        }
    }

    /// A cache in `dir`.
    #[cfg(test)]
    pub fn at(dir: &Path) -> Cache {
        Cache {
            dir: dir.to_path_buf(),
        }
    }

    fn entry(&self, key: &str) -> PathBuf {
        let mut hasher = DefaultHasher::new();
        key.hash(&mut hasher);
        self.dir.join(format!("{:016x}", hasher.finish()))
    }

    /// The outcome kept under `key`, its program placed at `program` (a link, or a copy); `None`
    /// when there is none, or it cannot be read whole.
    pub fn get(&self, key: &str, program: &Path) -> Option<Outcome> {
        let entry = self.entry(key);
        if fs::read_to_string(entry.join("key")).ok()? != key {
            return None;
        }
        let report = fs::read_to_string(entry.join("report")).ok()?;
        let success = match fs::read_to_string(entry.join("outcome")).ok()?.as_str() {
            "compiled" => true,
            "refused" => false,
            _ => return None,
        };
        if success {
            let kept = entry.join("program");
            let _ = fs::remove_file(program);
            if fs::hard_link(&kept, program).is_err() {
                fs::copy(&kept, program).ok()?;
            }
        }
        // Used now: the last to go.
        let _ = fs::File::options()
            .append(true)
            .open(entry.join("key"))
            .and_then(|file| file.set_modified(std::time::SystemTime::now()));
        Some(Outcome { success, report })
    }

    /// Keeps `outcome` under `key`, with `program` where it compiled. A cache that cannot be
    /// written is no error: the next compile is made again.
    pub fn put(&self, key: &str, outcome: &Outcome, program: &Path) {
        let _ = self.try_put(key, outcome, program);
    }

    fn try_put(&self, key: &str, outcome: &Outcome, program: &Path) -> std::io::Result<()> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        fs::create_dir_all(&self.dir)?;
        let new = self.dir.join(format!(
            ".new-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir(&new)?;
        let written = (|| {
            if outcome.success {
                fs::copy(program, new.join("program"))?;
            }
            fs::write(new.join("report"), &outcome.report)?;
            let said = if outcome.success {
                "compiled"
            } else {
                "refused"
            };
            fs::write(new.join("outcome"), said)?;
            fs::write(new.join("key"), key)?;
            let entry = self.entry(key);
            // Another process may have kept the same compile since: either is the same. An
            // entry that does not read back (another key, or one cut short) is replaced.
            if fs::rename(&new, &entry).is_err()
                && fs::read_to_string(entry.join("key")).ok().as_deref() != Some(key)
            {
                let _ = fs::remove_dir_all(&entry);
                fs::rename(&new, &entry)?;
            }
            Ok(())
        })();
        let _ = fs::remove_dir_all(&new);
        self.trim();
        written
    }

    /// Removes the entries used longest ago past [`ENTRIES`], and what a put cut short (a
    /// process killed while it wrote) left over an hour ago.
    fn trim(&self) {
        let Ok(list) = fs::read_dir(&self.dir) else {
            return;
        };
        let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        let mut entries: Vec<(std::time::SystemTime, PathBuf)> = list
            .flatten()
            .filter(|entry| {
                let new = entry.file_name().to_string_lossy().starts_with(".new-");
                let made = entry.metadata().and_then(|meta| meta.modified());
                if new && made.is_ok_and(|made| made < hour_ago) {
                    let _ = fs::remove_dir_all(entry.path());
                }
                !new
            })
            .map(|entry| {
                let used = fs::metadata(entry.path().join("key"))
                    .and_then(|meta| meta.modified())
                    .unwrap_or(UNIX_EPOCH);
                (used, entry.path())
            })
            .collect();
        if entries.len() <= ENTRIES {
            return;
        }
        entries.sort();
        for (_, path) in &entries[..entries.len() - ENTRIES] {
            let _ = fs::remove_dir_all(path);
        }
    }
}

/// A compiler's identity for a key: its path, size and time of change (a toolchain installed
/// again is another file).
pub fn identity(compiler: &Path) -> String {
    let meta = fs::metadata(compiler);
    let size = meta.as_ref().map_or(0, |meta| meta.len());
    let changed = meta
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos());
    format!("{} {size} {changed}", compiler.display())
}

/// The key of one compile: everything that decides its outcome, one item a line, then the text.
pub fn key(compiler: &str, arguments: &[&OsStr], file: &str, text: &str) -> String {
    let mut key = format!("nqueens compile 1\ncompiler {compiler}\n");
    for argument in arguments {
        key += &format!("argument {}\n", argument.to_string_lossy());
    }
    key + &format!("file {file}\n\n{text}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("nqueens-cache-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_compile_kept_comes_back_whole_and_only_under_its_own_key() {
        let dir = scratch("round");
        let cache = Cache::at(&dir.join("cache"));
        let program = dir.join("made");
        fs::write(&program, b"\x7fELF program").unwrap();
        let key = key(
            "rustc 10 20",
            &[OsStr::new("-O")],
            "src/bin/x.rs",
            "fn main() {}\n",
        );
        assert_eq!(cache.get(&key, &dir.join("out")), None);
        let compiled = Outcome {
            success: true,
            report: "warning: unused\n".to_string(),
        };
        cache.put(&key, &compiled, &program);
        assert_eq!(cache.get(&key, &dir.join("out")), Some(compiled));
        assert_eq!(fs::read(dir.join("out")).unwrap(), b"\x7fELF program");
        // Any item changed is another compile: the text, an argument, the compiler.
        for other in [
            super::key(
                "rustc 10 20",
                &[OsStr::new("-O")],
                "src/bin/x.rs",
                "fn main() { }\n",
            ),
            super::key("rustc 10 20", &[], "src/bin/x.rs", "fn main() {}\n"),
            super::key(
                "rustc 10 21",
                &[OsStr::new("-O")],
                "src/bin/x.rs",
                "fn main() {}\n",
            ),
        ] {
            assert_eq!(cache.get(&other, &dir.join("other")), None);
        }
        // An entry whose key is not the one asked for (two keys, one hash) is no hit.
        fs::write(cache.entry(&key).join("key"), "another key").unwrap();
        assert_eq!(cache.get(&key, &dir.join("out")), None);
        // A refusal comes back as one, with no program.
        let refused = Outcome {
            success: false,
            report: "error[E0425]: cannot find value `x`\n".to_string(),
        };
        cache.put("refused", &refused, &program);
        assert_eq!(cache.get("refused", &dir.join("none")), Some(refused));
        assert!(!dir.join("none").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_entries_used_longest_ago_go_first() {
        let dir = scratch("trim");
        let cache = Cache::at(&dir);
        let outcome = |report: &str| Outcome {
            success: false,
            report: report.to_string(),
        };
        let keys: Vec<String> = (0..ENTRIES).map(|k| format!("key {k}")).collect();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        for (k, key) in keys.iter().enumerate() {
            cache.put(key, &outcome(key), Path::new("unused"));
            // The first two made an hour ago; the first of them used since.
            if k < 2 {
                let file = fs::File::options()
                    .append(true)
                    .open(cache.entry(key).join("key"))
                    .unwrap();
                file.set_modified(old).unwrap();
            }
        }
        assert!(cache.get(&keys[0], Path::new("unused")).is_some());
        cache.put("one more", &outcome("one more"), Path::new("unused"));
        assert!(cache.get(&keys[0], Path::new("unused")).is_some());
        assert!(cache.get(&keys[1], Path::new("unused")).is_none());
        assert!(cache.get("one more", Path::new("unused")).is_some());
        let count = fs::read_dir(&dir).unwrap().count();
        assert_eq!(count, ENTRIES);
        fs::remove_dir_all(&dir).unwrap();
    }
}
