//! The one parser: a command line's words into the typed [`Options`], each flag found in the
//! table (`flags.rs`) and set by its row. Two grammars read the same rows: `judge`'s own
//! (`judge --practise --file x.rs leetcode51`) and a verb's (`judge practise leetcode51 --file
//! x.rs`, what `cargo practise` runs), which takes only its verb's flags and says so in its
//! refusals.

use crate::flags::{Flag, Options, Takes};
use crate::front::Front;
use crate::values::{find, refused};
use crate::verbs::Verb;
use nqueens::error::Error;
use nqueens::problems;
use nqueens::report::token;
use std::ffi::OsString;
use std::iter::Peekable;
use std::vec::IntoIter;

/// Whose words are parsed.
#[derive(Clone, Copy)]
pub enum Grammar {
    /// `judge`'s own modes.
    Judge,
    /// A learner's verb, as its front names it.
    Verb(&'static Verb, Front),
}

impl Grammar {
    /// The flag `name` spells, where this grammar takes it.
    fn flag(self, name: &str) -> Option<&'static Flag> {
        match self {
            Grammar::Judge => crate::flags::FLAGS
                .iter()
                .copied()
                .find(|flag| flag.judge() && flag.named(name)),
            Grammar::Verb(verb, _) => verb.flag(name),
        }
    }

    /// A refusal of the words' shape: a verb's ends with what the verb takes, `judge`'s with
    /// where the flags are listed.
    fn refused(self, what: String, judge: &str) -> Error {
        match self {
            Grammar::Judge => refused(format!("{what} (`judge --help` {judge})")),
            Grammar::Verb(verb, front) => refused(format!("{what}; {}", verb.takes(front))),
        }
    }

    /// A word that is not UTF-8.
    fn not_text(self, word: &OsString) -> Error {
        let what = match self {
            Grammar::Judge => "a problem name or an option",
            Grammar::Verb(..) => "a problem, a number or an option",
        };
        refused(format!("{} is not {what}", token(&word.to_string_lossy())))
    }
}

/// The words, after the `preset` options, parsed by `grammar`. `judge`'s own grammar stops at
/// `--help`, and checks the problem's name where it stands, so that a typo in it is what is
/// reported; a verb's checks its words' count at the end, and leaves the problem and what the
/// flags' values hold to be checked after its own (the problem, the learner's file).
pub fn parse(grammar: Grammar, preset: Options, words: Vec<OsString>) -> Result<Options, Error> {
    let mut options = preset;
    let mut words = words.into_iter().peekable();
    while let Some(word) = words.next() {
        if word == "--" {
            if let Grammar::Verb(verb, _) = grammar {
                if !verb.takes_command() {
                    return Err(grammar.refused("no command after `--` here".into(), ""));
                }
            }
            options.command = Some(words.by_ref().collect());
            break;
        }
        let text = word.into_string().map_err(|word| grammar.not_text(&word))?;
        if text.starts_with('-') && text.len() > 1 {
            flag(grammar, &mut options, &text, &mut words)?;
            if options.help && matches!(grammar, Grammar::Judge) {
                break;
            }
        } else if options.problem.is_none() {
            if let Grammar::Judge = grammar {
                find(&text)?;
            }
            options.problem = Some(text);
        } else {
            match grammar {
                Grammar::Judge => options.stray = options.stray.take().or(Some(text)),
                Grammar::Verb(..) => options.words.push(text),
            }
        }
    }
    if let Grammar::Verb(verb, _) = grammar {
        if let Some(extra) = options.words.get(verb.words()) {
            return Err(grammar.refused(format!("unexpected {}", token(extra)), ""));
        }
    }
    Ok(options)
}

