//! The syntax guard (`nqueens::submission::syntax`): every feature of its table written two ways
//! (on one line, and spread over lines with comments between), refused one Rust version short of
//! it and accepted at it; ordinary contest code, our own blocks at their judges' Rust, and
//! strings and comments that merely hold such text are never refused; and `judge --practise`
//! refuses the forms the textual guard let through, at the learner's line.

// `judge --practise` compiles with a judge's rustc: not under Wine, whose prefix has none.
use nqueens::problems::PROBLEMS;
use nqueens::submission;
use nqueens::submission::syntax::{newer_than, older_than, FEATURES};
use std::env;
use std::path::Path;
#[cfg(unix)]
use {crate::common::Scratch, assert_cmd::cargo::cargo_bin_cmd, std::fs};

/// The line a spread-out use is reported at carries this comment.
const HERE: &str = "/*@*/";

/// Each feature by the Rust that brought it and a word of its name, written on one line and
/// spread over lines; the spread form marks its reported line with [`HERE`].
const USES: &[(&str, &str, &str, &str)] = &[
    (
        "1.57",
        "`panic!`",
        r#"const fn half(n: u32) -> u32 { if n % 2 == 1 { panic!("odd") } n / 2 } fn main() { let _ = half(4); }"#,
        r#"const fn half(n: u32) -> u32 {
    if n % 2 == 1 {
        // odd
        panic! /*@*/ (
            "odd"
        )
    }
    n / 2
}"#,
    ),
    (
        "1.57",
        "`panic!`",
        "const N: usize = 8; const _: () = assert!(N > 0); fn main() {}",
        "const N: usize = 8;
const CHECKED: usize = {
    assert!(N > 0); /*@*/
    N
};",
    ),
    (
        "1.57",
        "braced macro",
        "fn main() { vec! { 1, 2 }.len(); }",
        "macro_rules! row { () => { Some(1) } }
fn f() -> Option<u8> {
    row! {
        // nothing
    }
    ? /*@*/;
    None
}",
    ),
    (
        "1.58",
        "format string",
        r#"fn main() { let n = 3; println!("{n}"); }"#,
        r#"fn main() {
    let (line, mut out) = ("x", String::new());
    use std::fmt::Write;
    writeln!(
        out, /* the buffer */
        "{}: \
         {line}", /*@*/
        1
    )
    .unwrap();
}"#,
    ),
    (
        "1.58",
        "format string",
        r#"fn f(w: usize) { assert_eq!(w, 1, "{:w$}", 1); }"#,
        r#"fn main() {
    let row = 1;
    panic!(
        // why
        r"row {}:
{row:?}", /*@*/
        row
    );
}"#,
    ),
    (
        "1.59",
        "destructuring",
        "fn f(mut a: u64, mut b: u64) -> u64 { while b != 0 { (a, b) = (b, a % b); } a }",
        "fn f(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        ( /*@*/
            a, // the larger
            b,
        )
        = (b, a % b);
    }
    a
}",
    ),
    (
        "1.59",
        "destructuring",
        "struct P { x: u8 } fn f(p: P) { let x; P { x } = p; let _ = || [x] = [1]; }",
        "fn f(n: u8) {
    let (mut a, mut b, mut c) = (0, 1, 2);
    match n {
        0 => (a, c) = (1, 2), /*@*/
        _ => { _ = c; }
    }
}",
    ),
    (
        "1.59",
        "default for a const",
        "struct Board<const N: usize = 8> { cells: [u8; N] } fn main() { let b: Board = Board { cells: [0; 8] }; let _ = b.cells; }",
        "struct Board<
    T,
    const N: usize /*@*/ // the side
        = 8,
> {
    cells: [T; N],
}",
    ),
    (
        "1.59",
        "type parameter after",
        "struct Grid<const N: usize, T> { cells: [T; N] } fn main() { let g = Grid::<2, u8> { cells: [0; 2] }; let _ = g.cells; }",
        "fn fill<
    const N: usize,
    T: Copy, /*@*/
>(x: T) -> [T; N] {
    [x; N]
}",
    ),
    (
        "1.59",
        "thread_local",
        "use std::cell::Cell; thread_local! { static COUNT: Cell<u32> = const { Cell::new(0) }; } fn main() { COUNT.with(|c| c.set(1)); }",
        "use std::cell::RefCell;
thread_local! {
    static MEMO: RefCell<Vec<u64>> = /* empty */
        const /*@*/ { RefCell::new(Vec::new()) };
}",
    ),
    (
        "1.59",
        "inline assembly",
        r#"use std::arch::asm; fn main() { let x: u64; unsafe { asm!("mov {}, 5", out(reg) x); } println!("{}", x); }"#,
        r#"fn lowest(x: u64) -> u64 {
    let y: u64;
    unsafe {
        std::arch::asm /*@*/ !(
            "bsf {0}, {1}",
            out(reg) y,
            in(reg) x,
        );
    }
    y
}"#,
    ),
    (
        "1.61",
        "on a `const fn`",
        "const fn first<T: Copy>(v: [T; 1]) -> T { v[0] } fn main() { let _ = first([1]); }",
        "pub const /*@*/ fn first<T>(
    v: [T; 1],
) -> T
where
    T: Copy,
{
    v[0]
}",
    ),
    (
        "1.61",
        "on a `const fn`",
        "struct W<T>(T); impl<T: Copy> W<T> { const fn get(&self) -> T { self.0 } } fn main() { let _ = W(1).get(); }",
        "struct W<T>(T);
impl<T> W<T>
where
    T: Copy,
{
    const fn new(x: T) -> Self { W(x) } /*@*/
}",
    ),
    (
        "1.61",
        "on a `const fn`",
        "const fn keep(x: impl Copy) -> impl Copy { x } fn main() { let _ = keep(1); }",
        "const fn pick( /*@*/
    f: fn(u8) -> u8,
) -> fn(u8) -> u8 {
    f
}",
    ),
    (
        "1.62",
        "#[default]",
        "#[derive(Default)] enum Cell { #[default] Empty, Queen }",
        "#[derive(Default)]
enum Cell {
    # /*@*/
    [ default ]
    Empty,
    Queen,
}",
    ),
    (
        "1.63",
        "explicit generic arguments",
        "fn total<T: Into<u64>>(x: T, more: impl Iterator<Item = u64>) -> u64 { x.into() + more.sum::<u64>() } fn main() { let _ = total::<u8>(1, 0..3); }",
        "fn total<T: Into<u64>>(x: T, more: impl Iterator<Item = u64>) -> u64 {
    x.into() + more.sum::<u64>()
}
fn main() {
    let t = total /*@*/
        ::<u8>(1, 0..3);
}",
    ),
    (
        "1.63",
        "explicit generic arguments",
        "struct B; impl B { fn pick<T: Default>(&self, f: impl Fn(T) -> T) -> T { f(T::default()) } } fn main() { let _ = B.pick::<u8>(|x| x); }",
        "struct Board;
impl Board {
    fn pick<T: Default>(&self, f: impl Fn(T) -> T) -> T {
        f(T::default())
    }
}
fn main() {
    let _ = Board
        .pick /*@*/
        ::<u8>(|x| x);
}",
    ),
    (
        "1.65",
        "let-else",
        "fn f(t: &str) -> u32 { let Ok(n) = t.parse::<u32>() else { return 0 }; n }",
        "fn f(t: &str) -> u32 {
    let Some(n) = (match t.len() { /*@*/
        0 => None,
        _ => t.parse().ok(),
    }) // the value
    /* or */ else {
        return 0;
    };
    n
}",
    ),
    (
        "1.65",
        "let-else",
        "fn f(v: &[u8]) -> u8 { let [first, ..] = v else { return 0 }; *first }",
        "fn f(v: &[u32]) -> u32 {
    let Some(n) = v /*@*/
        .iter()
        .map(|x| if *x > 1 { x + 1 } else { *x })
        .next()
    else {
        return 0;
    };
    n
}",
    ),
    (
        "1.65",
        "labelled block",
        "fn main() { let x = 'a: { if true { break 'a 1; } 2 }; println!(\"{}\", x); }",
        "fn main() {
    let found = 'search: /*@*/ // the label
    {
        for i in 0..8 {
            if i == 3 { break 'search Some(i); }
        }
        None
    };
    let _ = found;
}",
    ),
    (
        "1.65",
        "generic associated type",
        "trait Rows { type Row<'a> where Self: 'a; fn row(&self) -> Self::Row<'_>; }",
        "impl Rows for Grid {
    type Row /*@*/
        <'a> // a borrow of the grid
    = &'a [u8] where Self: 'a;
    fn row(&self) -> &[u8] { &self.0 }
}",
    ),
    (
        "1.66",
        "half-open",
        "fn f(n: i32) -> bool { matches!(n, ..=0) }",
        "fn sign(n: i32) -> i32 {
    match n {
        ..= /*@*/ // up to
        -1 => -1,
        0 => 0,
        _ => 1,
    }
}",
    ),
    (
        "1.66",
        "explicit discriminant",
        "#[repr(u8)] enum Cell { Empty = 0, Queen(u8) = 1 } fn main() { let _ = (Cell::Empty, Cell::Queen(1)); }",
        "#[repr(u8)]
enum Cell {
    Empty,
    Queen {
        row: u8,
    } = 7, /*@*/
}",
    ),
    (
        "1.75",
        "`impl Trait`",
        "trait Moves { fn moves(&self) -> impl Iterator<Item = usize>; }",
        "trait Board {
    /// The queens.
    fn queens(&self)
        -> Box<dyn Fn() -> usize> /* not yet */ + Send
    where Self: Sized;
    fn more(&self) /*@*/
        -> impl Iterator<
            Item = (usize, usize),
        > + '_;
}",
    ),
    (
        "1.75",
        "`async fn`",
        "trait Fetch { async fn fetch(&self) -> u8; }",
        "trait Fetch {
    #[allow(unused)]
    async /*@*/
    fn fetch(&self) -> u8;
}",
    ),
    (
        "1.75",
        "`usize`",
        "fn f(n: usize) -> u8 { match n { 0 => 0, 1.. => 1 } } fn main() { let _ = f(3); }",
        "fn parity(n: usize) -> usize {
    match n {
        0..=1 => n,
        2.. if n % 2 == 0 => 0,
        2.. => 1, /*@*/
    }
}",
    ),
    (
        "1.75",
        "`usize`",
        "fn f(v: &[u8]) -> u8 { match v.len() { 0 => 0, 1.. => 1 } } fn main() { let _ = f(&[1]); }",
        "fn f(v: &[u8]) -> u8 {
    match v.len() {
        0 => 0,
        // the rest
        1
        .. /*@*/ => 1,
    }
}",
    ),
    (
        "1.77",
        "C string",
        r#"fn main() { let s = c"queens"; }"#,
        r##"fn main() {
    let name = cr#"eight /*@*/
"queens""#;
}"##,
    ),
    (
        "1.78",
        "diagnostic",
        r#"#[diagnostic::on_unimplemented(message = "not a board")] trait Board {} fn main() {}"#,
        r#"#[
    diagnostic /*@*/
    ::on_unimplemented(message = "{Self} is not a board")
]
trait Board {}"#,
    ),
    (
        "1.79",
        "inline `const",
        "fn main() { let v = [const { Vec::<u8>::new() }; 8]; }",
        "fn main() {
    let rows: [Vec<u8>; 8] = [
        const /*@*/ /* empty */ {
            Vec::new()
        };
        8
    ];
}",
    ),
    (
        "1.79",
        "associated type bound",
        "fn sum(v: impl Iterator<Item: Into<u64>>) -> u64 { v.map(Into::into).sum() }",
        "fn sum<I>(v: I) -> u64
where
    I: std::iter::IntoIterator< /*@*/
        // the counts
        Item: Into<u64>,
    >,
{
    v.into_iter().map(Into::into).sum()
}",
    ),
    (
        "1.80",
        "exclusive range",
        "fn f(c: u8) -> bool { matches!(c, 0..8) }",
        "fn f(c: u8) -> u8 {
    match c {
        0
        // the left half
        ..4 /*@*/ => 0,
        _ => 1,
    }
}",
    ),
    (
        "1.80",
        "exclusive range",
        "fn f(c: Option<char>) -> bool { if let Some('a'..'z') = c { true } else { false } }",
        "fn f(c: u8, n: u8) -> u8 {
    match c {
        0 => for _ in 0..n {},
        x if (0..3).contains(&x) => if x > 1 { 1 } else { 2 }
        (
            5
            ..8 /*@*/
        ) => 3,
        _ => 4,
    }
}",
    ),
    (
        "1.80",
        "`size_of`",
        r#"fn main() { let bits = size_of::<usize>() * 8; println!("{}", bits); }"#,
        r#"fn main() {
    let bytes = size_of_val /*@*/ (
        &[0u64; 4],
    );
    println!("{}", bytes);
}"#,
    ),
    (
        "1.80",
        "`size_of`",
        r#"fn main() { let a = align_of::<u64>(); println!("{}", a); }"#,
        r#"fn main() {
    let bytes = size_of_val /*@*/ (
        &[0u64; 4],
    );
    println!("{}", bytes);
}"#,
    ),
    (
        "1.81",
        "#[expect",
        "#[expect(dead_code)] fn f() {}",
        "#[ /*@*/
    // silenced
    expect(unused_variables)
]
fn f(x: u8) {}",
    ),
    (
        "1.82",
        "use<..>",
        "fn f<'a>(x: &'a [u8]) -> impl Iterator<Item = u8> + use<'a> { x.iter().copied() }",
        "fn f<'a>(x: &'a [u8])
    -> impl Iterator<Item = u8>
    + use /*@*/
    <'a> { x.iter().copied() }",
    ),
    (
        "1.82",
        "raw borrow",
        "fn main() { let x = 1; let p = &raw const x; }",
        "fn main() {
    let mut x = 1;
    let p = & /*@*/
        raw // a pointer
        mut x;
}",
    ),
    (
        "1.82",
        "`unsafe extern`",
        r#"unsafe extern "C" { safe fn abs(x: i32) -> i32; } fn main() { println!("{}", abs(-3)); }"#,
        r#"unsafe /*@*/
extern "C" {
    pub safe fn abs(x: i32) -> i32;
    pub unsafe fn labs(x: i64) -> i64;
}"#,
    ),
    (
        "1.82",
        "unsafe attribute",
        r#"#[unsafe(no_mangle)] pub extern "C" fn queens() -> u32 { 92 } fn main() {}"#,
        r#"#[
    unsafe /*@*/ ( // the linker's name
        export_name = "queens"
    )
]
pub extern "C" fn queens() -> u32 { 92 }"#,
    ),
    (
        "1.82",
        "floating-point",
        "const fn area(r: f64) -> f64 { 3.0 * r * r } fn main() { let _ = area(1.0); }",
        "const fn area(
    r: f64,
) -> f64 {
    r
        * 3.5 /*@*/
}",
    ),
    (
        "1.82",
        "floating-point",
        "const fn small(x: f64) -> bool { x < 1.0 } fn main() { let _ = small(1.0); }",
        "const fn scaled(x: f64) -> f64 {
    let mut y = x;
    y += /*@*/
        0.5;
    y
}",
    ),
    (
        "1.83",
        "raw lifetime",
        "fn first<'r#a>(x: &'r#a [u8]) -> &'r#a u8 { &x[0] } fn main() { let _ = first(&[1]); }",
        "fn main() {
    'r#loop /*@*/ : for i in 0..3 {
        if i == 1 { break 'r#loop; }
    }
}",
    ),
    (
        "1.83",
        "`&mut`",
        "const fn bump(x: &mut u32) { *x += 1; } fn main() { let mut x = 1; bump(&mut x); }",
        "const fn two() -> u32 {
    let mut a = 1;
    let r = & /*@*/
        mut a;
    *r += 1;
    a
}",
    ),
    (
        "1.83",
        "`&mut`",
        "const X: u32 = { let mut a = 1; let r = &mut a; *r += 1; a }; fn main() { let _ = X; }",
        "const X: u32 = {
    let mut a = 1;
    let r = &mut a; /*@*/
    *r += 1;
    a
};",
    ),
    (
        "1.85",
        "async closure",
        "fn main() { let f = async |x: u8| x + 1; }",
        "fn main() {
    let f = async /*@*/ /* later */ move
        |x: u8| { x + 1 };
}",
    ),
    (
        "1.86",
        "target_feature",
        r#"#[target_feature(enable = "avx2")] fn sum(v: &[u32]) -> u32 { v.iter().sum() } fn main() {}"#,
        r#"#[target_feature(enable = "avx2")] /*@*/
#[inline]
pub fn sum(v: &[u32]) -> u32 {
    v.iter().sum()
}"#,
    ),
    (
        "1.88",
        "let chain",
        "fn f(v: Option<i32>) { if let Some(x) = v && x > 0 { return; } }",
        "fn f(stack: &mut Vec<i32>) {
    while let Some(top) = stack.pop() /*@*/
        // and a condition
        && top > 0
    {
        stack.push(top - 1);
    }
}",
    ),
    (
        "1.88",
        "let chain",
        "fn f(n: i32, v: Option<i32>) { if n > 0 && let Some(x) = v { drop(x); } }",
        "fn f(s: Option<(i32, i32)>) {
    if let Some( /*@*/
        (a, b)
    ) = s && a < b {}
}",
    ),
    (
        "1.88",
        "boolean literal",
        r#"#[cfg(false)] fn unused() {} fn main() { if cfg!(true) { println!("x"); } }"#,
        "#[cfg_attr(
    all(unix, true), /*@*/
    derive(Debug)
)]
struct S;",
    ),
    (
        "1.88",
        "boolean literal",
        r#"#[cfg_attr(true, derive(Debug))] struct S; fn main() { println!("{:?}", S); }"#,
        "fn main() {
    if cfg!(
        not(false) /*@*/
    ) {}
}",
    ),
];

