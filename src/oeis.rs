//! Reference counts: OEIS A000170 (all solutions) and A002562 (fundamental), n = 0..27,
//! from `testdata/oeis.txt`, copied from the OEIS entries' b-files (oeis.org/A000170,
//! oeis.org/A002562).
//!
//! The file is embedded at compile time: one `n all fundamental` row per line, in order of n,
//! after `#` comment lines.

use std::sync::OnceLock;

const TEXT: &str = include_str!("../testdata/oeis.txt");

/// The two counts for one n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Placements of n non-attacking queens on an n×n board (A000170).
    pub all: u64,
    /// The same up to rotation and reflection (A002562).
    pub fundamental: u64,
}

/// Every row of the table, indexed by n (0..=27).
pub fn table() -> &'static [Counts] {
    static TABLE: OnceLock<Vec<Counts>> = OnceLock::new();
    TABLE.get_or_init(|| match parse(TEXT) {
        Ok(table) => table,
        // The text is part of the build: a malformed table is a bug in this crate.
        Err(error) => panic!("testdata/oeis.txt: {error}"),
    })
}

/// A000170(n), when the table has it.
pub fn all(n: usize) -> Option<u64> {
    table().get(n).map(|counts| counts.all)
}

/// A002562(n), when the table has it.
pub fn fundamental(n: usize) -> Option<u64> {
    table().get(n).map(|counts| counts.fundamental)
}

/// Rows `n all fundamental`, n counting up from 0; blank lines and `#` comments are skipped.
fn parse(text: &str) -> Result<Vec<Counts>, String> {
    let mut table = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let numbers: Vec<u64> = line
            .split_ascii_whitespace()
            .map(|token| token.parse::<u64>())
            .collect::<Result<_, _>>()
            .map_err(|error| format!("line {}: {error}: {line:?}", index + 1))?;
        match numbers[..] {
            [n, all, fundamental] if n == table.len() as u64 => {
                table.push(Counts { all, fundamental })
            }
            _ => {
                return Err(format!(
                    "line {}: expected `{} all fundamental`, found {line:?}",
                    index + 1,
                    table.len()
                ))
            }
        }
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn the_table_has_n_0_to_27() {
        assert_eq!(table().len(), 28);
        assert_eq!((all(0), fundamental(0)), (Some(1), Some(1)));
        assert_eq!((all(8), fundamental(8)), (Some(92), Some(12)));
        assert_eq!(all(27), Some(234_907_967_154_122_528));
        assert_eq!((all(28), fundamental(28)), (None, None));
        // A fundamental solution stands for 1, 2, 4 or 8 solutions (its orbit under the 8
        // symmetries of the square), so the columns cannot disagree by more than that.
        for (n, counts) in table().iter().enumerate() {
            assert!(
                counts.fundamental <= counts.all && counts.all <= 8 * counts.fundamental,
                "n = {n}: {counts:?}"
            );
        }
    }

    #[test]
    fn the_copy_matches_the_shared_table() {
        let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/oeis.txt");
        match std::fs::read(&shared) {
            Ok(bytes) => assert!(
                bytes == TEXT.as_bytes(),
                "testdata/oeis.txt differs from {shared:?}"
            ),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                eprintln!("skipped the comparison with {shared:?}: it does not exist")
            }
            Err(error) => panic!("{shared:?}: {error}"),
        }
    }

    #[test]
    fn a_malformed_table_is_refused() {
        assert_eq!(parse("# n all\n0 1 1\n1 1 1\n").unwrap().len(), 2);
        assert!(parse("0 1 1\n2 0 0\n").unwrap_err().contains("line 2"));
        assert!(parse("0 1\n").is_err());
        assert!(parse("0 1 x\n").is_err());
    }
}
