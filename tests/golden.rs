//! The golden cases: every program of the problem table run on every case of
//! `testdata/<program>/` and judged the way its judge does (`nqueens::judge`), one line per case.
//!
//! `cargo test --test golden` runs them all; `cargo test --test golden -- acwing843` only the
//! names that contain `acwing843` (`--exact` for whole names, `--skip PART` to leave some out,
//! `--list` to list them). A failure shows the command that reruns the case and why the answer is
//! wrong; a failure never hides the others. The last line is libtest's, for CI.
//!
//! Besides one line per case, each problem has three lines of its own: `<name>/expected`, every
//! expected output passing the problem's independent check (`nqueens::problems::<name>::verify`: OEIS counts, a
//! brute force); `<name>/block`, the SUBMISSION block compiled alone as its judge compiles it and
//! judged on every case the judge could send (its line says `approximate` and why when the
//! judge's own rustc is not installed here and the block was only read against its version); and `<name>/quiet`, the program ending quietly on a
//! closed or full stdout. Programs run in the judge's own runner (`nqueens::run`).
//!
//! Nothing goes unjudged silently: a directory in `testdata/` with no row in the problem table, a
//! program in `src/bin/` with no row (the `judge` and `trace` tools aside), a row with no
//! program, no directory or no cases are failures too, each under its own name.
//!
//! A run is killed at ten times the judge's limit (a minute at least), only so that a hang ends:
//! this is not a speed test (speed lives in `make bench`). Cases run on two threads; the report keeps their order.

use nqueens::cases::{self, Case};
use nqueens::problems::{Problem, PROBLEMS};
use nqueens::run::{self, Limits};
use nqueens::submission::Toolchain;
use nqueens::{judge, problems, submission, Expect, Run, Verdict};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use std::{env, fs, process, thread};

/// The workspace's top folder: this harness belongs to the programs' package
/// (src/programs/Cargo.toml), two folders below it.
fn workspace() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// How many times the judge's limit a run may take before it is killed as a hang...
const HANG: u32 = 10;
/// ...but never less than this: the cases beyond a judge's range (n = 15 for LeetCode 52) take
/// seconds in the dev profile, more on a busy machine.
const HANG_AT_LEAST: Duration = Duration::from_secs(60);

/// What one reported name stands for.
enum Work {
    Case {
        problem: &'static Problem,
        case: Case,
    },
    /// `<name>/expected`: every expected output of the problem passes its independent check.
    Expected {
        problem: &'static Problem,
        cases: Vec<Case>,
    },
    /// `<name>/quiet`: the program ends quietly on a closed or full stdout.
    Quiet {
        problem: &'static Problem,
        case: Case,
    },
    /// `<name>/block`: the SUBMISSION block compiled alone as its judge compiles it, then judged on
    /// every case the judge could send.
    Block {
        problem: &'static Problem,
        cases: Vec<Case>,
    },
    /// A layout problem found before anything ran.
    Broken(String),
}

struct Item {
    name: String,
    work: Work,
}

/// The outcome of one item.
struct Outcome {
    /// `(3 ms)` after `ok`, the verdict code after `FAIL`, or why it was not run after `skip`.
    summary: String,
    /// The block printed under `failures:`, for a failure.
    failure: Option<String>,
    /// Not run here (no runner, or Wine lacks what it needs): counted as libtest's `ignored`.
    skipped: bool,
}

#[derive(Default)]
struct Options {
    filters: Vec<String>,
    skips: Vec<String>,
    exact: bool,
    list: bool,
    threads: Option<usize>,
}

