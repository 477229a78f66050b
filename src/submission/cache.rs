//! Compiles kept: a block compiled once is not compiled again while nothing that decides the
//! outcome has changed — the text rustc reads, its file name, every argument, and the compiler
//! itself (its path, size and time of change, and what it says of itself with `-vV`: its
//! commit and its LLVM). A learner's `make practise` then `make submit`, or a re-run of an
//! unchanged file, reuses the first compile; so does a second `make test`.
//!
//! The cache is a folder of its own, [`FOLDER`], in the cargo target folder of the running
//! program (`target/debug/nqueens-compiled`, beside `.cargo-lock`), so `cargo clean` empties
//! it; a program run from anywhere else keeps none. `NQUEENS_COMPILE_CACHE=off` turns it off,
//! and `NQUEENS_COMPILE_CACHE=<folder>` puts it in `<folder>/nqueens-compiled`: whatever else
//! that folder holds is never read, counted or removed. An entry is a folder named by the hash
//! of its key (16 hex digits), holding the key whole (headed by [`HEADER`] and compared on every
//! hit, so two keys with one hash never mix), the outcome, rustc's report and the program,
//! which runs where it is kept. It is written elsewhere in the cache and renamed into place, so
//! a reader sees a whole entry or none; the entries used longest ago go past [`ENTRIES`] or
//! past [`BYTES`] in all, and only folders named and headed as entries are ever removed.

use std::collections::hash_map::DefaultHasher;
use std::ffi::OsStr;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The environment variable that turns the cache off (`off`) or names the folder its own
/// folder is made in.
pub const VARIABLE: &str = "NQUEENS_COMPILE_CACHE";

/// The cache's own folder, in the target folder or in the one [`VARIABLE`] names.
pub const FOLDER: &str = "nqueens-compiled";

/// The first line of every entry's key: a folder whose key does not start so is not ours.
const HEADER: &str = "nqueens compile 2\n";

/// How many compiles are kept (about 3 MB each): the suite makes about sixty.
const ENTRIES: usize = 100;

/// How many bytes the kept compiles take at most, all files of all entries.
const BYTES: u64 = 300 * 1000 * 1000;

/// A compile's outcome as rustc left it: whether it succeeded, and what it said on stderr.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    pub success: bool,
    pub report: String,
}

/// The folder of kept compiles and its bounds.
pub struct Cache {
    dir: PathBuf,
    entries: usize,
    bytes: u64,
}

impl Cache {
    /// The cache of this program: [`FOLDER`] in the folder `NQUEENS_COMPILE_CACHE` names, or in
    /// the cargo target folder the program was built in; `None` when it is off or the program
    /// is not in a target folder.
    pub fn here() -> Option<Cache> {
        let base = match std::env::var_os(VARIABLE) {
            Some(value) if value == "off" => return None,
            Some(value) if !value.is_empty() => PathBuf::from(value),
            _ => {
                let exe = std::env::current_exe().ok()?;
                let mut dir = exe.parent()?;
                // Test binaries live one folder down, in `deps`.
                if dir.file_name() == Some(OsStr::new("deps")) {
                    dir = dir.parent()?;
                }
                dir.join(".cargo-lock").is_file().then_some(())?;
                dir.to_path_buf()
            }
        };
        Cache::in_folder(&base)
    }

