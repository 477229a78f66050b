//! Kattis `queens` "Verify This, Your Majesty": N queens as `x y`, print `CORRECT` when no two
//! attack each other, else `INCORRECT`. The check tries every pair of queens, O(N²), and names
//! the first attacking pair; queens are numbered from 1 in the order of the input.

use super::{KATTIS_RUST, Problem, Rule, Stress};
use super::chess::{construction, random_solution};
use super::{read_pairs, write_pairs};
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Tokens,
    compiler: Some(KATTIS_RUST),
    ..Problem::new(
        "kattisqueens",
        "Kattis",
        "queens Verify This, Your Majesty",
        "https://open.kattis.com/problems/queens",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The judge's largest N.
const LIMIT: usize = 5000;

/// A queen's square, (x, y): x is its column, y its row.
type Square = (usize, usize);

/// N and the N squares, whitespace free: N from 1 to 5000, x and y from 0 to N - 1.
fn read_queens(input: &[u8]) -> Option<(usize, Vec<Square>)> {
    let (n, squares) = read_pairs(input)?;
    let in_range = (1..=LIMIT).contains(&n) && squares.iter().all(|&(x, y)| x < n && y < n);
    in_range.then_some((n, squares))
}

/// The first pair of queens (in the order of the input) that attack each other, and the line
/// they share, named with its k in the input's x and y: y grows upwards (the statement's board),
/// so the `\` diagonal holds x + y constant and the `/` diagonal x - y.
fn first_attack(queens: &[Square]) -> Option<(usize, usize, String)> {
    (0..queens.len()).find_map(|later| {
        let (x, y) = queens[later];
        (0..later).find_map(|earlier| {
            let (other_x, other_y) = queens[earlier];
            let line = if y == other_y {
                format!("the row y = {y}")
            } else if x == other_x {
                format!("the column x = {x}")
            } else if x + y == other_x + other_y {
                format!("the \\ diagonal x + y = {}", x + y)
            } else if x.abs_diff(other_x) == y.abs_diff(other_y) {
                format!("the / diagonal x - y = {}", x as isize - y as isize)
            } else {
                return None;
            };
            Some((earlier, later, line))
        })
    })
}

/// The input as Kattis writes it: `N\n`, then N lines `x y\n`, plain numbers, within range.
pub fn sent_by_judge(input: &str) -> bool {
    let plain = |token: &str| {
        !token.is_empty()
            && token.bytes().all(|byte| byte.is_ascii_digit())
            && (token == "0" || !token.starts_with('0'))
    };
    let well_written = input
        .split_inclusive('\n')
        .enumerate()
        .all(|(index, line)| {
            let tokens = line.strip_suffix('\n').map(|line| line.split(' '));
            tokens.is_some_and(|tokens| {
                let tokens: Vec<&str> = tokens.collect();
                tokens.len() == if index == 0 { 1 } else { 2 } && tokens.iter().all(|&t| plain(t))
            })
        });
    well_written && read_queens(input.as_bytes()).is_some()
}

/// The output is `CORRECT\n` when no two queens attack each other, else `INCORRECT\n`.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let (n, queens) =
        read_queens(input).ok_or("the .in is not N and N squares `x y` from 0 to N - 1")?;
    let attack = first_attack(&queens);
    let expected: &[u8] = if attack.is_none() {
        b"CORRECT\n"
    } else {
        b"INCORRECT\n"
    };
    if output == expected {
        return Ok(());
    }
    let shown = String::from_utf8_lossy(output);
    match attack {
        _ if output != b"CORRECT\n" && output != b"INCORRECT\n" => Err(format!(
            "{shown:?} is not `CORRECT` or `INCORRECT` and a newline"
        )),
        None => Err(format!(
            "INCORRECT, but no two of the {n} queens attack each other"
        )),
        Some((earlier, later, line)) => {
            let square =
                |index: usize| format!("{} ({} {})", index + 1, queens[index].0, queens[index].1);
            // Drawn with row N - 1 - y at the top, as the statement's board, up to N = 16.
            let on_board = |(x, y): Square| (n - 1 - y, x);
            let squares: Vec<(usize, usize)> = queens.iter().map(|&q| on_board(q)).collect();
            let marked = [on_board(queens[earlier]), on_board(queens[later])];
            let drawing = crate::boards::drawing(n, &squares, &marked);
            let why = format!(
                "CORRECT, but queens {} and {} share {line}",
                square(earlier),
                square(later)
            );
            Err(if drawing.is_empty() {
                why
            } else {
                format!("{why} (# below, y = 0 at the bottom)\n{drawing}")
            })
        }
    }
}

