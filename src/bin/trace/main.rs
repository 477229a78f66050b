//! `trace`: the N-Queens backtracking search shown step by step, for learners · manual:
//! problems/trace.md. Not a judge problem: a workspace tool, std only, and self-contained (it
//! does not use the `nqueens` library: each method here is written out to be read).
//!
//! `trace [--method NAME] [--count] [--compare] [--svg FILE] [--html FILE] [--delay MS] [--list]
//! N`: runs one method (`arrays` by default) on an N×N board and shows every step: on a terminal
//! the board redrawn in place, one step per Enter or per `--delay MS`; into a pipe or a file (or
//! with `--list`), a plain list, one line a step. The counts close either; `--count` prints them
//! alone, `--compare` for every method side by side, `--svg FILE` draws the search tree, and
//! `--html FILE` writes a page to step through in a browser. Every view takes its steps from
//! one recorder (`record.rs`).

#![forbid(unsafe_code)]

mod arrays;
mod bits;
mod compare;
mod constrained;
mod html;
mod list;
mod matrix;
mod methods;
mod mirror;
mod record;
mod search;
mod svg;
mod terminal;

use methods::Method;
use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::{env, fs};

const USAGE: &str = "usage: trace [--method NAME] [--count] [--compare] [--svg FILE] \
                     [--html FILE] [--delay MS] [--list] N";
/// The largest n of the step views, `--count` and `--compare`, of `--svg` and of `--html`.
const MAX_N: usize = 14;
const MAX_SVG_N: usize = 6;
const MAX_HTML_N: usize = 8;
/// The longest `--delay`: a minute a step.
const MAX_DELAY: u64 = 60_000;

/// What to show.
#[derive(Debug, PartialEq, Eq)]
enum View {
    /// The steps: on a terminal the board (at `delay` ms a step, or per Enter), else a list.
    Steps {
        delay: Option<u64>,
        list: bool,
    },
    Count,
    Compare,
    Svg(PathBuf),
    /// The page to step through in a browser.
    Html(PathBuf),
}

/// The command line, resolved once.
#[derive(Debug)]
struct Args {
    method: Method,
    view: View,
    n: usize,
}

enum Parsed {
    Run(Args),
    Help,
}

/// `token` quoted for a message: its first 24 characters, and `…` when it is longer.
fn quote(token: &str) -> String {
    if token.chars().count() <= 24 {
        return format!("{token:?}");
    }
    let shown: String = token.chars().take(24).collect();
    format!("{shown:?}…")
}

/// The flags and N, as given: each flag at most once, exactly one N.
#[derive(Default)]
struct Given {
    method: Option<String>,
    count: bool,
    compare: bool,
    list: bool,
    svg: Option<OsString>,
    html: Option<OsString>,
    delay: Option<String>,
    n: Option<String>,
}

fn gather(arguments: impl Iterator<Item = OsString>) -> Result<Option<Given>, String> {
    let mut given = Given::default();
    let mut arguments = arguments.peekable();
    while let Some(argument) = arguments.next() {
        let text = argument.to_string_lossy().into_owned();
        let (flag, inline) = match text.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag.to_string(), Some(value)),
            _ => (text.clone(), None),
        };
        let mut value = |what: &str| -> Result<OsString, String> {
            match inline {
                Some(value) => Ok(value.into()),
                None => arguments
                    .next()
                    .ok_or_else(|| format!("{flag} needs {what}; {USAGE}")),
            }
        };
        let lossy = |value: OsString| value.to_string_lossy().into_owned();
        match flag.as_str() {
            "--help" | "-h" => return Ok(None),
            "--method" => given.method = Some(lossy(value("a method name")?)),
            "--svg" => given.svg = Some(value("a file name")?),
            "--html" => given.html = Some(value("a file name")?),
            "--delay" => given.delay = Some(lossy(value("a number of milliseconds")?)),
            "--count" if inline.is_none() => given.count = true,
            "--compare" if inline.is_none() => given.compare = true,
            "--list" if inline.is_none() => given.list = true,
            _ if text.starts_with('-') && text.len() > 1 && !is_number(&text) => {
                return Err(format!("unknown flag {}; {USAGE}", quote(&text)));
            }
            _ if given.n.is_some() => {
                return Err(format!(
                    "one board size N only, found another: {}",
                    quote(&text)
                ));
            }
            _ => given.n = Some(text),
        }
    }
    Ok(Some(given))
}

fn is_number(text: &str) -> bool {
    text.strip_prefix(['-', '+'])
        .unwrap_or(text)
        .bytes()
        .all(|b| b.is_ascii_digit())
}

/// An integer in `range`, or a message naming `what` and the range.
fn number(text: &str, what: &str, low: u64, high: u64) -> Result<u64, String> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "{what} must be an integer from {low} to {high}, found {}",
            quote(text)
        ));
    }
    match digits.parse::<u64>() {
        Ok(value) if (low..=high).contains(&value) => Ok(value),
        _ => Err(format!(
            "{what} must be from {low} to {high}, found {}",
            quote(text)
        )),
    }
}

