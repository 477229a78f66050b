//! Judges run old compilers: LeetCode ran Rust 1.58 with edition 2018 in 2023. Every SUBMISSION
//! block is compiled here on its own, as a judge compiles it: `rustc --edition 2018`, with nothing
//! from its file but what the judge supplies (LeetCode's `struct Solution`). Then it has to answer
//! right: a whole-program block on its problem's samples (`testdata/<name>/NN-sample*.in`),
//! judged as the golden harness judges (`nqueens::judge`, so AcWing's boards in any order pass),
//! a LeetCode block under a small driver that checks n = 1..=9 against OEIS A000170.
//!
//! rustc 1.95 with `--edition 2018` still accepts syntax newer than 1.58, and no older toolchain
//! is at hand, so a textual check looks for the one such construct a solution is likely to use:
//! let-else (1.65). The other half of the promise, no std API newer than 1.58, is clippy's
//! `incompatible_msrv` lint, run here at msrv 1.58 over exactly the text that was compiled, so
//! a block needs no attribute of its own for it (a practising user's block included).

use nqueens::cases::{self, Case};
use nqueens::{oeis, problems, run, Exit, Run, Verdict};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{self, Command};
use std::time::Duration;

const BEGIN: &str = "// ---- BEGIN SUBMISSION ----";
const END: &str = "// ---- END SUBMISSION ----";

/// `src/bin/` programs that are tools, not submissions: nobody pastes them, they have no block.
const TOOLS: &[&str] = &["fundamental", "judge"];

/// Every submission has a test of its own below; `every_submission_has_a_test` keeps this list
/// and `src/bin/` in step.
const SUBMISSIONS: &[&str] = &[
    "acwing843",
    "cses1624",
    "kattis8queens",
    "leetcode51",
    "leetcode52",
    "luogu1219",
    "queens4x4",
];

#[test]
fn acwing843() {
    block_compiles_and_answers("acwing843");
}

#[test]
fn cses1624() {
    block_compiles_and_answers("cses1624");
}

#[test]
fn kattis8queens() {
    block_compiles_and_answers("kattis8queens");
}

#[test]
fn leetcode51() {
    block_compiles_and_answers("leetcode51");
}

#[test]
fn leetcode52() {
    block_compiles_and_answers("leetcode52");
}

#[test]
fn luogu1219() {
    block_compiles_and_answers("luogu1219");
}

#[test]
fn queens4x4() {
    block_compiles_and_answers("queens4x4");
}

#[test]
fn every_submission_has_a_test() {
    assert_eq!(
        submissions(),
        SUBMISSIONS,
        "src/bin/*.rs less the tools {TOOLS:?}, and SUBMISSIONS in tests/blocks.rs: \
         a new program gets a name in SUBMISSIONS and a #[test] of its own"
    );
}

