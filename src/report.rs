//! Explaining a difference between two texts: the one place that quotes lines and cuts excerpts,
//! for every rule (stdout compared exactly, boards, a refusal's stderr).
//!
//! Lines are quoted with `{:?}`, so spaces, tabs and `\r` show; a long line is cut around the
//! point of interest, and an excerpt shows the first differing line of each side with two lines
//! of context, never the whole output.
//!
//! It also holds the message helpers every tool shares: a quoted token, a limit, an escaped line,
//! a shell word, an I/O error's reason.

use std::io;
use std::time::Duration;

/// Characters shown of a quoted line before it is cut.
const WIDTH: usize = 80;

/// How two texts differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// Byte for byte the same.
    None,
    /// The same once each line loses its `\r` and trailing spaces and tabs and the empty lines at
    /// the end are dropped: where the first whitespace difference is.
    Whitespace(String),
    /// The first differing line of each side, with context and the line counts.
    Content(String),
}

/// Compares `actual` with `expected` and explains the first difference. Nothing is allocated
/// per line: a maximal output (64 MiB of empty lines) costs a few passes over it, no more memory.
pub fn compare(expected: &[u8], actual: &[u8]) -> Difference {
    if expected == actual {
        return Difference::None;
    }
    if same_but_whitespace(expected, actual) {
        let at = first_difference(lines(expected), lines(actual));
        Difference::Whitespace(whitespace(
            at,
            lines(expected).nth(at),
            lines(actual).nth(at),
        ))
    } else {
        // Located on the stripped lines with their empty lines at the end kept, so the quoted
        // line is the one that really differs.
        let at = first_difference(lines(expected).map(stripped), lines(actual).map(stripped));
        Difference::Content(excerpt(at, expected, actual))
    }
}

/// `line` quoted with `{:?}`, cut after about 80 characters.
pub fn quote(line: &str) -> String {
    quote_around(line, 0)
}

/// The lossy UTF-8 of `line`, quoted.
pub fn quote_bytes(line: &[u8]) -> String {
    quote(&String::from_utf8_lossy(line))
}

/// `line` quoted, showing the characters near character `at` when it is too long to show whole:
/// `…"QQ.Q"…`.
fn quote_around(line: &str, at: usize) -> String {
    let count = line.chars().count();
    if count <= WIDTH {
        return format!("{line:?}");
    }
    let start = at.saturating_sub(WIDTH / 2).min(count - WIDTH);
    let shown: String = line.chars().skip(start).take(WIDTH).collect();
    let before = if start > 0 { "…" } else { "" };
    let after = if start + WIDTH < count { "…" } else { "" };
    format!("{before}{shown:?}{after} ({count} characters)")
}

/// The lines of `text`, each with its `\n` (the last one may have none).
fn lines(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split_inclusive(|&byte| byte == b'\n')
}

/// `line` without its terminator, `\r`, trailing spaces and tabs.
fn stripped(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|byte| !matches!(byte, b'\n' | b'\r' | b' ' | b'\t'))
        .map_or(0, |last| last + 1);
    &line[..end]
}

/// Whether the texts are the same once each line is stripped and the empty lines at the end are
/// dropped.
fn same_but_whitespace(expected: &[u8], actual: &[u8]) -> bool {
    let (mut expected, mut actual) = (lines(expected).map(stripped), lines(actual).map(stripped));
    loop {
        match (expected.next(), actual.next()) {
            (Some(a), Some(b)) if a == b => {}
            (None, None) => return true,
            (Some(a), None) => return a.is_empty() && expected.all(<[u8]>::is_empty),
            (None, Some(b)) => return b.is_empty() && actual.all(<[u8]>::is_empty),
            // Two different lines: one of them is not empty, so not only whitespace at the end.
            (Some(_), Some(_)) => return false,
        }
    }
}

