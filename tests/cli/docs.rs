//! The console examples of README.md, problems/judge.md and problems/learner.md, run as trycmd runs its users' docs:
//! each `$ ` line of a ```` ```console ```` block is a command, the lines after it what it prints
//! (stdout and stderr as they come). `...` alone on a line stands for any lines, and `[..]`
//! within a line for any text: what is measured (`[..] ms`, `[..] MiB`) and a path with the
//! user's name. They are the only wildcards, as in trycmd: every other figure (a limit, a size,
//! a count) and every other word must match, runs of spaces aside (a wider figure moves the
//! columns). A command that exits with a status other than 0 is followed in the doc by
//! `$ echo $?` and the status: a status is declared, never assumed.
//!
//! A block runs as one shell session in a folder of its own that holds a copy of the
//! workspace's files (so `$ echo $?` is the status of the command before it, and nothing of the
//! learner's at the root, a `mine.py` say, is in the way), with `cargo run [-q] [--release]
//! [--manifest-path <path>] --bin <name>` (what the judge's `trace` runs) running the binary
//! this test run built instead of building another, and
//! `cargo metadata` naming this run's target folder, however cargo was told where it is; a
//! cargo alias of the workspace's (`cargo practise`: `.cargo/config.toml`) runs the verb of the
//! judge this test run built, as the alias does once it has built it. A `$ cat <file>` of a file
//! the copy lacks writes the file from the lines the doc shows: the doc's own program, run as
//! shown. A file in `mine/` is the learner's: its `$ cat` writes it at that point of the session
//! (over what `cargo start` wrote: the learner's edit), so a doc can show a file changing.

use crate::common::{copy, Scratch};
use std::path::Path;
use std::process::Command;
use std::{env, fs};

/// One command of a block and the lines it should print.
struct Step {
    command: String,
    expected: Vec<String>,
}

/// The `console` blocks of a markdown file, each as its steps, with the line each starts on.
fn console_blocks(markdown: &str) -> Vec<(usize, Vec<Step>)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, Vec<Step>)> = None;
    for (index, line) in markdown.lines().enumerate() {
        match (&mut current, line) {
            (None, "```console") => current = Some((index + 1, Vec::new())),
            (None, _) => {}
            (Some(_), "```") => blocks.extend(current.take()),
            (Some((_, steps)), line) => match line.strip_prefix("$ ") {
                Some(command) => steps.push(Step {
                    command: command.to_string(),
                    expected: Vec::new(),
                }),
                None => match steps.last_mut() {
                    Some(step) => step.expected.push(line.to_string()),
                    None => panic!("line {}: output before any `$ ` command", index + 1),
                },
            },
        }
    }
    assert!(current.is_none(), "a console block is not closed");
    blocks
}

/// A line with its runs of spaces made one (a wider figure moves the columns).
fn normalized(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').filter(|word| !word.is_empty()).collect();
    words.join(" ")
}

