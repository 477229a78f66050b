//! Rust syntax newer than a judge's compiler, found by reading a block as Rust tokens.
//!
//! Only rustc 1.95 is at hand, and it accepts under every edition syntax that a judge's older
//! Rust refuses, so syntax is recognised here rather than compiled: [`lex`] reads the block as
//! tokens (strings and raw strings, chars and lifetimes, nested block comments, numbers,
//! identifiers, punctuation) with each bracket paired to its partner, and one detector per row
//! of [`FEATURES`] reads that token stream. A feature is found however the code is laid out:
//! split over lines, with comments in between, inside a `match` or a macro call. std API is not
//! this module's business: clippy's `incompatible_msrv` holds that line.

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

/// The syntax stabilisations from Rust 1.56 on that contestants write, oldest first.
pub const FEATURES: &[Feature] = &[
    Feature {
        name: "a variable inside a format string (`{x}`)",
        since: "1.58",
        advice: "pass it as an argument instead (`\"{}\", x`)",
        find: inline_format_arguments,
    },
    Feature {
        name: "destructuring assignment (`(a, b) = (b, a)`)",
        since: "1.59",
        advice: "assign each place on its own, or bind anew with `let`",
        find: destructuring_assignments,
    },
    Feature {
        name: "a `#[default]` enum variant",
        since: "1.62",
        advice: "implement `Default` by hand",
        find: default_variants,
    },
    Feature {
        name: "let-else",
        since: "1.65",
        advice: "write a `match` or an `if let ... else` instead",
        find: let_else,
    },
    Feature {
        name: "a labelled block (`'a: { ... break 'a ... }`)",
        since: "1.65",
        advice: "write a `loop` that breaks at its end, or a function that returns",
        find: labelled_blocks,
    },
    Feature {
        name: "a generic associated type (`type X<'a>`)",
        since: "1.65",
        advice: "give the associated type no parameters of its own",
        find: generic_associated_types,
    },
    Feature {
        name: "a half-open range pattern (`..=5 =>`)",
        since: "1.66",
        advice: "write both ends (`i32::MIN..=5 =>`)",
        find: half_open_range_patterns,
    },
    Feature {
        name: "`impl Trait` in a trait method's return type",
        since: "1.75",
        advice: "return a `Box<dyn Trait>` or an associated type",
        find: impl_trait_in_traits,
    },
    Feature {
        name: "`async fn` in a trait",
        since: "1.75",
        advice: "return a boxed future",
        find: async_fn_in_traits,
    },
    Feature {
        name: "a C string literal (`c\"...\"`)",
        since: "1.77",
        advice: "build a `std::ffi::CString`",
        find: c_strings,
    },
    Feature {
        name: "an inline `const { ... }` block",
        since: "1.79",
        advice: "name the value as a `const` item",
        find: inline_consts,
    },
    Feature {
        name: "an exclusive range pattern (`0..5 =>`)",
        since: "1.80",
        advice: "write the inclusive range (`0..=4 =>`) instead",
        find: exclusive_range_patterns,
    },
    Feature {
        name: "`#[expect(...)]`",
        since: "1.81",
        advice: "write `#[allow(...)]` instead",
        find: expect_attributes,
    },
    Feature {
        name: "a precise capture bound (`use<..>`)",
        since: "1.82",
        advice: "leave it out",
        find: precise_captures,
    },
    Feature {
        name: "a raw borrow (`&raw const` / `&raw mut`)",
        since: "1.82",
        advice: "write `std::ptr::addr_of!` / `addr_of_mut!` instead",
        find: raw_borrows,
    },
    Feature {
        name: "an async closure (`async |x| ...`)",
        since: "1.85",
        advice: "write a closure that returns an `async` block",
        find: async_closures,
    },
    Feature {
        name: "a let chain (`if let ... && ...`)",
        since: "1.88",
        advice: "nest the `if let` inside an `if`",
        find: let_chains,
    },
];

