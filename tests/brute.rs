//! The independent check of Luogu P1219, CSES 1624 and Kattis 8queens: brute force over
//! placements, written here from the rules of chess and sharing no code with `src/bin/`.
//! Every expected stdout in their `testdata/` must equal what the brute force computes from the
//! `.in`, and the programs must agree with the brute force on a few hundred random boards.

use assert_cmd::cargo::cargo_bin_cmd;
use nqueens::cases::{self, Case};
use nqueens::{oeis, Expect};
use std::sync::OnceLock;

/// Whether queens on squares `a` and `b`, as (row, column), attack each other.
fn attack(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// The first queen that an earlier one attacks, as its index in `queens`.
fn first_attacked(queens: &[(usize, usize)]) -> Option<usize> {
    (1..queens.len()).find(|&k| {
        queens[..k]
            .iter()
            .any(|&earlier| attack(earlier, queens[k]))
    })
}

/// The queen of row `row` stands in column `columns[row]`.
fn squares(columns: &[usize]) -> Vec<(usize, usize)> {
    columns.iter().copied().enumerate().collect()
}

/// Steps `items` to the next permutation in lexicographic order; false after the last one.
fn next_permutation(items: &mut [usize]) -> bool {
    let Some(pivot) = (1..items.len()).rev().find(|&i| items[i - 1] < items[i]) else {
        return false;
    };
    let successor = (pivot..items.len())
        .rev()
        .find(|&i| items[i] > items[pivot - 1])
        .expect("items[pivot] is larger");
    items.swap(pivot - 1, successor);
    items[pivot..].reverse();
    true
}

/// All solutions for n, as the column of each row's queen, in lexicographic order: every
/// permutation of 0..n (n queens never share a row or a column, so each is one) is tried.
fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    let mut columns: Vec<usize> = (0..n).collect();
    let mut found = Vec::new();
    loop {
        if first_attacked(&squares(&columns)).is_none() {
            found.push(columns.clone());
        }
        if !next_permutation(&mut columns) {
            return found;
        }
    }
}

/// The first `count` solutions for n in lexicographic order, by the same walk through the
/// permutations, except that once queen k is attacked, every permutation sharing the first k+1
/// columns is skipped at once (sorting the rest descending makes it the last of them).
fn first_solutions(n: usize, count: usize) -> Vec<Vec<usize>> {
    let mut columns: Vec<usize> = (0..n).collect();
    let mut found = Vec::new();
    while found.len() < count {
        match first_attacked(&squares(&columns)) {
            None => found.push(columns.clone()),
            Some(k) => columns[k + 1..].sort_unstable_by(|a, b| b.cmp(a)),
        }
        if !next_permutation(&mut columns) {
            break;
        }
    }
    found
}

/// Luogu's answer: the first three solutions as 1-based columns, then the count.
fn luogu_answer(first: &[Vec<usize>], total: u64) -> Vec<u8> {
    let mut text = String::new();
    for columns in first {
        let words: Vec<String> = columns.iter().map(|col| (col + 1).to_string()).collect();
        text += &words.join(" ");
        text += "\n";
    }
    text += &format!("{total}\n");
    text.into_bytes()
}

/// n when the input is exactly one integer in 6..=13, whitespace around it free, as
/// `problems/luogu1219.md` says.
fn luogu_n(input: &[u8]) -> Option<usize> {
    let text = std::str::from_utf8(input).ok()?;
    let mut tokens = text.split_whitespace();
    let n = tokens.next()?.parse().ok()?;
    (tokens.next().is_none() && (6..=13).contains(&n)).then_some(n)
}

/// The board when the input is 8 lines of 8 `.`/`*` (LF or CRLF, the final newline optional,
/// empty lines after the eighth allowed), as `problems/cses1624.md` and `kattis8queens.md` say.
fn read_board(input: &[u8]) -> Option<Vec<Vec<u8>>> {
    let mut lines: Vec<&[u8]> = input
        .split(|&byte| byte == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    let well_formed = lines.len() == 8
        && lines.iter().all(|line| {
            line.len() == 8 && line.iter().all(|&square| square == b'.' || square == b'*')
        });
    well_formed.then(|| lines.iter().map(|line| line.to_vec()).collect())
}

/// The 92 solutions of the empty 8x8 board, from all 8! permutations.
fn eight_queens() -> &'static [Vec<usize>] {
    static SOLUTIONS: OnceLock<Vec<Vec<usize>>> = OnceLock::new();
    SOLUTIONS.get_or_init(|| all_solutions(8))
}

/// CSES 1624's answer: the placements of eight non-attacking queens on free (`.`) squares.
fn cses_answer(board: &[Vec<u8>]) -> Vec<u8> {
    let ways = eight_queens()
        .iter()
        .filter(|columns| (0..8).all(|row| board[row][columns[row]] == b'.'))
        .count();
    format!("{ways}\n").into_bytes()
}

/// Kattis 8queens' answer: `valid` for exactly eight queens (`*`) of which no two attack.
fn kattis_answer(board: &[Vec<u8>]) -> &'static [u8] {
    let queens: Vec<(usize, usize)> = (0..64)
        .map(|square| (square / 8, square % 8))
        .filter(|&(row, col)| board[row][col] == b'*')
        .collect();
    if queens.len() == 8 && first_attacked(&queens).is_none() {
        b"valid\n"
    } else {
        b"invalid\n"
    }
}

fn load(name: &str) -> Vec<Case> {
    cases::load(&cases::testdata_dir().join(name)).unwrap_or_else(|error| panic!("{error}"))
}

