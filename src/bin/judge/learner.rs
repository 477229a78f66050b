//! The file a block is taken from: ours (`src/bin/<problem>.rs`, in the workspace this judge was
//! built in or in `NQUEENS_SOURCES`) or the learner's (`--file mine/<problem>.rs`), and the
//! faults of the workspace around it, which are never the learner's Compilation Error.
//!
//! A learner's file is laid out like ours: what is between the marker lines is pasted, and a
//! file without marker lines is pasted whole. Reports name the file and its lines as the learner
//! knows them (`mine/spojnqueen.rs:31:`).

use crate::flags::{line, Flag, CASE, FILE};
use crate::front::Front;
use nqueens::error::Error;
use nqueens::report::reason;
use nqueens::submission::{self, BEGIN, END};
use nqueens::{Paste, Problem};
use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A file holding a block, read once.
#[derive(Clone)]
pub struct Source {
    /// The path as reports name it: `mine/leetcode51.rs`, `src/bin/leetcode51.rs`.
    pub shown: String,
    text: String,
    /// No marker lines: the whole file is the block.
    whole: bool,
}

impl Source {
    /// The learner's `file`, or without one our `src/bin/<problem>.rs`. A file that cannot be
    /// read, or whose marker lines are not one BEGIN above one END (or none), is refused here,
    /// before anything compiles.
    pub fn read(problem: &Problem, file: Option<&Path>, front: Front) -> Result<Source, Error> {
        let start = front.command("start", problem.name);
        let (path, shown) = match file {
            Some(file) => (file.to_path_buf(), file.display().to_string()),
            None => (
                workspace().join(submission::file(problem)),
                submission::file(problem),
            ),
        };
        let bytes = fs::read(&path).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound if file.is_some() => Error::Refused(format!(
                "{shown}: no such file; `{start}` writes a starter at {}",
                default_file(problem).display()
            )),
            _ => Error::Cannot(format!("{shown}: cannot read it: {}", reason(&error))),
        })?;
        let text = utf8(&shown, bytes)?;
        if text.trim().is_empty() {
            return Err(Error::Refused(format!(
                "{shown}: the file is empty; `{start}` writes a starter"
            )));
        }
        let whole = !text
            .lines()
            .any(|line| line.contains("BEGIN SUBMISSION") || line.contains("END SUBMISSION"));
        if whole && matches!(problem.paste, Paste::Method(_)) {
            return Err(Error::Cannot(format!(
                "{shown}: no `{BEGIN}` and `{END}` lines: a LeetCode file keeps its method \
                 between them and the driver that calls it below (`{start}` writes one)"
            )));
        }
        if !whole {
            submission::block(&text).map_err(|why| match file {
                None => Error::Cannot(format!("{shown}: {why}")),
                Some(_) => Error::Cannot(format!(
                    "{shown}: {why}: a file holds one `{BEGIN}` line above one `{END}` line, or \
                     neither (then all of it is pasted); put the marker lines back as in \
                     problems/starters/{}.rs, the starter `{}` copies",
                    problem.name,
                    front.program("start")
                )),
            })?;
        }
        Ok(Source { shown, text, whole })
    }

    /// What is pasted: the text between the marker lines, or the whole file.
    pub fn pasted(&self) -> Result<&str, Error> {
        if self.whole {
            return Ok(&self.text);
        }
        submission::block(&self.text)
            .map(|block| block.text)
            .map_err(|why| Error::Cannot(format!("{}: {why}", self.shown)))
    }

    /// The file as `submission::compile` takes it: itself, or a whole file between marker
    /// lines (one line down: [`Source::in_its_words`] moves the reports back up).
    pub fn judged(&self) -> Result<String, Error> {
        if !self.whole {
            return Ok(self.text.clone());
        }
        let newline = if self.text.ends_with('\n') { "" } else { "\n" };
        Ok(format!("{BEGIN}\n{}{newline}{END}\n", self.text))
    }

    /// A compiler's report in the learner's words: their path instead of the one compiled, and
    /// for a whole file the line numbers of the file itself.
    pub fn in_its_words(&self, problem: &Problem, report: &str) -> String {
        let compiled = submission::file(problem);
        let report = report.replace(&compiled, &self.shown);
        if !self.whole {
            return report;
        }
        let mut lines: Vec<String> = report
            .lines()
            .map(|line| up_one(line, &self.shown))
            .collect();
        if report.ends_with('\n') {
            lines.push(String::new());
        }
        lines.join("\n")
    }
}

/// The text of a source file, or where it is not UTF-8, the place and the byte: a judge reads
/// a Rust source as UTF-8 and refuses it otherwise.
fn utf8(shown: &str, bytes: Vec<u8>) -> Result<String, Error> {
    String::from_utf8(bytes).map_err(|error| {
        let bytes = error.as_bytes();
        let at = error.utf8_error().valid_up_to();
        let line_start = bytes[..at]
            .iter()
            .rposition(|&byte| byte == b'\n')
            .map_or(0, |newline| newline + 1);
        let line = bytes[..at].iter().filter(|&&byte| byte == b'\n').count() + 1;
        let column = String::from_utf8_lossy(&bytes[line_start..at])
            .chars()
            .count()
            + 1;
        Error::Refused(format!(
            "{shown}:{line}:{column}: not UTF-8: byte 0x{:02X} (byte {} of the file); a judge \
             reads a Rust source as UTF-8: save the file as UTF-8",
            bytes[at],
            at + 1
        ))
    })
}