#[test]
fn no_block_uses_let_else() {
    let mut failures = Vec::new();
    for name in submissions() {
        let source = read_source(&name);
        // A file without a block fails its own test.
        if let Ok(block) = block(&source) {
            for line in let_else_lines(block.text) {
                let text = block.text.lines().nth(line - 1).unwrap_or_default();
                let line = line + block.first_line - 1;
                failures.push(format!("src/bin/{name}.rs:{line}: {}", text.trim()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "let-else is Rust 1.65; a judge on Rust 1.58 refuses these lines of a SUBMISSION block \
         (write a `match` or an `if let ... else` instead):\n{}",
        failures.join("\n")
    );
}

#[test]
fn let_else_lines_flags_let_else_and_not_an_if_or_match_in_a_let() {
    let block = r#"fn parse(text: &str) -> Option<usize> {
    let Some(token) = text.split_whitespace().next() else { return None };
    let Ok(n) = token.parse::<usize>() else {
        return None;
    };
    let Some(m) = Some(n) // the value
        else
    {
        return None;
    };
    let wide = Some(n).map_or(0, |v| v) else { return None };
    if let Some(first) = text.chars().next() {
        drop(first);
    } else {
    }
    let size = if n > 8 { 8 } else { n };
    let rows = match n { 0 => 1, _ => n };
    let width = Some(n).map_or(0, |v| if v > 1 { v } else { 1 });
    let note = 1; // let x = y else { return };
    let text = "else";
    Some(m + wide + size + rows + width + note + text.len())
}
"#;
    // The three let-else forms rustfmt or a person writes, and one with a closure before `else`;
    // not the `if let`, the `if` and `match` expressions, the comment or the string.
    assert_eq!(let_else_lines(block), [2, 3, 6, 11]);
}

#[test]
fn std_api_newer_than_1_58_is_refused_and_older_is_not() {
    let dir = TempDir::new();
    let source = dir.0.join("api.rs");
    let program =
        |body: &str| format!("fn main() {{\n    let n: Option<u32> = Some(3);\n{body}\n}}\n");
    fs::write(&source, program("    println!(\"{}\", n.is_some());")).unwrap();
    assert_eq!(std_api_too_new(&dir, &source), None);
    fs::write(
        &source,
        program("    println!(\"{}\", n.is_some_and(|n| n > 2));"),
    )
    .unwrap();
    let refusal = std_api_too_new(&dir, &source).expect("is_some_and (1.70) is refused");
    assert!(refusal.contains("1.70"), "{refusal}");
}

#[test]
fn block_is_the_text_strictly_between_the_markers() {
    let source = format!("fn outside() {{}}\n{BEGIN}\nfn main() {{}}\n{END}\nfn after() {{}}\n");
    let expected = Block {
        text: "fn main() {}\n",
        first_line: 3,
    };
    assert_eq!(block(&source), Ok(expected));
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
        assert_eq!(block(&source), Err(why), "{source:?}");
    }
}

#[test]
fn solve_n_queens_driver_refuses_wrong_boards() {
    let wrong = r#"
impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let rows = |rows: &[&str]| rows.iter().map(|row| row.to_string()).collect::<Vec<_>>();
        let four = rows(&[".Q..", "...Q", "Q...", "..Q."]);
        match n {
            1 => vec![rows(&["Q"])],
            2 => vec![rows(&["Q.", ".Q"])],
            4 => vec![four.clone(), four],
            5 => vec![rows(&["Q....", ".Q...", "..Q..", "...Q.", "....Q"]); 10],
            6 => vec![rows(&["Q"; 6]); 4],
            7 => vec![rows(&["Q......"; 5]); 40],
            8 => vec![rows(&["Q......."; 8]); 92],
            _ => Vec::new(),
        }
    }
}
"#;
    let run = under_driver("a wrong solve_n_queens", wrong, 0);
    assert_eq!(run.exit, Exit::Code(1), "{}", ran(&run));
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "n = 1: 1 boards\n\
         n = 2: 1 boards, but OEIS A000170 says 0\n\
         n = 3: 0 boards\n\
         n = 4: board 2 repeats an earlier board: [\".Q..\", \"...Q\", \"Q...\", \"..Q.\"]\n\
         n = 5: board 1: queens at (1, 1) and (2, 2) share a diagonal\n\
         n = 6: board 1: row 1 is \"Q\", not 6 of '.' and 'Q' with one 'Q'\n\
         n = 7: board 1: 5 rows, not 7\n\
         n = 8: board 1: queens at (1, 1) and (2, 1) share a column\n\
         n = 9: 0 boards, but OEIS A000170 says 352\n"
    );
}

#[test]
fn total_n_queens_driver_refuses_wrong_counts() {
    let wrong = "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n        \
                 if n == 8 { 92 } else { n }\n    }\n}\n";
    let run = under_driver("a wrong total_n_queens", wrong, 0);
    assert_eq!(run.exit, Exit::Code(1), "{}", ran(&run));
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "n = 1: 1\n\
         n = 2: 2, but OEIS A000170 says 0\n\
         n = 3: 3, but OEIS A000170 says 0\n\
         n = 4: 4, but OEIS A000170 says 2\n\
         n = 5: 5, but OEIS A000170 says 10\n\
         n = 6: 6, but OEIS A000170 says 4\n\
         n = 7: 7, but OEIS A000170 says 40\n\
         n = 8: 92\n\
         n = 9: 9, but OEIS A000170 says 352\n"
    );
}

