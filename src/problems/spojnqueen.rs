//! SPOJ NQUEEN: complete each line's pre-placed queens; any valid completion is accepted (the
//! statement: "print any one of them").
//!
//! [`verify`] is that judge: one output line per case, each N columns from 1 to N that keep
//! every pre-placed queen where it stands and put no two queens on one column or diagonal.

use super::{Problem, Rule, SPOJ_RUST, Stress};
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    // Neither limit nor the bound on N was found (problems/spojnqueen.md).
    assumed: &["time", "memory", "N ≤ 50"],
    rule: Rule::Valid,
    compiler: Some(SPOJ_RUST),
    ..Problem::new(
        "spojnqueen",
        "SPOJ",
        "NQUEEN (1771) Yet Another N-Queen Problem",
        "https://www.spoj.com/problems/NQUEEN/",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The largest N supported here (the judge's bound is not confirmed; about 50).
pub const LIMIT: usize = 50;

/// The cases of an input: for each, the column (from 1) of each row's pre-placed queen, 0 for
/// none. The input is read as the judge writes it or any whitespace between the numbers.
pub fn cases(input: &[u8]) -> Result<Vec<Vec<usize>>, String> {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_ascii_whitespace().map(|token| {
        token
            .parse::<usize>()
            .map_err(|_| format!("the input holds {token:?}, not a number"))
    });
    let mut cases = Vec::new();
    while let Some(n) = tokens.next() {
        let n = n?;
        let given = tokens.by_ref().take(n).collect::<Result<Vec<_>, _>>()?;
        if given.len() != n || given.iter().any(|&col| col > n) {
            return Err(format!(
                "the input's case {} is not N and N columns from 0 to N",
                cases.len() + 1
            ));
        }
        cases.push(given);
    }
    Ok(cases)
}

/// SPOJ NQUEEN's lines as the judge writes them, at least one: `N a1 … aN` and `\n`, single
/// spaces, N from 1 to 50 (the bound is not confirmed), each column from 0 to N.
pub fn sent_by_judge(input: &str) -> bool {
    use super::integer_in;
    !input.is_empty()
        && input.ends_with('\n')
        && input.split_terminator('\n').all(|line| {
            let tokens: Vec<&str> = line.split(' ').collect();
            let plain = |token: &str| token == "0" || !token.starts_with('0');
            tokens.iter().all(|token| plain(token))
                && matches!(tokens[0].parse::<usize>(), Ok(n) if integer_in(tokens[0], 1, 50)
                    && tokens.len() == n + 1
                    && tokens[1..].iter().all(|token| integer_in(token, 0, n as u32)))
        })
}

/// Whether `output` completes every case of `input`. Lines may end in CRLF and numbers may be
/// separated by any spaces; empty lines at the end are ignored.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let cases = cases(input)?;
    let lines = super::trimmed_lines(output)?;
    if lines.len() != cases.len() {
        return Err(format!(
            "expected {} lines, one per case, found {}",
            cases.len(),
            lines.len()
        ));
    }
    for (index, (line, given)) in lines.iter().zip(&cases).enumerate() {
        let number = index + 1;
        let columns: Vec<&str> = line.split_ascii_whitespace().collect();
        if columns.len() != given.len() {
            return Err(format!(
                "line {number}: expected {} column{}, found {}",
                given.len(),
                if given.len() == 1 { "" } else { "s" },
                columns.len()
            ));
        }
        for (row, (&col, text)) in given.iter().zip(&columns).enumerate() {
            match text.parse::<usize>() {
                Ok(found) if col != 0 && found != col => {
                    return Err(format!(
                        "line {number}: the pre-placed queen of row {} moved from column {col} to column {found}",
                        row + 1
                    ))
                }
                _ => {}
            }
        }
        super::placement(given.len(), &columns).map_err(|why| format!("line {number}, {why}"))?;
    }
    Ok(())
}

/// A random placement of `n` queens (columns from 0), by min-conflicts: start from a random
/// permutation and move a queen of a row under attack to a least attacked square of its row.
/// None for n = 2 and n = 3, which have none.
pub fn random_placement(n: usize, rng: &mut Rng) -> Option<Vec<usize>> {
    if n == 2 || n == 3 {
        return None;
    }
    loop {
        let mut queens: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut queens);
        // How many queens hold each column, `\` diagonal (row - col + n) and `/` one (row + col).
        let mut lines = [vec![0usize; n], vec![0; 2 * n], vec![0; 2 * n]];
        let index = |row: usize, col: usize| [col, row + n - col, row + col];
        let count = |lines: &mut [Vec<usize>; 3], row, col, add: bool| {
            for (line, at) in lines.iter_mut().zip(index(row, col)) {
                if add {
                    line[at] += 1
                } else {
                    line[at] -= 1
                }
            }
        };
        for (row, &col) in queens.iter().enumerate() {
            count(&mut lines, row, col, true);
        }
        // The other queens attacking (row, col), the queen of `row` taken off the board.
        let attackers = |lines: &[Vec<usize>; 3], row: usize, col: usize| -> usize {
            lines
                .iter()
                .zip(index(row, col))
                .map(|(line, at)| line[at])
                .sum()
        };
        for _ in 0..50 * n {
            let attacked: Vec<usize> = (0..n)
                .filter(|&row| attackers(&lines, row, queens[row]) > 3)
                .collect();
            if attacked.is_empty() {
                return Some(queens);
            }
            let row = attacked[rng.below(attacked.len())];
            count(&mut lines, row, queens[row], false);
            let least = (0..n)
                .map(|col| attackers(&lines, row, col))
                .min()
                .unwrap_or(0);
            let best: Vec<usize> = (0..n)
                .filter(|&col| attackers(&lines, row, col) == least)
                .collect();
            queens[row] = best[rng.below(best.len())];
            count(&mut lines, row, queens[row], true);
        }
    }
}

