//! The learner's loop by verb: `judge practise leetcode51`, what `cargo practise leetcode51`
//! runs (the aliases of `.cargo/config.toml`) and what `make practise P=leetcode51` runs, so that
//! the loop needs neither `make` nor a shell (Windows' PowerShell and cmd type the same line).
//!
//! A verb's command line is checked here, its problem, its number and its file (the learner's
//! `mine/<problem>.rs` unless `--file` names another), then it becomes the flags of the judge's
//! own modes (`--practise --file`, `--block --file`, `--stress`, `--toolchain`). Every message
//! names the loop in the words the learner typed ([`Front`]): `cargo start leetcode51` or
//! `make new P=leetcode51`. The verbs run from any folder of the workspace, `mine/` included:
//! paths are then said from the workspace's root, with the system's separator.

use crate::args::{self, Args, Parsed};
use nqueens::error::Error;
use nqueens::report::{shell_word, token};
use nqueens::submission::TempDir;
use nqueens::{Paste, Problem};
use std::env;
use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::{Component, Path, PathBuf};
use std::process::Command;

/// The environment variable the Makefile sets: `make` is the front, and messages say make's
/// lines.
const FRONT: &str = "NQUEENS_FRONT";

/// Who runs the verb, and so how a message names a command: cargo's alias or make's target.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Front {
    /// `cargo practise leetcode51 --file x.rs` (`.cargo/config.toml`).
    Cargo,
    /// `make practise P=leetcode51 F=x.rs` (the Makefile; `judge`'s own modes say it too).
    Make,
}

/// An option of a verb, named once for both fronts: make's variable and cargo's flag.
#[derive(Clone, Copy)]
pub struct Opt {
    make: &'static str,
    cargo: &'static str,
}

pub const FILE: Opt = Opt {
    make: "F",
    cargo: "--file",
};
pub const CASE: Opt = Opt {
    make: "CASE",
    cargo: "--case",
};
pub const TIME: Opt = Opt {
    make: "TIME",
    cargo: "--time-limit",
};
pub const MEMORY: Opt = Opt {
    make: "MEMORY",
    cargo: "--memory-limit",
};
pub const COMMAND: Opt = Opt {
    make: "CMD",
    cargo: "--",
};
/// The hint's number: `K=2`, or the word after the problem.
const K: Opt = Opt {
    make: "K",
    cargo: "",
};

impl Front {
    /// The front in this process's environment; `judge`'s own modes speak as the Makefile.
    pub fn of_verbs() -> Front {
        match env::var(FRONT).as_deref() {
            Ok("make") => Front::Make,
            _ => Front::Cargo,
        }
    }

    /// The verb as this front names it: cargo's own `new` cannot be shadowed, so `start`.
    fn verb(self, verb: &str) -> &str {
        match (self, verb) {
            (Front::Make, "start") => "new",
            (_, "practice") => "practise",
            _ => verb,
        }
    }

    /// `cargo practise` or `make practise`: the program of a message's `<program>: `.
    pub fn program(self, verb: &str) -> String {
        match self {
            Front::Cargo => format!("cargo {}", self.verb(verb)),
            Front::Make => format!("make {}", self.verb(verb)),
        }
    }

    /// The line that runs `verb` on `problem` with `options`, as this front types it:
    /// `cargo practise leetcode51 --file x.rs --case 03` or `make practise P=leetcode51 F=x.rs
    /// CASE=03`. Values are quoted for a shell where they need it.
    pub fn line(self, verb: &str, problem: &str, options: &[(Opt, &str)]) -> String {
        // `<problem>` stands for any: shown as it is.
        let shell_word = |word: &str| match word.starts_with('<') && word.ends_with('>') {
            true => word.to_string(),
            false => shell_word(word),
        };
        let mut line = self.program(verb);
        match self {
            Front::Make => line += &format!(" P={}", shell_word(problem)),
            Front::Cargo => line += &format!(" {}", shell_word(problem)),
        }
        for (option, value) in options {
            line += &match self {
                Front::Make => format!(" {}={}", option.make, shell_word(value)),
                Front::Cargo if option.cargo.is_empty() => format!(" {}", shell_word(value)),
                // The command after `--` is already words of a shell.
                Front::Cargo if option.cargo == "--" => format!(" -- {value}"),
                Front::Cargo => format!(" {} {}", option.cargo, shell_word(value)),
            };
        }
        line
    }

