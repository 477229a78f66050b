//! What the command-line tests share: the contestant-style programs, the interpreter, a scratch
//! folder of a test's own, a finished command's output as text.

use nqueens::cases;
use std::ffi::OsStr;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::{env, fs, io};

/// The contestant-style programs the tests judge.
pub const PROGRAMS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/programs");

/// `--time-limit` for every test that is not about time: far above what any case takes (n = 12
/// in Python is about a second), so the verdict is the program's, not the machine's load.
pub const NO_HURRY: [&str; 2] = ["--time-limit", "60s"];

/// The judge problem's program `name` (src/bin/<name>.rs, the other package's binary), built by
/// `cargo test` beside the judge; `None` (said, and a failure under CI=true) when a narrower
/// build left it out: `cargo test --test cli` builds this package alone.
pub fn program(name: &str) -> Option<PathBuf> {
    built(
        "",
        name,
        "cargo test builds it; cargo test --test cli alone does not: cargo build -p nqueens-programs",
        "a test that runs a judge problem's program",
    )
}

/// The executable `name` that cargo built in `folder` of the judge's own folder (`examples`,
/// or "" for a binary), or `None`, said as the suite's one rule says: `why` it may be missing,
/// and what goes `untested` without it.
pub fn built(folder: &str, name: &str, why: &str, untested: &str) -> Option<PathBuf> {
    let judge = PathBuf::from(env!("CARGO_BIN_EXE_judge"));
    let path = judge
        .parent()?
        .join(folder)
        .join(format!("{name}{}", env::consts::EXE_SUFFIX));
    if path.is_file() {
        return Some(path);
    }
    nqueens::untested::tool(&format!("built {name} ({why})"), untested);
    None
}

/// The interpreter behind `python3` for the test that asks, by the suite's one rule
/// (`nqueens::untested::python`, the one Python helper): where there is none, the test says
/// "not run: no python3 here, so <the test> is not tested" and returns (a failure under
/// `CI=true`). The tests run it with `-S`: their programs use the standard library alone, and
/// the `.pth` files of an installation's site-packages may import modules at every start
/// (certifi on this machine: 28 of the 38 ms a start of `acwing843.py` took, hundreds of starts
/// in the suite).
pub fn python() -> Option<&'static str> {
    let thread = std::thread::current();
    nqueens::untested::python(thread.name().unwrap_or("a test that runs Python"))
}

/// A test that cannot run here because `tool` is missing says so and returns; under `CI=true`
/// it fails instead (`nqueens::untested`, the suite's one rule).
pub fn missing(tool: &str, untested: &str) {
    nqueens::untested::tool(tool, untested);
}

/// A folder of one test's own under the system's temp dir, fresh when made and removed when
/// dropped (after a failure too). Each name is unique in the run, whatever the label.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(label: &str) -> Scratch {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let number = MADE.fetch_add(1, Ordering::Relaxed);
        let name = format!("nqueens-test-{}-{number}-{label}", std::process::id());
        let path = env::temp_dir().join(name);
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).unwrap();
        Scratch(path)
    }

    /// Writes `text` as `name` (folders made as needed) and returns its path.
    pub fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, text).unwrap();
        path
    }

    /// A copy of `testdata/<problem>/` in the folder; its path.
    pub fn copy_testdata(&self, problem: &str) -> PathBuf {
        let dir = self.0.join(problem);
        fs::create_dir_all(&dir).unwrap();
        for entry in fs::read_dir(cases::testdata_dir().join(problem)).unwrap() {
            let path = entry.unwrap().path();
            fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
        dir
    }
}

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<OsStr> for Scratch {
    fn as_ref(&self) -> &OsStr {
        self.0.as_os_str()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The exit status, stdout and stderr of a finished command, as text.
pub fn finished(output: io::Result<Output>) -> (Option<i32>, String, String) {
    let output = output.unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// `from` copied to `to`, folders whole.
pub fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            copy(&entry.path(), &to.join(entry.file_name()));
        }
    } else {
        fs::copy(from, to).unwrap();
    }
}
