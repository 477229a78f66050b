//! The SUBMISSION block of a program, and the block compiled on its own as its judge compiles it.
//!
//! One extractor serves `make submit-<name>` (`judge --block`), `make practise` (`judge
//! --practise`) and the golden harness. A block is the text strictly between one
//! `// ---- BEGIN SUBMISSION ----` line and one `// ---- END SUBMISSION ----` line.
//!
//! [`compile`] writes the file again with everything outside the block blanked, line for line,
//! so that rustc's line numbers are the file's own (`src/bin/leetcode51.rs:31:9`), and compiles
//! it with the judge's edition and optimisation flags by one of two [`Toolchain`]s: the judge's
//! own rustc where rustup has that version installed (exact), or else today's clippy-driver,
//! with syntax newer than the judge's Rust refused first from the block's tokens
//! ([`syntax`]) and std API newer than it by clippy's `incompatible_msrv` (approximate).
//! No other clippy lint is a verdict on either path; rustc's warnings come back with the
//! program. A LeetCode block is compiled with the file's own `main` below the block (our
//! stand-in for LeetCode's harness, which calls the method) and with `pub struct Solution;`,
//! which LeetCode supplies.

mod cache;
pub mod syntax;
mod temp;
mod toolchain;

use crate::problems::{Compiler, Paste, Problem};
use cache::{Cache, Outcome};
pub use cache::{FOLDER as COMPILE_CACHE_FOLDER, VARIABLE as COMPILE_CACHE};
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
pub use temp::{own_folder, TempDir};
pub use toolchain::{Toolchain, TOOLCHAINS};

pub const BEGIN: &str = "// ---- BEGIN SUBMISSION ----";
pub const END: &str = "// ---- END SUBMISSION ----";

/// What a person pastes: the text strictly between the marker lines.
#[derive(Debug, PartialEq, Eq)]
pub struct Block<'a> {
    pub text: &'a str,
    /// The line of the file that is the block's line 1.
    pub first_line: usize,
    /// Byte offsets in the file: where the BEGIN line starts and where the END line ends.
    begin_line_start: usize,
    end_line_end: usize,
}

/// The block of `source`, or why there is none: a marker line missing, repeated or out of order.
pub fn block(source: &str) -> Result<Block<'_>, String> {
    // Each marker line as (line number, byte offset of its start, byte offset past its end).
    let mut begins = Vec::new();
    let mut ends = Vec::new();
    let mut offset = 0;
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let next = offset + line.len();
        match line
            .strip_suffix('\n')
            .unwrap_or(line)
            .trim_end_matches('\r')
        {
            BEGIN => begins.push((index + 1, offset, next)),
            END => ends.push((index + 1, offset, next)),
            _ => {}
        }
        offset = next;
    }
    let (begin, end) = (only(&begins, BEGIN)?, only(&ends, END)?);
    if end.0 < begin.0 {
        return Err(format!(
            "the END line ({}) comes before the BEGIN line ({})",
            end.0, begin.0
        ));
    }
    Ok(Block {
        text: &source[begin.2..end.1],
        first_line: begin.0 + 1,
        begin_line_start: begin.1,
        end_line_end: end.2,
    })
}

/// The one line of `marker` in `lines`.
fn only(lines: &[(usize, usize, usize)], marker: &str) -> Result<(usize, usize, usize), String> {
    match lines {
        [line] => Ok(*line),
        [] => Err(format!("no `{marker}` line")),
        _ => {
            let numbers: Vec<String> = lines.iter().map(|line| line.0.to_string()).collect();
            Err(format!(
                "{} `{marker}` lines ({})",
                lines.len(),
                numbers.join(", ")
            ))
        }
    }
}

/// `src/bin/<name>.rs`, relative to the workspace.
pub fn file(problem: &Problem) -> String {
    format!("src/bin/{}.rs", problem.name)
}

/// The source of `problem`'s program in the workspace at `root`.
pub fn read(root: &Path, problem: &Problem) -> Result<String, String> {
    let file = file(problem);
    fs::read_to_string(root.join(&file)).map_err(|error| format!("{file}: {error}"))
}

