//! Cases: `testdata/<name>/NN-slug.in` with `NN-slug.out` (stdout) or `NN-slug.err` (the one line
//! on stderr of a refused input).

use std::path::{Path, PathBuf};

pub struct Case {
    /// The stem, `01-sample`.
    pub name: String,
    pub input: Vec<u8>,
    pub expect: Expect,
}

pub enum Expect {
    /// `.out`: exit status 0, this stdout (compared by the problem's rule), nothing on stderr.
    Output(Vec<u8>),
    /// `.err`: exit status 1, nothing on stdout, exactly this on stderr.
    Refusal(Vec<u8>),
}

/// `testdata/` of this workspace.
pub fn testdata_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// Every case of one problem's directory, sorted by name. A directory with no cases, a case with
/// neither or both expectations, or an expectation without an input is an error.
pub fn load(dir: &Path) -> Result<Vec<Case>, String> {
    let _ = dir;
    todo!()
}
