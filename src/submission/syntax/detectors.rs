//! The detectors of the feature table (`features.rs`): each reads the block's tokens and returns
//! the lines of its feature's uses.

use super::lex::{Kind, Tokens};

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

/// The macros that, before edition 2021, take a message alone as it stands: no format string.
const MESSAGE_MACROS: &[&str] = &["panic", "assert", "debug_assert", "unreachable"];

/// `{name}`, `{name:?}` or `{:width$}` in a format macro's string, `name` not passed as
/// `name = value` (1.58). `{}`, `{0}`, `{:?}` and `{{name}}` capture nothing, nor does the
/// message alone of a [`MESSAGE_MACROS`] before edition 2021.
pub(super) fn inline_format_arguments(t: &Tokens) -> Vec<usize> {
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
            if t.is(j, ",") {
                arguments.push(Vec::new());
            } else if let Some(argument) = arguments.last_mut() {
                argument.push(j);
            }
        }
        let Some(&[string]) = arguments.get(before).map(Vec::as_slice) else {
            continue;
        };
        if t.kind(string) != Some(Kind::Str) {
            continue;
        }
        let alone = arguments[before + 1..].iter().all(Vec::is_empty);
        if alone && t.1 && MESSAGE_MACROS.iter().any(|name| t.is(i, name)) {
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

/// `(a, b) = …`, `[a, b] = …`, `Point { x, y } = …` or `_ = …` as a statement, a match arm's
/// value or the body of a closure without parameters (1.59).
pub(super) fn destructuring_assignments(t: &Tokens) -> Vec<usize> {
    let place = |i: usize| {
        let tuple = t.is(i, "(") && t.siblings(i + 1).any(|j| t.is(j, ","));
        // A struct's path: `Point`, `geometry::Point`.
        let mut path_end = i;
        while t.kind(path_end) == Some(Kind::Ident) && !t.is(path_end, "_") {
            path_end += 1;
            if !t.is(path_end, "::") {
                break;
            }
            path_end += 1;
        }
        let structure = path_end > i && t.is(path_end, "{") && t.is(t.after(path_end), "=");
        structure || ((tuple || t.is(i, "[") || t.is(i, "_")) && t.is(t.after(i), "="))
    };
    (0..t.0.len())
        .filter(|&i| t.starts_statement(i) || t.is_any(i - 1, &["=>", "||"]))
        .filter(|&i| place(i))
        .map(|i| t.line(i))
        .collect()
}

/// `#[default]` on an enum's variant (1.62).
pub(super) fn default_variants(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "#") && t.is(i + 1, "[") && t.is(i + 2, "default") && t.is(i + 3, "]"))
        .map(|i| t.line(i))
        .collect()
}