/// The uses in `source` of syntax newer than Rust `rust` (`1.58`), by line, each line and
/// feature once.
pub fn newer_than(source: &str, rust: &str) -> Vec<Found> {
    let tokens = lex(source);
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An identifier or keyword (`r#match` keeps its `r#`, so it is no keyword).
    Ident,
    /// `'a`: a lifetime or a label.
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

struct Token<'a> {
    kind: Kind,
    text: &'a str,
    /// The line (1-based) the token starts on.
    line: usize,
    /// For a bracket, the index of its partner.
    pair: Option<usize>,
}

/// A block's tokens, brackets paired.
struct Tokens<'a>(Vec<Token<'a>>);

impl Tokens<'_> {
    /// Whether token `i` exists and reads `text` (only punctuation and words can: a literal's
    /// text holds its quotes, a lifetime's its `'`).
    fn is(&self, i: usize, text: &str) -> bool {
        self.0.get(i).is_some_and(|token| token.text == text)
    }

    fn is_any(&self, i: usize, texts: &[&str]) -> bool {
        texts.iter().any(|text| self.is(i, text))
    }

    fn kind(&self, i: usize) -> Option<Kind> {
        self.0.get(i).map(|token| token.kind)
    }

    fn line(&self, i: usize) -> usize {
        self.0.get(i).map_or(0, |token| token.line)
    }

    /// The index after token `i`, or after its whole group if it opens one.
    fn after(&self, i: usize) -> usize {
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
    fn siblings(&self, from: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(Some(from), move |&i| Some(self.after(i)))
            .take_while(move |&i| i < self.0.len() && self.0[i].kind != Kind::Close)
    }

    /// The first sibling from `from` on that `stop` accepts, or where the enclosing group ends.
    fn until(&self, from: usize, stop: impl Fn(usize) -> bool) -> usize {
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
    fn starts_statement(&self, i: usize) -> bool {
        let attribute = |close: usize| match self.0[close].pair {
            Some(open) => open > 0 && (self.is(open - 1, "#") || self.is(open - 1, "!")),
            None => false,
        };
        i == 0 || self.is_any(i - 1, &[";", "{", "}"]) || (self.is(i - 1, "]") && attribute(i - 1))
    }

    /// Whether token `i` is a name that may end or start a range pattern's bound (a literal or
    /// a path such as `N` or `i32::MAX`).
    fn is_bound(&self, i: usize) -> bool {
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
fn lex(source: &str) -> Tokens<'_> {
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
    Tokens(tokens)
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
        *at = after + identifier_length(&bytes[after..]);
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

// ---- The detectors: each returns the lines of its feature's uses. ----

/// Macros that read a format string, and how many arguments come before it.
const FORMAT_MACROS: &[(&str, usize)] = &[
    ("format", 0),
    ("print", 0),
    ("println", 0),
    ("eprint", 0),
    ("eprintln", 0),
    ("format_args", 0),
    ("panic", 0),
    ("unreachable", 0),
    ("todo", 0),
    ("unimplemented", 0),
    ("write", 1),
    ("writeln", 1),
    ("assert", 1),
    ("debug_assert", 1),
    ("assert_eq", 2),
    ("assert_ne", 2),
    ("debug_assert_eq", 2),
    ("debug_assert_ne", 2),
];

/// `{name}`, `{name:?}` or `{:width$}` in a format macro's string, `name` not passed as
/// `name = value` (1.58). `{}`, `{0}`, `{:?}` and `{{name}}` capture nothing.
fn inline_format_arguments(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in 0..t.0.len() {
        let Some(&(_, before)) = FORMAT_MACROS.iter().find(|(name, _)| t.is(i, name)) else {
            continue;
        };
        if !t.is(i + 1, "!") || t.kind(i + 2) != Some(Kind::Open) {
            continue;
        }
        // The arguments, split at top-level commas.
        let mut arguments = vec![Vec::new()];
        for j in t.siblings(i + 3) {
            match t.is(j, ",") {
                true => arguments.push(Vec::new()),
                false => arguments.last_mut().map_or((), |argument| argument.push(j)),
            }
        }
        let Some(&[string]) = arguments.get(before).map(Vec::as_slice) else {
            continue;
        };
        if t.kind(string) != Some(Kind::Str) {
            continue;
        }
        let named: Vec<&str> = arguments[before + 1..]
            .iter()
            .filter(|argument| argument.len() > 1 && t.is(argument[1], "="))
            .map(|argument| t.0[argument[0]].text)
            .collect();
        let token = &t.0[string];
        lines.extend(
            captures(token.text)
                .into_iter()
                .filter(|(name, _)| !named.contains(name))
                .map(|(_, newlines)| token.line + newlines),
        );
    }
    lines
}

/// The names a format string literal (`"…"` or `r#"…"#`, quotes included) captures, each with the
/// number of line breaks before it in the literal.
fn captures(literal: &str) -> Vec<(&str, usize)> {
    let raw = literal.starts_with('r');
    let bytes = literal.as_bytes();
    let mut found = Vec::new();
    let (mut at, mut newlines) = (0, 0);
    while at < bytes.len() {
        match bytes[at] {
            b'\\' if !raw => {
                // `\u{…}` holds braces that are no placeholder; `\` ends a line too.
                newlines += usize::from(bytes.get(at + 1) == Some(&b'\n'));
                at += match bytes.get(at + 1) {
                    Some(b'u') => bytes[at..].iter().position(|&b| b == b'}').unwrap_or(1) + 1,
                    _ => 2,
                };
                continue;
            }
            b'{' if bytes.get(at + 1) == Some(&b'{') => at += 1,
            b'{' => {
                let inside = literal[at + 1..].split('}').next().unwrap_or_default();
                let (argument, spec) = inside.split_once(':').unwrap_or((inside, ""));
                let mut names = vec![argument.trim()];
                // `width$` and `.precision$` in the spec name arguments too.
                names.extend(spec.split('$').rev().skip(1).map(|before| {
                    let start = before
                        .rfind(|c: char| !(c == '_' || c.is_alphanumeric()))
                        .map_or(0, |p| p + 1);
                    &before[start..]
                }));
                found.extend(
                    names
                        .into_iter()
                        .filter(|name| name.starts_with(|c: char| c == '_' || c.is_alphabetic()))
                        .filter(|name| *name != "_")
                        .map(|name| (name, newlines)),
                );
                at += inside.len();
            }
            b'\n' => newlines += 1,
            _ => {}
        }
        at += 1;
    }
    found
}

/// `(a, b) = …`, `[a, b] = …` or `_ = …` as a statement (1.59).
fn destructuring_assignments(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.starts_statement(i))
        .filter(|&i| {
            let tuple = t.is(i, "(") && t.siblings(i + 1).any(|j| t.is(j, ","));
            (tuple || t.is(i, "[") || t.is(i, "_")) && t.is(t.after(i), "=")
        })
        .map(|i| t.line(i))
        .collect()
}

/// `#[default]` on an enum's variant (1.62).
fn default_variants(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "#") && t.is(i + 1, "[") && t.is(i + 2, "default") && t.is(i + 3, "]"))
        .map(|i| t.line(i))
        .collect()
}

