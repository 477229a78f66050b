//! `judge --stress`, the engine: random inputs from the problem's generator ([`crate::Stress`]),
//! a program run on each and judged by the problem's checker ([`crate::judge`]), until the first
//! failure; that input is then shrunk and can be saved as a new case. It returns what it found as
//! values ([`Failing`], [`Shrunk`]); the `judge` binary prints them.
//!
//! The expected output of each input is our reference program's (`src/bin/<name>.rs`, the binary
//! beside the judge's), and it is itself checked by the problem's independent check
//! ([`Problem::verify`]) before it judges anything: a wrong reference must stop the run, not pass
//! a wrong answer. A problem judged by [`Rule::Valid`] needs no reference (the check is the
//! checker) except for `--save`.
//!
//! Input `i` (from 0) of a run with seed `S` is drawn from `Rng::new(S + i)`, so
//! `--stress 1 --seed S+i` draws that input alone: the reproduction the report prints.

use crate::cases::{self, Case};
use crate::error::Error;
use crate::problems::{Problem, PROBLEMS};
use crate::report::{plural, shell_word};
use crate::rng::Rng;
use crate::run::{self, Limits};
use crate::{judge, Expect, Rule, Run, Verdict};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Random inputs drawn when `--stress` gets no count.
pub const DEFAULT_COUNT: u64 = 500;

/// Smaller inputs tried at most while shrinking a failing one.
const SHRINK_TRIES: usize = 1000;

/// Where `--save` writes instead of the workspace's `testdata/` (the tests use it).
pub const TESTDATA_VARIABLE: &str = "NQUEENS_TESTDATA";

/// What `--stress`, `--seed` and `--save` asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub count: u64,
    /// `None`: one derived from the clock, printed.
    pub seed: Option<u64>,
    pub save: bool,
}

/// The first failing input of a run.
pub struct Failing {
    /// Its place in the run, from 0.
    pub index: u64,
    /// The seed that draws it alone.
    pub seed: u64,
    pub input: Vec<u8>,
    pub verdict: Verdict,
}

/// The smallest failing input reached from a [`Failing`] one.
pub struct Shrunk {
    pub input: Vec<u8>,
    pub verdict: Verdict,
    /// Smaller inputs tried, and the steps that failed too and were taken.
    pub tries: usize,
    pub steps: usize,
}

impl Shrunk {
    /// How the shrinking went, in one line.
    pub fn summary(&self) -> String {
        let (tries, steps) = (self.tries, self.steps);
        if tries == SHRINK_TRIES {
            format!(
                "stopped after {tries} smaller inputs tried, {}",
                plural(steps, "step")
            )
        } else if steps == 0 {
            format!(
                "no smaller input fails ({} tried)",
                plural(tries, "smaller input")
            )
        } else {
            format!(
                "{}, {} tried; none smaller than the last fails",
                plural(steps, "step"),
                plural(tries, "smaller input")
            )
        }
    }
}

/// A stress run of one command on one problem: what it needs, found before anything runs.
pub struct Session<'a> {
    trial: Trial<'a>,
    generator: crate::Stress,
    settings: &'a Settings,
    seed: u64,
}

