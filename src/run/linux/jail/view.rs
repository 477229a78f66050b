//! The case's view of the files: a private tmpfs on `/tmp`, `/dev/shm` and `/run` in its own
//! mount namespace, and the folders it needs beneath them bound back read-only. Planned in the
//! judge ([`view`]), made in the child ([`private_folders`]).

use std::ffi::CString;
use std::io;
use std::os::fd::AsRawFd;
use std::os::raw::{c_int, c_long};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use super::landlock::allow_here;
use super::{c, checked, Child, Jail, O_CLOEXEC, O_CREAT, O_WRONLY};

const MS_NOSUID: std::os::raw::c_ulong = 2;
const MS_NODEV: std::os::raw::c_ulong = 4;
const MS_REC: std::os::raw::c_ulong = 0x4000;
const MS_PRIVATE: std::os::raw::c_ulong = 1 << 18;
const OPEN_TREE: c_long = 428;
const MOVE_MOUNT: c_long = 429;
const MOUNT_SETATTR: c_long = 442;
const OPEN_TREE_CLONE: u32 = 1;
const OPEN_TREE_CLOEXEC: u32 = O_CLOEXEC as u32;
const AT_FDCWD: c_int = -100;
const AT_RECURSIVE: u32 = 0x8000;
const AT_EMPTY_PATH: u32 = 0x1000;
const MOVE_MOUNT_F_EMPTY_PATH: u32 = 4;
const MOUNT_ATTR_RDONLY: u64 = 1;
/// At most this many folders a program needs beneath a covered one (its own, the folder it is
/// judged from, its arguments' folders).
const KEEPS: usize = 16;

/// A folder covered by a private tmpfs.
pub(super) struct Cover {
    path: CString,
    /// tmpfs's options: its size, and its mode.
    options: CString,
    /// Whether the program writes there (its `/tmp`, its `/dev/shm`).
    written: bool,
}

/// A folder (or file) the program needs beneath a covered folder: bound back, read-only, at its
/// own path.
pub(super) struct Keep {
    path: CString,
    /// The folders to make in the tmpfs for it, outermost first: for a folder, itself last.
    made: Vec<CString>,
    /// Whether it is a file (an empty file is made in the tmpfs to bind it on).
    file: bool,
}

/// The folders hidden in the case's mount namespace behind a private tmpfs of at most `memory`
/// bytes, and the folders of `needed` beneath them, bound back read-only: `/tmp` and `/dev/shm`
/// (the program's own, writable), `/run` (empty: the host's sockets, D-Bus, the container
/// runtime's, are there). A folder that is a link or is not there is left as it is.
pub(super) fn view(
    needed: &[(PathBuf, bool)],
    files: &[PathBuf],
    case: &Path,
    memory: u64,
    closed: bool,
) -> (Vec<Cover>, Vec<Keep>, Vec<CString>, Vec<CString>) {
    let text = |path: &Path| CString::new(path.as_os_str().as_bytes()).ok();
    let mut covers = Vec::new();
    let mut keeps: Vec<Keep> = Vec::new();
    let mut made_case = Vec::new();
    let folders = covered(needed, files, closed);
    let working = match closed {
        true => working_folder(&folders),
        false => Vec::new(),
    };
    for (folder, written) in &folders {
        let (folder, written) = (folder.as_path(), *written);
        if !folder.symlink_metadata().is_ok_and(|meta| meta.is_dir()) {
            continue;
        }
        let (size, mode) = match written {
            true => (memory.max(1 << 20), "1777"),
            false => (1 << 20, "755"),
        };
        let options = format!("size={size},nr_inodes=4096,mode={mode}");
        let (Some(path), Some(options)) = (text(folder), CString::new(options).ok()) else {
            continue;
        };
        covers.push(Cover {
            path,
            options,
            written,
        });
        if let (true, Ok(beneath)) = (written, case.strip_prefix(folder)) {
            made_case = made(folder, beneath);
        }
        // The folders it needs beneath this one (not this one itself: the cover wins, and the
        // files it names there are bound alone, below; nor, for the box user, one closed to
        // others: its files are bound alone too, on folders made open).
        let mut kept: Vec<&Path> = Vec::new();
        for (path, _) in needed {
            match path.strip_prefix(folder) {
                Ok(beneath) if beneath.as_os_str().is_empty() => {}
                Ok(_) if closed && alone(path) => {}
                Ok(beneath) => {
                    let Some(name) = text(path) else { continue };
                    if keeps.len() < KEEPS && !keeps.iter().any(|keep| keep.path == name) {
                        let made = made(folder, beneath);
                        keeps.push(Keep {
                            path: name,
                            made,
                            file: false,
                        });
                        kept.push(path);
                    }
                }
                Err(_) => {}
            }
        }
        // The program's files (itself, its arguments) in no folder bound back: each alone, if
        // it is a file or a folder (never a socket).
        for file in files {
            let Ok(beneath) = file.strip_prefix(folder) else {
                continue;
            };
            let kind = file.metadata().map(|meta| meta.file_type());
            let bindable = kind.is_ok_and(|kind| kind.is_file() || kind.is_dir());
            let inside = kept.iter().any(|folder| file.starts_with(folder));
            let Some(name) = text(file) else { continue };
            if bindable && !inside && keeps.len() < KEEPS && !keeps.iter().any(|k| k.path == name) {
                let mut made = made(folder, beneath);
                let is_file = file.is_file();
                if is_file {
                    made.pop();
                }
                keeps.push(Keep {
                    path: name,
                    made,
                    file: is_file,
                });
            }
        }
    }
    (covers, keeps, made_case, working)
}