fn parse(arguments: impl Iterator<Item = OsString>) -> Result<Parsed, String> {
    let Some(given) = gather(arguments)? else {
        return Ok(Parsed::Help);
    };
    let method = match &given.method {
        None => Method::Arrays,
        Some(name) => Method::named(name).ok_or_else(|| {
            format!(
                "unknown method {}; the methods are {}",
                quote(name),
                Method::names()
            )
        })?,
    };
    let drawn = given.svg.is_some() || given.html.is_some();
    if given.compare && (given.method.is_some() || drawn || given.delay.is_some()) {
        return Err("--compare runs every method and draws nothing: give it N alone".to_string());
    }
    if given.svg.is_some() && given.html.is_some() {
        return Err("one drawing at a time: --svg or --html, not both".to_string());
    }
    if drawn && given.delay.is_some() {
        let flag = if given.svg.is_some() {
            "--svg"
        } else {
            "--html"
        };
        return Err(format!(
            "{flag} draws the whole search at once: no --delay with it"
        ));
    }
    let view = match (given.compare, given.svg, given.html, given.count) {
        (true, ..) => View::Compare,
        (false, Some(file), ..) => View::Svg(PathBuf::from(file)),
        (false, None, Some(file), _) => View::Html(PathBuf::from(file)),
        (false, None, None, true) => View::Count,
        (false, None, None, false) => {
            let delay = given.delay.as_deref();
            let delay = delay
                .map(|ms| number(ms, "--delay", 0, MAX_DELAY))
                .transpose()?;
            View::Steps {
                delay,
                list: given.list,
            }
        }
    };
    let Some(n) = given.n else {
        return Err(missing_n(&view));
    };
    let n = match view {
        View::Svg(_) => number(&n, "n (with --svg)", 1, MAX_SVG_N as u64)?,
        View::Html(_) => number(&n, "n (with --html)", 1, MAX_HTML_N as u64)?,
        _ => number(&n, "n", 1, MAX_N as u64)?,
    };
    Ok(Parsed::Run(Args {
        method,
        view,
        n: n as usize,
    }))
}

/// No N: said plainly, and when a drawing's file name looks like N (`--html 5`), said so.
fn missing_n(view: &View) -> String {
    let (flag, file) = match view {
        View::Svg(file) => ("--svg", file),
        View::Html(file) => ("--html", file),
        _ => return format!("expected the board size N; {USAGE}"),
    };
    let file = file.to_string_lossy();
    if is_number(&file) {
        return format!(
            "{flag} needs a file name, then N: found only {}",
            quote(&file)
        );
    }
    format!("expected the board size N; {USAGE}")
}

/// How a run ended.
enum Outcome {
    Done,
    /// stdout closed or full: end quietly.
    Closed(io::Error),
    /// Another failure, said in one line.
    Failed(String),
}

fn main() -> ExitCode {
    let args = match parse(env::args_os().skip(1)) {
        Ok(Parsed::Run(args)) => args,
        Ok(Parsed::Help) => {
            let mut out = io::stdout().lock();
            let _ =
                writeln!(out, "{USAGE}\nmethods: {}", Method::names()).and_then(|()| out.flush());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("trace: {message}");
            return ExitCode::from(1);
        }
    };
    match run(&args) {
        Outcome::Done => ExitCode::SUCCESS,
        Outcome::Closed(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        // The learner's `q` on the terminal view.
        Outcome::Closed(error) if error.kind() == io::ErrorKind::Interrupted => ExitCode::SUCCESS,
        Outcome::Closed(_) => ExitCode::from(1),
        Outcome::Failed(message) => {
            eprintln!("trace: {message}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &Args) -> Outcome {
    let stdout = io::stdout();
    let terminal = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
    let (method, n) = (args.method, args.n);
    let written = match &args.view {
        View::Count => {
            let (counts, _) = method.run(n, None);
            out.write_all(list::summary(&counts, method).as_bytes())
        }
        View::Compare => out.write_all(compare::table(n).as_bytes()),
        View::Svg(file) => {
            let (drawing, counts) = svg::draw(method, n);
            let what = format!(
                "tree: {} nodes drawn in {}",
                counts.total_nodes(),
                file.display()
            );
            return save(file, &drawing, &counts, method, &what, out);
        }
        View::Html(file) => {
            let (page, counts, steps) = html::page(method, n);
            let what = format!(
                "page: {steps} steps in {} (open it in a browser; #step=K after its name opens step K)",
                file.display()
            );
            return save(file, &page, &counts, method, &what, out);
        }
        View::Steps { delay, list } if terminal && !list => {
            let colour = env::var_os("NO_COLOR").is_none_or(|value| value.is_empty());
            terminal::show(method, n, *delay, colour, &mut out)
        }
        View::Steps { .. } => steps(method, n, &mut out),
    };
    match written.and_then(|()| out.flush()) {
        Ok(()) => Outcome::Done,
        Err(error) => Outcome::Closed(error),
    }
}

/// The plain step list, then the counts.
fn steps(method: Method, n: usize, out: &mut impl Write) -> io::Result<()> {
    out.write_all(list::header(method, n).as_bytes())?;
    let (counts, error) = record::record(method, n, &mut |step, board| {
        writeln!(out, "{}", list::line(step, board))
    });
    if let Some(error) = error {
        return Err(error);
    }
    out.write_all(list::summary(&counts, method).as_bytes())
}

/// `--svg FILE`, `--html FILE`: the drawing into the file; on stdout the counts, then `what`
/// (what was drawn, and where).
fn save(
    file: &PathBuf,
    drawing: &str,
    counts: &search::Counts,
    method: Method,
    what: &str,
    mut out: impl Write,
) -> Outcome {
    if let Err(error) = fs::write(file, drawing) {
        let name = quote(&file.to_string_lossy());
        return Outcome::Failed(format!("cannot write {name}: {error}"));
    }
    let written = write!(out, "{}", list::summary(counts, method))
        .and_then(|()| writeln!(out, "{what}"))
        .and_then(|()| out.flush());
    match written {
        Ok(()) => Outcome::Done,
        Err(error) => Outcome::Closed(error),
    }
}
