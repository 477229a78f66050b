//! `start`: the learner's own file for a problem, a copy of its starter, in `mine/`, a Cargo
//! project of its own with the workspace's aliases.

use crate::front::Front;
use crate::learner::default_file;
use nqueens::error::Error;
use nqueens::Problem;
use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// `start`: the learner's own file for `problem`, a copy of its starter, in `mine/`, a Cargo
/// project of its own (one `[[bin]]` a file, with its judge's edition); never over a file of
/// theirs (an empty one holds nothing of theirs: the starter goes over it).
pub fn start(front: Front, problem: &Problem, check: bool) -> Result<bool, Error> {
    if crate::learner::is_tool(problem) {
        return Err(crate::learner::tool_refused(problem, front));
    }
    let starter = Path::new("problems")
        .join("starters")
        .join(format!("{}.rs", problem.name));
    let file = default_file(problem);
    // An empty file holds nothing of the learner's: the starter goes over it.
    let empty = fs::read(&file).is_ok_and(|bytes| bytes.iter().all(u8::is_ascii_whitespace));
    if file.exists() && !empty {
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
    let listed = crate::learner::in_mine_project(problem);
    if !manifest.exists() {
        let text = format!(
            "# Your files, one [[bin]] each (`{}` adds them): a Cargo project of its own,\n\
             # so your editor knows them and nothing of the workspace around it compiles them.\n\
             [package]\nname = \"mine\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [workspace]\n",
            front.command("start", "<problem>")
        );
        written(&manifest, fs::write(&manifest, text))?;
    }
    written(&file, fs::write(&file, &text))?;
    let bin = format!(
        "\n[[bin]]\nname = \"{0}\"\npath = \"{0}.rs\"\nedition = \"{1}\"\n",
        problem.name,
        edition(&text)
    );
    if !listed {
        written(&manifest, append(&manifest, &bin))?;
    }
    aliases_in_mine()?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "wrote {}: write the method, then {} (your editor: open mine{} as a Cargo project)",
        file.display(),
        front.command("practise", problem.name),
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
pub fn edition(text: &str) -> &str {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edition_of_a_starter() {
        assert_eq!(
            edition("//! x\n//! Rust 1.88, edition 2024: the judge's\n"),
            "2024"
        );
        assert_eq!(edition("fn main() {}\n"), "2021");
    }
}