/// The index of the first line that differs, or the length of the shorter side.
fn first_difference<'a>(
    mut expected: impl Iterator<Item = &'a [u8]>,
    mut actual: impl Iterator<Item = &'a [u8]>,
) -> usize {
    let mut at = 0;
    while let (Some(a), Some(b)) = (expected.next(), actual.next()) {
        if a != b {
            break;
        }
        at += 1;
    }
    at
}

/// What differs in line `at` (0-based) when the texts differ only in whitespace.
fn whitespace(at: usize, expected: Option<&[u8]>, actual: Option<&[u8]>) -> String {
    let number = at + 1;
    match (expected, actual) {
        (Some(expected), None) => format!(
            "line {number}: expected {}, found the end of the output (an empty line is missing \
             at the end)",
            quote_bytes(expected)
        ),
        (None, Some(actual)) => format!(
            "line {number}: expected the end of the output, found {} (an extra empty line at \
             the end)",
            quote_bytes(actual)
        ),
        (Some(expected), Some(actual)) => {
            let what = if expected.ends_with(b"\n") && !actual.ends_with(b"\n") {
                "no newline at the end of the output"
            } else if !expected.ends_with(b"\n") && actual.ends_with(b"\n") {
                "a newline at the end that the expected output does not have"
            } else if actual.ends_with(b"\r\n") && !expected.ends_with(b"\r\n") {
                "a CRLF line ending (\\r\\n) where \\n is expected"
            } else if expected.ends_with(b"\r\n") && !actual.ends_with(b"\r\n") {
                "a \\n line ending where CRLF (\\r\\n) is expected"
            } else {
                "trailing whitespace differs"
            };
            let (expected, actual) = quote_pair(expected, actual);
            format!("line {number}: {what}: expected {expected}, found {actual}")
        }
        (None, None) => unreachable!("texts that differ have a differing line"),
    }
}

/// The first differing line (0-based `at`) of each side, two lines of context and the counts.
fn excerpt(at: usize, expected: &[u8], actual: &[u8]) -> String {
    let mut text = format!(
        "line {} differs (expected {}, found {}):",
        at + 1,
        lines_count(lines(expected).count()),
        lines_count(lines(actual).count())
    );
    let start = at.saturating_sub(2);
    for (offset, line) in lines(actual).skip(start).take(at - start).enumerate() {
        text += &format!("\n      line {}: {}", start + offset + 1, quote_bytes(line));
    }
    let (shown_expected, shown_actual) = match (lines(expected).nth(at), lines(actual).nth(at)) {
        (Some(expected), Some(actual)) => quote_pair(expected, actual),
        (Some(expected), None) => (quote_bytes(expected), "the end of the output".to_string()),
        (None, Some(actual)) => ("the end of the output".to_string(), quote_bytes(actual)),
        (None, None) => unreachable!("texts that differ have a differing line"),
    };
    text += &format!("\n  expected: {shown_expected}\n     found: {shown_actual}");
    text
}

/// Both lines quoted, long ones cut around their first differing character.
fn quote_pair(expected: &[u8], actual: &[u8]) -> (String, String) {
    let (expected, actual) = (
        String::from_utf8_lossy(expected),
        String::from_utf8_lossy(actual),
    );
    let at = expected
        .chars()
        .zip(actual.chars())
        .position(|(a, b)| a != b)
        .unwrap_or(expected.chars().count().min(actual.chars().count()));
    (quote_around(&expected, at), quote_around(&actual, at))
}

/// `1 line`, `3 lines`.
pub fn lines_count(count: usize) -> String {
    plural(count, "line")
}

/// `1 board`, `3 boards`.
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// `1 byte`, `70,254,592 bytes`.
pub fn bytes(count: u64) -> String {
    if count == 1 {
        return "1 byte".to_string();
    }
    let digits = count.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{grouped} bytes")
}

/// `64 MiB` for a whole number of mebibytes, `66.3 MiB` otherwise.
pub fn mebibytes(bytes: u64) -> String {
    const MIB: u64 = 1 << 20;
    if bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    }
}

