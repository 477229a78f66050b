//! The text rules: equal bytes ([`Rule::Exact`](crate::Rule::Exact), whitespace slips PE), lines
//! with their trailing whitespace forgiven ([`Rule::Lines`](crate::Rule::Lines), Luogu), and
//! whitespace-separated tokens ([`Rule::Tokens`](crate::Rule::Tokens), CSES and Kattis).

use super::Verdict;
use crate::report::{self, plural, quote_bytes, Difference};

pub(super) fn exact(expected: &[u8], actual: &[u8]) -> Verdict {
    match report::compare(expected, actual) {
        Difference::None => Verdict::Accepted,
        Difference::Whitespace(why) => Verdict::PresentationError(why),
        Difference::Content(why) => Verdict::WrongAnswer(why),
    }
}

/// Luogu's default: each line without its trailing spaces, tabs and `\r`, and the empty lines at
/// the end of the output ignored.
pub(super) fn lines(expected: &[u8], actual: &[u8]) -> Verdict {
    match report::compare(expected, actual) {
        Difference::None | Difference::Whitespace(_) => Verdict::Accepted,
        Difference::Content(why) => Verdict::WrongAnswer(why),
    }
}

/// One whitespace-separated token, the line (from 0) it is on and that line's text.
struct Token<'a> {
    text: &'a [u8],
    line: usize,
    whole: &'a [u8],
}

/// CSES and Kattis's default output validator: the same tokens in the same order, whatever the
/// whitespace between them. Case counts: Kattis ignores it unless a problem asks it not to (its
/// `case_sensitive` flag), and a practice run holds the stricter line. Tokens are read as they are
/// compared, so a maximal output costs no memory of its own.
pub(super) fn tokens(expected: &[u8], actual: &[u8]) -> Verdict {
    let (mut expected_tokens, mut actual_tokens) = (split_tokens(expected), split_tokens(actual));
    let mut at = 0;
    let (want, found) = loop {
        match (expected_tokens.next(), actual_tokens.next()) {
            (Some(want), Some(found)) if want.text == found.text => at += 1,
            pair => break pair,
        }
    };
    let expected_count = at + usize::from(want.is_some()) + expected_tokens.count();
    let actual_count = at + usize::from(found.is_some()) + actual_tokens.count();
    // `expected, line 2: "3 6 2 5 1 4\n"`, the line that holds a token, quoted.
    let line = |side: &str, token: &Token| {
        format!(
            "\n  {side:>8}, line {}: {}",
            token.line + 1,
            quote_bytes(token.whole)
        )
    };
    let number = at + 1;
    let why = match (want, found) {
        (None, None) => return Verdict::Accepted,
        (Some(want), Some(found)) => format!(
            "token {number} differs: expected {}, found {}{}{}",
            quote_bytes(want.text),
            quote_bytes(found.text),
            line("expected", &want),
            line("found", &found)
        ),
        (Some(want), None) => format!(
            "the output has {}, expected {}: token {number}, {}, is missing{}",
            plural(actual_count, "token"),
            expected_count,
            quote_bytes(want.text),
            line("expected", &want)
        ),
        (None, Some(found)) => format!(
            "the output has {}, expected {}: token {number}, {}, is extra{}",
            plural(actual_count, "token"),
            expected_count,
            quote_bytes(found.text),
            line("found", &found)
        ),
    };
    Verdict::WrongAnswer(why)
}

