//! `judge --stress`, the engine: random inputs from the problem's generator ([`crate::Stress`]),
//! a program run on each and judged by the problem's checker ([`crate::judge`]), until the first
//! failure; that input is then shrunk and can be saved as a new case. It returns what it found as
//! values ([`Failing`], [`Shrunk`]); the `judge` binary prints them.
//!
//! The expected output of each input is the library's own reference (`Stress::expected` in
//! `src/problems/<name>.rs`, which shares no code with `src/bin/`, the files a person may edit),
//! and it is itself checked by the problem's independent check ([`Problem::verify`]) before it
//! judges anything: a wrong reference must stop the run, not pass a wrong answer. Nothing is
//! looked up beside the judge's executable, so a prebuilt `judge` stresses every problem alone.
//! A problem judged by [`Rule::Valid`] is judged by the check itself; its reference gives the one
//! valid answer that a report shows and `--save` writes.
//!
//! Input `i` (from 0) of a run with seed `S` is drawn from `Rng::new(S + i)`, so a run of one
//! input from seed `S+i` ([`Failing::seed`]) draws that input alone: the reproduction the
//! `judge` binary prints. The library writes no command line: it says what happened.

use crate::cases::{self, Case};
use crate::error::Error;
use crate::problems::Problem;
use crate::report::plural;
use crate::rng::Rng;
use crate::run::{self, Limits};
use crate::submission;
use crate::{judge, Expect, Rule, Verdict};
use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

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
    /// What the program printed on stdout.
    pub output: Vec<u8>,
}

/// The smallest failing input reached from a [`Failing`] one.
pub struct Shrunk {
    pub input: Vec<u8>,
    pub verdict: Verdict,
    /// What the program printed on stdout.
    pub output: Vec<u8>,
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
    /// The run `settings` asks for.
    pub fn new(
        problem: &'a Problem,
        settings: &'a Settings,
        limits: Limits,
        command: &'a [OsString],
    ) -> Session<'a> {
        let trial = Trial {
            problem,
            limits,
            command,
        };
        let seed = settings.seed.unwrap_or_else(clock_seed);
        Session {
            trial,
            generator: problem.stress,
            settings,
            seed,
        }
    }

    /// The problem stressed.
    pub fn problem(&self) -> &'a Problem {
        self.trial.problem
    }

    /// What the run was asked for: its count, its seed, whether a failing input is saved.
    pub fn settings(&self) -> &'a Settings {
        self.settings
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
            let (verdict, output) = self.trial.verdict(&input)?;
            ran();
            if verdict != Verdict::Accepted {
                return Ok(Some(Failing {
                    index,
                    seed,
                    input,
                    verdict,
                    output,
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
            output: failing.output.clone(),
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
                let (verdict, output) = self.trial.verdict(&candidate)?;
                if verdict != Verdict::Accepted {
                    (shrunk.input, shrunk.verdict, shrunk.output) = (candidate, verdict, output);
                    shrunk.steps += 1;
                    continue 'smaller;
                }
            }
            break;
        }
        Ok(shrunk)
    }

    /// The library's reference output for `input` (one valid answer where any is accepted),
    /// once the problem's independent check passed it.
    pub fn expected(&self, input: &[u8]) -> Result<Vec<u8>, Error> {
        expected(self.trial.problem, input)
    }

    /// Writes `input` where a person can feed it to their program again: the file
    /// `nqueens-stress-<user>/<problem>-<seed>.in` of the temporary directory, a folder of the
    /// user's own ([`own_folder`]: another user's, or a link planted there, is never written
    /// through); its path.
    pub fn keep(&self, input: &[u8], seed: u64) -> Result<PathBuf, Error> {
        let user = ["USER", "USERNAME", "LOGNAME"]
            .iter()
            .filter_map(std::env::var_os)
            .map(|name| name.to_string_lossy().replace(['/', '\\'], "_"))
            .find(|name| !name.is_empty())
            .unwrap_or_else(|| "user".to_string());
        let name = format!("nqueens-stress-{user}");
        let dir = own_folder(&std::env::temp_dir(), &name).map_err(|error| {
            Error::Cannot(format!(
                "cannot make a folder for the failing input: {error}; point TMPDIR at a writable folder"
            ))
        })?;
        let path = dir.join(format!("{}-{seed}.in", self.trial.problem.name));
        fs::write(&path, input).map_err(|error| {
            Error::Cannot(format!("cannot write {}: {error}", cases::shown(&path)))
        })?;
        Ok(path)
    }

    /// Writes `input` and the library's reference output as the next free `NN-stress-<seed>`
    /// case of the problem's directory, once the independent check passed them; the `.in`'s
    /// path and the `.out`'s name, shown.
    pub fn save(&self, input: &[u8], seed: u64) -> Result<(PathBuf, String), Error> {
        save(self.trial.problem, input, seed)
    }
}

