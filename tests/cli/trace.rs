//! `trace` as a process, held to facts it does not compute itself: the nodes of the methods that
//! fill the rows in order against the partial placements counted here by another algorithm
//! (level by level, every pair of queens compared), the solutions against OEIS A000170, every
//! line of a step list replayed on a board of this file's own (the square refused is really
//! attacked along the line named, the masks are the board's, the placements attack nothing, the
//! solutions are the known ones), the golden step lists of n = 4 in `tests/trace/` checked the
//! same way before they are compared, the SVG well formed with one node element per node, and
//! refused input. No timing: the `time` line is left out of every comparison.

use assert_cmd::cargo::cargo_bin_cmd;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// OEIS A000170: the solutions for n = 1..=10.
const SOLUTIONS: [u64; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
pub(crate) const METHODS: [&str; 5] = ["arrays", "bits", "matrix", "mirror", "constrained"];
/// The methods that fill the rows top to bottom, trying every square: their nodes are exactly
/// the partial placements in the first rows.
const IN_ORDER: [&str; 3] = ["arrays", "bits", "matrix"];

struct Output {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn trace(args: &[&str]) -> Output {
    let output = cargo_bin_cmd!("trace")
        .args(args)
        .output()
        .expect("trace runs");
    Output {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// A run that must succeed, its stdout.
pub(crate) fn ok(args: &[&str]) -> String {
    let output = trace(args);
    assert_eq!(output.code, Some(0), "trace {args:?}: {}", output.stderr);
    assert_eq!(output.stderr, "", "trace {args:?}");
    output.stdout
}

/// The independent count: how many ways k non-attacking queens stand in the first k rows, for
/// k = 0..=n, built level by level (breadth first) and checked pair by pair.
fn partial_placements(n: usize) -> Vec<u64> {
    let mut level: Vec<Vec<usize>> = vec![Vec::new()];
    let mut counts = vec![1];
    for row in 0..n {
        let mut next = Vec::new();
        for placement in &level {
            for col in 0..n {
                let safe = placement.iter().enumerate().all(|(r, &c)| {
                    c != col && (row - r) != c.abs_diff(col) // same column, or same diagonal
                });
                if safe {
                    let mut longer = placement.clone();
                    longer.push(col);
                    next.push(longer);
                }
            }
        }
        counts.push(next.len() as u64);
        level = next;
    }
    counts
}

/// The numbers of a `nodes per depth: 1 4 6 4 2 (17 in all)` line, and the total.
pub(crate) fn nodes(summary: &str) -> (Vec<u64>, u64) {
    let line = summary
        .lines()
        .find_map(|line| line.strip_prefix("nodes per depth: "))
        .unwrap_or_else(|| panic!("no nodes line in {summary}"));
    let (depths, total) = line.split_once(" (").expect("a total");
    let depths = depths.split(' ').map(|d| d.parse().unwrap()).collect();
    let total = total.strip_suffix(" in all)").unwrap().parse().unwrap();
    (depths, total)
}

pub(crate) fn solutions(summary: &str) -> u64 {
    let line = summary
        .lines()
        .find_map(|line| line.strip_prefix("solutions: "));
    line.expect("a solutions line").parse().unwrap()
}

/// The output without its `time:` line: the one thing that changes from run to run.
fn untimed(text: &str) -> String {
    let lines = text.lines().filter(|line| !line.starts_with("time: "));
    lines.map(|line| format!("{line}\n")).collect()
}

#[test]
fn the_independent_count_is_the_known_one() {
    let eight = partial_placements(8);
    assert_eq!(eight, [1, 8, 42, 140, 344, 568, 550, 312, 92]);
    assert_eq!(eight.iter().sum::<u64>(), 2057);
    assert_eq!(partial_placements(4).iter().sum::<u64>(), 17);
    for n in 1..=10 {
        assert_eq!(partial_placements(n)[n], SOLUTIONS[n - 1], "n = {n}");
    }
}

#[test]
fn rows_in_order_visit_every_partial_placement_once() {
    for n in 1..=10 {
        let expected = partial_placements(n);
        for method in IN_ORDER {
            let summary = ok(&["--count", "--method", method, &n.to_string()]);
            let (depths, total) = nodes(&summary);
            assert_eq!(depths, expected, "{method}, n = {n}");
            assert_eq!(total, expected.iter().sum::<u64>(), "{method}, n = {n}");
        }
    }
}

#[test]
fn every_method_finds_oeis_a000170() {
    for n in 1..=10 {
        for method in METHODS {
            let summary = ok(&["--count", "--method", method, &n.to_string()]);
            assert_eq!(solutions(&summary), SOLUTIONS[n - 1], "{method}, n = {n}");
        }
    }
}

#[test]
fn the_mirror_visits_half_the_placements_on_even_boards() {
    // A placement with its first queen in the left half is the mirror of one in the right half.
    for n in [2, 4, 6, 8, 10] {
        let expected: Vec<u64> = partial_placements(n)
            .iter()
            .enumerate()
            .map(|(depth, count)| if depth == 0 { 1 } else { count / 2 })
            .collect();
        let summary = ok(&["--count", "--method", "mirror", &n.to_string()]);
        assert_eq!(nodes(&summary).0, expected, "n = {n}");
    }
}

#[test]
fn the_most_constrained_row_visits_fewer_nodes_from_n_6() {
    for n in 6..=10 {
        let all: u64 = partial_placements(n).iter().sum();
        let summary = ok(&["--count", "--method", "constrained", &n.to_string()]);
        let (depths, total) = nodes(&summary);
        assert!(
            total < all,
            "n = {n}: {total} nodes, {all} partial placements"
        );
        assert_eq!(
            depths[n],
            SOLUTIONS[n - 1],
            "n = {n}: the full boards are the solutions"
        );
    }
}

/// A board replayed from a step list, and the checks each line must pass on it.
pub(crate) struct Replay {
    n: usize,
    method: String,
    /// `queens[row]`: the queen's column.
    queens: Vec<Option<usize>>,
    /// The squares placed, in order: a backtrack takes the last one off.
    stack: Vec<(usize, usize)>,
    placements: u64,
    solutions: Vec<Vec<usize>>,
    /// Where the next `try` must be: (row, col), for the methods that try every square.
    next: Option<(usize, usize)>,
    /// After each line: the queens standing, `row,col` pairs in row order (the page's
    /// `data-queens`).
    pub(crate) boards: Vec<String>,
    /// Before each line that tries a square: the masks of its row in binary, columns, `\`
    /// and `/` (the page's `data-masks` for bit masks).
    pub(crate) tried_masks: Vec<Option<String>>,
}

pub(crate) fn square(text: &str) -> (usize, usize) {
    let inner = text.strip_prefix('(').and_then(|t| t.strip_suffix(')'));
    let (row, col) = inner
        .and_then(|t| t.split_once(','))
        .expect("a square (row,col)");
    (row.parse().unwrap(), col.parse().unwrap())
}

impl Replay {
    fn new(method: &str, n: usize) -> Self {
        Replay {
            n,
            method: method.to_string(),
            queens: vec![None; n],
            stack: Vec::new(),
            placements: 0,
            solutions: Vec::new(),
            next: IN_ORDER.contains(&method).then_some((0, 0)),
            boards: Vec::new(),
            tried_masks: Vec::new(),
        }
    }

    fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let queens = self.queens.iter().enumerate();
        queens.filter_map(|(row, col)| col.map(|col| (row, col)))
    }

    fn attacked(&self, row: usize, col: usize) -> bool {
        self.queens()
            .any(|(r, c)| r == row || c == col || r.abs_diff(row) == c.abs_diff(col))
    }

    /// The masks of row `row` in binary, column 0 first: columns, `\`, `/`.
    fn masks(&self, row: usize) -> [String; 3] {
        let n = self.n as isize;
        let mut masks = [vec!['0'; self.n], vec!['0'; self.n], vec!['0'; self.n]];
        for (r, c) in self.queens() {
            let (c, down) = (c as isize, (row - r) as isize);
            masks[0][c as usize] = '1';
            if c + down < n {
                masks[1][(c + down) as usize] = '1';
            }
            if c - down >= 0 {
                masks[2][(c - down) as usize] = '1';
            }
        }
        masks.map(|mask| mask.into_iter().collect())
    }

    fn free(&self, row: usize) -> usize {
        (0..self.n).filter(|&col| !self.attacked(row, col)).count()
    }

    /// Checks one line (its indentation removed) against the board, then plays it.
    fn line(&mut self, line: &str) {
        if let Some(rest) = line.strip_prefix("try ") {
            let (at, what) = rest.split_once(": ").expect("try (r,c): ...");
            let (row, col) = square(at);
            if let Some((r, c)) = self.next {
                assert_eq!((row, col), (r, c), "squares tried in order");
            }
            if what == "place a queen" {
                return self.place(row, col);
            }
            let why = what.strip_prefix("refused, ").expect("placed or refused");
            assert!(self.attacked(row, col), "({row},{col}) is not attacked");
            self.refused(row, col, why);
            self.next = self.next.map(|_| (row, col + 1));
        } else if let Some(at) = line.strip_prefix("backtrack: take the queen off ") {
            let (row, col) = square(at);
            assert_eq!(self.stack.pop(), Some((row, col)), "the last queen placed");
            self.queens[row] = None;
            self.next = self.next.map(|_| (row, col + 1));
        } else if let Some(rest) = line.strip_prefix("solution: columns ") {
            self.solution(rest);
        } else {
            self.note(line);
        }
    }

    fn place(&mut self, row: usize, col: usize) {
        assert!(!self.attacked(row, col), "({row},{col}) is attacked");
        self.queens[row] = Some(col);
        self.stack.push((row, col));
        self.placements += 1;
        self.next = self.next.map(|_| (row + 1, 0));
    }

    /// The reason given for refusing (row, col) names a line that really holds a queen.
    fn refused(&self, row: usize, col: usize, why: &str) {
        let on = |test: &dyn Fn(usize, usize) -> bool| self.queens().any(|(r, c)| test(r, c));
        if let Some(rest) = why.strip_prefix("column ") {
            let column: usize = rest
                .strip_suffix(" holds a queen")
                .unwrap()
                .parse()
                .unwrap();
            assert!(column == col && on(&|_, c| c == col), "{why}");
        } else if let Some(rest) = why.strip_prefix("the \\ diagonal row - col = ") {
            let k: isize = rest
                .strip_suffix(" holds a queen")
                .unwrap()
                .parse()
                .unwrap();
            assert_eq!(k, row as isize - col as isize, "{why}");
            assert!(on(&|r, c| r as isize - c as isize == k), "{why}");
        } else if let Some(rest) = why.strip_prefix("the / diagonal row + col = ") {
            let k: usize = rest
                .strip_suffix(" holds a queen")
                .unwrap()
                .parse()
                .unwrap();
            assert!(k == row + col && on(&|r, c| r + c == k), "{why}");
        } else if let Some(rest) = why.strip_prefix("bit ") {
            self.bits(row, col, rest);
        } else if let Some(rest) = why.strip_prefix("the ") {
            self.ray(row, col, rest);
        } else {
            panic!("an unknown reason: {why}");
        }
    }

    /// `B is set in the X mask: columns M  \ M  / M`: the masks are the board's, bit B is
    /// column col's, and X is the first mask holding it, its bit bracketed.
    fn bits(&self, row: usize, col: usize, why: &str) {
        let (bit, rest) = why.split_once(" is set in the ").unwrap();
        assert_eq!(bit.parse::<usize>().unwrap(), col, "{why}");
        let (name, masks) = rest.split_once(" mask: columns ").unwrap();
        let (columns, rest) = masks.split_once("  \\ ").unwrap();
        let (back, slash) = rest.split_once("  / ").unwrap();
        let shown = [columns, back, slash];
        let plain = shown.map(|mask| mask.replace(['[', ']'], ""));
        assert_eq!(plain, self.masks(row), "{why}");
        let first = (0..3).find(|&i| plain[i].as_bytes()[col] == b'1').unwrap();
        assert_eq!(name, ["columns", "\\", "/"][first], "{why}");
        let marked = format!("{}[1]{}", &plain[first][..col], &plain[first][col + 1..]);
        assert_eq!(shown[first], marked, "{why}");
    }

    /// `R ray (L) meets the queen at (r,c)`: the queen is there, first on that ray.
    fn ray(&self, row: usize, col: usize, why: &str) {
        let (ray, rest) = why.split_once(" ray (").unwrap();
        let at = rest.split_once(") meets the queen at ").unwrap().1;
        let (r, c) = square(at);
        assert_eq!(self.queens[r], Some(c), "{why}");
        let (down, right) = match ray {
            "left" => (0, -1),
            "right" => (0, 1),
            "up" => (-1, 0),
            "down" => (1, 0),
            "up-left" => (-1, -1),
            "down-right" => (1, 1),
            "up-right" => (-1, 1),
            "down-left" => (1, -1),
            _ => panic!("an unknown ray: {why}"),
        };
        let (mut s, mut t) = (row as isize + down, col as isize + right);
        while self.queens[s as usize] != Some(t as usize) {
            assert!((s, t) != (r as isize, c as isize), "{why}");
            (s, t) = (s + down, t + right);
            assert!(
                s >= 0 && t >= 0 && (s as usize) < self.n && (t as usize) < self.n,
                "{why}"
            );
        }
        assert_eq!(
            (s as usize, t as usize),
            (r, c),
            "{why}: not the first queen on the ray"
        );
    }

    fn solution(&mut self, rest: &str) {
        let (columns, mirror) = match rest.split_once(", and its mirror ") {
            Some((columns, mirror)) => (columns, Some(mirror)),
            None => (rest, None),
        };
        let parse =
            |text: &str| -> Vec<usize> { text.split(' ').map(|c| c.parse().unwrap()).collect() };
        let columns = parse(columns);
        let board: Vec<usize> = self
            .queens
            .iter()
            .map(|q| q.expect("a full board"))
            .collect();
        assert_eq!(columns, board);
        self.solutions.push(columns.clone());
        if let Some(mirror) = mirror {
            assert_eq!(self.method, "mirror");
            let expected: Vec<usize> = columns.iter().map(|c| self.n - 1 - c).collect();
            assert_eq!(parse(mirror), expected);
            self.solutions.push(expected);
        }
    }

    /// The lines that try no square: the mirror's half rows, the constrained row's choice and
    /// its dead ends.
    fn note(&mut self, line: &str) {
        if let Some(rest) = line.strip_prefix("choose row ") {
            let (row, free) = rest.split_once(": the fewest free squares (").unwrap();
            let (row, free): (usize, usize) = (
                row.parse().unwrap(),
                free.trim_end_matches(')').parse().unwrap(),
            );
            assert_eq!(self.free(row), free, "{line}");
            let unfilled = (0..self.n).filter(|&r| self.queens[r].is_none());
            assert!(unfilled.map(|r| self.free(r)).all(|f| f >= free), "{line}");
        } else if let Some(rest) = line.strip_prefix("dead end: row ") {
            let row: usize = rest
                .strip_suffix(" has no free square")
                .unwrap()
                .parse()
                .unwrap();
            assert!(self.queens[row].is_none() && self.free(row) == 0, "{line}");
        } else if let Some(rest) = line.strip_prefix("row ") {
            assert_eq!(self.method, "mirror", "{line}");
            // Row 0's half (odd n: then the middle alone), or row 1's under the middle queen.
            assert!(
                rest.contains(", each board counted with its mirror (the mirror gives ")
                    || rest.ends_with(
                        " only, under the middle queen (the mirror gives the right of the middle)"
                    ),
                "{line}"
            );
        } else {
            panic!("an unknown line: {line:?}");
        }
    }
}

/// Replays a whole step list (header, steps, counts) and returns the board's record.
pub(crate) fn replay(method: &str, n: usize, list: &str) -> Replay {
    let mut lines = list.lines();
    let header = lines.next().expect("a header");
    assert!(
        header.starts_with(&format!("trace {method}, n = {n}: ")),
        "{header}"
    );
    assert_eq!(
        lines.next(),
        Some("squares are (row,col), both from 0; a line a step")
    );
    let mut replay = Replay::new(method, n);
    for line in lines.by_ref() {
        if line.starts_with("nodes per depth: ") {
            break;
        }
        let step = line.trim_start();
        let depth = replay.stack.len() - usize::from(step.starts_with("backtrack"));
        let indent = 2 * depth;
        assert_eq!(
            line.len() - step.len(),
            indent,
            "{line:?}: the queens on the board"
        );
        // The masks are the rows' above: bit masks fill the rows in order.
        let tried = step
            .strip_prefix("try ")
            .and_then(|rest| rest.split_once(':'));
        let tried = tried.filter(|_| ["bits", "mirror"].contains(&method));
        let masks = tried.map(|(at, _)| replay.masks(square(at).0).join(" "));
        replay.tried_masks.push(masks);
        replay.line(step);
        let queens: Vec<String> = replay.queens().map(|(r, c)| format!("{r},{c}")).collect();
        replay.boards.push(queens.join(" "));
    }
    assert!(replay.stack.is_empty(), "every queen taken off again");
    replay
}

fn golden(method: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/trace/{method}-4.txt"))
}

#[test]
fn the_golden_step_lists_of_n_4_hold_on_a_board_and_are_what_trace_prints() {
    let known = [vec![1, 3, 0, 2], vec![2, 0, 3, 1]];
    for method in METHODS {
        let expected = std::fs::read_to_string(golden(method)).expect("a golden list");
        let replay = replay(method, 4, &expected);
        assert_eq!(replay.solutions, known, "{method}");
        let (depths, total) = nodes(&expected);
        assert_eq!(
            total,
            replay.placements + 1,
            "{method}: the root and each placement"
        );
        assert_eq!(depths.iter().sum::<u64>(), total, "{method}");
        match method {
            "mirror" => assert_eq!(total, 9, "the root, then half of the 16 placements"),
            _ => assert_eq!(depths, partial_placements(4), "{method}"),
        }
        assert_eq!(solutions(&expected), 2);
        assert_eq!(
            untimed(&ok(&["--method", method, "4"])),
            untimed(&expected),
            "{method}"
        );
    }
}

#[test]
fn every_step_list_up_to_n_7_holds_on_a_board() {
    for n in 1..=7 {
        let expected = partial_placements(n);
        for method in METHODS {
            let list = ok(&["--method", method, &n.to_string()]);
            let replay = replay(method, n, &list);
            let (depths, total) = nodes(&list);
            assert_eq!(total, replay.placements + 1, "{method}, n = {n}");
            assert_eq!(
                replay.solutions.len() as u64,
                SOLUTIONS[n - 1],
                "{method}, n = {n}"
            );
            assert_eq!(solutions(&list), SOLUTIONS[n - 1], "{method}, n = {n}");
            if IN_ORDER.contains(&method) {
                assert_eq!(depths, expected, "{method}, n = {n}");
            }
            // Listening or not, a method counts the same.
            let count = ok(&["--count", "--method", method, &n.to_string()]);
            let tail = list.find("nodes per depth: ").unwrap();
            assert_eq!(untimed(&list[tail..]), untimed(&count), "{method}, n = {n}");
        }
    }
}

/// A tiny well-formedness check: every tag closed in order, attributes quoted, no stray `<` or
/// `&`. Returns the number of elements whose start tag begins with `prefix`.
fn well_formed(xml: &str, prefix: &str) -> usize {
    let mut open: Vec<String> = Vec::new();
    let mut matching = 0;
    let mut rest = xml.trim_start();
    if let Some(after) = rest.strip_prefix("<?xml") {
        rest = &after[after.find("?>").expect("the declaration ends") + 2..];
    }
    let mut seen_root = false;
    while let Some(start) = rest.find('<') {
        text_is_clean(&rest[..start]);
        let end = rest[start..].find('>').expect("a tag ends") + start;
        let tag = &rest[start + 1..end];
        assert!(!tag.contains('<'), "a `<` inside the tag {tag:?}");
        assert_eq!(tag.matches('"').count() % 2, 0, "quotes in {tag:?}");
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop().as_deref(), Some(name.trim()), "closing {name:?}");
        } else {
            assert!(!open.is_empty() || !seen_root, "one root element");
            seen_root = true;
            if format!("<{tag}").starts_with(prefix) {
                matching += 1;
            }
            let name = tag.split([' ', '\n', '/']).next().unwrap();
            assert!(!name.is_empty(), "a tag with no name: {tag:?}");
            if !tag.ends_with('/') {
                open.push(name.to_string());
            }
        }
        rest = &rest[end + 1..];
    }
    text_is_clean(rest);
    assert!(open.is_empty() && seen_root, "unclosed: {open:?}");
    matching
}

fn text_is_clean(text: &str) {
    assert!(!text.contains('>'), "a stray `>` in {text:?}");
    for (at, _) in text.match_indices('&') {
        let entity = &text[at..text[at..].find(';').map_or(text.len(), |end| at + end + 1)];
        let known = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"];
        assert!(known.contains(&entity), "a stray `&` in {text:?}");
    }
}

#[test]
fn the_well_formedness_check_refuses_broken_xml() {
    assert_eq!(
        well_formed("<svg><g class=\"node\"/><g></g></svg>", "<g class=\"node\""),
        1
    );
    for broken in [
        "<svg><g></svg>",
        "<svg></g>",
        "<svg>a & b</svg>",
        "<svg/><svg/>",
        "<svg",
    ] {
        let result = std::panic::catch_unwind(|| well_formed(broken, "<g"));
        assert!(result.is_err(), "{broken:?} passed");
    }
}

/// A file of this test's own in the target directory.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("trace");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn the_svg_tree_is_well_formed_with_one_node_element_per_node() {
    for n in 1..=6 {
        for method in METHODS {
            let file = scratch(&format!("{method}-{n}.svg"));
            let stdout = ok(&[
                "--svg",
                file.to_str().unwrap(),
                "--method",
                method,
                &n.to_string(),
            ]);
            let svg = std::fs::read_to_string(&file).unwrap();
            let elements = well_formed(&svg, "<g class=\"node\"");
            let (_, total) = nodes(&stdout);
            assert_eq!(elements as u64, total, "{method}, n = {n}");
            if IN_ORDER.contains(&method) {
                assert_eq!(
                    total,
                    partial_placements(n).iter().sum::<u64>(),
                    "{method}, n = {n}"
                );
            }
            // One gold frame per solution found (the mirror finds half of them).
            let found = ok(&["--method", method, &n.to_string()])
                .matches("solution: ")
                .count();
            assert_eq!(
                svg.matches("class=\"frame solution\"").count(),
                found,
                "{method}"
            );
        }
    }
}

