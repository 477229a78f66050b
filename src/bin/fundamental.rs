//! The distinct and fundamental N-Queens counts · statement: problems/fundamental.md
//! Local run: stdin holds one or more n (1 <= n <= 27) separated by whitespace; stdout is one
//! line `n distinct fundamental` per n, in input order (`8 92 12`). Not a judge submission.
//! Flags: `--threads K`, `--scalar`, `--path NAME` (the method, walk or halves, or the engine,
//! avx512 or scalar), `--part I/M` (a slice of the units, to add up over machines), `--stats`
//! (work, time, method and path on stderr). Progress shows on stderr when stderr is a terminal
//! and a count takes more than a second; Ctrl-C never leaves a partial stdout line.
//!
//! The counting engine (the walk over Takaken's symmetry classes, the half-board join, their
//! scalar and AVX-512 paths) is the library's `nqueens::count`; this is the command line around
//! it.

#![forbid(unsafe_code)]

use nqueens::count::{self, Method, Path, Progress, LIMIT};
use std::ffi::OsString;
use std::io::{self, IsTerminal, Read, Write};
use std::process;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::Instant;

const NAME: &str = "fundamental";
const USAGE: &str =
    "usage: fundamental [--threads K] [--path walk|halves|avx512|scalar]... [--part I/M] [--stats] < n...";

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
    /// The method and the path asked for; by default the method for each n and the best path
    /// for it this CPU runs.
    method: Option<Method>,
    path: Option<Path>,
    threads: usize,
    /// 0-based part and the number of parts.
    part: usize,
    parts: usize,
    stats: bool,
    help: bool,
}

fn parse_options(args: impl Iterator<Item = OsString>) -> Result<Options, String> {
    let mut options = Options {
        method: None,
        path: None,
        threads: thread::available_parallelism().map_or(1, |count| count.get()),
        part: 0,
        parts: 1,
        stats: false,
        help: false,
    };
    let mut args = args.map(|arg| arg.to_string_lossy().into_owned());
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| {
            args.next()
                .ok_or_else(|| format!("{flag} wants a value; {USAGE}"))
        };
        match arg.as_str() {
            "--scalar" => options.path = Some(Path::Scalar),
            "--stats" => options.stats = true,
            "--threads" => {
                let value = value("--threads")?;
                options.threads = match value.parse::<usize>() {
                    Ok(threads) if (1..=1024).contains(&threads) => threads,
                    _ => return Err(format!("--threads wants 1..=1024, found {}", quote(&value))),
                };
            }
            "--path" => {
                let value = value("--path")?;
                let methods = Method::ALL.into_iter().map(|method| method.name());
                let paths = Path::ALL.into_iter().map(|path| path.name());
                if let Some(method) = Method::ALL.into_iter().find(|m| m.name() == value) {
                    options.method = Some(method);
                } else if let Some(path) = Path::ALL.into_iter().find(|p| p.name() == value) {
                    options.path = Some(path);
                } else {
                    let names: Vec<&str> = methods.chain(paths).collect();
                    return Err(format!(
                        "--path wants one of {}, found {}",
                        names.join(", "),
                        quote(&value)
                    ));
                }
            }
            "--part" => {
                let value = value("--part")?;
                let parsed = value
                    .split_once('/')
                    .and_then(|(i, m)| Some((i.parse::<usize>().ok()?, m.parse::<usize>().ok()?)));
                match parsed {
                    Some((i, m)) if 1 <= i && i <= m => {
                        options.part = i - 1;
                        options.parts = m;
                    }
                    _ => {
                        return Err(format!(
                            "--part wants I/M with 1 <= I <= M, found {}",
                            quote(&value)
                        ))
                    }
                }
            }
            "--help" | "-h" => options.help = true,
            _ => return Err(format!("unknown argument {}; {}", quote(&arg), USAGE)),
        }
    }
    Ok(options)
}

/// The method and path that count n: the ones asked for, else the method for n and the best
/// path for it. A path this CPU cannot run for the method is refused.
fn resolve(options: &Options, n: usize) -> Result<(Method, Path), String> {
    let method = options.method.unwrap_or(Method::for_n(n));
    match options.path {
        Some(path) if path.runs(method) => Ok((method, path)),
        Some(path) => Err(format!(
            "this CPU cannot run --path {} for the {} (n = {n})",
            path.name(),
            method.name()
        )),
        None => Ok((method, Path::best(method))),
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
        write_out(&format!("{USAGE}\n"));
        return;
    }
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read input: {}", error));
    }
    let list = parse_list(&input).unwrap_or_else(|message| fail(&message));
    let resolved: Vec<(Method, Path)> = list
        .iter()
        .map(|&n| resolve(&options, n))
        .collect::<Result<_, _>>()
        .unwrap_or_else(|message| fail(&message));
    let progress = io::stderr().is_terminal();
    for (n, (method, path)) in list.into_iter().zip(resolved) {
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
        let started = Instant::now();
        let counts = count::count(
            n,
            method,
            path,
            options.threads,
            options.part,
            options.parts,
            progress.then_some(&watch as &(dyn Fn(&Progress) + Sync)),
        );
        let seconds = started.elapsed().as_secs_f64();
        let width = shown.load(Ordering::Relaxed);
        if width > 0 {
            // Clear the progress line before the result is written.
            eprint!("\r{:width$}\r", "", width = width);
        }
        // One write per line: an interrupted run leaves whole lines only.
        write_out(&format!(
            "{} {} {}\n",
            n,
            counts.distinct(),
            eighths(i128::from(counts.fundamental_eighths()))
        ));
        if options.stats {
            let work = method.work();
            eprintln!(
                "{}: n = {}: {} {work}, {:.6} s, {:.3e} {work}/s, {}/{}, {} threads, C2 {} C4 {} \
                 C8 {}, {} units",
                NAME,
                n,
                counts.nodes,
                seconds,
                counts.nodes as f64 / seconds.max(1e-9),
                method.name(),
                path.name(),
                options.threads,
                counts.c2,
                counts.c4,
                eighths(counts.c8_eighths()),
                counts.units
            );
        }
    }
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
