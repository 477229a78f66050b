//! What is newer than a judge's Rust, one line each: the uses the syntax table finds, and the std
//! items clippy's `incompatible_msrv` lint names, read out of its report (its own words, the
//! links to its docs and the lint's name left out), with what to write instead.

use super::Found;

/// A use of something newer than the judge's Rust, at a place of the compiled file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Newer {
    /// 1-based, in the compiled file.
    pub line: usize,
    /// 1-based, where known (clippy says it; the syntax table reads lines).
    pub column: Option<usize>,
    /// How it is named: "let-else", "`abs_diff`".
    pub item: String,
    /// The first Rust with it: "1.60".
    pub since: String,
    pub advice: String,
}

impl Newer {
    /// A use the syntax table found at line `line` of the compiled file.
    pub fn syntax(found: &Found, line: usize) -> Newer {
        Newer {
            line,
            column: None,
            item: found.feature.name.to_string(),
            since: found.feature.since.to_string(),
            advice: found.feature.advice.to_string(),
        }
    }

    /// `src/bin/spojnqueen.rs:12:15: `abs_diff` is Rust 1.60; SPOJ runs 1.56: write ...`, where
    /// `runs` says the judge's Rust (`SPOJ runs 1.56`).
    pub fn line_in(&self, file: &str, runs: &str) -> String {
        let column = self.column.map_or_else(String::new, |c| format!("{c}:"));
        format!(
            "{file}:{}:{column} {}: {}",
            self.line,
            self.fact(runs),
            self.advice
        )
    }

    /// `` `abs_diff` is Rust 1.60; SPOJ runs 1.56 ``: the fact alone.
    pub fn fact(&self, runs: &str) -> String {
        format!("{} is Rust {}; {runs}", self.item, self.since)
    }
}

/// What to write instead of a std item newer than a judge's Rust, for the ones contest code
/// meets most; any other gets [`GENERIC`].
const STD_ADVICE: &[(&str, &str)] = &[
    ("abs_diff", "write `if a > b { a - b } else { b - a }`"),
    ("is_some_and", "write `.map_or(false, |x| ...)`"),
    ("is_ok_and", "write `.map_or(false, |x| ...)`"),
    ("is_none_or", "write `.map_or(true, |x| ...)`"),
    ("div_ceil", "write `(a + b - 1) / b`"),
    (
        "ilog2",
        "write `BITS - 1 - x.leading_zeros()` (`31 - x.leading_zeros()` for a u32)",
    ),
    ("then_some", "write `.then(|| value)`"),
    ("zip", "write `a.iter().zip(b.iter())`"),
    ("from_fn", "build the array with a loop"),
    (
        "isqrt",
        "compute the root with `f64::sqrt` and correct it by one",
    ),
];

/// The advice for an item without one of its own.
const GENERIC: &str = "write it with what that Rust has";

/// The findings of clippy's `incompatible_msrv` in `report` (its output on `relative`, whose
/// text is `text`), one [`Newer`] each, and the rest of the report without them: rustc's own
/// errors and warnings (the closing "aborting due to" line dropped where it counted them).
pub fn incompatible_msrv(report: &str, relative: &str, text: &str) -> (Vec<Newer>, String) {
    let mut found = Vec::new();
    let mut rest = Vec::new();
    for diagnostic in diagnostics(report) {
        match msrv_finding(&diagnostic, relative, text) {
            Some(newer) => found.push(newer),
            None => rest.push(diagnostic),
        }
    }
    if !found.is_empty() {
        rest.retain(|diagnostic| !diagnostic.starts_with("error: aborting due to"));
    }
    (found, rest.join("\n\n"))
}

/// A report cut into its diagnostics, each from its `error` or `warning` line to the next one.
fn diagnostics(report: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for line in report.lines() {
        let starts = line.starts_with("error") || line.starts_with("warning");
        match found.last_mut() {
            Some(last) if !starts => {
                last.push('\n');
                last.push_str(line);
            }
            _ => found.push(line.to_string()),
        }
    }
    for diagnostic in &mut found {
        let kept = diagnostic.trim_end().len();
        diagnostic.truncate(kept);
    }
    found
}

