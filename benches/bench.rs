//! `make bench`: how fast each method counts the N-Queens boards, as a table of median times
//! and nodes per second, n = 12..=17 (`BENCH_MAX_N=18` goes on to 18; `BENCH_MIN_N` starts
//! elsewhere). Every count printed is checked against OEIS A000170 and A002562 first: a wrong
//! one aborts the run. The table and its reading are in benches/README.md.
//!
//! Methods, slowest first, each the real code, not a copy:
//! - the LeetCode 52 block (bit masks, the left half of row 0 counted twice): the SUBMISSION
//!   block of src/bin/leetcode52.rs, compiled on its own by rustc with the release profile's
//!   optimisation under a driver that times `total_n_queens` (total only);
//! - symmetry classes: the library's engine (`nqueens::count`, what `fundamental` runs), the
//!   walk, both counts, on each engine this CPU runs (`Engine::runs`): scalar (the baseline),
//!   AVX2 and AVX-512 depth slices; on one thread and on all;
//! - by halves against the walk: the engine's half-board join (the default from n = 16) beside
//!   the walk's depth slices, one thread each, taking turns, n = 16..=17 (`BENCH_HALVES_MAX_N=19`
//!   goes on to 19, which takes minutes), with the ratios;
//! - AcWing 843, the real binary, its whole output (every board) written to a pipe: MB/s;
//! - the judge programs whose input is more than one n, as the real binaries on the largest and
//!   hardest inputs their judges send, beside the judge's time limit and a baseline: the start-up
//!   of a program that does no search. Each answer passes the problem's independent check first.
//!
//! A node is a queen placed: every square a search puts a queen on, last rows included (the
//! engine counts them; the LeetCode block does not, so its row shows no nodes). Times are medians
//! of up to 5 runs: fewer (never less than one) where one run takes seconds. At each n the
//! engines run in turn, run after run, so a busy spell of the machine slows them alike;
//! beside the wall time, the engine's rows give the process's CPU time (all threads), which
//! other jobs sharing the cores do not inflate. To keep the default
//! table within a few minutes on two cores, a cell whose time, estimated from the method's growth
//! over the n before, passes 20 s is skipped with its estimate printed: `BENCH_SLOW=1` runs every
//! cell.

use nqueens::count::{self, Engine, Method as Way};
use nqueens::rng::Rng;
use nqueens::{oeis, problems, submission};
use std::env;
use std::fs;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{self, Command, Stdio};
use std::time::{Duration, Instant};

const LEETCODE52: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin/leetcode52.rs");

/// What one run of a method found.
struct Found {
    /// A000170: every board.
    all: u64,
    /// A002562: boards up to rotation and reflection, where the method counts them.
    fundamental: Option<u64>,
    /// Queens placed, where the method counts them.
    nodes: Option<u64>,
    seconds: f64,
    /// CPU time of all the process's threads, where measured in process.
    cpu: Option<f64>,
}

/// The CPU time of the whole process so far (Linux: `clock_gettime`, which std links already).
fn process_cpu() -> Option<f64> {
    #[cfg(target_os = "linux")]
    {
        #[repr(C)]
        struct Timespec {
            seconds: i64,
            nanoseconds: i64,
        }
        extern "C" {
            fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
        }
        const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
        let mut time = Timespec {
            seconds: 0,
            nanoseconds: 0,
        };
        // SAFETY: `time` is a valid timespec to write.
        let status = unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut time) };
        (status == 0).then_some(time.seconds as f64 + time.nanoseconds as f64 * 1e-9)
    }
    #[cfg(not(target_os = "linux"))]
    None
}

/// The LeetCode 52 block under a driver: `PROGRAM n runs` prints `count seconds` per run.
const DRIVER: &str = r#"
fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("a number")).collect();
    for _ in 0..args[1] {
        let started = std::time::Instant::now();
        let count = Solution::total_n_queens(args[0] as i32);
        println!("{} {}", count, started.elapsed().as_secs_f64());
    }
}
pub struct Solution;
"#;

