//! The learner's loop: `make new` writes a starter into `mine/`, and `judge --practise --file`,
//! `judge --block --file` (what `make practise`, `make stress` and `make submit` run) judge the
//! learner's own file. Files are written into temporary folders, never into the workspace; the
//! facts checked are the judge's cases in testdata/ and the starters' own text.

use crate::aliases::Sandbox;
use crate::common::{self, Scratch};
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::problems::PROBLEMS;
use nqueens::submission::{self, TempDir, Toolchain, BEGIN, END, TOOLCHAINS};
use nqueens::Paste;
use std::path::Path;
use std::process::{Command, Output};
use std::{env, fs};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The exit status, stdout and stderr of a finished command; no colour code in either.
fn finished(output: std::io::Result<Output>) -> (Option<i32>, String, String) {
    let (code, stdout, stderr) = common::finished(output);
    assert!(
        !stdout.contains('\x1b') && !stderr.contains('\x1b'),
        "colour codes:\n{stdout}\n{stderr}"
    );
    (code, stdout, stderr)
}

/// `judge <arguments>`.
pub fn judge(arguments: &[&str]) -> (Option<i32>, String, String) {
    finished(cargo_bin_cmd!("judge").args(arguments).output())
}

pub fn starter(name: &str) -> String {
    fs::read_to_string(Path::new(ROOT).join(format!("problems/starters/{name}.rs"))).unwrap()
}

/// The starter of `name` with the method's `todo!()` replaced by `body`.
pub fn solved(name: &str, body: &str) -> String {
    let text = starter(name);
    assert_eq!(text.matches("todo!()").count(), 1, "{name}");
    text.replace("todo!()", body)
}

/// LeetCode 52 by bit masks, written the way a learner fills the starter in.
const COUNT: &str = "fn place(n: i32, row: i32, columns: u32, left: u32, right: u32) -> i32 {
            if row == n {
                return 1;
            }
            let mut free = !(columns | left | right) & ((1 << n) - 1);
            let mut total = 0;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                total += place(n, row + 1, columns | bit, (left | bit) << 1, (right | bit) >> 1);
            }
            total
        }
        place(n, 0, 0, 0, 0)";

