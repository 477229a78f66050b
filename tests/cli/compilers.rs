//! Each block compiled by its judge's own Rust: `judge --practise` with the judge's toolchain
//! installed (exact), and with it taken away (`NQUEENS_TOOLCHAINS=off`: approximate, read against
//! the judge's version). The probes are code a learner writes that one judge's rustc refuses and
//! a newer one accepts, lints no judge runs, and arithmetic that wraps as the judges build it.
//! Where CI is set, a missing toolchain fails these tests; elsewhere they say so and pass.

use crate::common::{self, Scratch};
use crate::learner::{judge, solved};
use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::problems;
use nqueens::submission::{Toolchain, COMPILE_CACHE, COMPILE_CACHE_FOLDER, TOOLCHAINS};
use std::fs;

/// Whether the judge's Rust of every problem named is installed; if not, says why (and fails
/// under CI, which installs them all).
fn installed(names: &[&str]) -> bool {
    for name in names {
        let compiler = problems::find(name).and_then(|p| p.compiler).unwrap();
        if let Toolchain::Approximate { why } = Toolchain::of(compiler) {
            let tool = format!(
                "Rust {} (make toolchain P={name} installs it: {why})",
                compiler.rust
            );
            common::missing(&tool, "its exact path");
            return false;
        }
    }
    true
}

/// `judge --practise --case 01 <problem> --file <program>` on the approximate path or not: the
/// exit status and stdout.
fn practise(problem: &str, file: &str, approximate: bool) -> (Option<i32>, String) {
    let mut command = cargo_bin_cmd!("judge");
    if approximate {
        command.env(TOOLCHAINS, "off");
    }
    let output = command
        .args(["--practise", "--case", "01", problem, "--file", file])
        .output();
    let (status, stdout, _) = common::finished(output);
    (status, stdout)
}

/// A whole program (no marker lines: all of it is pasted) that reads nothing and uses `probe`.
fn program(folder: &Scratch, name: &str, probe: &str) -> String {
    let text = format!("fn main() {{\n{probe}\n}}\n");
    folder.write(name, &text).to_str().unwrap().to_string()
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn each_judge_refuses_what_its_own_rustc_refuses_and_a_newer_judge_compiles_it() {
    let folder = Scratch::new("probes");
    // (the judge that refuses it, a judge with a newer Rust, the probe, what rustc says).
    let probes = [
        (
            "spojnqueen",
            "luogu1219",
            "    let x = f64::from(true);\n    let fd: std::os::fd::RawFd = 0;\n    println!(\"{} {}\", x, fd);",
            "the trait bound `f64: From<bool>` is not satisfied",
        ),
        (
            "kattis8queens",
            "aoj8queens",
            "    let (small, large): (Vec<u8>, Vec<u8>) = vec![(1, 9), (2, 8)].into_iter().collect();\n    println!(\"{:?} {:?}\", small, large);",
            "cannot be built from an iterator",
        ),
        (
            "acwing843",
            "boj3344",
            "    struct Board<const N: usize = 8>;\n    let _ = Board::<8>;",
            "default values for const generic parameters",
        ),
        (
            "aoj8queens",
            "luogu1219",
            "    unsafe extern \"C\" {}\n    println!(\"ok\");",
            "unsafe extern",
        ),
    ];
    let names: Vec<&str> = probes
        .iter()
        .flat_map(|(old, new, ..)| [*old, *new])
        .collect();
    if !installed(&names) {
        return;
    }
    for (index, (old, new, probe, said)) in probes.iter().enumerate() {
        let file = program(&folder, &format!("probe{index}.rs"), probe);
        let (status, stdout) = practise(old, &file, false);
        assert_eq!(status, Some(1), "{old}: {stdout}");
        assert!(
            stdout.contains("compiled by rustc ")
                && stdout.ends_with("verdict: Compilation Error\n"),
            "{old}: {stdout}"
        );
        assert!(stdout.contains(said), "{old} should say {said:?}: {stdout}");
        assert!(
            stdout.contains(&format!("{file}:")),
            "the learner's file: {stdout}"
        );
        let (_, stdout) = practise(new, &file, false);
        assert!(
            stdout.contains("compiled by rustc ") && stdout.contains("\ncompiled\n"),
            "{new}: {stdout}"
        );
    }
    // The two std misses at SPOJ are one compile, both named.
    let file = program(&folder, "probe0.rs", probes[0].2);
    let (_, stdout) = practise("spojnqueen", &file, false);
    assert!(stdout.contains("cannot find type `RawFd`"), "{stdout}");
}

/// LeetCode 51 by backtracking, written with two things clippy denies by default and every
/// judge's rustc compiles: a `>= 0` test on a `usize` and a `loop` that always breaks.
const LINTED: &str = "fn place(n: usize, cols: &mut Vec<usize>, boards: &mut Vec<Vec<String>>) {
            let row = cols.len();
            if row == n {
                let board = cols.iter().map(|&c| (0..n).map(|j| if j == c { 'Q' } else { '.' }).collect()).collect();
                boards.push(board);
                return;
            }
            for c in 0..n {
                let mut free = true;
                for (r, &q) in cols.iter().enumerate() {
                    let d = loop { if r > row { break r - row } else { break row - r } };
                    if q == c || (c >= 0 && q + d == c) || q == c + d {
                        free = false;
                    }
                }
                if free {
                    cols.push(c);
                    place(n, cols, boards);
                    cols.pop();
                }
            }
        }
        let mut boards = Vec::new();
        place(n as usize, &mut Vec::new(), &mut boards);
        boards";