/// Compiles the LeetCode 52 block under `DRIVER` with the release profile's optimisation.
fn compile_leetcode52() -> std::path::PathBuf {
    let source = fs::read_to_string(LEETCODE52)
        .unwrap_or_else(|error| abort(&format!("cannot read {LEETCODE52}: {error}")));
    let block = submission::block(&source)
        .unwrap_or_else(|why| abort(&format!("{LEETCODE52}: {why}")))
        .text;
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let (file, program) = (
        dir.join("leetcode52_block.rs"),
        dir.join("leetcode52_block"),
    );
    fs::write(&file, format!("{block}{DRIVER}"))
        .unwrap_or_else(|error| abort(&format!("cannot write {}: {error}", file.display())));
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let status = Command::new(&rustc)
        .args([
            "--edition",
            "2021",
            "-C",
            "opt-level=3",
            "-C",
            "codegen-units=1",
        ])
        .args(["-C", "panic=abort", "-o"])
        .arg(&program)
        .arg(&file)
        .status()
        .unwrap_or_else(|error| abort(&format!("cannot run {rustc}: {error}")));
    if !status.success() {
        abort("the LeetCode 52 block does not compile under the bench's driver");
    }
    program
}

/// The LeetCode 52 block, `runs` times on n in one process.
fn leetcode52(program: &std::path::Path, n: usize, runs: usize) -> Vec<Found> {
    let output = Command::new(program)
        .args([n.to_string(), runs.to_string()])
        .output()
        .unwrap_or_else(|error| abort(&format!("cannot run {}: {error}", program.display())));
    let stdout = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() || stdout.lines().count() != runs {
        abort(&format!(
            "the LeetCode 52 block failed on n = {n}: {stdout}"
        ));
    }
    stdout
        .lines()
        .map(|line| match line.split_once(' ') {
            Some((all, seconds)) => Found {
                all: all.parse().unwrap_or_else(|_| abort(line)),
                fundamental: None,
                nodes: None,
                seconds: seconds.parse().unwrap_or_else(|_| abort(line)),
                cpu: None,
            },
            None => abort(line),
        })
        .collect()
}

/// The library's engine, `way` on `engine` with `threads` threads.
fn engine(n: usize, way: Way, path: Engine, threads: usize) -> Found {
    let (started, cpu) = (Instant::now(), process_cpu());
    let counts = count::count(n, way, path, threads, 0, 1, None);
    let seconds = started.elapsed().as_secs_f64();
    Found {
        all: counts.distinct(),
        fundamental: Some(counts.fundamental()),
        nodes: Some(counts.nodes),
        seconds,
        cpu: cpu.zip(process_cpu()).map(|(before, after)| after - before),
    }
}

/// AcWing 843's whole output for n through a pipe: bytes and seconds.
fn acwing843_output(n: usize) -> (u64, f64) {
    let started = Instant::now();
    let acwing843 = binary("acwing843");
    let mut child = Command::new(&acwing843)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|error| abort(&format!("cannot run {}: {error}", acwing843.display())));
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

/// A method's time for the next n from its last two medians (a search grows 5 to 9 times an n).
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
                "{method:<38} {n:>3}    - skipped: about {} (BENCH_SLOW=1 runs it)",
                format_seconds(expected)
            );
            true
        }
        _ => false,
    }
}

fn row(method: &str, n: usize, runs: usize, seconds: f64, cpu: Option<f64>, found: &Found) {
    let counts = match found.fundamental {
        Some(fundamental) => format!("{} / {fundamental}", found.all),
        None => found.all.to_string(),
    };
    let (nodes, rate) = match found.nodes {
        Some(nodes) => (
            nodes.to_string(),
            format!("{:.3e}", nodes as f64 / seconds.max(1e-9)),
        ),
        None => ("-".to_string(), "-".to_string()),
    };
    let cpu = cpu.map_or("-".to_string(), format_seconds);
    println!(
        "{method:<38} {n:>3} {runs:>4} {:>10} {cpu:>10} {nodes:>14} {rate:>10}  {counts}",
        format_seconds(seconds),
    );
}

