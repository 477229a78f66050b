//! Cases: `testdata/<name>/NN-slug.in` with `NN-slug.out` (stdout), `NN-slug.err` (the one line
//! on stderr of a refused input) or `NN-slug.check` (no expected output is committed, because it
//! would be too large: the output is judged by the problem's independent check alone).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The stem, `01-sample`.
    pub name: String,
    pub input: Vec<u8>,
    pub expect: Expect,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expect {
    /// `.out`: exit status 0, this stdout (compared by the problem's rule); stderr is not judged.
    Output(Vec<u8>),
    /// `.err`: exit status 1, nothing on stdout, exactly this on stderr.
    Refusal(Vec<u8>),
    /// `.check`: exit status 0, a stdout that passes the problem's independent check
    /// ([`crate::problems`]: every board valid and distinct, counts equal to OEIS). The file says
    /// in a line what the check is; its text is not judged.
    Property,
}

/// `testdata/` of this workspace.
pub fn testdata_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

/// Every case of one problem's directory, sorted by name. A directory with no cases, a case with
/// neither or both expectations, or an expectation without an input is an error, and so is any
/// other file; the error names every offending file, one per line. Bytes are kept as they are.
pub fn load(dir: &Path) -> Result<Vec<Case>, String> {
    match load_each(dir) {
        (cases, errors) if errors.is_empty() => Ok(cases),
        (_, errors) => Err(errors.join("\n")),
    }
}

/// [`load`] that keeps going: the cases that load, sorted, and one error per offending file (or
/// for a missing directory, or a directory with no cases). The golden harness runs the good cases
/// of a directory that also holds a bad file, so that one stray file hides nothing.
pub fn load_each(dir: &Path) -> (Vec<Case>, Vec<String>) {
    let (stems, mut errors) = match stems(dir) {
        Ok(found) => found,
        Err(error) => return (Vec::new(), vec![error]),
    };
    let stems_with_input = stems.values().filter(|[input, ..]| *input).count();
    let mut cases = Vec::new();
    for ((_, stem), present) in stems {
        match case(dir, stem, present) {
            Ok(case) => cases.push(case),
            Err(mut why) => errors.append(&mut why),
        }
    }
    if stems_with_input == 0 {
        errors.push(format!("{}: no cases (NN-slug.in)", shown(dir)));
    }
    (cases, errors)
}

/// `(number, stem)` to which of `.in`, `.out`, `.err` and `.check` exist.
type Stems = BTreeMap<(u64, String), [bool; 4]>;

/// Which of `.in`, `.out`, `.err`, `.check` exist for each `NN-slug` of the directory, in order,
/// and one error per file that is not a case file; an error alone when the directory cannot be
/// read.
fn stems(dir: &Path) -> Result<(Stems, Vec<String>), String> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!("{}/: no such directory", shown(dir)))
        }
        Err(error) => return Err(format!("{}: {error}", shown(dir))),
    };
    let mut stems = Stems::new();
    let mut errors = Vec::new();
    for entry in entries {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                errors.push(format!("{}: {error}", shown(dir)));
                continue;
            }
        };
        let path = entry.path();
        let name = entry.file_name();
        let kind = name.to_str().and_then(|name| {
            let (stem, extension) = name.rsplit_once('.')?;
            let slot = ["in", "out", "err", "check"]
                .iter()
                .position(|known| *known == extension)?;
            Some((stem, slot))
        });
        match kind {
            Some(_) if !path.is_file() => errors.push(format!("{}: not a file", shown(&path))),
            Some((stem, slot)) => match number(stem) {
                Some(number) => stems.entry((number, stem.to_string())).or_default()[slot] = true,
                None => errors.push(format!(
                    "{}: a case is named NN-slug (digits, a dash, letters, digits, '-' or '_')",
                    shown(&path)
                )),
            },
            None => errors.push(format!(
                "{}: not a case file (NN-slug.in, NN-slug.out, NN-slug.err or NN-slug.check)",
                shown(&path)
            )),
        }
    }
    Ok((stems, errors))
}

/// The case `stem` of the directory, given which of its files exist (`.in`, `.out`, `.err`,
/// `.check`), or what is wrong with them.
fn case(
    dir: &Path,
    stem: String,
    [input, out, err, check]: [bool; 4],
) -> Result<Case, Vec<String>> {
    let file = |extension: &str| dir.join(format!("{stem}.{extension}"));
    let expectations: Vec<&str> = [(out, "out"), (err, "err"), (check, "check")]
        .iter()
        .filter(|(present, _)| *present)
        .map(|(_, extension)| *extension)
        .collect();
    let expect = match (input, &expectations[..]) {
        (false, _) => {
            return Err(expectations
                .iter()
                .map(|extension| format!("{}: no {stem}.in beside it", shown(&file(extension))))
                .collect())
        }
        (true, []) => {
            return Err(vec![format!(
                "{}: neither {stem}.out, {stem}.err nor {stem}.check beside it",
                shown(&file("in"))
            )])
        }
        (true, ["out"]) => read(&file("out")).map(Expect::Output),
        (true, ["err"]) => read(&file("err")).map(Expect::Refusal),
        (true, ["check"]) => read(&file("check")).map(|_| Expect::Property),
        (true, several) => {
            let names: Vec<String> = several
                .iter()
                .map(|extension| format!("{stem}.{extension}"))
                .collect();
            return Err(vec![format!(
                "{}: {} beside it; a case expects one",
                shown(&file("in")),
                names.join(" and ")
            )]);
        }
    };
    match (read(&file("in")), expect) {
        (Ok(input), Ok(expect)) => Ok(Case {
            name: stem,
            input,
            expect,
        }),
        (Err(error), _) | (_, Err(error)) => Err(vec![error]),
    }
}

