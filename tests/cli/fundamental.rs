//! `fundamental` as a process: its counts against OEIS A000170 and A002562 by both methods (the
//! walk and the halves) on every engine this CPU runs (the scalar one, and the SIMD ones it has:
//! the library says which, `Engine::runs`), the walk's same classes through the same nodes on
//! each engine, the halves' same classes as the walk's, the parts of a split run adding up to the
//! whole by either method on any engine, and refused input, flags and engines. Speed lives in
//! `make bench`.

use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::count::{Engine, Method};
use nqueens::{oeis, untested};

/// What one run printed.
struct Output {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str], input: &str) -> Output {
    let output = cargo_bin_cmd!("fundamental")
        .args(args)
        .write_stdin(input)
        .output()
        .expect("fundamental runs");
    Output {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// The lines OEIS A000170 and A002562 make of these n.
fn expected(ns: impl IntoIterator<Item = usize>) -> String {
    ns.into_iter()
        .map(|n| {
            let all = oeis::all(n).expect("n in oeis.txt");
            let fundamental = oeis::fundamental(n).expect("n in oeis.txt");
            format!("{n} {all} {fundamental}\n")
        })
        .collect()
}

fn list(ns: impl IntoIterator<Item = usize>) -> String {
    let tokens: Vec<String> = ns.into_iter().map(|n| n.to_string()).collect();
    tokens.join(" ") + "\n"
}

fn method(name: &str) -> Method {
    match name {
        "walk" => Method::Walk,
        _ => Method::Halves,
    }
}

/// The engines this machine's CPU runs for `method`, as the library decides it: the scalar one
/// and the SIMD ones it has; the others are said to be not run here (`untested::cpu`).
fn engines(name: &str) -> Vec<&'static str> {
    let method = method(name);
    let mut engines = Vec::new();
    for engine in Engine::ALL {
        if engine.runs(method) {
            engines.push(engine.name());
        } else {
            let untested = format!("the {} engine of the {}", engine.name(), method.name());
            untested::cpu(engine.needs(method), &untested);
        }
    }
    engines
}

/// The method `fundamental` takes for n by itself.
fn default_method(n: usize) -> &'static str {
    Method::for_n(n).name()
}

/// The engine this machine's CPU takes by default for `method`.
fn default_engine(name: &str) -> &'static str {
    Engine::best(method(name)).name()
}

/// A fundamental count or a part's share of one (`12.25`), in eighths.
fn eighths(text: &str) -> u64 {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let whole: u64 = whole.parse().expect("a count");
    let fraction = match fraction {
        "" => 0,
        "125" => 1,
        "25" => 2,
        "375" => 3,
        "5" => 4,
        "625" => 5,
        "75" => 6,
        "875" => 7,
        _ => panic!("not a share in eighths: {text:?}"),
    };
    8 * whole + fraction
}

/// The `--stats` lines' fields after the time: `n nodes method/engine C2 C4 C8` for each n.
fn stats(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .map(|line| {
            let words: Vec<&str> = line
                .split([' ', ',', ':'])
                .filter(|w| !w.is_empty())
                .collect();
            // `fundamental: n = 8: 340 nodes, 0.000257 s, 1.325e6 nodes/s, walk/avx512, 2 threads,
            // C2 0 C4 1 C8 11, 1290 units`
            let pick = |at: usize| words.get(at).copied().unwrap_or("?");
            [3, 4, 10, 14, 16, 18].map(pick).join(" ")
        })
        .collect()
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_scalar_engine_matches_oeis_up_to_16() {
    let output = run(&["--engine", "scalar"], &list(1..=16));
    assert_eq!(output.stdout, expected(1..=16));
    // More than a second, but stderr is no terminal here: no progress line.
    assert_eq!((output.code, output.stderr.as_str()), (Some(0), ""));
}

#[test]
fn the_stats_say_thread_or_threads() {
    for (threads, said) in [("1", ", 1 thread, "), ("2", ", 2 threads, ")] {
        let output = run(&["--stats", "--threads", threads], "8\n");
        assert!(output.stderr.contains(said), "{}", output.stderr);
    }
}

#[test]
fn the_default_engine_matches_oeis_up_to_16() {
    let output = run(&["--stats"], &list(1..=16));
    assert_eq!(output.stdout, expected(1..=16));
    assert_eq!(output.code, Some(0));
    let lines = stats(&output.stderr);
    assert_eq!(lines.len(), 16, "{}", output.stderr);
    for (n, line) in (1..).zip(lines) {
        let method = default_method(n);
        let taken = format!("{method}/{}", default_engine(method));
        assert_eq!(line.split(' ').nth(2), Some(taken.as_str()), "{line}");
    }
}

/// The classes of the `--stats` lines: `n C2 C4 C8` for each n.
fn classes(stderr: &str) -> Vec<String> {
    stats(stderr)
        .into_iter()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            [words[0], words[3], words[4], words[5]].join(" ")
        })
        .collect()
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn the_halves_match_oeis_and_the_walks_classes_on_every_engine() {
    let input = list(1..=15);
    let walk = run(&["--method", "walk", "--stats"], &input);
    assert_eq!(walk.stdout, expected(1..=15));
    for engine in engines("halves") {
        let output = run(
            &["--method", "halves", "--engine", engine, "--stats"],
            &input,
        );
        assert_eq!(output.stdout, walk.stdout, "{engine}");
        assert!(
            output
                .stderr
                .contains(&format!(" pairs/s, halves/{engine}, ")),
            "{}",
            output.stderr
        );
        assert_eq!(classes(&output.stderr), classes(&walk.stderr), "{engine}");
    }
}

