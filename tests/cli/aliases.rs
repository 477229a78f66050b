//! The learner's loop without `make`: each alias of `.cargo/config.toml` is one verb of the
//! judge, the same verb the Makefile's target runs, and `cargo start`, `cargo practise` and
//! `cargo hint` do what `make new`, `make practise` and `make hint` do, in the words of the
//! line the learner typed. The loops run in copies of the workspace's files inside the target
//! folder (`CARGO_TARGET_TMPDIR`), so that the real cargo finds the workspace's manifest and
//! aliases above them and the judge this test run built, and writes nothing into the workspace.

use crate::common::copy;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The verbs of the judge and the make target of each (`start` is `make new`: cargo's own `new`
/// cannot be shadowed).
const VERBS: [(&str, &str); 10] = [
    ("start", "new"),
    ("practise", "practise"),
    ("practice", "practice"),
    ("submit", "submit"),
    ("stress", "stress"),
    ("hint", "hint"),
    ("trace", "trace"),
    ("toolchain", "toolchain"),
    ("toolchains", "toolchains"),
    ("judge", "judge"),
];

/// The `[alias]` table of `.cargo/config.toml` text, as (name, words).
fn aliases(config: &str) -> Vec<(String, String)> {
    let table = config.split("[alias]\n").nth(1).expect("an [alias] table");
    table
        .lines()
        .take_while(|line| !line.starts_with('['))
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (name, words) = line.split_once(" = ").expect(line);
            let words = words.trim().trim_matches('"');
            (name.trim().to_string(), words.to_string())
        })
        .collect()
}

#[test]
fn each_alias_is_one_verb_of_the_judge_and_its_make_target_runs_the_same() {
    let config = fs::read_to_string(Path::new(ROOT).join(".cargo/config.toml")).unwrap();
    let aliases = aliases(&config);
    let names: Vec<&str> = aliases.iter().map(|(name, _)| name.as_str()).collect();
    let verbs: Vec<&str> = VERBS.iter().map(|(verb, _)| *verb).collect();
    assert_eq!(names, verbs);
    for (name, words) in &aliases {
        assert_eq!(*words, format!("run -q --bin alias -- {name}"));
    }
    // Each make target sets the verb it runs.
    let makefile = fs::read_to_string(Path::new(ROOT).join("Makefile")).unwrap();
    for (verb, target) in VERBS {
        let verb = if verb == "practice" { "practise" } else { verb };
        let said = format!("{target}: LOOP_VERB = {verb}\n");
        let both = format!("practise practice: LOOP_VERB = {verb}\n");
        assert!(
            makefile.contains(&said) || (verb == "practise" && makefile.contains(&both)),
            "the Makefile's {target} runs no `{verb}`"
        );
    }
}

/// A copy of what the loop reads (the Makefile, the statements and starters, the cases, the
/// aliases) in a folder of the target folder's own, removed when dropped.
pub struct Sandbox(pub PathBuf);