/// Compiles `name`'s block on its own with `rustc --edition 2018` and runs it: a whole program
/// on the problem's samples, a LeetCode `impl Solution` under its driver.
fn block_compiles_and_answers(name: &str) {
    let file = format!("src/bin/{name}.rs");
    let source = read_source(name);
    let block = block(&source).unwrap_or_else(|why| panic!("{file}: {why}"));
    let whole_program = block
        .text
        .lines()
        .any(|line| line.trim_start().starts_with("fn main("));
    if !whole_program {
        let run = under_driver(&file, block.text, block.first_line - 1);
        assert_eq!(
            run.exit,
            Exit::Code(0),
            "{file}: the block under the LeetCode driver (n = 1..=9): {}",
            ran(&run)
        );
        return;
    }
    let problem = problems::find(name)
        .unwrap_or_else(|| panic!("{name} has no row in the problem table (src/problems.rs)"));
    let dir = TempDir::new();
    let program = compile(&dir, &file, block.text, block.first_line - 1);
    let samples: Vec<Case> = cases::load(&cases::testdata_dir().join(name))
        .unwrap_or_else(|why| panic!("{why}"))
        .into_iter()
        .filter(|case| {
            case.name
                .split_once('-')
                .is_some_and(|(_, slug)| slug.starts_with("sample"))
        })
        .collect();
    assert!(
        !samples.is_empty(),
        "testdata/{name}/ has no sample (NN-sample….in) to run the block on"
    );
    for case in samples {
        let run = execute(&program, &case.input);
        let verdict = nqueens::judge(problem, &case, &run);
        assert!(
            verdict == Verdict::Accepted,
            "{file}: the compiled block on testdata/{name}/{}.in: {}\n{}",
            case.name,
            verdict.code(),
            verdict.explanation()
        );
    }
}

/// Compiles a LeetCode block with `pub struct Solution;` and the driver for the function it
/// implements, and runs it. `what` names the block in a failure; its line 1 is line `offset + 1`
/// of `what`.
fn under_driver(what: &str, block: &str, offset: usize) -> Run {
    let driver = if block.contains("fn solve_n_queens(") {
        SOLVE_N_QUEENS_DRIVER
    } else if block.contains("fn total_n_queens(") {
        TOTAL_N_QUEENS_DRIVER
    } else {
        panic!("{what}: the block has no `fn main`, so it is LeetCode's, but neither `fn solve_n_queens` nor `fn total_n_queens`");
    };
    let counts: Vec<String> = (0..=9)
        .map(|n| oeis::all(n).expect("A000170 has n = 0..=9").to_string())
        .collect();
    let driver = driver.replace("COUNTS", &format!("[{}]", counts.join(", ")));
    let dir = TempDir::new();
    // LeetCode's `struct Solution` goes last, so that rustc's line numbers are the block's.
    let text = format!("{block}{driver}\npub struct Solution;\n");
    let program = compile(&dir, what, &text, offset);
    execute(&program, b"")
}

/// Calls `total_n_queens` for n = 1..=9 and prints a line for each; exit status 1 if any count
/// differs from OEIS A000170. Compiled with `--edition 2018`, so in old Rust: no inline format
/// arguments, no `abs_diff`.
const TOTAL_N_QUEENS_DRIVER: &str = r#"
fn main() {
    // OEIS A000170, n = 0..=9.
    let expected: [i32; 10] = COUNTS;
    let mut wrong = 0;
    for n in 1..10 {
        let count = Solution::total_n_queens(n as i32);
        if count == expected[n] {
            println!("n = {}: {}", n, count);
        } else {
            println!("n = {}: {}, but OEIS A000170 says {}", n, count, expected[n]);
            wrong += 1;
        }
    }
    if wrong > 0 {
        std::process::exit(1);
    }
}
"#;

