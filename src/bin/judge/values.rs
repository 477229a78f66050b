//! The values the flags take and the problem a command line names, each parsed once: a time, a
//! memory size, a count, a seed, a problem's name (with the name meant, where it is none). A
//! refusal is one line quoting the token.

use crate::front::Front;
use nqueens::error::Error;
use nqueens::problems::{self, PROBLEMS};
use nqueens::report::token;
use nqueens::Problem;
use std::time::Duration;

/// The longest time limit taken: anything longer is a typo, not a plan.
pub const MAX_TIME: Duration = Duration::from_secs(3600);
/// The largest memory limit taken, in MiB (1 TiB).
const MAX_MEMORY_MIB: f64 = (1u64 << 20) as f64;
/// The largest count of random inputs taken.
const MAX_COUNT: u64 = 100_000_000;

pub fn refused(message: impl Into<String>) -> Error {
    Error::Refused(message.into())
}

/// The problem a verb names, known to the judge; none named is answered with the line that
/// names one, a name that is none with the name meant.
pub fn known(front: Front, verb: &str, problem: Option<&str>) -> Result<&'static Problem, Error> {
    match problem {
        None => Err(refused(format!(
            "say which problem: {} ({} lists them)",
            front.command(verb, "leetcode51"),
            front.list()
        ))),
        Some(name) => find(name),
    }
}

/// The problem named `name`, or "unknown problem" with the nearest names.
pub fn find(name: &str) -> Result<&'static Problem, Error> {
    if let Some(problem) = problems::find(name) {
        return Ok(problem);
    }
    let distances: Vec<(usize, &str)> = PROBLEMS
        .iter()
        .map(|problem| {
            let distance = if problem.name.starts_with(name) && name.len() >= 3 {
                1
            } else {
                edit_distance(name, problem.name)
            };
            (distance, problem.name)
        })
        .collect();
    let nearest = distances.iter().map(|(distance, _)| *distance).min();
    let close: Vec<&str> = distances
        .iter()
        .filter(|(distance, _)| Some(*distance) == nearest && *distance <= 3)
        .map(|(_, name)| *name)
        .collect();
    let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    Err(refused(match close.as_slice() {
        [] => format!(
            "unknown problem {}; the problems are {}",
            token(name),
            names.join(", ")
        ),
        _ => format!(
            "unknown problem {}; did you mean {}?",
            token(name),
            close.join(" or ")
        ),
    }))
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, a) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, b) in b.iter().enumerate() {
            let substituted = previous + usize::from(a != *b);
            previous = row[j + 1];
            row[j + 1] = substituted.min(previous + 1).min(row[j] + 1);
        }
    }
    row[b.len()]
}

/// `0.5` and `2s` are seconds, `300ms` milliseconds; from a millisecond up to an hour.
pub fn parse_time(text: &str) -> Result<Duration, Error> {
    let number = match text.strip_suffix("ms") {
        Some(number) => (number, 1e-3),
        None => (text.strip_suffix('s').unwrap_or(text), 1.0),
    };
    let limit = Limit {
        what: "time limit",
        forms: "`0.5`, `2s` or `300ms`",
        range: (1e-3, MAX_TIME.as_secs_f64()),
        said: "from 1 ms to 3600 s (an hour)",
    };
    limit.parse(text, number).map(Duration::from_secs_f64)
}

/// `64` and `64MiB` (or `64M`, `64MB`) are mebibytes, `1GiB` (`1G`, `1GB`) gibibytes; the
/// result in bytes, from 1 MiB to 1 TiB.
pub fn parse_memory(text: &str) -> Result<u64, Error> {
    let lower = text.to_ascii_lowercase();
    let number = ["gib", "gb", "g"]
        .iter()
        .find_map(|unit| lower.strip_suffix(unit).map(|number| (number, 1024.0)))
        .or_else(|| {
            ["mib", "mb", "m"]
                .iter()
                .find_map(|unit| lower.strip_suffix(unit).map(|number| (number, 1.0)))
        })
        .unwrap_or((&lower, 1.0));
    let limit = Limit {
        what: "memory limit",
        forms: "`64`, `512MiB` or `1GiB`",
        range: (1.0, MAX_MEMORY_MIB),
        said: "from 1 MiB to 1 TiB",
    };
    let mebibytes = limit.parse(text, number)?;
    Ok((mebibytes * (1u64 << 20) as f64) as u64)
}

/// A limit's value as a refusal names it: what it is, the forms it takes, its range (in its
/// unit) and that range in words.
struct Limit {
    what: &'static str,
    forms: &'static str,
    range: (f64, f64),
    said: &'static str,
}

impl Limit {
    /// `number` (a positive decimal, its unit's `scale` with it) in the limit's unit, within its
    /// range; a refusal quotes `text`, the limit as given.
    fn parse(&self, text: &str, (number, scale): (&str, f64)) -> Result<f64, Error> {
        let value = number
            .parse::<f64>()
            .ok()
            .filter(|value| value.is_finite() && *value > 0.0)
            .map(|value| value * scale);
        let what = self.what;
        let value = value.ok_or_else(|| {
            refused(format!(
                "{what} {} is not a positive {}",
                token(text),
                self.forms
            ))
        })?;
        if !(self.range.0..=self.range.1).contains(&value) {
            return Err(refused(format!(
                "{what} {} is out of range: {}",
                token(text),
                self.said
            )));
        }
        Ok(value)
    }
}

/// A count of random inputs, from 1 to [`MAX_COUNT`], for `flag` (`--stress`, a verb's `--count`).
pub fn parse_count(flag: &str, text: &str) -> Result<u64, Error> {
    match text.parse::<u64>() {
        Ok(count) if (1..=MAX_COUNT).contains(&count) => Ok(count),
        _ => Err(refused(format!(
            "{flag} takes a count of random inputs from 1 to {MAX_COUNT}, found {}",
            token(text)
        ))),
    }
}

/// A seed of random inputs for `flag` (`--seed`).
pub fn parse_seed(flag: &str, text: &str) -> Result<u64, Error> {
    text.parse::<u64>().map_err(|_| {
        refused(format!(
            "{flag} takes a number from 0 to {}, found {}",
            u64::MAX,
            token(text)
        ))
    })
}

/// The problems, one a line, for the usage.
pub fn known_problems() -> String {
    let width = PROBLEMS.iter().map(|problem| problem.name.len()).max();
    let mut text = String::from("known problems:");
    for problem in PROBLEMS {
        let width = width.unwrap_or(0);
        text += &format!(
            "\n  {:width$}  {} {}",
            problem.name, problem.judge, problem.title
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_names_are_suggested() {
        let unknown = |name: &str| find(name).err().unwrap().to_string();
        assert_eq!(
            unknown("acwing84"),
            "unknown problem `acwing84`; did you mean acwing843?"
        );
        assert_eq!(
            unknown("leetcode5"),
            "unknown problem `leetcode5`; did you mean leetcode51 or leetcode52?"
        );
        assert!(unknown("zzzzzzzzzzzz").contains("the problems are acwing843, "));
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn counts_and_seeds_are_whole_numbers_in_range() {
        assert_eq!(parse_count("--count", "7").ok(), Some(7));
        let error = parse_count("--count", "0").unwrap_err().to_string();
        assert_eq!(
            error,
            "--count takes a count of random inputs from 1 to 100000000, found `0`"
        );
        assert!(parse_count("--stress", "100000001").is_err());
        assert_eq!(parse_seed("--seed", "0").ok(), Some(0));
        assert!(parse_seed("--seed", "-1").is_err());
    }
}