impl Sandbox {
    /// `None` (said, and a failure under `CI=true`) when the target folder is not inside the
    /// workspace: cargo would find no manifest above the copy.
    pub fn new(test: &str) -> Option<Sandbox> {
        let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
        if !tmp.starts_with(ROOT) {
            nqueens::untested::tool(
                "target folder inside the workspace (CARGO_TARGET_DIR moves it)",
                "the learner's loop through cargo and make in a copy",
            );
            return None;
        }
        let folder = tmp.join(format!("loop-{}-{test}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        for name in ["Makefile", "problems", "testdata", ".cargo"] {
            copy(&Path::new(ROOT).join(name), &folder.join(name));
        }
        Some(Sandbox(folder))
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// `program arguments` in `folder`, with no make or front of an outer run around it, and
/// `variables` set: the exit status, stdout and stderr.
fn run_with(
    folder: &Path,
    program: &str,
    arguments: &[&str],
    variables: &[(&str, &str)],
) -> (Option<i32>, String, String) {
    let mut command = Command::new(program);
    command.args(arguments).current_dir(folder);
    command.envs(variables.iter().copied());
    for variable in [
        "MAKEFLAGS",
        "MFLAGS",
        "MAKELEVEL",
        "MAKEOVERRIDES",
        "NQUEENS_FRONT",
        "P",
        "F",
        "K",
    ] {
        command.env_remove(variable);
    }
    let output: Output = command.output().expect("it runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

fn run(folder: &Path, program: &str, arguments: &[&str]) -> (Option<i32>, String, String) {
    run_with(folder, program, arguments, &[])
}

/// `cargo <arguments>` in `folder`: an alias of the workspace's.
pub fn cargo(folder: &Path, arguments: &[&str]) -> (Option<i32>, String, String) {
    run(folder, "cargo", arguments)
}

/// `make -s <arguments>` in `folder`.
pub fn make(folder: &Path, arguments: &[&str]) -> (Option<i32>, String, String) {
    let mut words = vec!["-s", "--no-print-directory"];
    words.extend(arguments);
    run(folder, "make", &words)
}

/// A report with what is measured (times, memory, their column widths) made `#`.
fn unmeasured(report: &str) -> String {
    let mut text = String::new();
    let mut digits = false;
    for c in report.chars() {
        let measured = c.is_ascii_digit() || (digits && c == '.');
        if measured && !digits {
            text.push('#');
        } else if !measured {
            text.push(c);
        }
        digits = measured;
    }
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            line.split(' ')
                .filter(|word| !word.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    lines.join("\n")
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(unix)]
fn cargo_start_practise_and_hint_do_what_their_make_twins_do() {
    let (Some(by_cargo), Some(by_make)) = (Sandbox::new("cargo"), Sandbox::new("make")) else {
        return;
    };
    let mine = Path::new("mine").join("leetcode51.rs");
    // start / new: the same starter, the same project, the next step in each one's words.
    let (status, stdout, stderr) = cargo(&by_cargo.0, &["start", "leetcode51"]);
    assert_eq!((status, stderr.as_str()), (Some(0), ""), "{stdout}");
    assert_eq!(
        stdout,
        format!(
            "wrote {}: write the method, then cargo practise leetcode51 (your editor: open \
             mine{} as a Cargo project)\n",
            mine.display(),
            std::path::MAIN_SEPARATOR
        )
    );
    let (status, made, stderr) = make(&by_make.0, &["new", "P=leetcode51"]);
    assert_eq!((status, stderr.as_str()), (Some(0), ""), "{made}");
    assert_eq!(
        made,
        stdout.replace("cargo practise leetcode51", "make practise P=leetcode51")
    );
    for file in [
        "mine/leetcode51.rs",
        "mine/Cargo.toml",
        "mine/.cargo/config.toml",
    ] {
        let read = |sandbox: &Sandbox| fs::read_to_string(sandbox.path(file)).unwrap();
        let (cargos, makes) = (read(&by_cargo), read(&by_make));
        assert_eq!(
            cargos.replace("`cargo start <problem>`", "`make new P=<problem>`"),
            makes,
            "{file}"
        );
    }
    let starter = fs::read_to_string(Path::new(ROOT).join("problems/starters/leetcode51.rs"));
    assert_eq!(
        fs::read_to_string(by_cargo.path("mine/leetcode51.rs")).unwrap(),
        starter.unwrap()
    );
    // practise: the same report, its rerun line in each one's words; any verdict but Accepted
    // is exit status 1 (make says 2, with its own line).
    let (status, practised, _) = cargo(&by_cargo.0, &["practise", "leetcode51", "--case", "01"]);
    assert_eq!(status, Some(1), "{practised}");
    assert!(
        practised.contains("\n  rerun: cargo practise leetcode51 --case 01-sample\n")
            && practised.contains("verdict: Runtime Error on 01-sample"),
        "{practised}"
    );
    let (status, made, stderr) = make(&by_make.0, &["practise", "P=leetcode51", "CASE=01"]);
    assert_eq!(status, Some(2), "{made}{stderr}");
    assert!(stderr.ends_with(": practise] Error 1\n"), "{stderr}");
    // Each in its own words: the rerun line, and where this machine lacks LeetCode's Rust
    // (a newcomer's: rustup's default toolchain only), the command that makes the compile
    // exact.
    let in_makes_words = practised
        .replace(
            "rerun: cargo practise leetcode51 --case 01-sample",
            "rerun: make practise P=leetcode51 CASE=01-sample",
        )
        .replace(
            "; cargo toolchain leetcode51 makes it exact)",
            "; make toolchain P=leetcode51 makes it exact)",
        );
    assert_eq!(unmeasured(&made), unmeasured(&in_makes_words));
    // What the library says in make's words is said in cargo's: here the command that makes
    // the compile exact.
    let approximate = [("NQUEENS_TOOLCHAINS", "off")];
    let words = ["practise", "leetcode51", "--case", "01"];
    let (_, said, _) = run_with(&by_cargo.0, "cargo", &words, &approximate);
    assert!(
        said.contains("; cargo toolchain leetcode51 makes it exact)") && !said.contains("make "),
        "{said}"
    );
    // From inside mine/, a Cargo project of its own: its aliases run the workspace's judge by
    // the manifest above it (here the workspace's own, as the copy has none).
    let config = by_cargo.path("mine/.cargo/config.toml");
    let aliases = fs::read_to_string(&config).unwrap();
    assert!(
        aliases.contains("= \"run -q --manifest-path ../Cargo.toml --bin alias -- practise\"\n")
    );
    let manifest = format!("--manifest-path {ROOT}/Cargo.toml ");
    fs::write(
        &config,
        aliases.replace("--manifest-path ../Cargo.toml ", &manifest),
    )
    .unwrap();
    let (status, inside, stderr) = cargo(
        &by_cargo.path("mine"),
        &["practise", "leetcode51", "--case", "01"],
    );
    assert_eq!(status, Some(1), "{stderr}");
    assert_eq!(unmeasured(&inside), unmeasured(&practised));
    // hint: the same hint, the next one's line in each one's words.
    for (k, next) in [(None, "2"), (Some("3"), "")] {
        let mut words = vec!["hint", "leetcode51"];
        let mut make_words = vec!["hint", "P=leetcode51"];
        let k_make = k.map(|k| format!("K={k}"));
        words.extend(k);
        make_words.extend(k_make.as_deref());
        let (status, hinted, _) = cargo(&by_cargo.0, &words);
        assert_eq!(status, Some(0));
        let (status, made, _) = make(&by_make.0, &make_words);
        assert_eq!(status, Some(0));
        let first = hinted.lines().next().unwrap();
        assert!(first.starts_with(&format!("hint {} of 3: ", k.unwrap_or("1"))));
        assert_eq!(made.lines().next(), Some(first));
        if next.is_empty() {
            assert_eq!(made, hinted, "the last hint says no command");
        } else {
            assert!(hinted.ends_with(&format!("(next: cargo hint leetcode51 {next})\n")));
            assert!(made.ends_with(&format!("(next: make hint P=leetcode51 K={next})\n")));
        }
    }
}

/// A refused verb: status 1, nothing on stdout, one line on stderr naming the cargo line.
fn refused(folder: &Path, arguments: &[&str]) -> String {
    let (status, stdout, stderr) = cargo(folder, arguments);
    assert_eq!(status, Some(1), "{arguments:?}: {stdout}{stderr}");
    assert_eq!(stdout, "", "{arguments:?}");
    assert_eq!(stderr.lines().count(), 1, "{arguments:?}: {stderr}");
    let program = format!("cargo {}: ", arguments[0].replace("practice", "practise"));
    assert!(stderr.starts_with(&program), "{arguments:?}: {stderr}");
    stderr.trim_end().to_string()
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
#[cfg(unix)]
fn bad_input_to_a_verb_is_one_line_and_exit_1() {
    let Some(sandbox) = Sandbox::new("refused") else {
        return;
    };
    let folder = &sandbox.0;
    let said = refused(folder, &["practice", "cses1624"]);
    let file = Path::new("mine").join("cses1624.rs");
    assert_eq!(
        said,
        format!(
            "cargo practise: no {} yet: cargo start cses1624 writes it",
            file.display()
        )
    );
    let said = refused(folder, &["practise", "leetcod51"]);
    assert!(said.ends_with("unknown problem `leetcod51`; did you mean leetcode51?"));
    let said = refused(folder, &["submit", "leetcode51", "--file", "nowhere.rs"]);
    assert!(said.ends_with("no file `nowhere.rs`"), "{said}");
    let said = refused(folder, &["practise"]);
    assert!(said.contains("say which problem: cargo practise leetcode51"));
    let said = refused(folder, &["practise", "leetcode51", "--frist"]);
    assert!(said.contains("unknown option `--frist`"), "{said}");
    for k in ["4", "0", "two"] {
        let said = refused(folder, &["hint", "leetcode51", k]);
        assert!(
            said.ends_with(&format!("from 1 to 3; found {k:?}")),
            "{said}"
        );
    }
    let said = refused(folder, &["hint", "judge"]);
    assert!(said.contains("has no hint 1"), "{said}");
    let said = refused(folder, &["start", "fundamental"]);
    assert!(
        said.contains("fundamental is a tool of this workspace"),
        "{said}"
    );
    // Written once, never over the learner's work.
    let (status, _, _) = cargo(folder, &["start", "cses1624"]);
    assert_eq!(status, Some(0));
    let said = refused(folder, &["stress", "cses1624", "--count", "0"]);
    assert!(said.contains("found `0`"), "{said}");
    fs::write(sandbox.path("mine/cses1624.rs"), "my work").unwrap();
    let said = refused(folder, &["start", "cses1624"]);
    assert!(said.ends_with("exists and is yours: edit it, or move it away to start again"));
    assert_eq!(
        fs::read_to_string(sandbox.path("mine/cses1624.rs")).unwrap(),
        "my work"
    );
}
