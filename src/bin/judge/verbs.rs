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

/// An option of a verb, defined once: cargo's flag, make's variable, the value's name. The
/// parser, the usage and the lines a message shows all come from these.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Opt {
    /// `--file`; `--` for a command; empty for a word after the problem (the hint's number).
    cargo: &'static str,
    /// `F`; empty where make has none.
    make: &'static str,
    /// `PATH`; `None` for a switch (`--first`, make's `FIRST=1`).
    value: Option<&'static str>,
}

pub const FILE: Opt = Opt {
    cargo: "--file",
    make: "F",
    value: Some("PATH"),
};
pub const CASE: Opt = Opt {
    cargo: "--case",
    make: "CASE",
    value: Some("NAME"),
};
const FIRST: Opt = Opt {
    cargo: "--first",
    make: "FIRST",
    value: None,
};
const ALL: Opt = Opt {
    cargo: "--all",
    make: "ALL",
    value: None,
};
pub const TIME: Opt = Opt {
    cargo: "--time-limit",
    make: "TIME",
    value: Some("LIMIT"),
};
pub const MEMORY: Opt = Opt {
    cargo: "--memory-limit",
    make: "MEMORY",
    value: Some("LIMIT"),
};
const NO_JAIL: Opt = Opt {
    cargo: "--no-jail",
    make: "",
    value: None,
};
const COUNT: Opt = Opt {
    cargo: "--count",
    make: "COUNT",
    value: Some("N"),
};
const SEED: Opt = Opt {
    cargo: "--seed",
    make: "",
    value: Some("S"),
};
const INPUT: Opt = Opt {
    cargo: "--input",
    make: "IN",
    value: Some("FILE"),
};
const HTML: Opt = Opt {
    cargo: "--html",
    make: "HTML",
    value: Some("PAGE"),
};
pub const COMMAND: Opt = Opt {
    cargo: "--",
    make: "CMD",
    value: Some("<command...>"),
};
/// The hint's number: the word after the problem, make's `K=2`.
const K: Opt = Opt {
    cargo: "",
    make: "K",
    value: Some("K"),
};
/// Trace's n: the word after the problem, make's `N=6`.
const N: Opt = Opt {
    cargo: "",
    make: "N",
    value: Some("N"),
};

/// A learner's verb: its name (`judge`'s first word and the cargo alias), what it takes after
/// the problem, and what it does.
pub struct Verb {
    pub name: &'static str,
    /// The options, the words after the problem (`K`, `N`) and `--` (a command) among them.
    takes: &'static [Opt],
    doc: &'static str,
}

/// The learner's verbs: the aliases of `.cargo/config.toml`, the Makefile's targets.
const VERBS: [Verb; 10] = [
    Verb {
        name: "start",
        takes: &[],
        doc: "write mine/<problem>.rs, the problem's starter (make new P=<problem>)",
    },
    Verb {
        name: "practise",
        takes: PRACTISE,
        doc: "judge your file as its judge would",
    },
    Verb {
        name: "practice",
        takes: PRACTISE,
        doc: "the same as practise",
    },
    Verb {
        name: "submit",
        takes: &[FILE],
        doc: "print your block to paste, once it compiles as the judge's",
    },
    Verb {
        name: "stress",
        takes: &[FILE, COUNT, SEED, TIME, MEMORY, NO_JAIL, COMMAND],
        doc: "random inputs until your file (or the program after --) fails, then the smallest",
    },
    Verb {
        name: "hint",
        takes: &[K],
        doc: "hint K of the statement's three (the first by default), never the code",
    },
    Verb {
        name: "trace",
        takes: &[FILE, INPUT, HTML, N],
        doc: "your search step by step (ours: cargo trace [--method M] [N], trace's own words)",
    },
    Verb {
        name: "toolchain",
        takes: &[],
        doc: "install the problem's judge's Rust, so that practise compiles exactly as the judge",
    },
    Verb {
        name: "toolchains",
        takes: &[],
        doc: "install every judge's Rust (no problem named)",
    },
    Verb {
        name: "judge",
        takes: &[CASE, FIRST, ALL, TIME, MEMORY, NO_JAIL, COMMAND],
        doc: "judge a program of yours in any language",
    },
];