#[test]
fn lints_no_judge_runs_are_no_compilation_error_and_warnings_come_after_the_verdict() {
    let folder = Scratch::new("lints");
    let file = folder.write("leetcode51.rs", &solved("leetcode51", LINTED));
    let file = file.to_str().unwrap();
    let mut paths = vec![true];
    if installed(&["leetcode51"]) {
        paths.push(false);
    }
    for approximate in paths {
        let mut command = cargo_bin_cmd!("judge");
        if approximate {
            command.env(TOOLCHAINS, "off");
        }
        let output = command
            .args(["--practise", "leetcode51", "--file", file])
            .output();
        let (status, stdout, _) = common::finished(output);
        assert_eq!(status, Some(0), "approximate {approximate}: {stdout}");
        let verdict = stdout.find("verdict: Accepted\n").expect(&stdout);
        let warnings = stdout
            .find("rustc's warnings on your lines (they change no verdict):\n")
            .expect(&stdout);
        assert!(verdict < warnings, "{stdout}");
        assert!(
            stdout[warnings..].contains(&format!("{file}:")) && stdout.contains("useless"),
            "{stdout}"
        );
        let said = if approximate {
            "(approximate: "
        } else {
            "(exact)"
        };
        assert_eq!(stdout.matches(said).count(), 1, "said once: {stdout}");
    }
}

#[test]
fn warnings_are_few_and_counted() {
    if !installed(&["spojnqueen"]) {
        return;
    }
    let folder = Scratch::new("warnings");
    let unused: String = (0..5)
        .map(|i| format!("    let unused{i} = {i};\n"))
        .collect();
    let file = program(&folder, "unused.rs", &unused);
    let (_, stdout) = practise("spojnqueen", &file, false);
    let after = stdout
        .split("rustc's warnings on your lines")
        .nth(1)
        .expect(&stdout);
    assert_eq!(after.matches("unused variable").count(), 3, "{stdout}");
    assert!(after.ends_with("  and 2 more\n"), "{stdout}");
}

#[test]
fn arithmetic_that_wraps_in_an_optimised_build_is_accepted_as_the_judges_build_it() {
    if !installed(&["acwing843"]) {
        return;
    }
    let folder = Scratch::new("wraps");
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin/acwing843.rs"))
            .unwrap();
    // A hash of the input that overflows `u32` (a debug build panics), printed only on a value
    // it never takes.
    let hashed = source.replacen(
        "fn main() {",
        "fn main() {\n    let mut hash: u32 = 2166136261;\n    for byte in 0..64u32 {\n        hash = (hash ^ byte) * 16777619;\n    }\n    if hash == 1 {\n        println!(\"1\");\n    }",
        1,
    );
    assert_ne!(hashed, source);
    let file = folder.write("acwing843.rs", &hashed);
    let (status, stdout) = practise("acwing843", file.to_str().unwrap(), false);
    assert_eq!(status, Some(0), "{stdout}");
    assert!(stdout.ends_with("verdict: Accepted\n"), "{stdout}");
}