#[test]
fn the_svg_of_n_4_marks_the_refused_squares_and_fades_the_pruned_branches() {
    let file = scratch("arrays-4-marks.svg");
    ok(&["--svg", file.to_str().unwrap(), "4"]);
    let svg = std::fs::read_to_string(&file).unwrap();
    // Every refusal of the step list is a red cross on its node.
    let list = ok(&["4"]);
    let refusals = list.matches(": refused, ").count();
    assert_eq!(svg.matches("class=\"refused\"").count(), refusals);
    // 17 nodes, of which the root and the two paths of four queens to a solution bear fruit:
    // the other 8 are faded.
    let nodes: Vec<&str> = svg
        .lines()
        .filter(|line| line.starts_with("<g class=\"node\""))
        .collect();
    assert_eq!(nodes.len(), 17);
    assert_eq!(
        nodes.iter().filter(|line| line.contains("opacity")).count(),
        8
    );
}

/// The `width` and `height` of an SVG's root element.
fn svg_size(svg: &str) -> (usize, usize) {
    let root = &svg[svg.find("<svg ").unwrap()..];
    let number = |name: &str| -> usize {
        let value = root.split(&format!(" {name}=\"")).nth(1).unwrap();
        value[..value.find('"').unwrap()].parse().unwrap()
    };
    (number("width"), number("height"))
}