/// The tokens of `text`, in order.
fn split_tokens(text: &[u8]) -> impl Iterator<Item = Token<'_>> {
    text.split_inclusive(|&byte| byte == b'\n')
        .enumerate()
        .flat_map(|(line, whole)| {
            whole
                .split(u8::is_ascii_whitespace)
                .filter(|token| !token.is_empty())
                .map(move |token| Token {
                    text: token,
                    line,
                    whole,
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::testing::*;

    #[test]
    fn exact_outputs_are_compared_byte_for_byte() {
        assert_eq!(
            output("fundamental", "8\n", "8 92 12\n", "8 92 12\n"),
            Verdict::Accepted
        );
        assert_eq!(
            wrong(output("fundamental", "8\n", "8 92 12\n", "8 90 12\n")),
            "line 1 differs (expected 1 line, found 1 line):\n  expected: \"8 92 12\\n\"\n     found: \"8 90 12\\n\""
        );
        assert_eq!(
            presentation(output("fundamental", "8\n", "8 92 12\n", "8 92 12 \n")),
            "line 1: trailing whitespace differs: expected \"8 92 12\\n\", found \"8 92 12 \\n\""
        );
        assert!(
            presentation(output("fundamental", "8\n", "8 92 12\n", "8 92 12\r\n")).contains("CRLF")
        );
        assert!(
            presentation(output("fundamental", "8\n", "8 92 12\n", "8 92 12"))
                .contains("no newline")
        );
        let book = "1 0 \n0 1 \n\n";
        assert!(presentation(output("queens4x4", "", book, "1 0\n0 1\n\n"))
            .starts_with("line 1: trailing"));
    }

    /// Luogu P1219's sample output for n = 6.
    const LUOGU: &str = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n";

    #[test]
    fn luogu_forgives_whitespace_at_line_ends_and_at_the_end() {
        assert_eq!(find("luogu1219").unwrap().rule, Rule::Lines);
        let accepted = [
            LUOGU.to_string(),
            LUOGU.replace('\n', " \n"),
            LUOGU.replacen('\n', " \t \n", 1),
            LUOGU.replace('\n', "\r\n"),
            LUOGU.trim_end().to_string(),
            LUOGU.to_string() + "\n\n",
            LUOGU.replace('\n', " \r\n") + "\r\n \n",
        ];
        for actual in accepted {
            assert_eq!(
                output("luogu1219", "6\n", LUOGU, &actual),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
    }

    #[test]
    fn luogu_still_wants_the_lines_and_the_numbers() {
        let split = LUOGU.replacen("2 4 6 ", "2 4 6\n", 1);
        assert_eq!(
            wrong(output("luogu1219", "6\n", LUOGU, &split)),
            "line 1 differs (expected 4 lines, found 5 lines):\n  expected: \"2 4 6 1 3 5\\n\"\
             \n     found: \"2 4 6\\n\""
        );
        let count = LUOGU.replace("\n4\n", "\n5 \n");
        assert_eq!(
            wrong(output("luogu1219", "6\n", LUOGU, &count)),
            "line 4 differs (expected 4 lines, found 4 lines):\n      line 2: \"3 6 2 5 1 4\\n\"\
             \n      line 3: \"4 1 5 2 6 3\\n\"\n  expected: \"4\\n\"\n     found: \"5 \\n\""
        );
        // Only the end of a line and the end of the output are forgiven.
        let leading = " ".to_string() + LUOGU;
        assert!(wrong(output("luogu1219", "6\n", LUOGU, &leading)).starts_with("line 1 differs"));
        let inside = LUOGU.replacen('\n', "\n\n", 1);
        assert!(wrong(output("luogu1219", "6\n", LUOGU, &inside)).starts_with("line 2 differs"));
    }

    #[test]
    fn tokens_accept_any_whitespace_layout() {
        for actual in [
            LUOGU.replace(' ', "\n"),
            LUOGU.replace(' ', "  \t ").replace('\n', " \r\n\n"),
            "  ".to_string() + &LUOGU.replace('\n', " "),
        ] {
            assert_eq!(
                tokens(LUOGU.as_bytes(), actual.as_bytes()),
                Verdict::Accepted,
                "{actual:?}"
            );
        }
        assert_eq!(find("cses1624").unwrap().rule, Rule::Tokens);
        for actual in ["65\n", "65", " 65 \r\n\n", "\n\t65\n"] {
            assert_eq!(output("cses1624", "", "65\n", actual), Verdict::Accepted);
        }
        assert_eq!(find("kattis8queens").unwrap().rule, Rule::Tokens);
        assert_eq!(
            output("kattis8queens", "", "valid\n", "valid \n\n"),
            Verdict::Accepted
        );
    }

    #[test]
    fn tokens_name_the_first_wrong_missing_or_extra_token() {
        let wrong_token = tokens(
            LUOGU.as_bytes(),
            LUOGU.replacen("3 6 2", "3 6 9", 1).as_bytes(),
        );
        assert_eq!(
            wrong(wrong_token),
            "token 9 differs: expected \"2\", found \"9\"\n  expected, line 2: \"3 6 2 5 1 4\\n\"\
             \n     found, line 2: \"3 6 9 5 1 4\\n\""
        );
        let missing = tokens(LUOGU.as_bytes(), LUOGU.replace("\n4\n", "\n").as_bytes());
        assert_eq!(
            wrong(missing),
            "the output has 18 tokens, expected 19: token 19, \"4\", is missing\n  expected, line \
             4: \"4\\n\""
        );
        let extra = tokens(LUOGU.as_bytes(), (LUOGU.to_string() + "\n4\n").as_bytes());
        assert_eq!(
            wrong(extra),
            "the output has 20 tokens, expected 19: token 20, \"4\", is extra\n     found, line 6: \
             \"4\\n\""
        );
        assert_eq!(
            wrong(output("cses1624", "", "65\n", "")),
            "the output has 0 tokens, expected 1: token 1, \"65\", is missing\n  expected, line 1: \
             \"65\\n\""
        );
        assert!(wrong(output("cses1624", "", "65\n", "6 5\n")).starts_with("token 1 differs"));
        assert_eq!(
            wrong(output("kattis8queens", "", "valid\n", "Valid\n")),
            "token 1 differs: expected \"valid\", found \"Valid\"\n  expected, line 1: \
             \"valid\\n\"\n     found, line 1: \"Valid\\n\""
        );
        assert!(wrong(output("kattis8queens", "", "valid\n", "invalid\n"))
            .starts_with("token 1 differs: expected \"valid\", found \"invalid\""));
    }

    #[test]
    fn exact_still_tells_a_trailing_space_apart() {
        for name in ["queens4x4", "fundamental"] {
            assert_eq!(find(name).unwrap().rule, Rule::Exact, "{name}");
        }
        assert!(matches!(
            output("fundamental", "8\n", "8 92 12\n", "8 92 12 \n"),
            Verdict::PresentationError(_)
        ));
    }
}