/// Calls `solve_n_queens` for n = 1..=9 and checks the boards: as many as OEIS A000170 says, each
/// n rows of n `.`/`Q` with one `Q`, no two queens sharing a column or a diagonal, no board twice.
/// Prints a line for each n; exit status 1 on any wrong answer. Old Rust, as above.
const SOLVE_N_QUEENS_DRIVER: &str = r#"
fn main() {
    // OEIS A000170, n = 0..=9.
    let expected: [usize; 10] = COUNTS;
    let mut wrong = 0;
    for n in 1..10 {
        let boards = Solution::solve_n_queens(n as i32);
        match check(n, &boards, expected[n]) {
            Ok(()) => println!("n = {}: {} boards", n, boards.len()),
            Err(why) => {
                println!("n = {}: {}", n, why);
                wrong += 1;
            }
        }
    }
    if wrong > 0 {
        std::process::exit(1);
    }
}

/// Why `boards` is not the answer for `n`, naming the first wrong board (1-based, as its rows
/// and columns are).
fn check(n: usize, boards: &[Vec<String>], expected: usize) -> Result<(), String> {
    if boards.len() != expected {
        return Err(format!("{} boards, but OEIS A000170 says {}", boards.len(), expected));
    }
    let mut seen = std::collections::HashSet::new();
    for (index, board) in boards.iter().enumerate() {
        if board.len() != n {
            return Err(format!("board {}: {} rows, not {}", index + 1, board.len(), n));
        }
        // The queen's column in each row.
        let mut columns = Vec::new();
        for (row, line) in board.iter().enumerate() {
            let cells = line.len() == n && line.bytes().all(|cell| cell == b'.' || cell == b'Q');
            match line.find('Q') {
                Some(column) if cells && line.matches('Q').count() == 1 => columns.push(column),
                _ => {
                    return Err(format!(
                        "board {}: row {} is {:?}, not {} of '.' and 'Q' with one 'Q'",
                        index + 1, row + 1, line, n
                    ))
                }
            }
        }
        for later in 0..n {
            for earlier in 0..later {
                let (a, b) = (columns[earlier], columns[later]);
                let apart = if a > b { a - b } else { b - a };
                if apart == 0 || apart == later - earlier {
                    return Err(format!(
                        "board {}: queens at ({}, {}) and ({}, {}) share a {}",
                        index + 1, earlier + 1, a + 1, later + 1, b + 1,
                        if apart == 0 { "column" } else { "diagonal" }
                    ));
                }
            }
        }
        if !seen.insert(board.clone()) {
            return Err(format!("board {} repeats an earlier board: {:?}", index + 1, board));
        }
    }
    Ok(())
}
"#;

/// The names of `src/bin/*.rs` less the tools, sorted.
fn submissions() -> Vec<String> {
    let dir = root().join("src/bin");
    let entries = fs::read_dir(&dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    let mut names: Vec<String> = entries
        .map(|entry| {
            entry
                .unwrap_or_else(|error| panic!("src/bin: {error}"))
                .path()
        })
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|name| !TOOLS.contains(&name.as_str()))
        .collect();
    names.sort();
    names
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read_source(name: &str) -> String {
    let path = format!("src/bin/{name}.rs");
    fs::read_to_string(root().join(&path)).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// What a person pastes: the text strictly between the marker lines.
#[derive(Debug, PartialEq, Eq)]
struct Block<'a> {
    text: &'a str,
    /// The line of the file that is the block's line 1.
    first_line: usize,
}

/// The block of `source`, or why there is none: a marker line missing, repeated or out of order.
fn block(source: &str) -> Result<Block<'_>, String> {
    // Each marker line as (line number, byte offset of its start, byte offset past its end).
    let mut begins = Vec::new();
    let mut ends = Vec::new();
    let mut offset = 0;
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let next = offset + line.len();
        match line.strip_suffix('\n').unwrap_or(line) {
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

/// The lines (1-based) of `block` that look like a let-else (Rust 1.65): a line whose code (before
/// any `//`) starts with `let ` and either contains ` else {` or ends with ` else` (or the next
/// code line is just `else`/`else {`), unless an `if` or `match` comes between the `=` and that
/// `else`: `let size = if n > 8 { 8 } else { n };` is an ordinary `let`.
///
/// A cheap guard, not a parser. It misses a let-else whose `else` comes after a line break inside
/// the initializer (`let Some(x) = f(\n    a,\n) else {`), one with an `if` or `match` inside
/// the initializer before the `else` (`let Some(x) = v.get(if a { 0 } else { 1 }) else {`), and
/// anything after a `//` inside a string; it ignores `/* */` comments.
fn let_else_lines(block: &str) -> Vec<usize> {
    let code: Vec<&str> = block
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default().trim())
        .collect();
    let mut flagged = Vec::new();
    for (index, line) in code.iter().enumerate() {
        let Some(rest) = line.strip_prefix("let ") else {
            continue;
        };
        let next = code[index + 1..].iter().find(|line| !line.is_empty());
        let else_at = rest
            .find(" else {")
            .or_else(|| rest.strip_suffix(" else").map(str::len))
            .or_else(|| {
                next.filter(|next| **next == "else" || next.starts_with("else {"))
                    .map(|_| rest.len())
            });
        let Some(else_at) = else_at else {
            continue;
        };
        // What comes between the first `=` and the `else`.
        let initializer = rest[..else_at]
            .split_once('=')
            .map_or("", |(_, value)| value);
        let branches = initializer
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|word| word == "if" || word == "match");
        if !branches {
            flagged.push(index + 1);
        }
    }
    flagged
}