/// What the judge compiles, line for line with the file: the block, the lines outside it blank.
/// A LeetCode block keeps the file's `main` below it and gains `pub struct Solution;` at the end.
pub fn as_judged(source: &str, paste: Paste) -> Result<String, String> {
    let found = block(source)?;
    let blank = |text: &str| "\n".repeat(text.matches('\n').count());
    let before = blank(&source[..found.begin_line_start]);
    let markers = "\n";
    match paste {
        Paste::Program => Ok(format!(
            "{before}{markers}{}{markers}{}",
            found.text,
            blank(&source[found.end_line_end..])
        )),
        Paste::Method(method) => {
            if !found.text.contains(&format!("fn {method}(")) {
                return Err(format!(
                    "the block has no `fn {method}(`: LeetCode calls `Solution::{method}`"
                ));
            }
            Ok(format!(
                "{before}{markers}{}{markers}{}\n// Supplied by LeetCode.\npub struct Solution;\n",
                found.text,
                &source[found.end_line_end..]
            ))
        }
        Paste::Nothing => Err("a tool, not a judge submission: it has no block".to_string()),
    }
}

/// The judge's rustc command line as a person would type it: `rustc --edition 2018 -O`.
pub fn command_line(compiler: Compiler) -> String {
    format!(
        "rustc --edition {} {}",
        compiler.edition,
        compiler.flags.join(" ")
    )
}

/// A block compiled: the program, and rustc's warnings on it, one line each
/// (`src/bin/x.rs:12:9: unused variable: `x``), which change no verdict.
#[derive(Debug)]
pub struct Compiled {
    pub program: PathBuf,
    pub warnings: Vec<String>,
}

/// Compiles `problem`'s block from `source` as its judge does, with `toolchain`, into `dir`. A
/// refusal is rustc's (or the approximate path's) report, which names `src/bin/<name>.rs` and
/// its lines.
pub fn compile(
    problem: &Problem,
    source: &str,
    dir: &Path,
    toolchain: &Toolchain,
) -> Result<Compiled, Compile> {
    let compiler = problem.compiler.ok_or_else(|| {
        Compile::Workspace(format!(
            "{} is a tool, not a judge submission",
            problem.name
        ))
    })?;
    let text = as_judged(source, problem.paste)
        .map_err(|why| Compile::Refused(format!("{}: {why}", file(problem))))?;
    let found = block(source).map_err(Compile::Refused)?;
    provided_crates(problem, compiler, &found)?;
    // rustc runs in `dir` on `src/bin/<name>.rs`, so its reports name the file as the user knows it.
    let relative = file(problem);
    let path = dir.join(&relative);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|error| unwritable(parent, &error))?;
    }
    fs::write(&path, &text).map_err(|error| unwritable(&path, &error))?;
    let program = dir.join(format!("{}{}", problem.name, std::env::consts::EXE_SUFFIX));
    let (mut command, identity) = match toolchain {
        Toolchain::Exact { rustc, .. } => (Command::new(rustc), cache::identity(rustc)),
        Toolchain::Approximate { .. } => approximate(dir, compiler)?,
    };
    command
        .current_dir(dir)
        .args(["--edition", compiler.edition, "--crate-type", "bin"])
        .args(compiler.flags)
        .args(["--color", "never", "-o"])
        .arg(&program)
        .arg(&relative);
    let (outcome, program) = outcome_of(&mut command, &identity, program, &relative, &text)?;
    if let Toolchain::Approximate { .. } = toolchain {
        versions_refused(problem, compiler, &found, &outcome.report, &text)?;
    }
    if outcome.success {
        let last_line = source.lines().count();
        return Ok(Compiled {
            program,
            warnings: warnings(&outcome.report, &relative, last_line),
        });
    }
    let mut refused = refusal(problem, compiler, toolchain, &found, &outcome.report);
    if let (Toolchain::Exact { .. }, Compile::Refused(report)) = (toolchain, &mut refused) {
        for newer in versions_named(problem, compiler, &found, report, dir, &text) {
            *report += &format!("\n{}", newer.line_in(&relative, &runs(problem, compiler)));
        }
    }
    Err(refused)
}