#[test]
fn the_svg_of_n_6_wraps_into_bands_a_screen_wide_with_every_node_labelled() {
    for method in METHODS {
        let file = scratch(&format!("{method}-6-bands.svg"));
        let stdout = ok(&["--svg", file.to_str().unwrap(), "--method", method, "6"]);
        let svg = std::fs::read_to_string(&file).unwrap();
        let (width, height) = svg_size(&svg);
        assert!(width <= 1300, "{method}: {width} px wide");
        assert!(height < 4000, "{method}: {height} px high");
        // Squares of 8 px, a label under each node naming its queen's square.
        assert!(svg.contains("<rect class=\"light\" x=\"0\" y=\"0\" width=\"8\""));
        let labels = svg.matches("<text class=\"label\"").count() as u64;
        assert_eq!(labels, nodes(&stdout).1, "{method}");
    }
    let arrays = std::fs::read_to_string(scratch("arrays-6-bands.svg")).unwrap();
    assert!(arrays.contains(">(0,5)</text>") && arrays.contains(">start</text>"));
}

#[test]
fn compare_lays_every_method_side_by_side() {
    let table = ok(&["--compare", "8"]);
    let mut lines = table.lines();
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(header[3..], METHODS);
    let row = |label: &str| -> Vec<String> {
        let line = table
            .lines()
            .find(|line| line.starts_with(label))
            .expect(label);
        let cells = line[label.len()..].split_whitespace();
        cells.map(str::to_string).collect()
    };
    assert_eq!(row("solutions"), vec!["92"; 5]);
    let all = partial_placements(8).iter().sum::<u64>().to_string();
    assert_eq!(row("nodes in all")[..3], [all.clone(), all.clone(), all]);
    assert_eq!(row("nodes at depth 1"), ["8", "8", "8", "4", "8"]);
    assert_eq!(row("time").len(), 10, "five times in ms");
}

