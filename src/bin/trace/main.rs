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
//!
//! `trace --problem NAME --theirs PROGRAM [--input FILE] [N]` shows the learner's own search
//! instead of a method of ours: PROGRAM (their file, compiled) is run with `NQUEENS_TRACE=1`,
//! the steps its `step` helper writes to stderr are read (`theirs.rs`) and checked against the
//! rules of the search (`rules.rs`), and every view shows them up to the first broken rule.

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
mod rules;
mod search;
mod svg;
mod terminal;
mod theirs;

use methods::{Method, Source, Theirs};
use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::{env, fs};
use theirs::{Input, Problem};

const USAGE: &str = "usage: trace [--method NAME] [--count] [--compare] [--svg FILE] \
                     [--html FILE] [--delay MS] [--list] N";
/// Your own search, said by `--help`.
const THEIRS: &str = "your own search: trace --problem NAME --theirs PROGRAM [--source FILE] \
                      [--input FILE] [--count | --list | --svg FILE | --html FILE | --delay MS] [N]";
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

/// Where the steps will come from, resolved: a method, or the learner's program and its input.
#[derive(Debug)]
enum Chosen {
    Method(Method),
    Theirs {
        problem: Problem,
        program: OsString,
        /// What the header calls the program: the file it was compiled from (`--source`), or
        /// the program itself.
        shown: String,
        input: Vec<u8>,
        reserved: Vec<Vec<bool>>,
    },
}

/// The command line, resolved once.
#[derive(Debug)]
struct Args {
    chosen: Chosen,
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
    problem: Option<String>,
    theirs: Option<OsString>,
    source: Option<OsString>,
    input: Option<OsString>,
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
            "--problem" => given.problem = Some(lossy(value("a problem name")?)),
            "--theirs" => given.theirs = Some(value("a program")?),
            "--source" => given.source = Some(value("a file name")?),
            "--input" => given.input = Some(value("a file name")?),
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
    let Some(mut given) = gather(arguments)? else {
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
    if given.theirs.is_some()
        || given.problem.is_some()
        || given.input.is_some()
        || given.source.is_some()
    {
        return theirs(given);
    }
    if given.compare
        && (given.method.is_some()
            || given.svg.is_some()
            || given.html.is_some()
            || given.delay.is_some())
    {
        return Err("--compare runs every method and draws nothing: give it N alone".to_string());
    }
    let view = if given.compare {
        View::Compare
    } else {
        view(&mut given)?
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
        chosen: Chosen::Method(method),
        view,
        n: n as usize,
    }))
}

/// The view the flags ask for (`--compare` aside), with its checks.
fn view(given: &mut Given) -> Result<View, String> {
    if given.svg.is_some() && given.html.is_some() {
        return Err("one drawing at a time: --svg or --html, not both".to_string());
    }
    if given.delay.is_some() {
        let flag = match (&given.svg, &given.html) {
            (Some(_), _) => "--svg",
            (None, Some(_)) => "--html",
            (None, None) => "",
        };
        if !flag.is_empty() {
            return Err(format!(
                "{flag} draws the whole search at once: no --delay with it"
            ));
        }
    }
    Ok(match (given.svg.take(), given.html.take(), given.count) {
        (Some(file), ..) => View::Svg(PathBuf::from(file)),
        (None, Some(file), _) => View::Html(PathBuf::from(file)),
        (None, None, true) => View::Count,
        (None, None, false) => {
            let delay = given.delay.as_deref();
            let delay = delay
                .map(|ms| number(ms, "--delay", 0, MAX_DELAY))
                .transpose()?;
            View::Steps {
                delay,
                list: given.list,
            }
        }
    })
}

/// `--problem NAME --theirs PROGRAM [--input FILE] [N]`: the learner's search, its input read
/// and its board size resolved from the problem.
fn theirs(mut given: Given) -> Result<Parsed, String> {
    let (Some(name), Some(program)) = (given.problem.take(), given.theirs.take()) else {
        return Err(format!(
            "your own search needs both --problem NAME and --theirs PROGRAM; {THEIRS}"
        ));
    };
    if given.method.is_some() || given.compare {
        return Err("your own search is traced as it is: no --method or --compare".to_string());
    }
    let problem = Problem::named(&name).ok_or_else(|| {
        format!(
            "{} is no search trace follows (it follows yours for {}): practise and stress \
             judge it",
            quote(&name),
            Problem::names(),
        )
    })?;
    let view = view(&mut given)?;
    let max = if matches!(view, View::Svg(_)) {
        MAX_SVG_N
    } else {
        MAX_HTML_N
    };
    let n = given
        .n
        .as_deref()
        .map(|n| number(n, "n (your own search)", 1, max as u64))
        .transpose()?
        .map(|n| n as usize);
    let file = given.input.as_ref().map(|file| {
        fs::read_to_string(file)
            .map_err(|error| format!("cannot read {}: {error}", quote(&file.to_string_lossy())))
    });
    let (n, input, reserved) = their_input(&problem, n, file.transpose()?, max)?;
    let shown = given.source.as_ref().unwrap_or(&program);
    let shown = shown.to_string_lossy().into_owned();
    Ok(Parsed::Run(Args {
        chosen: Chosen::Theirs {
            problem,
            program,
            shown,
            input,
            reserved,
        },
        view,
        n,
    }))
}

