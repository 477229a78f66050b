//! The learner's truth: programs we did not write in our styles, judged by the tools a learner
//! uses. `tests/programs/learners/<problem>/*.rs` are right programs written as learners write
//! them (by columns, iteratively, right to left, by swapping, with the mirror either way, with
//! and without step calls, steps that start at `place`): each must be Accepted by `practise`
//! and `stress`, with no "likely cause" line, and `trace` must find no broken rule at every n it
//! takes (every board of the problem's cases it can draw), where it follows the problem's
//! search (kattis8queens, aoj8queens, kattisqueens, boj3344, leetcode1222 and spojnqueen are a
//! check, a completion, a construction, a walk from the king and a completion of up to 50 rows
//! that needs the most constrained row first, or restarts, or no backtracking at all: practise
//! and stress alone). `wrong/*.rs` beside them are the
//! mistakes learners make, each with the lead the workspace must give.
//!
//! Each program is compiled once for `practise` and `stress` and once for `trace`, and both
//! compiles are kept between runs in `target/tmp/corpus/<problem>/` ([`kept`]): the judge's
//! own compile cache, given a folder a problem (the suite's one shared cache holds about 70
//! programs, fewer than the suite compiles, so the corpus's would push the others out and be
//! pushed out in turn), and trace's debug build keyed by the compiler and the file's text
//! ([`compiled`]). A test per problem, so the harness judges several at a time. The time limit
//! is not the subject: `practise` runs with [`common::NO_HURRY`], as the other tests not about
//! time do.

use crate::common;
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::cases::{self, Expect};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::{env, fs};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The corpus's programs of `problem`: the right ones, or those in `wrong/`.
fn programs(problem: &str, wrong: bool) -> Vec<PathBuf> {
    let mut dir = Path::new(ROOT)
        .join("tests/programs/learners")
        .join(problem);
    if wrong {
        dir = dir.join("wrong");
    }
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    files.sort();
    files
}

/// The path as the judge is given it: from the workspace's folder.
fn relative(file: &Path) -> String {
    file.strip_prefix(ROOT).unwrap().display().to_string()
}

/// Where the compiles of `problem`'s programs are kept between runs: a folder a problem, so
/// that each holds all its programs (the judge's cache keeps at most about 70).
fn kept(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("corpus")
        .join(problem)
}

/// `judge <arguments>` on `problem` from the workspace's folder, its compiles kept in
/// [`kept`]: exit status, stdout, stderr.
fn judge(problem: &str, arguments: &[&str]) -> (Option<i32>, String, String) {
    common::finished(
        cargo_bin_cmd!("judge")
            .current_dir(ROOT)
            .env("NQUEENS_COMPILE_CACHE", kept(problem))
            .args(arguments)
            .output(),
    )
}

/// `practise` on a right program: Accepted, and no cause on any case.
fn practised(problem: &str, file: &str) {
    let mut arguments = vec!["practise", problem, "--file", file];
    arguments.extend(common::NO_HURRY);
    let (code, stdout, stderr) = judge(problem, &arguments);
    assert_eq!(code, Some(0), "{file}:\n{stdout}\n{stderr}");
    assert!(stdout.contains("verdict: Accepted"), "{file}:\n{stdout}");
    assert!(!stdout.contains("likely cause"), "{file}:\n{stdout}");
}

/// How many random inputs `stress` draws for `problem`: three, or one where every input its
/// generator draws (of a thousand) is the input of one of the problem's cases, which
/// `practise` has just run: more would run the same inputs again. A right program never fails,
/// so nothing is shrunk: what a run shows is that stress hears nothing wrong, which three
/// inputs (a new seed each run) show as ten did, for a third of the CPU time.
fn stress_count(problem: &str) -> &'static str {
    let generate = nqueens::problems::find(problem)
        .unwrap_or_else(|| panic!("{problem}: no such problem"))
        .stress
        .generate;
    let cases: Vec<Vec<u8>> = cases::load(&cases::testdata_dir().join(problem))
        .unwrap()
        .into_iter()
        .filter(|case| !matches!(case.expect, Expect::Refusal(_)))
        .map(|case| case.input)
        .collect();
    let covered =
        (0..1000).all(|seed| cases.contains(&generate(&mut nqueens::rng::Rng::new(seed))));
    if covered {
        "1"
    } else {
        "3"
    }
}