fn format_seconds(seconds: f64) -> String {
    if seconds < 1.0 {
        format!("{:.2} ms", seconds * 1e3)
    } else {
        format!("{seconds:.3} s")
    }
}

/// A method: its name and what one run of it on n finds.
type Method<'a> = (String, Box<dyn Fn(usize) -> Found + 'a>);

/// Times `methods` over n = `min_n..=max_n`, each row printed: at each n, the methods' runs
/// alternate, so that a machine busy with something else for a while slows them alike. Returns
/// each method's (n, wall median, CPU median).
fn time_methods(
    methods: &[Method],
    (min_n, max_n): (usize, usize),
    slow: bool,
) -> Vec<Vec<(usize, f64, Option<f64>)>> {
    let mut medians: Vec<Vec<(usize, f64, Option<f64>)>> = vec![Vec::new(); methods.len()];
    let mut skipped = vec![false; methods.len()];
    for n in min_n..=max_n {
        // Each method's runs at this n: the first decides how many make its median.
        let mut runs: Vec<Vec<Found>> = Vec::new();
        for (at, (name, search)) in methods.iter().enumerate() {
            let times: Vec<f64> = medians[at].iter().map(|&(_, time, _)| time).collect();
            skipped[at] = skipped[at] || skip(name, n, &times, slow);
            let first = if skipped[at] { None } else { Some(search(n)) };
            if let Some(first) = &first {
                check(name, n, first);
            }
            runs.push(first.into_iter().collect());
        }
        let wanted: Vec<usize> = runs
            .iter()
            .map(|found| found.first().map_or(0, |first| runs_after(first.seconds)))
            .collect();
        for round in 1..wanted.iter().copied().max().unwrap_or(0) {
            for (at, (name, search)) in methods.iter().enumerate() {
                if round < wanted[at] {
                    let again = search(n);
                    check(name, n, &again);
                    if again.nodes != runs[at][0].nodes {
                        abort(&format!("{name}, n = {n}: the node count changed"));
                    }
                    runs[at].push(again);
                }
            }
        }
        for (at, (name, _)) in methods.iter().enumerate() {
            let Some(first) = runs[at].first() else {
                continue;
            };
            let time = median(runs[at].iter().map(|found| found.seconds).collect());
            let cpu: Option<Vec<f64>> = runs[at].iter().map(|found| found.cpu).collect();
            let cpu = cpu.map(median);
            medians[at].push((n, time, cpu));
            row(name, n, runs[at].len(), time, cpu, first);
        }
        io::stdout().flush().ok();
    }
    medians
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is not supported.
    let min_n = env_n("BENCH_MIN_N", 12);
    let max_n = env_n("BENCH_MAX_N", 17).max(min_n);
    let threads = std::thread::available_parallelism().map_or(1, |count| count.get());
    let slow = env::var_os("BENCH_SLOW").is_some_and(|value| value != "0");
    let started = Instant::now();
    let engines = |way: Way| -> Vec<Engine> {
        Engine::ALL
            .into_iter()
            .filter(|engine| engine.runs(way))
            .collect()
    };
    let paths = engines(Way::Walk);
    let names = |way: Way| -> String {
        let names: Vec<&str> = engines(way).iter().map(|engine| engine.name()).collect();
        format!("{} {}", way.name(), names.join(", "))
    };
    println!(
        "N-Queens counting, n = {min_n}..={max_n}: median of the runs, {threads} threads available, \
         engines on this CPU: {}; {}",
        names(Way::Walk),
        names(Way::Halves)
    );
    println!(
        "{:<38} {:>3} {:>4} {:>10} {:>10} {:>14} {:>10}  counts (checked against OEIS)",
        "method", "n", "runs", "median", "CPU", "nodes", "nodes/s"
    );
    let range = (min_n, max_n);
    let program = compile_leetcode52();
    let block: Vec<Method> = vec![(
        "LeetCode 52 block (bit masks + mirror)".to_string(),
        Box::new(|n| leetcode52(&program, n, 1).remove(0)),
    )];
    time_methods(&block, range, slow);
    let timed = engine_table(&paths, threads, range, slow);
    halves_table(env_n("BENCH_HALVES_MAX_N", 17));
    pipe_table();
    targets(&timed, threads);
    println!();
    worst_inputs();
    println!(
        "every count above equals OEIS; the table took {:.0} s",
        Duration::as_secs_f64(&started.elapsed())
    );
}