#[test]
fn bad_input_is_one_line_on_stderr_naming_trace_and_nothing_on_stdout() {
    let long = format!("--{}", "x".repeat(200));
    let cases: [(&[&str], &str); 20] = [
        (&[], "expected the board size N"),
        (&["15"], "n must be from 1 to 14, found \"15\""),
        (&["0"], "n must be from 1 to 14, found \"0\""),
        (&["-3"], "n must be an integer from 1 to 14, found \"-3\""),
        (&["eight"], "found \"eight\""),
        (
            &["99999999999999999999999"],
            "n must be from 1 to 14, found \"999999999",
        ),
        (&["--svg", "x.svg", "7"], "from 1 to 6, found \"7\""),
        (
            &["--method", "dfs", "4"],
            "unknown method \"dfs\"; the methods are arrays, bits, matrix, mirror, constrained",
        ),
        (&["--bogus", "4"], "unknown flag \"--bogus\""),
        (&[&long, "4"], "unknown flag \"--xxxxxxxxxxxxxxxxxxxxxx\"…"),
        (&["4", "5"], "found another: \"5\""),
        (
            &["--delay", "soon", "4"],
            "--delay must be an integer from 0 to 60000, found \"soon\"",
        ),
        (&["--method"], "--method needs a method name"),
        (
            &["--svg", "/nonexistent/tree.svg", "4"],
            "cannot write \"/nonexistent/tree.svg\"",
        ),
        (&["--html"], "--html needs a file name"),
        (
            &["--html", "5"],
            "--html needs a file name, then N: found only \"5\"",
        ),
        (
            &["--html", "p.html", "9"],
            "n (with --html) must be from 1 to 8, found \"9\"",
        ),
        (
            &["--html", "/nonexistent/page.html", "4"],
            "cannot write \"/nonexistent/page.html\"",
        ),
        (
            &["--html", "p.html", "--svg", "t.svg", "4"],
            "--svg or --html, not both",
        ),
        (
            &["--html", "p.html", "--delay", "5", "4"],
            "no --delay with it",
        ),
    ];
    for (args, message) in cases {
        let output = trace(args);
        assert_eq!(output.code, Some(1), "{args:?}");
        assert_eq!(output.stdout, "", "{args:?}");
        assert_eq!(
            output.stderr.lines().count(),
            1,
            "{args:?}: {}",
            output.stderr
        );
        assert!(
            output.stderr.starts_with("trace: "),
            "{args:?}: {}",
            output.stderr
        );
        assert!(
            output.stderr.contains(message),
            "{args:?}: {}",
            output.stderr
        );
        assert!(output.stderr.len() < 200, "{args:?}: a short line");
    }
}