#[test]
fn every_engine_of_the_walk_finds_the_same_classes_through_the_same_nodes() {
    let input = list(1..=14);
    let without_engine = |stderr: &str| -> Vec<String> {
        stats(stderr)
            .into_iter()
            .map(|line| {
                let mut words: Vec<&str> = line.split(' ').collect();
                words[2] = "-";
                words.join(" ")
            })
            .collect()
    };
    let scalar = run(
        &["--method", "walk", "--engine", "scalar", "--stats"],
        &input,
    );
    assert_eq!(scalar.stdout, expected(1..=14));
    for engine in engines("walk") {
        let output = run(&["--engine", engine, "--method", "walk", "--stats"], &input);
        assert_eq!(output.stdout, scalar.stdout, "{engine}");
        assert!(
            output.stderr.contains(&format!(", walk/{engine}, ")),
            "{engine}"
        );
        assert_eq!(
            without_engine(&output.stderr),
            without_engine(&scalar.stderr),
            "{engine}"
        );
    }
}

/// The lines of parts 1/`parts` .. `parts`/`parts` of `ns` with `args`, and their sums: each n's
/// distinct count and fundamental count in eighths (a part's share by halves may not be whole).
fn parts_of(args: &[&str], ns: &[usize], parts: usize) -> (Vec<String>, Vec<(u64, u64)>) {
    let mut sums = vec![(0u64, 0u64); ns.len()];
    let mut lines = Vec::new();
    for part in 1..=parts {
        let slice = format!("{part}/{parts}");
        let mut all_args = args.to_vec();
        all_args.extend(["--part", &slice]);
        let output = run(&all_args, &list(ns.iter().copied()));
        assert_eq!((output.code, output.stderr.as_str()), (Some(0), ""));
        for (at, line) in output.stdout.lines().enumerate() {
            let fields: Vec<&str> = line.split(' ').collect();
            assert_eq!(fields.len(), 3, "{line:?}");
            assert_eq!(fields[0], ns[at].to_string(), "{line:?}");
            sums[at].0 += fields[1].parse::<u64>().expect("a count");
            sums[at].1 += eighths(fields[2]);
        }
        lines.push(output.stdout);
    }
    (lines, sums)
}

#[test]
fn the_parts_add_up_to_the_whole_by_either_method_on_any_engine() {
    let ns: Vec<usize> = (1..=13).collect();
    let whole: Vec<(u64, u64)> = ns
        .iter()
        .map(|&n| (oeis::all(n).unwrap(), 8 * oeis::fundamental(n).unwrap()))
        .collect();
    for method in ["walk", "halves"] {
        let mut by_engine = Vec::new();
        for engine in engines(method) {
            let (lines, sums) = parts_of(&["--method", method, "--engine", engine], &ns, 7);
            assert_eq!(sums, whole, "{method}/{engine}");
            // The work is really split: n = 13 has counts in more than one part.
            let busy = lines
                .iter()
                .filter(|out| !out.ends_with("13 0 0\n"))
                .count();
            assert!(busy > 1, "{lines:?}");
            by_engine.push(lines);
        }
        // A part is the same slice of a method's units whatever the machine and engine: parts
        // counted on different machines add up. (The walk's units and the halves' are different
        // slices of the boards: only their sums agree.)
        for other in &by_engine[1..] {
            assert_eq!(other, &by_engine[0], "{method}");
        }
    }
}