/// The flag `text` (`--case 03`, `--case=03`), its value taken and set into `options`.
fn flag(
    grammar: Grammar,
    options: &mut Options,
    text: &str,
    words: &mut Peekable<IntoIter<OsString>>,
) -> Result<(), Error> {
    let (name, inline) = match text.split_once('=') {
        Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
        _ => (text, None),
    };
    let Some(flag) = grammar.flag(name) else {
        let what = match grammar {
            Grammar::Judge => token(text),
            Grammar::Verb(..) => token(name),
        };
        return Err(grammar.refused(format!("unknown option {what}"), "lists them"));
    };
    let value = match (flag.takes, inline) {
        (Takes::Nothing(_), Some(_)) => {
            return Err(grammar.refused(format!("{name} takes no value"), "says more"))
        }
        (Takes::Nothing(_), None) => None,
        (Takes::One(..), Some(value)) => Some(value),
        (Takes::One(..), None) => {
            let value = words
                .next()
                .map(|value| value.to_string_lossy().into_owned());
            Some(
                value
                    .ok_or_else(|| grammar.refused(format!("{name} needs a value"), "says more"))?,
            )
        }
        (Takes::Maybe(..), Some(value)) => Some(value),
        (Takes::Maybe(..), None) => maybe_value(words),
    };
    match flag.set(options, value.as_deref()) {
        Ok(()) => Ok(()),
        // A verb says a value's fault after its problem and its file are found.
        Err(error) if matches!(grammar, Grammar::Verb(..)) => {
            options.refused.get_or_insert(error);
            Ok(())
        }
        Err(error) => Err(error),
    }
}

/// The value a flag may be given (`--stress N`): the next word when it is a number, or when it
/// is no problem but a problem follows it (`--stress abc acwing843`: a count mistyped, said as
/// such, not as an unknown problem).
fn maybe_value(words: &mut Peekable<IntoIter<OsString>>) -> Option<String> {
    let mut ahead = words.clone();
    ahead.next();
    let problem_after = ahead
        .next()
        .is_some_and(|word| word.to_str().and_then(problems::find).is_some());
    let next = words.next_if(|next| {
        next.to_str().is_some_and(|next| {
            next.starts_with(|c: char| c.is_ascii_digit())
                || (problem_after && !next.starts_with('-') && problems::find(next).is_none())
        })
    });
    next.map(|value| value.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verbs::verb;

    fn words(text: &[&str]) -> Vec<OsString> {
        text.iter().map(OsString::from).collect()
    }

    /// `judge practise p --file x ...` and `judge --practise --file x ... p` read the same rows
    /// into the same options, but for the switch the verb presets.
    #[test]
    fn both_grammars_read_the_same_rows() {
        let practise = verb(Some(&"practise".into())).unwrap();
        let said = [
            "--case=01",
            "--first",
            "--time-limit",
            "2s",
            "--file",
            "x.rs",
        ];
        let mut given = vec!["leetcode51"];
        given.extend(said);
        let by_verb = parse(
            Grammar::Verb(practise, Front::Cargo),
            Options::default(),
            words(&given),
        );
        let mut given = vec!["--practise"];
        given.extend(said);
        given.push("leetcode51");
        let by_judge = parse(Grammar::Judge, Options::default(), words(&given)).unwrap();
        let by_verb = by_verb.unwrap();
        assert!(
            by_judge.practise && !by_verb.practise,
            "the verb's preset is the verb's"
        );
        let same = |options: &Options| {
            let limits = (options.time_limit, options.memory_limit);
            let cases = (options.case.clone(), options.first, options.all);
            (options.problem.clone(), options.file.clone(), limits, cases)
        };
        assert_eq!(same(&by_verb), same(&by_judge));
    }

    #[test]
    fn each_grammar_says_its_own_refusals() {
        let practise = verb(Some(&"practise".into())).unwrap();
        let refusal = |grammar, text: &[&str]| {
            let parsed = parse(grammar, Options::default(), words(text));
            parsed.unwrap_err().to_string()
        };
        let verb = Grammar::Verb(practise, Front::Make);
        assert_eq!(
            refusal(verb, &["p", "--all=1"]),
            format!("--all takes no value; {}", practise.takes(Front::Make))
        );
        assert!(refusal(verb, &["p", "1"]).starts_with("unexpected `1`; make practise takes"));
        assert_eq!(
            refusal(Grammar::Judge, &["--case"]),
            "--case needs a value (`judge --help` says more)"
        );
        assert!(refusal(verb, &["--", "x"]).starts_with("no command after `--` here;"));
        // A value's fault waits, in a verb, for its problem and its file.
        let mut options = Options::default();
        options = parse(verb, options, words(&["p", "--time-limit", "x"])).unwrap();
        assert!(options.refused.is_some() && options.time_limit.is_none());
    }
}