/// `CORRECT` when no pair of queens attacks ([`first_attack`], every pair tried), else
/// `INCORRECT`; empty for an input that is not N and N squares.
pub fn expected(input: &[u8]) -> Vec<u8> {
    match read_queens(input) {
        Some((_, queens)) if first_attack(&queens).is_none() => b"CORRECT\n".to_vec(),
        Some(_) => b"INCORRECT\n".to_vec(),
        None => Vec::new(),
    }
}

/// How many pairs of queens share a `\` diagonal and a `/` diagonal.
fn diagonal_pairs(n: usize, queens: &[Square]) -> (usize, usize) {
    let mut on_line = vec![[0usize; 2]; 2 * n - 1];
    let mut pairs = (0, 0);
    for &(x, y) in queens {
        pairs.0 += on_line[x + n - 1 - y][0];
        on_line[x + n - 1 - y][0] += 1;
        pairs.1 += on_line[x + y][1];
        on_line[x + y][1] += 1;
    }
    pairs
}

/// N up to 5000 (half the time 1000 or more, a quarter exactly 5000), a solution (explicit or
/// found by search, turned by a random symmetry) or a random permutation where none exists,
/// and then, four times in five, a near miss: two queens swap rows so that exactly one pair
/// shares a diagonal where such a swap is found, a queen doubled, two queens in one row, or in
/// one column. The lines come in a random order.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let n = match rng.below(4) {
        0 => LIMIT,
        1 => rng.between(1000, LIMIT),
        _ => rng.between(1, 12),
    };
    let mut columns = Vec::new();
    if n >= 13 {
        columns = construction(n);
    } else if !random_solution(rng, &mut columns, n) {
        columns = (0..n).collect();
        rng.shuffle(&mut columns);
    }
    if rng.percent(50) {
        columns.reverse();
    }
    if rng.percent(50) {
        columns.iter_mut().for_each(|col| *col = n - 1 - *col);
    }
    let mut queens: Vec<Square> = columns.iter().enumerate().map(|(y, &x)| (x, y)).collect();
    let (a, b) = (rng.below(n), rng.below(n));
    match rng.below(5) {
        0 => {}
        1 if n >= 2 => {
            // Valid in rows and columns: swap two queens' columns, keeping the first swap that
            // leaves exactly one pair on one diagonal in the direction drawn, if any is found.
            let direction = rng.below(2);
            for _ in 0..200 {
                let (a, b) = (rng.below(n), rng.below(n));
                let (first, second) = (queens[a].0, queens[b].0);
                queens[a].0 = second;
                queens[b].0 = first;
                let pairs = diagonal_pairs(n, &queens);
                if [pairs.0, pairs.1][direction] == 1 && pairs.0 + pairs.1 == 1 {
                    break;
                }
                queens[a].0 = first;
                queens[b].0 = second;
            }
        }
        2 => queens[a] = queens[b],
        3 => queens[a].1 = queens[b].1,
        _ => queens[a].0 = queens[b].0,
    }
    rng.shuffle(&mut queens);
    write_pairs(&queens)
}

/// The new index of each of `n` lines once the `dropped` ones are gone.
fn renumbering(n: usize, dropped: &[usize]) -> Vec<usize> {
    let mut gone = vec![false; n];
    dropped.iter().for_each(|&line| gone[line] = true);
    let mut next = 0;
    gone.iter()
        .map(|&gone| {
            next += usize::from(!gone);
            next - usize::from(!gone)
        })
        .collect()
}

