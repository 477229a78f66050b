//! The SUBMISSION block of a program, and the block compiled on its own as its judge compiles it.
//!
//! One extractor serves `make submit-<name>` (`judge --block`), `make practise` (`judge
//! --practise`) and the golden harness. A block is the text strictly between one
//! `// ---- BEGIN SUBMISSION ----` line and one `// ---- END SUBMISSION ----` line.
//!
//! [`compile`] writes the file again with everything outside the block blanked, line for line,
//! so that rustc's and clippy's line numbers are the file's own (`src/bin/leetcode51.rs:31:9`),
//! and compiles it with the judge's edition; syntax newer than the judge's Rust is refused first,
//! read from the block's tokens ([`crate::syntax`]), and clippy's `incompatible_msrv` lint at the
//! judge's Rust version refuses std API the judge's compiler lacks. A LeetCode block is compiled with
//! the file's own `main` below the block (our stand-in for LeetCode's harness, which calls the
//! method) and with `pub struct Solution;`, which LeetCode supplies.

use crate::problems::{Compiler, Paste, Problem};
use crate::syntax;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

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

/// Compiles `problem`'s block from `source` as its judge does, into `dir`, and returns the
/// program. A refusal is rustc's or clippy's report, which names `src/bin/<name>.rs` and its
/// lines.
pub fn compile(problem: &Problem, source: &str, dir: &Path) -> Result<PathBuf, Compile> {
    let compiler = problem.compiler.ok_or_else(|| {
        Compile::Workspace(format!(
            "{} is a tool, not a judge submission",
            problem.name
        ))
    })?;
    let text = as_judged(source, problem.paste)
        .map_err(|why| Compile::Refused(format!("{}: {why}", file(problem))))?;
    // rustc runs in `dir` on `src/bin/<name>.rs`, so its reports name the file as the user knows it.
    let relative = file(problem);
    let path = dir.join(&relative);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|error| unwritable(parent, &error))?;
    }
    fs::write(&path, text).map_err(|error| unwritable(&path, &error))?;
    newer_syntax(problem, compiler, source, &relative)?;
    let program = dir.join(problem.name);
    // One pass of clippy's driver (rustc with clippy's lints): it builds the program as the
    // judge's `rustc -O` would, and its `incompatible_msrv` lint at the judge's Rust refuses std
    // API the judge's compiler lacks.
    fs::write(
        dir.join("clippy.toml"),
        format!("msrv = \"{}\"\n", compiler.rust),
    )
    .map_err(|error| unwritable(dir, &error))?;
    let clippy = std::env::var_os("CLIPPY_DRIVER").unwrap_or_else(|| "clippy-driver".into());
    let output = Command::new(&clippy)
        .current_dir(dir)
        .env("CLIPPY_CONF_DIR", dir)
        .args(["--edition", compiler.edition, "--crate-type", "bin"])
        .args(["-O", "--color", "never"])
        .args(["-A", "warnings", "-D", "clippy::incompatible_msrv", "-o"])
        .arg(&program)
        .arg(&relative)
        .output()
        .map_err(|error| {
            Compile::Workspace(format!(
                "cannot run {}: {error} (it compiles a block and checks its std API against its \
                 judge's Rust): install it with `rustup component add clippy`",
                clippy.to_string_lossy()
            ))
        })?;
    if output.status.success() {
        return Ok(program);
    }
    let report = String::from_utf8_lossy(&output.stderr);
    // rustup's proxy stands in for a clippy that is not installed.
    if report.contains("is not installed for") {
        return Err(Compile::Workspace(format!(
            "clippy-driver cannot run: {}; install it with `rustup component add clippy`",
            report.lines().last().unwrap_or_default().trim()
        )));
    }
    // Only the version lint failed: the code is fine Rust, too new for this judge.
    if report.contains("incompatible_msrv") && !report.contains("error[E") {
        return Err(Compile::Refused(format!(
            "the block uses std API newer than Rust {}, {}'s compiler ({}):\n{}",
            compiler.rust,
            problem.judge,
            compiler.source,
            report.trim_end()
        )));
    }
    Err(Compile::Refused(format!(
        "the block does not compile as {} compiles it (rustc --edition {}):\n{}",
        problem.judge,
        compiler.edition,
        report.trim_end()
    )))
}

/// Syntax newer than the judge's Rust that rustc 1.95 accepts under every edition: read from
/// the block's tokens (no older toolchain is at hand), refused at a line of the user's file each.
fn newer_syntax(
    problem: &Problem,
    compiler: Compiler,
    source: &str,
    relative: &str,
) -> Result<(), Compile> {
    let found = block(source).map_err(Compile::Refused)?;
    let newer = syntax::newer_than(found.text, compiler.rust);
    if !newer.is_empty() {
        let lines: Vec<String> = newer
            .iter()
            .map(|use_| {
                format!(
                    "{relative}:{}: {} is Rust {}; {} runs {}: {}",
                    use_.line + found.first_line - 1,
                    use_.feature.name,
                    use_.feature.since,
                    problem.judge,
                    compiler.rust,
                    use_.feature.advice
                )
            })
            .collect();
        return Err(Compile::Refused(lines.join("\n")));
    }
    Ok(())
}

/// Why a block was not compiled: the judge would refuse it (the learner's Compilation Error), or
/// this workspace cannot compile anything (a missing tool, an unwritable folder).
#[derive(Debug)]
pub enum Compile {
    Refused(String),
    Workspace(String),
}

impl std::fmt::Display for Compile {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Compile::Refused(why) | Compile::Workspace(why) => f.write_str(why),
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

/// A fresh directory, removed when dropped (after a failure too).
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(label: &str) -> Result<TempDir, String> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("nqueens-{label}-{}-{number}", std::process::id()));
        fs::create_dir_all(&path).map_err(|error| format!("{}: {error}", path.display()))?;
        Ok(TempDir(path))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn compiled(name: &str, source: &str) -> Result<String, String> {
        let problem = crate::problems::find(name).unwrap();
        let dir = TempDir::new("submission-test")?;
        let program = compile(problem, source, dir.path()).map_err(|why| why.to_string())?;
        let output = Command::new(program)
            .output()
            .map_err(|error| error.to_string())?;
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }

    #[test]
    fn each_judge_gets_its_own_compiler() {
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
        assert!(refusal.contains("newer than Rust 1.88"), "{refusal}");
        assert!(
            refusal.contains("src/bin/leetcode52.rs:7:"),
            "the user's file and line: {refusal}"
        );
    }

    #[test]
    fn an_old_judge_refuses_new_api_and_let_else_at_the_users_line() {
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
            refusal.contains("newer than Rust 1.58") && refusal.contains("1.70"),
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
            "src/bin/acwing843.rs:6: let-else is Rust 1.65; AcWing runs 1.58: \
             write a `match` or an `if let ... else` instead"
        );
        let refusal = compiled(
            "acwing843",
            &program("    match n {\n        Some(0..5) => {}\n        _ => {}\n    }"),
        )
        .unwrap_err();
        assert!(
            refusal.starts_with(
                "src/bin/acwing843.rs:7: an exclusive range pattern (`0..5 =>`) is Rust 1.80; \
                 AcWing runs 1.58"
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
