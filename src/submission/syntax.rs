//! Rust syntax newer than a judge's compiler, found by reading a block as Rust tokens.
//!
//! This serves the approximate path: where the judge's own rustc is not installed, the block is
//! compiled by today's rustc, which accepts under every edition syntax that a judge's older Rust
//! refuses, so syntax is recognised here instead: the lexer (`lex.rs`) reads the block as tokens
//! (strings and raw strings, chars and lifetimes, nested block comments, numbers, identifiers,
//! punctuation) with each bracket paired to its partner, and one detector per row of
//! [`FEATURES`] (`features.rs`) reads that token stream (`detectors.rs`). A feature is found
//! however the code is laid out: split over lines, with comments in between, inside a `match` or
//! a macro call. std API is not this module's business: clippy's `incompatible_msrv` holds that
//! line, all but the names the prelude gained (`size_of`, 1.80), which resolve to items as old as
//! Rust 1.0 and so are read here.
//!
//! The table grows only when a judge's Rust is older than its rows: a row is syntax that some
//! judge's compiler in the problem table refuses, so a judge as new as the newest row (LeetCode's
//! 1.88) asks for none, and only a newer feature that an older judge refuses earns a new row.

mod detectors;
mod features;
mod lex;
mod versions;

pub use features::FEATURES;
use lex::{lex, Tokens};
pub use versions::{incompatible_msrv, Newer};

/// A syntax stabilisation: what it is, the Rust that brought it, and what to write instead.
pub struct Feature {
    /// How a refusal names it: "let-else".
    pub name: &'static str,
    /// The first Rust with it: "1.65".
    pub since: &'static str,
    /// What to write instead on an older judge.
    pub advice: &'static str,
    /// The lines (1-based) of the tokens that use it.
    find: fn(&Tokens) -> Vec<usize>,
}

/// One use of a feature: the line of the block (1-based) and the feature.
#[derive(Clone, Copy)]
pub struct Found {
    pub line: usize,
    pub feature: &'static Feature,
}

/// The uses in `source`, compiled in `edition` (`2018`), of syntax newer than Rust `rust`
/// (`1.58`), by line, each line and feature once.
pub fn newer_than(source: &str, rust: &str, edition: &str) -> Vec<Found> {
    let mut tokens = lex(source);
    tokens.1 = older_than(edition, "2021");
    let mut found: Vec<Found> = FEATURES
        .iter()
        .filter(|feature| older_than(rust, feature.since))
        .flat_map(|feature| {
            (feature.find)(&tokens)
                .into_iter()
                .map(move |line| Found { line, feature })
        })
        .collect();
    found.sort_by_key(|found| (found.line, found.feature.name));
    found.dedup_by_key(|found| (found.line, found.feature.name));
    found
}

/// The crates of `names` that `source` uses, each with the line of its first use: a path that
/// starts with the crate's name (`itertools::iproduct!`, `use rand::Rng`), or `extern crate`.
pub fn crates_used<'a>(source: &str, names: &[&'a str]) -> Vec<(usize, &'a str)> {
    let tokens = lex(source);
    let mut used: Vec<(usize, &str)> = Vec::new();
    for i in 0..tokens.0.len() {
        let Some(&name) = names.iter().find(|name| tokens.is(i, name)) else {
            continue;
        };
        // A module of the block's own may bear the name.
        let own_module = (1..tokens.0.len()).any(|j| tokens.is(j - 1, "mod") && tokens.is(j, name));
        let path_start = tokens.is(i + 1, "::")
            && !(i > 0 && tokens.is_any(i - 1, &["::", ".", "self", "super", "crate"]));
        let extern_crate = i >= 2 && tokens.is(i - 2, "extern") && tokens.is(i - 1, "crate");
        if (path_start || extern_crate)
            && !own_module
            && !used.iter().any(|(_, seen)| *seen == name)
        {
            used.push((tokens.line(i), name));
        }
    }
    used
}

/// Whether version `a` (`1.58`) comes before version `b`.
pub fn older_than(a: &str, b: &str) -> bool {
    let parts = |version: &str| -> Vec<u32> {
        version
            .split('.')
            .map(|part| part.parse().unwrap_or(0))
            .collect()
    };
    parts(a) < parts(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_compare_by_number() {
        assert!(older_than("1.58", "1.65") && older_than("1.9", "1.10"));
        assert!(!older_than("1.88", "1.65") && !older_than("1.65", "1.65"));
    }
}