/// The version one short of `since`: `1.65` gives `1.64`.
fn one_short(since: &str) -> String {
    let (major, minor) = since.split_once('.').unwrap();
    format!("{major}.{}", minor.parse::<u32>().unwrap() - 1)
}

/// The (line, version, name) of each use `newer_than` finds in `source` at Rust `rust`, edition
/// 2021.
fn found(source: &str, rust: &str) -> Vec<(usize, &'static str, &'static str)> {
    found_in(source, rust, "2021")
}

/// [`found`] in `edition`.
fn found_in(source: &str, rust: &str, edition: &str) -> Vec<(usize, &'static str, &'static str)> {
    newer_than(source, rust, edition)
        .into_iter()
        .map(|found| (found.line, found.feature.since, found.feature.name))
        .collect()
}

#[test]
fn every_feature_is_refused_one_version_short_and_accepted_at_its_own() {
    for &(since, word, one_line, spread) in USES {
        let expected_line = spread.lines().position(|line| line.contains(HERE)).unwrap() + 1;
        for (source, line) in [(one_line, 1), (spread, expected_line)] {
            let short = found(source, &one_short(since));
            assert!(
                short
                    .iter()
                    .any(|&(at, version, name)| (at, version) == (line, since)
                        && name.contains(word)),
                "{word} at line {line} is Rust {since}, found {short:?} in\n{source}"
            );
            assert_eq!(found(source, since), [], "{source}");
        }
    }
    // Each row of the table is tested.
    for feature in FEATURES {
        assert!(
            USES.iter()
                .any(|&(since, word, _, _)| since == feature.since && feature.name.contains(word)),
            "{} has no test",
            feature.name
        );
    }
}