/// Checks every case of `name`: an `.out` must be what `answer` computes from the `.in`, and an
/// `.err` case's input must be one that `answer` refuses (None). All disagreements are reported
/// together.
fn check_cases(name: &str, answer: impl Fn(&[u8]) -> Option<Vec<u8>>) -> Vec<Case> {
    let cases = load(name);
    let mut wrong = Vec::new();
    for case in &cases {
        let path = format!("testdata/{name}/{}", case.name);
        match (&case.expect, answer(&case.input)) {
            (Expect::Output(out), Some(expected)) if *out == expected => {}
            (Expect::Output(out), Some(expected)) => wrong.push(format!(
                "{path}.out is {:?}, brute force says {:?}",
                String::from_utf8_lossy(out),
                String::from_utf8_lossy(&expected)
            )),
            (Expect::Output(_), None) => wrong.push(format!(
                "{path}.in should be refused (problems/{name}.md), yet has an .out"
            )),
            (Expect::Refusal(_), Some(_)) => wrong.push(format!(
                "{path}.in should be accepted (problems/{name}.md), yet has an .err"
            )),
            (Expect::Refusal(_), None) => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    cases
}

#[test]
fn permutation_walks_agree_with_each_other_and_oeis() {
    for n in 1..=10 {
        let all = all_solutions(n);
        assert_eq!(Some(all.len() as u64), oeis::all(n), "n = {n}");
        let first = first_solutions(n, 3);
        assert_eq!(first, all[..all.len().min(3)], "n = {n}");
    }
    assert!(next_permutation(&mut [0, 2, 1]));
    assert!(!next_permutation(&mut [2, 1, 0]));
}

#[test]
fn luogu1219_outputs_are_brute_force() {
    let cases = check_cases("luogu1219", |input| {
        let n = luogu_n(input)?;
        Some(if n <= 10 {
            let all = all_solutions(n);
            luogu_answer(&all[..3], all.len() as u64)
        } else {
            // 11! and beyond is too many permutations to walk: the count is OEIS A000170's.
            luogu_answer(&first_solutions(n, 3), oeis::all(n).expect("in the table"))
        })
    });
    for n in 6..=13 {
        let covered = cases.iter().any(|case| {
            matches!(case.expect, Expect::Output(_)) && luogu_n(&case.input) == Some(n)
        });
        assert!(covered, "testdata/luogu1219 has no case for n = {n}");
    }
}

#[test]
fn cses1624_outputs_are_brute_force() {
    assert_eq!(eight_queens().len(), 92);
    check_cases("cses1624", |input| Some(cses_answer(&read_board(input)?)));
}

#[test]
fn kattis8queens_outputs_are_brute_force() {
    check_cases("kattis8queens", |input| {
        Some(kattis_answer(&read_board(input)?).to_vec())
    });
}

/// xorshift64*: a fixed seed gives the same boards on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as usize % bound
    }
}

/// `board` as the judges send it, with line ends chosen by `rng`: LF or CRLF, a final newline
/// or none.
fn render(board: &[Vec<u8>], rng: &mut Rng) -> Vec<u8> {
    let end: &[u8] = if rng.below(4) == 0 { b"\r\n" } else { b"\n" };
    let mut text = board.join(end);
    if rng.below(8) != 0 {
        text.extend_from_slice(end);
    }
    text
}

fn empty_board() -> Vec<Vec<u8>> {
    vec![b"........".to_vec(); 8]
}

#[test]
fn cses1624_agrees_with_brute_force_on_random_boards() {
    let mut rng = Rng(0x1624);
    let mut with_ways = 0;
    for _ in 0..300 {
        let percent_reserved = rng.below(40);
        let mut board = empty_board();
        for square in board.iter_mut().flatten() {
            if rng.below(100) < percent_reserved {
                *square = b'*';
            }
        }
        let expected = cses_answer(&board);
        with_ways += usize::from(expected != b"0\n");
        cargo_bin_cmd!("cses1624")
            .write_stdin(render(&board, &mut rng))
            .assert()
            .success()
            .stdout(expected)
            .stderr("");
    }
    assert!(with_ways >= 100, "only {with_ways} of 300 boards had a way");
}

#[test]
fn kattis8queens_agrees_with_brute_force_on_random_boards() {
    let mut rng = Rng(0x8008);
    let mut valid = 0;
    for round in 0..300 {
        let solution = &eight_queens()[rng.below(92)];
        let mut queens: Vec<(usize, usize)> = match round % 5 {
            // a solution: valid
            0 => squares(solution),
            // two rows of a solution swap columns: still one queen per row and column, so only
            // the diagonals can make it invalid
            1 => {
                let mut columns = solution.clone();
                columns.swap(rng.below(8), rng.below(8));
                squares(&columns)
            }
            // one queen of a solution moved along its row, or along its column
            2 | 3 => {
                let mut queens = squares(solution);
                let queen = &mut queens[rng.below(8)];
                if round % 5 == 2 {
                    queen.1 = rng.below(8);
                } else {
                    queen.0 = rng.below(8);
                }
                queens
            }
            // six to ten queens anywhere
            _ => (0..6 + rng.below(5))
                .map(|_| (rng.below(8), rng.below(8)))
                .collect(),
        };
        queens.sort_unstable();
        queens.dedup();
        let mut board = empty_board();
        for &(row, col) in &queens {
            board[row][col] = b'*';
        }
        let expected = kattis_answer(&board);
        valid += usize::from(expected == b"valid\n");
        cargo_bin_cmd!("kattis8queens")
            .write_stdin(render(&board, &mut rng))
            .assert()
            .success()
            .stdout(expected)
            .stderr("");
    }
    assert!((60..=120).contains(&valid), "{valid} of 300 boards valid");
}
