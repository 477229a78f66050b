//! `make bench`: how fast each method counts the N-Queens boards, as a table of median times
//! and nodes per second, n = 12..=17 (`BENCH_MAX_N=18` goes on to 18; `BENCH_MIN_N` starts
//! elsewhere). Every count printed is checked against OEIS A000170 and A002562 first: a wrong
//! one aborts the run.
//!
//! Methods, slowest first:
//! - boolean arrays: the AcWing 843 method (arrays for columns and both diagonals), every board;
//! - bit masks: the LeetCode 52 method (three masks, lowest free bit first), the left half of
//!   row 0 counted twice (the mirror);
//! - symmetry classes: `fundamental` (Takaken's method, both counts) on the scalar path and on
//!   the 16-lane AVX-512 path where the CPU has it, on one thread and on all;
//! - and AcWing 843's whole output, n = 12..=14, written to a pipe: MB/s.
//!
//! A node is a queen placed: every square a search puts a queen on, last rows included. The
//! `fundamental` rows run its binary with `--stats`, which reports nodes and the time inside
//! the process. Times are medians of up to 5 runs: fewer (never less than one) where one run
//! takes seconds. To keep the default table within about two minutes on two cores, a cell whose
//! time, estimated from the method's growth over the n before, passes 20 s is skipped with its
//! estimate printed (the boolean arrays at n = 16 and 17 take minutes): `BENCH_SLOW=1` runs
//! every cell.

use nqueens::oeis;
use std::env;
use std::io::{self, Read, Write};
use std::process::{self, Command, Stdio};
use std::time::{Duration, Instant};

const FUNDAMENTAL: &str = env!("CARGO_BIN_EXE_fundamental");
const ACWING843: &str = env!("CARGO_BIN_EXE_acwing843");

/// What one run of a method found.
struct Found {
    /// A000170: every board.
    all: u64,
    /// A002562: boards up to rotation and reflection, where the method counts them.
    fundamental: Option<u64>,
    nodes: u64,
    seconds: f64,
}

/// A method run in the bench's own process.
type Search = fn(usize) -> Found;

