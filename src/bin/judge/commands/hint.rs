//! `hint`: one hint of a problem's statement, never the code.

use crate::flags::{line, Options, K};
use crate::front::Front;
use crate::values::known;
use nqueens::error::Error;
use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// `hint`: the K-th item (the first by default) of the numbered list under `## Hints` in
/// `problems/<problem>.md`, its wrapped lines joined into one.
pub fn hint(front: Front, given: &Options) -> Result<bool, Error> {
    let name = given.problem.as_deref().unwrap_or_default();
    // A statement of a tool (`judge`, `trace`) is found by its name, without a hint in it.
    let plain = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric());
    let statement = Path::new("problems").join(format!("{name}.md"));
    if !(plain && statement.is_file()) {
        known(front, "hint", given.problem.as_deref())?;
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
            line(front, "hint", name, &[(&K, &(number + 1).to_string())])
        ),
    };
    let mut out = io::stdout().lock();
    let said = front.in_its_words(name, said);
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