#[test]
fn the_approximate_path_says_so_once_and_reads_the_syntax_table() {
    let folder = Scratch::new("approximate");
    let file = program(
        &folder,
        "let-else.rs",
        "    let Some(n) = Some(3) else { return };\n    println!(\"{}\", n);",
    );
    let (status, stdout) = practise("spojnqueen", &file, true);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(
        stdout.contains(
            "checked by reading against Rust 1.56 (approximate: NQUEENS_TOOLCHAINS=off; \
             make toolchain P=spojnqueen makes it exact)"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("{file}:2: let-else is Rust 1.65")),
        "{stdout}"
    );
}

#[test]
fn a_crate_the_judge_provides_is_no_compilation_error_but_the_workspace_cannot_judge_it() {
    let folder = Scratch::new("crates");
    let body = "use itertools::Itertools;\n        (0..n).permutations(n as usize).map(|_| Vec::new()).collect()";
    let file = folder.write("leetcode51.rs", &solved("leetcode51", body));
    let file = file.to_str().unwrap();
    for mode in ["--practise", "--block"] {
        let (status, stdout, stderr) = judge(&[mode, "leetcode51", "--file", file]);
        assert_eq!(status, Some(2), "{stdout}{stderr}");
        assert!(!stdout.contains("Compilation Error"), "{stdout}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with(&format!("judge: {file}:")) && stderr.contains(
                "the block uses the crate `itertools`, which LeetCode provides (rand 0.8, regex 1, itertools 0.14)"
            ),
            "{stderr}"
        );
    }
    // A judge that provides no crate refuses it as its rustc does.
    let file = program(
        &folder,
        "rand.rs",
        "    let x: u8 = rand::random();\n    println!(\"{}\", x);",
    );
    let (status, stdout) = practise("spojnqueen", &file, true);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(stdout.ends_with("verdict: Compilation Error\n"), "{stdout}");
}

#[test]
fn a_driver_that_does_not_compile_is_named_as_the_driver() {
    let folder = Scratch::new("driver");
    let text = solved("leetcode51", LINTED).replace(
        "let n: i32 = input.trim().parse().unwrap();",
        "let n: i32 = input.trim().parse().unwrap() + undefined;",
    );
    let file = folder.write("leetcode51.rs", &text);
    let (status, stdout, _) =
        judge(&["--practise", "leetcode51", "--file", file.to_str().unwrap()]);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(
        stdout.contains("the local driver below the END line does not compile")
            && stdout.contains("LeetCode never sees it")
            && !stdout.contains("the block does not compile"),
        "{stdout}"
    );
}