/// `count` lines (rows or columns) that no kept queen uses, those of the removed queens first:
/// `used` holds the line of each kept queen, `preferred` that of each removed one.
fn empty_lines(n: usize, used: &[usize], preferred: &[usize], count: usize) -> Vec<usize> {
    let mut taken = vec![false; n];
    used.iter().for_each(|&line| taken[line] = true);
    let mut dropped = Vec::with_capacity(count);
    for &line in preferred.iter().chain(&(0..n).collect::<Vec<_>>()) {
        if dropped.len() < count && !taken[line] {
            taken[line] = true;
            dropped.push(line);
        }
    }
    dropped.sort_unstable();
    dropped
}

/// The input without the queens of `remove`, on a board smaller by as many rows and columns:
/// empty ones, those of the removed queens where they are empty.
fn without(n: usize, queens: &[Square], remove: std::ops::Range<usize>) -> Vec<u8> {
    let kept: Vec<Square> = [&queens[..remove.start], &queens[remove.end..]].concat();
    let removed = &queens[remove];
    let xs: Vec<usize> = kept.iter().map(|queen| queen.0).collect();
    let ys: Vec<usize> = kept.iter().map(|queen| queen.1).collect();
    let gone_x = empty_lines(
        n,
        &xs,
        &removed.iter().map(|q| q.0).collect::<Vec<_>>(),
        removed.len(),
    );
    let gone_y = empty_lines(
        n,
        &ys,
        &removed.iter().map(|q| q.1).collect::<Vec<_>>(),
        removed.len(),
    );
    let (new_x, new_y) = (renumbering(n, &gone_x), renumbering(n, &gone_y));
    let smaller: Vec<Square> = kept.iter().map(|&(x, y)| (new_x[x], new_y[y])).collect();
    write_pairs(&smaller)
}

