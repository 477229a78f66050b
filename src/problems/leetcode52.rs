//! LeetCode 52 N-Queens II: the returned count, which has to be OEIS A000170(n).

use super::{LEETCODE_RUST, Paste, Problem, Rule, Stress};
use super::chess::solutions;
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::LeetCodeCount,
    paste: Paste::Method("total_n_queens"),
    compiler: Some(LEETCODE_RUST),
    ..Problem::new(
        "leetcode52",
        "LeetCode",
        "52 N-Queens II",
        "https://leetcode.com/problems/n-queens-ii/",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// LeetCode's constraints: 1 <= n <= 9.
pub fn sent_by_judge(input: &str) -> bool {
    super::one_integer_in(input, 1, 9)
}

/// LeetCode 52: the count, one line.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = super::parse_n(input)?;
    let expected = format!("{}\n", super::a000170(n)?);
    if output != expected.as_bytes() {
        return Err(format!(
            "{:?}, but OEIS A000170({n}) is {expected:?}",
            String::from_utf8_lossy(output)
        ));
    }
    Ok(())
}

/// One n from 1 to 9, 1 and 9 a quarter of the time each.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    super::draw_n(rng, 1, 9)
}

/// The smaller n, from 1.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    super::smaller_n(input, 1)
}

/// The solutions counted by the walk through the permutations ([`solutions`]).
pub fn expected(input: &[u8]) -> Vec<u8> {
    let n = super::parse_n(input).unwrap_or(0);
    format!("{}\n", solutions(n).len()).into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_is_refused_unless_it_is_oeis_a000170() {
        assert_eq!(verify(b"8\n", b"92\n"), Ok(()));
        assert_eq!(
            verify(b"8\n", b"91\n").unwrap_err(),
            "\"91\\n\", but OEIS A000170(8) is \"92\\n\""
        );
        assert!(verify(b"8\n", b"92").is_err());
        assert!(verify(b"9\n", b"92\n").is_err());
    }
}