    /// The cache in `base`'s [`FOLDER`], made if need be; `None` when that folder is not the
    /// user's own (a link or a folder another user planted there: its programs would be run).
    fn in_folder(base: &Path) -> Option<Cache> {
        let dir = base.join(FOLDER);
        let _ = fs::create_dir_all(base);
        super::own_folder(&dir).ok()?;
        // Others may pass through it to a kept program they are given the path of, not list
        // it (0711): a judge that runs as root runs the kept program as its box user, which
        // could not reach it through a folder closed to others where the view keeps the
        // workspace whole (a clone in /tmp or in root's home), and would then run it as root.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = fs::set_permissions(&dir, fs::Permissions::from_mode(0o711));
        }
        Some(Cache::at(&dir, ENTRIES, BYTES))
    }

    /// A cache in `dir` keeping `entries` compiles and `bytes` at most.
    fn at(dir: &Path, entries: usize, bytes: u64) -> Cache {
        Cache {
            dir: dir.to_path_buf(),
            entries,
            bytes,
        }
    }

    fn entry(&self, key: &str) -> PathBuf {
        let mut hasher = DefaultHasher::new();
        key.hash(&mut hasher);
        self.dir.join(format!("{:016x}", hasher.finish()))
    }

    /// The outcome kept under `key`, and for a success the kept program, to be run where it is;
    /// `None` when there is none, or it cannot be read whole.
    pub fn get(&self, key: &str) -> Option<(Outcome, Option<PathBuf>)> {
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
        let program = entry.join("program");
        if success && !program.is_file() {
            return None;
        }
        // Used now: the last to go.
        let _ = fs::File::options()
            .append(true)
            .open(entry.join("key"))
            .and_then(|file| file.set_modified(SystemTime::now()));
        Some((Outcome { success, report }, success.then_some(program)))
    }

    /// Keeps `outcome` under `key` (which starts with [`HEADER`]: made by [`key`]), with
    /// `program` where it compiled, and for a success gives the kept program: it is run from
    /// there, as a later [`Cache::get`]'s is, so the first run of a compile and the next are
    /// one program at one path, contained alike. A cache that cannot be written is no error:
    /// `None`, and the next compile is made again.
    pub fn put(&self, key: &str, outcome: &Outcome, program: &Path) -> Option<PathBuf> {
        debug_assert!(key.starts_with(HEADER));
        self.try_put(key, outcome, program).ok()?;
        let kept = self.entry(key).join("program");
        (outcome.success && kept.is_file()).then_some(kept)
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
                // A link where the compile's folder shares the cache's file system: no file
                // of the program is ever open for writing in this process.
                let kept = new.join("program");
                if fs::hard_link(program, &kept).is_err() {
                    fs::copy(program, &kept)?;
                }
            }
            fs::write(new.join("report"), &outcome.report)?;
            let said = if outcome.success {
                "compiled"
            } else {
                "refused"
            };
            fs::write(new.join("outcome"), said)?;
            fs::write(new.join("key"), key)?;
            // Used now, by the clock `get` marks a use with (a file's own times come from a
            // coarser clock, which can run a few milliseconds behind).
            fs::File::options()
                .append(true)
                .open(new.join("key"))?
                .set_modified(SystemTime::now())?;
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

    /// Removes the entries used longest ago past the count or the bytes the cache keeps, and
    /// what a put cut short (a process killed while it wrote) left over an hour ago. Only
    /// entries are counted and removed: a folder named as one whose key starts with [`HEADER`].
    fn trim(&self) {
        let Ok(list) = fs::read_dir(&self.dir) else {
            return;
        };
        let hour_ago = SystemTime::now() - Duration::from_secs(3600);
        let mut entries: Vec<(SystemTime, u64, PathBuf)> = Vec::new();
        for found in list.flatten() {
            let name = found.file_name();
            let name = name.to_string_lossy();
            let path = found.path();
            if is_put_folder(&name) {
                let made = found.metadata().and_then(|meta| meta.modified());
                if made.is_ok_and(|made| made < hour_ago) {
                    let _ = fs::remove_dir_all(&path);
                }
            } else if let Some((used, bytes)) = is_entry(&name).then(|| entry_of(&path)).flatten() {
                entries.push((used, bytes, path));
            }
        }
        // The most recently used first: each kept while both bounds hold.
        entries.sort_by_key(|entry| std::cmp::Reverse(entry.0));
        let mut total = 0;
        for (index, (_, bytes, path)) in entries.iter().enumerate() {
            total += bytes;
            if index >= self.entries || total > self.bytes {
                let _ = fs::remove_dir_all(path);
            }
        }
    }
}

/// Whether `name` is an entry's: 16 lower-case hex digits.
fn is_entry(name: &str) -> bool {
    name.len() == 16
        && name
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Whether `name` is a put's folder: `.new-<pid>-<number>`.
fn is_put_folder(name: &str) -> bool {
    name.strip_prefix(".new-").is_some_and(|rest| {
        let mut parts = rest.split('-');
        let numbers = parts
            .by_ref()
            .take(2)
            .filter(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()));
        numbers.count() == 2 && parts.next().is_none()
    })
}

/// An entry's last use and the bytes its files take, when `path` is an entry: its key starts
/// with [`HEADER`].
fn entry_of(path: &Path) -> Option<(SystemTime, u64)> {
    let mut start = [0; HEADER.len()];
    fs::File::open(path.join("key"))
        .and_then(|mut file| file.read_exact(&mut start))
        .ok()?;
    if start != HEADER.as_bytes() {
        return None;
    }
    let used = fs::metadata(path.join("key"))
        .and_then(|meta| meta.modified())
        .unwrap_or(UNIX_EPOCH);
    let bytes = fs::read_dir(path)
        .ok()?
        .flatten()
        .filter_map(|file| file.metadata().ok())
        .map(|meta| meta.len())
        .sum();
    Some((used, bytes))
}