/// The medians of one engine on some threads: (n, wall, CPU) for each n timed.
type Timed = Vec<((Engine, usize), Vec<(usize, f64, Option<f64>)>)>;

/// The walk on each engine this CPU runs, one thread and all, side by side.
fn engine_table(paths: &[Engine], threads: usize, range: (usize, usize), slow: bool) -> Timed {
    let mut methods: Vec<Method> = Vec::new();
    let mut keys = Vec::new();
    let thread_counts = if threads > 1 {
        vec![1, threads]
    } else {
        vec![1]
    };
    for on in thread_counts {
        for &path in paths {
            let label = if path == Engine::SCALAR {
                "symmetry classes, scalar".to_string()
            } else {
                format!("symmetry, {} depth slices", path.name())
            };
            methods.push((
                format!("{label}, {on} thr"),
                Box::new(move |n| engine(n, Way::Walk, path, on)),
            ));
            keys.push((path, on));
        }
    }
    keys.into_iter()
        .zip(time_methods(&methods, range, slow))
        .collect()
}

/// The halves against the walk, one thread each, n = 16..=`max_n`, taking turns at each n (every
/// cell runs, however long: `BENCH_HALVES_MAX_N` asks for the long ones), then halves / walk.
fn halves_table(max_n: usize) {
    let best = |way: Way| Engine::best(way);
    let mut methods: Vec<Method> = vec![(
        format!("walk, {}, 1 thr", best(Way::Walk).name()),
        Box::new(move |n| engine(n, Way::Walk, best(Way::Walk), 1)),
    )];
    for path in Engine::ALL
        .into_iter()
        .filter(|path| path.runs(Way::Halves))
        .rev()
    {
        methods.push((
            format!("halves, {}, 1 thr", path.name()),
            Box::new(move |n| engine(n, Way::Halves, path, 1)),
        ));
    }
    println!();
    println!(
        "by halves against the walk (one thread each, taking turns; the halves' nodes: top-bottom \
         pairs decided)"
    );
    let medians = time_methods(&methods, (16, max_n.max(16)), true);
    // Issue 28's target: the halves on AVX2 at least twice the scalar halves at n = 18.
    let halves_cpu = |name: &str, n: usize| {
        let at = methods
            .iter()
            .position(|(label, _)| label.as_str() == name)?;
        medians[at].iter().find(|m| m.0 == n).and_then(|m| m.2)
    };
    let avx2 = halves_cpu("halves, avx2, 1 thr", 18);
    if let Some((avx2, scalar)) = avx2.zip(halves_cpu("halves, scalar, 1 thr", 18)) {
        let ratio = avx2 / scalar;
        let verdict = if ratio <= 0.5 { "met" } else { "missed" };
        println!(
            "target n = 18, 1 thread, CPU: halves avx2 / scalar <= 0.5: {verdict}, {ratio:.3}"
        );
    }
    for (at, (name, _)) in methods.iter().enumerate().skip(1) {
        for (&(n, halves, halves_cpu), &(_, walk, walk_cpu)) in medians[at].iter().zip(&medians[0])
        {
            let cpu = halves_cpu
                .zip(walk_cpu)
                .map_or(String::new(), |(h, w)| format!(", CPU {:.2}x", w / h));
            println!(
                "n = {n}: {name} is {:.2}x the walk's speed (wall{cpu})",
                walk / halves
            );
        }
    }
}

/// AcWing 843's whole output to a pipe, n = 12..=14: MB/s, the bytes checked against OEIS.
fn pipe_table() {
    println!();
    println!(
        "{:<38} {:>3} {:>4} {:>10} {:>10} {:>14} {:>10}  boards (checked against OEIS)",
        "whole output to a pipe", "n", "runs", "median", "", "bytes", "MB/s"
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
            "{:<38} {n:>3} {:>4} {:>10} {:>10} {bytes:>14} {:>10.1}  {}",
            "AcWing 843 program (boolean arrays)",
            3,
            format_seconds(time),
            "",
            bytes as f64 / 1e6 / time,
            bytes / board
        );
    }
}

