//! `judge --practise` and `judge --block` (what `make practise` and `make submit-<name>` run) on
//! a person's own blocks: written in another style than ours, wrong, or too new for the judge's
//! compiler. Each test writes its program into a workspace of its own (`NQUEENS_SOURCES`), so
//! `src/bin/` is never touched, and it sets cargo's target directory elsewhere, as a person's
//! cargo config may: the block in the file is what is judged, never a stale binary.

use crate::common::{finished, Scratch};
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::submission::{COMPILE_CACHE, COMPILE_CACHE_FOLDER, TOOLCHAINS};
use std::{env, fs};

const BEGIN: &str = "// ---- BEGIN SUBMISSION ----";
const END: &str = "// ---- END SUBMISSION ----";

/// A workspace holding `src/bin/<name>.rs` with `block` between the markers (and `after` below
/// them: a LeetCode file's local `main`), removed when dropped.
struct Workspace(Scratch);

impl Workspace {
    fn new(test: &str, name: &str, block: &str, after: &str) -> Workspace {
        let root = Scratch::new(&format!("practise-{test}"));
        fs::create_dir_all(root.join("src/bin")).unwrap();
        let header = if after.is_empty() {
            ""
        } else {
            "pub struct Solution;\n\n"
        };
        let source = format!("//! My own {name}.\n{header}{BEGIN}\n{block}{END}\n{after}");
        fs::write(root.join(format!("src/bin/{name}.rs")), source).unwrap();
        Workspace(root)
    }

    /// `judge <arguments>` with this workspace's sources, and what it printed.
    fn judge(&self, arguments: &[&str]) -> (Option<i32>, String, String) {
        self.judge_with(arguments, &[])
    }

    /// [`Workspace::judge`] with environment variables set.
    fn judge_with(
        &self,
        arguments: &[&str],
        variables: &[(&str, &str)],
    ) -> (Option<i32>, String, String) {
        finished(
            cargo_bin_cmd!("judge")
                .envs(variables.iter().copied())
                .env("NQUEENS_SOURCES", &self.0)
                .env("CARGO_TARGET_DIR", self.0.join("elsewhere"))
                .args(arguments)
                .output(),
        )
    }
}

/// An AcWing 843 the way contestants write it: `unwrap`, `println!` per row, no refusals.
const ACWING_CONTESTANT: &str = r#"use std::io::*;

fn dfs(u: usize, n: usize, g: &mut Vec<Vec<u8>>, col: &mut [bool], dg: &mut [bool], udg: &mut [bool], out: &mut String) {
    if u == n {
        for row in g.iter() {
            out.push_str(std::str::from_utf8(row).unwrap());
            out.push('\n');
        }
        out.push('\n');
        return;
    }
    for i in 0..n {
        if !col[i] && !dg[u + i] && !udg[n + i - u] {
            g[u][i] = b'Q';
            col[i] = true; dg[u + i] = true; udg[n + i - u] = true;
            dfs(u + 1, n, g, col, dg, udg, out);
            col[i] = false; dg[u + i] = false; udg[n + i - u] = false;
            g[u][i] = b'.';
        }
    }
}

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let n: usize = s.trim().parse().unwrap();
    let mut g = vec![vec![b'.'; n]; n];
    let mut out = String::new();
    dfs(0, n, &mut g, &mut vec![false; n], &mut vec![false; 2 * n], &mut vec![false; 2 * n], &mut out);
    print!("{}", out);
}
"#;

/// [`ACWING_CONTESTANT`] with a `;` left out: rustc's "expected `;`".
fn broken_contestant() -> String {
    ACWING_CONTESTANT.replace(
        "let mut out = String::new();",
        "let mut out = String::new()",
    )
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or_default()
}

#[test]
fn a_contestants_own_block_is_accepted() {
    let workspace = Workspace::new("own", "acwing843", ACWING_CONTESTANT, "");
    let (code, stdout, stderr) = workspace.judge(&["--practise", "acwing843"]);
    assert_eq!(last_line(&stdout), "verdict: Accepted", "{stdout}{stderr}");
    assert_eq!(code, Some(0));
    assert!(
        stdout.starts_with("src/bin/acwing843.rs: the block alone, ") && stdout.contains("AcWing"),
        "{stdout}"
    );
}

