//! Statements that teach: every judge problem's `problems/<name>.md` holds `## Approach`,
//! `## Hints` (exactly three, numbered 1. 2. 3., no code) and `## Complexity`, in that order,
//! after the task and its samples and before how the judge checks; and `make hint` prints those
//! hints one at a time, refusing a fourth, a tool and an unknown problem with one line.
//!
//! The judge problems are read from the disk, not from a list kept here: every `testdata/<name>/`
//! that has a `problems/<name>.md`, but the `fundamental` tool.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The three sections each statement gains, in their order.
const TEACHING: [&str; 3] = ["Approach", "Hints", "Complexity"];

/// The judge problems: the folders of testdata/ with a statement, without the tools.
fn judge_problems() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(Path::new(ROOT).join("testdata"))
        .expect("testdata/ lists")
        .map(|entry| entry.expect("a testdata/ entry"))
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "fundamental")
        .filter(|name| {
            Path::new(ROOT)
                .join(format!("problems/{name}.md"))
                .is_file()
        })
        .collect();
    names.sort();
    names
}

fn statement(name: &str) -> String {
    let path = Path::new(ROOT).join(format!("problems/{name}.md"));
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The `## ` sections of a statement: each title and the lines under it. A `## ` inside a code
/// fence is not a title.
fn sections(text: &str) -> Vec<(String, Vec<String>)> {
    let mut sections: Vec<(String, Vec<String>)> = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        match line.strip_prefix("## ") {
            Some(title) if !fenced => sections.push((title.to_string(), Vec::new())),
            _ => {
                if let Some((_, lines)) = sections.last_mut() {
                    lines.push(line.to_string());
                }
            }
        }
    }
    sections
}

/// The lines under the section titled `title`.
fn section<'a>(sections: &'a [(String, Vec<String>)], title: &str) -> &'a [String] {
    sections
        .iter()
        .find(|(name, _)| name == title)
        .map(|(_, lines)| lines.as_slice())
        .unwrap_or(&[])
}

/// The items of the numbered list under `## Hints`, each with its wrapped lines joined by one
/// space: (its number, its text).
fn hints(lines: &[String]) -> Vec<(String, String)> {
    let mut items: Vec<(String, String)> = Vec::new();
    for line in lines {
        let number: String = line.chars().take_while(char::is_ascii_digit).collect();
        let rest = &line[number.len()..];
        if !number.is_empty() && rest.starts_with(". ") {
            items.push((number, rest[2..].trim().to_string()));
        } else if line.starts_with(' ') && !line.trim().is_empty() {
            let (_, text) = items
                .last_mut()
                .expect("a continued hint follows its first line");
            text.push(' ');
            text.push_str(line.trim());
        }
    }
    items
}