/// The AcWing 843 method, counting: boolean arrays for columns and both diagonals.
fn boolean_arrays(n: usize) -> Found {
    fn place(
        row: usize,
        n: usize,
        columns: &mut [bool],
        diagonals: &mut [bool],
        anti_diagonals: &mut [bool],
        found: &mut (u64, u64),
    ) {
        if row == n {
            found.0 += 1;
            return;
        }
        for col in 0..n {
            let (diagonal, anti_diagonal) = (row + col, row + n - 1 - col);
            if columns[col] || diagonals[diagonal] || anti_diagonals[anti_diagonal] {
                continue;
            }
            found.1 += 1;
            columns[col] = true;
            diagonals[diagonal] = true;
            anti_diagonals[anti_diagonal] = true;
            place(row + 1, n, columns, diagonals, anti_diagonals, found);
            columns[col] = false;
            diagonals[diagonal] = false;
            anti_diagonals[anti_diagonal] = false;
        }
    }
    let started = Instant::now();
    let mut found = (0, 0);
    let (mut columns, mut diagonals, mut anti_diagonals) =
        (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
    place(
        0,
        n,
        &mut columns,
        &mut diagonals,
        &mut anti_diagonals,
        &mut found,
    );
    Found {
        all: found.0,
        fundamental: None,
        nodes: found.1,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// The LeetCode 52 method, counting: bit masks, lowest free bit first; row 0's queen only in
/// the left half, counted twice (the mirror), and in the middle column once.
fn bit_masks(n: usize) -> Found {
    fn place(all: u32, columns: u32, left: u32, right: u32, nodes: &mut u64) -> u64 {
        if columns == all {
            return 1;
        }
        let mut total = 0;
        let mut free = all & !(columns | left | right);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            *nodes += 1;
            total += place(
                all,
                columns | bit,
                (left | bit) << 1,
                (right | bit) >> 1,
                nodes,
            );
        }
        total
    }
    let started = Instant::now();
    let all = (1u32 << n) - 1;
    let mut nodes = 0;
    let mut total = 0;
    for col in 0..n.div_ceil(2) {
        let bit = 1u32 << col;
        nodes += 1;
        let below = place(all, bit, bit << 1, bit >> 1, &mut nodes);
        total += if 2 * col + 1 == n { below } else { 2 * below };
    }
    Found {
        all: total,
        fundamental: None,
        nodes,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// `fundamental` with `args`, `runs` times on n in one process: each run's line and stats.
fn fundamental(n: usize, args: &[&str], runs: usize) -> Vec<Found> {
    let input = format!("{}\n", vec![n.to_string(); runs].join(" "));
    let output = Command::new(FUNDAMENTAL)
        .args(args)
        .arg("--stats")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .expect("piped")
                .write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap_or_else(|error| abort(&format!("cannot run {FUNDAMENTAL}: {error}")));
    let (stdout, stderr) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    if !output.status.success() {
        abort(&format!("fundamental {args:?} failed: {stderr}"));
    }
    let lines: Vec<&str> = stdout.lines().collect();
    let stats: Vec<&str> = stderr.lines().collect();
    if lines.len() != runs || stats.len() != runs {
        abort(&format!("fundamental {args:?}: {stdout}{stderr}"));
    }
    lines
        .iter()
        .zip(&stats)
        .map(|(line, stat)| {
            // `n all fundamental`, and `fundamental: n = N: NODES nodes, SECONDS s, ...`.
            let numbers: Vec<u64> = line.split(' ').filter_map(|w| w.parse().ok()).collect();
            let words: Vec<&str> = stat
                .split([' ', ',', ':'])
                .filter(|w| !w.is_empty())
                .collect();
            match (numbers.as_slice(), words.get(4), words.get(6)) {
                (&[m, all, fundamental], Some(nodes), Some(seconds)) if m == n as u64 => Found {
                    all,
                    fundamental: Some(fundamental),
                    nodes: nodes.parse().unwrap_or_else(|_| abort(stat)),
                    seconds: seconds.parse().unwrap_or_else(|_| abort(stat)),
                },
                _ => abort(&format!(
                    "fundamental {args:?}: cannot read {line:?} / {stat:?}"
                )),
            }
        })
        .collect()
}

/// AcWing 843's whole output for n through a pipe: bytes and seconds.
fn acwing843_output(n: usize) -> (u64, f64) {
    let started = Instant::now();
    let mut child = Command::new(ACWING843)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|error| abort(&format!("cannot run {ACWING843}: {error}")));
    let written = child
        .stdin
        .take()
        .expect("piped")
        .write_all(format!("{n}\n").as_bytes());
    let mut stdout = child.stdout.take().expect("piped");
    let mut buffer = vec![0u8; 1 << 20];
    let mut bytes = 0u64;
    loop {
        match stdout.read(&mut buffer) {
            Ok(0) => break,
            Ok(read) => bytes += read as u64,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => abort(&format!("acwing843: {error}")),
        }
    }
    let status = child.wait();
    let seconds = started.elapsed().as_secs_f64();
    if written.is_err() || !status.is_ok_and(|status| status.success()) {
        abort(&format!("acwing843 failed on n = {n}"));
    }
    (bytes, seconds)
}

fn abort(message: &str) -> ! {
    eprintln!("bench: {message}");
    process::exit(1);
}

/// Aborts unless `found` holds OEIS's counts for n.
fn check(method: &str, n: usize, found: &Found) {
    let all = oeis::all(n).unwrap_or_else(|| abort(&format!("no OEIS count for n = {n}")));
    let fundamental = oeis::fundamental(n).expect("A002562 has every n A000170 has");
    if found.all != all
        || found
            .fundamental
            .is_some_and(|counted| counted != fundamental)
    {
        abort(&format!(
            "WRONG COUNT: {method}, n = {n}: {} / {:?}, but OEIS A000170 and A002562 say {all} / \
             {fundamental}",
            found.all, found.fundamental
        ));
    }
}

fn median(mut seconds: Vec<f64>) -> f64 {
    seconds.sort_by(f64::total_cmp);
    let middle = seconds.len() / 2;
    if seconds.len() % 2 == 1 {
        seconds[middle]
    } else {
        (seconds[middle - 1] + seconds[middle]) / 2.0
    }
}

/// How many runs make a median: 5, or fewer where one run takes a while.
fn runs_after(first: f64) -> usize {
    match first {
        t if t < 0.5 => 5,
        t if t < 4.0 => 3,
        _ => 1,
    }
}

fn env_n(name: &str, default: usize) -> usize {
    match env::var(name) {
        Ok(value) => match value.trim().parse() {
            Ok(n) if (4..=27).contains(&n) => n,
            _ => abort(&format!("{name} wants an n in 4..=27, found {value:?}")),
        },
        Err(_) => default,
    }
}

/// The longest a cell may be expected to take before the default run skips it.
const CELL_LIMIT: f64 = 20.0;

/// A method's time for the next n from its last two medians (a search grows 5 to 8 times an n).
fn estimate(medians: &[f64]) -> Option<f64> {
    let (&last, before) = medians.split_last()?;
    let growth = before
        .last()
        .map_or(7.0, |&previous| (last / previous).clamp(5.0, 9.0));
    Some(last * growth)
}

/// Whether to skip a cell, printing the row that says so.
fn skip(method: &str, n: usize, medians: &[f64], slow: bool) -> bool {
    match estimate(medians) {
        Some(expected) if !slow && expected > CELL_LIMIT => {
            println!(
                "{method:<37} {n:>3}    - skipped: about {} (BENCH_SLOW=1 runs it)",
                format_seconds(expected)
            );
            true
        }
        _ => false,
    }
}

fn row(method: &str, n: usize, runs: usize, seconds: f64, nodes: u64, found: &Found) {
    let counts = match found.fundamental {
        Some(fundamental) => format!("{} / {fundamental}", found.all),
        None => found.all.to_string(),
    };
    println!(
        "{method:<37} {n:>3} {runs:>4} {:>11} {nodes:>14} {:>11}  {counts}",
        format_seconds(seconds),
        format!("{:.3e}", nodes as f64 / seconds.max(1e-9)),
    );
}

fn format_seconds(seconds: f64) -> String {
    if seconds < 1.0 {
        format!("{:.2} ms", seconds * 1e3)
    } else {
        format!("{seconds:.3} s")
    }
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is not supported.
    let min_n = env_n("BENCH_MIN_N", 12);
    let max_n = env_n("BENCH_MAX_N", 17).max(min_n);
    let threads = std::thread::available_parallelism().map_or(1, |count| count.get());
    let slow = env::var_os("BENCH_SLOW").is_some_and(|value| value != "0");
    let started = Instant::now();
    // The paths `fundamental` takes: ask its --stats on a tiny n.
    let simd = {
        let output = Command::new(FUNDAMENTAL)
            .arg("--stats")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().expect("piped").write_all(b"8\n")?;
                child.wait_with_output()
            })
            .unwrap_or_else(|error| abort(&format!("cannot run {FUNDAMENTAL}: {error}")));
        String::from_utf8_lossy(&output.stderr).contains("avx512")
    };
    println!(
        "N-Queens counting, n = {min_n}..={max_n}: median of the runs, {threads} threads available, \
         AVX-512 path {}",
        if simd { "available" } else { "not available on this CPU" }
    );
    println!(
        "{:<37} {:>3} {:>4} {:>11} {:>14} {:>11}  counts (checked against OEIS)",
        "method", "n", "runs", "median", "nodes", "nodes/s"
    );
    let all_threads = threads.to_string();
    let mut methods: Vec<(String, Vec<&str>)> = vec![
        (
            "symmetry classes, scalar, 1 thread".into(),
            vec!["--scalar", "--threads", "1"],
        ),
        (
            format!("symmetry classes, scalar, {threads} threads"),
            vec!["--scalar", "--threads", &all_threads],
        ),
    ];
    if simd {
        methods.push((
            "symmetry classes, AVX-512, 1 thread".into(),
            vec!["--threads", "1"],
        ));
        methods.push((
            format!("symmetry classes, AVX-512, {threads} threads"),
            vec!["--threads", &all_threads],
        ));
    }
    let local: [(&str, Search); 2] = [
        ("boolean arrays (AcWing 843)", boolean_arrays),
        ("bit masks + mirror (LeetCode 52)", bit_masks),
    ];
    for (method, search) in local {
        let mut medians = Vec::new();
        for n in min_n..=max_n {
            if skip(method, n, &medians, slow) {
                break;
            }
            let first = search(n);
            check(method, n, &first);
            let mut seconds = vec![first.seconds];
            for _ in 1..runs_after(first.seconds) {
                let again = search(n);
                check(method, n, &again);
                seconds.push(again.seconds);
            }
            let (runs, time) = (seconds.len(), median(seconds));
            medians.push(time);
            row(method, n, runs, time, first.nodes, &first);
        }
        io::stdout().flush().ok();
    }
    // The targets of the issue: (n, method, seconds).
    let mut targets = Vec::new();
    for (method, args) in &methods {
        let mut medians = Vec::new();
        for n in min_n..=max_n {
            if skip(method, n, &medians, slow) {
                break;
            }
            let first = fundamental(n, args, 1).remove(0);
            check(method, n, &first);
            let mut runs = vec![first.seconds];
            let more = runs_after(first.seconds) - 1;
            if more > 0 {
                for again in fundamental(n, args, more) {
                    check(method, n, &again);
                    if again.nodes != first.nodes {
                        abort(&format!("{method}, n = {n}: the node count changed"));
                    }
                    runs.push(again.seconds);
                }
            }
            let (count, time) = (runs.len(), median(runs));
            medians.push(time);
            targets.push((n, method.clone(), time));
            row(method, n, count, time, first.nodes, &first);
        }
        io::stdout().flush().ok();
    }
    println!();
    println!(
        "{:<37} {:>3} {:>4} {:>11} {:>14} {:>11}  boards (checked against OEIS)",
        "whole output to a pipe", "n", "runs", "median", "bytes", "MB/s"
    );
    for n in 12..=14 {
        let board = (n * (n + 1) + 1) as u64; // n rows of n cells and '\n', then an empty line
        let mut seconds = Vec::new();
        let mut bytes = 0;
        for _ in 0..3 {
            let (written, time) = acwing843_output(n);
            let all = oeis::all(n).expect("n <= 14 is in oeis.txt");
            if written != all * board {
                abort(&format!(
                    "WRONG OUTPUT: acwing843, n = {n}: {written} bytes, but OEIS A000170's {all} \
                     boards make {}",
                    all * board
                ));
            }
            bytes = written;
            seconds.push(time);
        }
        let time = median(seconds);
        println!(
            "{:<37} {n:>3} {:>4} {:>11} {bytes:>14} {:>11.1}  {}",
            "acwing843 (the real program)",
            3,
            format_seconds(time),
            bytes as f64 / 1e6 / time,
            bytes / board
        );
    }
    println!();
    let fastest = |n: usize, threads: &str| {
        targets
            .iter()
            .filter(|(m, method, _)| *m == n && method.ends_with(threads))
            .map(|(_, method, time)| (time, method))
            .min_by(|a, b| a.0.total_cmp(b.0))
    };
    let all_threads = format!(", {threads} threads");
    for (n, on, limit) in [
        (16, ", 1 thread", 0.25),
        (16, all_threads.as_str(), 0.15),
        (17, all_threads.as_str(), 1.0),
    ] {
        if let Some((time, method)) = fastest(n, on) {
            let verdict = if *time < limit { "met" } else { "missed" };
            println!(
                "target n = {n}{on} < {limit} s: {verdict}, {} ({method})",
                format_seconds(*time)
            );
        }
    }
    println!(
        "every count above equals OEIS; the table took {:.0} s",
        Duration::as_secs_f64(&started.elapsed())
    );
}
