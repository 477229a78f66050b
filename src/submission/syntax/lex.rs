//! A Rust block as tokens: strings and raw strings, chars and lifetimes, nested block comments,
//! numbers, identifiers and punctuation, each bracket paired with its partner, so that the
//! detectors of [`super`] read code, never the text of a string or a comment.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// An identifier or keyword (`r#match` keeps its `r#`, so it is no keyword).
    Ident,
    /// `'a`: a lifetime or a label (`'r#a` too, raw).
    Lifetime,
    Number,
    /// `'x'` or `b'x'`.
    Char,
    /// `"..."` or `r#"..."#`: what a format macro reads.
    Str,
    /// `b"..."` or `br"..."`.
    Bytes,
    /// `c"..."` or `cr"..."`.
    CStr,
    Punct,
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`.
    Close,
}

pub(super) struct Token<'a> {
    pub(super) kind: Kind,
    pub(super) text: &'a str,
    /// The line (1-based) the token starts on.
    pub(super) line: usize,
    /// For a bracket, the index of its partner.
    pub(super) pair: Option<usize>,
}

/// A block's tokens, brackets paired, and whether the edition they are read in is 2015 or 2018:
/// there `panic!`, `assert!`, `debug_assert!` and `unreachable!` take a message alone as it
/// stands, no format string (`panic!("{n}")` prints `{n}`, with a warning).
pub(super) struct Tokens<'a>(pub(super) Vec<Token<'a>>, pub(super) bool);

impl Tokens<'_> {
    /// Whether token `i` exists and reads `text` (only punctuation and words can: a literal's
    /// text holds its quotes, a lifetime's its `'`).
    pub(super) fn is(&self, i: usize, text: &str) -> bool {
        self.0.get(i).is_some_and(|token| token.text == text)
    }

    pub(super) fn is_any(&self, i: usize, texts: &[&str]) -> bool {
        texts.iter().any(|text| self.is(i, text))
    }

    pub(super) fn kind(&self, i: usize) -> Option<Kind> {
        self.0.get(i).map(|token| token.kind)
    }

    pub(super) fn line(&self, i: usize) -> usize {
        self.0.get(i).map_or(0, |token| token.line)
    }

    /// The index after token `i`, or after its whole group if it opens one.
    pub(super) fn after(&self, i: usize) -> usize {
        match self.0.get(i) {
            Some(Token {
                kind: Kind::Open,
                pair: Some(close),
                ..
            }) => close + 1,
            _ => i + 1,
        }
    }

    /// The tokens from `from` on at one nesting level (a group counts once, by its opening
    /// bracket), up to the end of the enclosing group.
    pub(super) fn siblings(&self, from: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(Some(from), move |&i| Some(self.after(i)))
            .take_while(move |&i| i < self.0.len() && self.0[i].kind != Kind::Close)
    }

    /// The first sibling from `from` on that `stop` accepts, or where the enclosing group ends.
    pub(super) fn until(&self, from: usize, mut stop: impl FnMut(usize) -> bool) -> usize {
        let mut end = from;
        for i in self.siblings(from) {
            if stop(i) {
                return i;
            }
            end = self.after(i);
        }
        end
    }

    /// Whether token `i` starts a statement or an item: nothing, `;`, a brace or an attribute
    /// (`#[…]`, not an index `a[i]`) comes before it.
    pub(super) fn starts_statement(&self, i: usize) -> bool {
        let attribute = |close: usize| match self.0[close].pair {
            Some(open) => open > 0 && (self.is(open - 1, "#") || self.is(open - 1, "!")),
            None => false,
        };
        i == 0 || self.is_any(i - 1, &[";", "{", "}"]) || (self.is(i - 1, "]") && attribute(i - 1))
    }

    /// Whether token `i` is a name that may end or start a range pattern's bound (a literal or
    /// a path such as `N` or `i32::MAX`).
    pub(super) fn is_bound(&self, i: usize) -> bool {
        const KEYWORDS: &[&str] = &["as", "box", "else", "for", "if", "in", "let", "mut", "ref"];
        match self.kind(i) {
            Some(Kind::Number | Kind::Char) => true,
            Some(Kind::Ident) => !self.is_any(i, KEYWORDS),
            _ => false,
        }
    }
}