/// One valid answer of the many accepted: a completion of each line ([`completion`]), the columns
/// from 1 separated by spaces; empty where a line has none found.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let Ok(cases) = cases(input) else {
        return Vec::new();
    };
    let mut text = String::new();
    for given in &cases {
        let Some(queens) = completion(given) else {
            return Vec::new();
        };
        let words: Vec<String> = queens.iter().map(|col| (col + 1).to_string()).collect();
        text += &words.join(" ");
        text.push('\n');
    }
    text.into_bytes()
}

/// A completion of `given` (the column from 1 of each row's pre-placed queen, 0 for none): the
/// column from 0 of every row's queen. Backtracking over open squares kept as bit masks, the
/// empty row with the fewest open squares first, its squares from a random one on; a dead end (a
/// row, or a free column, with no open square left) is left at once. A search that runs past its
/// budget starts again in another order with twice the budget; None after 24 of them.
pub fn completion(given: &[usize]) -> Option<Vec<usize>> {
    let n = given.len();
    let mut board = Board {
        open: vec![(1u64 << n) - 1; n],
        queens: vec![None; n],
    };
    for (row, &col) in given.iter().enumerate() {
        if col != 0 {
            if board.open[row] & (1 << (col - 1)) == 0 {
                return None;
            }
            board = board.with_queen(row, col - 1);
        }
    }
    let mut rng = Rng::new(n as u64);
    let mut budget = 4096;
    for _ in 0..24 {
        let mut left = budget;
        if let Some(done) = search(&board, &mut rng, &mut left) {
            return done.queens.into_iter().collect();
        }
        budget *= 2;
    }
    None
}

/// A partial completion: the columns still open in each row (bit `col`), and the queens placed.
#[derive(Clone)]
struct Board {
    open: Vec<u64>,
    queens: Vec<Option<usize>>,
}

impl Board {
    /// The board with a queen at (`row`, `col`): its row holds it, and in every other row the
    /// squares on its column and its two diagonals are closed.
    fn with_queen(&self, row: usize, col: usize) -> Board {
        let mut next = self.clone();
        for (other, open) in next.open.iter_mut().enumerate() {
            let distance = row.abs_diff(other);
            let mut closed = 1u64 << col;
            closed |= 1u64.checked_shl((col + distance) as u32).unwrap_or(0);
            if distance <= col {
                closed |= 1 << (col - distance);
            }
            *open &= !closed;
        }
        next.open[row] = 1 << col;
        next.queens[row] = Some(col);
        next
    }
}