/// The path of `problems/<name>.md` and its section `## <heading>`, its lines joined by single
/// spaces (a statement wraps its prose anywhere).
fn section(name: &str, heading: &str) -> (String, Option<String>) {
    let path = format!("{}/problems/{name}.md", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let section = text
        .split(&format!("\n## {heading}\n"))
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .map(|section| section.split_whitespace().collect::<Vec<_>>().join(" "));
    (path, section)
}

#[test]
fn each_statement_says_how_its_block_is_compiled() {
    for problem in problems::PROBLEMS.iter() {
        let Some(compiler) = problem.compiler else {
            continue;
        };
        let (path, section) = section(problem.name, "Rust at this judge");
        let section = section.unwrap_or_else(|| panic!("{path}: no `## Rust at this judge`"));
        for said in [
            format!("`rustc {}`", compiler.rust),
            format!("`{}`", nqueens::submission::command_line(compiler)),
            format!("`make toolchain P={}`", problem.name),
        ] {
            assert!(section.contains(&said), "{path} should say {said}");
        }
        for (name, version) in compiler.crates {
            assert!(
                section.contains(name) && section.contains(version),
                "{path}: {name}"
            );
        }
    }
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn expressions_the_hints_show_compile_at_their_judges_rust() {
    let mut checked = 0;
    for problem in problems::PROBLEMS.iter() {
        let Some(compiler) = problem.compiler else {
            continue;
        };
        let (path, Some(hints)) = section(problem.name, "Hints") else {
            continue;
        };
        // The code spans that are expressions on masks: `x & x.wrapping_neg()`.
        let expressions: Vec<String> = hints
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|span| span.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|span| span.contains('x') && span.contains(['&', '|', '^', '-']))
            .collect();
        if expressions.is_empty() {
            continue;
        }
        if !installed(&[problem.name]) {
            return;
        }
        let Toolchain::Exact { rustc, .. } = Toolchain::of(compiler) else {
            unreachable!("installed");
        };
        let folder = Scratch::new("hints");
        for expression in expressions {
            let file = folder.write(
                "hint.rs",
                &format!("fn main() {{\n    let x: u32 = 12;\n    println!(\"{{}}\", {expression});\n}}\n"),
            );
            let output = std::process::Command::new(&rustc)
                .args(["--edition", compiler.edition, "-o"])
                .arg(folder.join("hint"))
                .arg(&file)
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "{path}: `{expression}` does not compile at Rust {}: {}",
                compiler.rust,
                String::from_utf8_lossy(&output.stderr)
            );
            checked += 1;
        }
    }
    assert!(checked >= 4, "{checked} expressions");
}

/// `judge --practise --case 01 acwing843 --file <file>` on the approximate path with the compile
/// cache in `cache` and `environment` added: the exit status, stdout and stderr.
fn practise_cached(
    cache: &std::path::Path,
    file: &std::path::Path,
    environment: &[(&str, &std::ffi::OsStr)],
) -> (Option<i32>, String, String) {
    let mut command = cargo_bin_cmd!("judge");
    command.env(TOOLCHAINS, "off").env(COMPILE_CACHE, cache);
    for (name, value) in environment {
        command.env(name, value);
    }
    command.args(["--practise", "--case", "01", "acwing843", "--file"]);
    common::finished(command.arg(file).output())
}

/// An AcWing 843 program that compiles, and one that does not.
const FINE: &str = "fn main() {\n    println!(\"Q...\");\n}\n";
const BROKEN: &str = "fn main() {\n    println!(\"Q...\")\n    let x = 1;\n}\n";

/// The folder a learner names as the cache holds what is theirs: the compiles are kept in a
/// folder of their own inside it, and 120 folders of the user's (half of them named as entries
/// are) stay whole: none is counted as a compile, none removed.
#[test]
fn a_cache_folder_given_holds_the_cache_in_a_folder_of_its_own_and_loses_nothing() {
    let folder = Scratch::new("users-cache");
    let theirs: Vec<String> = (0..120)
        .map(|k| match k % 2 {
            0 => format!("{k:016x}"),
            _ => format!("photos-{k}"),
        })
        .collect();
    for name in &theirs {
        folder.write(&format!("{name}/key"), "the user's own\n");
    }
    let programs = Scratch::new("users-programs");
    for text in [FINE, BROKEN] {
        let file = programs.write("program.rs", text);
        let (status, stdout, stderr) = practise_cached(&folder, &file, &[]);
        assert!(matches!(status, Some(0 | 1)), "{stdout}{stderr}");
    }
    for name in &theirs {
        let said = fs::read_to_string(folder.join(name).join("key"));
        assert_eq!(said.ok().as_deref(), Some("the user's own\n"), "{name}");
    }
    let own = folder.join(COMPILE_CACHE_FOLDER);
    assert_eq!(fs::read_dir(&own).unwrap().count(), 2, "{}", own.display());
    assert_eq!(fs::read_dir(&folder.0).unwrap().count(), theirs.len() + 1);
}