/// Writes `text` to a file in `dir` and compiles it as a judge would. `what` names it in a
/// failure, where rustc's line L is line L + `offset` of `what`.
fn compile(dir: &TempDir, what: &str, text: &str, offset: usize) -> PathBuf {
    let source = dir.0.join("main.rs");
    let program = dir.0.join("main");
    fs::write(&source, text).unwrap_or_else(|error| panic!("{}: {error}", source.display()));
    // The rustc cargo uses, as build scripts are told.
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .args(["--edition", "2018", "--crate-type", "bin", "-o"])
        .arg(&program)
        .arg(&source)
        .output()
        .unwrap_or_else(|error| panic!("{rustc:?}: {error}"));
    assert!(
        output.status.success(),
        "{what}: the block does not compile on its own with `rustc --edition 2018` \
         (rustc's line L is line L + {offset} of {what}):\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    if let Some(refusal) = std_api_too_new(dir, &source) {
        panic!(
            "{what}: the block uses std API newer than Rust 1.58, which judges' old compilers \
             lack (clippy's line L is line L + {offset} of {what}):\n{refusal}"
        );
    }
    program
}

/// Clippy's `incompatible_msrv` lint at Rust 1.58 over `source`: its report when the code uses
/// std API newer than the judges' old compilers, naming the item and the version it needs.
fn std_api_too_new(dir: &TempDir, source: &Path) -> Option<String> {
    fs::write(dir.0.join("clippy.toml"), "msrv = \"1.58\"\n")
        .unwrap_or_else(|error| panic!("{}: {error}", dir.0.display()));
    let clippy = std::env::var_os("CLIPPY_DRIVER").unwrap_or_else(|| "clippy-driver".into());
    let output = Command::new(&clippy)
        .env("CLIPPY_CONF_DIR", &dir.0)
        .args([
            "--edition",
            "2018",
            "--crate-type",
            "bin",
            "--emit=metadata",
        ])
        .args(["-A", "warnings", "-D", "clippy::incompatible_msrv", "-o"])
        .arg(dir.0.join("lint.rmeta"))
        .arg(source)
        .output()
        .unwrap_or_else(|error| {
            panic!("{clippy:?}: {error} (clippy checks the blocks: rustup component add clippy)")
        });
    (!output.status.success()).then(|| String::from_utf8_lossy(&output.stderr).into_owned())
}

/// Runs a compiled block on `input`, killed after a generous limit for a debug build.
fn execute(program: &Path, input: &[u8]) -> Run {
    run::run(&[program], input, Duration::from_secs(20))
        .unwrap_or_else(|error| panic!("{}: {error}", program.display()))
}

/// How a run ended, with what it printed.
fn ran(run: &Run) -> String {
    format!(
        "{:?}\n--- stdout\n{}--- stderr\n{}",
        run.exit,
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    )
}

/// A fresh directory for one compilation, removed when dropped (after a failure too).
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let number = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("nqueens-blocks-{}-{number}", process::id()));
        fs::create_dir_all(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