/// One line of a report with the line numbers of `shown` one less: `shown:12:5` and rustc's
/// `12 |` gutter.
fn up_one(line: &str, shown: &str) -> String {
    let less = |digits: &str| match digits.parse::<usize>() {
        Ok(number) if number > 1 => (number - 1).to_string(),
        _ => digits.to_string(),
    };
    let prefix = format!("{shown}:");
    let mut result = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(&prefix) {
        let after = &rest[at + prefix.len()..];
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        result += &rest[..at + prefix.len()];
        result += &less(&digits);
        rest = &after[digits.len()..];
    }
    result += rest;
    // rustc's gutter: `12 |     let x = …;`.
    let trimmed = result.trim_start();
    let digits: String = trimmed.chars().take_while(char::is_ascii_digit).collect();
    let gutter = !digits.is_empty() && trimmed[digits.len()..].trim_start().starts_with('|');
    if gutter {
        let indent = &result[..result.len() - trimmed.len()];
        let number = less(&digits);
        let pad = " ".repeat(digits.len().saturating_sub(number.len()));
        return format!("{indent}{pad}{number}{}", &trimmed[digits.len()..]);
    }
    result
}

/// The learner's own file for `problem`, where `make new` writes it and `make practise` looks:
/// `mine/<problem>.rs`.
pub fn default_file(problem: &Problem) -> PathBuf {
    Path::new("mine").join(format!("{}.rs", problem.name))
}

/// Whether `mine/Cargo.toml` lists `problem`'s file (`start` writes it so): then `cargo run
/// --manifest-path mine/Cargo.toml --bin <problem>` (and `make run F=`) runs it.
pub fn in_mine_project(problem: &Problem) -> bool {
    let manifest = Path::new("mine").join("Cargo.toml");
    fs::read_to_string(manifest)
        .is_ok_and(|text| text.contains(&format!("name = \"{}\"", problem.name)))
}

/// Whether `problem` is a tool of the workspace (fundamental), with no starter: no file of the
/// learner's is ever made for it.
pub fn is_tool(problem: &Problem) -> bool {
    problem.paste == Paste::Nothing
        || !Path::new("problems")
            .join("starters")
            .join(format!("{}.rs", problem.name))
            .is_file()
}

/// The refusal of a learner's verb (`start`, `practise` without a file) on a tool of the
/// workspace: one step that works, never a verb that refuses in turn.
pub fn tool_refused(problem: &Problem, front: Front) -> Error {
    Error::Refused(format!(
        "{} is a tool of this workspace, not a judge problem: there is no file of yours to \
         start or practise ({} lists the problems; problems/{}.md says how to run it)",
        problem.name,
        front.list(),
        problem.name
    ))
}

/// `make practise P=<problem>` or `cargo practise <problem>`, with the file where it is not the
/// learner's default one (ours, `src/bin/<problem>.rs`, where there is no file), and `options`.
pub fn practise_command(problem: &Problem, file: Option<&Path>, front: Front) -> String {
    practise_case(problem, file, front, None)
}

/// [`practise_command`] for one case (`CASE=`, `--case`), with the limits `limits` adds.
pub fn practise_case(
    problem: &Problem,
    file: Option<&Path>,
    front: Front,
    case: Option<(&str, &[(&Flag, String)])>,
) -> String {
    let file = match file {
        Some(file) if file == default_file(problem) => None,
        Some(file) => Some(file.to_string_lossy().into_owned()),
        None => Some(submission::file(problem)),
    };
    let mut options: Vec<(&Flag, &str)> = Vec::new();
    if let Some(file) = &file {
        options.push((&FILE, file));
    }
    if let Some((case, limits)) = case {
        options.push((&CASE, case));
        options.extend(
            limits
                .iter()
                .map(|(option, value)| (*option, value.as_str())),
        );
    }
    line(front, "practise", problem.name, &options)
}

/// The workspace whose `src/bin/` holds the blocks: the one this judge was built in, or the
/// directory in `NQUEENS_SOURCES` (the tests judge broken copies of a program there).
pub fn workspace() -> PathBuf {
    env::var_os("NQUEENS_SOURCES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_not_utf8_is_refused_naming_its_place_and_byte() {
        let text = b"fn main() {\n    let s = \"caf\xe9\";\n}\n".to_vec();
        let Err(Error::Refused(why)) = utf8("mine/x.rs", text) else {
            panic!("not refused");
        };
        assert_eq!(
            why,
            "mine/x.rs:2:17: not UTF-8: byte 0xE9 (byte 29 of the file); a judge reads a Rust \
             source as UTF-8: save the file as UTF-8"
        );
        assert_eq!(utf8("x", b"ok\n".to_vec()).ok().as_deref(), Some("ok\n"));
    }

    #[test]
    fn a_whole_files_reports_move_up_one_line() {
        let report = "error[E0425]: cannot find value `m`\n --> mine/x.rs:12:5\n   |\n\
                      12 |     m\n   |     ^\n10 | x\nmine/x.rs:3: let-else";
        let moved: Vec<String> = report
            .lines()
            .map(|line| up_one(line, "mine/x.rs"))
            .collect();
        assert_eq!(
            moved,
            [
                "error[E0425]: cannot find value `m`",
                " --> mine/x.rs:11:5",
                "   |",
                "11 |     m",
                "   |     ^",
                " 9 | x",
                "mine/x.rs:2: let-else",
            ]
        );
    }
}