/// The targets: the depth slices against the scalar search, and all threads against one.
fn targets(timed: &Timed, threads: usize) {
    let median_of = |path: Engine, on: usize, n: usize, cpu: bool| {
        timed
            .iter()
            .filter(|&&((p, t), _)| p == path && t == on)
            .flat_map(|(_, medians)| medians.iter())
            .find(|&&(m, _, _)| m == n)
            .and_then(|&(_, time, cpu_time)| if cpu { cpu_time } else { Some(time) })
    };
    // The depth slices against the scalar search on one thread (wall and CPU time): what the
    // SIMD engine buys. (The lanes with stacks, the engine before issue 10 and its baseline, were
    // retired by issue 15; the last run beside them measured slices / stacks at 0.44 to 0.48.)
    // AVX2's target is issue 28's: at least 2.5 times the scalar walk at n = 16.
    let mut targets = Vec::new();
    let simd_limits = [("avx512", 0.25), ("avx2", 0.4)]
        .map(|(name, limit)| (Engine::named(name).expect("an engine of the table"), limit));
    for (simd, limit) in simd_limits {
        for n in [16, 17] {
            for (cpu, clock) in [(false, "wall"), (true, "CPU")] {
                let ratio = median_of(simd, 1, n, cpu)
                    .zip(median_of(Engine::SCALAR, 1, n, cpu))
                    .map(|(simd, scalar)| simd / scalar);
                let name = simd.name();
                targets.push((
                    format!("n = {n}, 1 thread, {clock}: {name} depth slices / scalar <= {limit}"),
                    ratio,
                    limit,
                ));
            }
        }
    }
    if threads > 1 {
        let avx512 = Engine::named("avx512").expect("an engine of the table");
        let ratio = median_of(avx512, threads, 17, false)
            .zip(median_of(avx512, 1, 17, false))
            .map(|(all, one)| all / one);
        targets.push((
            format!("n = 17, depth slices, wall: {threads} threads / 1 thread <= 0.6"),
            ratio,
            0.6,
        ));
    }
    for (target, ratio, limit) in targets {
        if let Some(ratio) = ratio {
            let verdict = if ratio <= limit { "met" } else { "missed" };
            println!("target {target}: {verdict}, {ratio:.3}");
        }
    }
}

/// A judge problem's program, built with the release profile beside the bench's own executable
/// (`target/release/deps/bench-*`), one folder up: the programs are the other package's
/// (src/programs/Cargo.toml), which `make bench` builds first (`cargo build --release -p
/// nqueens-programs`).
fn binary(name: &str) -> PathBuf {
    let path = env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join(name)))
        .filter(|path| path.is_file());
    path.unwrap_or_else(|| {
        abort(&format!(
            "no binary {name} beside the bench: cargo build --release -p nqueens-programs builds it"
        ))
    })
}

/// One run of `name` on `input`: its stdout and the wall time, through pipes.
fn run_binary(name: &str, input: &[u8]) -> (Vec<u8>, f64) {
    let started = Instant::now();
    let mut child = Command::new(binary(name))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|error| abort(&format!("cannot run {name}: {error}")));
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // A writer thread, so that a program answering line by line never blocks on a full pipe.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child
        .wait_with_output()
        .unwrap_or_else(|error| abort(&format!("{name}: {error}")));
    let seconds = started.elapsed().as_secs_f64();
    let written = writer.join().expect("the writer thread ends");
    if written.is_err() || !output.status.success() {
        abort(&format!("{name} failed: {}", output.status));
    }
    (output.stdout, seconds)
}

/// One placement for n from our own construction (`boj3344`): the 1-based column of each row.
fn placement(n: usize) -> Vec<usize> {
    let (output, _) = run_binary("boj3344", format!("{n}\n").as_bytes());
    String::from_utf8_lossy(&output)
        .split_ascii_whitespace()
        .map(|token| token.parse().expect("boj3344 prints columns"))
        .collect()
}