/// The folders to cover, each with whether the program writes there: `/tmp`, `/dev/shm`,
/// `/run`, and where the box user is to run (`closed`), the [`closed_folders`] on the way to what
/// the program needs.
fn covered(needed: &[(PathBuf, bool)], files: &[PathBuf], closed: bool) -> Vec<(PathBuf, bool)> {
    let mut folders = vec![
        (PathBuf::from("/tmp"), true),
        (PathBuf::from("/dev/shm"), true),
        (PathBuf::from("/run"), false),
    ];
    if closed {
        let paths = needed.iter().map(|(path, _)| path).chain(files);
        for path in closed_folders(paths) {
            if !folders.iter().any(|(folder, _)| path.starts_with(folder)) {
                folders.push((path, false));
            }
        }
    }
    folders
}

/// The first path the program needs (a folder it reads, a file it is or names) that the box
/// user could not reach in the view: a folder on its way that others may not enter, from `/`
/// or within a folder bound back whole beneath a cover (the folders the view makes in a cover
/// are open), or the path itself that others may not read. A needed folder whose files are
/// bound [`alone`] is not in the view itself. `None`: every one is open to others, and the box
/// user may run the program.
pub(super) fn closed_to_others(needed: &[(PathBuf, bool)], files: &[PathBuf]) -> Option<PathBuf> {
    let folders = covered(needed, files, true);
    let cover_of = |path: &Path| {
        folders
            .iter()
            .map(|(folder, _)| folder.as_path())
            .find(|folder| path.starts_with(folder))
    };
    let whole: Vec<&Path> = needed
        .iter()
        .map(|(path, _)| path.as_path())
        .filter(|path| cover_of(path).is_some_and(|cover| cover != *path) && !alone(path))
        .collect();
    let open = |path: &PathBuf| {
        let cover = cover_of(path);
        // A folder on the way as the view has it: the host's own, or bound back whole.
        let hosts = |folder: &&Path| match cover {
            None => true,
            Some(cover) => folder != &cover && whole.iter().any(|kept| folder.starts_with(kept)),
        };
        let mut ancestors = path.ancestors().filter(|folder| folder.parent().is_some());
        let entered = ancestors
            .by_ref()
            .skip(1)
            .filter(hosts)
            .all(|folder| mode(folder) & 0o001 != 0);
        entered && mode(path) & 0o004 != 0 && (!path.is_dir() || mode(path) & 0o001 != 0)
    };
    let bound_alone =
        |path: &&PathBuf| cover_of(path).is_some_and(|cover| cover != *path) && alone(path);
    let needed = needed
        .iter()
        .map(|(path, _)| path)
        .filter(|path| !bound_alone(path));
    needed.chain(files).find(|path| !open(path)).cloned()
}