/// `source` as tokens, each bracket paired with its partner; comments and whitespace dropped.
/// Never fails: what is not Rust still comes out as some tokens, and rustc refuses it later.
pub(super) fn lex(source: &str) -> Tokens<'_> {
    let bytes = source.as_bytes();
    let mut tokens: Vec<Token> = Vec::new();
    let mut opens: Vec<usize> = Vec::new();
    let (mut at, mut line) = (0, 1);
    while at < bytes.len() {
        let (start, first_line) = (at, line);
        let next = bytes.get(at + 1).copied();
        let kind = match bytes[at] {
            b'\n' => {
                (at, line) = (at + 1, line + 1);
                continue;
            }
            byte if byte.is_ascii_whitespace() => {
                at += 1;
                continue;
            }
            b'/' if next == Some(b'/') => {
                at += bytes[at..]
                    .iter()
                    .take_while(|&&byte| byte != b'\n')
                    .count();
                continue;
            }
            b'/' if next == Some(b'*') => {
                at = block_comment_end(bytes, at, &mut line);
                continue;
            }
            b'"' => {
                at = string_end(bytes, at + 1, &mut line);
                Kind::Str
            }
            b'\'' => quoted(source, &mut at),
            byte if byte.is_ascii_digit() => {
                at = number_end(bytes, at);
                Kind::Number
            }
            byte if byte == b'_' || byte.is_ascii_alphabetic() || byte >= 0x80 => {
                word(source, &mut at, &mut line)
            }
            b'(' | b'[' | b'{' => {
                opens.push(tokens.len());
                at += 1;
                Kind::Open
            }
            b')' | b']' | b'}' => {
                at += 1;
                Kind::Close
            }
            _ => {
                at += punctuation_length(&bytes[at..]);
                Kind::Punct
            }
        };
        let mut token = Token {
            kind,
            text: &source[start..at],
            line: first_line,
            pair: None,
        };
        if kind == Kind::Close {
            let partner = opens.last().copied().filter(|&open| {
                matches!(
                    (tokens[open].text, token.text),
                    ("(", ")") | ("[", "]") | ("{", "}")
                )
            });
            if let Some(open) = partner {
                opens.pop();
                tokens[open].pair = Some(tokens.len());
                token.pair = Some(open);
            }
        }
        tokens.push(token);
    }
    Tokens(tokens, false)
}

/// The end of the (nested) block comment that starts at `at`.
fn block_comment_end(bytes: &[u8], mut at: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while at < bytes.len() {
        match (bytes[at], bytes.get(at + 1)) {
            (b'/', Some(b'*')) => (depth, at) = (depth + 1, at + 2),
            (b'*', Some(b'/')) => {
                (depth, at) = (depth - 1, at + 2);
                if depth == 0 {
                    return at;
                }
            }
            (byte, _) => {
                *line += usize::from(byte == b'\n');
                at += 1;
            }
        }
    }
    at
}

/// The end of a string whose text starts at `at` (after its opening quote), escapes skipped.
fn string_end(bytes: &[u8], mut at: usize, line: &mut usize) -> usize {
    while at < bytes.len() {
        match bytes[at] {
            b'"' => return at + 1,
            b'\\' => {
                *line += usize::from(bytes.get(at + 1) == Some(&b'\n'));
                at += 2;
            }
            byte => {
                *line += usize::from(byte == b'\n');
                at += 1;
            }
        }
    }
    bytes.len()
}

