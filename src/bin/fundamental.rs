//! The distinct and fundamental N-Queens counts · statement: problems/fundamental.md
//! Local run: stdin holds one or more n (1 <= n <= 27) separated by whitespace; stdout is one
//! line `n distinct fundamental` per n, in input order (`8 92 12`). Not a judge submission.
//! Flags (`--help` lists them): `--method walk|halves`, `--engine scalar|avx2|avx512|neon` (one
//! this CPU runs, else refused), `--threads K`, `--part I/M` (a slice of the units, to add up
//! over machines), `--stats` (work, time, method/engine on stderr). Progress shows on stderr
//! when stderr is a terminal and a count takes more than a second; Ctrl-C never leaves a
//! partial stdout line.
//!
//! The counting engine (the walk over Takaken's symmetry classes, the half-board join, their
//! scalar and SIMD engines, and what each needs of the CPU) is the library's `nqueens::count`;
//! this is the command line around it.

#![forbid(unsafe_code)]

use nqueens::count::{self, Engine, Method, Progress, LIMIT};
use std::ffi::OsString;
use std::io::{self, IsTerminal, Read, Write};
use std::process;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::Instant;

const NAME: &str = "fundamental";

/// `token` quoted for a message: its first 40 characters, and its length when it is longer.
fn quote(token: &str) -> String {
    let count = token.chars().count();
    if count <= 40 {
        return format!("{token:?}");
    }
    let shown: String = token.chars().take(40).collect();
    format!("{shown:?}… ({count} characters)")
}

/// Reads the list of n: whitespace-separated integers, at least one, each in 1..=LIMIT.
fn parse_list(input: &[u8]) -> Result<Vec<usize>, String> {
    let mut list = Vec::new();
    for token in input
        .split(|byte| byte.is_ascii_whitespace())
        .filter(|token| !token.is_empty())
    {
        let text = String::from_utf8_lossy(token);
        let digits = text.strip_prefix(['+', '-']).unwrap_or(&text);
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return Err(format!("expected an integer n, found {}", quote(&text)));
        }
        // An integer of any size: a sign or more than a few digits can only be out of range.
        match digits.trim_start_matches('0').parse::<usize>() {
            Ok(n) if !text.starts_with('-') && (1..=LIMIT).contains(&n) => list.push(n),
            _ => {
                return Err(format!(
                    "n must be from 1 to {}, found {}",
                    LIMIT,
                    quote(&text)
                ))
            }
        }
    }
    if list.is_empty() {
        return Err("expected at least one integer n, found no input".to_string());
    }
    Ok(list)
}

/// The command line.
struct Options {
    /// The method and the engine asked for; by default the method for each n and the best
    /// engine for it this CPU runs.
    method: Option<Method>,
    engine: Option<Engine>,
    threads: usize,
    /// 0-based part and the number of parts.
    part: usize,
    parts: usize,
    stats: bool,
    help: bool,
}

/// One flag, defined once: its names, its value's name (none for a switch), its one-line doc,
/// and how its value sets the options. The usage and the parser both come from [`FLAGS`].
struct Flag {
    names: &'static [&'static str],
    value: Option<Value>,
    doc: &'static str,
    set: fn(&mut Options, &str) -> Result<(), String>,
}

/// A flag's value as the usage shows it: a name (`K`), or the words it takes (`walk|halves`),
/// from the library's own list where it keeps one (the engines' table).
#[derive(Clone, Copy)]
enum Value {
    Named(&'static str),
    OneOf(&'static [&'static str]),
}

impl Value {
    fn shown(self) -> String {
        match self {
            Value::Named(name) => name.to_string(),
            Value::OneOf(words) => words.join("|"),
        }
    }
}