    /// What lists the problems: `make help`, or the judge's own usage.
    fn list(self) -> &'static str {
        match self {
            Front::Make => "make help",
            Front::Cargo => "cargo judge --help",
        }
    }
}

/// The verbs in cargo's words, for `judge --help` and a verb's own `--help`.
pub const USAGE: &str = "\
The learner's loop, the same line on every system (`make <target> P=<problem>` runs the same;
the file is mine/<problem>.rs unless --file names another):
  cargo start <problem>       write mine/<problem>.rs, its starter (make new)
  cargo practise <problem>    judge it as its judge would (or practice): [--file PATH]
                              [--case NAME] [--first] [--all] [--time-limit LIMIT]
                              [--memory-limit LIMIT] [--no-jail]
  cargo submit <problem>      print its block to paste, once it compiles: [--file PATH]
  cargo stress <problem>      random inputs until it fails, then the smallest failing one:
                              [--file PATH] [--count N] [--seed S] [LIMITS]
                              [-- <command...>] (a program of yours in any language)
  cargo hint <problem> [K]    hint K, from 1 to 3 (the first by default), never the code
  cargo trace <problem> [N]   your search step by step: [--file PATH] [--input FILE]
                              [--html PAGE]; ours: cargo trace [--method M] [N]
  cargo toolchain <problem>   install its judge's Rust (cargo toolchains: every judge's)
  cargo judge <problem> [--case NAME] [--first] [--all] [LIMITS] -- <command...>
                              judge a program of yours in any language";

/// The learner's verbs, as `judge`'s first word.
const VERBS: [&str; 10] = [
    "start",
    "practise",
    "practice",
    "submit",
    "stress",
    "hint",
    "trace",
    "toolchain",
    "toolchains",
    "judge",
];

/// The verb `word` names, if it is one.
pub fn verb(word: Option<&OsString>) -> Option<&'static str> {
    let word = word?.to_str()?;
    VERBS.iter().copied().find(|verb| *verb == word)
}

/// A verb's command line as given: the problem, the words after it, the options by name.
#[derive(Default)]
struct Given {
    problem: Option<String>,
    /// Words after the problem that are no option: the hint's number, trace's n.
    words: Vec<String>,
    /// Options with their values (`--first` with none), in order.
    options: Vec<(String, Option<String>)>,
    /// After `--`: a program of the learner's own.
    command: Vec<OsString>,
    /// `--help`: the usage, and nothing done.
    help: bool,
    /// `--check`: check the command line and the files, and do nothing (the Makefile's first
    /// step: a refusal is make's one line).
    check: bool,
}

/// The options each verb takes besides `--check`; the ones with a value end in `=`.
fn options_of(verb: &str) -> &'static [&'static str] {
    match verb {
        "practise" | "practice" => &[
            "--file=",
            "--case=",
            "--first",
            "--all",
            "--time-limit=",
            "--memory-limit=",
            "--no-jail",
        ],
        "judge" => &[
            "--case=",
            "--first",
            "--all",
            "--time-limit=",
            "--memory-limit=",
            "--no-jail",
        ],
        "submit" => &["--file="],
        "stress" => &[
            "--file=",
            "--count=",
            "--seed=",
            "--time-limit=",
            "--memory-limit=",
            "--no-jail",
        ],
        "trace" => &["--file=", "--input=", "--html="],
        _ => &[],
    }
}