/// Each judge refuses every use of a feature newer than its Rust, on both writings, and
/// accepts the others: the judges either side of a version disagree exactly there.
#[test]
fn each_judge_refuses_exactly_the_features_newer_than_its_rust() {
    let mut judges: Vec<(&str, &str, &str)> = PROBLEMS
        .iter()
        .filter_map(|problem| {
            let compiler = problem.compiler?;
            Some((problem.judge, compiler.rust, compiler.edition))
        })
        .collect();
    judges.sort();
    judges.dedup();
    for &(since, word, one_line, spread) in USES {
        for source in [one_line, spread] {
            for &(judge, rust, edition) in &judges {
                let refused = found_in(source, rust, edition)
                    .iter()
                    .any(|&(_, version, name)| version == since && name.contains(word));
                let newer = older_than(rust, since);
                assert_eq!(
                    refused, newer,
                    "{word} ({since}) at {judge} ({rust}):\n{source}"
                );
            }
        }
    }
}

/// Before edition 2021, `panic!`, `assert!`, `debug_assert!` and `unreachable!` take a message
/// alone as it stands: rustc 1.56 compiles `panic!("{n}")` in 2018 with a warning (it prints
/// `{n}`), so the approximate path must not refuse it; with an argument after it, or in 2021, it
/// is a format string that captures `n` (1.58). Each line checked against rustc 1.56.1.
#[test]
fn a_message_alone_is_no_format_string_before_edition_2021() {
    let alone = [
        r#"panic!("n = {n}")"#,
        r#"panic!("n = {n}",)"#,
        r#"std::panic!("n = {n}")"#,
        r#"assert!(n > 0, "n = {n}")"#,
        r#"debug_assert!(n > 0, "n = {n}")"#,
        r#"unreachable!("n = {n}")"#,
    ];
    let formats = [
        r#"panic!("n = {n} {}", 1)"#,
        r#"assert!(n > 0, "{n} {}", 1)"#,
        r#"unreachable!("{n} {}", 1)"#,
        r#"todo!("n = {n}")"#,
        r#"unimplemented!("n = {n}")"#,
        r#"assert_eq!(n, 3, "n = {n}")"#,
        r#"println!("n = {n}")"#,
    ];
    let program = |call: &str| format!("fn main() {{\n    let n = 3;\n    {call};\n}}\n");
    for call in alone {
        assert_eq!(found_in(&program(call), "1.56", "2018"), [], "{call}");
        assert_eq!(found_in(&program(call), "1.56", "2015"), [], "{call}");
        let in_2021 = found_in(&program(call), "1.56", "2021");
        assert!(
            matches!(in_2021[..], [(3, "1.58", _)]),
            "{call}: {in_2021:?}"
        );
    }
    for call in formats {
        let in_2018 = found_in(&program(call), "1.56", "2018");
        assert!(
            matches!(in_2018[..], [(3, "1.58", _)]),
            "{call}: {in_2018:?}"
        );
    }
}