/// A completion of `board`, or None at a dead end or once `budget` nodes are spent.
fn search(board: &Board, rng: &mut Rng, budget: &mut u64) -> Option<Board> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let empty = (0..board.queens.len()).filter(|&row| board.queens[row].is_none());
    let Some(row) = empty.clone().min_by_key(|&row| board.open[row].count_ones()) else {
        return Some(board.clone());
    };
    let taken = board.queens.iter().flatten().fold(0u64, |set, &col| set | 1 << col);
    let reachable = empty.fold(0u64, |set, row| set | board.open[row]);
    let n = board.queens.len();
    if board.open[row] == 0 || (reachable | taken) != (1u64 << n) - 1 {
        return None;
    }
    let start = rng.below(n);
    for col in (start..n).chain(0..start) {
        if board.open[row] & (1 << col) != 0 {
            if let Some(done) = search(&board.with_queen(row, col), rng, budget) {
                return Some(done);
            }
        }
    }
    None
}

/// One to four lines as the judge writes them. Each keeps a random subset of a random
/// placement, so a completion exists; often N = 50 with 0 to 3 queens kept (the largest board,
/// the least guidance), else any N with any number of queens kept, from none to all.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let mut input = String::new();
    for _ in 0..rng.between(1, 4) {
        let n = match rng.below(10) {
            0..=3 => LIMIT,
            4 => 1,
            _ => rng.between(4, LIMIT),
        };
        let kept = match rng.below(10) {
            0..=4 => rng.between(0, 3.min(n)),
            5..=7 => rng.between(0, n),
            _ => rng.between(n / 2, n),
        };
        let placement = random_placement(n, rng).unwrap_or_default();
        let mut rows: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut rows);
        let mut given = vec![0; n];
        for &row in &rows[..kept] {
            given[row] = placement[row] + 1;
        }
        input += &line(&given);
    }
    input.into_bytes()
}

/// A case as the judge writes it: `N a1 … aN` and a newline.
fn line(given: &[usize]) -> String {
    let mut line = given.len().to_string();
    for col in given {
        line += &format!(" {col}");
    }
    line + "\n"
}