#[test]
fn piped_output_holds_no_escape_even_with_a_delay() {
    for args in [
        &["--delay", "1", "4"][..],
        &["--method", "matrix", "5"],
        &["--count", "6"],
        &["--compare", "6"],
    ] {
        let stdout = ok(args);
        assert!(!stdout.contains('\x1b'), "{args:?}");
        assert!(stdout.contains("solutions"), "{args:?}");
    }
}

#[test]
fn help_prints_the_usage_and_the_methods() {
    let stdout = ok(&["--help"]);
    assert!(stdout.starts_with("usage: trace "));
    assert!(stdout.contains("arrays, bits, matrix, mirror, constrained"));
}

#[test]
fn a_closed_or_full_stdout_ends_quietly() {
    // `trace 12 | head -c 100`: the reader goes away long before the list ends.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_trace"))
        .arg("12")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut start = [0; 100];
    child.stdout.take().unwrap().read_exact(&mut start).unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(
        output.status.code().is_some(),
        "ended, not killed by a signal"
    );
    // `trace --count 6 > /dev/full`: no message, no panic.
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        for args in [&["--count", "6"][..], &["6"], &["--compare", "5"]] {
            let output = std::process::Command::new(env!("CARGO_BIN_EXE_trace"))
                .args(args)
                .stdout(full.try_clone().unwrap())
                .output()
                .unwrap();
            assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{args:?}");
            assert_eq!(output.status.code(), Some(1), "{args:?}");
        }
    }
}