const FLAGS: &[Flag] = &[
    Flag {
        names: &["--method"],
        value: Some(Value::OneOf(&Method::NAMES)),
        doc: "the method (default: the walk below n = 16, the halves from 16 on)",
        set: |options, value| {
            let method = Method::ALL.into_iter().find(|m| m.name() == value);
            options.method = Some(method.ok_or_else(|| wants("--method", &Method::NAMES, value))?);
            Ok(())
        },
    },
    Flag {
        names: &["--engine"],
        value: Some(Value::OneOf(&Engine::NAMES)),
        doc: "the engine below the method (default: the fastest this CPU runs)",
        set: |options, value| {
            let engine = Engine::named(value);
            options.engine = Some(engine.ok_or_else(|| wants("--engine", &Engine::NAMES, value))?);
            Ok(())
        },
    },
    Flag {
        names: &["--threads"],
        value: Some(Value::Named("K")),
        doc: "K worker threads, 1..=1024 (default: the cores available)",
        set: |options, value| {
            options.threads = match value.parse::<usize>() {
                Ok(threads) if (1..=1024).contains(&threads) => threads,
                _ => return Err(format!("--threads wants 1..=1024, found {}", quote(value))),
            };
            Ok(())
        },
    },
    Flag {
        names: &["--part"],
        value: Some(Value::Named("I/M")),
        doc: "only slice I of M of the method's units, to add up over machines",
        set: |options, value| {
            let parsed = value
                .split_once('/')
                .and_then(|(i, m)| Some((i.parse::<usize>().ok()?, m.parse::<usize>().ok()?)));
            match parsed {
                Some((i, m)) if 1 <= i && i <= m => (options.part, options.parts) = (i - 1, m),
                _ => {
                    return Err(format!(
                        "--part wants I/M with 1 <= I <= M, found {}",
                        quote(value)
                    ))
                }
            }
            Ok(())
        },
    },
    Flag {
        names: &["--stats"],
        value: None,
        doc: "after each line, its work, time, method/engine and classes on stderr",
        set: |options, _| {
            options.stats = true;
            Ok(())
        },
    },
    Flag {
        names: &["--help", "-h"],
        value: None,
        doc: "this text",
        set: |options, _| {
            options.help = true;
            Ok(())
        },
    },
];

/// `flag` wants one of `names`, and `value` is none of them.
fn wants(flag: &str, names: &[&str], value: &str) -> String {
    format!(
        "{flag} wants one of {}, found {}",
        names.join(", "),
        quote(value)
    )
}

/// The usage line: every flag of [`FLAGS`] with its value.
fn usage() -> String {
    let flags: Vec<String> = FLAGS
        .iter()
        .filter(|flag| flag.names[0] != "--help")
        .map(|flag| match flag.value {
            Some(value) => format!("[{} {}]", flag.names[0], value.shown()),
            None => format!("[{}]", flag.names[0]),
        })
        .collect();
    format!("usage: {NAME} {} < n...", flags.join(" "))
}

/// The usage line, then one line per flag of [`FLAGS`]: `--help`'s text.
fn help() -> String {
    let mut text = usage() + "\n\n";
    for flag in FLAGS {
        let name = match flag.value {
            Some(value) => format!("{} {}", flag.names.join(", "), value.shown()),
            None => flag.names.join(", "),
        };
        text += &format!("  {name:<34} {}\n", flag.doc);
    }
    text + "\nThe manual: problems/fundamental.md.\n"
}

fn parse_options(args: impl Iterator<Item = OsString>) -> Result<Options, String> {
    let mut options = Options {
        method: None,
        engine: None,
        threads: thread::available_parallelism().map_or(1, |count| count.get()),
        part: 0,
        parts: 1,
        stats: false,
        help: false,
    };
    let mut args = args.map(|arg| arg.to_string_lossy().into_owned());
    while let Some(arg) = args.next() {
        let Some(flag) = FLAGS.iter().find(|flag| flag.names.contains(&arg.as_str())) else {
            return Err(format!(
                "unknown argument {} (`{NAME} --help` lists the flags)",
                quote(&arg)
            ));
        };
        let value = match flag.value {
            Some(_) => args
                .next()
                .ok_or_else(|| format!("{arg} wants a value (`{NAME} --help` says which)"))?,
            None => String::new(),
        };
        (flag.set)(&mut options, &value)?;
    }
    Ok(options)
}

/// The method and engine that count n: the ones asked for, else the method for n and the best
/// engine for it. An engine this CPU cannot run for the method is refused, saying what it needs.
fn resolve(options: &Options, n: usize) -> Result<(Method, Engine), String> {
    let method = options.method.unwrap_or(Method::for_n(n));
    match options.engine {
        Some(engine) if engine.runs(method) => Ok((method, engine)),
        Some(engine) => Err(format!(
            "this CPU cannot run --engine {} for the {} (n = {n}): it needs {}",
            engine.name(),
            method.name(),
            engine.needs(method)
        )),
        None => Ok((method, Engine::best(method))),
    }
}

/// A count of eighths as a decimal: whole, or with the fraction a part's share by halves has.
fn eighths(value: i128) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let (whole, rest) = (value.abs() / 8, value.abs() % 8);
    let fraction = ["", ".125", ".25", ".375", ".5", ".625", ".75", ".875"][rest as usize];
    format!("{sign}{whole}{fraction}")
}