/// The outcome of `command`, which compiles `text` (at `relative`) into `program` with the
/// compiler `identity` names: the cache's where it keeps one (its program then run where it is
/// kept: nothing is copied to be run), else rustc's, kept for next time where it may be and
/// then run from where it is kept, as the next run's will be.
fn outcome_of(
    command: &mut Command,
    identity: &str,
    program: PathBuf,
    relative: &str,
    text: &str,
) -> Result<(Outcome, PathBuf), Compile> {
    // The output path is the one argument that changes from one compile of a text to the next.
    let arguments: Vec<&OsStr> = command.get_args().filter(|arg| *arg != program).collect();
    let key = cache::key(identity, &arguments, relative, text);
    let cache = Cache::here();
    if let Some((outcome, kept)) = cache.as_ref().and_then(|cache| cache.get(&key)) {
        return Ok((outcome, kept.unwrap_or(program)));
    }
    let output = command.output().map_err(|error| {
        Compile::Workspace(format!(
            "cannot run {}: {error}",
            command.get_program().to_string_lossy()
        ))
    })?;
    // Ctrl-C reaches rustc too: what it left is no outcome of the text's.
    if let Some(signal) = crate::run::interrupted().or_else(|| stopped(&output.status)) {
        return Err(Compile::Interrupted(signal));
    }
    let outcome = Outcome {
        success: output.status.success(),
        report: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    let kept = cache
        .filter(|_| keeps(&outcome, &output.status, relative, text))
        .and_then(|cache| cache.put(&key, &outcome, &program));
    Ok((outcome, kept.unwrap_or(program)))
}

/// The approximate path's refusal of what is newer than the judge's Rust, all of it in one round
/// (the syntax table's finds, and the std items clippy's `incompatible_msrv` names in its
/// `report`), one line each with what to write instead, and below them any other error of
/// today's rustc at another line.
fn versions_refused(
    problem: &Problem,
    compiler: Compiler,
    found: &Block,
    report: &str,
    text: &str,
) -> Result<(), Compile> {
    let relative = file(problem);
    let (mut newer, rest) = syntax::incompatible_msrv(report, &relative, text);
    newer.extend(
        syntax::newer_than(found.text, compiler.rust, compiler.edition)
            .iter()
            .map(|use_| syntax::Newer::syntax(use_, use_.line + found.first_line - 1)),
    );
    if newer.is_empty() {
        return Ok(());
    }
    newer.sort_by_key(|newer| (newer.line, newer.column));
    let lines: Vec<String> = newer
        .iter()
        .map(|newer| newer.line_in(&relative, &runs(problem, compiler)))
        .collect();
    let mut refused = format!(
        "the block uses what Rust {}, {}'s compiler ({}), does not have:\n{}",
        compiler.rust,
        problem.judge,
        compiler.source,
        lines.join("\n")
    );
    // rustc's own errors, but for those at a line already named (the new syntax itself).
    let named: Vec<usize> = newer.iter().map(|newer| newer.line).collect();
    let others: Vec<&str> = rest
        .split("\n\n")
        .filter(|diagnostic| diagnostic.starts_with("error"))
        .filter(|diagnostic| {
            let lines = error_lines(diagnostic, &relative);
            !lines.is_empty() && !lines.iter().any(|line| named.contains(line))
        })
        .collect();
    if !others.is_empty() {
        refused += &format!("\nand today's rustc refuses:\n{}", others.join("\n\n"));
    }
    Err(Compile::Refused(refused))
}

/// `SPOJ runs 1.56`, or for a judge whose Rust is not known `AcWing is taken to run 1.58 (its
/// Rust is not known)`.
fn runs(problem: &Problem, compiler: Compiler) -> String {
    if compiler.source.starts_with("not known") {
        format!(
            "{} is taken to run {} (its Rust is not known)",
            problem.judge, compiler.rust
        )
    } else {
        format!("{} runs {}", problem.judge, compiler.rust)
    }
}

/// On the exact path, what of a refused block is newer than the judge's Rust at a line its
/// rustc refused (`abs_diff`, which rustc 1.56 only says it cannot find): the syntax table's
/// finds, and the std items clippy's `incompatible_msrv` names, read by today's clippy-driver
/// (where it is installed) without building a program. Empty where clippy finds nothing.
fn versions_named(
    problem: &Problem,
    compiler: Compiler,
    found: &Block,
    report: &str,
    dir: &Path,
    text: &str,
) -> Vec<syntax::Newer> {
    let relative = file(problem);
    let refused = error_lines(report, &relative);
    let mut newer: Vec<syntax::Newer> =
        syntax::newer_than(found.text, compiler.rust, compiler.edition)
            .iter()
            .map(|use_| syntax::Newer::syntax(use_, use_.line + found.first_line - 1))
            .collect();
    if let Ok((mut command, _)) = approximate(dir, compiler) {
        let checked = command
            .current_dir(dir)
            .args(["--edition", compiler.edition, "--crate-type", "bin"])
            .args(["--emit=metadata", "--color", "never", "-o", "checked.rmeta"])
            .arg(&relative)
            .output();
        if let Ok(output) = checked {
            let report = String::from_utf8_lossy(&output.stderr);
            newer.extend(syntax::incompatible_msrv(&report, &relative, text).0);
        }
    }
    newer.retain(|newer| refused.contains(&newer.line));
    newer.sort_by_key(|newer| (newer.line, newer.column));
    newer
}

/// Whether a compile's outcome is the text's own, to be kept: a success, or rustc's refusal
/// (status 1) whose every error points at a line of the file (a linker missing, a disk full:
/// an error that names no line is the machine's, whatever warnings name the file's lines). A
/// text that reads the environment or other files when it is compiled (`env!`,
/// `include_str!`) is never kept: what it reads is not in the key.
fn keeps(outcome: &Outcome, status: &std::process::ExitStatus, relative: &str, text: &str) -> bool {
    let own = outcome.success || {
        let errors = errors(&outcome.report, relative);
        status.code() == Some(1)
            && !errors.is_empty()
            && errors.iter().all(|lines| !lines.is_empty())
    };
    let outside = ["env!", "include!", "include_str!", "include_bytes!"];
    own && !outside.iter().any(|reads| text.contains(reads))
}

/// The signal that stopped rustc when it is Ctrl-C's or a stop's (SIGINT, SIGTERM), caught by
/// rustc before this process saw it.
fn stopped(status: &std::process::ExitStatus) -> Option<i32> {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        status.signal().filter(|signal| [2, 15].contains(signal))
    }
    #[cfg(not(unix))]
    {
        let _ = status;
        None
    }
}