/// A compile that failed for the machine's sake (a linker that fails, with a warning naming the
/// file's line beside it) is not kept: once the linker is back, the block compiles.
#[test]
fn a_linker_that_failed_beside_a_warning_is_not_kept_as_a_compilation_error() {
    let folder = Scratch::new("linker");
    let file = folder.write(
        "program.rs",
        "fn main() {\n    let unused = 1;\n    println!(\"Q...\");\n}\n",
    );
    let linker = folder.write("bin/cc", "#!/bin/sh\necho 'cc: no room left' >&2\nexit 1\n");
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&linker)
        .status()
        .unwrap();
    let path = std::env::join_paths(std::iter::once(folder.join("bin")).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    let cache = folder.join("cache");
    let (status, failed, _) = practise_cached(&cache, &file, &[("PATH", path.as_os_str())]);
    assert_ne!(status, Some(0), "{failed}");
    assert!(failed.contains("linking with `cc` failed"), "{failed}");
    let (status, mended, stderr) = practise_cached(&cache, &file, &[]);
    assert!(
        mended.contains("\ncompiled\n") && !mended.contains("Compilation Error"),
        "{mended}{stderr}"
    );
    assert!(matches!(status, Some(0 | 1)), "{mended}{stderr}");
}

/// Ctrl-C while the block compiles (a compiler that takes its time) stops the judge with 130 and
/// says so: no Compilation Error, and nothing kept.
#[test]
fn ctrl_c_during_a_compile_stops_the_judge_and_keeps_nothing() {
    use std::os::unix::process::CommandExt;
    use std::time::{Duration, Instant};
    let folder = Scratch::new("ctrl-c");
    let file = folder.write("program.rs", FINE);
    let started = folder.join("started");
    let driver = folder.write(
        "slow-driver",
        &format!(
            "#!/bin/sh\ncase \"$1\" in --version|-vV) echo 'clippy 0.1.0 (slow)'; exit 0 ;; esac\n\
             touch {}\nexec sleep 60\n",
            nqueens::report::shell_word(&started.display().to_string())
        ),
    );
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&driver)
        .status()
        .unwrap();
    let cache = folder.join("cache");
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_judge"))
        .env(TOOLCHAINS, "off")
        .env(COMPILE_CACHE, &cache)
        .env("CLIPPY_DRIVER", &driver)
        .args(["--practise", "acwing843", "--file"])
        .arg(&file)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        // Its own process group, as a terminal's foreground job: Ctrl-C reaches all of it.
        .process_group(0)
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while !started.exists() {
        assert!(Instant::now() < deadline, "the compile never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    let group = format!("-{}", child.id());
    let sent = std::process::Command::new("kill")
        .args(["-INT", "--", &group])
        .status()
        .unwrap();
    assert!(sent.success());
    let output = child.wait_with_output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    assert_eq!(output.status.code(), Some(130), "{stdout}{stderr}");
    assert!(!stdout.contains("Compilation Error"), "{stdout}");
    assert!(stderr.starts_with("judge: stopped by SIGINT"), "{stderr}");
    let kept = fs::read_dir(cache.join(COMPILE_CACHE_FOLDER))
        .map(|list| list.count())
        .unwrap_or(0);
    assert_eq!(kept, 0);
}

/// The golden harness's `<name>/block` line says when the block was only read against its
/// judge's version (the approximate path), not compiled by the judge's own rustc.
#[test]
fn a_golden_block_line_says_when_it_took_the_approximate_path() {
    // The harness this run built (`cargo test` builds both): the newest `golden-<hash>` beside
    // this test binary.
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let golden = fs::read_dir(&deps)
        .unwrap()
        .flatten()
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with("golden-") && !name.contains('.')
        })
        .max_by_key(|entry| entry.metadata().and_then(|meta| meta.modified()).ok())
        .expect("the golden harness is built beside the command-line tests")
        .path();
    let output = std::process::Command::new(golden)
        .env(TOOLCHAINS, "off")
        .env_remove("CI")
        .args(["--exact", "acwing843/block"])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    let line = report
        .lines()
        .find(|line| line.contains("acwing843/block"))
        .unwrap_or_else(|| panic!("no block line: {report}"));
    assert!(
        line.starts_with("ok ")
            && line.contains("approximate: NQUEENS_TOOLCHAINS=off; make toolchain P=acwing843"),
        "{line}"
    );
}