/// A block cut off anywhere (a learner's half-written line, an unclosed bracket or string) is
/// read without a panic by every detector.
#[test]
fn a_block_cut_anywhere_is_read_without_a_panic() {
    for &(_, _, one_line, spread) in USES {
        for source in [one_line, spread] {
            for (end, _) in source.char_indices() {
                newer_than(&source[..end], "1.56", "2018");
                newer_than(&source[end..], "1.56", "2018");
            }
        }
    }
}

#[test]
fn ordinary_contest_code_is_not_refused_at_rust_1_56() {
    let source = r#"use std::io::{self, Read, Write};
use std::collections::HashMap;
struct Grid<T> { cells: Vec<T> }
type Board<T> = Vec<Vec<T>>;
trait Search { type Item; fn next(&mut self) -> Option<Self::Item>; }
trait Walk { fn walk<F: Fn() -> u8>(&self, f: F, g: impl Fn()) -> u8; }
struct Sorted<T: Ord, const M: usize> { items: Vec<T> }
fn largest<T: Ord + Copy, I: Iterator<Item = T>>(it: I) -> Option<T> where T: Copy { it.max() }
macro_rules! map { ($t:ty) => { Vec::<$t>::new() }; }
impl<T: Copy> Search for Grid<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.cells.pop() }
}
impl<T> Grid<T> { fn all(&self) -> impl Iterator<Item = &T> + '_ { self.cells.iter() } }
const N: usize = 8;
const fn twice(n: usize) -> usize { 2 * n }
fn evens<const M: usize>(raw: [u8; M]) -> usize { raw.iter().filter(|&&x| x % 2 == 0).count() }
fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let n: usize = match s.trim().parse() { Ok(n) => n, Err(_) => return };
    let size = if n > 8 { 8 } else { n };
    let rows = match n { 0 => 1, _ => n };
    let width = Some(n).map_or(0, |v| if v > 1 { v } else { 1 });
    let r = 0..n;
    let v: Vec<usize> = (0..n).map(|i| i * 2).collect();
    let [first, ..] = [1, 2, 3];
    let (a, b) = (1, 2);
    let mut board = [[(0, 0); 2]; 2];
    let mut map = HashMap::new();
    map.insert(1, 2);
    'outer: for i in 0..n {
        'inner: loop { if i > 2 { break 'outer; } break 'inner; }
    }
    match n as u32 {
        0..=7 => {}
        8.. => {}
    }
    match (n, a) {
        (1, ..) | (.., 2) => println!("{} {0}", n),
        (x, _) if (0..3).contains(&x) => for i in 0..x { print!("{}", i); }
        _ => { let t = 0..n; drop(t); }
    }
    if let Some(&&x) = [&&1].iter().next() { drop(x); }
    if let (1, x) | (x, 1) = (a, b) { drop(x); }
    let total: usize = match Some(Grid { cells: vec![n] }) {
        Some(Grid { cells }) => if let [x] = cells[..] { (0..x).sum() } else { 0 },
        None => 0,
    };
    let m: Vec<u8> = map!(u8);
    board[a][b - 1] = (1, 2);
    if let Some(x) = v.first() { drop(x); } else if n > 1 && a < b { }
    while let Some(x) = map.remove(&1) { drop(x); }
    let done = if let Some(x) = v.last() { *x } else { 0 };
    let f = move || n + 1;
    let out = io::stdout();
    let mut out = out.lock();
    writeln!(out, "{} {:>w$}", n, size, w = 3).unwrap();
    eprintln!("row {row:?}: {}", n, row = 1);
    let raw = 1;
    let p = &raw;
    let c = 'c';
    let e = 1e-9;
    let _ = (r, first, rows, width, done, f(), p, c, e, twice(N), evens([1u8; 3]), size, total, m);
}
"#;
    assert_eq!(found(source, "1.56"), []);
}