fn main() {
    let started = Instant::now();
    // As on a judge: no backtrace settings inherited from the developer's shell. Nothing else
    // runs yet, so changing the environment races with nothing.
    env::remove_var("RUST_BACKTRACE");
    env::remove_var("RUST_LIB_BACKTRACE");
    let options = options();
    let root = workspace();
    let items = items(root);
    let total = items.len();
    let items: Vec<Item> = items
        .into_iter()
        .filter(|item| selected(&options, &item.name))
        .collect();
    let filtered_out = total - items.len();
    if options.list {
        let mut list: String = items
            .iter()
            .map(|item| format!("{}: test\n", item.name))
            .collect();
        list += &format!("\n{}, 0 benchmarks", plural(items.len(), "test"));
        println!("{list}");
        return;
    }

    let width = items.iter().map(|item| item.name.len()).max().unwrap_or(0);
    let threads = options
        .threads
        .or_else(|| env::var("RUST_TEST_THREADS").ok()?.parse().ok())
        .unwrap_or(2)
        .max(1);
    // Line-buffered: each case's line shows as soon as it is judged. A closed stdout is ignored.
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "\nrunning {}", plural(items.len(), "test"));
    let mut failures = Vec::new();
    let (mut passed, mut skipped) = (0, 0);
    for_each_in_order(&items, threads, |item, outcome| {
        let mark = match (&outcome.failure, outcome.skipped) {
            (Some(_), _) => "FAIL",
            (None, true) => "skip",
            (None, false) => "ok  ",
        };
        let _ = writeln!(out, "{mark}  {:<width$}  {}", item.name, outcome.summary);
        match outcome.failure {
            Some(block) => failures.push((item.name.clone(), block)),
            None if outcome.skipped => skipped += 1,
            None => passed += 1,
        }
    });

    let mut summary = String::new();
    if !failures.is_empty() {
        summary += "\nfailures:\n";
        for (name, block) in &failures {
            summary += &format!("\n---- {name} ----\n{block}\n");
        }
        summary += "\nfailures:\n";
        for (name, _) in &failures {
            summary += &format!("    {name}\n");
        }
    }
    summary += &format!(
        "\ntest result: {}. {passed} passed; {} failed; {skipped} ignored; 0 measured; \
         {filtered_out} filtered out; finished in {:.2}s\n",
        if failures.is_empty() { "ok" } else { "FAILED" },
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    let _ = writeln!(out, "{summary}").and_then(|()| out.flush());
    if !failures.is_empty() {
        process::exit(1);
    }
}

/// libtest's arguments, as far as they matter here: filters, `--exact`, `--skip`, `--list`,
/// `--test-threads`. Other flags (`--nocapture`, `--color`, `-q`) change nothing.
fn options() -> Options {
    let mut options = Options::default();
    let mut arguments = env::args().skip(1);
    while let Some(argument) = arguments.next() {
        match argument.as_str() {
            "--exact" => options.exact = true,
            "--list" => options.list = true,
            "--skip" => options.skips.extend(arguments.next()),
            "--test-threads" => options.threads = arguments.next().and_then(|n| n.parse().ok()),
            "--color" | "--format" | "--logfile" | "-Z" => drop(arguments.next()),
            flag if flag.starts_with("--test-threads=") => {
                options.threads = flag["--test-threads=".len()..].parse().ok()
            }
            flag if flag.starts_with('-') => {}
            filter => options.filters.push(filter.to_string()),
        }
    }
    options
}

fn selected(options: &Options, name: &str) -> bool {
    let matches = |pattern: &String| {
        if options.exact {
            name == pattern
        } else {
            name.contains(pattern.as_str())
        }
    };
    (options.filters.is_empty() || options.filters.iter().any(matches))
        && !options.skips.iter().any(matches)
}

/// Everything to report, in order: the layout problems, then each row's cases.
fn items(root: &Path) -> Vec<Item> {
    let mut items = Vec::new();
    let testdata = cases::testdata_dir();
    for name in directory_names(&testdata) {
        if nqueens::problems::find(&name).is_none() {
            items.push(broken(
                format!("testdata/{name}"),
                format!("testdata/{name}/ has no row in PROBLEMS (src/problems/mod.rs)"),
            ));
        }
    }
    let programs = programs(&root.join("src/bin"));
    for (name, file) in &programs {
        if name != "judge" && name != "trace" && nqueens::problems::find(name).is_none() {
            items.push(broken(
                file.clone(),
                format!(
                    "{file} has no row in PROBLEMS (src/problems/mod.rs), so nothing judges it"
                ),
            ));
        }
    }
    for problem in PROBLEMS {
        let (cases, errors) = cases::load_each(&testdata.join(problem.name));
        if !programs.contains_key(problem.name) {
            let mut why = format!("no program src/bin/{}.rs", problem.name);
            if !cases.is_empty() {
                why += &format!(" ({} not run)", plural(cases.len(), "case"));
            }
            let why = [why].iter().chain(&errors).cloned().collect::<Vec<_>>();
            items.push(broken(problem.name.to_string(), why.join("\n")));
            continue;
        }
        // A bad file fails under the problem's name; the good cases beside it still run.
        if !errors.is_empty() {
            items.push(broken(problem.name.to_string(), errors.join("\n")));
        }
        items.extend(problem_items(problem, cases));
    }
    items
}

