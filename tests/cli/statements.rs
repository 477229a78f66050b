//! Statements that teach: every judge problem's `problems/<name>.md` holds `## Hints` (exactly
//! three, numbered 1. 2. 3., no code), `## Approach` and `## Complexity`, in that order (the hints
//! before the method they lead to, so that reading top-down spoils nothing),
//! after the task and its samples and before how the judge checks; and `make hint` prints those
//! hints one at a time, refusing a fourth, a tool and an unknown problem with one line.
//!
//! The judge problems are read from the disk, not from a list kept here: every `testdata/<name>/`
//! that has a `problems/<name>.md`, but the `fundamental` tool.

use std::fs;
use std::path::Path;
// `make hint`: make and a shell, as on Linux, macOS or WSL.
#[cfg(unix)]
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The three sections each statement gains, in their order.
const TEACHING: [&str; 3] = ["Hints", "Approach", "Complexity"];

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
#[cfg(unix)]
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

/// What `make hint` runs, without make: the judge's `hint` in make's words (`NQUEENS_FRONT=make`,
/// as the Makefile sets it). Each `make hint` is two `cargo run`s that look at the whole build
/// (about 0.1 s of CPU each): the Makefile's part is the same for every problem, so it runs for
/// [`THROUGH_MAKE`] and the judge alone for the others.
#[cfg(unix)]
fn judge_hint(problem: &str, k: Option<&str>) -> Output {
    let mut command = assert_cmd::cargo::cargo_bin_cmd!("judge");
    command
        .current_dir(ROOT)
        .env("NQUEENS_FRONT", "make")
        .args(["hint", problem]);
    command.args(k);
    command.output().expect("the judge runs")
}

/// The problems whose hints go through `make` itself: two judges with different inputs.
#[cfg(unix)]
const THROUGH_MAKE: [&str; 2] = ["cses1624", "leetcode51"];

/// `make hint` for [`THROUGH_MAKE`], the judge's `hint` in make's words for the others.
#[cfg(unix)]
fn hint_of(problem: &str, k: Option<&str>) -> Output {
    if THROUGH_MAKE.contains(&problem) {
        make_hint(problem, k)
    } else {
        judge_hint(problem, k)
    }
}

#[cfg(unix)]
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
            "{name}: Hints, Approach and Complexity are not one after the other: {titles:?}"
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
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(unix)]
fn make_hint_prints_each_hint_of_each_problem() {
    each_problem_at_once(|name| {
        let name = name.to_string();
        let sections = sections(&statement(&name));
        let items = hints(section(&sections, "Hints"));
        for (k, (_, hint)) in items.iter().enumerate() {
            let k = (k + 1).to_string();
            let output = hint_of(&name, Some(&k));
            let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
            assert!(
                output.status.success(),
                "make hint P={name} K={k} failed: {stderr}"
            );
            assert_eq!(stderr, "", "make hint P={name} K={k} wrote on stderr");
            // `hint 1 of 3: …`, then where the next one is (or, after the last, the method).
            let next = if k == "3" {
                format!("(the last; the whole method is under Approach in problems/{name}.md)")
            } else {
                format!(
                    "(next: make hint P={name} K={})",
                    k.parse::<u8>().unwrap() + 1
                )
            };
            assert_eq!(
                stdout,
                format!("hint {k} of 3: {hint}\n{next}\n"),
                "make hint P={name} K={k} is not the statement's hint {k}"
            );
        }
        // No K is the first hint.
        let first = hint_of(&name, None);
        assert!(first.status.success(), "make hint P={name} failed");
        let first = text(&first.stdout);
        assert!(
            first.starts_with(&format!("hint 1 of 3: {}\n", items[0].1)),
            "{first}"
        );
    });
}

/// `check` on every judge problem, all at once: each check is a few runs that mostly wait (on
/// make and cargo's look at the build, or the judge); a failed check fails the test with its own
/// message.
#[cfg(unix)]
fn each_problem_at_once(check: impl Fn(&str) + Sync) {
    let names = judge_problems();
    std::thread::scope(|scope| {
        for name in &names {
            let check = &check;
            scope.spawn(move || check(name));
        }
    });
}

/// A refused `make hint` (or the judge's `hint` in make's words, see [`hint_of`]): a failure,
/// nothing on stdout, one line on stderr naming `make hint`.
#[cfg(unix)]
fn assert_refused(problem: &str, k: Option<&str>) -> String {
    refused(problem, k, hint_of(problem, k))
}

/// A refused `make hint` through make itself: the tools and unknown names are the Makefile's
/// own checks as much as the judge's.
#[cfg(unix)]
fn assert_refused_by_make(problem: &str, k: Option<&str>) -> String {
    refused(problem, k, make_hint(problem, k))
}