/// Runs `verb` with the words after it; true when all went well (a verdict of Accepted).
pub fn run(verb: &'static str, words: Vec<OsString>) -> Result<bool, Error> {
    let front = Front::of_verbs();
    if verb == "trace" && ours_traced(&words) {
        if words.iter().any(|word| word == "--check") {
            return Ok(true);
        }
        return trace_ours(words);
    }
    let given = parse(verb, front, words)?;
    if given.help {
        return crate::help();
    }
    let root = enter_workspace()?;
    let file = |given: &Given, problem: &Problem| -> Result<PathBuf, Error> {
        learner_file(given, problem, front, &root.cwd, &root.root)
    };
    match verb {
        "start" => start(front, known(front, verb, &given)?, given.check),
        "practise" | "practice" | "submit" => {
            let problem = known(front, verb, &given)?;
            let file = file(&given, problem)?;
            let mut flags = arguments(if verb == "submit" {
                &["--block"]
            } else {
                &["--practise"]
            });
            flags.extend(passed(&given, &["--file"]));
            flags.extend(arguments(&[problem.name, "--file"]));
            flags.push(file.into_os_string());
            judge(front, flags, given.check)
        }
        "stress" => {
            let problem = known(front, verb, &given)?;
            let count = option(&given, "--count").unwrap_or("500").to_string();
            let mut flags = arguments(&["--stress", &count]);
            flags.extend(passed(&given, &["--file", "--count"]));
            if given.command.is_empty() {
                flags.insert(0, "--practise".into());
                flags.extend(arguments(&[problem.name, "--file"]));
                flags.push(file(&given, problem)?.into_os_string());
            } else {
                flags.extend(arguments(&[problem.name, "--"]));
                flags.extend(given.command.iter().cloned());
            }
            judge(front, flags, given.check)
        }
        "judge" => {
            let problem = known(front, verb, &given)?;
            if given.command.is_empty() {
                return Err(Error::Refused(format!(
                    "say which program to judge: {}",
                    front.line(verb, problem.name, &[(COMMAND, "python3 mine.py")])
                )));
            }
            let mut flags = passed(&given, &[]).collect::<Vec<_>>();
            flags.extend(arguments(&[problem.name, "--"]));
            flags.extend(given.command.iter().cloned());
            judge(front, flags, given.check)
        }
        "toolchain" => {
            let problem = known(front, verb, &given)?;
            judge(
                front,
                arguments(&["--toolchain", problem.name]),
                given.check,
            )
        }
        "toolchains" => match given.problem {
            Some(_) => Err(Error::Refused(format!(
                "installs every judge's Rust and takes no problem; for one judge's: {}",
                front.line("toolchain", "<problem>", &[])
            ))),
            None => judge(front, arguments(&["--toolchains"]), given.check),
        },
        "hint" => hint(front, &given),
        "trace" => {
            let problem = known(front, verb, &given)?;
            let file = file(&given, problem)?;
            trace_yours(problem, &file, &given)
        }
        _ => unreachable!("{verb} is in VERBS"),
    }
}

/// `words` as arguments.
fn arguments(words: &[&str]) -> Vec<OsString> {
    words.iter().map(OsString::from).collect()
}

/// The value of option `name`, if given.
fn option<'a>(given: &'a Given, name: &str) -> Option<&'a str> {
    given
        .options
        .iter()
        .rev()
        .find(|(option, _)| option == name)
        .and_then(|(_, value)| value.as_deref())
}

/// The options the judge's own modes take as they are: all but those `resolved` here.
fn passed<'a>(given: &'a Given, resolved: &'a [&str]) -> impl Iterator<Item = OsString> + 'a {
    given
        .options
        .iter()
        .filter(|(name, _)| !resolved.contains(&name.as_str()))
        .flat_map(|(name, value)| std::iter::once(name.clone()).chain(value.clone()))
        .map(OsString::from)
}