/// `let PATTERN = VALUE else { … };` (1.65): an `else` in a `let` statement that no `if` of the
/// value takes, however the value is written (a `match`, a closure, lines apart).
fn let_else(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is(i, "let") && t.starts_statement(i)) {
        let mut open_ifs = 0;
        for j in t.siblings(i + 1) {
            if t.is(j, ";") {
                break;
            } else if t.is(j, "if") {
                open_ifs += 1;
            } else if t.is(j, "else") && open_ifs > 0 {
                open_ifs -= 1;
            } else if t.is(j, "else") {
                lines.push(t.line(i));
                break;
            }
        }
    }
    lines
}

/// `'label: { … }` (1.65); a label on a loop is older.
fn labelled_blocks(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.kind(i) == Some(Kind::Lifetime) && t.is(i + 1, ":") && t.is(i + 2, "{"))
        .map(|i| t.line(i))
        .collect()
}

/// The `{` of each trait body (with `true`) and each impl body (with `false`).
fn item_bodies(t: &Tokens) -> Vec<(usize, bool)> {
    let mut bodies = Vec::new();
    for i in 0..t.0.len() {
        let item_impl =
            t.is(i, "impl") && (t.starts_statement(i) || t.is_any(i - 1, &["unsafe", "default"]));
        if t.is(i, "trait") || item_impl {
            let body = t.until(i + 1, |j| t.is_any(j, &["{", ";"]));
            if t.is(body, "{") {
                bodies.push((body, t.is(i, "trait")));
            }
        }
    }
    bodies
}

