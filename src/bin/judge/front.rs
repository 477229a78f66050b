//! Which front the learner typed, and so how a message names a command: cargo's alias
//! (`cargo practise leetcode51`) or make's target (`make practise P=leetcode51`, the Makefile sets
//! `NQUEENS_FRONT=make`). A leaf: it knows no flag and no verb; a flag says itself in a front's
//! words (`flags::Flag::said`).

use nqueens::report::shell_word;
use std::env;

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

    /// `cargo practise leetcode51` or `make practise P=leetcode51`: the line that runs `verb` on
    /// `problem`, before its options (`flags::line` adds them).
    pub fn command(self, verb: &str, problem: &str) -> String {
        format!("{}{}", self.program(verb), self.problem(problem))
    }

    /// ` P=leetcode51` or ` leetcode51`: the problem as this front names it after the verb.
    pub fn problem(self, problem: &str) -> String {
        match self {
            Front::Make => format!(" P={}", quoted(problem)),
            Front::Cargo => format!(" {}", quoted(problem)),
        }
    }

    /// `text` from the library, a starter or a statement, which names the loop's commands as
    /// the Makefile's (`make trace P=leetcode51`, `make new P=leetcode51`, `` `make practise` ``),
    /// with those of `problem` in this front's words.
    pub fn in_its_words(self, problem: &str, text: &str) -> String {
        if self == Front::Make {
            return text.to_string();
        }
        let verbs = [
            "trace",
            "toolchain",
            "practise",
            "stress",
            "hint",
            "submit",
            "start",
        ];
        verbs.iter().fold(text.to_string(), |text, verb| {
            let make = Front::Make.command(verb, problem);
            let text = text.replace(&make, &self.command(verb, problem));
            // The program alone, quoted: `make practise`.
            let program = format!("`{}`", Front::Make.program(verb));
            text.replace(&program, &format!("`{}`", self.program(verb)))
        })
    }

    /// What lists the problems: `make help`, or the judge's own usage.
    pub fn list(self) -> &'static str {
        match self {
            Front::Make => "make help",
            Front::Cargo => "cargo judge --help",
        }
    }
}

/// `word` quoted for the system's shell where it needs it; a placeholder (`<problem>`, which
/// stands for any) as it is.
pub fn quoted(word: &str) -> String {
    match word.starts_with('<') && word.ends_with('>') {
        true => word.to_string(),
        false => shell_word(word),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let starter = "judge it with `make practise P=rooks`; `make new P=rooks` wrote it; \
                       `make practise` holds the block to it";
        assert_eq!(
            Front::Cargo.in_its_words("rooks", starter),
            "judge it with `cargo practise rooks`; `cargo start rooks` wrote it; \
             `cargo practise` holds the block to it"
        );
    }

    #[test]
    fn a_verb_in_each_fronts_words() {
        assert_eq!(Front::Make.command("start", "x"), "make new P=x");
        assert_eq!(Front::Cargo.command("start", "x"), "cargo start x");
        assert_eq!(Front::Cargo.program("practice"), "cargo practise");
        assert_eq!(
            Front::Make.command("toolchain", "<problem>"),
            "make toolchain P=<problem>"
        );
    }
}