/// Today's clippy-driver as the approximate compiler: clippy's `incompatible_msrv` lint at the
/// judge's Rust refuses std API the judge's compiler lacks, and every other clippy lint is
/// allowed, as no judge runs clippy (rustc's own lints stay as rustc sets them).
fn approximate(dir: &Path, compiler: Compiler) -> Result<(Command, String), Compile> {
    let (clippy, version) = find_clippy().map_err(Compile::Workspace)?;
    let settings = format!("msrv = \"{}\"\n", compiler.rust);
    fs::write(dir.join("clippy.toml"), &settings).map_err(|error| unwritable(dir, &error))?;
    // Its identity: the version it names (a rustup proxy's file stays one file across updates),
    // and the settings it reads.
    let identity = format!("{} {version} {settings}", clippy.display());
    let mut command = Command::new(clippy);
    command.env("CLIPPY_CONF_DIR", dir).args([
        "-A",
        "clippy::all",
        "-D",
        "clippy::incompatible_msrv",
    ]);
    Ok((command, identity))
}

/// clippy-driver, which the approximate path compiles with (`CLIPPY_DRIVER` or on `PATH`), and
/// the version it names (`clippy 0.1.95 (59807616e1 2025-11-12)`), or the one line that says how
/// to install it.
pub fn find_clippy() -> Result<(PathBuf, String), String> {
    let named = std::env::var_os("CLIPPY_DRIVER").unwrap_or_else(|| "clippy-driver".into());
    let name = Path::new(&named);
    let found = if name.components().count() > 1 {
        Some(name.to_path_buf()).filter(|path| path.is_file())
    } else {
        std::env::var_os("PATH").and_then(|path| {
            std::env::split_paths(&path)
                .map(|dir| dir.join(name))
                .find(|path| path.is_file())
        })
    };
    let found = found.ok_or_else(|| {
        format!(
            "{} not found: where the judge's own Rust is not installed, the workspace compiles a \
             block with clippy's driver, reading it against the judge's version; install it with \
             `rustup component add clippy` (or set CLIPPY_DRIVER to it)",
            name.display()
        )
    })?;
    // rustup's proxy stands in for a clippy that is not installed.
    match Command::new(&found).arg("--version").output() {
        Ok(output) if output.status.success() => {
            let version = String::from_utf8_lossy(&output.stdout).trim().to_string();
            Ok((found, version))
        }
        Ok(output) => Err(format!(
            "{} cannot run: {}; install it with `rustup component add clippy`",
            found.display(),
            String::from_utf8_lossy(&output.stderr)
                .lines()
                .find(|line| line.starts_with("error"))
                .unwrap_or("it fails")
                .trim()
        )),
        Err(error) => Err(format!("{} cannot run: {error}", found.display())),
    }
}