/// `stress` on a right program: no failing input among `count`.
fn stressed(problem: &str, file: &str, count: &str) {
    let mut arguments = vec!["stress", problem, "--file", file, "--count", count];
    arguments.extend(common::NO_HURRY);
    let (code, stdout, stderr) = judge(problem, &arguments);
    assert_eq!(code, Some(0), "{file}:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("likely cause"), "{file}:\n{stdout}");
}

/// The edition the file says it is judged under (`Rust 1.58, edition 2018`), as `trace` reads it.
fn edition(text: &str) -> &'static str {
    ["2024", "2021", "2018"]
        .into_iter()
        .find(|edition| text.contains(&format!("edition {edition}")))
        .unwrap_or("2021")
}

/// What the compiler says of itself (`rustc -vV`: its version, commit and LLVM), once a run.
fn compiler() -> &'static str {
    static SAID: OnceLock<String> = OnceLock::new();
    SAID.get_or_init(|| {
        let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let (code, stdout, stderr) = common::finished(Command::new(rustc).arg("-vV").output());
        assert_eq!(code, Some(0), "rustc -vV:\n{stderr}");
        stdout
    })
}

/// The file compiled as `cargo trace` compiles it: today's rustc, a debug build. The program is
/// kept in [`kept`] under the compiler's `-vV`, the edition and the file's text, and made again
/// only when one of them changed (the older build of the same file is then removed).
pub(crate) fn compiled(problem: &str, file: &Path) -> PathBuf {
    let text = fs::read_to_string(file).unwrap();
    let key = format!("{}edition {}\n{text}", compiler(), edition(&text));
    let mut hasher = DefaultHasher::new();
    key.hash(&mut hasher);
    let folder = kept(problem).join("trace");
    // One name a file: wrong/no-undo.rs is `wrong-no-undo`.
    let name = relative(file)
        .trim_start_matches(&format!("tests/programs/learners/{problem}/"))
        .trim_end_matches(".rs")
        .replace(['/', '\\'], "-");
    let entry = folder.join(format!("{name}-{:016x}", hasher.finish()));
    let program = entry.join(format!("program{}", env::consts::EXE_SUFFIX));
    if fs::read_to_string(entry.join("key")).is_ok_and(|kept| kept == key) && program.is_file() {
        return program;
    }
    // Built beside the entry and renamed into place: a reader sees a whole entry or none.
    let new = folder.join(format!(".new-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&new);
    fs::create_dir_all(&new).unwrap();
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let (code, stdout, stderr) = common::finished(
        Command::new(rustc)
            .args(["--edition", edition(&text), "-A", "warnings", "-o"])
            .arg(new.join(program.file_name().unwrap()))
            .arg(file)
            .output(),
    );
    assert_eq!(code, Some(0), "{}:\n{stdout}\n{stderr}", file.display());
    fs::write(new.join("key"), &key).unwrap();
    // The builds of older texts of the file go; so does an entry cut short.
    for older in fs::read_dir(&folder).unwrap().flatten() {
        let older_name = older.file_name().to_string_lossy().into_owned();
        let hash = older_name.strip_prefix(&format!("{name}-")).unwrap_or("");
        if hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            let _ = fs::remove_dir_all(older.path());
        }
    }
    fs::rename(&new, &entry).unwrap();
    program
}

/// What `trace` takes for `problem`: each n, or each board of its cases it can draw.
fn inputs(problem: &str) -> Vec<Vec<String>> {
    let numbers = |high: usize| (1..=high).map(|n| vec![n.to_string()]).collect();
    match problem {
        "queens4x4" => vec![vec![]],
        // n = 8 is past the steps trace reads (8 × 109,601 tries of rooks).
        "rooks" => numbers(7),
        "cses1624" | "luogu1562" => {
            let dir = Path::new(ROOT).join("testdata").join(problem);
            let mut boards: Vec<Vec<String>> = fs::read_dir(&dir)
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .filter(|path| {
                    let answered = path.with_extension("out").is_file();
                    let small = fs::read_to_string(path)
                        .map(|text| text.split_whitespace().count() <= 9)
                        .unwrap_or(false);
                    path.extension().is_some_and(|ext| ext == "in") && answered && small
                })
                .map(|path| vec!["--input".to_string(), path.display().to_string()])
                .collect();
            boards.sort();
            boards
        }
        "acwing843" | "leetcode51" | "luogu1219" | "leetcode52" => numbers(8),
        // The problems whose search trace does not follow (a check, a construction, a walk
        // from the king): practise and stress alone.
        _ => Vec::new(),
    }
}

/// `trace` on a right program at every input it takes: no broken rule, and (a program without
/// step calls) nothing but the one line that says so.
fn traced(problem: &str, file: &Path, program: &Path) {
    let text = fs::read_to_string(file).unwrap();
    let steps = text
        .lines()
        .any(|line| !line.trim_start().starts_with("//") && line.contains("step(\"place\""));
    for input in inputs(problem) {
        let output = cargo_bin_cmd!("trace")
            .args(["--problem", problem, "--theirs"])
            .arg(program)
            .args(&input)
            .arg("--count")
            .output();
        let (code, stdout, stderr) = common::finished(output);
        let said = format!("{} {input:?}:\n{stdout}\n{stderr}", file.display());
        if steps {
            assert_eq!(code, Some(0), "{said}");
            assert!(stdout.contains("\nno rule broken: "), "{said}");
        } else {
            // No step: said so, unless there was no board to find (n = 2, 3).
            let nothing = stdout.contains("\nsolutions: 0\nno rule broken: ");
            assert!(
                stderr.starts_with("trace: your program wrote no step") || nothing,
                "{said}"
            );
        }
    }
}

/// Every right program of `problem` through practise, stress and trace.
fn right(problem: &str) {
    let files = programs(problem, false);
    assert!(
        files.len() >= 5,
        "{problem}: {} right programs",
        files.len()
    );
    let count = stress_count(problem);
    for file in files {
        let shown = relative(&file);
        practised(problem, &shown);
        stressed(problem, &shown, count);
        if !inputs(problem).is_empty() {
            traced(problem, &file, &compiled(problem, &file));
        }
    }
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn rooks() {
    right("rooks");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn queens4x4() {
    right("queens4x4");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn acwing843() {
    right("acwing843");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn leetcode51() {
    right("leetcode51");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn luogu1219() {
    right("luogu1219");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn cses1624() {
    right("cses1624");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn luogu1562() {
    right("luogu1562");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn leetcode52() {
    right("leetcode52");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn kattis8queens() {
    right("kattis8queens");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn aoj8queens() {
    right("aoj8queens");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn kattisqueens() {
    right("kattisqueens");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn boj3344() {
    right("boj3344");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn leetcode1222() {
    right("leetcode1222");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn spojnqueen() {
    right("spojnqueen");
}

/// `practise` on a wrong program, on every case: its report.
fn practise_wrong(problem: &str, name: &str) -> String {
    let file = format!("tests/programs/learners/{problem}/wrong/{name}.rs");
    let (code, stdout, stderr) = judge(problem, &["practise", problem, "--file", &file]);
    assert_eq!(code, Some(1), "{file}:\n{stdout}\n{stderr}");
    stdout
}

/// The cases a report judged wrong, by name.
fn failed(report: &str) -> Vec<&str> {
    report
        .lines()
        .filter(|line| line.split_whitespace().nth(1) == Some("WA"))
        .filter_map(|line| line.split_whitespace().next())
        .collect()
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_first_mistake_of_each_rung_without_a_search_gets_its_lead_and_no_false_cause() {
    // A count of queens forgotten: the two boards without eight, named by their cases.
    let report = practise_wrong("kattis8queens", "no-count");
    assert_eq!(
        failed(&report),
        ["04-empty-board", "05-seven-queens"],
        "{report}"
    );
    assert_eq!(cause(&report), None, "{report}");
    // A given queen never checked: another board of the same eight rows, which is no "same
    // lines in another order".
    let report = practise_wrong("aoj8queens", "unchecked-given");
    assert!(failed(&report).contains(&"01-sample"), "{report}");
    assert_eq!(cause(&report), None, "{report}");
    // The \ diagonal forgotten: the one case where only it is shared.
    let report = practise_wrong("kattisqueens", "one-diagonal");
    assert_eq!(failed(&report), ["10-one-diagonal-x-minus-y"], "{report}");
    assert_eq!(cause(&report), None, "{report}");
    // Evens then odds unrepaired: the clash drawn, in the output's own numbers.
    let report = practise_wrong("boj3344", "no-repair");
    assert!(
        report.contains(
            "row 5: column 1 is attacked by the queen of row 2 on the / diagonal row + col = 6"
        ),
        "{report}"
    );
    // A hidden queen kept: the one between named.
    let report = practise_wrong("leetcode1222", "hidden-too");
    assert!(
        report.contains(
            "[4,0] does not attack the king: the queen on [1,0] stands between it and the king"
        ),
        "{report}"
    );
}

/// `practise` on a wrong program, on one case: its report.
fn practise_case(problem: &str, name: &str, case: &str) -> String {
    practise_within(problem, name, case, &[])
}

/// [`practise_case`] with `limits` (`--time-limit 500ms`): a TLE costs what its limit allows,
/// on a busy machine up to 3 times it.
fn practise_within(problem: &str, name: &str, case: &str, limits: &[&str]) -> String {
    let file = format!("tests/programs/learners/{problem}/wrong/{name}.rs");
    let mut arguments = vec!["practise", problem, "--file", &file, "--case", case];
    arguments.extend(limits);
    let (code, stdout, stderr) = judge(problem, &arguments);
    assert_eq!(code, Some(1), "{file}:\n{stdout}\n{stderr}");
    stdout
}

/// The likely cause a report gives, if any.
fn cause(report: &str) -> Option<&str> {
    report
        .lines()
        .find_map(|line| line.trim().strip_prefix("likely cause: "))
}

/// `trace` on a wrong program at `n`: stdout and stderr.
fn trace_wrong(problem: &str, name: &str, n: &str) -> (String, String) {
    let file = Path::new(ROOT).join(format!("tests/programs/learners/{problem}/wrong/{name}.rs"));
    let program = compiled(problem, &file);
    let output = cargo_bin_cmd!("trace")
        .args(["--problem", problem, "--theirs"])
        .arg(&program)
        .args(["--count", n])
        .output();
    let (_, stdout, stderr) = common::finished(output);
    (stdout, stderr)
}

#[test]
fn a_leetcode_method_that_prints_hears_printing_not_the_undo() {
    let report = practise_case("leetcode51", "printing", "01-sample");
    let said = cause(&report).unwrap_or_else(|| panic!("{report}"));
    assert!(said.starts_with("your method prints"), "{report}");
    assert!(!said.contains("undo"), "{report}");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_tle_that_grows_about_n_a_row_hears_the_growth_not_the_mask() {
    for (name, case) in [("any-column", "05-n10"), ("permutations", "07-n12")] {
        // The growth is a ratio of two CPU times, and on a busy machine (this VM's, beside the
        // suite's other tests) the same run's CPU time moves by a fifth: ×9.5 here quiet, ×6.0
        // to ×10.8 beside five busy loops, below the ×7 the cause needs at n = 10 twice in
        // eight. The judge then names no cause, as it should where its measure shows none, but
        // never a wrong one: each try is held to that, and one of three must name the growth.
        let mut report = String::new();
        for _ in 0..3 {
            report = practise_case("luogu1219", name, case);
            assert!(report.contains("verdict: Time Limit Exceeded"), "{report}");
            if cause(&report).is_some() {
                break;
            }
        }
        let said = cause(&report).unwrap_or_else(|| panic!("no cause in three tries:\n{report}"));
        assert!(
            said.starts_with("your program's CPU time grew ×"),
            "{report}"
        );
        assert!(said.contains("tries every column in every row"), "{report}");
        assert!(!said.contains("mask"), "{report}");
        // Far past the limit by that growth: judged at once, never run three times.
        assert!(said.contains("times the 1 s limit"), "{report}");
        assert!(!report.contains("best of"), "{report}");
    }
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_free_mask_past_n_columns_is_named_from_a_count_too_large() {
    // Its n = 5 ends in about 0.1 s (the count too large), its n = 6 in about 1.5 s: a limit of
    // 500 ms shows the same lead as the judge's 1 s, for less CPU time.
    let report = practise_within(
        "luogu1219",
        "free-unlimited",
        "01-sample",
        &["--time-limit", "500ms"],
    );
    let said = cause(&report).unwrap_or_else(|| panic!("{report}"));
    assert!(said.contains("boards where there are"), "{report}");
    assert!(said.contains("((1 << n) - 1)"), "{report}");
}

#[test]
fn an_index_past_the_array_is_the_panics_own_words() {
    let (stdout, stderr) = trace_wrong("acwing843", "past-the-array", "4");
    assert!(
        stdout.contains(
            "is off the board: rows and columns go from 0 to 3; then your program \
                         panicked at"
        ) && stdout.contains("index out of bounds: the len is 4 but the index is 4"),
        "{stdout}\n{stderr}"
    );
    assert!(
        !stdout.contains("mask") && !stdout.contains("not a step"),
        "{stdout}"
    );
}

#[test]
fn each_rule_has_a_wrong_program_that_breaks_it() {
    let (stdout, _) = trace_wrong("acwing843", "no-back-diagonal", "4");
    assert!(
        stdout.contains(
            "a queen placed on an attacked square: the queen at (0,0) holds the \\ \
                         diagonal"
        ),
        "{stdout}"
    );
    // A column flag never cleared: the flag named is the one the run shows left set (at n = 7
    // the diagonals through the square take queens later; at n = 5 nothing shows which of the
    // three lines it is, so all three are named, the column among them).
    let (stdout, _) = trace_wrong("acwing843", "column-kept", "7");
    assert!(
        stdout.contains(
            "(4,5) is free: no queen on the board attacks it, yet your search refused it. Is a \
             flag from (3,5), taken off at step 27, still set? (column 5 runs through both"
        ),
        "{stdout}"
    );
    let (stdout, _) = trace_wrong("acwing843", "column-kept", "5");
    assert!(
        stdout.contains("column 1 (from (4,1), taken off at step 17)")
            && stdout.contains("does your undo clear each?"),
        "{stdout}"
    );
    let (stdout, _) = trace_wrong("rooks", "no-undo", "3");
    assert!(
        stdout.contains("is free: no rook on the board attacks it"),
        "{stdout}"
    );
    let (stdout, _) = trace_wrong("leetcode52", "mirror-middle-twice", "5");
    assert!(
        stdout.contains("is the mirror image of the board found at step"),
        "{stdout}"
    );
    // The same mirror, counted once under the middle column: no rule broken.
    let report = practise_case("leetcode52", "mirror-middle-twice", "15-n5");
    assert!(
        cause(&report).unwrap().contains("middle column of row 0"),
        "{report}"
    );
}

/// CSES 1624's count WA: a search that never looks at the squares counts 92 on every board, and
/// hears so; one that reads the marks the wrong way hears it only where this run shows it (a
/// count of the swapped board that is not 0), and nothing where its count is 0.
#[test]
fn a_count_of_the_board_unreserved_or_swapped_names_the_marks() {
    let report = practise_case("cses1624", "reserved-ignored", "01-sample");
    let said = cause(&report).unwrap_or_else(|| panic!("{report}"));
    assert!(
        said.starts_with(
            "92 is the count of this board with no square reserved: does your \
                          search skip the squares marked `*`?"
        ),
        "{report}"
    );
    let report = practise_case("cses1624", "reserved-swapped", "10-one-way-left");
    let said = cause(&report).unwrap_or_else(|| panic!("{report}"));
    assert!(
        said.starts_with("37 is the count of this board with `.` and `*` swapped"),
        "{report}"
    );
    let report = practise_case("cses1624", "reserved-swapped", "01-sample");
    assert_eq!(cause(&report), None, "{report}");
}