/// A token from a command line or an input, for a message: `acwing84` in backticks when it is
/// short and plain, otherwise its first 40 characters quoted with `{:?}` and its length.
pub fn token(text: &str) -> String {
    let count = text.chars().count();
    let plain = !text.is_empty() && text.chars().all(|c| c.is_ascii_graphic() && c != '`');
    if count <= 40 && plain {
        return format!("`{text}`");
    }
    quoted_token(text)
}

/// The first 40 characters of `text` in `{:?}` quotes, and `… (N characters)` when it is longer.
pub fn quoted_token(text: &str) -> String {
    let count = text.chars().count();
    let prefix: String = text.chars().take(40).collect();
    if count <= 40 {
        format!("{prefix:?}")
    } else {
        format!("{prefix:?}… ({count} characters)")
    }
}

/// `1 s`, `1.5 s`, `300 ms`.
pub fn limit_text(limit: Duration) -> String {
    if limit >= Duration::from_secs(1) {
        format!("{} s", limit.as_secs_f64())
    } else {
        format!("{} ms", limit.as_millis())
    }
}

/// `line` with control characters, and the invisible ones that reorder or hide text, escaped
/// (`\u{1b}`, `\r`): a program's stderr cannot clear the screen or print a verdict of its own.
pub fn escaped(line: &str) -> String {
    let mut shown = String::with_capacity(line.len());
    for c in line.chars() {
        let invisible = matches!(
            c,
            '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}'
        );
        if c.is_control() || invisible {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    shown
}

/// `word` as the system's shell reads it back: bare when it is plain, else quoted. A POSIX shell
/// gets single quotes; on Windows, cmd and PowerShell both read double quotes (and a `\` is no
/// escape there: `C:\Users\me` stays bare).
pub fn shell_word(word: &str) -> String {
    if cfg!(windows) {
        windows_word(word)
    } else {
        posix_word(word)
    }
}

/// `command` with the file at `path` (already a shell word) on its stdin, as the system's shell
/// writes it: `prog < file`; on Windows cmd's, with PowerShell's (which has no `<`) beside it.
pub fn fed(command: &str, path: &str) -> String {
    if cfg!(windows) {
        format!("{command} < {path} (cmd; in PowerShell: Get-Content {path} | {command})")
    } else {
        format!("{command} < {path}")
    }
}

fn posix_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || b"_-./=:,+@%".contains(&byte));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

fn windows_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || b"_-./\\=:,+".contains(&byte));
    if plain {
        word.to_string()
    } else {
        // A double quote inside: doubled, as both read it inside double quotes.
        format!("\"{}\"", word.replace('"', "\"\""))
    }
}