fn fail(message: &str) -> ! {
    eprintln!("{}: {}", NAME, message);
    process::exit(1);
}

/// Writes `text` to stdout whole and flushes it. A closed pipe (`| head`) only means nobody
/// reads the rest, and a full disk leaves nowhere to say so: either ends the program quietly.
fn write_out(text: &str) {
    let mut out = io::stdout().lock();
    if let Err(error) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        process::exit(i32::from(error.kind() != io::ErrorKind::BrokenPipe));
    }
}

fn main() {
    let options =
        parse_options(std::env::args_os().skip(1)).unwrap_or_else(|message| fail(&message));
    if options.help {
        write_out(&help());
        return;
    }
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let list = parse_list(&input).unwrap_or_else(|message| fail(&message));
    let resolved: Vec<(Method, Engine)> = list
        .iter()
        .map(|&n| resolve(&options, n))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|message| fail(&message));
    let progress = io::stderr().is_terminal();
    for (n, (method, engine)) in list.into_iter().zip(resolved) {
        let started = Instant::now();
        let counts = count_n(n, method, engine, &options, progress);
        let seconds = started.elapsed().as_secs_f64();
        // One write per line: an interrupted run leaves whole lines only.
        write_out(&format!(
            "{} {} {}\n",
            n,
            counts.distinct(),
            eighths(i128::from(counts.fundamental_eighths()))
        ));
        if options.stats {
            eprintln!(
                "{}",
                stats(n, method, engine, options.threads, &counts, seconds)
            );
        }
    }
}

/// The counts of n by `method` on `engine` as the options ask, a progress line on stderr
/// while it runs where `progress` (cleared before the result is written).
fn count_n(
    n: usize,
    method: Method,
    engine: Engine,
    options: &Options,
    progress: bool,
) -> count::Counts {
    // The widest progress line shown, so a shorter one and the final clearing cover it.
    let shown = AtomicUsize::new(0);
    let watch = |at: &Progress| {
        let line = format!(
            "{}: n = {}: unit {} of {}, {:.3e} {}, {:.0} s",
            NAME,
            n,
            at.started,
            at.units,
            at.nodes as f64,
            method.work(),
            at.seconds
        );
        let width = shown
            .fetch_max(line.len(), Ordering::Relaxed)
            .max(line.len());
        eprint!("\r{:<width$}", line, width = width);
    };
    let counts = count::count(
        n,
        method,
        engine,
        options.threads,
        options.part,
        options.parts,
        progress.then_some(&watch as &(dyn Fn(&Progress) + Sync)),
    );
    let width = shown.load(Ordering::Relaxed);
    if width > 0 {
        // Clear the progress line before the result is written.
        eprint!("\r{:width$}\r", "", width = width);
    }
    counts
}

/// `--stats`'s line for n: the work, the time, the method and engine, the classes.
fn stats(
    n: usize,
    method: Method,
    engine: Engine,
    threads: usize,
    counts: &count::Counts,
    seconds: f64,
) -> String {
    let work = method.work();
    format!(
        "{}: n = {}: {} {work}, {:.6} s, {:.3e} {work}/s, {}/{}, {}, C2 {} C4 {} C8 {}, {} units",
        NAME,
        n,
        counts.nodes,
        seconds,
        counts.nodes as f64 / seconds.max(1e-9),
        method.name(),
        engine.name(),
        match threads {
            1 => "1 thread".to_string(),
            threads => format!("{threads} threads"),
        },
        counts.c2,
        counts.c4,
        eighths(counts.c8_eighths()),
        counts.units
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_is_refused_with_the_token() {
        assert_eq!(parse_list(b" 8\r\n 9\t10 "), Ok(vec![8, 9, 10]));
        assert_eq!(parse_list(b"+027"), Ok(vec![27]));
        let long = "7".repeat(10_000);
        let long_message = format!(
            "n must be from 1 to 27, found \"{}\"… (10000 characters)",
            "7".repeat(40)
        );
        let refusals: [(&[u8], &str); 7] = [
            (b"", "expected at least one integer n, found no input"),
            (b" \n", "expected at least one integer n, found no input"),
            (b"8 x", "expected an integer n, found \"x\""),
            (b"0", "n must be from 1 to 27, found \"0\""),
            (b"28", "n must be from 1 to 27, found \"28\""),
            (b"-3", "n must be from 1 to 27, found \"-3\""),
            (long.as_bytes(), &long_message),
        ];
        for (input, message) in refusals {
            assert_eq!(parse_list(input), Err(message.to_string()));
        }
    }
}