#[test]
fn a_part_by_default_takes_the_same_method_on_any_engine() {
    // n = 16 is counted by halves by default whatever the CPU: the parts of a run split over
    // machines, with AVX-512 or without, are slices of the same units.
    let lines: Vec<String> = engines("halves")
        .into_iter()
        .map(|engine| {
            let output = run(&["--engine", engine, "--part", "3/40", "--stats"], "16\n");
            assert_eq!(output.code, Some(0), "{}", output.stderr);
            let method = stats(&output.stderr)[0].split(' ').nth(2).map(String::from);
            assert_eq!(method, Some(format!("halves/{engine}")));
            output.stdout
        })
        .collect();
    assert!(lines.windows(2).all(|pair| pair[0] == pair[1]), "{lines:?}");
}

#[test]
fn threads_do_not_change_the_counts() {
    let input = list(6..=12);
    let one = run(&["--threads", "1"], &input);
    let three = run(&["--threads", "3"], &input);
    assert_eq!(one.stdout, expected(6..=12));
    assert_eq!(three.stdout, one.stdout);
}

#[test]
fn whitespace_is_lenient() {
    let output = run(&[], " 8\r\n\t9  \n10");
    assert_eq!(output.stdout, expected([8, 9, 10]));
}

#[test]
fn bad_input_is_refused_with_one_line() {
    let cases = [
        ("", "expected at least one integer n, found no input"),
        (" \r\n\t", "expected at least one integer n, found no input"),
        ("8 eight", "expected an integer n, found \"eight\""),
        ("8 9.5", "expected an integer n, found \"9.5\""),
        ("0", "n must be from 1 to 27, found \"0\""),
        ("28", "n must be from 1 to 27, found \"28\""),
        ("-3", "n must be from 1 to 27, found \"-3\""),
        (
            "99999999999999999999999",
            "n must be from 1 to 27, found \"99999999999999999999999\"",
        ),
    ];
    for (input, message) in cases {
        let output = run(&[], input);
        assert_eq!(output.code, Some(1), "{input:?}");
        assert_eq!(
            output.stdout, "",
            "{input:?}: nothing on stdout, not even the good n"
        );
        assert_eq!(
            output.stderr,
            format!("fundamental: {message}\n"),
            "{input:?}"
        );
    }
}

#[test]
fn bad_flags_are_refused_with_one_line() {
    let cases: [&[&str]; 16] = [
        &["--threads", "0"],
        &["--threads"],
        &["--part", "0/3"],
        &["--part", "4/3"],
        &["--part", "1-3"],
        &["--part"],
        &["--engine", "gpu"],
        &["--engine", "walk"],
        &["--engine"],
        &["--method", "Halves"],
        &["--method", "avx2"],
        &["--method"],
        &["--path", "walk"],
        &["--scalar"],
        &["--fast"],
        &["--stats", "-"],
    ];
    for args in cases {
        let output = run(args, "8\n");
        assert_eq!(output.code, Some(1), "{args:?}");
        assert_eq!(output.stdout, "", "{args:?}");
        assert!(
            output.stderr.starts_with("fundamental: "),
            "{args:?}: {}",
            output.stderr
        );
        assert_eq!(
            output.stderr.lines().count(),
            1,
            "{args:?}: {}",
            output.stderr
        );
    }
}

#[test]
fn a_long_token_is_quoted_by_its_first_40_characters() {
    let token = "12345678901234567890123456789012345678901234567890".repeat(2000);
    let prefix = &token[..40];
    let expected = |what: &str| format!("fundamental: {what}\"{prefix}\"… (100000 characters)");
    let output = run(&[], &format!("8 {token}\n"));
    assert_eq!((output.code, output.stdout.as_str()), (Some(1), ""));
    assert_eq!(
        output.stderr,
        expected("n must be from 1 to 27, found ") + "\n"
    );
    let word = "x".repeat(100_000);
    let output = run(&[], &word);
    assert_eq!(
        output.stderr,
        format!(
            "fundamental: expected an integer n, found \"{}\"… (100000 characters)\n",
            &word[..40]
        )
    );
    // As long an argument, where Windows allows it: a whole command line there is at most
    // 32,767 characters (CreateProcessW).
    let argument = &token[..if cfg!(windows) { 20_000 } else { token.len() }];
    for args in [
        vec!["--threads", argument],
        vec!["--part", argument],
        vec!["--engine", argument],
        vec!["--method", argument],
        vec![argument],
    ] {
        let output = run(&args, "8\n");
        assert_eq!((output.code, output.stdout.as_str()), (Some(1), ""));
        let length = argument.len();
        assert!(
            output
                .stderr
                .contains(&format!("\"{prefix}\"… ({length} characters)")),
            "{}",
            output.stderr
        );
        assert!(output.stderr.len() < 200, "{}", output.stderr);
        assert_eq!(output.stderr.lines().count(), 1, "{}", output.stderr);
    }
}