#[cfg(unix)]
fn refused(problem: &str, k: Option<&str>, output: Output) -> String {
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
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(unix)]
fn make_hint_refuses_a_fourth_hint_a_tool_and_an_unknown_problem() {
    each_problem_at_once(|name| {
        for k in ["4", "0", "two", "1 2"] {
            let stderr = assert_refused(name, Some(k));
            assert!(stderr.contains(&format!("{k:?}")), "{stderr:?} quotes no K");
        }
    });
    for tool in ["judge", "fundamental"] {
        let stderr = assert_refused_by_make(tool, Some("1"));
        assert!(stderr.contains(&format!("problems/{tool}.md has no hint 1")));
    }
    for unknown in ["nosuchproblem", "acwing", "../README", ""] {
        let stderr = assert_refused_by_make(unknown, None);
        assert!(
            stderr.contains("make help lists them")
                || stderr.contains("has no hint")
                || stderr.contains("unknown problem"),
            "{stderr:?}"
        );
    }
    let stderr = assert_refused_by_make("nosuchproblem", Some("2"));
    assert!(
        stderr.contains("unknown problem `nosuchproblem`"),
        "{stderr:?}"
    );
    // A misspelt name is answered with the name meant.
    let stderr = assert_refused_by_make("cses1642", Some("2"));
    assert!(stderr.contains("did you mean cses1624?"), "{stderr:?}");
}

/// The partial placements of a row-by-row search, by depth: entry k counts the placements of k
/// queens in rows 0..k, no two attacking, each queen on a square `allowed[row]` has (bit c for
/// column c). Entry 0 is the empty board. Bit masks, so that n = 14 takes a fraction of a second;
/// held to a brute force over all k-tuples below.
fn placements(allowed: &[u32]) -> Vec<u64> {
    fn walk(allowed: &[u32], row: usize, lines: (u32, u32, u32), per_depth: &mut [u64]) {
        per_depth[row] += 1;
        let (columns, down_right, down_left) = lines;
        if row == allowed.len() {
            return;
        }
        let mut free = allowed[row] & !(columns | down_right | down_left);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let next = (
                columns | bit,
                (down_right | bit) << 1,
                (down_left | bit) >> 1,
            );
            walk(allowed, row + 1, next, per_depth);
        }
    }
    let mut per_depth = vec![0; allowed.len() + 1];
    walk(allowed, 0, (0, 0, 0), &mut per_depth);
    per_depth
}

/// Every square of an n×n board allowed.
fn free_board(n: usize) -> Vec<u32> {
    vec![(1 << n) - 1; n]
}

/// The same counts by brute force: every k-tuple of columns, kept when no two queens share a
/// column or a diagonal.
fn brute_force(n: usize) -> Vec<u64> {
    (0..=n as u32)
        .map(|k| {
            (0..(n as u64).pow(k))
                .filter(|&code| {
                    let columns: Vec<i64> = (0..k)
                        .map(|row| (code / (n as u64).pow(row) % n as u64) as i64)
                        .collect();
                    (0..columns.len()).all(|a| {
                        (a + 1..columns.len()).all(|b| {
                            let (rise, run) = ((b - a) as i64, columns[b] - columns[a]);
                            run != 0 && run.abs() != rise
                        })
                    })
                })
                .count() as u64
        })
        .collect()
}

/// 27358553 as "27,358,553", the way the statements write numbers.
fn thousands(number: u64) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// "9, 56, …, 1,066 and 352": the placements of 1 to n queens as the statements list them.
fn listed(per_depth: &[u64]) -> String {
    let words: Vec<String> = per_depth[1..]
        .iter()
        .map(|&count| thousands(count))
        .collect();
    let (last, rest) = words.split_last().expect("n >= 1");
    format!("{} and {last}", rest.join(", "))
}