#[test]
fn a_wrong_block_is_never_accepted() {
    // The `\` diagonal (row - col constant: `udg[n + i - u]`, u the row) forgotten: a classic
    // slip that still compiles.
    let wrong = ACWING_CONTESTANT.replace(" && !udg[n + i - u]", "");
    let workspace = Workspace::new("wrong", "acwing843", &wrong, "");
    let (code, stdout, _) = workspace.judge(&["--practise", "acwing843"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        last_line(&stdout).starts_with("verdict: Wrong Answer on "),
        "{stdout}"
    );
    assert!(
        stdout.contains("share the \\ diagonal row - col = "),
        "{stdout}"
    );
}

#[test]
fn a_compile_error_points_at_the_users_line_and_is_the_one_verdict() {
    let broken = broken_contestant();
    let workspace = Workspace::new("broken", "acwing843", &broken, "");
    let (code, stdout, _) = workspace.judge(&["--practise", "acwing843"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert_eq!(last_line(&stdout), "verdict: Compilation Error", "{stdout}");
    // Line 1 is the doc, line 2 BEGIN, so the block's `let mut out` is line 2 + its own line.
    let line = 2
        + broken
            .lines()
            .position(|l| l.contains("let mut out"))
            .unwrap()
        + 1;
    assert!(
        stdout.contains(&format!("src/bin/acwing843.rs:{line}:")),
        "{stdout}"
    );
    assert!(!stdout.contains("AC "), "nothing runs: {stdout}");
}

/// The approximate path (the judge's toolchain taken away): clippy's `incompatible_msrv` at the
/// judge's version refuses newer std API. The exact path is `compilers.rs`'s.
#[test]
fn each_judge_holds_the_block_to_its_own_rust() {
    let approximate = [(TOOLCHAINS, "off")];
    // The local `main` below the block, as in src/bin/leetcode52.rs: n on stdin.
    let leetcode_main = "\nfn main() {\n    let mut text = String::new();\n    \
                         std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).unwrap();\n    \
                         println!(\"{}\", Solution::total_n_queens(text.trim().parse().unwrap()));\n}\n";
    let counting = |extra: &str| {
        format!(
            "impl Solution {{\n    pub fn total_n_queens(n: i32) -> i32 {{\n{extra}        \
             fn go(r: usize, n: usize, cols: &mut Vec<usize>) -> i32 {{\n            \
             if r == n {{\n                return 1;\n            }}\n            \
             let mut ways = 0;\n            for c in 0..n {{\n                \
             if (0..r).all(|q| cols[q] != c && cols[q].abs_diff(c) != r - q) {{\n                    \
             cols[r] = c;\n                    ways += go(r + 1, n, cols);\n                }}\n            \
             }}\n            ways\n        }}\n        go(0, n as usize, &mut vec![0; n as usize])\n    \
             }}\n}}\n"
        )
    };
    // `abs_diff` (1.60) and a let chain (edition 2024, Rust 1.88) are fine at LeetCode.
    let modern = counting("        if let Some(x) = Some(n) && x < 0 { return x; }\n");
    let workspace = Workspace::new("modern", "leetcode52", &modern, leetcode_main);
    let (code, stdout, stderr) = workspace.judge_with(&["--practise", "leetcode52"], &approximate);
    assert_eq!(last_line(&stdout), "verdict: Accepted", "{stdout}{stderr}");
    assert_eq!(code, Some(0));
    // `u32::checked_sub_signed` is Rust 1.90: newer than LeetCode's 1.88.
    let too_new = counting("        if 5u32.checked_sub_signed(9).is_some() { return 0; }\n");
    let workspace = Workspace::new("too-new", "leetcode52", &too_new, leetcode_main);
    let (code, stdout, _) = workspace.judge_with(&["--practise", "leetcode52"], &approximate);
    assert_eq!(code, Some(1));
    assert_eq!(last_line(&stdout), "verdict: Compilation Error", "{stdout}");
    assert!(
        stdout.contains(
            "\nsrc/bin/leetcode52.rs:7:17: `checked_sub_signed` is Rust 1.90; LeetCode runs 1.88: "
        ),
        "{stdout}"
    );
    // The same `abs_diff` is too new for a judge whose Rust is unknown (1.58).
    let workspace = Workspace::new(
        "old-judge",
        "acwing843",
        &ACWING_CONTESTANT.replace("col[i] = true;", "col[i] = 3u8.abs_diff(1) > 0;"),
        "",
    );
    let (_, stdout, _) = workspace.judge_with(&["--practise", "acwing843"], &approximate);
    assert!(
        stdout.contains(
            "`abs_diff` is Rust 1.60; AcWing is taken to run 1.58 (its Rust is not known): "
        ),
        "{stdout}"
    );
    assert_eq!(last_line(&stdout), "verdict: Compilation Error", "{stdout}");
}

#[test]
fn block_prints_exactly_the_block_and_refuses_what_has_none() {
    let workspace = Workspace::new("block", "acwing843", ACWING_CONTESTANT, "");
    let (code, stdout, _) = workspace.judge(&["--block", "acwing843"]);
    assert_eq!((code, stdout.as_str()), (Some(0), ACWING_CONTESTANT));
    let (code, stdout, stderr) = workspace.judge(&["--block", "fundamental"]);
    assert_eq!(code, Some(1));
    assert!(stdout.is_empty());
    assert_eq!(
        stderr,
        "judge: fundamental is a tool of this workspace, not a judge problem: it has no block\n"
    );
    fs::write(
        workspace.0.join("src/bin/acwing843.rs"),
        format!("{BEGIN}\nfn main() {{}}\n{BEGIN}\n{END}\n"),
    )
    .unwrap();
    let (code, _, stderr) = workspace.judge(&["--block", "acwing843"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        stderr,
        format!("judge: src/bin/acwing843.rs: 2 `{BEGIN}` lines (1, 3)\n")
    );
    let (code, _, stderr) = workspace.judge(&["--practise", "acwing843", "--", "./mine"]);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("not a command after `--`"), "{stderr}");
}

/// The folders of a compile cache: one a compile kept.
fn kept(cache: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut entries: Vec<_> = fs::read_dir(cache)
        .map(|list| list.flatten().map(|entry| entry.path()).collect())
        .unwrap_or_default();
    entries.retain(|path| !path.file_name().unwrap().to_string_lossy().starts_with('.'));
    entries
}

/// The compile cache: a block judged again with nothing changed is not compiled again (what the
/// first compile left is what the second run reads), and a changed text is compiled anew.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn an_unchanged_block_is_judged_from_the_compile_it_kept_and_a_changed_one_compiled() {
    let broken = broken_contestant();
    let workspace = Workspace::new("cache", "acwing843", &broken, "");
    let folder = workspace.0.join("compiled");
    let cache = folder.join(COMPILE_CACHE_FOLDER);
    let practise = |cache_setting: &str| {
        workspace.judge_with(
            &["--practise", "--first", "acwing843"],
            &[(COMPILE_CACHE, cache_setting)],
        )
    };
    let setting = folder.to_str().unwrap();
    let (code, first, _) = practise(setting);
    assert_eq!(
        (code, last_line(&first)),
        (Some(1), "verdict: Compilation Error"),
        "{first}"
    );
    let entries = kept(&cache);
    assert_eq!(entries.len(), 1, "{entries:?}");
    // What is read the second time is what was kept: a report changed in the cache shows.
    let report = entries[0].join("report");
    let said = fs::read_to_string(&report).unwrap();
    assert!(said.contains("expected `;`"), "{said}");
    fs::write(&report, said.replace("expected `;`", "expected `;` (kept)")).unwrap();
    let (code, second, _) = practise(setting);
    assert_eq!(code, Some(1), "{second}");
    assert!(second.contains("expected `;` (kept)"), "{second}");
    assert_eq!(kept(&cache).len(), 1);
    // Turned off, the compile is made again (and kept nowhere).
    let (_, off, _) = practise("off");
    assert!(
        off.contains("expected `;`") && !off.contains("(kept)"),
        "{off}"
    );
    assert_eq!(kept(&cache).len(), 1);
    // The text mended is another compile, and its program runs.
    fs::write(
        workspace.0.join("src/bin/acwing843.rs"),
        format!("//! My own acwing843.\n{BEGIN}\n{ACWING_CONTESTANT}{END}\n"),
    )
    .unwrap();
    for _ in 0..2 {
        let (code, mended, _) = practise(setting);
        assert_eq!(
            (code, last_line(&mended)),
            (Some(0), "verdict: Accepted"),
            "{mended}"
        );
        assert_eq!(kept(&cache).len(), 2);
    }
}

/// Our SPOJ block (Rust 1.56, edition 2018) with `edit` made to its text.
fn spoj_block(edit: impl Fn(&str) -> String) -> String {
    let ours = fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/bin/spojnqueen.rs"
    ));
    let ours = ours.unwrap();
    let block = nqueens::submission::block(&ours).unwrap().text.to_string();
    let edited = edit(&block);
    assert_ne!(edited, block, "the edit found nothing to change");
    edited
}

