//! Reading a value as a program printed it: what a LeetCode adapter writes for the returned value.
//!
//! LeetCode compares the value a method returns, not text, so a contestant's own adapter may print
//! it the way its language does: Python's `json.dumps` (`["a", "b"]`) or `repr` (`['a', 'b']`),
//! a C++ loop with or without a final newline. The reader takes all of them: integers with an
//! optional sign, strings in double or single quotes with the usual escapes, lists `[...]` nested
//! as deep as the type asks, any whitespace between tokens and around the value.
//!
//! The caller says what it expects by composing [`Reader`]'s three readers, so an error names what
//! was expected where reading stopped:
//!
//! ```text
//! read(text, |r| r.list(|r| r.list(Reader::text)))      // Vec<Vec<String>>: LeetCode 51
//! read(text, Reader::integer)                           // i64 (an i32 fits): LeetCode 52
//! read(text, |r| r.list(|r| r.list(Reader::integer)))   // Vec<Vec<i64>>: LeetCode 1222
//! ```
//!
//! An error reads `expected '[' at line 1, column 1, found 'h'`; lines and columns count from 1,
//! columns in characters.

/// The whole of `text` as one value read by `item`, with whitespace allowed around it.
pub fn read<'a, T>(
    text: &'a str,
    item: impl FnOnce(&mut Reader<'a>) -> Result<T, String>,
) -> Result<T, String> {
    let mut reader = Reader {
        text,
        at: 0,
        line: 1,
        column: 1,
    };
    let value = item(&mut reader)?;
    reader.skip_whitespace();
    match reader.peek() {
        None => Ok(value),
        Some(_) => Err(reader.error("the end of the output")),
    }
}

/// The value a LeetCode method returned, read from the end of what a local driver printed: the
/// whole text, or else its last lines, the fewest that read as the value. LeetCode shows the
/// method's own prints apart ("Stdout") and judges only the returned value, which the driver
/// prints last, so a debug line printed before it costs nothing there, and nothing here. The
/// error is the whole text's.
pub fn read_returned<'a, T>(
    text: &'a str,
    item: impl Fn(&mut Reader<'a>) -> Result<T, String>,
) -> Result<T, String> {
    returned_at(text, item).map(|(value, _)| value)
}

/// [`read_returned`], and the byte offset in `text` where the value starts: 0, or the start of
/// the line after what the method printed itself.
pub fn returned_at<'a, T>(
    text: &'a str,
    item: impl Fn(&mut Reader<'a>) -> Result<T, String>,
) -> Result<(T, usize), String> {
    let whole = read(text, &item);
    let whole = match whole {
        Ok(value) => return Ok((value, 0)),
        Err(why) => why,
    };
    let starts: Vec<usize> = text
        .char_indices()
        .filter(|&(_, c)| c == '\n')
        .map(|(at, _)| at + 1)
        .filter(|&at| !text[at..].trim().is_empty())
        .collect();
    starts
        .into_iter()
        .rev()
        .find_map(|at| read(&text[at..], &item).ok().map(|value| (value, at)))
        .ok_or(whole)
}

/// Whether `c` can be part of a string printed without quotes.
fn bare(c: char) -> bool {
    !c.is_whitespace() && !matches!(c, ',' | '[' | ']' | '"' | '\'' | '\\')
}

/// A position in the text being read; see [`read`].
pub struct Reader<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    at: usize,
    line: usize,
    column: usize,
}

