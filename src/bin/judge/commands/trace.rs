//! `trace`: a search step by step, ours (trace's own words) or the learner's file compiled as it
//! stands and traced.

use crate::commands::start::edition;
use crate::flags::{Options, INPUT};
use crate::front::Front;
use nqueens::error::Error;
use nqueens::submission::TempDir;
use nqueens::Problem;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `words` as arguments.
fn arguments(words: &[&str]) -> Vec<OsString> {
    words.iter().map(OsString::from).collect()
}

/// `cargo run -q --bin trace -- <words>`, by the manifest of the workspace this judge was built
/// in: `trace` as it stands in the sources, never a stale binary. Its refusals start with the
/// command the learner typed (`cargo trace: …`, `make trace: …`), not `trace: `.
fn trace_command(words: impl IntoIterator<Item = OsString>) -> Command {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .env("NQUEENS_TRACE_AS", Front::of_verbs().program("trace"))
        .args(["run", "-q", "--manifest-path"])
        .arg(crate::learner::workspace().join("Cargo.toml"))
        .args(["--bin", "trace", "--"])
        .args(words);
    command
}

/// The status of a program the verb ran, as its own: true for success.
fn ran(mut command: Command, what: &str) -> Result<bool, Error> {
    let status = command
        .status()
        .map_err(|error| Error::Cannot(format!("cannot run {what}: {error}")))?;
    Ok(status.success())
}

/// `trace` on our search: the words are trace's own.
pub fn ours(words: Vec<OsString>) -> Result<bool, Error> {
    ran(trace_command(words), "cargo")
}

/// `trace <problem>`: the learner's file compiled as it stands (debug, so an overflow stops
/// it; today's rustc, the file's edition, warnings off), then traced: `trace --problem
/// <problem> --theirs <program>`. A problem that reads a board gets `--input` or its first
/// sample.
pub fn yours(problem: &Problem, file: &Path, given: &Options) -> Result<bool, Error> {
    if given.input.is_some() && sample(problem).is_none() {
        return Err(no_board(problem, Front::of_verbs()));
    }
    let input = given.input.clone().or_else(|| sample(problem));
    if given.check {
        return Ok(true);
    }
    let text = fs::read_to_string(file).unwrap_or_default();
    let dir = TempDir::new("trace").map_err(|why| {
        Error::Cannot(format!(
            "cannot make a folder to compile in: {why}; point TMPDIR at a writable folder"
        ))
    })?;
    let program = dir
        .path()
        .join(format!("{}{}", problem.name, env::consts::EXE_SUFFIX));
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let mut compile = Command::new(rustc);
    compile
        .args(["--edition", edition(&text), "-A", "warnings", "-o"])
        .arg(&program)
        .arg(file);
    if !ran(compile, "rustc")? {
        return Ok(false);
    }
    let mut words: Vec<OsString> = arguments(&["--problem", problem.name, "--theirs"]);
    words.push(program.into_os_string());
    // The header names the learner's file, not the program compiled from it in a folder of ours.
    words.push("--source".into());
    words.push(file.as_os_str().to_owned());
    if let Some(input) = input {
        words.push("--input".into());
        words.push(input.into_os_string());
    }
    if let Some(html) = &given.html {
        words.extend(arguments(&["--html", html]));
    }
    words.extend(given.words.iter().map(OsString::from));
    ran(trace_command(words), "cargo")
}

/// An input file given for a problem that reads none (n alone, or nothing), refused in the words
/// the learner typed: `--input` to cargo, `IN=` to make, and the line that traces instead.
fn no_board(problem: &Problem, front: Front) -> Error {
    let input = INPUT.word_in(front).unwrap_or_else(|| INPUT.shown());
    let trace = front.command("trace", problem.name);
    let reads_nothing = first_sample(problem).is_some_and(|(_, text)| text.trim().is_empty());
    let instead = match (reads_nothing, front) {
        (true, _) => format!("it reads nothing: {trace}"),
        (false, Front::Cargo) => format!("it reads n alone: {trace} 5 traces n = 5"),
        (false, Front::Make) => format!("it reads n alone: {trace} N=5 traces n = 5"),
    };
    Error::Refused(format!(
        "{} takes no input file ({instead}), so no {input}",
        problem.name
    ))
}

/// The first sample of `problem` (`testdata/<problem>/*-sample*.in`) and its text.
fn first_sample(problem: &Problem) -> Option<(PathBuf, String)> {
    let folder = Path::new("testdata").join(problem.name);
    let mut samples: Vec<PathBuf> = fs::read_dir(&folder)
        .ok()?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            let name = path.file_name().and_then(|name| name.to_str());
            name.is_some_and(|name| name.contains("-sample") && name.ends_with(".in"))
        })
        .collect();
    samples.sort();
    let first = samples.into_iter().next()?;
    let text = fs::read_to_string(&first).ok()?;
    Some((first, text))
}

/// The first sample of `problem` when its input is more than one n (a board, a list): what
/// `trace` feeds the learner's search without `--input`.
fn sample(problem: &Problem) -> Option<PathBuf> {
    let (first, text) = first_sample(problem)?;
    let one_n =
        text.lines().count() <= 1 && text.trim().bytes().all(|b| b.is_ascii_digit() || b == b' ');
    (!text.trim().is_empty() && !one_n).then_some(first)
}