/// An item that reports what is wrong with the layout.
fn broken(name: String, why: String) -> Item {
    Item {
        name,
        work: Work::Broken(why),
    }
}

/// One problem's items: its expected outputs checked, its quiet end, its block, its cases.
fn problem_items(problem: &'static Problem, cases: Vec<Case>) -> Vec<Item> {
    let mut items = vec![Item {
        name: format!("{}/expected", problem.name),
        work: Work::Expected {
            problem,
            cases: cases.clone(),
        },
    }];
    // The case with the longest expected output of those the judge sends (of all, where it
    // sends none): the most writing to fail, and no n that takes seconds.
    let judged: Vec<&Case> = cases
        .iter()
        .filter(|case| problem.sends_case(case))
        .collect();
    let pool = if judged.is_empty() {
        cases.iter().collect()
    } else {
        judged
    };
    let longest = pool
        .into_iter()
        .filter_map(|case| match &case.expect {
            Expect::Output(output) => Some((output.len(), case)),
            _ => None,
        })
        .max_by_key(|(length, _)| *length);
    if let Some((_, case)) = longest {
        items.push(Item {
            name: format!("{}/quiet", problem.name),
            work: Work::Quiet {
                problem,
                case: case.clone(),
            },
        });
    }
    if problem.compiler.is_some() {
        let sent = cases
            .iter()
            .filter(|case| problem.sends_case(case))
            .cloned()
            .collect();
        items.push(Item {
            name: format!("{}/block", problem.name),
            work: Work::Block {
                problem,
                cases: sent,
            },
        });
    }
    items.extend(cases.into_iter().map(|case| Item {
        name: format!("{}/{}", problem.name, case.name),
        work: Work::Case { problem, case },
    }));
    items
}