#[test]
fn every_judge_problem_has_a_starter_without_its_method() {
    for problem in PROBLEMS {
        let path = Path::new(ROOT).join(format!("problems/starters/{}.rs", problem.name));
        if problem.paste == Paste::Nothing {
            assert!(!path.exists(), "{}: a tool has no starter", problem.name);
            continue;
        }
        let text = starter(problem.name);
        assert!(
            text.lines()
                .next()
                .unwrap()
                .contains(problem.link.trim_end_matches('/')),
            "{}: the link on the first line",
            problem.name
        );
        // The judge's Rust, as the problem table has it (`make new` gives the edition to cargo).
        let compiler = problem.compiler.unwrap();
        let rust = format!(
            "\n//! Rust {}, edition {}: the judge's",
            compiler.rust, compiler.edition
        );
        assert!(text.contains(&rust), "{}: {rust}", problem.name);
        let block = nqueens::submission::block(&text).unwrap().text;
        // The functions the block defines: the method (and `main` for a whole program), beside
        // the `step` helper that `make trace` reads.
        let functions: Vec<&str> = block
            .lines()
            .filter_map(|line| line.trim_start().split("fn ").nth(1))
            .map(|rest| rest.split('(').next().unwrap())
            .filter(|name| *name != "step")
            .collect();
        let lines: Vec<&str> = block.lines().map(str::trim).collect();
        let todo = lines.iter().position(|line| *line == "todo!()");
        let todo = todo.unwrap_or_else(|| panic!("{}: a `todo!()` line", problem.name));
        assert_eq!(block.matches("todo!").count(), 1, "{}", problem.name);
        assert!(lines[todo - 1].contains("fn ") && lines[todo - 1].ends_with('{'));
        assert_eq!(
            lines[todo + 1],
            "}",
            "{}: the body is todo!() alone",
            problem.name
        );
        match problem.paste {
            Paste::Method(method) => {
                assert_eq!(functions, [method], "{}", problem.name);
                assert!(lines[todo - 1].starts_with(&format!("pub fn {method}(")));
            }
            _ => {
                assert_eq!(functions.len(), 2, "{}: {functions:?}", problem.name);
                assert!(functions.contains(&"main"), "{}", problem.name);
            }
        }
    }
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn every_starter_compiles_as_its_judge_does_and_stops_at_its_todo() {
    // Each starter compiled alone by its judge's rustc (two at a time) and run on its first
    // case: it panics at its `todo!()`.
    let problems: Vec<_> = PROBLEMS
        .iter()
        .filter(|problem| problem.paste != Paste::Nothing)
        .collect();
    let failures: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = problems
            .chunks(problems.len().div_ceil(2))
            .map(|half| {
                scope.spawn(move || {
                    half.iter()
                        .filter_map(|p| starter_fails(p))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|half| half.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Through `judge`, as `make practise` runs it: said once, not on every case.
    let file = format!("{ROOT}/problems/starters/leetcode51.rs");
    let (status, stdout, _) = judge(&["--practise", "leetcode51", "--file", &file]);
    assert_eq!(status, Some(1), "{stdout}");
    assert_eq!(stdout.matches("not yet implemented").count(), 1, "{stdout}");
    assert!(
        stdout.contains("(the method is not written yet: its `todo!()` panics")
            && stdout.contains("verdict: Runtime Error on 01-sample"),
        "{stdout}"
    );
}

/// Why `problem`'s starter does not compile as its judge compiles it, or does not stop at its
/// `todo!()` on the first case; `None` when it does both.
fn starter_fails(problem: &nqueens::Problem) -> Option<String> {
    let compiler = problem.compiler?;
    let toolchain = Toolchain::of(compiler);
    if let (Toolchain::Approximate { why }, true) = (&toolchain, nqueens::untested::on_ci()) {
        return Some(format!(
            "{}: {why}; CI installs every judge's Rust",
            problem.name
        ));
    }
    let dir = TempDir::new("starter").unwrap();
    let compiled = submission::compile(problem, &starter(problem.name), dir.path(), &toolchain);
    let program = match compiled {
        Ok(compiled) => compiled.program,
        Err(why) => return Some(format!("{}: {why}", problem.name)),
    };
    let case = nqueens::cases::load(&Path::new(ROOT).join("testdata").join(problem.name))
        .unwrap()
        .into_iter()
        .find(|case| problem.sends_case(case))
        .unwrap();
    let mut child = Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let _ = child.stdin.take().unwrap().write_all(&case.input);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    let stops = output.status.code() == Some(101)
        && stderr.contains("not yet implemented")
        && stderr.contains(&format!("src/bin/{}.rs:", problem.name));
    (!stops).then(|| format!("{} does not stop at its todo!(): {stderr}", problem.name))
}

#[test]
fn a_correct_learner_file_is_accepted_and_pasted_as_its_block() {
    let folder = Scratch::new("correct");
    let file = folder.write("leetcode52.rs", &solved("leetcode52", COUNT));
    let file = file.to_str().unwrap();
    let (status, stdout, stderr) = judge(&["--practise", "leetcode52", "--file", file]);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    let cases = fs::read_dir(Path::new(ROOT).join("testdata/leetcode52"))
        .unwrap()
        .filter(|entry| entry.as_ref().unwrap().path().extension() == Some("out".as_ref()))
        .count();
    assert!(
        stdout.contains(&format!("{file}: the block alone")),
        "{stdout}"
    );
    assert!(stdout.contains("verdict: Accepted"), "{stdout}");
    assert!(cases >= 2 && stdout.contains(" AC "), "{stdout}");
    // `make submit` prints what is between the markers, exactly, and says above it how the
    // block fares.
    let (status, stdout, stderr) = judge(&["--block", "leetcode52", "--file", file]);
    assert_eq!(status, Some(0));
    let tally = stderr
        .strip_prefix(&format!(
            "{file}, judged on the cases LeetCode could send: AC "
        ))
        .and_then(|rest| rest.split(' ').next())
        .and_then(|tally| tally.split_once('/'))
        .expect(&stderr);
    assert_eq!(tally.0, tally.1, "{stderr}");
    assert!(
        stderr.ends_with(" · verdict: Accepted\n") && stderr.lines().count() == 1,
        "{stderr}"
    );
    let text = fs::read_to_string(file).unwrap();
    let between = text.split(&format!("{BEGIN}\n")).nth(1).unwrap();
    assert_eq!(stdout, between.split(END).next().unwrap());
    assert!(stdout.starts_with("impl Solution {") && stdout.contains("place(n, 0, 0, 0, 0)"));
}

#[test]
fn a_wrong_answer_names_its_input_and_the_line_that_reruns_it() {
    let folder = Scratch::new("wrong");
    // One placement too many whenever n is 6.
    let wrong = format!("let total = {{ {COUNT} }};\n        total + i32::from(n == 6)");
    let file = folder.write("leetcode52.rs", &solved("leetcode52", &wrong));
    let file = file.to_str().unwrap();
    let (status, stdout, _) = judge(&["--practise", "leetcode52", "--file", file]);
    assert_eq!(status, Some(1), "{stdout}");
    let failing: Vec<&str> = stdout
        .lines()
        .filter(|line| line.contains("  WA  "))
        .map(|line| line.split_whitespace().next().unwrap())
        .collect();
    assert!(!failing.is_empty(), "{stdout}");
    for case in failing {
        let input = format!("testdata/leetcode52/{case}.in");
        assert_eq!(
            fs::read_to_string(Path::new(ROOT).join(&input))
                .unwrap()
                .trim(),
            "6"
        );
        assert!(stdout.contains(&format!("  input: {input}\n")), "{stdout}");
        let rerun = format!("  rerun: make practise P=leetcode52 F={file} CASE={case}\n");
        assert!(stdout.contains(&rerun), "{stdout}");
    }
    assert!(stdout.contains("verdict: Wrong Answer on "), "{stdout}");
    // `make submit` prints the block all the same, with how it fares said above it.
    let (status, stdout, stderr) = judge(&["--block", "leetcode52", "--file", file]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.starts_with("impl Solution {"), "{stdout}");
    assert!(
        stderr.contains(" · WA ")
            && stderr.contains("verdict: Wrong Answer on ")
            && stderr.ends_with(&format!(
                "`make practise P=leetcode52 F={file}` shows why\n"
            )),
        "{stderr}"
    );
}

/// A panic in the learner's file is reported at their file and line by every mode that runs it
/// (`make practise`, `make stress`, `make submit`), never at `src/bin/<problem>.rs`, the name
/// the block is compiled under (and the reference's file, whose lines are others).
#[test]
fn a_panic_names_the_learners_file_in_every_mode() {
    let folder = Scratch::new("panic");
    let body = "if n > 0 {\n            panic!(\"my own panic\");\n        }\n        0";
    let file = folder.write("mine/leetcode52.rs", &solved("leetcode52", body));
    let file = file.to_str().unwrap();
    let line = starter("leetcode52")
        .lines()
        .position(|line| line.contains("todo!()"))
        .unwrap()
        + 2;
    let place = format!("{file}:{line}:13");
    let runs = [
        judge(&["--practise", "--first", "leetcode52", "--file", file]),
        judge(&[
            "--practise",
            "--stress",
            "5",
            "--seed",
            "1",
            "leetcode52",
            "--file",
            file,
        ]),
    ];
    for (status, stdout, stderr) in runs {
        assert_eq!(status, Some(1), "{stdout}{stderr}");
        assert!(stdout.contains("my own panic"), "{stdout}");
        assert!(stdout.contains(&place), "{place} in:\n{stdout}");
        assert!(!stdout.contains("src/bin/leetcode52.rs"), "{stdout}");
        // `--save` writes into the workspace's tracked testdata/: never offered for a learner's
        // file.
        assert!(!stdout.contains("--save"), "{stdout}");
    }
}

/// A learner's file that is empty, not UTF-8 or short of a marker line is refused in one line
/// that says where and what: the byte, the starter to copy the marker lines from.
#[test]
fn an_empty_a_non_utf8_and_a_marker_short_file_are_refused_in_one_line() {
    let folder = Scratch::new("unreadable");
    let empty = folder.write("empty.rs", "\n");
    let latin1 = folder.0.join("latin1.rs");
    fs::write(&latin1, b"fn main() {\n    let s = \"caf\xe9\";\n}\n").unwrap();
    let marker = folder.write("marker.rs", &format!("{BEGIN}\nfn main() {{}}\n"));
    let said = |file: &Path| {
        let (status, stdout, stderr) = judge(&[
            "--practise",
            "kattis8queens",
            "--file",
            file.to_str().unwrap(),
        ]);
        assert_eq!(stdout, "", "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        (status, stderr)
    };
    let (status, stderr) = said(&empty);
    assert_eq!(status, Some(1));
    assert!(
        stderr.ends_with(
            "empty.rs: the file is empty; `make new P=kattis8queens` writes a starter\n"
        ),
        "{stderr}"
    );
    let (status, stderr) = said(&latin1);
    assert_eq!(status, Some(1));
    assert!(
        stderr.contains("latin1.rs:2:17: not UTF-8: byte 0xE9 (byte 29 of the file)"),
        "{stderr}"
    );
    let (status, stderr) = said(&marker);
    assert_eq!(status, Some(2));
    assert!(
        stderr
            .ends_with("as in problems/starters/kattis8queens.rs, the starter `make new` copies\n"),
        "{stderr}"
    );
}

#[test]
fn one_case_by_its_name_or_prefix_and_a_stop_at_the_first_failure() {
    let starter = format!("{ROOT}/problems/starters/leetcode52.rs");
    let (status, stdout, _) = judge(&[
        "--practise",
        "--case",
        "01",
        "leetcode52",
        "--file",
        &starter,
    ]);
    assert_eq!(status, Some(1));
    assert!(
        stdout.contains("leetcode52 · LeetCode 52 N-Queens II · 1 case\n"),
        "{stdout}"
    );
    let (status, stdout, _) = judge(&["--practise", "--first", "leetcode52", "--file", &starter]);
    assert_eq!(status, Some(1));
    assert_eq!(stdout.matches("  RE  ").count(), 1, "{stdout}");
    assert!(stdout.contains("AC 0/1 · RE 1"), "{stdout}");
    let (status, stdout, stderr) = judge(&["--case", "0", "leetcode52", "--", "true"]);
    assert_eq!((status, stdout.as_str()), (Some(1), ""));
    assert!(
        stderr.starts_with("judge: `0` starts ") && stderr.lines().count() == 1,
        "{stderr}"
    );
    let (status, _, stderr) = judge(&["--case", "99-none", "leetcode52", "--", "true"]);
    assert_eq!(status, Some(1));
    assert!(
        stderr.contains("leetcode52 has no case `99-none`"),
        "{stderr}"
    );
}

#[test]
fn a_block_that_does_not_compile_is_not_printed() {
    let folder = Scratch::new("submit");
    let file = folder.write("leetcode52.rs", &solved("leetcode52", "n + undefined_name"));
    let file = file.to_str().unwrap();
    let line = starter("leetcode52")
        .lines()
        .position(|line| line.contains("todo!()"))
        .unwrap()
        + 1;
    let (status, stdout, stderr) = judge(&["--block", "leetcode52", "--file", file]);
    assert_eq!((status, stdout.as_str()), (Some(1), ""));
    assert!(stderr.contains(&format!("{file}:{line}:")), "{stderr}");
    let refusal = format!(
        "judge: {file}: not printed: the block does not compile as LeetCode compiles it \
         (above); `make practise` judges it once it does"
    );
    assert_eq!(stderr.lines().last(), Some(refusal.as_str()), "{stderr}");
    let (status, stdout, _) = judge(&["--practise", "leetcode52", "--file", file]);
    assert_eq!(status, Some(1));
    assert!(stdout.ends_with("verdict: Compilation Error\n"), "{stdout}");
    assert!(stdout.contains(&format!("{file}:{line}:")), "{stdout}");
}

#[test]
fn a_file_without_markers_is_pasted_whole_and_reported_at_its_own_lines() {
    let folder = Scratch::new("whole");
    let program = "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
                   std::io::stdin().read_to_string(&mut s).unwrap();\n    println!(\"{}\", \
                   if s.contains('*') { \"invalid\" } else { \"invalid\" });\n}\n";
    let file = folder.write("whole.rs", program);
    let file = file.to_str().unwrap();
    let (status, stdout, _) = judge(&["--block", "kattis8queens", "--file", file]);
    assert_eq!((status, stdout.as_str()), (Some(0), program));
    let broken = folder.write("broken.rs", &program.replace("let mut s", "let mut t"));
    let broken = broken.to_str().unwrap();
    let (status, stdout, _) = judge(&["--practise", "kattis8queens", "--file", broken]);
    assert_eq!(status, Some(1));
    // `s` is first used on line 5 of the file.
    assert!(stdout.contains(&format!("{broken}:5:")), "{stdout}");
    assert!(
        stdout.contains("\n5 |") || stdout.contains(" 5 |"),
        "{stdout}"
    );
}

#[test]
fn faults_of_the_workspace_exit_2_and_are_no_compilation_error() {
    let folder = Scratch::new("faults");
    let good = solved("leetcode52", COUNT);
    let file = folder.write("leetcode52.rs", &good);
    let file = file.to_str().unwrap();
    let no_end = folder.write("no-end.rs", &good.replace(END, ""));
    let two_begins = folder.write("two.rs", &good.replace(BEGIN, &format!("{BEGIN}\n{BEGIN}")));
    let not_a_folder = folder.write("not-a-folder", "");
    let cases: [(&Path, &str, &str, &str); 4] = [
        (
            no_end.as_path(),
            "",
            "",
            "no `// ---- END SUBMISSION ----` line",
        ),
        (
            two_begins.as_path(),
            "",
            "",
            "2 `// ---- BEGIN SUBMISSION ----` lines",
        ),
        (
            file.as_ref(),
            "CLIPPY_DRIVER",
            "/nowhere/clippy-driver",
            "rustup component add clippy",
        ),
        (
            file.as_ref(),
            "TMPDIR",
            not_a_folder.to_str().unwrap(),
            "TMPDIR",
        ),
    ];
    for (path, variable, value, message) in cases {
        let path = path.to_str().unwrap();
        for mode in ["--practise", "--block"] {
            let mut command = cargo_bin_cmd!("judge");
            if !variable.is_empty() {
                // clippy-driver compiles on the approximate path only.
                command.env(variable, value).env(TOOLCHAINS, "off");
            }
            let (status, stdout, stderr) =
                finished(command.args([mode, "leetcode52", "--file", path]).output());
            assert_eq!(status, Some(2), "{mode} {variable}: {stdout}{stderr}");
            assert!(
                stderr.contains(message) && stderr.lines().count() == 1,
                "{stderr}"
            );
            assert!(!stdout.contains("Compilation Error"), "{stdout}");
        }
    }
    // No clippy-driver on PATH at all.
    let mut command = cargo_bin_cmd!("judge");
    command
        .env("PATH", folder.0.as_os_str())
        .env(TOOLCHAINS, "off")
        .env_remove("CLIPPY_DRIVER");
    let (status, _, stderr) = finished(
        command
            .args(["--practise", "leetcode52", "--file", file])
            .output(),
    );
    assert_eq!(status, Some(2));
    assert!(
        stderr.starts_with("judge: clippy-driver not found"),
        "{stderr}"
    );
}

/// A copy of the workspace's files `make` reads, where cargo finds the workspace's judge; `None`
/// where it cannot be made (said).
fn make_folder(test: &str) -> Option<Sandbox> {
    Sandbox::new(test)
}

fn make(folder: &Sandbox, arguments: &[&str]) -> (Option<i32>, String, String) {
    let (code, stdout, stderr) = crate::aliases::make(&folder.0, arguments);
    assert!(
        !stdout.contains('\x1b') && !stderr.contains('\x1b'),
        "colour codes:\n{stdout}\n{stderr}"
    );
    (code, stdout, stderr)
}

#[test]
fn make_new_writes_a_starter_once_into_a_cargo_project_of_its_own() {
    let Some(folder) = make_folder("new") else {
        return;
    };
    let (status, stdout, stderr) = make(&folder, &["new", "P=leetcode51"]);
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(
        stdout,
        "wrote mine/leetcode51.rs: write the method, then make practise P=leetcode51 (your \
         editor: open mine/ as a Cargo project)\n"
    );
    let written = fs::read_to_string(folder.0.join("mine/leetcode51.rs")).unwrap();
    assert_eq!(written, starter("leetcode51"));
    // Never overwritten: the learner's work stays.
    fs::write(folder.0.join("mine/leetcode51.rs"), "my work").unwrap();
    let (status, stdout, stderr) = make(&folder, &["new", "P=leetcode51"]);
    assert_ne!(status, Some(0));
    assert_eq!(stdout, "");
    assert!(stderr.contains("mine/leetcode51.rs exists") && stderr.lines().count() == 1);
    assert_eq!(
        fs::read_to_string(folder.0.join("mine/leetcode51.rs")).unwrap(),
        "my work"
    );
    let (status, _, stderr) = make(&folder, &["new", "P=leetcode99"]);
    assert_ne!(status, Some(0));
    assert!(
        stderr.contains(
            "make new: unknown problem `leetcode99`; did you mean leetcode51 or leetcode52?"
        ) && stderr.lines().count() == 1,
        "{stderr}"
    );
    assert!(!folder.0.join("mine/leetcode99.rs").exists());
    let (status, _, _) = make(&folder, &["new", "P=cses1624"]);
    assert_eq!(status, Some(0));
    // Its own workspace, one [[bin]] a file: cargo (and so rust-analyzer) knows both files.
    let manifest = fs::read_to_string(folder.0.join("mine/Cargo.toml")).unwrap();
    assert!(manifest.contains("\n[workspace]\n"), "{manifest}");
    let output = Command::new("cargo")
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .current_dir(folder.0.join("mine"))
        .output()
        .unwrap();
    let metadata = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    for (problem, edition) in [("leetcode51", "2024"), ("cses1624", "2021")] {
        let target = format!("\"name\":\"{problem}\",\"src_path\":");
        let at = metadata
            .find(&target)
            .unwrap_or_else(|| panic!("{metadata}"));
        let edition = format!("\"edition\":\"{edition}\"");
        assert!(
            metadata[at..].split('}').next().unwrap().contains(&edition),
            "{metadata}"
        );
    }
}

#[test]
fn make_practise_asks_for_make_new_first() {
    let Some(folder) = make_folder("practise") else {
        return;
    };
    // `make practice` is `make practise`.
    for (verb, said) in [
        ("practise", "practise"),
        ("practice", "practise"),
        ("submit", "submit"),
        ("stress", "stress"),
    ] {
        let (status, stdout, stderr) = make(&folder, &[verb, "P=cses1624"]);
        assert_ne!(status, Some(0), "{verb}");
        assert_eq!(stdout, "", "{verb}");
        let said = format!("make {said}: no mine/cses1624.rs yet: make new P=cses1624 writes it");
        assert!(
            stderr.contains(&said) && stderr.lines().count() == 1,
            "{verb}: {stderr}"
        );
    }
}

/// LeetCode 51 answered in the way a Java adapter prints it: `System.out.println(boards)`, a
/// `List<List<String>>` by `toString()`, strings without quotes.
const JAVA_PRINT: &str = r#"import sys
n = int(sys.stdin.read())
boards = []
def place(row, columns):
    if row == n:
        boards.append(['.' * c + 'Q' + '.' * (n - c - 1) for c in columns])
        return
    for c in range(n):
        if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
            place(row + 1, columns + [c])
place(0, [])
print('[' + ', '.join('[' + ', '.join(board) + ']' for board in boards) + ']')
"#;

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn java_list_to_string_is_read_as_the_value_it_prints() {
    let folder = Scratch::new("java");
    let program = folder.write("java_print.py", JAVA_PRINT);
    let Some(python) = crate::common::python() else {
        return;
    };
    let program = program.to_str().unwrap();
    let arguments = [
        "--time-limit",
        "60s",
        "leetcode51",
        "--",
        python,
        "-S",
        program,
    ];
    let (status, stdout, stderr) = judge(&arguments);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    assert!(stdout.ends_with("verdict: Accepted\n"), "{stdout}");
    // The same boards with one row cut short are not.
    let wrong = folder.write(
        "wrong.py",
        &JAVA_PRINT.replace("for c in columns]", "for c in columns][1:]"),
    );
    let arguments = [
        "--time-limit",
        "60s",
        "--first",
        "leetcode51",
        "--",
        python,
        wrong.to_str().unwrap(),
    ];
    let (status, stdout, _) = judge(&arguments);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(stdout.contains("verdict: Wrong Answer on "), "{stdout}");
}

/// The untouched starter's `todo!()` is said once on every judge's Rust, the old panic form
/// (Rust 1.56 to 1.72: `panicked at 'not yet implemented', …`) as the new.
#[test]
fn an_untouched_starter_is_said_once_on_every_judges_rust() {
    let dir = Scratch::new("todo-once");
    for name in ["rooks", "spojnqueen", "cses1624", "leetcode51"] {
        let file = dir.write(&format!("{name}.rs"), &starter(name));
        let file = file.to_str().unwrap();
        let (code, stdout, stderr) = judge(&["practise", name, "--file", file]);
        assert_eq!(code, Some(1), "{name}: {stderr}");
        let said = stdout.matches("(the method is not written yet").count();
        assert_eq!(said, 1, "{name}:\n{stdout}");
        let errors = stdout
            .lines()
            .filter(|line| line.contains("  RE  "))
            .count();
        assert_eq!(errors, 1, "{name}:\n{stdout}");
    }
}

/// An empty file is no work of the learner's: `make new` writes the starter over it, the step
/// its refusal names.
#[test]
fn make_new_writes_over_an_empty_file() {
    let Some(folder) = make_folder("new-empty") else {
        return;
    };
    fs::create_dir_all(folder.0.join("mine")).unwrap();
    fs::write(folder.0.join("mine/rooks.rs"), "\n").unwrap();
    let (status, stdout, stderr) = make(&folder, &["practise", "P=rooks"]);
    assert_ne!(status, Some(0), "{stdout}");
    assert!(
        stderr.contains("the file is empty; `make new P=rooks` writes a starter"),
        "{stderr}"
    );
    let (status, _, stderr) = make(&folder, &["new", "P=rooks"]);
    assert_eq!(status, Some(0), "{stderr}");
    assert_eq!(
        fs::read_to_string(folder.0.join("mine/rooks.rs")).unwrap(),
        starter("rooks")
    );
    let (status, _, _) = make(&folder, &["new", "P=rooks"]);
    assert_ne!(status, Some(0));
}

/// A tool of the workspace (fundamental) has no file of the learner's: `practise` without a file
/// and `start` both say so, on either front, and send the learner to the list of problems, never
/// to a `start` that refuses in turn.
#[test]
fn practise_and_start_on_a_tool_name_the_list_not_a_start_that_refuses() {
    for (front, list, start) in [
        ("cargo", "cargo judge --help", "cargo start fundamental"),
        ("make", "make help", "make new P=fundamental"),
    ] {
        for verb in ["practise", "start"] {
            let (code, stdout, stderr) = finished(
                cargo_bin_cmd!("judge")
                    .current_dir(ROOT)
                    .env("NQUEENS_FRONT", front)
                    .args([verb, "fundamental"])
                    .output(),
            );
            let said = format!("{front} {verb}: {stderr}");
            assert_eq!((code, stdout.as_str()), (Some(1), ""), "{said}");
            assert_eq!(stderr.lines().count(), 1, "{said}");
            assert!(
                stderr.contains("fundamental is a tool of this workspace, not a judge problem"),
                "{said}"
            );
            assert!(
                stderr.contains(&format!("({list} lists the problems")),
                "{said}"
            );
            assert!(!stderr.contains(start), "{said}");
        }
    }
}

/// `stress` on the learner's own `mine/<P>.rs` says how to run the failing input alone in the
/// words of the front they typed (cargo's `cargo run --manifest-path mine/Cargo.toml … < FILE`,
/// make's `make run P= F= IN=`), and that line, run as said, prints the stdout the report shows;
/// without mine/Cargo.toml, which both lines need, it names the input alone.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn stress_says_how_to_run_the_failing_input_alone_in_the_learners_words() {
    let Some(folder) = make_folder("alone") else {
        return;
    };
    let (status, _, stderr) = make(&folder, &["new", "P=leetcode52"]);
    assert_eq!(status, Some(0), "{stderr}");
    let wrong = "tests/programs/learners/leetcode52/wrong/mirror-middle-twice.rs";
    fs::copy(
        Path::new(ROOT).join(wrong),
        folder.path("mine/leetcode52.rs"),
    )
    .unwrap();
    for front in ["cargo", "make"] {
        let (status, report, stderr) = match front {
            "cargo" => crate::aliases::cargo(
                &folder.0,
                &["stress", "leetcode52", "--seed", "1", "--time-limit", "60s"],
            ),
            _ => make(&folder, &["stress", "P=leetcode52", "SEED=1", "TIME=60s"]),
        };
        assert_eq!(
            status,
            Some(if front == "make" { 2 } else { 1 }),
            "{report}\n{stderr}"
        );
        let line = report
            .lines()
            .find_map(|line| line.strip_prefix("run it alone: "))
            .unwrap_or_else(|| panic!("{front}: no `run it alone:` in:\n{report}"));
        let (said, path) = match front {
            "cargo" => line.split_once(" < ").unwrap(),
            _ => line.split_once(" IN=").unwrap(),
        };
        let expected = match front {
            "cargo" => "cargo run -q --manifest-path mine/Cargo.toml --bin leetcode52",
            _ => "make run P=leetcode52 F=mine/leetcode52.rs",
        };
        assert_eq!(said, expected, "{report}");
        assert!(Path::new(path).is_file(), "{report}");
        // Its stdout is what the report shows of the smallest failing input's.
        let shown: Vec<&str> = report
            .split("\n  stdout (")
            .nth(1)
            .unwrap_or_else(|| panic!("{report}"))
            .lines()
            .skip(1)
            .map_while(|line| line.strip_prefix("    "))
            .collect();
        let mut run = Command::new("sh");
        run.args(["-c", line]).current_dir(&folder.0);
        for variable in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "NQUEENS_FRONT"] {
            run.env_remove(variable);
        }
        let (code, stdout, stderr) = finished(run.output());
        assert_eq!(code, Some(0), "{line}: {stderr}");
        assert_eq!(
            stdout.lines().collect::<Vec<_>>(),
            shown,
            "{line}\n{report}"
        );
    }
    // Without mine/Cargo.toml (a file written by hand) neither line runs it: the input alone.
    fs::remove_file(folder.path("mine/Cargo.toml")).unwrap();
    let (status, report, stderr) = crate::aliases::cargo(
        &folder.0,
        &["stress", "leetcode52", "--seed", "1", "--time-limit", "60s"],
    );
    assert_eq!(status, Some(1), "{report}\n{stderr}");
    assert!(!report.contains("run it alone"), "{report}");
    assert!(!report.contains("Cargo.toml"), "{report}");
    let input = report
        .lines()
        .find_map(|line| line.strip_prefix("its input: "))
        .unwrap_or_else(|| panic!("no `its input:` in:\n{report}"));
    assert!(folder.0.join(input).is_file(), "{report}");
}