/// Whether SPOJ's own Rust is installed; if not, says so (a failure under CI).
fn exact_spoj() -> bool {
    let compiler = nqueens::problems::find("spojnqueen")
        .and_then(|problem| problem.compiler)
        .unwrap();
    match nqueens::submission::Toolchain::of(compiler) {
        nqueens::submission::Toolchain::Exact { .. } => true,
        nqueens::submission::Toolchain::Approximate { why } => {
            let tool = format!("{why} (make toolchain P=spojnqueen installs it)");
            crate::common::missing(&tool, "the exact path's agreement");
            false
        }
    }
}

/// `panic!("{n}")` in edition 2018 is a message as it stands, not a format string: rustc 1.56
/// compiles it with a warning, so the approximate path accepts it too, with the same warning.
#[test]
fn a_panic_message_with_braces_in_2018_is_accepted_with_a_warning_on_both_paths() {
    let block = spoj_block(|block| {
        block.replace(
            "    let n = queens.len();\n",
            "    let n = queens.len();\n    if n > 64 {\n        panic!(\"too many rows: {n}\");\n    }\n",
        )
    });
    let workspace = Workspace::new("braces", "spojnqueen", &block, "");
    let mut paths = vec![[(TOOLCHAINS, "off")]];
    if exact_spoj() {
        paths.push([(TOOLCHAINS, "on")]);
    }
    for variables in paths {
        let (code, stdout, stderr) =
            workspace.judge_with(&["--practise", "spojnqueen"], &variables);
        assert_eq!(code, Some(0), "{variables:?}\n{stdout}{stderr}");
        assert!(stdout.contains("\nverdict: Accepted\n"), "{stdout}");
        assert!(
            stdout.contains(": panic message contains an unused formatting placeholder"),
            "{stdout}"
        );
    }
}