/// The end of a raw string whose `#`s start at `at` (after its `r`), or `None` if no `"` follows
/// them.
fn raw_string_end(bytes: &[u8], at: usize, line: &mut usize) -> Option<usize> {
    let hashes = bytes[at..].iter().take_while(|&&byte| byte == b'#').count();
    if bytes.get(at + hashes) != Some(&b'"') {
        return None;
    }
    let mut end = at + hashes + 1;
    while end < bytes.len() {
        if bytes[end] == b'"' && bytes[end + 1..].iter().take(hashes).all(|&b| b == b'#') {
            return Some((end + 1 + hashes).min(bytes.len()));
        }
        *line += usize::from(bytes[end] == b'\n');
        end += 1;
    }
    Some(bytes.len())
}

/// A char literal or a lifetime starting at the `'` at `at`; moves `at` past it.
fn quoted(source: &str, at: &mut usize) -> Kind {
    let bytes = source.as_bytes();
    let Some(first) = source[*at + 1..].chars().next() else {
        *at += 1;
        return Kind::Punct;
    };
    let after = *at + 1 + first.len_utf8();
    if first == '\\' {
        // An escape (`'\n'`, `'\''`, `'\u{1F600}'`): to the next quote after the escaped char.
        let rest = bytes.get(after + 1..).unwrap_or_default();
        *at = after
            + 1
            + rest
                .iter()
                .position(|&b| b == b'\'')
                .map_or(rest.len(), |p| p + 1);
        Kind::Char
    } else if bytes.get(after) == Some(&b'\'') {
        *at = after + 1;
        Kind::Char
    } else if first == '_' || first.is_alphabetic() {
        let rest = identifier_length(&bytes[after..]);
        *at = after + rest;
        // A raw lifetime or label (`'r#loop`) is one token.
        let raw = identifier_length(bytes.get(*at + 1..).unwrap_or_default());
        if first == 'r' && rest == 0 && bytes.get(*at) == Some(&b'#') && raw > 0 {
            *at += 1 + raw;
        }
        Kind::Lifetime
    } else {
        *at += 1;
        Kind::Punct
    }
}

fn identifier_length(bytes: &[u8]) -> usize {
    bytes
        .iter()
        .take_while(|&&byte| byte == b'_' || byte.is_ascii_alphanumeric() || byte >= 0x80)
        .count()
}

/// An identifier, keyword, raw identifier or prefixed literal (`r"…"`, `b'x'`, `c"…"`) starting at
/// `at`; moves `at` past it.
fn word(source: &str, at: &mut usize, line: &mut usize) -> Kind {
    let bytes = source.as_bytes();
    let end = *at + identifier_length(&bytes[*at..]);
    let prefix = &source[*at..end];
    let next = bytes.get(end).copied();
    let raw = |kind, at: &mut usize, line: &mut usize| match raw_string_end(bytes, end, line) {
        Some(past) => {
            *at = past;
            kind
        }
        None => {
            *at = end;
            Kind::Ident
        }
    };
    match (prefix, next) {
        ("r", Some(b'#')) if bytes.get(end + 1).is_some_and(|&b| b != b'"' && b != b'#') => {
            *at = end + 1 + identifier_length(&bytes[end + 1..]);
            Kind::Ident
        }
        ("r", Some(b'"' | b'#')) => raw(Kind::Str, at, line),
        ("br", Some(b'"' | b'#')) => raw(Kind::Bytes, at, line),
        ("cr", Some(b'"' | b'#')) => raw(Kind::CStr, at, line),
        ("b", Some(b'"')) => {
            *at = string_end(bytes, end + 1, line);
            Kind::Bytes
        }
        ("c", Some(b'"')) => {
            *at = string_end(bytes, end + 1, line);
            Kind::CStr
        }
        ("b", Some(b'\'')) => {
            *at = end;
            match quoted(source, at) {
                Kind::Char => Kind::Char,
                _ => {
                    *at = end;
                    Kind::Ident
                }
            }
        }
        _ => {
            *at = end;
            Kind::Ident
        }
    }
}