/// Smaller inputs: a line's board cut to a smaller N (its first rows, the queens that fit, where
/// a completion still exists), then without one of its lines, then with half or one of a line's
/// pre-placed queens taken away (a completion still exists: fewer queens to keep).
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let Ok(cases) = cases(input) else {
        return Vec::new();
    };
    let write = |cases: &[Vec<usize>]| {
        cases
            .iter()
            .map(|given| line(given))
            .collect::<String>()
            .into_bytes()
    };
    let mut smaller = Vec::new();
    for (index, given) in cases.iter().enumerate() {
        let n = given.len();
        let mut sizes = vec![1, 4, 5, 6, 8, n / 2, n.saturating_sub(1)];
        sizes.retain(|&m| (1..n).contains(&m));
        sizes.sort_unstable();
        sizes.dedup();
        for m in sizes {
            let cut: Vec<usize> = given[..m]
                .iter()
                .map(|&col| if col <= m { col } else { 0 })
                .collect();
            if completion(&cut).is_some() {
                let mut fewer = cases.clone();
                fewer[index] = cut;
                smaller.push(write(&fewer));
            }
        }
    }
    if cases.len() > 1 {
        for index in 0..cases.len() {
            let mut fewer = cases.clone();
            fewer.remove(index);
            smaller.push(write(&fewer));
        }
    }
    for (index, given) in cases.iter().enumerate() {
        let placed: Vec<usize> = (0..given.len()).filter(|&row| given[row] != 0).collect();
        if placed.len() > 1 {
            let mut half = cases.clone();
            for &row in &placed[..placed.len() / 2] {
                half[index][row] = 0;
            }
            smaller.push(write(&half));
        }
        for &row in &placed {
            let mut fewer = cases.clone();
            fewer[index][row] = 0;
            smaller.push(write(&fewer));
        }
    }
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &[u8] = b"4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n";

    #[test]
    fn the_samples_and_other_completions_pass() {
        assert_eq!(verify(SAMPLE, b"2 4 1 3\n2 6 1 7 4 8 3 5\n"), Ok(()));
        assert_eq!(
            verify(SAMPLE, b"3 1 4 2\r\n2  6 1 7 4 8 3 5 \r\n\n"),
            Ok(())
        );
        assert_eq!(verify(b"1 0\n1 1\n", b"1\n1"), Ok(()));
        assert_eq!(verify(b"", b""), Ok(()));
    }

    #[test]
    fn wrong_completions_are_explained() {
        let refused = |output: &[u8]| verify(SAMPLE, output).unwrap_err();
        assert_eq!(
            refused(b"2 4 1 3\n"),
            "expected 2 lines, one per case, found 1"
        );
        assert_eq!(
            refused(b"2 4 1 3\n2 6 1 7 4 8 3 5\n1\n"),
            "expected 2 lines, one per case, found 3"
        );
        assert_eq!(
            refused(b"2 4 1 3\n2 6 1 7 4 8 3\n"),
            "line 2: expected 8 columns, found 7"
        );
        // The sample's answer mirrored: valid, but the pre-placed queens moved.
        assert_eq!(
            refused(b"2 4 1 3\n7 3 8 2 5 1 6 4\n"),
            "line 2: the pre-placed queen of row 1 moved from column 2 to column 7"
        );
        assert_eq!(
            refused(b"2 4 1 3\n2 6 1 7 5 8 3 4\n"),
            "line 2: the pre-placed queen of row 5 moved from column 4 to column 5"
        );
        assert_eq!(
            refused(b"2 4 1 3\n2 6 1 7 4 8 5 3\n"),
            "line 2, row 7: column 5 is attacked by the queen of row 3 on the \\ diagonal row - col \
             = 2 (# below)\n  .Q......\n  .....Q..\n  #.......\n  ......Q.\n  ...Q....\n  \
             .......Q\n  ....#...\n  ..Q....."
        );
        assert_eq!(
            refused(b"2 4 1 3\n2 6 1 7 4 8 3 3\n"),
            "line 2, row 8: column 3 is attacked by the queen of row 7 on its column (# below)\n  \
             .Q......\n  .....Q..\n  Q.......\n  ......Q.\n  ...Q....\n  .......Q\n  ..#.....\n  \
             ..#....."
        );
        assert_eq!(
            refused(b"2 4 1 3\n2 6 1 7 4 8 3 9\n"),
            "line 2, row 8: column 9 is out of range 1..=8"
        );
        assert_eq!(
            refused(b"2 4 1 three\n2 6 1 7 4 8 3 5\n"),
            "line 1, row 4: \"three\" is not a column number"
        );
        assert_eq!(
            refused(b"1 2 3 4\n2 6 1 7 4 8 3 5\n"),
            "line 1, row 2: column 2 is attacked by the queen of row 1 on the \\ diagonal row - col \
             = 0 (# below)\n  #...\n  .#..\n  ..Q.\n  ...Q"
        );
        assert!(verify(b"4 0 0\n", b"2 4 1 3\n")
            .unwrap_err()
            .contains("case 1"));
        assert!(verify(b"4 0 0 0 5\n", b"2 4 1 3\n")
            .unwrap_err()
            .contains("case 1"));
        assert!(verify(SAMPLE, b"\xff")
            .unwrap_err()
            .starts_with("not UTF-8"));
    }

    #[test]
    fn spojnqueen_sends_lines_of_n_and_n_columns() {
        assert!(sent_by_judge("4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n") && sent_by_judge("1 1\n"));
        for input in [
            "",
            "4 0 0 0 0",
            "4 0 0 0\n",
            "4 0 0 0 5\n",
            "4 0 0 0 0\r\n",
            "4  0 0 0 0\n",
            "4 0 0 0 0\n\n",
            "04 0 0 0 0\n",
            "51 0\n",
            "0\n",
        ] {
            assert!(!sent_by_judge(input), "{input:?}");
        }
    }

    /// The reference completes every case of `testdata/spojnqueen/` with an answer, the hard
    /// ones for a plain most-constrained-first search included, and the check passes it.
    #[test]
    fn the_reference_completes_every_case_with_an_answer() {
        let dir = crate::cases::testdata_dir().join("spojnqueen");
        let cases = crate::cases::load(&dir).unwrap();
        let answered = cases
            .iter()
            .filter(|case| matches!(case.expect, crate::Expect::Output(_)));
        let mut count = 0;
        for case in answered {
            assert_eq!(verify(&case.input, &expected(&case.input)), Ok(()), "{}", case.name);
            count += 1;
        }
        assert!(count >= 10, "{count} cases");
        assert!(completion(&[0, 0, 0]).is_none() && completion(&[1, 2, 0, 0]).is_none());
        assert_eq!(completion(&[1]), Some(vec![0]));
    }

    #[test]
    fn random_placements_are_valid() {
        let mut rng = Rng::new(1771);
        for n in (1..=LIMIT).filter(|&n| n != 2 && n != 3) {
            let queens = random_placement(n, &mut rng).unwrap();
            let columns: Vec<String> = queens.iter().map(|col| (col + 1).to_string()).collect();
            let columns: Vec<&str> = columns.iter().map(String::as_str).collect();
            assert_eq!(super::super::placement(n, &columns), Ok(()), "n = {n}");
        }
        assert!(random_placement(3, &mut rng).is_none());
    }

    /// A generated case keeps queens of one valid placement, so it holds N and N columns within
    /// range with no two pre-placed queens attacking; shrinking keeps that and makes it smaller.
    #[test]
    fn generated_inputs_are_within_the_constraints_and_shrink() {
        let mut rng = Rng::new(1);
        let mut largest_with_few = 0;
        for _ in 0..300 {
            let input = generate(&mut rng);
            let text = String::from_utf8(input.clone()).unwrap();
            assert!(text.ends_with('\n') && !text.contains("  "), "{text:?}");
            let parsed = cases(&input).unwrap();
            assert!((1..=4).contains(&parsed.len()));
            for given in &parsed {
                let n = given.len();
                assert!((1..=LIMIT).contains(&n) && n != 2 && n != 3);
                let placed: Vec<(usize, usize)> = (0..n)
                    .filter(|&row| given[row] != 0)
                    .map(|row| (row, given[row]))
                    .collect();
                for (a, &(row_a, col_a)) in placed.iter().enumerate() {
                    for &(row_b, col_b) in &placed[a + 1..] {
                        assert!(col_a != col_b && col_a.abs_diff(col_b) != row_b - row_a);
                    }
                }
                if n == LIMIT && placed.len() <= 3 {
                    largest_with_few += 1;
                }
            }
            let queens = |input: &[u8]| -> usize {
                cases(input)
                    .unwrap()
                    .iter()
                    .flatten()
                    .filter(|&&col| col != 0)
                    .count()
            };
            let squares = |input: &[u8]| -> usize { cases(input).unwrap().iter().map(Vec::len).sum() };
            for smaller in shrink(&input) {
                let fewer_lines = cases(&smaller).unwrap().len() < parsed.len();
                assert!(
                    fewer_lines
                        || squares(&smaller) < squares(&input)
                        || queens(&smaller) < queens(&input)
                );
            }
        }
        assert!(largest_with_few > 50, "{largest_with_few}");
        // The empty board of 4 is cut to that of 1; nothing is smaller than "1 0".
        assert_eq!(shrink(b"4 0 0 0 0\n"), [b"1 0\n"]);
        assert!(shrink(b"1 0\n").is_empty());
        assert_eq!(
            shrink(b"4 2 4 0 0\n1 0\n"),
            [
                &b"1 0\n1 0\n"[..],
                b"1 0\n",
                b"4 2 4 0 0\n",
                b"4 0 4 0 0\n1 0\n",
                b"4 0 4 0 0\n1 0\n",
                b"4 2 0 0 0\n1 0\n"
            ]
        );
    }
}
