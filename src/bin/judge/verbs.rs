//! The learner's verbs, one row each: `judge practise leetcode51`, what `cargo practise
//! leetcode51` runs (the aliases of `.cargo/config.toml`) and what `make practise P=leetcode51`
//! runs, so that the loop needs neither `make` nor a shell (Windows' PowerShell and cmd type the
//! same line). A verb takes flags of the one table (`flags.rs`) and is a preset of the judge's
//! own typed options (`practise` is `--practise` on the learner's file); `args.rs` resolves it.

use crate::flags::{self, Flag, DEFAULT_COUNT};
use crate::flags::{
    Options, Spelled, ALL, CASE, CHECK, COMMAND, COUNT, FILE, FIRST, HELP, HTML, INPUT, K, MEMORY,
    N, NO_JAIL, SEED, TIME,
};
use crate::front::Front;
use std::ffi::OsString;

/// What a verb does once its words are parsed.
#[derive(Clone, Copy)]
pub enum Does {
    /// One of the judge's own modes, on the options as the preset leaves them.
    Judge(fn(&mut Options)),
    /// Writes the learner's file from the starter.
    Start,
    /// Says one hint.
    Hint,
    /// Traces a search.
    Trace,
}

/// A learner's verb: its name (`judge`'s first word and the cargo alias), what it takes after
/// the problem, what it does, and its doc.
pub struct Verb {
    pub name: &'static str,
    /// The flags, the words after the problem (`K`, `N`) and `--` (a command) among them; every
    /// verb takes `--help` and `--check` too.
    pub takes: &'static [&'static Flag],
    pub does: Does,
    doc: &'static str,
}

/// The learner's verbs: the aliases of `.cargo/config.toml`, the Makefile's targets.
pub const VERBS: [Verb; 10] = [
    Verb {
        name: "start",
        takes: &[],
        does: Does::Start,
        doc: "write mine/<problem>.rs, the problem's starter (make new P=<problem>)",
    },
    Verb {
        name: "practise",
        takes: PRACTISE,
        does: Does::Judge(|options| options.practise = true),
        doc: "judge your file as its judge would",
    },
    Verb {
        name: "practice",
        takes: PRACTISE,
        does: Does::Judge(|options| options.practise = true),
        doc: "the same as practise",
    },
    Verb {
        name: "submit",
        takes: &[&FILE],
        does: Does::Judge(|options| options.block = true),
        doc: "print your block to paste, once it compiles as the judge's",
    },
    Verb {
        name: "stress",
        takes: &[&FILE, &COUNT, &SEED, &TIME, &MEMORY, &NO_JAIL, &COMMAND],
        // The learner's file, unless a command follows `--`.
        does: Does::Judge(|options| {
            options.stress.get_or_insert(DEFAULT_COUNT);
            if options.command.as_ref().is_none_or(Vec::is_empty) {
                options.command = None;
                options.practise = true;
            }
        }),
        doc: "random inputs until your file (or the program after --) fails, then the smallest",
    },
    Verb {
        name: "hint",
        takes: &[&K],
        does: Does::Hint,
        doc: "hint K of the statement's three (the first by default), never the code",
    },
    Verb {
        name: "trace",
        takes: &[&FILE, &INPUT, &HTML, &N],
        does: Does::Trace,
        doc: "your search step by step (ours, in trace's words: cargo run --bin trace -- --help)",
    },
    Verb {
        name: "toolchain",
        takes: &[],
        does: Does::Judge(|options| options.toolchain = true),
        doc: "install the problem's judge's Rust, so that practise compiles exactly as the judge",
    },
    Verb {
        name: "toolchains",
        takes: &[],
        does: Does::Judge(|options| options.toolchains = true),
        doc: "install every judge's Rust (no problem named)",
    },
    Verb {
        name: "judge",
        takes: &[&CASE, &FIRST, &ALL, &TIME, &MEMORY, &NO_JAIL, &COMMAND],
        does: Does::Judge(|_| {}),
        doc: "judge a program of yours in any language",
    },
];

const PRACTISE: &[&Flag] = &[&FILE, &CASE, &FIRST, &ALL, &TIME, &MEMORY, &NO_JAIL];

/// The verb `word` names, if it is one.
pub fn verb(word: Option<&OsString>) -> Option<&'static Verb> {
    let word = word?.to_str()?;
    VERBS.iter().find(|verb| verb.name == word)
}

impl Verb {
    /// The flag `name` spells, if this verb takes it.
    pub fn flag(&self, name: &str) -> Option<&'static Flag> {
        let every: [&'static Flag; 2] = [&HELP, &CHECK];
        self.takes
            .iter()
            .chain(every.iter())
            .copied()
            .find(|flag| matches!(flag.spelled, Spelled::Flag(_)) && flag.named(name))
    }

    /// How many words it takes after the problem (the hint's number, trace's n).
    pub fn words(&self) -> usize {
        let words = self
            .takes
            .iter()
            .filter(|flag| flag.spelled == Spelled::Word);
        words.count()
    }