/// The end of the number starting at `at`: `7`, `1_000u64`, `0x1F`, `2.5`, `1e-9`.
fn number_end(bytes: &[u8], at: usize) -> usize {
    let digits = |from: usize| from + identifier_length(&bytes[from..]);
    let mut end = digits(at);
    if bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit) {
        end = digits(end + 1);
    }
    let decimal = !matches!(bytes.get(at..at + 2), Some(b"0x" | b"0b" | b"0o"));
    if decimal
        && matches!(bytes[end - 1], b'e' | b'E')
        && matches!(bytes.get(end), Some(b'+' | b'-'))
        && bytes.get(end + 1).is_some_and(u8::is_ascii_digit)
    {
        end = digits(end + 1);
    }
    end
}

/// The length of the punctuation at the start of `bytes`: `..=`, `..`, `::`, `=>`, `&&`, ...
/// (not `<=`, `>=`, `<<` or `>>`, which would swallow a generic's `<` or `>`).
fn punctuation_length(bytes: &[u8]) -> usize {
    const LONG: &[&[u8]] = &[
        b"..=", b"...", b"..", b"::", b"->", b"=>", b"==", b"!=", b"&&", b"||",
    ];
    LONG.iter()
        .find(|long| bytes.starts_with(long))
        .map_or(1, |long| long.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tokens of `source` as `Kind text` (a line break where the line changes), and for a
    /// bracket `@` and its partner's index.
    fn shown(source: &str) -> String {
        let tokens = lex(source);
        let mut shown = String::new();
        for (i, token) in tokens.0.iter().enumerate() {
            if i > 0 && token.line != tokens.0[i - 1].line {
                shown.push('\n');
            } else if i > 0 {
                shown.push(' ');
            }
            shown += &format!("{:?} {}", token.kind, token.text);
            if let Some(pair) = token.pair {
                shown += &format!("@{pair}");
            }
        }
        shown
    }

    #[test]
    fn the_lexer_reads_literals_lifetimes_and_comments() {
        let source = "/* a /* nested */ 'x' \" */ fn f<'a>(c: char) {\n\
                      let s = r#\"\"{x}\"#; // \"{y}\n\
                      let t = ('\\'', b'\\n', 'a', br\"\\\", c\"z\", 1e-9, 0x1e-5, r#match);\n}";
        let expected = "Ident fn Ident f Punct < Lifetime 'a Punct > Open (@9 Ident c Punct : \
                        Ident char Close )@5 Open {@39\n\
                        Ident let Ident s Punct = Str r#\"\"{x}\"# Punct ;\n\
                        Ident let Ident t Punct = Open (@37 Char '\\'' Punct , Char b'\\n' \
                        Punct , Char 'a' Punct , Bytes br\"\\\" Punct , CStr c\"z\" Punct , \
                        Number 1e-9 Punct , Number 0x1e Punct - Number 5 Punct , \
                        Ident r#match Close )@19 Punct ;\n\
                        Close }@10";
        assert_eq!(shown(source), expected);
    }

    #[test]
    fn a_raw_lifetime_is_one_token() {
        assert_eq!(
            shown("'r#loop: 'r # x 'rx#y 'r'"),
            "Lifetime 'r#loop Punct : Lifetime 'r Punct # Ident x Lifetime 'rx Punct # Ident y \
             Char 'r'"
        );
    }

    #[test]
    fn brackets_pair_and_ranges_stay_whole() {
        // A stray `)` and a `(` never closed stay unpaired; the `[` still finds its `]`.
        assert_eq!(
            shown("f(a[0..=n], { x }) ..5 ) ([)]"),
            "Ident f Open (@12 Ident a Open [@7 Number 0 Punct ..= Ident n Close ]@3 Punct , \
             Open {@11 Ident x Close }@9 Close )@1 Punct .. Number 5 Close ) Open ( Open [@19 \
             Close ) Close ]@17"
        );
    }
}
