//! What a program is made of, found before the fork: the files exec runs for it (the program on
//! the `PATH`, a `#!` script's interpreter, each ELF file's loader), the files its arguments name,
//! and the folders it needs to read.

use std::ffi::OsStr;
use std::fs::File;
use std::io::Read;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// The folders a program needs to read beyond the system's, each with whether it is an
/// executable's prefix (then as executable as the system's folders): the folder it is judged
/// from, its arguments' folders (`python3 mine.py`), and the prefix each executable was installed
/// in (`~/.pyenv/versions/3.12`, `~/.pyenv` for its shims) or its own folder.
pub(super) fn needed(executables: &[PathBuf], arguments: &[&OsStr]) -> Vec<(PathBuf, bool)> {
    let mut needed = Vec::new();
    if let Ok(here) = std::env::current_dir() {
        needed.push((here, false));
    }
    for argument in arguments {
        if let Ok(path) = Path::new(argument).canonicalize() {
            if let Some(parent) = path.parent() {
                needed.push((parent.to_path_buf(), false));
            }
        }
    }
    for executable in executables {
        let folder = executable.parent().unwrap_or(Path::new("/"));
        let prefix = match folder.file_name() {
            Some(name) if name == "bin" || name == "shims" => folder.parent().unwrap_or(folder),
            _ => folder,
        };
        needed.push((prefix.to_path_buf(), true));
    }
    needed
}

/// The files the program is and names: its executables, and its arguments that are paths.
pub(super) fn files(executables: &[PathBuf], arguments: &[&OsStr]) -> Vec<PathBuf> {
    let arguments = arguments
        .iter()
        .filter_map(|argument| Path::new(argument).canonicalize().ok());
    executables.iter().cloned().chain(arguments).collect()
}

/// The files exec runs for `program`: the program as the `PATH` finds it, the interpreter of a
/// `#!` script (and the program `env` would find), and the loader each names (`PT_INTERP`);
/// and whether one of them was a `#!` script (a launcher).
pub(super) fn executables(program: &OsStr) -> (Vec<PathBuf>, bool) {
    let mut launcher = false;
    let mut found: Vec<PathBuf> = Vec::new();
    let mut next = vec![program.to_os_string()];
    while let Some(name) = next.pop() {
        let Some((named, path)) = on_path(&name) else {
            continue;
        };
        if found.contains(&path) || found.len() > 16 {
            continue;
        }
        // A link (a virtual environment's `python3`): its own folder is the prefix too.
        if named != path {
            found.push(named);
        }
        let head = head(&path);
        if let Some(line) = head.strip_prefix(b"#!") {
            launcher = true;
            let line = line.split(|&b| b == b'\n').next().unwrap_or_default();
            let mut words = line
                .split(|b| b.is_ascii_whitespace())
                .filter(|word| !word.is_empty());
            if let Some(interpreter) = words.next() {
                next.push(OsStr::from_bytes(interpreter).to_os_string());
                if interpreter.ends_with(b"/env") {
                    let command = words.find(|word| !word.starts_with(b"-"));
                    next.extend(command.map(|word| OsStr::from_bytes(word).to_os_string()));
                }
            }
        } else if let Some(loader) = elf_interpreter(&head) {
            next.push(loader);
        }
        found.push(path);
    }
    (found, launcher)
}

/// The file `name` means to exec, as named (a path as it is, a bare name on the `PATH`) and
/// with every link resolved.
fn on_path(name: &OsStr) -> Option<(PathBuf, PathBuf)> {
    let name = Path::new(name);
    let named = if name.components().count() > 1 {
        std::path::absolute(name).ok()?
    } else {
        let paths = std::env::var_os("PATH")?;
        std::env::split_paths(&paths)
            .map(|folder| folder.join(name))
            .find(|path| path.is_file())?
    };
    let resolved = named.canonicalize().ok()?;
    Some((named, resolved))
}

/// The first 4 KiB of a file.
fn head(path: &Path) -> Vec<u8> {
    let mut head = Vec::new();
    if let Ok(file) = File::open(path) {
        let _ = file.take(4096).read_to_end(&mut head);
    }
    head
}

/// The loader a 64-bit little-endian ELF file names (`PT_INTERP`), when it is in `head`.
fn elf_interpreter(head: &[u8]) -> Option<std::ffi::OsString> {
    if !head.starts_with(b"\x7fELF\x02\x01") {
        return None;
    }
    let word = |at: usize, size: usize| -> Option<u64> {
        let bytes = head.get(at..at + size)?;
        Some(
            bytes
                .iter()
                .rev()
                .fold(0, |value, &b| value << 8 | u64::from(b)),
        )
    };
    let (table, entry, count) = (
        word(0x20, 8)? as usize,
        word(0x36, 2)? as usize,
        word(0x38, 2)?,
    );
    for index in 0..count as usize {
        let header = table + index * entry;
        if word(header, 4)? == 3 {
            let (offset, size) = (
                word(header + 8, 8)? as usize,
                word(header + 32, 8)? as usize,
            );
            let name = head.get(offset..offset + size)?;
            let name = name.strip_suffix(b"\0").unwrap_or(name);
            return Some(OsStr::from_bytes(name).to_os_string());
        }
    }
    None
}