/// Squares of an n×n board, each forbidden (`.`) with probability `percent`: Luogu P1562's input.
fn luogu1562_board(n: usize, percent: usize, rng: &mut Rng) -> Vec<u8> {
    let mut text = format!("{n}\n");
    for _ in 0..n {
        let row: String = (0..n)
            .map(|_| if rng.percent(percent) { '.' } else { '*' })
            .collect();
        text += &row;
        text.push('\n');
    }
    text.into_bytes()
}

/// SPOJ NQUEEN lines for N = 50, each keeping `kept` random queens of a valid placement (so a
/// completion exists) and zeros elsewhere: few queens on a large board force the deepest searches.
fn spojnqueen_lines(lines: usize, kept: usize, rng: &mut Rng) -> Vec<u8> {
    let columns = placement(50);
    let mut text = String::new();
    for _ in 0..lines {
        let mut row = vec![0; 50];
        for _ in 0..kept {
            let at = rng.below(50);
            row[at] = columns[at];
        }
        let cells: Vec<String> = row.iter().map(usize::to_string).collect();
        text += &format!("50 {}\n", cells.join(" "));
    }
    text.into_bytes()
}

/// The judge programs whose input is more than one n, on the largest and hardest inputs their
/// judges send: medians of 5 runs of the real binaries, beside the judge's time limit.
fn worst_inputs() {
    let mut rng = Rng::new(2026);
    let kattis = {
        let columns = placement(5000);
        let mut text = String::from("5000\n");
        for (row, column) in columns.iter().enumerate() {
            text += &format!("{} {row}\n", column - 1);
        }
        text.into_bytes()
    };
    let hardest = fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/testdata/spojnqueen/10-n50-hardest-found.in"
    ))
    .unwrap_or_else(|error| {
        abort(&format!(
            "testdata/spojnqueen/10-n50-hardest-found.in: {error}"
        ))
    });
    let inputs: Vec<(&str, &str, Vec<u8>)> = vec![
        ("queens4x4", "baseline: start-up, no search", Vec::new()),
        ("boj3344", "N = 99999", b"99999\n".to_vec()),
        ("kattisqueens", "N = 5000, a solution", kattis),
        (
            "luogu1562",
            "n = 14, nothing forbidden",
            luogu1562_board(14, 0, &mut rng),
        ),
        (
            "luogu1562",
            "n = 14, 5 % forbidden",
            luogu1562_board(14, 5, &mut rng),
        ),
        (
            "luogu1562",
            "n = 14, 50 % forbidden",
            luogu1562_board(14, 50, &mut rng),
        ),
        ("spojnqueen", "the hardest lines found", hardest),
        (
            "spojnqueen",
            "1000 lines, N = 50, 2 queens",
            spojnqueen_lines(1000, 2, &mut rng),
        ),
    ];
    println!(
        "{:<38} {:<32} {:>4} {:>10} {:>10}  answer (checked by the problem's own check)",
        "judge program, worst inputs", "input", "runs", "median", "limit"
    );
    for (name, label, input) in inputs {
        let problem = problems::find(name).expect("a row of the table");
        let mut seconds = Vec::new();
        let mut answer = Vec::new();
        for _ in 0..5 {
            let (output, time) = run_binary(name, &input);
            seconds.push(time);
            answer = output;
        }
        if let Err(why) = (problem.verify)(&input, &answer) {
            abort(&format!("WRONG ANSWER: {name} on {label}: {why}"));
        }
        // The answer on one line (its lines joined by `/`): its first 24 characters, and ` …`
        // where it goes on.
        let shown = String::from_utf8_lossy(&answer)
            .trim_end()
            .replace('\n', " / ");
        let first: String = shown.trim_end().chars().take(24).collect();
        let more = if shown.trim_end().chars().count() > 24 {
            " …"
        } else {
            ""
        };
        println!(
            "{name:<38} {label:<32} {:>4} {:>10} {:>10}  {first}{more}",
            5,
            format_seconds(median(seconds)),
            format_seconds(problem.time_limit.as_secs_f64()),
        );
    }
}
