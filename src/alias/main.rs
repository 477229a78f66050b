//! `cargo <verb> ...` (an alias of .cargo/config.toml) runs this: the judge and trace are built
//! (`cargo build`, its status lines kept back), and when cargo starts compiling one line says so,
//! as `make` does; then the judge runs `<verb> ...` and its exit status is this program's.
//! Compile errors and warnings, if any, are cargo's own. A build that compiles nothing says
//! nothing, however long a busy machine or another cargo's lock makes it.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::{env, io, thread};

/// The workspace this program was built in: its manifest builds the judge.
const WORKSPACE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// The line said once cargo starts compiling.
const BUILDING: &str = "building judge (about a minute the first time)…";

fn main() -> ExitCode {
    let judge = match build() {
        Ok(judge) => judge,
        Err(why) => {
            eprintln!("cargo: {why}");
            return ExitCode::FAILURE;
        }
    };
    run(&judge, env::args_os().skip(1).collect())
}

/// The judge, built as `cargo run --bin judge` would build it, and `trace` with it (`cargo trace`
/// runs it through cargo, which would build it in silence): the judge's executable.
fn build() -> Result<PathBuf, String> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut child = Command::new(cargo)
        .args(["build", "-p", "nqueens", "--bin", "judge", "--bin", "trace"])
        .args([
            "--message-format",
            "json-render-diagnostics",
            "--manifest-path",
        ])
        .arg(Path::new(WORKSPACE).join("Cargo.toml"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run cargo to build the judge: {error}"))?;
    let stdout = child.stdout.take().expect("piped");
    let stderr = child.stderr.take().expect("piped");
    // cargo's stderr: its status lines kept back, the first `Compiling` said as one line of
    // ours, everything else (diagnostics) passed on as cargo wrote it.
    let said = thread::spawn(move || {
        let mut building = false;
        let mut out = io::stderr();
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            match status(&line) {
                Some("Compiling") if !building => {
                    building = true;
                    let _ = writeln!(out, "{BUILDING}");
                }
                Some(_) => {}
                None => {
                    let _ = writeln!(out, "{line}");
                }
            }
        }
    });
    let judge = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .filter_map(|line| judge_executable(&line))
        .last();
    let _ = said.join();
    let status = child
        .wait()
        .map_err(|error| format!("cannot wait for cargo: {error}"))?;
    if !status.success() {
        return Err("the judge did not build (cargo's messages above say why)".to_string());
    }
    judge.ok_or_else(|| "cargo built no judge executable".to_string())
}

/// The verb of one of cargo's status lines (`   Compiling nqueens v0.1.0 (…)`, `    Finished
/// …`, `    Blocking waiting for file lock …`), kept back as `cargo -q` keeps them; `None` for
/// anything else, passed on: a diagnostic or its notes.
fn status(line: &str) -> Option<&str> {
    const KEPT_BACK: [&str; 8] = [
        "Compiling",
        "Checking",
        "Finished",
        "Fresh",
        "Running",
        "Locking",
        "Dirty",
        "Blocking",
    ];
    let indent = line.len() - line.trim_start().len();
    let verb = line.trim_start().split(' ').next()?;
    (indent > 0 && KEPT_BACK.contains(&verb)).then_some(verb)
}

/// The executable that one line of cargo's JSON messages names, if the line is the judge's
/// artifact: `{"reason":"compiler-artifact",...,"executable":"/…/judge",...}`.
fn judge_executable(line: &str) -> Option<PathBuf> {
    if !line.contains(r#""reason":"compiler-artifact""#) || !line.contains(r#""name":"judge""#) {
        return None;
    }
    let start = line.find(r#""executable":""#)? + r#""executable":""#.len();
    let mut path = String::new();
    let mut chars = line[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(PathBuf::from(path)),
            // JSON escapes a Windows path's backslashes; cargo writes no other escape in a path
            // it made.
            '\\' => path.push(chars.next()?),
            c => path.push(c),
        }
    }
    None
}

/// The judge with the verb's words: on Unix it replaces this process, so signals and the exit
/// status are the judge's own.
#[cfg(unix)]
fn run(judge: &Path, words: Vec<OsString>) -> ExitCode {
    use std::os::unix::process::CommandExt;
    let error = Command::new(judge).args(words).exec();
    eprintln!("cargo: cannot run {}: {error}", judge.display());
    ExitCode::FAILURE
}

/// The judge with the verb's words, waited for; its exit status is this program's.
#[cfg(not(unix))]
fn run(judge: &Path, words: Vec<OsString>) -> ExitCode {
    match Command::new(judge).args(words).status() {
        // A Windows status past 255 (0xC0000409, a fast fail) is a failure, never truncated
        // to success.
        Ok(status) => match status.code() {
            Some(0) => ExitCode::SUCCESS,
            Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
            None => ExitCode::FAILURE,
        },
        Err(error) => {
            eprintln!("cargo: cannot run {}: {error}", judge.display());
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{judge_executable, status};

    #[test]
    fn cargos_status_lines_are_kept_back_and_nothing_else_is() {
        assert_eq!(
            status("   Compiling nqueens v0.1.0 (/w)"),
            Some("Compiling")
        );
        assert_eq!(
            status("    Finished `dev` profile [optimized] target(s) in 0.31s"),
            Some("Finished")
        );
        // A wait for another cargo's lock, as `cargo -q` keeps it back.
        assert_eq!(
            status("    Blocking waiting for file lock on build directory"),
            Some("Blocking")
        );
        // Diagnostics, as cargo renders them.
        assert_eq!(status("error[E0308]: mismatched types"), None);
        assert_eq!(status("  --> src/lib.rs:3:5"), None);
        assert_eq!(status("warning: unused variable: `x`"), None);
        assert_eq!(
            status("Compiling is a word a diagnostic could start with"),
            None
        );
    }
    use std::path::PathBuf;

    #[test]
    fn the_judge_is_found_in_cargos_messages_and_nothing_else_is() {
        let judge = r#"{"reason":"compiler-artifact","target":{"kind":["bin"],"name":"judge"},"executable":"/w/target/debug/judge","fresh":true}"#;
        assert_eq!(
            judge_executable(judge),
            Some(PathBuf::from("/w/target/debug/judge"))
        );
        let windows = r#"{"reason":"compiler-artifact","target":{"name":"judge"},"executable":"C:\\w\\target\\debug\\judge.exe"}"#;
        assert_eq!(
            judge_executable(windows),
            Some(PathBuf::from(r"C:\w\target\debug\judge.exe"))
        );
        let library =
            r#"{"reason":"compiler-artifact","target":{"name":"nqueens"},"executable":null}"#;
        assert_eq!(judge_executable(library), None);
        assert_eq!(
            judge_executable(r#"{"reason":"build-finished","success":true}"#),
            None
        );
    }
}