impl<'a> Session<'a> {
    /// The run `settings` asks for, or why it cannot be: a problem without a generator, or a
    /// missing reference program.
    pub fn new(
        problem: &'a Problem,
        settings: &'a Settings,
        limits: Limits,
        command: &'a [OsString],
    ) -> Result<Session<'a>, Error> {
        let Some(generator) = problem.stress else {
            let names: Vec<&str> = PROBLEMS
                .iter()
                .filter(|row| row.stress.is_some())
                .map(|row| row.name)
                .collect();
            return Err(Error::Refused(format!(
                "{} has no random inputs for --stress (its input is one n: the cases cover it); problems with them: {}",
                problem.name,
                names.join(", ")
            )));
        };
        let trial = Trial {
            problem,
            limits,
            command,
            reference: reference_program(problem, settings.save)?,
        };
        let seed = settings.seed.unwrap_or_else(clock_seed);
        Ok(Session {
            trial,
            generator,
            settings,
            seed,
        })
    }

    /// The seed of the run's first input.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Runs the inputs in order to the first that fails, calling `ran` after each run.
    pub fn first_failure(&self, ran: &mut dyn FnMut()) -> Result<Option<Failing>, Error> {
        let problem = self.trial.problem;
        for index in 0..self.settings.count {
            let seed = self.seed.wrapping_add(index);
            let input = (self.generator.generate)(&mut Rng::new(seed));
            if !problem.sends(&input) {
                return Err(Error::Cannot(format!(
                    "the generator of {name} drew an input its judge would not send (seed {seed}): a bug in src/problems/{name}.rs",
                    name = problem.name
                )));
            }
            let verdict = self.trial.verdict(&input)?;
            ran();
            if verdict != Verdict::Accepted {
                return Ok(Some(Failing {
                    index,
                    seed,
                    input,
                    verdict,
                }));
            }
        }
        Ok(None)
    }

    /// The smallest failing input reached from `failing` by taking the first failing candidate
    /// of the shrinker again and again.
    pub fn shrink(&self, failing: &Failing) -> Result<Shrunk, Error> {
        let mut shrunk = Shrunk {
            input: failing.input.clone(),
            verdict: failing.verdict.clone(),
            tries: 0,
            steps: 0,
        };
        'smaller: loop {
            for candidate in (self.generator.shrink)(&shrunk.input) {
                // A shrinker must keep to the judge's constraints; one that does not is skipped.
                if !self.trial.problem.sends(&candidate) {
                    continue;
                }
                if shrunk.tries == SHRINK_TRIES {
                    break 'smaller;
                }
                shrunk.tries += 1;
                let verdict = self.trial.verdict(&candidate)?;
                if verdict != Verdict::Accepted {
                    (shrunk.input, shrunk.verdict) = (candidate, verdict);
                    shrunk.steps += 1;
                    continue 'smaller;
                }
            }
            break;
        }
        Ok(shrunk)
    }

    /// `cargo run -q --bin judge -- --stress 1 --seed S[extra] <problem> -- <command>`, with the
    /// limits where they differ from the problem's own, quoted for a POSIX shell.
    pub fn rerun(&self, seed: u64, extra: &str) -> String {
        rerun_command(
            self.trial.problem,
            seed,
            &self.trial.limits,
            extra,
            self.trial.command,
        )
    }

    /// Writes `input` and our reference program's output as the next free `NN-stress-<seed>`
    /// case of the problem's directory, once the independent check passed them; the two
    /// paths, shown.
    pub fn save(&self, input: &[u8], seed: u64) -> Result<String, Error> {
        save(&self.trial, input, seed)
    }
}

/// A seed from the clock, short enough to type back.
fn clock_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_secs().wrapping_mul(1_000_003) ^ u64::from(now.subsec_nanos())) % 1_000_000_000
}

/// Our program for `problem`, beside the judge's executable, when the expectations need it.
fn reference_program(problem: &Problem, save: bool) -> Result<Option<PathBuf>, Error> {
    if problem.rule == Rule::Valid && !save {
        return Ok(None);
    }
    let judge = std::env::current_exe().map_err(|error| {
        Error::Cannot(format!("cannot find the judge's own directory: {error}"))
    })?;
    let dir = judge.parent().unwrap_or(Path::new("."));
    let program = dir.join(format!("{}{}", problem.name, std::env::consts::EXE_SUFFIX));
    if program.is_file() {
        return Ok(Some(program));
    }
    let release = if dir.ends_with("release") {
        " --release"
    } else {
        ""
    };
    Err(Error::Cannot(format!(
        "no reference program {} to compute the expected outputs: build it with `cargo build{release} --bin {}`",
        cases::shown(&program),
        problem.name
    )))
}