/// `let PATTERN = VALUE else { … };` (1.65): an `else` in a `let` statement that no `if` of the
/// value takes, however the value is written (a `match`, a closure, lines apart).
pub(super) fn let_else(t: &Tokens) -> Vec<usize> {
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
pub(super) fn labelled_blocks(t: &Tokens) -> Vec<usize> {
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
pub(super) fn generic_associated_types(t: &Tokens) -> Vec<usize> {
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
pub(super) fn impl_trait_in_traits(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (body, _) in item_bodies(t).into_iter().filter(|(_, is_trait)| *is_trait) {
        for j in t.siblings(body + 1).filter(|&j| t.is(j, "fn")) {
            // The return type: after the parameters (not an `Fn() -> T` bound before them).
            let parameters = parameters_of(t, j);
            let end = t.until(parameters, |k| t.is_any(k, &["{", ";", "where"]));
            let arrow = t.until(parameters, |k| t.is(k, "->")).min(end);
            if (arrow..end).any(|k| t.is(k, "impl")) {
                lines.push(t.line(j));
            }
        }
    }
    lines
}

/// `async fn` in a trait (1.75).
pub(super) fn async_fn_in_traits(t: &Tokens) -> Vec<usize> {
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
pub(super) fn c_strings(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.kind(i) == Some(Kind::CStr))
        .map(|i| t.line(i))
        .collect()
}

/// `const { … }` as an expression (1.79); `thread_local!`'s `= const { … }` is older.
pub(super) fn inline_consts(t: &Tokens) -> Vec<usize> {
    let thread_locals = thread_local_const_tokens(t);
    (0..t.0.len())
        .filter(|&i| t.is(i, "const") && t.is(i + 1, "{") && !thread_locals.contains(&i))
        .map(|i| t.line(i))
        .collect()
}

/// `Trait<Assoc: Bound>` in a bound (1.79): after `impl`, `dyn`, `:` or `+`, a path whose
/// generic arguments start with `Name:` (a macro's own syntax, `m!(Map<K: Ord>)`, is no bound).
pub(super) fn associated_type_bounds(t: &Tokens) -> Vec<usize> {
    let in_bound = |i: usize| {
        let mut start = i - 1; // the path's first segment
        while start >= 2 && t.is(start - 1, "::") && t.kind(start - 2) == Some(Kind::Ident) {
            start -= 2;
        }
        start >= 1 && t.is_any(start - 1, &["impl", "dyn", ":", "+"])
    };
    (1..t.0.len())
        .filter(|&i| t.is(i, "<") && t.kind(i + 1) == Some(Kind::Ident) && t.is(i + 2, ":"))
        .filter(|&i| t.kind(i - 1) == Some(Kind::Ident) && !t.is_any(i - 1, &["impl", "dyn"]))
        .filter(|&i| in_bound(i))
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
            // No pattern holds a comma outside brackets: a value was misread, start again.
            Part::Pattern(_) if t.is(j, ",") => Part::Pattern(t.after(j)),
            Part::Value(block_like) => {
                let block_like = block_like.unwrap_or_else(|| {
                    t.is_any(j, BLOCK_LIKE) || t.kind(j) == Some(Kind::Lifetime)
                });
                let next = items.get(k + 1).copied().unwrap_or(t.after(j));
                if t.is(j, ",") {
                    Part::Pattern(next)
                } else if block_like
                    && t.is(j, "{")
                    && !t.is_any(next, &["else", ".", "?", ",", "="])
                {
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
pub(super) fn exclusive_range_patterns(t: &Tokens) -> Vec<usize> {
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
pub(super) fn half_open_range_patterns(t: &Tokens) -> Vec<usize> {
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
pub(super) fn expect_attributes(t: &Tokens) -> Vec<usize> {
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
pub(super) fn precise_captures(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "use") && t.is(i + 1, "<"))
        .map(|i| t.line(i))
        .collect()
}

/// `&raw const place` and `&raw mut place` (1.82).
pub(super) fn raw_borrows(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is_any(i, &["&", "&&"]) && t.is(i + 1, "raw"))
        .filter(|&i| t.is_any(i + 2, &["const", "mut"]))
        .map(|i| t.line(i))
        .collect()
}

/// `async |…|`, `async move |…|` and `async ||` (1.85).
pub(super) fn async_closures(t: &Tokens) -> Vec<usize> {
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
pub(super) fn let_chains(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is_any(i, &["if", "while"])) {
        let (mut lets, mut ands, mut in_pattern) = (false, false, false);
        for j in t.siblings(i + 1) {
            if t.is(j, "let") {
                (lets, in_pattern) = (true, true);
            } else if in_pattern {
                // A pattern's braces (`S { x }`) and `&&x` are its own.
                in_pattern = !t.is(j, "=");
            } else if t.is_any(j, &["{", ";", "=>", "if", "match"]) {
                // The block, or an `if` or `match` inside the condition: no more to read.
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

/// The tokens inside the group that opens at `open`, its brackets left out.
fn inside(t: &Tokens, open: usize) -> std::ops::Range<usize> {
    open + 1..t.after(open).saturating_sub(1).max(open + 1)
}

/// Whether token `i` starts an attribute's path: `#[i` or `#![i`.
fn attribute_path(t: &Tokens, i: usize) -> bool {
    let inner = i >= 3 && t.is(i - 2, "!") && t.is(i - 3, "#");
    i >= 2 && t.is(i - 1, "[") && (t.is(i - 2, "#") || inner)
}

/// The `(` of the parameters of the `fn` at `j`, after its generics (which hold `Fn(…)` too).
fn parameters_of(t: &Tokens, j: usize) -> usize {
    let mut angles = 0i32;
    t.until(j, |k| {
        angles += i32::from(t.is(k, "<")) - i32::from(t.is(k, ">"));
        angles == 0 && t.is(k, "(")
    })
}

/// A `const fn`: the index of its `const`, of its parameters' `(` and of what ends its signature
/// (its body's `{`, or `;`).
struct ConstFn {
    at: usize,
    parameters: usize,
    end: usize,
}

/// The `const fn`s (`const unsafe fn` and `const extern "C" fn` too).
fn const_fns(t: &Tokens) -> Vec<ConstFn> {
    let mut found = Vec::new();
    for at in (0..t.0.len()).filter(|&i| t.is(i, "const")) {
        let mut j = at + 1;
        while t.is_any(j, &["unsafe", "extern"]) || t.kind(j) == Some(Kind::Str) {
            j += 1;
        }
        if t.is(j, "fn") && t.kind(j + 1) == Some(Kind::Ident) {
            let parameters = parameters_of(t, j);
            let end = t.until(parameters, |k| t.is_any(k, &["{", ";"]));
            found.push(ConstFn {
                at,
                parameters,
                end,
            });
        }
    }
    found
}

/// The token ranges evaluated at compile time: each `const fn`'s parameters, return type and
/// body, and each `const` item's value (`const N: usize = …;`).
fn const_contexts(t: &Tokens) -> Vec<(usize, usize)> {
    let mut found: Vec<(usize, usize)> = const_fns(t)
        .iter()
        .map(|f| (f.parameters, t.after(f.end)))
        .collect();
    for i in
        (0..t.0.len()).filter(|&i| t.is(i, "const") && !(i > 0 && t.is_any(i - 1, &["<", ","])))
    {
        if t.kind(i + 1) == Some(Kind::Ident) && t.is(i + 2, ":") {
            let value = t.until(i + 3, |k| t.is_any(k, &["=", ";"]));
            if t.is(value, "=") {
                found.push((value + 1, t.until(value + 1, |k| t.is(k, ";"))));
            }
        }
    }
    found
}

/// `panic!`, `assert!`, `unreachable!`, `todo!` or `unimplemented!` evaluated at compile time
/// (1.57).
pub(super) fn const_panics(t: &Tokens) -> Vec<usize> {
    const PANICS: &[&str] = &[
        "panic",
        "assert",
        "debug_assert",
        "unreachable",
        "todo",
        "unimplemented",
    ];
    let mut lines = Vec::new();
    for (from, to) in const_contexts(t) {
        lines.extend(
            (from..to)
                .filter(|&i| t.is_any(i, PANICS) && t.is(i + 1, "!"))
                .map(|i| t.line(i)),
        );
    }
    lines
}

/// `m! { … }.method()` or `m! { … }?` as a statement (1.57); as a value it is older.
pub(super) fn braced_macro_methods(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.kind(i) == Some(Kind::Ident) && t.starts_statement(i))
        .filter(|&i| t.is(i + 1, "!") && t.is(i + 2, "{"))
        .map(|i| t.after(i + 2))
        .filter(|&j| t.is_any(j, &[".", "?"]))
        .map(|j| t.line(j))
        .collect()
}

/// The const parameters of generic parameter lists (`<const N: usize …`): the index of each
/// one's `const` and of the token after its type (a const parameter's type is a plain name).
fn const_parameters(t: &Tokens) -> Vec<(usize, usize)> {
    (1..t.0.len())
        .filter(|&i| t.is(i, "const") && t.is_any(i - 1, &["<", ","]))
        .filter(|&i| t.kind(i + 1) == Some(Kind::Ident) && t.is(i + 2, ":"))
        .map(|i| {
            let mut end = i + 3;
            while t.kind(end) == Some(Kind::Ident) && t.is(end + 1, "::") {
                end += 2;
            }
            (i, end + 1)
        })
        .collect()
}

/// `<const N: usize = 8>` (1.59).
pub(super) fn const_parameter_defaults(t: &Tokens) -> Vec<usize> {
    const_parameters(t)
        .into_iter()
        .filter(|&(_, end)| t.is(end, "="))
        .map(|(i, _)| t.line(i))
        .collect()
}

/// `<const N: usize, T>`: a type parameter after a const parameter (1.59).
pub(super) fn types_after_const_parameters(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (_, mut end) in const_parameters(t) {
        if t.is(end, "=") {
            // The default: a literal, a name, `-1` or a `{ … }` block.
            end += 1 + usize::from(t.is(end + 1, "-"));
            end = t.after(end);
        }
        let next = end + 1;
        if t.is(end, ",") && t.kind(next) == Some(Kind::Ident) && !t.is(next, "const") {
            lines.push(t.line(next));
        }
    }
    lines
}

/// The `const` of each `= const { … }` initialiser in a `thread_local!` (1.59).
fn thread_local_const_tokens(t: &Tokens) -> Vec<usize> {
    let mut found = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is(i, "thread_local") && t.is(i + 1, "!")) {
        if t.kind(i + 2) == Some(Kind::Open) {
            found.extend(
                inside(t, i + 2)
                    .filter(|&k| t.is(k, "const") && t.is(k - 1, "=") && t.is(k + 1, "{")),
            );
        }
    }
    found
}

pub(super) fn thread_local_consts(t: &Tokens) -> Vec<usize> {
    thread_local_const_tokens(t)
        .into_iter()
        .map(|i| t.line(i))
        .collect()
}

/// `asm!(…)` and `global_asm!(…)` (1.59), unless the block defines a macro of that name.
pub(super) fn inline_assembly(t: &Tokens) -> Vec<usize> {
    let own = |name: &str| (2..t.0.len()).any(|j| t.is(j - 2, "macro_rules") && t.is(j, name));
    (0..t.0.len())
        .filter(|&i| t.is_any(i, &["asm", "global_asm"]) && t.is(i + 1, "!"))
        .filter(|&i| t.kind(i + 2) == Some(Kind::Open) && !own(t.0[i].text))
        .map(|i| t.line(i))
        .collect()
}

/// Whether tokens `from..to` (generics or a `where` clause) bound a type by a trait other than
/// `Sized`: `T: Copy`, `T: Ord + Sized`; not `T: ?Sized`, `'a: 'b` or `const N: usize`.
fn trait_bounds(t: &Tokens, from: usize, to: usize) -> bool {
    (from.max(2)..to)
        .filter(|&k| t.is(k, ":") && t.kind(k - 1) == Some(Kind::Ident) && !t.is(k - 2, "const"))
        .any(|k| {
            let mut angles = 0i32;
            (k + 1..to)
                .take_while(|&b| {
                    angles += i32::from(t.is(b, "<")) - i32::from(t.is(b, ">"));
                    angles >= 0 && !(angles == 0 && t.is_any(b, &[",", "{"]))
                })
                .any(|b| t.kind(b) == Some(Kind::Ident) && !t.is(b, "Sized"))
        })
}

/// A `const fn` with a trait bound (its own or its `impl`'s), an `impl Trait`, a `dyn Trait` or
/// a function pointer in its signature (1.61).
pub(super) fn const_fn_bounds(t: &Tokens) -> Vec<usize> {
    // The `impl` blocks whose header bounds its parameters: their bodies' ranges.
    let bounded_impls: Vec<(usize, usize)> = (0..t.0.len())
        .filter(|&i| t.is(i, "impl") && (t.starts_statement(i) || t.is(i - 1, "unsafe")))
        .filter_map(|i| {
            let body = t.until(i + 1, |k| t.is_any(k, &["{", ";"]));
            (t.is(body, "{") && trait_bounds(t, i + 1, body)).then(|| (body, t.after(body)))
        })
        .collect();
    const_fns(t)
        .into_iter()
        .filter(|f| {
            let in_bounded_impl = bounded_impls.iter().any(|&(b, e)| b < f.at && f.at < e);
            let signature = (f.parameters..f.end).any(|k| t.is_any(k, &["impl", "dyn", "fn"]));
            let generics = trait_bounds(t, f.at, f.parameters);
            let where_clause = trait_bounds(t, t.after(f.parameters), f.end);
            in_bounded_impl || signature || generics || where_clause
        })
        .map(|f| t.line(f.at))
        .collect()
}

/// `f::<T>(…)` where the block's own `fn f<T>` takes an `impl Trait` parameter (1.63): a call
/// after `.` for a method (it takes `self`), a call not after `.` for a free `fn`, so that the
/// block's own `fn parse<T>(…, impl …)` leaves `text.parse::<u64>()` alone.
pub(super) fn impl_trait_turbofish(t: &Tokens) -> Vec<usize> {
    // Each such `fn`'s name, and whether it is a method.
    let mut names: Vec<(&str, bool)> = Vec::new();
    for j in (0..t.0.len()).filter(|&j| t.is(j, "fn") && t.is(j + 2, "<")) {
        let parameters = parameters_of(t, j);
        let types = (j + 3..parameters).any(|k| {
            t.is_any(k - 1, &["<", ","]) && t.kind(k) == Some(Kind::Ident) && !t.is(k, "const")
        });
        let named = t.kind(j + 1) == Some(Kind::Ident) && t.kind(parameters) == Some(Kind::Open);
        if types && named && inside(t, parameters).any(|k| t.is(k, "impl")) {
            let method = inside(t, parameters).any(|k| t.is(k, "self"));
            names.push((t.0[j + 1].text, method));
        }
    }
    (1..t.0.len())
        .filter(|&i| names.contains(&(t.0[i].text, t.is(i - 1, "."))) && !t.is(i - 1, "fn"))
        .filter(|&i| t.is(i + 1, "::") && t.is(i + 2, "<"))
        .map(|i| t.line(i))
        .collect()
}

/// `= discriminant` on a variant of an enum that has a variant with fields (1.66).
pub(super) fn discriminants_with_fields(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is(i, "enum") && t.kind(i + 1) == Some(Kind::Ident)) {
        let body = t.until(i + 2, |k| t.is_any(k, &["{", ";"]));
        if !t.is(body, "{") {
            continue;
        }
        let (mut fields, mut discriminants, mut start) = (false, Vec::new(), true);
        for k in t.siblings(body + 1) {
            if t.is(k, ",") {
                start = true;
            } else if start && t.kind(k) == Some(Kind::Ident) {
                // The variant's name (its attributes came before it); then its fields or `=`.
                start = false;
                fields |= t.is_any(k + 1, &["(", "{"]);
                let value = t.after(k + 1);
                if t.is(k + 1, "=") || (t.kind(k + 1) == Some(Kind::Open) && t.is(value, "=")) {
                    discriminants.push(t.line(if t.is(k + 1, "=") { k + 1 } else { value }));
                }
            }
        }
        if fields {
            lines.extend(discriminants);
        }
    }
    lines
}

/// `#[diagnostic::…]` (1.78).
pub(super) fn diagnostic_attributes(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "diagnostic") && t.is(i + 1, "::") && attribute_path(t, i))
        .map(|i| t.line(i))
        .collect()
}

/// `unsafe extern "C" { … }` (1.82); `unsafe extern "C" fn` is older.
pub(super) fn unsafe_extern_blocks(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "unsafe") && t.is(i + 1, "extern"))
        .filter(|&i| t.is(i + 2, "{") || (t.kind(i + 2) == Some(Kind::Str) && t.is(i + 3, "{")))
        .map(|i| t.line(i))
        .collect()
}

/// `#[unsafe(no_mangle)]` (1.82).
pub(super) fn unsafe_attributes(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.is(i, "unsafe") && t.is(i + 1, "(") && attribute_path(t, i))
        .map(|i| t.line(i))
        .collect()
}

/// `'r#a` (1.83).
pub(super) fn raw_lifetimes(t: &Tokens) -> Vec<usize> {
    (0..t.0.len())
        .filter(|&i| t.kind(i) == Some(Kind::Lifetime) && t.0[i].text.starts_with("'r#"))
        .map(|i| t.line(i))
        .collect()
}

/// `&mut` evaluated at compile time (1.83).
pub(super) fn const_mutable_references(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for (from, to) in const_contexts(t) {
        lines.extend(
            (from..to)
                .filter(|&i| t.is_any(i, &["&", "&&"]) && t.is(i + 1, "mut"))
                .map(|i| t.line(i)),
        );
    }
    lines
}

/// `#[target_feature(…)]` on a `fn` that is not `unsafe` (1.86).
pub(super) fn safe_target_features(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is(i, "target_feature") && attribute_path(t, i)) {
        // Past the attribute, other attributes, the visibility and the qualifiers, to `fn`.
        let mut k = t.after(i - 1);
        loop {
            if t.is(k, "#") || (t.is(k, "pub") && t.is(k + 1, "(")) {
                // `#[…]`, or `pub(crate)`.
                k = t.after(k + 1);
            } else if t.is_any(k, &["pub", "const", "async", "extern"])
                || t.kind(k) == Some(Kind::Str)
            {
                k += 1;
            } else {
                break;
            }
        }
        if t.is(k, "fn") {
            lines.push(t.line(i));
        }
    }
    lines
}

/// `true` or `false` in a `cfg` predicate: `#[cfg(…)]`, `cfg!(…)` or `#[cfg_attr(…, …)]`
/// (1.88).
pub(super) fn cfg_booleans(t: &Tokens) -> Vec<usize> {
    let mut lines = Vec::new();
    for i in 0..t.0.len() {
        let predicate = if t.is(i, "cfg") && t.is(i + 1, "(") && attribute_path(t, i) {
            inside(t, i + 1)
        } else if t.is(i, "cfg") && t.is(i + 1, "!") && t.kind(i + 2) == Some(Kind::Open) {
            inside(t, i + 2)
        } else if t.is(i, "cfg_attr") && t.is(i + 1, "(") && attribute_path(t, i) {
            i + 2..t.until(i + 2, |k| t.is(k, ","))
        } else {
            continue;
        };
        lines.extend(
            predicate
                .filter(|&k| t.is_any(k, &["true", "false"]))
                .map(|k| t.line(k)),
        );
    }
    lines
}

/// `size_of`, `size_of_val`, `align_of` or `align_of_val` called by its bare name (1.80, when
/// the prelude gained them) where no `use` brings it in and the block defines no `fn` or
/// variable of that name. clippy's `incompatible_msrv` cannot see this: the name resolves to `std::mem`'s
/// function, as old as Rust 1.0.
pub(super) fn prelude_size_of(t: &Tokens) -> Vec<usize> {
    const NAMES: &[&str] = &["size_of", "size_of_val", "align_of", "align_of_val"];
    // The tokens of each `use` item.
    let uses: Vec<std::ops::Range<usize>> = (0..t.0.len())
        .filter(|&i| t.is(i, "use"))
        .map(|i| i + 1..t.until(i + 1, |k| t.is(k, ";")))
        .collect();
    let glob = uses.iter().any(|u| {
        u.clone()
            .any(|k| t.is(k, "mem") && t.is(k + 1, "::") && t.is(k + 2, "*"))
    });
    let own = |name: &str| {
        let defined =
            (1..t.0.len()).any(|k| t.is_any(k - 1, &["fn", "let", "mut"]) && t.is(k, name));
        defined || uses.iter().any(|u| u.clone().any(|k| t.is(k, name)))
    };
    (0..t.0.len())
        .filter(|&i| t.is_any(i, NAMES) && !(i > 0 && t.is_any(i - 1, &["::", ".", "fn"])))
        .filter(|&i| t.is(i + 1, "(") || (t.is(i + 1, "::") && t.is(i + 2, "<")))
        .filter(|&i| !glob && !own(t.0[i].text))
        .map(|i| t.line(i))
        .collect()
}

/// Whether token `i` is a floating-point literal: `2.5`, `1e-9`, `3f64`.
fn float_literal(t: &Tokens, i: usize) -> bool {
    let Some(token) = t.0.get(i).filter(|token| token.kind == Kind::Number) else {
        return false;
    };
    let text = token.text;
    let radix = text.starts_with("0x") || text.starts_with("0b") || text.starts_with("0o");
    // An integer's suffix (`12usize`) holds an `e` too.
    let integer = ["u", "i"].iter().any(|sign| {
        ["8", "16", "32", "64", "128", "size"]
            .iter()
            .any(|bits| text.ends_with(&format!("{sign}{bits}")))
    });
    let suffixed = text.ends_with("f32") || text.ends_with("f64");
    suffixed || (!radix && !integer && text.contains(['.', 'e', 'E']))
}

/// A binary operator (`+ - * / %`, a comparison, or `+=` and the like) with a float literal as
/// an operand, in a `const fn` (1.82): `3.0 * r`, `x < 1.0`. A variable's type is not in the
/// tokens, so `r * r` goes unseen; a `const` item computed with floats long before.
pub(super) fn const_fn_float_arithmetic(t: &Tokens) -> Vec<usize> {
    const OPERATORS: &[&str] = &["+", "-", "*", "/", "%", "<", ">", "==", "!="];
    let mut lines = Vec::new();
    for f in const_fns(t) {
        for i in (f.parameters + 1..t.after(f.end)).filter(|&i| t.is_any(i, OPERATORS)) {
            // A binary operator has an operand on its left: a name, a number or a group (not
            // a keyword: `return -1.5` negates a literal, which is older).
            const KEYWORDS: &[&str] = &["return", "break", "if", "match", "while", "in", "else"];
            let binary = t.kind(i - 1).is_some_and(|kind| {
                matches!(kind, Kind::Ident | Kind::Number | Kind::Close)
                    && !t.is_any(i - 1, KEYWORDS)
            });
            // The right operand, past the `=` of `+=` or `<=` and a unary `-`.
            let mut right = i + 1;
            right += usize::from(t.is(right, "="));
            right += usize::from(t.is(right, "-"));
            // `1e3 as usize` is cast before it is an operand.
            let right_float = float_literal(t, right) && !t.is(right + 1, "as");
            if binary && (float_literal(t, i - 1) || right_float) {
                lines.push(t.line(i));
            }
        }
    }
    lines
}

/// A `match` on a `usize` or `isize` that covers the rest with a half-open range (`1.. =>`) and
/// no catch-all arm (1.75; fixed-size integers were matched exhaustively long before). The
/// scrutinee's type is in the tokens only as `x.len()`, `x.count()`, or a name whose nearest
/// declaration before the `match` says `: usize` or `: isize`; any other `match` is left alone.
pub(super) fn pointer_sized_half_open_matches(t: &Tokens) -> Vec<usize> {
    // Whether the declaration of the name at `i` nearest before it (`n: usize`, `let n = …`)
    // gives it a pointer-sized type.
    let pointer_sized = |i: usize| {
        let name = t.0[i].text;
        (0..i)
            .rev()
            .find(|&k| {
                let untyped = k > 0 && t.is_any(k - 1, &["let", "mut"]);
                t.is(k, name) && (t.is(k + 1, ":") || untyped)
            })
            .is_some_and(|k| t.is(k + 1, ":") && t.is_any(k + 2, &["usize", "isize"]))
    };
    let mut lines = Vec::new();
    for i in (0..t.0.len()).filter(|&i| t.is(i, "match")) {
        let body = t.until(i + 1, |j| t.is(j, "{"));
        let name = body == i + 2 && t.kind(i + 1) == Some(Kind::Ident) && pointer_sized(i + 1);
        // `….len()`: the body's `{` follows the call's `)`.
        let counted = body >= i + 5
            && t.is(body - 1, ")")
            && t.is(body - 2, "(")
            && t.is_any(body - 3, &["len", "count"])
            && t.is(body - 4, ".");
        if !t.is(body, "{") || !(name || counted) {
            continue;
        }
        let mut arms = Vec::new();
        match_arms(t, body, &mut arms);
        // An unguarded arm: `_`, a binding, or a pattern ending in a half-open range.
        let unguarded = |&&(_, to): &&(usize, usize)| !t.is(to, "if");
        let catch_all = arms.iter().filter(unguarded).any(|&(from, to)| {
            to == from + 1 && (t.is(from, "_") || t.0[from].text.starts_with(char::is_lowercase))
        });
        let half_open = arms.iter().filter(unguarded).find_map(|&(from, to)| {
            (from + 1..to).find(|&k| {
                t.is(k, "..") && t.is_bound(k - 1) && !t.is_bound(k + 1) && !t.is(k + 1, "-")
            })
        });
        if let (Some(range), false) = (half_open, catch_all) {
            lines.push(t.line(range));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