/// An I/O error's reason without the ` (os error 2)` std appends: `No such file or directory`.
pub fn reason(error: &io::Error) -> String {
    let text = error.to_string();
    text.split(" (os error")
        .next()
        .unwrap_or_default()
        .to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_word_is_quoted_for_the_systems_shell() {
        use super::{posix_word, windows_word};
        assert_eq!(posix_word("mine/a.rs"), "mine/a.rs");
        assert_eq!(posix_word("my file.rs"), "'my file.rs'");
        assert_eq!(posix_word("it's"), r"'it'\''s'");
        assert_eq!(posix_word(r"C:\x"), r"'C:\x'");
        assert_eq!(windows_word(r"C:\Users\me\a.rs"), r"C:\Users\me\a.rs");
        assert_eq!(windows_word(r"C:\My Files\a.rs"), r#""C:\My Files\a.rs""#);
        assert_eq!(windows_word(""), r#""""#);
        assert_eq!(windows_word("$HOME"), r#""$HOME""#);
        let fed = super::fed("prog", "in.txt");
        if cfg!(windows) {
            assert_eq!(
                fed,
                "prog < in.txt (cmd; in PowerShell: Get-Content in.txt | prog)"
            );
        } else {
            assert_eq!(fed, "prog < in.txt");
        }
    }

    use super::*;

    fn content(expected: &str, actual: &str) -> String {
        match compare(expected.as_bytes(), actual.as_bytes()) {
            Difference::Content(text) => text,
            other => panic!("{expected:?} vs {actual:?}: {other:?}"),
        }
    }

    fn whitespace(expected: &str, actual: &str) -> String {
        match compare(expected.as_bytes(), actual.as_bytes()) {
            Difference::Whitespace(text) => text,
            other => panic!("{expected:?} vs {actual:?}: {other:?}"),
        }
    }

    #[test]
    fn equal_bytes_are_no_difference() {
        assert_eq!(compare(b"92\n", b"92\n"), Difference::None);
        assert_eq!(compare(b"", b""), Difference::None);
    }

    #[test]
    fn a_different_line_is_quoted_with_two_lines_of_context() {
        let text = content("a\nb\nc\nd\ne\n", "a\nb\nc\nX\ne\n");
        assert_eq!(
            text,
            "line 4 differs (expected 5 lines, found 5 lines):\n      line 2: \"b\\n\"\n      \
             line 3: \"c\\n\"\n  expected: \"d\\n\"\n     found: \"X\\n\""
        );
    }

    #[test]
    fn a_short_output_ends_early() {
        let text = content("1\n2\n3\n", "1\n");
        assert!(
            text.starts_with("line 2 differs (expected 3 lines, found 1 line):"),
            "{text}"
        );
        assert!(
            text.ends_with("expected: \"2\\n\"\n     found: the end of the output"),
            "{text}"
        );
        let text = content("", "4\n");
        assert!(
            text.contains("expected: the end of the output\n     found: \"4\\n\""),
            "{text}"
        );
    }

    #[test]
    fn the_real_difference_is_found_past_whitespace_noise() {
        let text = content("1\n2\n3\n", "1 \r\n2\n4\n");
        assert!(text.starts_with("line 3 differs"), "{text}");
        // A line after an empty line at the end: the extra line is the one quoted.
        let text = content("1\n\n2\n", "1\n\n");
        assert!(
            text.ends_with("expected: \"2\\n\"\n     found: the end of the output"),
            "{text}"
        );
    }

    #[test]
    fn whitespace_differences_are_named() {
        let text = whitespace("1 0\n0 1\n", "1 0\n0 1 \n");
        assert_eq!(
            text,
            "line 2: trailing whitespace differs: expected \"0 1\\n\", found \"0 1 \\n\""
        );
        assert!(whitespace("1\n2\n", "1\r\n2\r\n").starts_with("line 1: a CRLF line ending"));
        assert!(whitespace("1\n2\n", "1\n2").starts_with("line 2: no newline at the end"));
        assert!(whitespace("1\n", "1\n\n").contains("an extra empty line at the end"));
        assert!(whitespace("1\n\n", "1\n").contains("an empty line is missing at the end"));
    }

    #[test]
    fn long_lines_are_cut_around_the_difference() {
        let expected = "Q".repeat(500) + "\n";
        let actual = "Q".repeat(300) + "." + &"Q".repeat(199) + "\n";
        let text = content(&expected, &actual);
        assert!(text.len() < 400, "{text}");
        assert!(text.contains("…\"QQQQ"), "{text}");
        assert!(text.contains("Q.Q"), "{text}");
        assert!(text.contains("(501 characters)"), "{text}");
    }

    #[test]
    fn counts_read_as_english() {
        assert_eq!(plural(1, "board"), "1 board");
        assert_eq!(plural(0, "board"), "0 boards");
        assert_eq!(lines_count(2), "2 lines");
        assert_eq!(bytes(1), "1 byte");
        assert_eq!(bytes(999), "999 bytes");
        assert_eq!(bytes(70_254_592), "70,254,592 bytes");
        assert_eq!(mebibytes(64 << 20), "64 MiB");
        assert_eq!(mebibytes((64 << 20) + (1 << 19)), "64.5 MiB");
    }
}