/// `type Name<…>` in a trait or impl body (1.65).
fn generic_associated_types(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (body, _) in item_bodies(t) {
        lines.extend(
            t.siblings(body + 1)
                .filter(|&j| t.is(j, "type") && t.kind(j + 1) == Some(Kind::Ident))
                .filter(|&j| t.is(j + 2, "<"))
                .map(|j| t.line(j)),
        );
    }
    lines
}

/// A trait's `fn … -> … impl Trait …` (1.75).
fn impl_trait_in_traits(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (body, _) in item_bodies(t).into_iter().filter(|(_, is_trait)| *is_trait) {
        for j in t.siblings(body + 1).filter(|&j| t.is(j, "fn")) {
            let end = t.until(j, |k| t.is_any(k, &["{", ";", "where"]));
            let arrow = (j..end).find(|&k| t.is(k, "->")).unwrap_or(end);
            if (arrow..end).any(|k| t.is(k, "impl")) {
                lines.push(t.line(j));
            }
        }
    }
    lines
}

/// `async fn` in a trait (1.75).
fn async_fn_in_traits(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (body, _) in item_bodies(t).into_iter().filter(|(_, is_trait)| *is_trait) {
        lines.extend(
            t.siblings(body + 1)
                .filter(|&j| t.is(j, "async"))
                .map(|j| t.line(j)),
        );
    }
    lines
}

/// `c"…"` and `cr"…"` (1.77).
fn c_strings(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.kind(i) == Some(Kind::CStr))
        .map(|i| t.line(i))
        .collect()
}

/// `const { … }` as an expression (1.79).
fn inline_consts(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "const") && t.is(i + 1, "{"))
        .map(|i| t.line(i))
        .collect()
}

/// The token ranges `from..to` that hold a pattern: a match arm's (before its guard), a
/// `matches!`'s and a `let`'s (`if let` and `while let` too).
fn patterns(t: &Tokens) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for i in 0..t.0.len() {
        if t.is(i, "match") {
            let body = t.until(i + 1, |j| t.is(j, "{"));
            if t.is(body, "{") {
                match_arms(t, body, &mut found);
            }
        } else if t.is(i, "matches") && t.is(i + 1, "!") && t.kind(i + 2) == Some(Kind::Open) {
            let comma = t.until(i + 3, |j| t.is(j, ","));
            if t.is(comma, ",") {
                found.push((comma + 1, t.until(comma + 1, |j| t.is(j, "if"))));
            }
        } else if t.is(i, "let") {
            found.push((i + 1, t.until(i + 1, |j| t.is_any(j, &["=", ":", ";"]))));
        }
    }
    found
}

/// The patterns of the arms of the match whose body opens at `body`.
fn match_arms(t: &Tokens, body: usize, found: &mut Vec<(usize, usize)>) {
    enum Part {
        Pattern(usize),
        Guard,
        /// An arm's value; whether it is a block-like expression, once its first token is seen.
        Value(Option<bool>),
    }
    const BLOCK_LIKE: &[&str] = &["{", "if", "match", "loop", "while", "for", "unsafe"];
    let items: Vec<usize> = t.siblings(body + 1).collect();
    let mut part = Part::Pattern(body + 1);
    for (k, &j) in items.iter().enumerate() {
        part = match part {
            Part::Pattern(from) if t.is_any(j, &["=>", "if"]) => {
                found.push((from, j));
                match t.is(j, "if") {
                    true => Part::Guard,
                    false => Part::Value(None),
                }
            }
            Part::Guard if t.is(j, "=>") => Part::Value(None),
            Part::Value(block_like) => {
                let block_like = block_like.unwrap_or_else(|| {
                    t.is_any(j, BLOCK_LIKE) || t.kind(j) == Some(Kind::Lifetime)
                });
                let next = items.get(k + 1).copied().unwrap_or(t.after(j));
                if t.is(j, ",") {
                    Part::Pattern(next)
                } else if block_like && t.is(j, "{") && !t.is_any(next, &["else", ".", "?", ","]) {
                    // A block-like value needs no comma: the next arm starts after it.
                    Part::Pattern(next)
                } else {
                    Part::Value(Some(block_like))
                }
            }
            part => part,
        };
    }
}