/// The number of `NN-slug`, when `stem` has that shape.
fn number(stem: &str) -> Option<u64> {
    let (digits, slug) = stem.split_once('-')?;
    let slug_ok = !slug.is_empty()
        && slug
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_');
    let digits_ok = digits.len() >= 2 && digits.bytes().all(|byte| byte.is_ascii_digit());
    if slug_ok && digits_ok {
        digits.parse().ok()
    } else {
        None
    }
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|error| format!("{}: {error}", shown(path)))
}

/// `path` relative to the workspace when it is inside it: `testdata/acwing843/01-sample.in`.
pub fn shown(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory under the system's temp dir holding `files`.
    fn fixture(name: &str, files: &[(&str, &[u8])]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("nqueens-cases-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        for (file, bytes) in files {
            fs::write(dir.join(file), bytes).unwrap();
        }
        dir
    }

    #[test]
    fn cases_are_sorted_and_kept_byte_for_byte() {
        let dir = fixture(
            "good",
            &[
                ("10-big.in", b"9\n"),
                ("10-big.out", b"352\n"),
                ("02-refused.in", b" x \r\n"),
                (
                    "02-refused.err",
                    b"leetcode52: expected an integer n, found \"x\"\n",
                ),
                ("01-sample.in", b"4\n"),
                ("01-sample.out", b"2 \n\n"),
                ("100-last.in", b"1\n"),
                ("100-last.out", b"1\n"),
            ],
        );
        let cases = load(&dir).unwrap();
        let names: Vec<&str> = cases.iter().map(|case| case.name.as_str()).collect();
        assert_eq!(names, ["01-sample", "02-refused", "10-big", "100-last"]);
        assert!(matches!(&cases[0].expect, Expect::Output(bytes) if bytes == b"2 \n\n"));
        assert_eq!(cases[1].input, b" x \r\n");
        assert!(matches!(&cases[1].expect, Expect::Refusal(bytes) if bytes.starts_with(b"leet")));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn every_bad_file_is_named() {
        let dir = fixture(
            "bad",
            &[
                ("01-ok.in", b"4\n"),
                ("01-ok.out", b"2\n"),
                ("02-both.in", b"4\n"),
                ("02-both.out", b"2\n"),
                ("02-both.err", b"x\n"),
                ("03-neither.in", b"4\n"),
                ("04-orphan.out", b"2\n"),
                ("05-orphan.err", b"x\n"),
                ("README.md", b"notes\n"),
                ("sample.in", b"4\n"),
                ("06-x.expected", b"2\n"),
            ],
        );
        let error = load(&dir).unwrap_err();
        for needle in [
            "02-both.in: 02-both.out and 02-both.err beside it",
            "03-neither.in: neither 03-neither.out, 03-neither.err nor 03-neither.check",
            "04-orphan.out: no 04-orphan.in",
            "05-orphan.err: no 05-orphan.in",
            "README.md: not a case file",
            "sample.in: a case is named NN-slug",
            "06-x.expected: not a case file",
        ] {
            assert!(error.contains(needle), "{needle:?} not in:\n{error}");
        }
        assert_eq!(error.lines().count(), 7, "{error}");
        let (cases, errors) = load_each(&dir);
        assert_eq!(cases.len(), 1, "the good case still loads");
        assert_eq!(cases[0].name, "01-ok");
        assert_eq!(errors.len(), 7);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn no_cases_or_no_directory_is_an_error() {
        let dir = fixture("empty", &[]);
        assert!(load(&dir).unwrap_err().ends_with(": no cases (NN-slug.in)"));
        fs::write(dir.join("01-orphan.out"), b"1\n").unwrap();
        let error = load(&dir).unwrap_err();
        assert!(
            error.contains("no 01-orphan.in") && error.contains("no cases"),
            "{error}"
        );
        fs::remove_dir_all(&dir).unwrap();
        assert!(load(&dir).unwrap_err().ends_with("/: no such directory"));
    }

    #[test]
    fn paths_inside_the_workspace_are_shown_relative() {
        // In the system's own spelling: `testdata\acwing843` on Windows.
        let relative = Path::new("testdata").join("acwing843");
        assert_eq!(
            shown(&testdata_dir().join("acwing843")),
            relative.display().to_string()
        );
        assert_eq!(shown(Path::new("/elsewhere/x.in")), "/elsewhere/x.in");
    }
}