/// The one finding of an `incompatible_msrv` diagnostic: `error: current MSRV (...) is `1.56.0`
/// but this item is stable since `1.60.0`` and `--> src/bin/x.rs:5:15` below it.
fn msrv_finding(diagnostic: &str, relative: &str, text: &str) -> Option<Newer> {
    let first = diagnostic.lines().next()?;
    let since = first
        .strip_prefix("error: current MSRV")
        .or_else(|| first.strip_prefix("warning: current MSRV"))?
        .split("stable since `")
        .nth(1)?
        .split('`')
        .next()?;
    let since = since.strip_suffix(".0").unwrap_or(since).to_string();
    let place = diagnostic
        .lines()
        .find_map(|line| line.trim_start().strip_prefix("--> "))?
        .strip_prefix(relative)?
        .strip_prefix(':')?;
    let mut numbers = place.split(':').map(|number| number.parse::<usize>().ok());
    let (line, column) = (numbers.next()??, numbers.next()??);
    let item = item_at(text, line, column);
    let name = item.rsplit("::").next().unwrap_or_default();
    let advice = STD_ADVICE
        .iter()
        .find(|(known, _)| *known == name)
        .map_or(GENERIC, |(_, advice)| advice);
    let item = if item.is_empty() {
        "this item".to_string()
    } else {
        format!("`{item}`")
    };
    Some(Newer {
        line,
        column: Some(column),
        item,
        since,
        advice: advice.to_string(),
    })
}

/// The path at `line`:`column` (1-based, in characters) of `text`: `abs_diff`, `std::iter::zip`.
fn item_at(text: &str, line: usize, column: usize) -> String {
    let Some(line) = text.lines().nth(line - 1) else {
        return String::new();
    };
    line.chars()
        .skip(column - 1)
        .take_while(|&c| c == '_' || c == ':' || c.is_alphanumeric())
        .collect::<String>()
        .trim_end_matches(':')
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clippy 0.1.95's report on a block at SPOJ (Rust 1.56, edition 2018), as it is.
    const REPORT: &str = "\
warning: unused variable: `n`
 --> src/bin/spojnqueen.rs:7:9
  |
7 |     let n = 4;
  |         ^

error: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable since `1.60.0`
 --> src/bin/spojnqueen.rs:5:15
  |
5 |     let d = a.abs_diff(b);
  |               ^^^^^^^^^^^
  |
  = help: for further information visit https://rust-lang.github.io/rust-clippy/rust-1.95.0/index.html#incompatible_msrv
  = note: requested on the command line with `-D clippy::incompatible-msrv`

error: current MSRV (Minimum Supported Rust Version) is `1.56.0` but this item is stable since `1.70.0`
 --> src/bin/spojnqueen.rs:6:21
  |
6 |     let o = Some(x).is_some_and(|v| v > 2);
  |                     ^^^^^^^^^^^^^^^^^^^^^^
  |
  = help: for further information visit https://rust-lang.github.io/rust-clippy/rust-1.95.0/index.html#incompatible_msrv

error: aborting due to 2 previous errors; 1 warning emitted
";

    const TEXT: &str = "fn main() {\n    let a: usize = 3;\n    let b: usize = 5;\n    \
                        let x = a;\n    let d = a.abs_diff(b);\n    \
                        let o = Some(x).is_some_and(|v| v > 2);\n    let n = 4;\n}\n";

    #[test]
    fn each_finding_is_one_line_without_clippys_words() {
        let (found, rest) = incompatible_msrv(REPORT, "src/bin/spojnqueen.rs", TEXT);
        let lines: Vec<String> = found
            .iter()
            .map(|newer| newer.line_in("mine/spojnqueen.rs", "SPOJ runs 1.56"))
            .collect();
        assert_eq!(
            lines,
            [
                "mine/spojnqueen.rs:5:15: `abs_diff` is Rust 1.60; SPOJ runs 1.56: write \
                 `if a > b { a - b } else { b - a }`",
                "mine/spojnqueen.rs:6:21: `is_some_and` is Rust 1.70; SPOJ runs 1.56: write \
                 `.map_or(false, |x| ...)`",
            ]
        );
        assert!(rest.starts_with("warning: unused variable: `n`"), "{rest}");
        assert!(
            !rest.contains("MSRV") && !rest.contains("aborting"),
            "{rest}"
        );
        assert_eq!(
            found[0].fact("SPOJ runs 1.56"),
            "`abs_diff` is Rust 1.60; SPOJ runs 1.56"
        );
    }

    #[test]
    fn a_report_without_findings_is_kept_whole() {
        let report = "error[E0425]: cannot find value `m`\n --> src/bin/x.rs:2:5\n\nerror: \
                      aborting due to 1 previous error\n";
        let (found, rest) = incompatible_msrv(report, "src/bin/x.rs", "fn main() {\n    m;\n}\n");
        assert!(found.is_empty());
        assert_eq!(rest, report.trim_end());
    }
}