impl Reader<'_> {
    /// An integer: an optional `-` or `+`, then decimal digits.
    pub fn integer(&mut self) -> Result<i64, String> {
        self.skip_whitespace();
        let (line, column, start) = (self.line, self.column, self.at);
        if matches!(self.peek(), Some('-' | '+')) {
            self.advance();
        }
        if !matches!(self.peek(), Some('0'..='9')) {
            return Err(self.error("an integer"));
        }
        while matches!(self.peek(), Some('0'..='9')) {
            self.advance();
        }
        let token = &self.text[start..self.at];
        token.parse().map_err(|_| {
            format!(
                "expected an integer that fits in 64 bits at line {line}, column {column}, found {}",
                crate::report::quoted_token(token)
            )
        })
    }

    /// A string in `"` or `'` quotes. Escapes: `\\`, `\"`, `\'`, `\/`, `\n`, `\t`, `\r`, `\b`,
    /// `\f`, `\0`, `\xHH`, `\uHHHH` (a UTF-16 pair of them too) and `\UHHHHHHHH`. A line break
    /// inside the quotes ends nothing: it is an error, as it is in JSON and Python.
    ///
    /// Or a bare word, the way Java's `List.toString()` prints a string (`[[.Q.., ...Q], ...]`):
    /// a run of characters up to whitespace, `,`, `[` or `]`, where that is unambiguous: no
    /// quote or `\\` in it, and not starting like a number (`[[1]]` holds no string).
    pub fn text(&mut self) -> Result<String, String> {
        self.skip_whitespace();
        let quote = match self.peek() {
            Some(quote @ ('"' | '\'')) => quote,
            Some(first) if bare(first) && !matches!(first, '0'..='9' | '-' | '+') => {
                return self.bare_word();
            }
            _ => return Err(self.error("a string in '\"' or '\\'' quotes")),
        };
        self.advance();
        let mut text = String::new();
        loop {
            match self.peek() {
                Some(found) if found == quote => {
                    self.advance();
                    return Ok(text);
                }
                Some('\\') => {
                    self.advance();
                    text.push(self.escape()?);
                }
                Some(found) if found != '\n' && found != '\r' => {
                    self.advance();
                    text.push(found);
                }
                _ => return Err(self.error(&format!("the closing {quote:?}"))),
            }
        }
    }

    /// A string printed without quotes (Java's `List.toString()`), up to whitespace, `,`, `[`
    /// or `]`; a quote or `\\` inside it makes it ambiguous, and refused.
    fn bare_word(&mut self) -> Result<String, String> {
        let start = self.at;
        while self.peek().is_some_and(bare) {
            self.advance();
        }
        match self.peek() {
            Some(found @ ('"' | '\'' | '\\')) => Err(self.error(&format!(
                "the end of a string without quotes, before {found:?}"
            ))),
            _ => Ok(self.text[start..self.at].to_string()),
        }
    }

    /// A list `[a, b, ...]` of values read by `item`; `[]` is the empty list.
    pub fn list<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.skip_whitespace();
        if self.peek() != Some('[') {
            return Err(self.error("'['"));
        }
        self.advance();
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(']') {
            self.advance();
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            self.skip_whitespace();
            match self.peek() {
                Some(',') => self.advance(),
                Some(']') => {
                    self.advance();
                    return Ok(items);
                }
                _ => return Err(self.error("',' or ']'")),
            }
        }
    }

    /// The character after a `\`.
    fn escape(&mut self) -> Result<char, String> {
        let escaped = match self.peek() {
            Some(quote @ ('"' | '\'' | '\\' | '/')) => quote,
            Some('n') => '\n',
            Some('t') => '\t',
            Some('r') => '\r',
            Some('b') => '\u{8}',
            Some('f') => '\u{c}',
            Some('0') => '\0',
            Some(kind @ ('x' | 'u' | 'U')) => {
                self.advance();
                let digits = match kind {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let (line, column) = (self.line, self.column);
                let mut code = self.hex(digits)?;
                // A UTF-16 surrogate pair, as JSON writes characters beyond U+FFFF.
                if kind == 'u' && (0xD800..0xDC00).contains(&code) && self.rest().starts_with("\\u")
                {
                    self.advance();
                    self.advance();
                    let low = self.hex(4)?;
                    if (0xDC00..0xE000).contains(&low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    }
                }
                return char::from_u32(code).ok_or_else(|| {
                    format!(
                        "expected a character code at line {line}, column {column}, found \
                         {code:#x}, which is not one"
                    )
                });
            }
            _ => return Err(self.error("an escape after '\\': one of \\ \" ' / n t r b f 0 x u U")),
        };
        self.advance();
        Ok(escaped)
    }

    /// `digits` hexadecimal digits.
    fn hex(&mut self, digits: usize) -> Result<u32, String> {
        let mut code = 0;
        for _ in 0..digits {
            match self.peek().and_then(|found| found.to_digit(16)) {
                Some(digit) => code = code * 16 + digit,
                None => return Err(self.error(&format!("{digits} hexadecimal digits"))),
            }
            self.advance();
        }
        Ok(code)
    }

    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn advance(&mut self) {
        if let Some(found) = self.peek() {
            self.at += found.len_utf8();
            if found == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
    }

    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(found) if found.is_ascii_whitespace()) {
            self.advance();
        }
    }

    /// `expected ',' or ']' at line 1, column 9, found 'x'`
    fn error(&self, expected: &str) -> String {
        let found = match self.peek() {
            Some(found) => format!("{found:?}"),
            None => "the end of the output".to_string(),
        };
        format!(
            "expected {expected} at line {}, column {}, found {found}",
            self.line, self.column
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boards(text: &str) -> Result<Vec<Vec<String>>, String> {
        read(text, |r| r.list(|r| r.list(Reader::text)))
    }

    fn pairs(text: &str) -> Result<Vec<Vec<i64>>, String> {
        read(text, |r| r.list(|r| r.list(Reader::integer)))
    }

    fn count(text: &str) -> Result<i64, String> {
        read(text, Reader::integer)
    }

    fn string(text: &str) -> Result<String, String> {
        read(text, Reader::text)
    }

    #[test]
    fn lists_of_strings_in_every_common_print() {
        let four = vec![
            vec![".Q..", "...Q", "Q...", "..Q."],
            vec!["..Q.", "Q...", "...Q", ".Q.."],
        ];
        for text in [
            // LeetCode's display, Python's json.dumps, Python's repr, pretty-printed JSON.
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n",
            "[[\".Q..\", \"...Q\", \"Q...\", \"..Q.\"], [\"..Q.\", \"Q...\", \"...Q\", \".Q..\"]]\n",
            "[['.Q..', '...Q', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]\n",
            "[\n  [\n    \".Q..\",\n    \"...Q\",\n    \"Q...\",\n    \"..Q.\"\n  ],\n  [\"..Q.\",\
             'Q...', \"...Q\" ,'.Q..' ]\n]",
            "\t[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]] \r\n\n",
        ] {
            assert_eq!(boards(text).unwrap(), four, "{text:?}");
        }
        assert_eq!(boards("[]").unwrap(), Vec::<Vec<String>>::new());
        assert_eq!(boards("[ [ ] ]\n").unwrap(), vec![Vec::<String>::new()]);
    }

    #[test]
    fn java_list_to_string_without_quotes() {
        // Java: `System.out.println(solveNQueens(4))` prints a List<List<String>> this way.
        assert_eq!(
            boards("[[.Q.., ...Q, Q..., ..Q.], [..Q., Q..., ...Q, .Q..]]\n"),
            Ok(vec![
                vec![".Q..".into(), "...Q".into(), "Q...".into(), "..Q.".into()],
                vec!["..Q.".into(), "Q...".into(), "...Q".into(), ".Q..".into()],
            ])
        );
        assert_eq!(boards("[[Q]]"), Ok(vec![vec!["Q".into()]]));
        assert_eq!(boards("[]"), Ok(vec![]));
        // A bare word next to a quoted one is still the same value.
        assert_eq!(
            boards("[[.Q, \"Q.\"]]"),
            Ok(vec![vec![".Q".into(), "Q.".into()]])
        );
    }

    #[test]
    fn integers_with_a_sign() {
        assert_eq!(count("92\n"), Ok(92));
        assert_eq!(count("92"), Ok(92));
        assert_eq!(count("  \t92 \r\n\n"), Ok(92));
        assert_eq!(count("-7"), Ok(-7));
        assert_eq!(count("+7"), Ok(7));
        assert_eq!(count("007"), Ok(7));
        assert_eq!(count("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(count("9223372036854775807"), Ok(i64::MAX));
    }

    #[test]
    fn lists_of_integer_pairs_for_leetcode_1222() {
        assert_eq!(
            pairs("[[0,1],[1,0],[3,3]]").unwrap(),
            [[0, 1], [1, 0], [3, 3]]
        );
        assert_eq!(pairs("[[0, 1], [-1, +2]]\n").unwrap(), [[0, 1], [-1, 2]]);
        // Deeper nesting is a matter of composing one more `list`.
        let cube = read("[[[1],[2,3]],[]]", |r| {
            r.list(|r| r.list(|r| r.list(Reader::integer)))
        });
        assert_eq!(cube.unwrap(), vec![vec![vec![1], vec![2, 3]], vec![]]);
    }

    #[test]
    fn escapes_in_either_quote() {
        assert_eq!(string(r#""a\"b'c""#).unwrap(), "a\"b'c");
        assert_eq!(string(r#"'a\'b"c'"#).unwrap(), "a'b\"c");
        assert_eq!(
            string(r#""\\ \/ \n \t \r \b \f \0""#).unwrap(),
            "\\ / \n \t \r \u{8} \u{c} \0"
        );
        assert_eq!(string(r#"'\x51\u0051\U00000051'"#).unwrap(), "QQQ");
        assert_eq!(string(r#""\u00e9 \ud83d\ude00""#).unwrap(), "é 😀");
        assert_eq!(string("'é 😀'").unwrap(), "é 😀");
        assert_eq!(string("''").unwrap(), "");
    }

    #[test]
    fn malformed_values_say_where_reading_stopped() {
        let cases: &[(&str, &str)] = &[
            ("hello", "expected '[' at line 1, column 1, found 'h'"),
            (
                "",
                "expected '[' at line 1, column 1, found the end of the output",
            ),
            ("\n\n  x", "expected '[' at line 3, column 3, found 'x'"),
            (
                "[[\".Q\"]",
                "expected ',' or ']' at line 1, column 8, found the end of the output",
            ),
            (
                "[[\".Q\"] [\"Q.\"]]",
                "expected ',' or ']' at line 1, column 9, found '['",
            ),
            ("[[\".Q\"],]", "expected '[' at line 1, column 9, found ']'"),
            (
                "[[.Q\"]]",
                "expected the end of a string without quotes, before '\"' at line 1, column 5, \
                 found '\"'",
            ),
            ("[[.Q], Q]", "expected '[' at line 1, column 8, found 'Q'"),
            (
                "[[1]]",
                "expected a string in '\"' or '\\'' quotes at line 1, column 3, found '1'",
            ),
            (
                "[[\".Q]]",
                "expected the closing '\"' at line 1, column 8, found the end of the output",
            ),
            (
                "[['.Q\"]]",
                "expected the closing '\\'' at line 1, column 9, found the end of the output",
            ),
            (
                "[[\".Q\n\"]]",
                "expected the closing '\"' at line 1, column 6, found '\\n'",
            ),
            (
                "[[\"\\q\"]]",
                "expected an escape after '\\': one of \\ \" ' / n t r b f 0 x u U at line 1, \
                 column 5, found 'q'",
            ),
            (
                "[[\"\\x5\"]]",
                "expected 2 hexadecimal digits at line 1, column 7, found '\"'",
            ),
            (
                "[[\"\\ud800\"]]",
                "expected a character code at line 1, column 6, found 0xd800, which is not one",
            ),
            (
                "[[\"\\U00110000\"]]",
                "expected a character code at line 1, column 6, found 0x110000, which is not one",
            ),
            (
                "[[\".Q\"]]]",
                "expected the end of the output at line 1, column 9, found ']'",
            ),
            (
                "[[\".Q\"]]\n[]\n",
                "expected the end of the output at line 2, column 1, found '['",
            ),
            (
                "[['é'], ['😀' 'Q']]",
                "expected ',' or ']' at line 1, column 14, found '\\''",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(boards(text).unwrap_err(), *message, "{text:?}");
        }
    }

    #[test]
    fn malformed_integers_say_where_reading_stopped() {
        let cases: &[(&str, &str)] = &[
            (
                "",
                "expected an integer at line 1, column 1, found the end of the output",
            ),
            (
                "-",
                "expected an integer at line 1, column 2, found the end of the output",
            ),
            ("- 5", "expected an integer at line 1, column 2, found ' '"),
            (
                "ninety-two",
                "expected an integer at line 1, column 1, found 'n'",
            ),
            (
                "92.0",
                "expected the end of the output at line 1, column 3, found '.'",
            ),
            (
                "92 92",
                "expected the end of the output at line 1, column 4, found '9'",
            ),
            (
                "1e3",
                "expected the end of the output at line 1, column 2, found 'e'",
            ),
            (
                "\"92\"",
                "expected an integer at line 1, column 1, found '\"'",
            ),
            ("[92]", "expected an integer at line 1, column 1, found '['"),
            (
                "99999999999999999999",
                "expected an integer that fits in 64 bits at line 1, column 1, found \
                 \"99999999999999999999\"",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(count(text).unwrap_err(), *message, "{text:?}");
        }
        let huge = "9".repeat(100_000);
        assert_eq!(
            count(&format!(" \n {huge}")).unwrap_err(),
            format!(
                "expected an integer that fits in 64 bits at line 2, column 2, found {:?}… \
                 (100000 characters)",
                &huge[..40]
            )
        );
        assert_eq!(
            pairs("[[0,1],[1,x]]").unwrap_err(),
            "expected an integer at line 1, column 11, found 'x'"
        );
    }

    #[test]
    fn deep_garbage_stops_at_the_depth_the_type_has() {
        let deep = "[".repeat(1_000_000);
        assert_eq!(
            boards(&deep).unwrap_err(),
            "expected a string in '\"' or '\\'' quotes at line 1, column 3, found '['"
        );
    }
}