/// Whether line `got` is line `shown`: equal once [`normalized`], `[..]` in `shown` standing for
/// any text within the line (a path that holds the user's name, say).
fn same_line(shown: &str, got: &str) -> bool {
    let (shown, got) = (normalized(shown), normalized(got));
    let mut pieces = shown.split("[..]");
    let first = pieces.next().unwrap_or_default();
    let Some(mut rest) = got.strip_prefix(first) else {
        return false;
    };
    let pieces: Vec<&str> = pieces.collect();
    for (index, piece) in pieces.iter().enumerate() {
        if index + 1 == pieces.len() {
            return rest.ends_with(piece);
        }
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// Whether `actual` matches `expected`, `...` standing for any lines; the first expected line
/// that did not match otherwise.
fn matches(expected: &[String], actual: &[&str]) -> Result<(), String> {
    match expected.split_first() {
        None if actual.is_empty() => Ok(()),
        None => Err(format!("more output than shown, from {:?}", actual[0])),
        Some((line, rest)) if line == "..." => {
            // The shortest stretch of lines after which the rest matches.
            let mut first_error = None;
            for skip in 0..=actual.len() {
                match matches(rest, &actual[skip..]) {
                    Ok(()) => return Ok(()),
                    Err(why) => {
                        first_error.get_or_insert(why);
                    }
                }
            }
            Err(first_error.unwrap_or_default())
        }
        Some((line, rest)) => match actual.split_first() {
            Some((got, others)) if same_line(line, got) => matches(rest, others),
            Some((got, _)) => Err(format!("expected {line:?}\n   found {got:?}")),
            None => Err(format!("expected {line:?}, found the end of the output")),
        },
    }
}

/// What of the workspace the examples read: the Makefile and the files it looks for, the
/// statements, the cases and the test programs the examples run.
const COPIED: [&str; 8] = [
    "Makefile",
    ".cargo",
    "Cargo.toml",
    "README.md",
    "problems",
    "src/bin",
    "testdata",
    "tests/programs",
];

/// The names of the workspace's cargo aliases, each of which runs the judge's verb of that name
/// (`aliases::each_alias_is_one_verb_of_the_judge_and_its_make_target_runs_the_same` checks it).
fn aliases() -> Vec<String> {
    let config = Path::new(env!("CARGO_MANIFEST_DIR")).join(".cargo/config.toml");
    let config = fs::read_to_string(config).unwrap();
    let table = config.split("[alias]\n").nth(1).expect("an [alias] table");
    table
        .lines()
        .take_while(|line| !line.starts_with('['))
        .filter_map(|line| line.split_once(" = "))
        .map(|(name, _)| name.trim().to_string())
        .filter(|name| !name.is_empty() && !name.starts_with('#'))
        .collect()
}

/// A folder holding a copy of the workspace's files, a `cargo` that runs the binaries this
/// test run built (and says where they are) and a `python3` that is the interpreter itself: its
/// path, for the front of PATH.
fn sandbox(scratch: &Scratch, python: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for name in COPIED {
        copy(&root.join(name), &scratch.join(name));
    }
    let binaries = Path::new(env!("CARGO_BIN_EXE_judge")).parent().unwrap();
    let target = binaries.parent().unwrap();
    let shim = cargo_shim(scratch);
    let shims = shim.parent().unwrap().to_path_buf();
    fs::create_dir(&shims).unwrap();
    let verbs = aliases().join("|");
    fs::write(
        &shim,
        format!(
            "#!/bin/sh\n\
             # cargo run [-q] [--release] [--manifest-path M] --bin NAME [-- ARGS]: the binary the test run built.\n\
             # cargo metadata: the target folder it is in.\n\
             # cargo VERB [ARGS] (an alias): the judge's VERB, as the alias runs it once built.\n\
             if [ \"$1\" = metadata ]; then echo '{{\"target_directory\":\"'{}'\"}}'; exit 0; fi\n\
             case $1 in {verbs}) exec {}/judge \"$@\" ;; esac\n\
             [ \"$1\" = run ] || {{ echo \"docs test: only cargo run, metadata and the aliases are shimmed: $*\" >&2; exit 99; }}\n\
             shift\n\
             while [ $# -gt 0 ]; do\n\
             \x20 case $1 in -q|--release) shift ;; --bin) name=$2; shift 2 ;; --manifest-path) shift 2 ;; --) shift; break ;; *) break ;; esac\n\
             done\n\
             exec {}/\"$name\" \"$@\"\n",
            nqueens::report::shell_word(&target.display().to_string()),
            nqueens::report::shell_word(&binaries.display().to_string()),
            nqueens::report::shell_word(&binaries.display().to_string())
        ),
    )
    .unwrap();
    // `python3`: the interpreter itself, as the other tests run it (`common::python`).
    let python_shim = shims.join("python3");
    fs::write(
        &python_shim,
        format!(
            "#!/bin/sh\nexec {} -S \"$@\"\n",
            nqueens::report::shell_word(python)
        ),
    )
    .unwrap();
    Command::new("chmod")
        .arg("+x")
        .args([&shim, &python_shim])
        .status()
        .unwrap();
    format!(
        "{}:{}",
        shims.display(),
        env::var("PATH").unwrap_or_default()
    )
}

/// The `cargo` of [`sandbox`]: in `.shims` of the copy.
fn cargo_shim(scratch: &Scratch) -> std::path::PathBuf {
    scratch.join(".shims").join("cargo")
}

/// Runs the console blocks of `doc` (a path from the workspace's root); every mismatch, with
/// the block's line and the whole output, fails the test.
fn run_console_blocks(doc: &str) {
    let markdown = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(doc)).unwrap();
    let blocks = console_blocks(&markdown);
    assert!(!blocks.is_empty(), "{doc} has no console block");
    // The examples run `python3` programs: without one, the doc is not run (the suite's rule).
    let Some(python) = crate::common::python() else {
        return;
    };
    let mut failures = Vec::new();
    for (line, steps) in blocks {
        let scratch = Scratch::new("docs");
        let path = sandbox(&scratch, python);
        // One session: each command's output (both streams) then a marker holding its number;
        // the status is kept for the next `$?`.
        let mut script = String::new();
        for (index, step) in steps.iter().enumerate() {
            let file = step.command.strip_prefix("cat ").map(str::trim);
            let shown = step.expected.join("\n") + "\n";
            let learners = file.filter(|file| file.starts_with("mine/"));
            let lacking = file.filter(|file| !scratch.join(file).exists());
            if let Some(file) = learners.or(lacking) {
                assert!(
                    !step
                        .expected
                        .iter()
                        .any(|line| line == "..." || line.contains("[..]")),
                    "{doc}:{line}: {file} is written from the doc: no wildcard in it"
                );
            }
            if let Some(file) = learners {
                // Written when the session reaches it: the learner's edit.
                let end = "NQUEENS_DOCS_END";
                assert!(!shown.contains(end), "{doc}:{line}: {file}");
                script += &format!(
                    "mkdir -p \"$(dirname {file})\" && cat > {file} <<'{end}'\n{shown}{end}\n"
                );
            } else if let Some(file) = lacking {
                scratch.write(file, &shown);
            }
            script += &format!(
                "{} 2>&1\nstatus=$?\necho \"@@@ {index} $status\"\n(exit $status)\n",
                step.command
            );
        }
        let output = Command::new("sh")
            .args(["-c", &script])
            .current_dir(&scratch.0)
            .env("PATH", &path)
            .env_remove("CARGO_TARGET_DIR")
            // The judge's `trace` runs `$CARGO run --manifest-path …` (`cargo` where CARGO is
            // unset): the shim, by name, not the cargo running this test, nor whichever `cargo`
            // a lookup in PATH finds (once in CI, a real cargo failing on the copy's manifest).
            .env("CARGO", cargo_shim(&scratch))
            // A `make` of the doc's own, not a sub-make of `make test` (which says where it is).
            .env_remove("MAKEFLAGS")
            .env_remove("MAKELEVEL")
            .env_remove("MFLAGS")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        let mut rest = text.as_str();
        for (index, step) in steps.iter().enumerate() {
            let marker = format!("@@@ {index} ");
            let Some((printed, after)) = rest.split_once(&marker) else {
                failures.push(format!(
                    "{doc}:{line}: `{}` never ended:\n{text}",
                    step.command
                ));
                break;
            };
            let (status, after) = after.split_once('\n').unwrap_or((after, ""));
            rest = after;
            let declared = steps
                .get(index + 1)
                .is_some_and(|next| next.command == "echo $?");
            if status != "0" && !declared {
                failures.push(format!(
                    "{doc}:{line}: `$ {}` exits with {status}: show it with `$ echo $?`",
                    step.command
                ));
            }
            let printed: Vec<&str> = printed.lines().collect();
            if let Err(why) = matches(&step.expected, &printed) {
                failures.push(format!(
                    "{doc}:{line}: `$ {}`: {why}\nits output:\n{}",
                    step.command,
                    printed.join("\n")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_readme_console_examples_run_as_shown() {
    run_console_blocks("README.md");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_judge_manual_console_examples_run_as_shown() {
    run_console_blocks("problems/judge.md");
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_learners_loop_console_examples_run_as_shown() {
    run_console_blocks("problems/learner.md");
}

#[test]
fn the_matcher_refuses_what_differs() {
    let shown = |lines: &[&str]| {
        lines
            .iter()
            .map(|line| line.to_string())
            .collect::<Vec<_>>()
    };
    let expected = shown(&[
        "a",
        "01-sample  AC   167 ms   1.2 MiB",
        "...",
        "verdict: Accepted",
    ]);
    // `...` stands for any lines, runs of spaces are one, the rest is exact.
    assert_eq!(
        matches(
            &expected,
            &[
                "a",
                "01-sample AC  167 ms     1.2 MiB",
                "x",
                "y",
                "verdict: Accepted"
            ]
        ),
        Ok(())
    );
    // A measurement varies where the doc says so with `[..]`, and nowhere else.
    assert!(matches(
        &expected,
        &["a", "01-sample  AC  9 ms  1.2 MiB", "verdict: Accepted"]
    )
    .is_err());
    let measured = shown(&["01-sample  AC  [..] ms  [..] MiB"]);
    assert_eq!(
        matches(&measured, &["01-sample  AC  9 ms  1.0 MiB"]),
        Ok(())
    );
    // A limit, a size or a count is a fact: compared exactly.
    let facts = shown(&["limits: time 1 s · memory 256 MiB · output 64 MiB per stream"]);
    for wrong in [
        "limits: time 2 s · memory 256 MiB · output 64 MiB per stream",
        "limits: time 1 s · memory 512 MiB · output 64 MiB per stream",
    ] {
        assert!(matches(&facts, &[wrong]).is_err(), "{wrong}");
    }
    let size = shown(&["  stdin (1 line, 2 bytes):"]);
    assert!(matches(&size, &["  stdin (1 line, 3 bytes):"]).is_err());
    for wrong in [
        &["a", "01-sample  WA  167 ms  1.2 MiB", "verdict: Accepted"][..],
        &[
            "a",
            "01-sample  AC  167 ms  1.2 MiB",
            "verdict: Wrong Answer",
        ],
        &["a", "01-sample  AC  167 ms  1.2 MiB"],
        &[
            "a",
            "01-sample  AC  167 ms  1.2 MiB",
            "verdict: Accepted",
            "more",
        ],
        &["b", "01-sample  AC  167 ms  1.2 MiB", "verdict: Accepted"],
    ] {
        assert!(matches(&expected, wrong).is_err(), "{wrong:?}");
    }
    // `[..]` is any text within one line.
    let path = shown(&["run it alone: python3 mine.py < /tmp/[..]/leetcode52-4.in"]);
    assert_eq!(
        matches(
            &path,
            &["run it alone: python3 mine.py < /tmp/x-me/leetcode52-4.in"]
        ),
        Ok(())
    );
    assert!(matches(
        &path,
        &["run it alone: python3 mine.py < /tmp/x/leetcode52-5.in"]
    )
    .is_err());
    assert!(matches(
        &path,
        &["run it alone: python3 theirs.py < /tmp/x/leetcode52-4.in"]
    )
    .is_err());
    let count = shown(&["expected 352, found 342"]);
    assert!(matches(&count, &["expected 352, found 352"]).is_err());
}

/// `make` finds the judge where cargo puts it, however cargo was told: `CARGO_BUILD_TARGET_DIR`
/// or a config's `build.target-dir`, not only `CARGO_TARGET_DIR` (`make -n` shows the command
/// it would run; cargo itself, not a shim, answers).
#[test]
fn make_finds_the_target_folder_where_cargo_puts_it() {
    let scratch = Scratch::new("make-target");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    scratch.write("src/lib.rs", "");
    for name in [
        "Makefile",
        "Cargo.toml",
        "src/programs/Cargo.toml",
        "src/alias/Cargo.toml",
    ] {
        scratch.write(name, &fs::read_to_string(root.join(name)).unwrap());
    }
    let make = |environment: &[(&str, &str)]| {
        let mut command = Command::new("make");
        command
            .args(["-n", "submit-acwing843"])
            .current_dir(&scratch.0)
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("CARGO_BUILD_TARGET_DIR")
            .env_remove("MAKEFLAGS")
            .env_remove("MAKELEVEL")
            .env_remove("MFLAGS");
        for (name, value) in environment {
            command.env(name, value);
        }
        let output = command.output().unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let elsewhere = scratch.join("elsewhere");
    let elsewhere = elsewhere.to_str().unwrap();
    let said = make(&[("CARGO_BUILD_TARGET_DIR", elsewhere)]);
    assert!(
        said.contains(&format!("test -x '{elsewhere}/debug/judge'")),
        "{said}"
    );
    scratch.write(
        ".cargo/config.toml",
        &format!("[build]\ntarget-dir = \"{elsewhere}-too\"\n"),
    );
    let said = make(&[]);
    assert!(
        said.contains(&format!("test -x '{elsewhere}-too/debug/judge'")),
        "{said}"
    );
    let said = make(&[("CARGO_TARGET_DIR", elsewhere)]);
    assert!(
        said.contains(&format!("test -x '{elsewhere}/debug/judge'")),
        "{said}"
    );
}