// ---- Your own search: `trace --problem NAME --theirs PROGRAM` ----

/// Under Wine a learner's search is not compiled: its prefix has no rustc for Windows (said on
/// stderr, never a failure).
fn no_rustc() -> bool {
    nqueens::untested::under_wine("rustc for Windows", "trace --theirs on a learner's search")
}

/// A learner's file: the starter of `problem` with its `todo!()` replaced by `body`, compiled
/// by today's rustc (warnings off) into `dir`; the program's path.
fn learners(dir: &crate::common::Scratch, problem: &str, body: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let starter = std::fs::read_to_string(root.join(format!("problems/starters/{problem}.rs")));
    let starter = starter.unwrap();
    assert_eq!(starter.matches("todo!()").count(), 1, "{problem}");
    let source = dir.write(&format!("{problem}.rs"), &starter.replace("todo!()", body));
    let program = dir.join(format!("{problem}{}", std::env::consts::EXE_SUFFIX));
    let built = std::process::Command::new("rustc")
        .args(["--edition", "2021", "-A", "warnings", "-o"])
        .arg(&program)
        .arg(&source)
        .output()
        .expect("rustc runs");
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    program
}

/// LeetCode 51 by boolean arrays, reporting each step; `undo` is what runs after the recursion.
fn leetcode51(undo: &str, order: &str) -> String {
    format!(
        "let n = n as usize;
        let mut flags = (vec![false; n], vec![false; 2 * n - 1], vec![false; 2 * n - 1]);
        let mut queens = Vec::new();
        let mut answer = Vec::new();
        fn place(n: usize, flags: &mut (Vec<bool>, Vec<bool>, Vec<bool>), queens: &mut Vec<usize>, answer: &mut Vec<Vec<String>>) {{
            let row = queens.len();
            if row == n {{
                answer.push(queens.iter().map(|&c| (0..n).map(|i| if i == c {{ 'Q' }} else {{ '.' }}).collect()).collect());
                return;
            }}
            for col in {order} {{
                step(\"try\", row, col);
                if flags.0[col] || flags.1[row + n - 1 - col] || flags.2[row + col] {{
                    continue;
                }}
                step(\"place\", row, col);
                flags.0[col] = true;
                flags.1[row + n - 1 - col] = true;
                flags.2[row + col] = true;
                queens.push(col);
                place(n, flags, queens, answer);
                {undo}
            }}
        }}
        place(n, &mut flags, &mut queens, &mut answer);
        answer"
    )
}

const UNDO: &str = "queens.pop();
                flags.0[col] = false;
                flags.1[row + n - 1 - col] = false;
                flags.2[row + col] = false;
                step(\"remove\", row, col);";

/// `trace --problem NAME --theirs PROGRAM ARGS…`: the exit status, stdout and stderr.
fn yours(problem: &str, program: &Path, args: &[&str]) -> Output {
    let output = cargo_bin_cmd!("trace")
        .args(["--problem", problem, "--theirs"])
        .arg(program)
        .args(args)
        .output()
        .expect("trace runs");
    Output {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

#[test]
fn a_diagonal_flag_left_set_stops_at_the_first_square_wrongly_refused() {
    if no_rustc() {
        return;
    }
    let dir = crate::common::Scratch::new("trace-yours-flag");
    // The `\` flag is never cleared: (1,3) is refused after (2,4) comes off (n = 5).
    let forgets = UNDO.replace("flags.1[row + n - 1 - col] = false;", "");
    let program = learners(&dir, "leetcode51", &leetcode51(&forgets, "0..n"));
    let output = yours("leetcode51", &program, &["--list", "5"]);
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    let last_step = output.stdout.lines().rfind(|line| line.starts_with(' '));
    let expected = "wrong: (1,3) is free: no queen on the board attacks it, yet your search \
                    refused it. Is a flag from (2,4), taken off at step 23, still set? (the \\ \
                    diagonal row - col = -2 runs through both: does your undo clear it?)";
    assert_eq!(
        last_step.map(str::trim),
        Some(expected),
        "{}",
        output.stdout
    );
    // Step 23 is the step that should have freed it: (2,4) taken off.
    let steps: Vec<&str> = output.stdout.lines().skip(2).collect();
    assert_eq!(steps[22].trim(), "backtrack: take the queen off (2,4)");
    assert_eq!(steps[24].trim(), expected);
    assert!(output
        .stdout
        .contains("\nfirst broken rule, at step 25: (1,3) is free"));
    // The same program with the flag cleared breaks no rule, and finds the 10 boards.
    let program = learners(&dir, "leetcode51", &leetcode51(UNDO, "0..n"));
    let output = yours("leetcode51", &program, &["--list", "5"]);
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    assert!(!output.stdout.contains("wrong:"), "{}", output.stdout);
    assert_eq!(solutions(&output.stdout), 10);
    assert!(output
        .stdout
        .ends_with("no rule broken: every board counted once, nothing left on the board\n"));
}

#[test]
fn a_correct_search_in_another_order_or_without_tries_breaks_no_rule() {
    if no_rustc() {
        return;
    }
    let dir = crate::common::Scratch::new("trace-yours-order");
    // Right to left.
    let program = learners(&dir, "leetcode51", &leetcode51(UNDO, "(0..n).rev()"));
    for n in ["1", "4", "6"] {
        let output = yours("leetcode51", &program, &["--list", n]);
        assert!(
            output.stdout.contains("no rule broken"),
            "n = {n}: {}",
            output.stdout
        );
    }
    // Bit masks with bit c for column c: only the free squares, placed and removed, no tries.
    let bits = "fn place(n: usize, row: usize, columns: u32, back: u32, slash: u32) -> u64 {
            if row == n {
                return 1;
            }
            let mut free = !(columns | back | slash) & ((1 << n) - 1);
            let mut total = 0;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let col = bit.trailing_zeros() as usize;
                step(\"place\", row, col);
                total += place(n, row + 1, columns | bit, (back | bit) << 1, (slash | bit) >> 1);
                step(\"remove\", row, col);
            }
            total
        }
        let n = n as usize;
        let (board, total) = (n, place(n, 0, 0, 0, 0));
        let _ = board;
        (Vec::new(), total)";
    let program = learners(&dir, "luogu1219", bits);
    let output = yours("luogu1219", &program, &["--list", "6"]);
    assert!(
        output.stdout.contains("no rule broken"),
        "{}",
        output.stdout
    );
    assert_eq!(solutions(&output.stdout), 4);
}

#[test]
fn a_search_that_never_undoes_is_told_its_queen_was_never_taken_off() {
    if no_rustc() {
        return;
    }
    let dir = crate::common::Scratch::new("trace-yours-undo");
    let program = learners(&dir, "leetcode51", &leetcode51("", "0..n"));
    let output = yours("leetcode51", &program, &["--list", "5"]);
    let broken = output
        .stdout
        .lines()
        .find(|line| line.starts_with("first broken rule"));
    let broken = broken.unwrap_or_else(|| panic!("{}", output.stdout));
    assert!(
        broken.contains("goes on to (4,4) while the queen at (4,3) still stands on row 4"),
        "{broken}"
    );
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_line_that_is_not_a_step_is_one_clear_error() {
    if no_rustc() {
        return;
    }
    let dir = crate::common::Scratch::new("trace-yours-bad");
    let body = "eprintln!(\"debug: n is {}\", n);
        step(\"try\", 0, 0);
        Vec::new()";
    let program = learners(&dir, "leetcode51", body);
    let output = yours("leetcode51", &program, &["5"]);
    assert_eq!(output.code, Some(1));
    assert_eq!(output.stdout, "");
    assert_eq!(
        output.stderr,
        "trace: line 1 of your program's stderr is not a step (a step is try, place or remove, \
         then row and col): \"debug: n is 5\"\n"
    );
    // A panic in the search is no bad step: the steps up to it, then the panic's own words
    // and place.
    let program = learners(&dir, "leetcode51", "step(\"try\", 0, 0);\n        todo!()");
    let output = yours("leetcode51", &program, &["--list", "5"]);
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    assert!(!output.stderr.contains("not a step"), "{}", output.stderr);
    let stopped = output.stdout.lines().last().unwrap_or_default();
    assert!(
        stopped.starts_with(
            "no rule broken up to step 1, where it stopped: your program panicked at "
        ) && stopped.ends_with(": not yet implemented"),
        "{}",
        output.stdout
    );
    // Before its first step: one line, the panic's words.
    let program = learners(&dir, "leetcode51", "todo!()");
    let output = yours("leetcode51", &program, &["5"]);
    assert_eq!(output.code, Some(1));
    assert!(
        output
            .stderr
            .starts_with("trace: your program panicked at ")
            && output
                .stderr
                .ends_with(": not yet implemented, before its first step\n"),
        "{}",
        output.stderr
    );
    // A square off the board.
    let program = learners(
        &dir,
        "leetcode51",
        "step(\"place\", 5, 0);\n        Vec::new()",
    );
    let output = yours("leetcode51", &program, &["5"]);
    assert!(
        output.stderr.contains("rows and columns go from 0 to 4"),
        "{}",
        output.stderr
    );
    assert_eq!(output.code, Some(1));
}

/// The judge's verdict on a search that never undoes names the likely cause, and the trace
/// that shows it.
#[cfg(unix)]
#[test]
fn a_search_that_never_undoes_is_asked_by_the_verdict_whether_it_undoes_every_mark() {
    let dir = crate::common::Scratch::new("trace-yours-verdict");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let starter = std::fs::read_to_string(root.join("problems/starters/leetcode51.rs")).unwrap();
    let file = dir.write(
        "leetcode51.rs",
        &starter.replace("todo!()", &leetcode51("queens.pop();", "0..n")),
    );
    let output = cargo_bin_cmd!("judge")
        .args(["--practise", "leetcode51", "--case", "01-sample", "--file"])
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains(
            "likely cause: boards missing and none wrong: does your search undo every mark when \
             it returns?"
        ) || stdout.contains("likely cause: 0 boards: does your search undo every mark"),
        "{stdout}"
    );
    assert!(stdout.contains("make trace P=leetcode51"), "{stdout}");
}

/// An input file for a problem that reads none is refused before anything compiles, in the
/// words the learner typed: `--input` and `cargo trace p 5` to cargo, `IN=` and `N=5` to make.
#[test]
fn an_input_file_where_none_is_read_is_refused_in_the_learners_words() {
    let right = "tests/programs/learners/acwing843/right.rs";
    for (front, said) in [
        (
            "cargo",
            "cargo trace: acwing843 takes no input file (it reads n alone: cargo trace acwing843 \
             5 traces n = 5), so no --input",
        ),
        (
            "make",
            "make trace: acwing843 takes no input file (it reads n alone: make trace \
             P=acwing843 N=5 traces n = 5), so no IN=",
        ),
    ] {
        let output = cargo_bin_cmd!("judge")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("NQUEENS_FRONT", front)
            .args([
                "trace",
                "acwing843",
                "--file",
                right,
                "--input",
                "board.txt",
            ])
            .output()
            .unwrap();
        let (code, stdout, stderr) = crate::common::finished(Ok(output));
        assert_eq!((code, stdout.as_str()), (Some(1), ""), "{front}: {stderr}");
        assert_eq!(stderr.trim_end(), said, "{front}");
    }
}

/// A rung trace does not follow (a check, a construction, a walk from the king) is refused in
/// one line that starts with the command the learner typed, `cargo trace` or `make trace`, never
/// `trace`, which they did not type; trace run by itself still says `trace:`.
#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_rung_trace_does_not_follow_is_refused_in_the_learners_words() {
    let right = "tests/programs/learners/kattisqueens/arrays.rs";
    let why = "\"kattisqueens\" is no search trace follows (it follows yours for rooks, \
               queens4x4, acwing843, leetcode51, luogu1219, cses1624, luogu1562, leetcode52): \
               practise and stress judge it";
    // The judge compiles the learner's file before trace refuses it: not under Wine.
    let fronts: &[&str] = if no_rustc() { &[] } else { &["cargo", "make"] };
    for front in fronts {
        let output = cargo_bin_cmd!("judge")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("NQUEENS_FRONT", front)
            // A cargo of its own, not one inside `make test`'s jobserver (whose descriptors
            // this test's children do not hold).
            .env_remove("MAKEFLAGS")
            .env_remove("MFLAGS")
            .env_remove("MAKELEVEL")
            .args(["trace", "kattisqueens", "--file", right])
            .output();
        let (code, stdout, stderr) = crate::common::finished(output);
        assert_eq!((code, stdout.as_str()), (Some(1), ""), "{front}: {stderr}");
        assert_eq!(stderr, format!("{front} trace: {why}\n"), "{front}");
    }
    let output = trace(&["--problem", "kattisqueens", "--theirs", "x", "5"]);
    assert_eq!(output.stderr, format!("trace: {why}\n"));
}