/// The verb's words parsed: the problem, the options, the command after `--`.
fn parse(verb: &str, front: Front, words: Vec<OsString>) -> Result<Given, Error> {
    let taken = options_of(verb);
    let mut given = Given::default();
    let mut words = words.into_iter();
    while let Some(word) = words.next() {
        if word == "--" {
            if !matches!(verb, "stress" | "judge") {
                return Err(Error::Refused(format!(
                    "takes no command after `--`; {}",
                    usage(front, verb)
                )));
            }
            given.command = words.by_ref().collect();
            break;
        }
        let text = word.into_string().map_err(|word| {
            Error::Refused(format!(
                "{} is not a problem, a number or an option",
                token(&word.to_string_lossy())
            ))
        })?;
        if text == "--check" {
            given.check = true;
            continue;
        }
        if text == "-h" || text == "--help" {
            given.help = true;
            continue;
        }
        if text.starts_with('-') && text.len() > 1 {
            let (name, inline) = match text.split_once('=') {
                Some((name, value)) => (name.to_string(), Some(value.to_string())),
                None => (text.clone(), None),
            };
            let with_value = taken.contains(&format!("{name}=").as_str());
            if !with_value && !taken.contains(&name.as_str()) {
                return Err(Error::Refused(format!(
                    "unknown option {}; {}",
                    token(&name),
                    usage(front, verb)
                )));
            }
            let value = match (with_value, inline) {
                (true, Some(value)) => Some(value),
                (true, None) => Some(
                    words
                        .next()
                        .map(|value| value.to_string_lossy().into_owned())
                        .ok_or_else(|| {
                            Error::Refused(format!("{name} needs a value; {}", usage(front, verb)))
                        })?,
                ),
                (false, Some(_)) => {
                    return Err(Error::Refused(format!("{name} takes no value")));
                }
                (false, None) => None,
            };
            given.options.push((name, value));
        } else if given.problem.is_none() {
            given.problem = Some(text);
        } else {
            given.words.push(text);
        }
    }
    let positional = match verb {
        "hint" | "trace" => 1,
        _ => 0,
    };
    if given.words.len() > positional {
        return Err(Error::Refused(format!(
            "unexpected {}; {}",
            token(&given.words[positional]),
            usage(front, verb)
        )));
    }
    Ok(given)
}

/// What `verb` takes, in this front's words, for a refusal's end.
fn usage(front: Front, verb: &str) -> String {
    let example = |options: &[(Opt, &str)]| front.line(verb, "leetcode51", options);
    match verb {
        "start" | "submit" | "toolchain" => format!("as in {}", example(&[])),
        "toolchains" => format!("as in {}", front.program(verb)),
        "hint" => format!("as in {} (the second hint)", example(&[(K, "2")])),
        "judge" => format!(
            "as in {}",
            example(&[(COMMAND, &shell_word("python3 mine.py"))])
        ),
        "trace" => format!(
            "as in {} (your file; {} takes n and --file, --input, --html)",
            example(&[]),
            front.program(verb)
        ),
        _ => format!(
            "{} takes {}",
            front.program(verb),
            options_of(verb)
                .iter()
                .map(|option| option.trim_end_matches('='))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The problem the verb names, known to the judge; a name that is none is answered with the
/// name meant.
fn known(front: Front, verb: &str, given: &Given) -> Result<&'static Problem, Error> {
    match &given.problem {
        None => Err(Error::Refused(format!(
            "say which problem: {} ({} lists them)",
            front.line(verb, "leetcode51", &[]),
            front.list()
        ))),
        Some(name) => args::find(name),
    }
}

/// Where the verb runs: the workspace's root (the nearest folder from here up that holds
/// `problems/starters/`), made the current folder, and the folder it was run from.
struct Root {
    root: PathBuf,
    cwd: PathBuf,
}

fn enter_workspace() -> Result<Root, Error> {
    let cwd = env::current_dir()
        .map_err(|error| Error::Cannot(format!("cannot tell the current folder: {error}")))?;
    let root = cwd
        .ancestors()
        .find(|folder| folder.join("problems").join("starters").is_dir())
        .ok_or_else(|| {
            Error::Refused(format!(
                "{} is not in the workspace (no problems{}starters folder here or above): run it \
                 in the workspace's folder",
                cwd.display(),
                std::path::MAIN_SEPARATOR
            ))
        })?
        .to_path_buf();
    env::set_current_dir(&root)
        .map_err(|error| Error::Cannot(format!("cannot go to {}: {error}", root.display())))?;
    Ok(Root { root, cwd })
}

/// The learner's file: `--file` (as given from the folder the verb ran in, said from the root
/// where it is inside it) or `mine/<problem>.rs`, which must exist.
fn learner_file(
    given: &Given,
    problem: &Problem,
    front: Front,
    cwd: &Path,
    root: &Path,
) -> Result<PathBuf, Error> {
    let Some(named) = option(given, "--file") else {
        let file = crate::learner::default_file(problem);
        if !file.is_file() {
            return Err(Error::Refused(format!(
                "no {} yet: {} writes it",
                file.display(),
                front.line("start", problem.name, &[])
            )));
        }
        return Ok(file);
    };
    let absolute = normalized(&cwd.join(named));
    let file = match absolute.strip_prefix(root) {
        Ok(inside) => inside.to_path_buf(),
        Err(_) => absolute,
    };
    if !file.is_file() {
        return Err(Error::Refused(format!("no file {}", token(named))));
    }
    Ok(file)
}

/// `path` with its `.` and `..` taken out by their names alone.
fn normalized(path: &Path) -> PathBuf {
    let mut result = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                result.pop();
            }
            other => result.push(other),
        }
    }
    result
}