/// One judged run: the problem, the command under test and our reference program.
struct Trial<'a> {
    problem: &'a Problem,
    limits: Limits,
    command: &'a [OsString],
    reference: Option<PathBuf>,
}

impl Trial<'_> {
    /// The verdict on the command's run on `input`.
    fn verdict(&self, input: &[u8]) -> Result<Verdict, Error> {
        let expect = match self.reference {
            Some(_) if self.problem.rule != Rule::Valid => Expect::Output(self.expected(input)?),
            _ => Expect::Property,
        };
        let case = Case {
            name: "stress".to_string(),
            input: input.to_vec(),
            expect,
        };
        let run = run::run_with(self.command, input, &self.limits)
            .map(|(run, _)| run)
            .map_err(|error| Error::cannot_start(&self.command[0], &error))?;
        Ok(judge(self.problem, &case, &run))
    }

    /// The reference program's output on `input`, after the independent check passed it.
    fn expected(&self, input: &[u8]) -> Result<Vec<u8>, Error> {
        let Some(program) = &self.reference else {
            unreachable!("a reference program is found before anything runs");
        };
        let shown = cases::shown(program);
        // Far above what it takes, so that a busy machine never fails it.
        let limits = Limits {
            time: (self.limits.time * 10).max(Duration::from_secs(10)),
            ..self.limits
        };
        let run: Run = run::run_with(&[program], input, &limits)
            .map(|(run, _)| run)
            .map_err(|error| Error::cannot_start(program.as_os_str(), &error))?;
        if run.exit != crate::Exit::Code(0) {
            let stderr = String::from_utf8_lossy(&run.stderr);
            return Err(Error::Cannot(format!(
                "the reference program {shown} failed ({:?}) on a random input: {}",
                run.exit,
                stderr.lines().next().unwrap_or_default()
            )));
        }
        if let Err(why) = (self.problem.verify)(input, &run.stdout) {
            return Err(Error::Cannot(format!(
                "the reference program {shown} gives a wrong answer, so it cannot judge ({}); is your own block in src/bin/{}.rs? `git stash` puts ours back",
                why.lines().next().unwrap_or_default(),
                self.problem.name
            )));
        }
        Ok(run.stdout)
    }
}

/// `cargo run -q --bin judge -- --stress 1 --seed S [--save] <problem> -- <command>`, quoted
/// for a POSIX shell.
fn rerun_command(
    problem: &Problem,
    seed: u64,
    limits: &Limits,
    extra: &str,
    command: &[OsString],
) -> String {
    let mut text = format!("cargo run -q --bin judge -- --stress 1 --seed {seed}{extra}");
    let own = Limits::of(problem, None, None);
    if limits.time != own.time {
        let _ = write!(text, " --time-limit {}ms", limits.time.as_millis());
    }
    if limits.memory != own.memory {
        let mebibytes = limits.memory as f64 / f64::from(1 << 20);
        let _ = write!(text, " --memory-limit {mebibytes}MiB");
    }
    let _ = write!(text, " {} --", problem.name);
    for word in command {
        text.push(' ');
        text += &shell_word(&word.to_string_lossy());
    }
    text
}