/// The input macros and scanner of a common contest template (after tanakh's `input!`).
#[test]
fn a_contest_template_is_not_refused_at_rust_1_56() {
    let source = r#"use std::io::{BufRead, Write};
macro_rules! input {
    (source = $s:expr, $($r:tt)*) => {
        let mut iter = $s.split_whitespace();
        input_inner!{iter, $($r)*}
    };
}
macro_rules! input_inner {
    ($iter:expr) => {};
    ($iter:expr, ) => {};
    ($iter:expr, $var:ident : $t:tt $($r:tt)*) => {
        let $var = read_value!($iter, $t);
        input_inner!{$iter $($r)*}
    };
}
macro_rules! read_value {
    ($iter:expr, ( $($t:tt),* )) => { ( $(read_value!($iter, $t)),* ) };
    ($iter:expr, [ $t:tt ; $len:expr ]) => {
        (0..$len).map(|_| read_value!($iter, $t)).collect::<Vec<_>>()
    };
    ($iter:expr, usize1) => { read_value!($iter, usize) - 1 };
    ($iter:expr, $t:ty) => { $iter.next().unwrap().parse::<$t>().expect("Parse error") };
}
struct Scanner<R: BufRead> { reader: R, buffer: Vec<String> }
impl<R: BufRead> Scanner<R> {
    fn next<T: std::str::FromStr>(&mut self) -> T where T::Err: std::fmt::Debug {
        loop {
            if let Some(token) = self.buffer.pop() { return token.parse().unwrap(); }
            let mut line = String::new();
            self.reader.read_line(&mut line).unwrap();
            self.buffer = line.split_whitespace().rev().map(String::from).collect();
        }
    }
}
fn main() {
    input! { source = "3 1 2 3", n: usize, a: [u64; n] }
    let (mut lo, mut hi) = (0usize, n);
    while lo < hi { let mid = (lo + hi) / 2; if a[mid] < 2 { lo = mid + 1 } else { hi = mid } }
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    writeln!(out, "{}", lo).unwrap();
}
"#;
    assert_eq!(found(source, "1.56"), []);
}