const PRACTISE: &[Opt] = &[FILE, CASE, FIRST, ALL, TIME, MEMORY, NO_JAIL];

/// The verb `word` names, if it is one.
pub fn verb(word: Option<&OsString>) -> Option<&'static Verb> {
    let word = word?.to_str()?;
    VERBS.iter().find(|verb| verb.name == word)
}

/// The verbs in cargo's words, from [`VERBS`]: for `judge --help` and a verb's `--help`.
pub fn usage() -> String {
    let mut text = String::from(
        "The learner's loop, the same line on every system (`make <target> P=<problem>` runs the\n\
         same; the file is mine/<problem>.rs unless --file names another):",
    );
    for verb in &VERBS {
        let mut line = format!("  cargo {}", verb.name);
        if verb.name != "toolchains" {
            line += " <problem>";
        }
        for option in verb.takes {
            let word = match (option.cargo, option.value) {
                ("", Some(value)) => format!("[{value}]"),
                ("--", Some(value)) => format!("[-- {value}]"),
                (flag, Some(value)) => format!("[{flag} {value}]"),
                (flag, None) => format!("[{flag}]"),
            };
            if line.len() + 1 + word.len() > 96 {
                text += &format!("\n{line}");
                line = "     ".to_string();
            }
            line += &format!(" {word}");
        }
        text += &format!("\n{line}\n      {}", verb.doc);
    }
    text
}

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
            line += &match (self, option.value) {
                (Front::Make, _) => format!(" {}={}", option.make, shell_word(value)),
                (Front::Cargo, None) => format!(" {}", option.cargo),
                (Front::Cargo, _) if option.cargo.is_empty() => format!(" {}", shell_word(value)),
                // The command after `--` is already words of a shell.
                (Front::Cargo, _) if option.cargo == "--" => format!(" -- {value}"),
                (Front::Cargo, _) => format!(" {} {}", option.cargo, shell_word(value)),
            };
        }
        line
    }

    /// `text` from the library, which names the loop's commands as the Makefile's (`make trace
    /// P=leetcode51`, `make toolchain P=leetcode51`), with those of `problem` in this front's
    /// words.
    pub fn in_its_words(self, problem: &str, text: &str) -> String {
        if self == Front::Make {
            return text.to_string();
        }
        ["trace", "toolchain"]
            .iter()
            .fold(text.to_string(), |text, verb| {
                let make = Front::Make.line(verb, problem, &[]);
                text.replace(&make, &self.line(verb, problem, &[]))
            })
    }

    /// What lists the problems: `make help`, or the judge's own usage.
    fn list(self) -> &'static str {
        match self {
            Front::Make => "make help",
            Front::Cargo => "cargo judge --help",
        }
    }
}

/// A verb's command line as given: the problem, the words after it, the options.
#[derive(Default)]
struct Given {
    problem: Option<String>,
    /// Words after the problem that are no option: the hint's number, trace's n.
    words: Vec<String>,
    /// Options with their values (a switch with none), in order.
    options: Vec<(Opt, Option<String>)>,
    /// After `--`: a program of the learner's own.
    command: Vec<OsString>,
    /// `--help`: the usage, and nothing done.
    help: bool,
    /// `--check`: check the command line and the files, and do nothing (the Makefile's first
    /// step: a refusal is make's one line).
    check: bool,
}

impl Given {
    /// The value of `option`, if given.
    fn value(&self, option: Opt) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(given, _)| *given == option)
            .and_then(|(_, value)| value.as_deref())
    }

    /// The options the judge's own modes take as they are: all but those `resolved` here.
    fn passed(&self, resolved: &[Opt]) -> Vec<OsString> {
        self.options
            .iter()
            .filter(|(option, _)| !resolved.contains(option))
            .flat_map(|(option, value)| {
                std::iter::once(option.cargo.to_string()).chain(value.clone())
            })
            .map(OsString::from)
            .collect()
    }
}