/// The judge's own modes on `flags`, with this front's words in their messages.
fn judge(front: Front, flags: Vec<OsString>, check: bool) -> Result<bool, Error> {
    match args::parse(flags)? {
        Parsed::Run(args) => {
            let args = Args { front, ..args };
            if check {
                return Ok(true);
            }
            crate::judge(args)
        }
        Parsed::Toolchains if check => Ok(true),
        Parsed::Toolchains => crate::toolchain::install_all(),
        Parsed::Help | Parsed::NoProblem => unreachable!("a verb names its problem"),
    }
}

/// `start`: the learner's own file for `problem`, a copy of its starter, in `mine/`, a Cargo
/// project of its own (one `[[bin]]` a file, with its judge's edition); never over a file.
fn start(front: Front, problem: &Problem, check: bool) -> Result<bool, Error> {
    let starter = Path::new("problems")
        .join("starters")
        .join(format!("{}.rs", problem.name));
    if problem.paste == Paste::Nothing || !starter.is_file() {
        return Err(Error::Refused(format!(
            "{} has no starter: it is a tool of this workspace, not a judge problem ({} lists \
             the problems)",
            problem.name,
            front.list()
        )));
    }
    let file = crate::learner::default_file(problem);
    if file.exists() {
        return Err(Error::Refused(format!(
            "{} exists and is yours: edit it, or move it away to start again",
            file.display()
        )));
    }
    if check {
        return Ok(true);
    }
    let text = fs::read_to_string(&starter)
        .map_err(|error| Error::Cannot(format!("{}: {error}", starter.display())))?;
    let mine = Path::new("mine");
    let written = |path: &Path, result: io::Result<()>| {
        result.map_err(|error| Error::Cannot(format!("cannot write {}: {error}", path.display())))
    };
    written(mine, fs::create_dir_all(mine))?;
    let manifest = mine.join("Cargo.toml");
    if !manifest.exists() {
        let text = format!(
            "# Your files, one [[bin]] each (`{}` adds them): a Cargo project of its own,\n\
             # so your editor knows them and nothing of the workspace around it compiles them.\n\
             [package]\nname = \"mine\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [workspace]\n",
            front.line("start", "<problem>", &[])
        );
        written(&manifest, fs::write(&manifest, text))?;
    }
    written(&file, fs::write(&file, &text))?;
    let bin = format!(
        "\n[[bin]]\nname = \"{0}\"\npath = \"{0}.rs\"\nedition = \"{1}\"\n",
        problem.name,
        edition(&text)
    );
    written(&manifest, append(&manifest, &bin))?;
    aliases_in_mine()?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "wrote {}: write the method, then {} (your editor: open mine{} as a Cargo project)",
        file.display(),
        front.line("practise", problem.name, &[]),
        std::path::MAIN_SEPARATOR
    )?;
    out.flush()?;
    Ok(true)
}

fn append(path: &Path, text: &str) -> io::Result<()> {
    let mut file = fs::OpenOptions::new().append(true).open(path)?;
    file.write_all(text.as_bytes())
}

/// The edition of a file laid out like the starters (`//! Rust 1.88, edition 2024: the
/// judge's`), or 2021.
fn edition(text: &str) -> &str {
    text.lines()
        .filter_map(|line| line.strip_prefix("//! Rust "))
        .filter_map(|rest| rest.split_once(", edition "))
        .filter_map(|(_, rest)| rest.split(':').next())
        .find(|edition| !edition.is_empty() && edition.bytes().all(|b| b.is_ascii_digit()))
        .unwrap_or("2021")
}