/// Next to each row, the older form that Rust 1.56 compiles (checked with `rustc +1.56` under
/// editions 2018 and 2021): a plain `thread_local!` initialiser, discriminants on a unit-only
/// enum, a type parameter before a const one, `const fn`s bounded by `Sized` or lifetimes only,
/// turbofish on a `fn` without `impl Trait` (and on `str::parse` beside the block's own `fn parse`
/// that has one), `unsafe extern "C" fn`, `#[target_feature]` on an `unsafe fn`, `&mut` outside
/// `const`, a `cfg` without literals, a braced macro as a value, `mem::size_of` named in full or
/// imported, floats in a `const` item and passed, negated or cast in a `const fn`, a half-open
/// `match` on a `u32`, or on a `usize` with `_` or a binding, and a `fn cfg` and a
/// `macro_rules! asm` of the block's own.
#[test]
fn the_older_forms_beside_the_rows_are_not_refused_at_rust_1_56() {
    let source = r#"use std::cell::Cell;
thread_local! { static SEEN: Cell<u32> = Cell::new(0); }
#[repr(u8)]
enum Colour { Red = 1, Green = 2 }
enum Shape { Dot, Line(u8) }
struct Sorted<T: Ord, const M: usize> { items: [T; M] }
struct Wrap<T>(T);
impl<T> Wrap<T> { const fn new(x: T) -> Self { Wrap(x) } }
impl<T: Copy> Wrap<T> { fn get(&self) -> T { self.0 } }
const fn id<T: Sized>(x: T) -> T { x }
const fn first<'a: 'b, 'b>(x: &'a [u8]) -> &'b [u8] { x }
const N: usize = 8;
const fn twice(n: usize) -> usize { n * 2 }
fn total<T: Into<u64>>(x: T) -> u64 { x.into() }
fn sum_all(v: impl Iterator<Item = u64>) -> u64 { v.sum::<u64>() }
const HALF: f64 = 1.0 / 2.0;
const fn keep(x: f64) -> f64 { x }
const fn below() -> f64 { return -1.5; }
const fn whole(x: f64) -> u32 { x as u32 }
const fn bytes(n: usize) -> usize { n * 8usize + 1e3 as usize }
fn area(r: f64) -> f64 { 3.0 * r * r }
fn small(n: u32, m: usize) -> u8 {
    let a = match n { 0 => 0, 1.. => 1 };
    let b = match m { 0 => 0, 1.. if m > 3 => 1, _ => 2 };
    let c = match m { 0 => 0, k => k as u8 };
    a + b + c
}
fn parse<T: std::str::FromStr>(s: &str, done: impl Fn()) -> Option<T> { done(); s.parse().ok() }
unsafe extern "C" fn callback() {}
extern "C" { fn abs(x: i32) -> i32; }
#[target_feature(enable = "avx2")]
unsafe fn fast(v: &[u32]) -> u32 { v.iter().sum() }
#[cfg(test)]
fn only_in_tests() {}
#[cfg_attr(test, derive(Debug))]
struct Marked;
fn cfg(on: bool) -> bool { on }
use std::mem::{self, size_of_val};
macro_rules! asm { () => { 0 } }
fn main() {
    let n = vec! { 1, 2 }.len();
    let mut x = 1;
    let r = &mut x;
    *r += twice(N);
    'outer: for i in 0..3 { if i == 1 { break 'outer; } }
    let _ = total::<u8>(1) + sum_all(0..3) + asm!();
    let parsed: Option<u8> = parse("1", || {});
    let _ = ("5".parse::<u64>(), parsed);
    let widths = (std::mem::size_of::<u64>(), size_of_val(&x), mem::align_of::<u8>());
    let floats = (keep(HALF), below(), whole(2.5), area(1.0), bytes(1), small(1, 2));
    let align_of = |n: usize| n + 1;
    let _ = align_of(1);
    if cfg!(debug_assertions) && cfg(true) { assert!(n > 0); }
    let shapes = [Shape::Dot, Shape::Line(1)];
    unsafe { callback(); abs(-1); }
    SEEN.with(|c| c.set(1));
    let big = |x: u32| if x > 9 { panic!("big") } else { x };
    let s = Sorted { items: [1, 2] };
    let _ = (Colour::Red as u8, Colour::Green, shapes, id(1), first(&[1]), big(1), s.items, Wrap::new(1).get(), Marked);
    let _ = (fast, widths, floats);
}
"#;
    assert_eq!(found(source, "1.56"), []);
}