/// Whether a needed folder beneath a cover is left out of the box user's view, and the files
/// the program needs in it bound back alone, on folders the view makes open (0755): a folder
/// closed to others (the judge's own 0700 compile folder in `/tmp`, or the folder it is judged
/// from, such as one in root's home: the program then starts in that folder as the view makes
/// it, holding only its own files, see [`working_folder`]).
fn alone(folder: &Path) -> bool {
    mode(folder) & 0o005 != 0o005
}

/// For the box user, the folders to make for the folder the program is judged from, outermost
/// first, where it is a folder closed to others beneath a cover ([`alone`]): the program starts
/// there (see `steps::box_user`), and finds its own files bound back in it, nothing else.
fn working_folder(covers: &[(PathBuf, bool)]) -> Vec<CString> {
    let Ok(here) = std::env::current_dir() else {
        return Vec::new();
    };
    let cover = covers.iter().map(|(folder, _)| folder).find(|folder| {
        here.starts_with(folder) && here != **folder && folder.is_dir() && !folder.is_symlink()
    });
    match cover {
        Some(cover) if alone(&here) => made(cover, here.strip_prefix(cover).unwrap_or(&here)),
        _ => Vec::new(),
    }
}

/// The permission bits of `path` (0 where it is not there).
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().map_or(0, |meta| meta.permissions().mode())
}

/// The outermost folders on the way to `paths` that others may not enter (`/root`, mode 0700):
/// the box user could not reach what lies beneath them, so each is covered too, and what the
/// program needs beneath it is bound back.
fn closed_folders<'a>(paths: impl Iterator<Item = &'a PathBuf>) -> Vec<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let mut closed: Vec<PathBuf> = Vec::new();
    for path in paths {
        let outermost = path
            .ancestors()
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .find(|folder| {
                folder.parent().is_some()
                    && folder
                        .metadata()
                        .is_ok_and(|meta| meta.is_dir() && meta.permissions().mode() & 0o001 == 0)
            });
        if let Some(folder) = outermost {
            if !closed.iter().any(|known| known == folder) {
                closed.push(folder.to_path_buf());
            }
        }
    }
    closed
}

/// The folders to make beneath `folder` for `beneath`, outermost first.
fn made(folder: &Path, beneath: &Path) -> Vec<CString> {
    let mut made = Vec::new();
    let mut at = folder.to_path_buf();
    for part in beneath.components() {
        at.push(part);
        made.extend(CString::new(at.as_os_str().as_bytes()).ok());
    }
    made
}

pub(super) unsafe fn private_folders(child: &Child) -> io::Result<()> {
    let Some(jail) = child.jail.as_deref().filter(|jail| jail.namespaces()) else {
        return Ok(());
    };
    let none = std::ptr::null();
    // SAFETY: mount(2) with a static path; nothing of the case's mounts reaches the host's.
    checked(unsafe { c::mount(none, c"/".as_ptr(), none, MS_REC | MS_PRIVATE, none.cast()) })?;
    // The needed folders beneath a covered one, cloned before it is covered.
    let mut trees: [c_int; KEEPS] = [-1; KEEPS];
    // SAFETY: in the child, between fork and exec, as this step is.
    unsafe {
        clone_kept(jail, &mut trees)?;
        cover(jail)?;
        bind_kept(jail, &trees)
    }
}