/// `make -s hint P=<problem> [K=<k>]` in the workspace, with no make of ours around it.
fn make_hint(problem: &str, k: Option<&str>) -> Output {
    let mut command = Command::new("make");
    command
        .current_dir(ROOT)
        .args(["-s", "--no-print-directory", "hint"])
        .arg(format!("P={problem}"));
    if let Some(k) = k {
        command.arg(format!("K={k}"));
    }
    // A `make test` above us passes its flags and variables down; this make is a fresh one.
    for variable in [
        "MAKEFLAGS",
        "MFLAGS",
        "MAKELEVEL",
        "MAKEOVERRIDES",
        "K",
        "P",
    ] {
        command.env_remove(variable);
    }
    command.output().expect("make runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_judge_problems_are_found() {
    let problems = judge_problems();
    assert!(problems.len() >= 13, "only {problems:?}");
    for tool in ["fundamental", "judge"] {
        assert!(
            !problems.iter().any(|name| name == tool),
            "{tool} is a tool"
        );
    }
    // Each is a program of its own too.
    for name in &problems {
        let program = Path::new(ROOT).join(format!("src/bin/{name}.rs"));
        assert!(program.is_file(), "{name} has no {}", program.display());
    }
}

#[test]
fn every_statement_has_approach_hints_and_complexity_in_that_order() {
    for name in judge_problems() {
        let sections = sections(&statement(&name));
        let titles: Vec<&str> = sections.iter().map(|(title, _)| title.as_str()).collect();
        let at = |title: &str| {
            let found: Vec<usize> = (0..titles.len()).filter(|&i| titles[i] == title).collect();
            assert_eq!(found.len(), 1, "{name}: `## {title}` {} times", found.len());
            found[0]
        };
        let places: Vec<usize> = TEACHING.iter().map(|title| at(title)).collect();
        assert!(
            places[0] + 1 == places[1] && places[1] + 1 == places[2],
            "{name}: Approach, Hints and Complexity are not one after the other: {titles:?}"
        );
        // After the task and its samples, before how the judge (or the book's program) checks.
        let samples = titles
            .iter()
            .position(|title| title.starts_with("Sample") || title.starts_with("Example"))
            .unwrap_or_else(|| panic!("{name}: no samples section in {titles:?}"));
        let checks = titles
            .iter()
            .position(|title| title.starts_with("How "))
            .unwrap_or_else(|| panic!("{name}: no `## How ...` section in {titles:?}"));
        assert!(
            samples < places[0] && places[2] < checks,
            "{name}: the three sections are not between the samples and how it is checked: \
             {titles:?}"
        );
        for title in TEACHING {
            let body = section(&sections, title).join("\n");
            assert!(!body.trim().is_empty(), "{name}: `## {title}` is empty");
            // One naming of the diagonals: `\` and `/`, never "anti-diagonal".
            assert!(
                !body.to_lowercase().contains("anti"),
                "{name}: `## {title}` names an anti-diagonal; say the `\\` or `/` diagonal"
            );
        }
    }
}

#[test]
fn every_statement_has_exactly_three_hints_and_no_code_in_them() {
    for name in judge_problems() {
        let sections = sections(&statement(&name));
        let lines = section(&sections, "Hints");
        let items = hints(lines);
        let numbers: Vec<&str> = items.iter().map(|(number, _)| number.as_str()).collect();
        assert_eq!(
            numbers,
            ["1", "2", "3"],
            "{name}: the hints are numbered {numbers:?}"
        );
        for (number, hint) in &items {
            assert!(
                hint.len() >= 20,
                "{name}: hint {number} is too short: {hint:?}"
            );
        }
        // Words only: no code block, no function, in the hints or in the approach.
        for title in ["Approach", "Hints"] {
            for line in section(&sections, title) {
                assert!(
                    !line.contains("```") && !line.contains("fn "),
                    "{name}: `## {title}` holds code: {line:?}"
                );
            }
        }
        // Nothing in the section but the list: a hint outside it would never be printed.
        for line in lines {
            let listed = line.trim().is_empty()
                || line.starts_with(' ')
                || line.split_once(". ").is_some_and(|(number, _)| {
                    !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())
                });
            assert!(
                listed,
                "{name}: a line of `## Hints` outside the list: {line:?}"
            );
        }
    }
}

#[test]
fn make_hint_prints_each_hint_of_each_problem() {
    for name in judge_problems() {
        let sections = sections(&statement(&name));
        let items = hints(section(&sections, "Hints"));
        for (k, (_, hint)) in items.iter().enumerate() {
            let k = (k + 1).to_string();
            let output = make_hint(&name, Some(&k));
            let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
            assert!(
                output.status.success(),
                "make hint P={name} K={k} failed: {stderr}"
            );
            assert_eq!(stderr, "", "make hint P={name} K={k} wrote on stderr");
            assert_eq!(
                stdout,
                format!("{hint}\n"),
                "make hint P={name} K={k} is not the statement's hint {k}"
            );
        }
        // No K is the first hint.
        let first = make_hint(&name, None);
        assert!(first.status.success(), "make hint P={name} failed");
        assert_eq!(text(&first.stdout), format!("{}\n", items[0].1));
    }
}

/// A refused `make hint`: a failure, nothing on stdout, one line on stderr naming `make hint`.
fn assert_refused(problem: &str, k: Option<&str>) -> String {
    let output = make_hint(problem, k);
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    let shown = format!("make hint P={problem} K={k:?}");
    assert!(!output.status.success(), "{shown} succeeded: {stdout:?}");
    assert_eq!(stdout, "", "{shown} wrote on stdout");
    assert_eq!(
        stderr.lines().count(),
        1,
        "{shown}: not one line: {stderr:?}"
    );
    assert!(stderr.ends_with('\n'), "{shown}: {stderr:?}");
    assert!(stderr.contains("make hint: "), "{shown}: {stderr:?}");
    stderr
}

#[test]
fn make_hint_refuses_a_fourth_hint_a_tool_and_an_unknown_problem() {
    for name in judge_problems() {
        for k in ["4", "0", "two", "1 2"] {
            let stderr = assert_refused(&name, Some(k));
            assert!(stderr.contains(&format!("{k:?}")), "{stderr:?} quotes no K");
        }
    }
    for tool in ["judge", "fundamental"] {
        let stderr = assert_refused(tool, Some("1"));
        assert!(stderr.contains(&format!("problems/{tool}.md has no hint 1")));
    }
    for unknown in ["nosuchproblem", "acwing", "../README", ""] {
        let stderr = assert_refused(unknown, None);
        assert!(stderr.contains("make help lists them") || stderr.contains("has no hint"));
    }
    let stderr = assert_refused("nosuchproblem", Some("2"));
    assert!(
        stderr.contains("no problem \"nosuchproblem\""),
        "{stderr:?}"
    );
}