#[test]
fn text_in_strings_and_comments_is_not_syntax() {
    let source = r####"// let Some(x) = y else { return };  'a: { break 'a }  c"x"
/* a /* nested */ matches!(c, 0..8) #[expect(x)] */
/// if let Some(x) = y && x > 0 { }
fn main() {
    let t = "{n} let Some(x) = y else { return };";
    let u = r#"matches!(c, 0..8) 'a: { } async |x| &raw const x"#;
    let v = format!("{}", "{n}");
    let w = b"{n}";
    let braces = ('{', '}', "\u{a}");
    println!("{{n}} {} \u{a}", t);
    let _ = (u, v, w, braces);
}
"####;
    assert_eq!(found(source, "1.56"), []);
}

/// Our own blocks pass at their judges' Rust: the detectors see no syntax there that is not.
#[test]
fn our_blocks_pass_at_their_judges_rust() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for problem in PROBLEMS {
        let Some(compiler) = problem.compiler else {
            continue;
        };
        let source = submission::read(root, problem).unwrap();
        let block = submission::block(&source).unwrap();
        assert_eq!(found(block.text, compiler.rust), [], "{}", problem.name);
        checked += 1;
    }
    assert!(checked >= 12, "{checked} blocks");
}

/// A workspace holding `src/bin/<name>.rs` with `block` between the markers, removed when dropped.
#[cfg(unix)]
struct Workspace(Scratch);