/// The subdirectories of `dir`, sorted.
fn directory_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .filter_map(|entry| {
            let entry = entry.ok()?;
            entry
                .path()
                .is_dir()
                .then(|| entry.file_name().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

/// The binaries cargo finds in `src/bin/` (`name.rs` and `name/main.rs`), by name, with the file.
fn programs(dir: &Path) -> BTreeMap<String, String> {
    let mut programs = BTreeMap::new();
    let entries = fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() && path.join("main.rs").is_file() {
            programs.insert(file_name.clone(), format!("src/bin/{file_name}/main.rs"));
        } else if let Some(name) = file_name.strip_suffix(".rs") {
            programs.insert(name.to_string(), format!("src/bin/{file_name}"));
        }
    }
    programs
}

/// Runs the items on `threads` threads and hands each outcome to `report` in the items' order.
fn for_each_in_order(items: &[Item], threads: usize, mut report: impl FnMut(&Item, Outcome)) {
    let next = AtomicUsize::new(0);
    let (sender, outcomes) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..threads.min(items.len()) {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(index) else { break };
                if sender.send((index, outcome(item))).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (index, outcome) in outcomes {
            waiting.insert(index, outcome);
            while let Some(outcome) = waiting.remove(&due) {
                report(&items[due], outcome);
                due += 1;
            }
        }
    });
}

fn outcome(item: &Item) -> Outcome {
    let (problem, case) = match &item.work {
        Work::Broken(why) => return failed("error", why),
        Work::Expected { problem, cases } => return expected(problem, cases),
        Work::Block { problem, cases } => return block(problem, cases),
        Work::Quiet { problem, case } => return quiet(problem, case),
        Work::Case { problem, case } => (*problem, case),
    };
    let rerun = format!(
        "rerun: cargo run -q --bin {} < testdata/{}/{}.in",
        problem.name, problem.name, case.name
    );
    let run = match run(problem, case) {
        Ok(run) => run,
        Err(why) => {
            return Outcome {
                summary: "error".to_string(),
                failure: Some(format!("{rerun}\n{}", indent(&why))),
                skipped: false,
            }
        }
    };
    let elapsed = format!("({} ms)", run.elapsed.as_millis());
    let verdict = judge(problem, case, &run);
    if verdict == Verdict::Accepted {
        return Outcome {
            summary: elapsed,
            failure: None,
            skipped: false,
        };
    }
    let why = match &verdict {
        Verdict::TimeLimitExceeded(why) => format!(
            "{why} (the hang guard; the judge's limit is {:?})",
            problem.time_limit
        ),
        other => other.explanation().to_string(),
    };
    Outcome {
        summary: format!("{}  {elapsed}", verdict.code()),
        failure: Some(format!("{rerun}\n{}", indent(&why))),
        skipped: false,
    }
}

fn failed(summary: &str, why: &str) -> Outcome {
    Outcome {
        summary: summary.to_string(),
        failure: Some(indent(why)),
        skipped: false,
    }
}

fn passed(started: Instant) -> Outcome {
    Outcome {
        summary: format!("({} ms)", started.elapsed().as_millis()),
        failure: None,
        skipped: false,
    }
}

/// Not run: `summary` says why (the whole reason is said once on stderr).
fn skipped(summary: &str) -> Outcome {
    Outcome {
        summary: summary.to_string(),
        failure: None,
        skipped: true,
    }
}

/// The independent check of every expected output of `problem` (`nqueens::problems::<name>::verify`), all wrong
/// files named.
fn expected(problem: &Problem, cases: &[Case]) -> Outcome {
    let started = Instant::now();
    let mut wrong = Vec::new();
    for case in cases {
        let path = format!("testdata/{}/{}", problem.name, case.name);
        let verdict = match &case.expect {
            Expect::Output(output) => {
                (problem.verify)(&case.input, output).map_err(|why| (".out", why))
            }
            Expect::Refusal(stderr) => {
                problems::refusal(problem.name, stderr).map_err(|why| (".err", why))
            }
            Expect::Property => Ok(()),
        };
        if let Err((extension, why)) = verdict {
            wrong.push(format!("{path}{extension}: {why}"));
        }
    }
    if wrong.is_empty() {
        passed(started)
    } else {
        failed(
            "WRONG",
            &format!(
                "expected outputs that fail their independent check:\n{}",
                wrong.join("\n")
            ),
        )
    }
}

/// `problem`'s block compiled alone as its judge compiles it (`nqueens::submission`), then run on
/// the cases the judge could send and judged as the judge would.
fn block(problem: &'static Problem, cases: &[Case]) -> Outcome {
    let untested = "each SUBMISSION block compiled alone";
    if nqueens::untested::under_wine("a judge's rustc for Windows", untested) {
        return skipped("not run under Wine: no rustc for Windows");
    }
    let started = Instant::now();
    let root = workspace();
    let dir = match submission::TempDir::new("block") {
        Ok(dir) => dir,
        Err(why) => return failed("error", &why),
    };
    let compiler = problem.compiler.expect("a block has its judge's compiler");
    let toolchain = Toolchain::of(compiler);
    // CI installs every judge's toolchain: there the exact path is the one tested.
    if let (Toolchain::Approximate { why }, true) = (&toolchain, nqueens::untested::on_ci()) {
        return failed(
            "error",
            &format!(
                "{why}: CI compiles each block with its judge's own rustc; `make toolchains` installs them"
            ),
        );
    }
    let compiled = submission::read(root, problem).and_then(|source| {
        submission::compile(problem, &source, dir.path(), &toolchain).map_err(|why| why.to_string())
    });
    let program = match compiled {
        // Our blocks are what a learner compares theirs with: no warning from the judge's rustc.
        Ok(compiled) if !compiled.warnings.is_empty() => {
            return failed(
                "warnings",
                &format!(
                    "{}: {}",
                    toolchain.describe(problem, compiler),
                    compiled.warnings.join("\n")
                ),
            )
        }
        Ok(compiled) => compiled.program,
        Err(why) => return failed("CE", &why),
    };
    if cases.is_empty() {
        return failed(
            "error",
            &format!(
                "testdata/{}/ has no case the judge could send",
                problem.name
            ),
        );
    }
    for case in cases {
        let run = match execute(&program, problem, case) {
            Ok(run) => run,
            Err(why) => return failed("error", &why),
        };
        let verdict = judge(problem, case, &run);
        if verdict != Verdict::Accepted {
            return failed(
                verdict.code(),
                &format!(
                    "the block compiled alone, on testdata/{}/{}.in:\n{}",
                    problem.name,
                    case.name,
                    verdict.explanation()
                ),
            );
        }
    }
    let mut outcome = passed(started);
    // Not the exact compile the README promises: said on the block's own line.
    if let Toolchain::Approximate { why } = &toolchain {
        outcome.summary = format!(
            "({} ms, approximate: {why}; make toolchain P={} makes it exact)",
            started.elapsed().as_millis(),
            problem.name
        );
    }
    outcome
}

/// One run of the problem's binary with the case's input on stdin.
fn run(problem: &Problem, case: &Case) -> Result<Run, String> {
    execute(&program(problem)?, problem, case)
}

fn program(problem: &Problem) -> Result<PathBuf, String> {
    assert_cmd::cargo::cargo_bin(problem.name)
        .canonicalize()
        .map_err(|error| {
            format!(
                "cannot find the binary {}: {error} (each program is a [[bin]] of src/programs/Cargo.toml)",
                problem.name
            )
        })
}

/// One run of `program` with the case's input on stdin, in the judge's runner: stopped as a hang
/// at the hang limit, and past 256 MiB of output or 4 GiB of memory (a runaway block is OLE or
/// MLE, not a harness that fills the machine).
fn execute(program: &Path, problem: &Problem, case: &Case) -> Result<Run, String> {
    let limits = Limits {
        output: 256 << 20,
        ..problem.limits(Some(hang_limit(problem)), Some(4 << 30))
    };
    run::run_with(&[program], &case.input, &limits)
        .map(|(run, _)| run)
        .map_err(|error| format!("cannot run {}: {error}", program.display()))
}

/// `<name>/quiet`: the program on the case with the longest expected output, its stdout a
/// closed pipe (`| head` that stopped reading) and then a full disk (`/dev/full`, where there is
/// one: Linux has it, macOS does not). It must end quietly: exit status 0 or 1, nothing on
/// stderr, no panic.
fn quiet(problem: &Problem, case: &Case) -> Outcome {
    let started = Instant::now();
    let program = match program(problem) {
        Ok(program) => program,
        Err(why) => return failed("error", &why),
    };
    let closed = || -> std::io::Result<Stdio> {
        let (reader, writer) = std::io::pipe()?;
        drop(reader);
        Ok(Stdio::from(writer))
    };
    let mut ways = vec![("a closed pipe", closed())];
    let has_full = Path::new("/dev/full").exists();
    if has_full {
        ways.push(("/dev/full", fs::File::create("/dev/full").map(Stdio::from)));
    }
    let mut loud = Vec::new();
    for (how, stdout) in ways {
        let ran = stdout.and_then(|stdout| {
            let mut child = std::process::Command::new(&program)
                .stdin(Stdio::piped())
                .stdout(stdout)
                .stderr(Stdio::piped())
                .spawn()?;
            // The program may stop reading early; that is its business.
            let _ = child
                .stdin
                .take()
                .map(|mut stdin| stdin.write_all(&case.input));
            child.wait_with_output()
        });
        match ran {
            Ok(output)
                if matches!(output.status.code(), Some(0 | 1)) && output.stderr.is_empty() => {}
            Ok(output) => loud.push(format!(
                "stdout {how}: {}, stderr {}",
                output.status,
                nqueens::report::quote_bytes(&output.stderr[..output.stderr.len().min(300)])
            )),
            Err(error) => loud.push(format!("stdout {how}: cannot run: {error}")),
        }
    }
    if loud.is_empty() {
        passed(started)
    } else {
        failed(
            "LOUD",
            &format!(
                "rerun: cargo run -q --bin {} < testdata/{}/{}.in {}\n\
                 a closed or full stdout must end the program quietly (exit 0 or 1, no stderr):\n{}",
                problem.name,
                problem.name,
                case.name,
                if has_full { "> /dev/full" } else { "| head -c 0" },
                loud.join("\n")
            ),
        )
    }
}

fn hang_limit(problem: &Problem) -> Duration {
    (problem.time_limit * HANG).max(HANG_AT_LEAST)
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("    {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn plural(count: usize, noun: &str) -> String {
    nqueens::report::plural(count, noun)
}