/// The `## Complexity` section of a statement on one line, its wrapped lines joined by a space.
fn complexity(name: &str) -> String {
    let sections = sections(&statement(name));
    let lines = section(&sections, "Complexity");
    lines
        .iter()
        .map(|line| line.trim())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_counter_of_partial_placements_is_right() {
    for n in 1..=6 {
        assert_eq!(placements(&free_board(n)), brute_force(n), "n = {n}");
    }
    // For n = 8 the placements of 0 to 8 queens, and with the root 2,057 nodes; and on every
    // board the last depth is OEIS A000170.
    let eight = placements(&free_board(8));
    assert_eq!(eight, [1, 8, 42, 140, 344, 568, 550, 312, 92]);
    assert_eq!(eight.iter().sum::<u64>(), 2057);
    for n in 1..=14 {
        let solutions = *placements(&free_board(n)).last().expect("depth n");
        assert_eq!(Some(solutions), nqueens::oeis::all(n), "n = {n}");
    }
}

#[test]
fn the_node_counts_in_the_statements_are_the_partial_placements() {
    // (problem, n at the judge's largest input, the first row limited to the left half and the
    // middle column: LeetCode 52's mirror)
    let searches = [
        ("acwing843", 9, false),
        ("leetcode51", 9, false),
        ("leetcode52", 9, true),
        ("luogu1219", 13, false),
        ("luogu1562", 14, false),
        ("cses1624", 8, false),
        ("queens4x4", 4, false),
    ];
    for (name, n, mirror) in searches {
        let mut allowed = free_board(n);
        if mirror {
            allowed[0] = (1 << n.div_ceil(2)) - 1;
        }
        let per_depth = placements(&allowed);
        let text = complexity(name);
        let total = thousands(per_depth.iter().sum());
        assert!(
            text.contains(&total),
            "{name}: {total} nodes not said: {text}"
        );
        let list = listed(&per_depth);
        assert!(
            text.contains(&list),
            "{name}: not listed as {list:?}: {text}"
        );
    }
    // LeetCode 52 compares its count with the search without the mirror.
    let plain = thousands(placements(&free_board(9)).iter().sum());
    assert!(complexity("leetcode52").contains(&format!("against {plain}")));
}

/// The solutions of the n×n board, each as its queens' columns row by row.
fn solutions(n: usize) -> Vec<Vec<usize>> {
    fn walk(n: usize, queens: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
        if queens.len() == n {
            found.push(queens.clone());
            return;
        }
        let row = queens.len();
        for col in 0..n {
            let safe = queens.iter().enumerate().all(|(other, &taken)| {
                taken != col && row - other != taken.max(col) - taken.min(col)
            });
            if safe {
                queens.push(col);
                walk(n, queens, found);
                queens.pop();
            }
        }
    }
    let mut found = Vec::new();
    walk(n, &mut Vec::new(), &mut found);
    found
}

/// The nodes of the search with the queens of `given` (row, column) fixed in their rows.
fn nodes_given(given: &[(usize, usize)]) -> (u64, u64) {
    let mut allowed = free_board(8);
    for &(row, col) in given {
        allowed[row] = 1 << col;
    }
    let per_depth = placements(&allowed);
    (per_depth.iter().sum(), per_depth[8])
}

#[test]
fn aoj8queens_statement_counts_its_inputs_and_their_worst_search() {
    let solutions = solutions(8);
    assert_eq!(solutions.len(), 92);
    // Every input the judge can send: some queens of a solution that no other solution holds.
    let mut inputs = std::collections::BTreeMap::new();
    for solution in &solutions {
        for rows in 1u32..256 {
            let given: Vec<(usize, usize)> = (0..8)
                .filter(|row| rows >> row & 1 == 1)
                .map(|row| (row, solution[row]))
                .collect();
            let (nodes, completions) = nodes_given(&given);
            if completions == 1 {
                inputs.insert(given, nodes);
            }
        }
    }
    let with = |k: usize| inputs.keys().filter(|given| given.len() == k).count();
    let most = *inputs.values().max().expect("inputs");
    let text = complexity("aoj8queens");
    let said = [
        format!("{} distinct inputs", thousands(inputs.len() as u64)),
        format!(
            "{} of them with two queens and {} with all eight",
            with(2),
            with(8)
        ),
        format!("at most {} nodes", thousands(most)),
        format!("The sample visits {}", nodes_given(&[(2, 2), (5, 3)]).0),
    ];
    for words in said {
        assert!(
            text.contains(&words),
            "aoj8queens does not say {words:?}: {text}"
        );
    }
    // Each input that takes the most nodes is named, as its queens `r c`.
    for (given, _) in inputs.iter().filter(|(_, &nodes)| nodes == most) {
        let queens: Vec<String> = given.iter().map(|(r, c)| format!("`{r} {c}`")).collect();
        let named = queens.join(" and ");
        assert!(
            text.contains(&named),
            "aoj8queens does not name {named}: {text}"
        );
    }
}

#[test]
fn cses1624_statement_counts_its_sample_search() {
    let path = Path::new(ROOT).join("testdata/cses1624/01-sample.in");
    let board = fs::read_to_string(path).expect("the sample");
    let allowed: Vec<u32> = board
        .lines()
        .map(|line| {
            let reserved = line
                .bytes()
                .enumerate()
                .filter(|&(_, square)| square == b'*');
            0xff & !reserved.fold(0, |mask, (col, _)| mask | 1 << col)
        })
        .collect();
    assert_eq!(allowed.len(), 8);
    let per_depth = placements(&allowed);
    assert_eq!(per_depth[8], 65, "the sample's answer");
    let said = format!("The sample visits {}", thousands(per_depth.iter().sum()));
    assert!(
        complexity("cses1624").contains(&said),
        "cses1624 does not say {said:?}"
    );
}