    /// Whether it takes a program after `--`.
    pub fn takes_command(&self) -> bool {
        self.takes.contains(&&COMMAND)
    }

    /// Whether it names a problem (`toolchains` installs every judge's Rust).
    pub fn names_problem(&self) -> bool {
        self.name != "toolchains"
    }

    /// What it takes, in `front`'s words, for a refusal's end: `cargo practise takes <problem>
    /// and --file, --case, ...`.
    pub fn takes(&self, front: Front) -> String {
        let program = front.program(self.name);
        let takes: Vec<String> = self
            .takes
            .iter()
            .filter_map(|flag| flag.word_in(front))
            .collect();
        let problem = match self.names_problem() {
            true => front.problem("<problem>"),
            false => String::new(),
        };
        match (takes.as_slice(), problem.is_empty()) {
            ([], true) => format!("{program} takes nothing"),
            ([], false) => format!("{program} takes{problem} alone"),
            (_, true) => format!("{program} takes {}", takes.join(", ")),
            (_, false) => format!("{program} takes{problem} and {}", takes.join(", ")),
        }
    }
}

/// The verbs in cargo's words, from [`VERBS`]: for `judge --help`.
pub fn usage() -> String {
    let mut text = String::from(
        "The learner's loop, the same line on every system (`make <target> P=<problem>` runs the\n\
         same; the file is mine/<problem>.rs unless --file names another):",
    );
    for verb in &VERBS {
        text += &format!("\n{}\n      {}", verb.synopsis("  "), verb.doc);
    }
    text
}

impl Verb {
    /// `cargo stress <problem> [--file PATH] ...` after `lead`, wrapped at 96 columns.
    fn synopsis(&self, lead: &str) -> String {
        let mut text = String::new();
        let mut line = format!("{lead}cargo {}", self.name);
        if self.names_problem() {
            line += " <problem>";
        }
        for flag in self.takes {
            let word = flag.optional();
            if line.len() + 1 + word.len() > 96 {
                text += &format!("{line}\n");
                line = format!("{:width$}", "", width = lead.len() + 3);
            }
            line += &format!(" {word}");
        }
        text + &line
    }

    /// `cargo stress --help`: the verb's line, what it does, its flags from the table, and
    /// make's words for the same.
    pub fn help(&self) -> String {
        format!(
            "{}\n\n{}\n\n{}\n\nThe same from make: {}.",
            self.synopsis("usage: "),
            self.doc,
            flags::verb_usage(self.takes),
            self.takes(Front::Make)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flags::Takes;

    #[test]
    fn a_refusal_ends_with_what_the_verb_takes() {
        let submit = verb(Some(&"submit".into())).unwrap();
        assert_eq!(
            submit.takes(Front::Make),
            "make submit takes P=<problem> and F="
        );
        let toolchains = verb(Some(&"toolchains".into())).unwrap();
        assert_eq!(
            toolchains.takes(Front::Cargo),
            "cargo toolchains takes nothing"
        );
        let hint = verb(Some(&"hint".into())).unwrap();
        assert_eq!(hint.takes(Front::Cargo), "cargo hint takes <problem> and K");
    }

    /// A verb's `--help` is its own, from the table: its line, its doc, a row with a doc for
    /// each flag it takes and `--help`, and make's words.
    #[test]
    fn each_verbs_help_is_its_own() {
        for verb in &VERBS {
            let help = verb.help();
            assert!(
                help.starts_with(&format!("usage: cargo {}", verb.name)),
                "{help}"
            );
            assert!(help.contains(&format!("\n\n{}\n\n", verb.doc)), "{help}");
            for flag in verb.takes.iter().chain([&&crate::flags::HELP]) {
                let row = format!("\n  {:22}", flag.shown());
                assert!(help.contains(&row), "{}: no row {row:?}\n{help}", verb.name);
            }
            // Every row has its doc.
            assert!(!help.lines().any(|line| line.ends_with(' ')), "{help}");
            assert!(help.ends_with(&format!("The same from make: {}.", verb.takes(Front::Make))));
        }
    }

    /// The Makefile's check: every variable of a flag a verb takes reaches the judge as that
    /// flag (`$(if $(CASE),--case '$(CASE)')`), so that a row added here and not there is said.
    #[test]
    fn the_makefile_passes_each_variable_as_its_flag() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/Makefile");
        let makefile = std::fs::read_to_string(path).unwrap();
        for verb in &VERBS {
            for flag in verb.takes {
                let Some(make) = flag.make else { continue };
                let variable = format!("$({make})");
                let passed = match (flag.spelled, flag.takes) {
                    (Spelled::Flag(name), Takes::Nothing(_)) => format!("$(if {variable},{name})"),
                    (Spelled::Flag(name), _) => format!("{name} '{variable}'"),
                    (Spelled::Word, _) => variable,
                    (Spelled::Command, _) => format!("-- {variable}"),
                };
                assert!(
                    makefile.contains(&passed),
                    "the Makefile does not pass {make}= as `{passed}` ({} takes it)",
                    verb.name
                );
            }
        }
    }
}