/// Runs `verb` with the words after it; true when all went well (a verdict of Accepted).
pub fn run(verb: &'static Verb, words: Vec<OsString>) -> Result<bool, Error> {
    let front = Front::of_verbs();
    if verb.name == "trace" && ours_traced(&words) {
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
    let asked = Asked {
        verb: verb.name,
        front,
        given,
        root,
    };
    match verb.name {
        "start" => start(front, asked.problem()?, asked.given.check),
        "practise" | "practice" | "submit" => practise(&asked),
        "stress" => stress(&asked),
        "judge" => judge_theirs(&asked),
        "toolchain" => {
            let flags = arguments(&["--toolchain", asked.problem()?.name]);
            judge(front, flags, asked.given.check)
        }
        "toolchains" => match asked.given.problem {
            Some(_) => Err(Error::Refused(format!(
                "installs every judge's Rust and takes no problem; for one judge's: {}",
                front.line("toolchain", "<problem>", &[])
            ))),
            None => judge(front, arguments(&["--toolchains"]), asked.given.check),
        },
        "hint" => hint(front, &asked.given),
        "trace" => {
            let problem = asked.problem()?;
            trace_yours(problem, &asked.file(problem)?, &asked.given)
        }
        _ => unreachable!("{} is in VERBS", verb.name),
    }
}

/// One verb's run: what was given, by which front, in which workspace.
struct Asked {
    verb: &'static str,
    front: Front,
    given: Given,
    root: Root,
}

impl Asked {
    /// The problem the verb names (see [`known`]).
    fn problem(&self) -> Result<&'static Problem, Error> {
        known(self.front, self.verb, &self.given)
    }

    /// The learner's file for `problem` (see [`learner_file`]).
    fn file(&self, problem: &Problem) -> Result<PathBuf, Error> {
        learner_file(&self.given, problem, self.front, &self.root)
    }
}

/// `practise` and `submit`: `--practise` or `--block` on the learner's file.
fn practise(asked: &Asked) -> Result<bool, Error> {
    let problem = asked.problem()?;
    let file = asked.file(problem)?;
    let mode = if asked.verb == "submit" {
        "--block"
    } else {
        "--practise"
    };
    let mut flags = arguments(&[mode]);
    flags.extend(asked.given.passed(&[FILE]));
    flags.extend(arguments(&[problem.name, "--file"]));
    flags.push(file.into_os_string());
    judge(asked.front, flags, asked.given.check)
}

/// `stress`: `--stress` on the learner's file, or on the command after `--`.
fn stress(asked: &Asked) -> Result<bool, Error> {
    let given = &asked.given;
    let problem = asked.problem()?;
    let count = given.value(COUNT).unwrap_or("500");
    let mut flags = arguments(&["--stress", count]);
    flags.extend(given.passed(&[FILE, COUNT]));
    if given.command.is_empty() {
        flags.insert(0, "--practise".into());
        flags.extend(arguments(&[problem.name, "--file"]));
        flags.push(asked.file(problem)?.into_os_string());
    } else {
        flags.extend(arguments(&[problem.name, "--"]));
        flags.extend(given.command.iter().cloned());
    }
    judge(asked.front, flags, given.check)
}

/// `judge`: the judge's own cases mode on the command after `--`.
fn judge_theirs(asked: &Asked) -> Result<bool, Error> {
    let given = &asked.given;
    let problem = asked.problem()?;
    if given.command.is_empty() {
        return Err(Error::Refused(format!(
            "say which program to judge: {}",
            asked
                .front
                .line(asked.verb, problem.name, &[(COMMAND, "python3 mine.py")])
        )));
    }
    let mut flags = given.passed(&[]);
    flags.extend(arguments(&[problem.name, "--"]));
    flags.extend(given.command.iter().cloned());
    judge(asked.front, flags, given.check)
}

/// `words` as arguments.
fn arguments(words: &[&str]) -> Vec<OsString> {
    words.iter().map(OsString::from).collect()
}