#[cfg(unix)]
impl Workspace {
    fn new(name: &str, block: &str) -> Workspace {
        let root = Scratch::new(&format!("syntax-{name}"));
        fs::create_dir_all(root.join("src/bin")).unwrap();
        let source = format!(
            "//! My own {name}.\n{}\n{block}{}\n",
            submission::BEGIN,
            submission::END
        );
        fs::write(root.join(format!("src/bin/{name}.rs")), source).unwrap();
        Workspace(root)
    }

    /// `judge --practise <name>` on the approximate path (the syntax table reads the block):
    /// its exit status and stdout.
    fn practise(&self, name: &str) -> (Option<i32>, String) {
        let output = cargo_bin_cmd!("judge")
            .env("NQUEENS_SOURCES", &self.0)
            .env(submission::TOOLCHAINS, "off")
            .args(["--practise", name])
            .output()
            .unwrap();
        (
            output.status.code(),
            String::from_utf8(output.stdout).unwrap(),
        )
    }
}

/// The forms the line-based guard let through, and two the issue found the table without (a const
/// generic default on AcWing, an `unsafe extern` block on AOJ), end in a Compilation Error at the
/// learner's line.
#[test]
#[cfg(unix)]
fn practise_refuses_what_the_textual_guard_missed() {
    let cases = [
        (
            "spojnqueen",
            "fn main() {\n    let text = String::new();\n    let Some(n) = text\n        .split_whitespace()\n        .next()\n    else {\n        return;\n    };\n    print!(\"{}\", n);\n}\n",
            "src/bin/spojnqueen.rs:5: let-else is Rust 1.65; SPOJ runs 1.56: ",
        ),
        (
            "cses1624",
            "fn main() {\n    let c = 3u8;\n    print!(\"{}\", matches!(c, 0..8));\n}\n",
            "src/bin/cses1624.rs:5: an exclusive range pattern (`0..5 =>`) is Rust 1.80; CSES runs 1.75: ",
        ),
        (
            "acwing843",
            "fn main() {\n    let x = 'found: {\n        break 'found 1;\n    };\n    print!(\"{}\", x);\n}\n",
            "src/bin/acwing843.rs:4: a labelled block (`'a: { ... break 'a ... }`) is Rust 1.65; AcWing is taken to run 1.58 (its Rust is not known): ",
        ),
        (
            "acwing843",
            "struct Board<const N: usize = 8> {\n    cells: [u8; N],\n}\nfn main() {\n    let board: Board = Board { cells: [0; 8] };\n    print!(\"{}\", board.cells.len());\n}\n",
            "src/bin/acwing843.rs:3: a default for a const generic parameter (`<const N: usize = 8>`) is Rust 1.59; AcWing is taken to run 1.58 (its Rust is not known): ",
        ),
        (
            "aoj8queens",
            "unsafe extern \"C\" {\n    safe fn abs(x: i32) -> i32;\n}\nfn main() {\n    print!(\"{}\", abs(-3));\n}\n",
            "src/bin/aoj8queens.rs:3: an `unsafe extern` block is Rust 1.82; AOJ runs 1.79: ",
        ),
    ];
    for (name, block, refusal) in cases {
        let (code, stdout) = Workspace::new(name, block).practise(name);
        assert_eq!(code, Some(1), "{stdout}");
        assert!(stdout.contains(refusal), "{stdout}");
        assert!(
            stdout.ends_with("\n\nverdict: Compilation Error\n"),
            "{stdout}"
        );
    }
}
