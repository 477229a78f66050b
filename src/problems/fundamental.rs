//! The workspace's `fundamental` tool: one line `n all fundamental` for each n of the input, in
//! order. The check: the counts of OEIS A000170 and A002562.

use super::{Paste, Problem, Rule, Stress};
use std::time::Duration;

use crate::oeis;
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Exact,
    time_limit: Duration::from_secs(10),
    // No judge: the limits are the workspace's own, not a guess at anyone's.
    assumed: &[],
    paste: Paste::Nothing,
    compiler: None,
    ..Problem::new(
        "fundamental",
        "workspace",
        "distinct and fundamental counts",
        "problems/fundamental.md",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// Any number of n from 1 to 16, whitespace between them.
pub fn sent_by_judge(input: &str) -> bool {
    input
        .split_ascii_whitespace()
        .all(|token| super::integer_in(token, 1, 16))
}

/// The fundamental solutions program: one line `n all fundamental` for each n of the input, in
/// order, with the counts of OEIS A000170 and A002562.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let input = String::from_utf8_lossy(input);
    let output = super::utf8(output)?;
    let ns: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|token| {
            token
                .parse()
                .map_err(|_| format!("the .in holds {token:?}, not an n"))
        })
        .collect::<Result<_, _>>()?;
    let lines: Vec<&str> = output.split_terminator('\n').collect();
    if !output.ends_with('\n') || lines.len() != ns.len() {
        return Err(format!(
            "{} lines for the {} n of the .in (each ending in a newline)",
            lines.len(),
            ns.len()
        ));
    }
    for (index, (line, &n)) in lines.iter().zip(&ns).enumerate() {
        let all = super::a000170(n)?;
        let fundamental =
            oeis::fundamental(n).ok_or_else(|| format!("OEIS A002562 has no n = {n} here"))?;
        let expected = format!("{n} {all} {fundamental}");
        if *line != expected {
            return Err(format!(
                "line {}: {line:?}, but OEIS A000170 and A002562 make it {expected:?}",
                index + 1
            ));
        }
    }
    Ok(())
}

/// The largest n drawn: the counts are table look-ups here, but the program searches, and n = 12
/// is the largest it does in a few milliseconds.
const DRAWN: usize = 12;

/// One to four n from 1 to 12 (1 and 12 often), separated by a space, a tab or a newline, and
/// a final newline.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let mut text = String::new();
    for index in 0..rng.between(1, 4) {
        if index > 0 {
            text.push([' ', '\t', '\n'][rng.below(3)]);
        }
        let n = match rng.below(4) {
            0 => 1,
            1 => DRAWN,
            _ => rng.between(1, DRAWN),
        };
        text += &n.to_string();
    }
    text.push('\n');
    text.into_bytes()
}

/// Fewer n (each one left out), then each n made smaller (1, then one less).
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(input);
    let ns: Vec<usize> = text
        .split_ascii_whitespace()
        .filter_map(|token| token.parse().ok())
        .collect();
    let write = |ns: &[usize]| {
        let words: Vec<String> = ns.iter().map(usize::to_string).collect();
        format!("{}\n", words.join(" ")).into_bytes()
    };
    let mut smaller = Vec::new();
    if ns.len() > 1 {
        for index in 0..ns.len() {
            smaller.push(write(&[&ns[..index], &ns[index + 1..]].concat()));
        }
    }
    for index in 0..ns.len() {
        for m in [1, ns[index].saturating_sub(1)] {
            if m >= 1 && m < ns[index] {
                let mut fewer = ns.clone();
                fewer[index] = m;
                smaller.push(write(&fewer));
            }
        }
    }
    smaller.dedup();
    smaller
}

/// One line `n all fundamental` for each n, from OEIS A000170 and A002562.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(input);
    let mut lines = String::new();
    for token in text.split_ascii_whitespace() {
        let n: usize = token.parse().unwrap_or(0);
        let all = oeis::all(n).unwrap_or(0);
        let fundamental = oeis::fundamental(n).unwrap_or(0);
        lines += &format!("{n} {all} {fundamental}\n");
    }
    lines.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fundamental_lines_are_refused_unless_they_are_oeis() {
        assert_eq!(verify(b"8 9\n", b"8 92 12\n9 352 46\n"), Ok(()));
        assert_eq!(
            verify(b"8 9\n", b"8 92 12\n9 352 45\n").unwrap_err(),
            "line 2: \"9 352 45\", but OEIS A000170 and A002562 make it \"9 352 46\""
        );
        assert!(verify(b"8 9\n", b"9 352 46\n8 92 12\n").is_err());
        assert!(verify(b"8 9\n", b"8 92 12\n").is_err());
        assert!(verify(b"8\n", b"8 92 12").is_err());
        assert!(verify(b"8\n", b"8 92 12\n\n").is_err());
    }

    #[test]
    fn every_token_an_integer() {
        assert!(sent_by_judge("1 2 16\n") && sent_by_judge("8"));
        assert!(!sent_by_judge("0") && !sent_by_judge("17") && !sent_by_judge("8 x"));
    }
}
