//! Where a verb runs: the workspace's root, from any folder in it (`mine/` included), and the
//! learner's file, said from the root with the system's separator.

use crate::front::Front;
use crate::learner::default_file;
use nqueens::error::Error;
use nqueens::report::token;
use nqueens::Problem;
use std::env;
use std::path::{Component, Path, PathBuf};

/// The workspace's root (the nearest folder from here up that holds `problems/starters/`), made
/// the current folder, and the folder the verb was run from.
pub struct Root {
    root: PathBuf,
    cwd: PathBuf,
}

impl Root {
    /// Goes to the workspace's root.
    pub fn enter() -> Result<Root, Error> {
        let cwd = env::current_dir()
            .map_err(|error| Error::Cannot(format!("cannot tell the current folder: {error}")))?;
        let root = cwd
            .ancestors()
            .find(|folder| folder.join("problems").join("starters").is_dir())
            .ok_or_else(|| {
                Error::Refused(format!(
                    "{} is not in the workspace (no problems{}starters folder here or above): \
                     run it in the workspace's folder",
                    cwd.display(),
                    std::path::MAIN_SEPARATOR
                ))
            })?
            .to_path_buf();
        env::set_current_dir(&root)
            .map_err(|error| Error::Cannot(format!("cannot go to {}: {error}", root.display())))?;
        Ok(Root { root, cwd })
    }

    /// The learner's file: `named` by `--file` (as given from the folder the verb ran in, said
    /// from the root where it is inside it) or `mine/<problem>.rs`, which must exist.
    pub fn learner_file(
        &self,
        named: Option<&Path>,
        problem: &Problem,
        front: Front,
    ) -> Result<PathBuf, Error> {
        let Some(named) = named else {
            if crate::learner::is_tool(problem) {
                return Err(crate::learner::tool_refused(problem, front));
            }
            let file = default_file(problem);
            if !file.is_file() {
                return Err(Error::Refused(format!(
                    "no {} yet: {} writes it",
                    file.display(),
                    front.command("start", problem.name)
                )));
            }
            return Ok(file);
        };
        let absolute = normalized(&self.cwd.join(named));
        let file = match absolute.strip_prefix(&self.root) {
            Ok(inside) => inside.to_path_buf(),
            Err(_) => absolute,
        };
        if !file.is_file() {
            return Err(Error::Refused(format!(
                "no file {}",
                token(&named.to_string_lossy())
            )));
        }
        Ok(file)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_lose_their_dots_by_name() {
        let path = Path::new("a")
            .join("mine")
            .join("..")
            .join(".")
            .join("b.rs");
        assert_eq!(normalized(&path), Path::new("a").join("b.rs"));
    }
}