/// `mine/.cargo/config.toml`: the workspace's aliases, typed in `mine/` (a Cargo project of
/// its own, where `cargo run --bin judge` finds no judge), running the judge by the root's
/// manifest. Written once, from the root's `.cargo/config.toml`, where there is one.
fn aliases_in_mine() -> Result<(), Error> {
    let root = Path::new(".cargo").join("config.toml");
    let mine = Path::new("mine").join(".cargo");
    let Ok(text) = fs::read_to_string(&root) else {
        return Ok(());
    };
    if mine.join("config.toml").exists() {
        return Ok(());
    }
    let text = text.replace(
        "\"run -q --bin ",
        "\"run -q --manifest-path ../Cargo.toml --bin ",
    );
    let header =
        "# Written by `cargo start` from the workspace's .cargo/config.toml: its aliases, \
                  typed in mine/.\n";
    fs::create_dir_all(&mine)
        .and_then(|()| fs::write(mine.join("config.toml"), format!("{header}{text}")))
        .map_err(|error| Error::Cannot(format!("cannot write {}: {error}", mine.display())))
}

/// `hint`: the K-th item (the first by default) of the numbered list under `## Hints` in
/// `problems/<problem>.md`, its wrapped lines joined into one.
fn hint(front: Front, given: &Given) -> Result<bool, Error> {
    let name = given.problem.as_deref().unwrap_or_default();
    // A statement of a tool (`judge`, `trace`) is found by its name, without a hint in it.
    let plain = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric());
    let statement = Path::new("problems").join(format!("{name}.md"));
    if !(plain && statement.is_file()) {
        known(front, "hint", given)?;
    }
    let k = given.words.first().map_or("1", String::as_str);
    let number = match k {
        "1" | "2" | "3" => k.parse::<usize>().unwrap_or(1),
        _ => {
            let what = match front {
                Front::Make => "K is the hint's number",
                Front::Cargo => "the hint's number (after the problem) is",
            };
            return Err(Error::Refused(format!("{what} from 1 to 3; found {k:?}")));
        }
    };
    let text = fs::read_to_string(&statement)
        .map_err(|error| Error::Cannot(format!("{}: {error}", statement.display())))?;
    let hints = hints(&text);
    let Some(said) = hints.get(number - 1).filter(|said| !said.is_empty()) else {
        return Err(Error::Refused(format!(
            "{} has no hint {number}; the problems {} lists have three each",
            statement.display(),
            front.list()
        )));
    };
    if given.check {
        return Ok(true);
    }
    let next = match number {
        3 => format!(
            "(the last; the whole method is under Approach in {})",
            statement.display()
        ),
        _ => format!(
            "(next: {})",
            front.line("hint", name, &[(K, &(number + 1).to_string())])
        ),
    };
    let mut out = io::stdout().lock();
    writeln!(out, "hint {number} of 3: {said}\n{next}")?;
    out.flush()?;
    Ok(true)
}

/// The items of the numbered list under `## Hints`, by number from 1, each one line.
fn hints(markdown: &str) -> Vec<String> {
    let mut items: Vec<String> = Vec::new();
    let (mut inside, mut item) = (false, None);
    for line in markdown.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            inside = heading == "Hints";
            item = None;
            continue;
        }
        if !inside {
            continue;
        }
        let numbered = line.split_once(". ").and_then(|(number, rest)| {
            let number = number.parse::<usize>().ok()?;
            Some((number, rest.trim_start()))
        });
        if let Some((number, rest)) = numbered.filter(|(number, _)| *number >= 1) {
            if items.len() < number {
                items.resize(number, String::new());
            }
            items[number - 1] = rest.to_string();
            item = Some(number);
        } else if let (Some(number), true) =
            (item, line.starts_with(' ') && !line.trim().is_empty())
        {
            items[number - 1] += &format!(" {}", line.trim_start());
        } else {
            item = None;
        }
    }
    items
}

/// Whether `trace`'s words trace our search (`cargo trace --method bits 5`, `cargo trace 6`)
/// rather than the learner's (`cargo trace leetcode51`).
fn ours_traced(words: &[OsString]) -> bool {
    let mut words = words
        .iter()
        .filter(|word| *word != "--check")
        .map(|word| word.to_str());
    let first = words.clone().next().flatten();
    // A first word that is no option and no number names a problem, mistyped or not.
    let named = first
        .is_some_and(|word| !word.starts_with('-') && !word.bytes().all(|b| b.is_ascii_digit()));
    !named
        && !words.any(|word| {
            word.is_some_and(|word| word == "--file" || nqueens::problems::find(word).is_some())
        })
}