/// A crate the judge provides beside std, used by the block: this workspace cannot judge it
/// (it compiles std only), which is no Compilation Error of the learner's.
fn provided_crates(problem: &Problem, compiler: Compiler, found: &Block) -> Result<(), Compile> {
    let names: Vec<&str> = compiler.crates.iter().map(|(name, _)| *name).collect();
    let Some((line, name)) = syntax::crates_used(found.text, &names).first().copied() else {
        return Ok(());
    };
    let provided: Vec<String> = compiler
        .crates
        .iter()
        .map(|(name, version)| format!("{name} {version}"))
        .collect();
    Err(Compile::Workspace(format!(
        "{}:{}: the block uses the crate `{name}`, which {} provides ({}); this workspace \
         compiles std only, so it cannot judge this block: write it with std to practise here",
        file(problem),
        line + found.first_line - 1,
        problem.judge,
        provided.join(", ")
    )))
}

/// rustc's warnings in `report`, one line each with the place first, leaving out the lines past
/// `last_line` (LeetCode's `pub struct Solution;`, which the file does not hold).
fn warnings(report: &str, relative: &str, last_line: usize) -> Vec<String> {
    let mut found = Vec::new();
    let mut lines = report.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(message) = line.strip_prefix("warning: ") else {
            continue;
        };
        let at = lines
            .peek()
            .and_then(|next| next.trim_start().strip_prefix("--> "))
            .filter(|at| at.starts_with(relative));
        let Some(at) = at else {
            continue;
        };
        let line_number = at[relative.len()..]
            .trim_start_matches(':')
            .split(':')
            .next()
            .and_then(|number| number.parse::<usize>().ok());
        if line_number.is_some_and(|number| number <= last_line) {
            found.push(format!("{at}: {message}"));
        }
    }
    found
}

/// The refusal of a block that did not compile: its report, headed by what refused it.
fn refusal(
    problem: &Problem,
    compiler: Compiler,
    toolchain: &Toolchain,
    found: &Block,
    report: &str,
) -> Compile {
    let report = report.trim_end();
    let rustc = match toolchain {
        Toolchain::Exact { version, .. } => format!("rustc {version}"),
        Toolchain::Approximate { .. } => "today's rustc".to_string(),
    };
    let how = command_line(compiler).replacen("rustc", &rustc, 1);
    let end = found.first_line + found.text.lines().count();
    let error_lines = error_lines(report, &file(problem));
    if !error_lines.is_empty() && error_lines.iter().all(|&line| line > end) {
        return Compile::Refused(format!(
            "the local driver below the END line does not compile ({how}); {} never sees it, \
             as it calls the method itself:\n{report}",
            problem.judge
        ));
    }
    Compile::Refused(format!(
        "the block does not compile as {} compiles it ({how}):\n{report}",
        problem.judge
    ))
}

/// The lines of `relative` that rustc's errors (not its warnings) point at.
fn error_lines(report: &str, relative: &str) -> Vec<usize> {
    errors(report, relative).concat()
}