#[test]
fn help_prints_the_usage_and_ends_quietly_on_a_closed_or_full_stdout() {
    let output = run(&["--help"], "");
    assert_eq!(output.code, Some(0));
    assert!(
        output.stdout.starts_with("usage: fundamental "),
        "{}",
        output.stdout
    );
    assert_eq!(output.stderr, "");
    // `fundamental --help | true`: a pipe nobody reads, closed before the usage is written.
    let bin = env!("CARGO_BIN_EXE_fundamental");
    let mut child = std::process::Command::new(bin)
        .arg("--help")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("fundamental runs");
    drop(child.stdout.take());
    let closed = child.wait_with_output().expect("fundamental ends");
    assert_eq!(String::from_utf8_lossy(&closed.stderr), "");
    assert_eq!(closed.status.code(), Some(0));
    // `fundamental --help > /dev/full`, and counting into it: no message, no panic.
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        for (args, input) in [(&["--help"][..], ""), (&[][..], "8\n")] {
            let output = std::process::Command::new(bin)
                .args(args)
                .stdin(std::process::Stdio::piped())
                .stdout(full.try_clone().expect("/dev/full"))
                .stderr(std::process::Stdio::piped())
                .spawn()
                .and_then(|mut child| {
                    use std::io::Write;
                    child
                        .stdin
                        .take()
                        .expect("piped")
                        .write_all(input.as_bytes())?;
                    child.wait_with_output()
                })
                .expect("fundamental runs");
            assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{args:?}");
            assert_eq!(output.status.code(), Some(1), "{args:?}");
        }
    }
}

/// A slice of n = 20, at the halves' full size (lists of a few hundred thousand entries, keys of
/// twelve bits), counts the same on every engine: the scalar engine checks the SIMD ones where
/// the small boards' lists are too short to fill its buckets. (The walk's slices are other
/// boards: its parts and the halves' agree only in their sums, above.)
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_slice_of_n_20_counts_the_same_on_every_engine_of_the_halves() {
    for part in ["1/5000", "1234/5000"] {
        let counted: Vec<String> = engines("halves")
            .into_iter()
            .map(|engine| {
                let output = run(
                    &["--method", "halves", "--engine", engine, "--part", part],
                    "20\n",
                );
                assert_eq!(output.code, Some(0), "{engine}: {}", output.stderr);
                output.stdout
            })
            .collect();
        assert!(
            counted[0].starts_with("20 ") && !counted[0].starts_with("20 0 "),
            "{counted:?}"
        );
        assert!(
            counted.iter().all(|line| *line == counted[0]),
            "{part}: {counted:?}"
        );
    }
}

/// An engine this CPU cannot run for a method (NEON on x86-64, AVX2 and AVX-512 on aarch64,
/// AVX-512 on a CPU without it) is refused before anything is counted: one line that says what
/// it needs, nothing on stdout, exit status 1. Every engine of every method is asked: the ones
/// this CPU runs count, the others are refused.
#[test]
fn an_engine_this_cpu_lacks_is_refused_in_one_line() {
    let mut refused = 0;
    for method in Method::ALL {
        for engine in Engine::ALL {
            let args = ["--method", method.name(), "--engine", engine.name()];
            let output = run(&args, "9 8\n");
            if engine.runs(method) {
                assert_eq!(output.stdout, expected([9, 8]), "{args:?}");
                continue;
            }
            let line = format!(
                "fundamental: this CPU cannot run --engine {} for the {} (n = 9): it needs {}\n",
                engine.name(),
                method.name(),
                engine.needs(method)
            );
            assert_eq!(
                (output.code, output.stdout.as_str()),
                (Some(1), ""),
                "{args:?}"
            );
            assert_eq!(output.stderr, line, "{args:?}");
            refused += 1;
        }
    }
    // Some engine is always refused: no CPU is both x86-64 and aarch64.
    assert!(refused > 0);
}