/// The verb's words parsed: the problem, the options, the words after the problem, the
/// command after `--`; each checked against what the verb takes.
fn parse(verb: &Verb, front: Front, words: Vec<OsString>) -> Result<Given, Error> {
    let refused = |what: String| Error::Refused(format!("{what}; {}", takes(front, verb)));
    let mut given = Given::default();
    let mut words = words.into_iter();
    while let Some(word) = words.next() {
        if word == "--" {
            if !verb.takes.contains(&COMMAND) {
                return Err(refused("no command after `--` here".to_string()));
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
        match text.as_str() {
            "--check" => given.check = true,
            "-h" | "--help" => given.help = true,
            _ if text.starts_with('-') && text.len() > 1 => {
                let (name, inline) = match text.split_once('=') {
                    Some((name, value)) => (name, Some(value.to_string())),
                    None => (text.as_str(), None),
                };
                let option = verb
                    .takes
                    .iter()
                    .find(|option| option.cargo == name && name != "--")
                    .ok_or_else(|| refused(format!("unknown option {}", token(name))))?;
                let value = match (option.value, inline) {
                    (Some(_), Some(value)) => Some(value),
                    (Some(_), None) => Some(
                        words
                            .next()
                            .map(|value| value.to_string_lossy().into_owned())
                            .ok_or_else(|| refused(format!("{name} needs a value")))?,
                    ),
                    (None, Some(_)) => return Err(refused(format!("{name} takes no value"))),
                    (None, None) => None,
                };
                given.options.push((*option, value));
            }
            _ if given.problem.is_none() => given.problem = Some(text),
            _ => given.words.push(text),
        }
    }
    let positional = verb.takes.iter().filter(|option| option.cargo.is_empty());
    if let Some(extra) = given.words.get(positional.count()) {
        return Err(refused(format!("unexpected {}", token(extra))));
    }
    Ok(given)
}

/// What `verb` takes, in this front's words, for a refusal's end.
fn takes(front: Front, verb: &Verb) -> String {
    let program = front.program(verb.name);
    let takes: Vec<String> = verb
        .takes
        .iter()
        .filter_map(|option| match front {
            Front::Cargo if option.cargo.is_empty() => option.value.map(str::to_string),
            Front::Cargo => Some(option.cargo.to_string()),
            Front::Make if option.make.is_empty() => None,
            Front::Make => Some(format!("{}=", option.make)),
        })
        .collect();
    let problem = match (front, verb.name) {
        (_, "toolchains") => "",
        (Front::Make, _) => " P=<problem>",
        (Front::Cargo, _) => " <problem>",
    };
    match takes.as_slice() {
        [] => format!("{program} takes{problem} alone"),
        _ => format!("{program} takes{problem} and {}", takes.join(", ")),
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
    root: &Root,
) -> Result<PathBuf, Error> {
    let Some(named) = given.value(FILE) else {
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
    let absolute = normalized(&root.cwd.join(named));
    let file = match absolute.strip_prefix(&root.root) {
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
    let input = match given.value(INPUT) {
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
    if let Some(html) = given.value(HTML) {
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
        // Quoted as the system's shell reads it back.
        let quoted = shell_word("my file.rs");
        assert_eq!(
            Front::Make.line("practise", "leetcode51", &options),
            format!("make practise P=leetcode51 F={quoted} CASE=03")
        );
        assert_eq!(
            Front::Cargo.line("practice", "leetcode51", &options),
            format!("cargo practise leetcode51 --file {quoted} --case 03")
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
    fn the_librarys_make_lines_in_cargos_words() {
        let said = "approximate: Rust 1.56 is not installed; make toolchain P=spojnqueen makes it \
                    exact; `make trace P=spojnqueen` stops";
        assert_eq!(Front::Make.in_its_words("spojnqueen", said), said);
        assert_eq!(
            Front::Cargo.in_its_words("spojnqueen", said),
            "approximate: Rust 1.56 is not installed; cargo toolchain spojnqueen makes it \
             exact; `cargo trace spojnqueen` stops"
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