/// The folder `name` of `parent` when it is the user's own ([`submission::own_folder`]);
/// anything else at that name (a link or a folder another user planted) is left alone, and a
/// fresh folder of the user's own, `<name>-<random>`, is made instead.
fn own_folder(parent: &Path, name: &str) -> Result<PathBuf, String> {
    let dir = parent.join(name);
    match submission::own_folder(&dir) {
        Ok(()) => Ok(dir),
        Err(_) => Ok(submission::TempDir::made_here(parent, name)?.keep()),
    }
}

/// A seed from the clock, short enough to type back.
fn clock_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_secs().wrapping_mul(1_000_003) ^ u64::from(now.subsec_nanos())) % 1_000_000_000
}

/// One judged run: the problem, the command under test and its limits.
struct Trial<'a> {
    problem: &'a Problem,
    limits: Limits,
    command: &'a [OsString],
}

impl Trial<'_> {
    /// The verdict on the command's run on `input`, and what it printed on stdout.
    fn verdict(&self, input: &[u8]) -> Result<(Verdict, Vec<u8>), Error> {
        let expect = match self.problem.rule {
            Rule::Valid => Expect::Property,
            _ => Expect::Output(expected(self.problem, input)?),
        };
        let case = Case {
            name: "stress".to_string(),
            input: input.to_vec(),
            expect,
        };
        let run = run::run_with(self.command, input, &self.limits)
            .map(|(run, _)| run)
            .map_err(|error| Error::cannot_start(&self.command[0], &error))?;
        let verdict = judge(self.problem, &case, &run);
        Ok((verdict, run.stdout))
    }
}

/// The library's reference output for `input`, after the independent check passed it: a wrong
/// reference stops the run instead of judging anyone.
fn expected(problem: &Problem, input: &[u8]) -> Result<Vec<u8>, Error> {
    let output = (problem.stress.expected)(input);
    match (problem.verify)(input, &output) {
        Ok(()) => Ok(output),
        Err(why) => Err(Error::Cannot(format!(
            "the library's reference output for {name} fails its independent check on {input} ({why}): a bug in src/problems/{name}.rs, not in the program judged",
            name = problem.name,
            input = crate::report::token(&String::from_utf8_lossy(input)),
            why = why.lines().next().unwrap_or_default()
        ))),
    }
}

/// Writes `input` and the library's reference output as the next free `NN-stress-<seed>` case of
/// the problem's directory, once the independent check passed them; the `.in`'s path and the
/// `.out`'s name.
fn save(problem: &Problem, input: &[u8], seed: u64) -> Result<(PathBuf, String), Error> {
    let dir = std::env::var_os(TESTDATA_VARIABLE)
        .map(PathBuf::from)
        .unwrap_or_else(cases::testdata_dir)
        .join(problem.name);
    let output = expected(problem, input)?;
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
    Ok((input_path, format!("{stem}.out")))
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
    #[ignore = "slow: make test-all runs it, as CI does"]
    fn every_reference_passes_the_independent_check_on_drawn_inputs() {
        for problem in crate::problems::PROBLEMS {
            let mut rng = Rng::new(16);
            for _ in 0..8 {
                let input = (problem.stress.generate)(&mut rng);
                if let Err(error) = expected(problem, &input) {
                    panic!("{}: {error}", problem.name);
                }
            }
        }
    }

    #[test]
    fn a_wrong_reference_stops_the_run_naming_the_library() {
        let mut problem = Problem {
            ..*find("leetcode52").unwrap()
        };
        problem.stress.expected = |_| b"93\n".to_vec();
        let error = expected(&problem, b"8\n").unwrap_err().to_string();
        assert!(
            error.starts_with(
                "the library's reference output for leetcode52 fails its independent check on \"8\\n\" (\"93"
            ),
            "{error}"
        );
        assert!(
            error.ends_with("a bug in src/problems/leetcode52.rs, not in the program judged"),
            "{error}"
        );
    }

    #[test]
    fn shrinking_is_summed_up_in_one_line() {
        let shrunk = |tries, steps| Shrunk {
            input: Vec::new(),
            verdict: Verdict::Accepted,
            output: Vec::new(),
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