/// rustc's errors in `report` (not its warnings, nor its closing `aborting due to` line), each
/// as the lines of `relative` it points at: none for an error of the machine's (a linker that
/// failed) or of another file.
fn errors(report: &str, relative: &str) -> Vec<Vec<usize>> {
    let mut found: Vec<Vec<usize>> = Vec::new();
    let mut in_error = false;
    for line in report.lines() {
        if line.starts_with("error") {
            in_error = !line.starts_with("error: aborting due to");
            if in_error {
                found.push(Vec::new());
            }
        } else if line.starts_with("warning") {
            in_error = false;
        } else if let Some(at) = line.trim_start().strip_prefix("--> ") {
            let number = at
                .strip_prefix(relative)
                .and_then(|rest| rest.strip_prefix(':'))
                .and_then(|rest| rest.split(':').next())
                .and_then(|number| number.parse().ok());
            if let (true, Some(number), Some(lines)) = (in_error, number, found.last_mut()) {
                lines.push(number);
            }
        }
    }
    found
}

/// Why a block was not compiled: the judge would refuse it (the learner's Compilation Error), or
/// this workspace cannot compile anything (a missing tool, an unwritable folder).
#[derive(Debug)]
pub enum Compile {
    Refused(String),
    Workspace(String),
    /// Stopped by this signal (Ctrl-C) while rustc ran: no outcome, nothing kept.
    Interrupted(i32),
}

impl std::fmt::Display for Compile {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Compile::Refused(why) | Compile::Workspace(why) => f.write_str(why),
            Compile::Interrupted(signal) => write!(f, "stopped by signal {signal}"),
        }
    }
}