/// `cargo run -q --bin trace -- <words>`, by the manifest of the workspace this judge was built
/// in: `trace` as it stands in the sources, never a stale binary.
fn trace_command(words: impl IntoIterator<Item = OsString>) -> Command {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
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
fn trace_ours(words: Vec<OsString>) -> Result<bool, Error> {
    ran(trace_command(words), "cargo")
}

/// `trace <problem>`: the learner's file compiled as it stands (debug, so an overflow stops
/// it; today's rustc, the file's edition, warnings off), then traced: `trace --problem
/// <problem> --theirs <program>`. A problem that reads a board gets `--input` or its first
/// sample.
fn trace_yours(problem: &Problem, file: &Path, given: &Given) -> Result<bool, Error> {
    let input = match option(given, "--input") {
        Some(input) => Some(PathBuf::from(input)),
        None => sample(problem),
    };
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
    if let Some(input) = input {
        words.push("--input".into());
        words.push(input.into_os_string());
    }
    if let Some(html) = option(given, "--html") {
        words.extend(arguments(&["--html", html]));
    }
    words.extend(given.words.iter().map(OsString::from));
    ran(trace_command(words), "cargo")
}

/// The first sample of `problem` when its input is more than one n (a board, a list): what
/// `trace` feeds the learner's search without `--input`.
fn sample(problem: &Problem) -> Option<PathBuf> {
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
    let one_n =
        text.lines().count() <= 1 && text.trim().bytes().all(|b| b.is_ascii_digit() || b == b' ');
    (!text.trim().is_empty() && !one_n).then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_in_each_fronts_words() {
        let options = [(FILE, "my file.rs"), (CASE, "03")];
        assert_eq!(
            Front::Make.line("practise", "leetcode51", &options),
            "make practise P=leetcode51 F='my file.rs' CASE=03"
        );
        assert_eq!(
            Front::Cargo.line("practice", "leetcode51", &options),
            "cargo practise leetcode51 --file 'my file.rs' --case 03"
        );
        assert_eq!(Front::Make.line("start", "x", &[]), "make new P=x");
        assert_eq!(Front::Cargo.line("start", "x", &[]), "cargo start x");
        assert_eq!(
            Front::Cargo.line("hint", "x", &[(K, "2")]),
            "cargo hint x 2"
        );
        assert_eq!(
            Front::Make.line("hint", "x", &[(K, "2")]),
            "make hint P=x K=2"
        );
    }

    #[test]
    fn hints_are_numbered_items_with_their_lines_joined() {
        let markdown = "## Task\n\n1. not a hint\n\n## Hints\n\n1. First\n   more.\n2. Second.\n\
                        3. Third,\n   on\n   three lines.\n\n## Approach\n\n1. no\n";
        assert_eq!(
            hints(markdown),
            ["First more.", "Second.", "Third, on three lines."]
        );
        assert!(hints("## Task\n1. x\n").is_empty());
    }

    #[test]
    fn our_search_or_yours() {
        let traced = |text: &[&str]| ours_traced(&arguments(text));
        assert!(traced(&[]) && traced(&["5"]) && traced(&["--method", "bits", "5"]));
        assert!(!traced(&["leetcode51"]) && !traced(&["leetcode51", "6"]));
        assert!(!traced(&["--check", "leetcode51"]) && traced(&["--check", "5"]));
        assert!(!traced(&["--html", "p.html", "leetcode51"]) && !traced(&["leetcod51"]));
    }

    #[test]
    fn paths_lose_their_dots_by_name() {
        let path = Path::new("a")
            .join("mine")
            .join("..")
            .join(".")
            .join("b.rs");
        assert_eq!(normalized(&path), Path::new("a").join("b.rs"));
    }

    #[test]
    fn the_edition_of_a_starter() {
        assert_eq!(
            edition("//! x\n//! Rust 1.88, edition 2024: the judge's\n"),
            "2024"
        );
        assert_eq!(edition("fn main() {}\n"), "2021");
    }
}