/// Clones each folder or file the program needs beneath a covered folder into `trees`,
/// read-only, before the cover hides it.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn clone_kept(jail: &Jail, trees: &mut [c_int; KEEPS]) -> io::Result<()> {
    for (keep, tree) in jail.keeps.iter().zip(trees.iter_mut()) {
        // SAFETY: open_tree(2) on a NUL-terminated path; the result is a new descriptor.
        *tree = unsafe {
            c::syscall(
                OPEN_TREE,
                AT_FDCWD,
                keep.path.as_ptr(),
                OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE,
            )
        } as c_int;
        if *tree < 0 {
            return Err(io::Error::last_os_error());
        }
        let read_only = MountAttr {
            set: MOUNT_ATTR_RDONLY,
            clear: 0,
            propagation: 0,
            user_namespace: 0,
        };
        // SAFETY: mount_setattr(2) on the descriptor just made, with a live attribute.
        let done = unsafe {
            c::syscall(
                MOUNT_SETATTR,
                *tree,
                c"".as_ptr(),
                AT_EMPTY_PATH | AT_RECURSIVE,
                &read_only as *const MountAttr,
                std::mem::size_of::<MountAttr>(),
            )
        };
        if done != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Covers each folder with its private tmpfs (a Landlock rule for those the program writes in)
/// and makes the case's folder again in its /tmp.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn cover(jail: &Jail) -> io::Result<()> {
    for cover in &jail.covers {
        // SAFETY: mount(2) with NUL-terminated strings prepared before the fork.
        checked(unsafe {
            c::mount(
                c"tmpfs".as_ptr(),
                cover.path.as_ptr(),
                c"tmpfs".as_ptr(),
                MS_NOSUID | MS_NODEV,
                cover.options.as_ptr().cast(),
            )
        })?;
        if cover.written {
            if let Some(ruleset) = &jail.ruleset {
                // SAFETY: a NUL-terminated path and a ruleset we own (this run's alone).
                unsafe { allow_here(ruleset.as_raw_fd(), &cover.path, jail.writes) }?;
            }
        }
    }
    for folder in &jail.case {
        // SAFETY: mkdir(2) on a NUL-terminated path, in the private tmpfs.
        if unsafe { c::mkdir(folder.as_ptr(), 0o700) } != 0 {
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::AlreadyExists {
                return Err(error);
            }
        }
        if let Some(id) = jail.box_user {
            // SAFETY: chown(2) on a NUL-terminated path in the private tmpfs: the box user's.
            checked(unsafe { c::chown(folder.as_ptr(), id, id) })?;
        }
    }
    Ok(())
}

/// Binds each tree of [`clone_kept`] back at its own path, beneath its cover.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn bind_kept(jail: &Jail, trees: &[c_int; KEEPS]) -> io::Result<()> {
    // SAFETY: in the child, in its new mount namespace, as the caller is.
    unsafe { make_open(&jail.working) }?;
    for (keep, &tree) in jail.keeps.iter().zip(trees.iter()) {
        // SAFETY: as above.
        unsafe { make_open(&keep.made) }?;
        if keep.file {
            // SAFETY: open(2) on a NUL-terminated path in the tmpfs: an empty file to bind on.
            let fd = unsafe { c::open(keep.path.as_ptr(), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644) };
            if fd < 0 {
                return Err(io::Error::last_os_error());
            }
            // SAFETY: the descriptor just made, ours.
            unsafe { c::close(fd) };
        }
        // SAFETY: move_mount(2) of the tree cloned above onto a NUL-terminated path.
        let done = unsafe {
            c::syscall(
                MOVE_MOUNT,
                tree,
                c"".as_ptr(),
                AT_FDCWD,
                keep.path.as_ptr(),
                MOVE_MOUNT_F_EMPTY_PATH,
            )
        };
        // SAFETY: the tree's descriptor, ours, is not used again.
        unsafe { c::close(tree) };
        if done != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Makes each of `folders` (outermost first) in a tmpfs, open to the box user (0755); one that
/// is there already is left as it is.
///
/// # Safety
/// Only between fork and exec, in the child, in its new mount namespace.
unsafe fn make_open(folders: &[CString]) -> io::Result<()> {
    for folder in folders {
        // SAFETY: mkdir(2) on a NUL-terminated path; one that is there already is fine.
        if unsafe { c::mkdir(folder.as_ptr(), 0o755) } != 0 {
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::AlreadyExists {
                return Err(error);
            }
            continue;
        }
        // Open to the box user whatever the judge's umask (0077 would close it).
        // SAFETY: chmod(2) on a NUL-terminated path, the folder just made in the tmpfs.
        checked(unsafe { c::chmod(folder.as_ptr(), 0o755) })?;
    }
    Ok(())
}

/// `struct mount_attr`, for `mount_setattr(2)`.
#[repr(C)]
struct MountAttr {
    set: u64,
    clear: u64,
    propagation: u64,
    user_namespace: u64,
}