/// `a..b` or `..b` in a pattern (1.80).
fn exclusive_range_patterns(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (from, to) in patterns(t) {
        lines.extend(
            (from..to)
                .filter(|&i| t.is(i, "..") && (t.is_bound(i + 1) || t.is(i + 1, "-")))
                .map(|i| t.line(i)),
        );
    }
    lines
}

/// `..=b` in a pattern, with no lower end (1.66).
fn half_open_range_patterns(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (from, to) in patterns(t) {
        lines.extend(
            (from..to)
                .filter(|&i| t.is(i, "..=") && !(i > 0 && t.is_bound(i - 1)))
                .map(|i| t.line(i)),
        );
    }
    lines
}

/// `#[expect(…)]` and `#![expect(…)]` (1.81).
fn expect_attributes(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "#"))
        .filter(|&i| {
            let open = if t.is(i + 1, "!") { i + 2 } else { i + 1 };
            t.is(open, "[") && t.is(open + 1, "expect")
        })
        .map(|i| t.line(i))
        .collect()
}

/// `use<…>` in a bound (1.82).
fn precise_captures(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "use") && t.is(i + 1, "<"))
        .map(|i| t.line(i))
        .collect()
}

/// `&raw const place` and `&raw mut place` (1.82).
fn raw_borrows(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is_any(i, &["&", "&&"]) && t.is(i + 1, "raw"))
        .filter(|&i| t.is_any(i + 2, &["const", "mut"]))
        .map(|i| t.line(i))
        .collect()
}

/// `async |…|`, `async move |…|` and `async ||` (1.85).
fn async_closures(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "async"))
        .filter(|&i| {
            let bar = if t.is(i + 1, "move") { i + 2 } else { i + 1 };
            t.is_any(bar, &["|", "||"])
        })
        .map(|i| t.line(i))
        .collect()
}

/// An `if` or `while` whose condition joins a `let` with `&&` (1.88, edition 2024).
fn let_chains(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is_any(i, &["if", "while"])) {
        let (mut lets, mut ands, mut in_pattern) = (false, false, false);
        for j in t.siblings(i + 1) {
            if t.is(j, "let") {
                (lets, in_pattern) = (true, true);
            } else if in_pattern {
                // A pattern's braces (`S { x }`) and `&&x` are its own.
                in_pattern = !t.is(j, "=");
            } else if t.is_any(j, &["{", ";", "=>"]) {
                break;
            } else if t.is(j, "&&") {
                ands = true;
            }
        }
        if lets && ands {
            lines.push(t.line(i));
        }
    }
    lines
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
    fn brackets_pair_and_ranges_stay_whole() {
        // A stray `)` and a `(` never closed stay unpaired; the `[` still finds its `]`.
        assert_eq!(
            shown("f(a[0..=n], { x }) ..5 ) ([)]"),
            "Ident f Open (@12 Ident a Open [@7 Number 0 Punct ..= Ident n Close ]@3 Punct , \
             Open {@11 Ident x Close }@9 Close )@1 Punct .. Number 5 Close ) Open ( Open [@19 \
             Close ) Close ]@17"
        );
    }

    #[test]
    fn captures_read_format_strings_as_rustc_does() {
        let names = |literal| -> Vec<&str> {
            captures(literal)
                .into_iter()
                .map(|(name, _)| name)
                .collect()
        };
        assert_eq!(names("\"{} {0} {:?} {{n}} {:>5}\""), Vec::<&str>::new());
        assert_eq!(
            names("\"{n} {row:?} {:w$} {:.p$} {0:>1$}\""),
            ["n", "row", "w", "p"]
        );
        assert_eq!(names("\"\\u{a} {{{x}}}\""), ["x"]);
        assert_eq!(names("r\"\\{x}\""), ["x"]);
        assert_eq!(captures("\"a\nb {c}\""), [("c", 1)]);
    }

    #[test]
    fn versions_compare_by_number() {
        assert!(older_than("1.58", "1.65") && older_than("1.9", "1.10"));
        assert!(!older_than("1.88", "1.65") && !older_than("1.65", "1.65"));
    }
}