/// A folder or file the compile cannot write: the workspace's fault, with the way out.
fn unwritable(path: &Path, error: &std::io::Error) -> Compile {
    Compile::Workspace(format!(
        "cannot write {}: {error}; point TMPDIR at a writable folder",
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(unix)]
    fn only_a_success_or_a_refusal_of_the_files_own_lines_is_kept() {
        use std::os::unix::process::ExitStatusExt;
        let exited = |code: i32| std::process::ExitStatus::from_raw(code << 8);
        let outcome = |success: bool, report: &str| Outcome {
            success,
            report: report.to_string(),
        };
        let file = "src/bin/leetcode52.rs";
        let text = "fn main() {}\n";
        let refused = "error: expected `;`\n  --> src/bin/leetcode52.rs:12:34\n";
        assert!(keeps(&outcome(true, ""), &exited(0), file, text));
        assert!(keeps(&outcome(false, refused), &exited(1), file, text));
        // The machine's fault, or rustc killed: not the text's.
        let linker = "error: linker `cc` not found\n";
        assert!(!keeps(&outcome(false, linker), &exited(1), file, text));
        // A warning names the file's line; the linker's error names none.
        let warned = "warning: unused variable: `x`\n --> src/bin/leetcode52.rs:3:9\n\n\
                      error: linking with `cc` failed: exit status: 1\n  |\n  = note: cc failed\n\n\
                      error: aborting due to 1 previous error; 1 warning emitted\n";
        assert!(!keeps(&outcome(false, warned), &exited(1), file, text));
        let both = format!("{refused}\n{warned}");
        assert!(!keeps(&outcome(false, &both), &exited(1), file, text));
        let closed = format!("{refused}\nerror: aborting due to 1 previous error\n");
        assert!(keeps(&outcome(false, &closed), &exited(1), file, text));
        assert!(!keeps(&outcome(false, refused), &exited(101), file, text));
        assert!(!keeps(
            &outcome(false, ""),
            &std::process::ExitStatus::from_raw(2),
            file,
            text
        ));
        // Another file's lines are not this one's.
        let other = refused.replace("leetcode52", "leetcode51");
        assert!(!keeps(&outcome(false, &other), &exited(1), file, text));
        // A text that reads what the key does not hold.
        for reads in ["env!(\"HOME\")", "include_str!(\"in.txt\")"] {
            let text = format!("fn main() {{ let _ = {reads}; }}\n");
            assert!(!keeps(&outcome(true, ""), &exited(0), file, &text));
        }
    }

    #[test]
    fn block_is_the_text_strictly_between_the_markers() {
        let source =
            format!("fn outside() {{}}\n{BEGIN}\nfn main() {{}}\n{END}\nfn after() {{}}\n");
        let found = block(&source).unwrap();
        assert_eq!((found.text, found.first_line), ("fn main() {}\n", 3));
    }

    #[test]
    fn block_refuses_missing_repeated_and_misordered_markers() {
        let refusals = [
            (
                format!("fn main() {{}}\n{END}\n"),
                format!("no `{BEGIN}` line"),
            ),
            (
                format!("{BEGIN}\nfn main() {{}}\n"),
                format!("no `{END}` line"),
            ),
            (
                format!("  {BEGIN}\nfn main() {{}}\n{END}\n"),
                format!("no `{BEGIN}` line"),
            ),
            (
                format!("{BEGIN}\n{BEGIN}\n{END}\n"),
                format!("2 `{BEGIN}` lines (1, 2)"),
            ),
            (
                format!("{BEGIN}\n{END}\n{END}\n"),
                format!("2 `{END}` lines (2, 3)"),
            ),
            (
                format!("{END}\nfn main() {{}}\n{BEGIN}\n"),
                "the END line (1) comes before the BEGIN line (3)".to_string(),
            ),
        ];
        for (source, why) in refusals {
            assert_eq!(
                block(&source).map(|found| found.text),
                Err(why),
                "{source:?}"
            );
        }
    }

    /// A LeetCode 52 file with `body` as the method's body, and the line the body starts on.
    fn leetcode52(body: &str) -> String {
        format!(
            "//! doc\npub struct Solution;\n\n{BEGIN}\nimpl Solution {{\n    \
             pub fn total_n_queens(n: i32) -> i32 {{\n{body}\n    }}\n}}\n{END}\n\n\
             fn main() {{\n    println!(\"{{}}\", Solution::total_n_queens(8));\n}}\n"
        )
    }

    /// `source` compiled on the approximate path (today's clippy-driver) and run.
    fn compiled(name: &str, source: &str) -> Result<String, String> {
        let approximate = Toolchain::Approximate {
            why: "a test".to_string(),
        };
        compiled_by(name, source, &approximate)
    }

    /// `source` compiled by `toolchain` and run.
    fn compiled_by(name: &str, source: &str, toolchain: &Toolchain) -> Result<String, String> {
        let problem = crate::problems::find(name).unwrap();
        let dir = TempDir::new("submission-test")?;
        let program = compile(problem, source, dir.path(), toolchain)
            .map_err(|why| why.to_string())?
            .program;
        let output = Command::new(program)
            .output()
            .map_err(|error| error.to_string())?;
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }

    #[test]
    fn leetcodes_rust_accepts_its_api_and_refuses_newer_api_on_both_paths() {
        if crate::untested::under_wine("rustc and clippy-driver for Windows", "compiling a block") {
            return;
        }
        // Rust 1.88 with edition 2024 at LeetCode: `abs_diff` (1.60), `is_some_and` (1.70) and
        // a let chain (1.88, edition 2024) are all fine.
        let modern = "        let far = 3u32.abs_diff(1) as i32;\n        \
                      if let Some(x) = Some(far) && x > 1 { return 92 + x - far; }\n        \
                      if Some(n).is_some_and(|n| n > 0) { 0 } else { 1 }";
        assert_eq!(
            compiled("leetcode52", &leetcode52(modern)).as_deref(),
            Ok("92\n")
        );
        // `u32::checked_sub_signed` is Rust 1.90: newer than LeetCode's.
        let too_new = "        n + 5u32.checked_sub_signed(2).map_or(0, |x| x as i32)";
        let refusal = compiled("leetcode52", &leetcode52(too_new)).unwrap_err();
        assert!(
            refusal.contains("is Rust 1.90; LeetCode runs 1.88"),
            "{refusal}"
        );
        assert!(
            refusal.contains("src/bin/leetcode52.rs:7:"),
            "the user's file and line: {refusal}"
        );
        // The exact path, LeetCode's own rustc: the same two blocks, the same two outcomes.
        let compiler = crate::problems::find("leetcode52")
            .and_then(|problem| problem.compiler)
            .unwrap();
        let exact = Toolchain::of(compiler);
        if let Toolchain::Approximate { why } = &exact {
            crate::untested::tool(&format!("Rust {} ({why})", compiler.rust), "its exact path");
            return;
        }
        assert_eq!(
            compiled_by("leetcode52", &leetcode52(modern), &exact).as_deref(),
            Ok("92\n")
        );
        let refusal = compiled_by("leetcode52", &leetcode52(too_new), &exact).unwrap_err();
        assert!(
            refusal.contains("rustc 1.88") && refusal.contains("checked_sub_signed"),
            "{refusal}"
        );
        assert!(refusal.contains("src/bin/leetcode52.rs:7:"), "{refusal}");
    }

    #[test]
    fn an_old_judge_refuses_new_api_and_let_else_at_the_users_line() {
        if crate::untested::under_wine("rustc and clippy-driver for Windows", "compiling a block") {
            return;
        }
        let program = |body: &str| {
            format!("//! doc\n\n{BEGIN}\nfn main() {{\n    let n: Option<u32> = Some(3);\n{body}\n}}\n{END}\n")
        };
        let fine = "    println!(\"{}\", n.is_some());";
        assert_eq!(
            compiled("acwing843", &program(fine)).as_deref(),
            Ok("true\n")
        );
        let refusal = compiled(
            "acwing843",
            &program("    println!(\"{}\", n.is_some_and(|n| n > 2));"),
        )
        .unwrap_err();
        assert!(
            refusal.contains("`is_some_and` is Rust 1.70; AcWing is taken to run 1.58"),
            "{refusal}"
        );
        assert!(refusal.contains("src/bin/acwing843.rs:6:"), "{refusal}");
        let refusal = compiled(
            "acwing843",
            &program("    let Some(m) = n else { return };\n    println!(\"{}\", m);"),
        )
        .unwrap_err();
        assert_eq!(
            refusal,
            "the block uses what Rust 1.58, AcWing's compiler (not known: the conservative \
             default), does not have:\nsrc/bin/acwing843.rs:6: let-else is Rust 1.65; AcWing is \
             taken to run 1.58 (its Rust is not known): write a `match` or an `if let ... else` \
             instead"
        );
        let refusal = compiled(
            "acwing843",
            &program("    match n {\n        Some(0..5) => {}\n        _ => {}\n    }"),
        )
        .unwrap_err();
        assert!(
            refusal.contains(
                "\nsrc/bin/acwing843.rs:7: an exclusive range pattern (`0..5 =>`) is Rust 1.80; \
                 AcWing is taken to run 1.58"
            ),
            "{refusal}"
        );
        let refusal = compiled("acwing843", &program("    println!(\"{}\", m);")).unwrap_err();
        assert!(
            refusal.contains("does not compile") && refusal.contains("src/bin/acwing843.rs:6:"),
            "{refusal}"
        );
    }

    #[test]
    fn as_judged_keeps_the_lines_where_they_were() {
        let source = format!("//! doc\nuse x;\n{BEGIN}\nfn main() {{}}\n{END}\n// after\n");
        let judged = as_judged(&source, Paste::Program).unwrap();
        assert_eq!(judged, "\n\n\nfn main() {}\n\n\n");
        let leetcode = format!(
            "pub struct Solution;\n{BEGIN}\nimpl Solution {{ pub fn total_n_queens() {{}} }}\n\
             {END}\nfn main() {{}}\n"
        );
        let judged = as_judged(&leetcode, Paste::Method("total_n_queens")).unwrap();
        assert_eq!(
            judged.lines().nth(2),
            Some("impl Solution { pub fn total_n_queens() {} }")
        );
        assert_eq!(judged.lines().nth(4), Some("fn main() {}"));
        assert!(judged.ends_with("pub struct Solution;\n"));
        assert!(!judged.starts_with("pub struct"));
        assert_eq!(
            as_judged(&leetcode, Paste::Method("solve_n_queens")).unwrap_err(),
            "the block has no `fn solve_n_queens(`: LeetCode calls `Solution::solve_n_queens`"
        );
    }
}