/// Everything of a block newer than its judge's Rust is named in one round, syntax (let-else) and
/// std API (`abs_diff`, `is_some_and`) alike, one line each with its place, its version, the
/// judge's and what to write instead, and none of clippy's own words. The judge's own rustc says
/// it cannot find `abs_diff`; the line added below its report says why.
#[test]
fn every_version_problem_is_one_line_in_one_round_and_the_exact_refusal_says_the_version() {
    let block = spoj_block(|block| {
        block
            .replace(
                "other.max(row) - other.min(row); // abs_diff is Rust 1.60",
                "other.abs_diff(row);",
            )
            .replace(
                "    let row = match empty.min_by_key(|&row| free[row].count_ones()) {\n        \
                 Some(row) => row,\n        None => return true,\n    };\n",
                "    let Some(row) = empty.min_by_key(|&row| free[row].count_ones()) else {\n        \
                 return true;\n    };\n    if Some(n).is_some_and(|n| n > 64) {\n        \
                 return false;\n    }\n",
            )
    });
    let workspace = Workspace::new("rounds", "spojnqueen", &block, "");
    let file = fs::read_to_string(workspace.0.join("src/bin/spojnqueen.rs")).unwrap();
    let line_of = |text: &str| file.lines().position(|line| line.contains(text)).unwrap() + 1;
    let (abs_diff, let_else, is_some_and) = (
        line_of("abs_diff"),
        line_of("let Some(row)"),
        line_of("is_some_and"),
    );
    let (code, stdout, _) =
        workspace.judge_with(&["--practise", "spojnqueen"], &[(TOOLCHAINS, "off")]);
    assert_eq!(code, Some(1), "{stdout}");
    let refusal: Vec<&str> = stdout
        .lines()
        .skip_while(|line| !line.starts_with("the block uses what Rust 1.56, SPOJ's compiler"))
        .collect();
    assert_eq!(
        refusal[1..],
        [
            format!("src/bin/spojnqueen.rs:{abs_diff}:30: `abs_diff` is Rust 1.60; SPOJ runs 1.56: write `if a > b {{ a - b }} else {{ b - a }}`"),
            format!("src/bin/spojnqueen.rs:{let_else}: let-else is Rust 1.65; SPOJ runs 1.56: write a `match` or an `if let ... else` instead"),
            format!("src/bin/spojnqueen.rs:{is_some_and}:16: `is_some_and` is Rust 1.70; SPOJ runs 1.56: write `.map_or(false, |x| ...)`"),
            String::new(),
            "verdict: Compilation Error".to_string(),
        ],
        "{stdout}"
    );
    for clippys in ["clippy", "MSRV", "rust-lang.github.io", "-D "] {
        assert!(!stdout.contains(clippys), "{clippys}: {stdout}");
    }
    if !exact_spoj() {
        return;
    }
    let (code, stdout, _) = workspace.judge_with(&["--practise", "spojnqueen"], &[]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.contains("no method named `abs_diff` found")
            && stdout.contains(&format!(
                "\nsrc/bin/spojnqueen.rs:{abs_diff}:30: `abs_diff` is Rust 1.60; SPOJ runs 1.56: "
            ))
            && stdout.contains(&format!(
                "\nsrc/bin/spojnqueen.rs:{is_some_and}:16: `is_some_and` is Rust 1.70; SPOJ runs 1.56: "
            )),
        "{stdout}"
    );
}