/// Fewer queens on a smaller board: a half, a quarter, ... down to one queen removed, at up to
/// eight places of the input each, the largest cuts first.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let Some((n, queens)) = read_queens(input) else {
        return Vec::new();
    };
    let mut smaller = Vec::new();
    let mut size = n / 2;
    while size >= 1 {
        let places = n / size;
        let step = places.div_ceil(8);
        for place in (0..places).step_by(step) {
            smaller.push(without(n, &queens, place * size..(place + 1) * size));
        }
        size /= 2;
    }
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE_1: &[u8] = b"8\n1 5\n6 2\n3 1\n5 0\n4 6\n0 3\n2 7\n7 4\n";
    const SAMPLE_3: &[u8] = b"4\n2 3\n0 2\n1 0\n2 2\n";

    #[test]
    fn the_samples_are_judged_and_wrong_verdicts_refused_with_a_reason() {
        assert_eq!(verify(SAMPLE_1, b"CORRECT\n"), Ok(()));
        assert_eq!(verify(b"4\n2 3\n1 0\n0 2\n3 1\n", b"CORRECT\n"), Ok(()));
        assert_eq!(verify(SAMPLE_3, b"INCORRECT\n"), Ok(()));
        assert_eq!(
            verify(SAMPLE_1, b"INCORRECT\n").unwrap_err(),
            "INCORRECT, but no two of the 8 queens attack each other"
        );
        assert_eq!(
            verify(SAMPLE_3, b"CORRECT\n").unwrap_err(),
            "CORRECT, but queens 1 (2 3) and 4 (2 2) share the column x = 2 (# below, y = 0 at the \
             bottom)\n  ..#.\n  Q.#.\n  ....\n  .Q.."
        );
        assert_eq!(
            verify(b"2\n0 1\n1 0\n", b"CORRECT\n").unwrap_err(),
            "CORRECT, but queens 1 (0 1) and 2 (1 0) share the \\ diagonal x + y = 1 (# below, y = \
             0 at the bottom)\n  #.\n  .#"
        );
        assert!(verify(b"2\n0 0\n1 1\n", b"CORRECT\n")
            .unwrap_err()
            .starts_with("CORRECT, but queens 1 (0 0) and 2 (1 1) share the / diagonal x - y = 0 "));
        assert_eq!(
            verify(b"2\n0 1\n1 1\n", b"CORRECT\n").unwrap_err(),
            "CORRECT, but queens 1 (0 1) and 2 (1 1) share the row y = 1 (# below, y = 0 at the \
             bottom)\n  ##\n  .."
        );
        for wrong in [&b"correct\n"[..], b"CORRECT", b"CORRECT \n", b""] {
            assert!(verify(SAMPLE_1, wrong)
                .unwrap_err()
                .ends_with("is not `CORRECT` or `INCORRECT` and a newline"));
        }
        assert!(verify(b"2\n0 2\n1 0\n", b"INCORRECT\n").is_err(), "x = N");
        assert!(
            verify(b"2\n0 1\n", b"INCORRECT\n").is_err(),
            "one queen short"
        );
        assert!(verify(b"5001\n", b"INCORRECT\n").is_err());
    }

    #[test]
    fn the_judge_writes_plain_lines() {
        assert!(sent_by_judge("1\n0 0\n"));
        assert!(sent_by_judge(std::str::from_utf8(SAMPLE_3).unwrap()));
        for input in [
            "1\n0 0",
            "1\r\n0 0\r\n",
            "1\n0  0\n",
            "1\n00 0\n",
            "1\n0\n0\n",
            "0\n",
        ] {
            assert!(!sent_by_judge(input), "{input:?}");
        }
    }

    #[test]
    fn the_construction_is_a_solution_for_every_n_from_4() {
        for n in (4..=80).chain([LIMIT - 1, LIMIT]) {
            let columns = construction(n);
            let queens: Vec<Square> = columns.iter().enumerate().map(|(y, &x)| (x, y)).collect();
            let mut sorted = columns.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n).collect::<Vec<_>>(), "n = {n}");
            assert_eq!(first_attack(&queens), None, "n = {n}");
        }
    }

    #[test]
    fn generated_inputs_are_sent_by_the_judge_and_reach_the_corners() {
        let mut rng = Rng::new(9);
        let (mut correct, mut incorrect, mut largest, mut one_diagonal) = (0, 0, 0, 0);
        for _ in 0..200 {
            let input = generate(&mut rng);
            assert!(sent_by_judge(std::str::from_utf8(&input).unwrap()));
            let (n, queens) = read_queens(&input).unwrap();
            largest += usize::from(n == LIMIT);
            // O(N) here, so that 200 inputs stay quick: distinct rows and columns, and pairs on
            // diagonals counted.
            let pairs = diagonal_pairs(n, &queens);
            let mut xs: Vec<usize> = queens.iter().map(|queen| queen.0).collect();
            let mut ys: Vec<usize> = queens.iter().map(|queen| queen.1).collect();
            xs.sort_unstable();
            xs.dedup();
            ys.sort_unstable();
            ys.dedup();
            let lines_distinct = xs.len() == n && ys.len() == n;
            match (lines_distinct, pairs.0 + pairs.1) {
                (true, 0) => correct += 1,
                (true, 1) => {
                    incorrect += 1;
                    one_diagonal += 1;
                }
                _ => incorrect += 1,
            }
            if n <= 12 {
                assert_eq!(
                    first_attack(&queens).is_none(),
                    lines_distinct && pairs == (0, 0)
                );
            }
        }
        assert!(correct > 30 && incorrect > 60, "{correct} {incorrect}");
        assert!(
            largest > 30 && one_diagonal > 10,
            "{largest} {one_diagonal}"
        );
    }

    #[test]
    fn shrinking_removes_queens_and_lines_and_stays_within_the_constraints() {
        let mut rng = Rng::new(3);
        for _ in 0..12 {
            let input = generate(&mut rng);
            let n = read_queens(&input).unwrap().0;
            for smaller in shrink(&input) {
                let text = std::str::from_utf8(&smaller).unwrap();
                assert!(sent_by_judge(text), "{text:?}");
                assert!(read_queens(&smaller).unwrap().0 < n);
            }
        }
        assert!(shrink(b"1\n0 0\n").is_empty());
        // Without queen 4 (2 2), its column and row still hold queens 1 and 2: the empty
        // column 3 and row 1 go instead.
        let smaller = shrink(SAMPLE_3);
        assert!(
            smaller.contains(&b"3\n2 2\n0 1\n1 0\n".to_vec()),
            "{smaller:?}"
        );
    }
}