/// The board size, the learner's program's stdin and the reserved squares (`reserved[row][col]`,
/// none where the problem reserves none).
type TheirInput = (usize, Vec<u8>, Vec<Vec<bool>>);

/// What the learner's program of `problem` reads, from the n given and the input file's text.
fn their_input(
    problem: &Problem,
    n: Option<usize>,
    file: Option<String>,
    max: usize,
) -> Result<TheirInput, String> {
    Ok(match (problem.input, file) {
        (Input::N { default }, None) => {
            let n = n.unwrap_or(default);
            (n, format!("{n}\n").into_bytes(), Vec::new())
        }
        (Input::Fixed(size), None) => match n {
            Some(n) if n != size => {
                return Err(format!("{} is always n = {size}, found {n}", problem.name));
            }
            _ => (size, Vec::new(), Vec::new()),
        },
        (Input::Board { sized, reserved }, Some(text)) => {
            let (size, reserved) = theirs::board(&text, sized, reserved)?;
            if size > max {
                return Err(format!(
                    "the board is {size}x{size}: trace follows n <= {max}"
                ));
            }
            if let Some(n) = n.filter(|&n| n != size) {
                return Err(format!("the input file's board is n = {size}, not {n}"));
            }
            (size, text.into_bytes(), reserved)
        }
        (Input::Board { .. }, None) => {
            return Err(format!(
                "{} reads a board: give it with --input FILE",
                problem.name
            ));
        }
        (_, Some(_)) => {
            return Err(format!(
                "{} reads n alone: give N, not --input",
                problem.name
            ));
        }
    })
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

/// The environment variable the judge sets when it runs trace for a verb: the command the
/// learner typed (`cargo trace`, `make trace`), which starts each refusal in place of `trace`.
const SAID_AS: &str = "NQUEENS_TRACE_AS";

/// `trace`, or the command the learner typed ([`SAID_AS`]): what a refusal starts with.
fn said_as() -> String {
    env::var(SAID_AS)
        .ok()
        .filter(|command| !command.trim().is_empty())
        .unwrap_or_else(|| "trace".to_string())
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
            let _ = writeln!(
                out,
                "{USAGE}\nmethods: {}\n{THEIRS}\nproblems: {}",
                Method::names(),
                Problem::names()
            )
            .and_then(|()| out.flush());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("{}: {message}", said_as());
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
            eprintln!("{}: {message}", said_as());
            ExitCode::from(1)
        }
    }
}

/// The steps' source: the method, or the learner's program run and its steps checked.
fn source(chosen: &Chosen, n: usize) -> Result<Source, String> {
    let (problem, program, shown, input, reserved) = match chosen {
        Chosen::Method(method) => return Ok(Source::Method(*method)),
        Chosen::Theirs {
            problem,
            program,
            shown,
            input,
            reserved,
        } => (problem, program, shown, input, reserved),
    };
    let traced = theirs::run(program, input, problem, n)?;
    let rules = rules::Rules {
        n,
        piece: problem.piece,
        reserved,
        mirror: problem.mirror,
        claimed: traced.claimed,
    };
    // No step is no search, unless there was nothing to find (every square reserved).
    if traced.moves.is_empty() && !rules::every_board(&rules).is_empty() {
        return Err(theirs::NO_STEP.to_string());
    }
    Ok(Source::Theirs(Theirs {
        problem: *problem,
        program: shown.clone(),
        events: rules::check(&rules, &traced.moves, traced.stopped.as_deref()),
    }))
}

fn run(args: &Args) -> Outcome {
    let n = args.n;
    let method = match source(&args.chosen, n) {
        Ok(source) => source,
        Err(message) => return Outcome::Failed(message),
    };
    let method = &method;
    let stdout = io::stdout();
    let terminal = stdout.is_terminal();
    let mut out = BufWriter::new(stdout.lock());
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
fn steps(method: &Source, n: usize, out: &mut impl Write) -> io::Result<()> {
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
    method: &Source,
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