/// Writes `input` and our reference program's output as the next free `NN-stress-<seed>` case of
/// the problem's directory, once the independent check passed them; the two paths, shown.
fn save(trial: &Trial, input: &[u8], seed: u64) -> Result<String, Error> {
    let problem = trial.problem;
    let dir = std::env::var_os(TESTDATA_VARIABLE)
        .map(PathBuf::from)
        .unwrap_or_else(cases::testdata_dir)
        .join(problem.name);
    let output = match trial.reference {
        Some(_) => trial.expected(input)?,
        None => unreachable!("--save finds the reference program first"),
    };
    // `expected` checked it already; checked here again so that nothing unchecked is written.
    if let Err(why) = (problem.verify)(input, &output) {
        return Err(Error::Cannot(format!(
            "not saved: the independent check refuses the expected output: {why}"
        )));
    }
    let number = next_number(&dir)?;
    let stem = format!("{number:02}-stress-{seed}");
    let written = |extension: &str, bytes: &[u8]| -> Result<PathBuf, Error> {
        let path = dir.join(format!("{stem}.{extension}"));
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut file| file.write_all(bytes))
            .map_err(|error| {
                Error::Cannot(format!("cannot write {}: {error}", cases::shown(&path)))
            })?;
        Ok(path)
    };
    let input_path = written("in", input)?;
    written("out", &output)?;
    Ok(format!("{} and {stem}.out", cases::shown(&input_path)))
}

/// One more than the highest `NN` of the directory's `NN-slug.*` files.
fn next_number(dir: &Path) -> Result<u64, Error> {
    let entries = fs::read_dir(dir)
        .map_err(|error| Error::Cannot(format!("cannot read {}: {error}", cases::shown(dir))))?;
    let mut highest = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let digits: String = name
            .to_string_lossy()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if let Ok(number) = digits.parse::<u64>() {
            highest = highest.max(number);
        }
    }
    Ok(highest + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;

    #[test]
    fn a_problem_without_a_generator_is_refused_naming_those_with_one() {
        let settings = Settings {
            count: 1,
            seed: Some(1),
            save: false,
        };
        let problem = find("acwing843").unwrap();
        let command = ["true".into()];
        let limits = Limits::of(problem, None, None);
        let Err(error) = Session::new(problem, &settings, limits, &command) else {
            panic!("acwing843 has no generator");
        };
        let error = error.to_string();
        assert!(
            error.starts_with("acwing843 has no random inputs for --stress"),
            "{error}"
        );
        assert!(error.contains("cses1624, kattis8queens"), "{error}");
    }

    #[test]
    fn reruns_are_quoted_for_a_shell() {
        let command: Vec<OsString> = ["python3", "my file.py", "it's"]
            .map(OsString::from)
            .to_vec();
        let problem = find("cses1624").unwrap();
        let limits = Limits::of(problem, Some(Duration::from_millis(1500)), Some(96 << 20));
        let text = rerun_command(problem, 42, &limits, " --save", &command);
        assert_eq!(
            text,
            r"cargo run -q --bin judge -- --stress 1 --seed 42 --save --time-limit 1500ms --memory-limit 96MiB cses1624 -- python3 'my file.py' 'it'\''s'"
        );
        let own = Limits::of(problem, None, None);
        assert!(!rerun_command(problem, 42, &own, "", &command).contains("limit"));
        assert_eq!(shell_word(""), "''");
    }

    #[test]
    fn shrinking_is_summed_up_in_one_line() {
        let shrunk = |tries, steps| Shrunk {
            input: Vec::new(),
            verdict: Verdict::Accepted,
            tries,
            steps,
        };
        assert_eq!(
            shrunk(3, 0).summary(),
            "no smaller input fails (3 smaller inputs tried)"
        );
        assert_eq!(
            shrunk(9, 2).summary(),
            "2 steps, 9 smaller inputs tried; none smaller than the last fails"
        );
        assert!(shrunk(SHRINK_TRIES, 5)
            .summary()
            .starts_with("stopped after 1000"));
    }

    #[test]
    fn the_next_case_number_follows_the_highest() {
        let dir = std::env::temp_dir().join(format!("nqueens-stress-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        assert_eq!(next_number(&dir).unwrap(), 1);
        for name in ["01-a.in", "09-b.out", "README", "x1.in"] {
            fs::write(dir.join(name), b"").unwrap();
        }
        assert_eq!(next_number(&dir).unwrap(), 10);
        fs::remove_dir_all(&dir).unwrap();
    }
}