/// A compiler's identity for a key: its path, size and time of change (a toolchain installed
/// again is another file), and what it says with `-vV` (its release, commit hash and LLVM
/// version: a rustup proxy stays one file across updates). Asked once per file in a process.
pub fn identity(compiler: &Path) -> String {
    static KNOWN: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
    let meta = fs::metadata(compiler);
    let size = meta.as_ref().map_or(0, |meta| meta.len());
    let changed = meta
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos());
    let file = format!("{} {size} {changed}", compiler.display());
    let mut known = KNOWN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, said)) = known.iter().find(|(seen, _)| *seen == file) {
        return format!("{file}\n{said}");
    }
    let said = Command::new(compiler)
        .arg("-vV")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_string())
        // A compiler that cannot say: the next ask may.
        .unwrap_or_default();
    if !said.is_empty() {
        known.push((file.clone(), said.clone()));
    }
    format!("{file}\n{said}")
}

/// The key of one compile: everything that decides its outcome, one item a line, then the text.
pub fn key(compiler: &str, arguments: &[&OsStr], file: &str, text: &str) -> String {
    let mut key = format!("{HEADER}compiler {compiler}\n");
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

    fn refused(report: &str) -> Outcome {
        Outcome {
            success: false,
            report: report.to_string(),
        }
    }

    #[test]
    fn a_compile_kept_comes_back_whole_and_only_under_its_own_key() {
        let dir = scratch("round");
        let cache = Cache::at(&dir.join("cache"), ENTRIES, BYTES);
        let program = dir.join("made");
        fs::write(&program, b"\x7fELF program").unwrap();
        let key = key(
            "rustc 10 20",
            &[OsStr::new("-O")],
            "src/bin/x.rs",
            "fn main() {}\n",
        );
        assert_eq!(cache.get(&key), None);
        let compiled = Outcome {
            success: true,
            report: "warning: unused\n".to_string(),
        };
        // The program runs where it is kept, from the first run on.
        let put = cache.put(&key, &compiled, &program).unwrap();
        let (outcome, kept) = cache.get(&key).unwrap();
        assert_eq!(outcome, compiled);
        let kept = kept.unwrap();
        assert_eq!(put, kept);
        assert!(kept.starts_with(dir.join("cache")), "{}", kept.display());
        assert_eq!(fs::read(kept).unwrap(), b"\x7fELF program");
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
            assert_eq!(cache.get(&other), None);
        }
        // An entry whose key is not the one asked for (two keys, one hash) is no hit.
        fs::write(cache.entry(&key).join("key"), "another key").unwrap();
        assert_eq!(cache.get(&key), None);
        // A refusal comes back as one, with no program.
        let key = super::key("rustc", &[], "src/bin/x.rs", "fn main() { x }\n");
        let refusal = refused("error[E0425]: cannot find value `x`\n");
        assert_eq!(cache.put(&key, &refusal, &program), None);
        assert_eq!(cache.get(&key), Some((refusal, None)));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// `count` refusals kept in `cache`, each `size` bytes of report; their keys, the first
    /// used an hour ago and the second two hours ago.
    fn filled(cache: &Cache, count: usize, size: usize) -> Vec<String> {
        let keys: Vec<String> = (0..count)
            .map(|k| key("rustc", &[], "src/bin/x.rs", &format!("{k}")))
            .collect();
        for (k, key) in keys.iter().enumerate() {
            cache.put(key, &refused(&"e".repeat(size)), Path::new("unused"));
            if k < 2 {
                let ago = Duration::from_secs(3600 * (k as u64 + 1));
                let file = fs::File::options()
                    .append(true)
                    .open(cache.entry(key).join("key"))
                    .unwrap();
                file.set_modified(SystemTime::now() - ago).unwrap();
            }
        }
        keys
    }

    #[test]
    fn the_entries_used_longest_ago_go_first_past_the_count() {
        let dir = scratch("trim");
        let cache = Cache::at(&dir, ENTRIES, BYTES);
        let keys = filled(&cache, ENTRIES, 10);
        // The second of the old two used since: the first is now the one used longest ago.
        assert!(cache.get(&keys[1]).is_some());
        let more = key("rustc", &[], "src/bin/x.rs", "one more");
        cache.put(&more, &refused("one more"), Path::new("unused"));
        assert!(cache.get(&keys[1]).is_some());
        assert!(cache.get(&keys[0]).is_none());
        assert!(cache.get(&more).is_some());
        assert_eq!(fs::read_dir(&dir).unwrap().count(), ENTRIES);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_entries_used_longest_ago_go_first_past_the_bytes() {
        let dir = scratch("bytes");
        // Room for ten entries of 1,000 bytes of report (and a little key) by bytes.
        let cache = Cache::at(&dir, ENTRIES, 11_000);
        let keys = filled(&cache, 10, 1000);
        assert!((0..10).all(|k| cache.get(&keys[k]).is_some()));
        let more = key("rustc", &[], "src/bin/x.rs", "one more");
        cache.put(&more, &refused(&"e".repeat(1000)), Path::new("unused"));
        assert!(cache.get(&more).is_some());
        // Every get above made the old two the newest; the third is now the oldest.
        let gone: Vec<usize> = (0..10).filter(|&k| cache.get(&keys[k]).is_none()).collect();
        assert_eq!(gone.len(), 1, "{gone:?}");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 10);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A folder opened so that its times can be set: Windows opens a folder only with
    /// `FILE_FLAG_BACKUP_SEMANTICS`, and sets its times only through a handle that may write
    /// its attributes (`FILE_WRITE_ATTRIBUTES`).
    fn folder(path: &Path) -> fs::File {
        let mut options = fs::File::options();
        options.read(true);
        #[cfg(windows)]
        {
            use std::os::windows::fs::OpenOptionsExt;
            const FILE_WRITE_ATTRIBUTES: u32 = 0x100;
            const FILE_FLAG_BACKUP_SEMANTICS: u32 = 0x0200_0000;
            options
                .access_mode(FILE_WRITE_ATTRIBUTES)
                .custom_flags(FILE_FLAG_BACKUP_SEMANTICS);
        }
        options.open(path).unwrap()
    }

    #[test]
    fn what_is_not_an_entry_is_never_counted_or_removed() {
        let dir = scratch("foreign");
        let cache = Cache::at(&dir, 2, BYTES);
        // A user's folders, one named as an entry is named but not headed as one, an old
        // folder named as a put's but not quite, and a file.
        let foreign = [
            "photos",
            "0123456789abcdef",
            ".new-12-x",
            ".new-12-3-4",
            "notes.txt",
        ];
        for name in &foreign[..4] {
            fs::create_dir(dir.join(name)).unwrap();
            fs::write(dir.join(name).join("key"), "mine").unwrap();
            let old = SystemTime::now() - Duration::from_secs(7200);
            folder(&dir.join(name)).set_modified(old).unwrap();
        }
        fs::write(dir.join("notes.txt"), "mine").unwrap();
        let keys = filled(&cache, 3, 10);
        assert!(cache.get(&keys[2]).is_some());
        for name in foreign {
            assert!(dir.join(name).exists(), "{name} removed");
        }
        assert_eq!(fs::read_dir(&dir).unwrap().count(), foreign.len() + 2);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    #[cfg(unix)]
    fn a_cache_folder_planted_by_another_is_never_used() {
        use std::os::unix::fs::{symlink, PermissionsExt};
        let dir = scratch("planted");
        let cache = Cache::in_folder(&dir.join("fresh")).unwrap();
        let mode = fs::metadata(&cache.dir).unwrap().permissions().mode();
        assert_eq!(
            mode & 0o777,
            0o711,
            "others pass through, list nothing, write nothing"
        );
        // A link to someone's folder, and a folder anyone can write into.
        let theirs = dir.join("theirs");
        fs::create_dir(&theirs).unwrap();
        fs::create_dir(dir.join("linked")).unwrap();
        symlink(&theirs, dir.join("linked").join(FOLDER)).unwrap();
        assert!(Cache::in_folder(&dir.join("linked")).is_none());
        let open = dir.join("open").join(FOLDER);
        fs::create_dir_all(&open).unwrap();
        fs::set_permissions(&open, fs::Permissions::from_mode(0o777)).unwrap();
        assert!(Cache::in_folder(&dir.join("open")).is_none());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_compiler_is_known_by_what_it_says_of_itself() {
        let rustc = std::env::var_os("RUSTC")
            .unwrap_or_else(|| format!("rustc{}", std::env::consts::EXE_SUFFIX).into());
        let Some(rustc) = std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .map(|dir| dir.join(&rustc))
            .find(|path| path.is_file())
        else {
            crate::untested::tool("rustc", "a compiler's identity (`identity`)");
            return;
        };
        let said = identity(&rustc);
        assert!(
            said.contains("commit-hash: ") && said.contains("LLVM version: "),
            "{said}"
        );
    }
}
