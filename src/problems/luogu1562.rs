//! Luogu P1562 还是N皇后: n rows of `*` (a queen may stand there) and `.` (it may not); count
//! the placements of n non-attacking queens on `*` squares. The check is plain backtracking over
//! the permutations, one queen per row, with boolean arrays for columns and both diagonals and
//! no bit tricks, each row's allowed columns listed once; a board with every square free is
//! OEIS A000170's count. At n = 14 it takes a fraction of a second in the test profile.

use super::{LUOGU_RUST, Problem, Rule, Stress};
use super::chess::random_solution;
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Lines,
    compiler: Some(LUOGU_RUST),
    ..Problem::new(
        "luogu1562",
        "Luogu",
        "P1562 还是N皇后",
        "https://www.luogu.com.cn/problem/P1562",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The judge's largest n.
const LIMIT: usize = 14;

/// n and which squares may hold a queen, whitespace free: n from 1 to 14, then n words of n
/// `*`/`.`, nothing after them.
fn read_board(input: &[u8]) -> Option<Vec<Vec<bool>>> {
    let text = std::str::from_utf8(input).ok()?;
    let mut tokens = text.split_ascii_whitespace();
    let n: usize = tokens.next()?.parse().ok()?;
    let rows: Vec<&[u8]> = tokens.map(str::as_bytes).collect();
    if !(1..=LIMIT).contains(&n) {
        return None;
    }
    super::star_rows(&rows, n)
}

/// The placements of queens in rows `row..`, each on one of the columns `allowed[row]` lists,
/// the rows above already holding theirs: `columns[col]`, `sums[row + col]` and
/// `differences[row + n - 1 - col]` mark the lines taken.
fn backtrack(
    allowed: &[Vec<usize>],
    row: usize,
    columns: &mut [bool],
    sums: &mut [bool],
    differences: &mut [bool],
) -> u64 {
    let n = allowed.len();
    if row == n {
        return 1;
    }
    let mut total = 0;
    for &col in &allowed[row] {
        let (sum, difference) = (row + col, row + n - 1 - col);
        if !columns[col] && !sums[sum] && !differences[difference] {
            columns[col] = true;
            sums[sum] = true;
            differences[difference] = true;
            total += backtrack(allowed, row + 1, columns, sums, differences);
            columns[col] = false;
            sums[sum] = false;
            differences[difference] = false;
        }
    }
    total
}

/// The count: a board with every square free is the plain n-queens count, OEIS A000170, with no
/// search (the search is held to it below); any other, [`search`].
fn count(board: &[Vec<bool>]) -> u64 {
    let free = board.iter().flatten().all(|&free| free);
    match crate::oeis::all(board.len()) {
        Some(all) if free => all,
        _ => search(board),
    }
}

/// The backtracking count of the placements on the allowed squares.
fn search(board: &[Vec<bool>]) -> u64 {
    let n = board.len();
    // Each row's allowed columns, listed once: the search never looks at a forbidden square.
    let allowed: Vec<Vec<usize>> = board
        .iter()
        .map(|row| (0..n).filter(|&col| row[col]).collect())
        .collect();
    let lines = || vec![false; 2 * n - 1];
    backtrack(&allowed, 0, &mut vec![false; n], &mut lines(), &mut lines())
}

/// The input as Luogu writes it: `n\n`, then n lines of n `*`/`.` and `\n`.
pub fn sent_by_judge(input: &str) -> bool {
    let Some(board) = read_board(input.as_bytes()) else {
        return false;
    };
    let lines: Vec<&str> = input.split_inclusive('\n').collect();
    lines.len() == board.len() + 1
        && lines[0] == format!("{}\n", board.len())
        && lines[1..].iter().all(|line| line.len() == board.len() + 1)
}

/// The output is the brute force's count and a newline.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let allowed = read_board(input).ok_or("the .in is not n from 1 to 14 and n rows of `*`/`.`")?;
    let expected = format!("{}\n", count(&allowed));
    if output == expected.as_bytes() {
        return Ok(());
    }
    Err(format!(
        "{:?}, but backtracking over the {n}x{n} board counts {expected:?}",
        String::from_utf8_lossy(output),
        n = allowed.len()
    ))
}

/// The count and a newline, by backtracking over bit masks (not the boolean arrays of
/// [`verify`], which checks it): a queen in row r, column c takes bit c of the columns, of the
/// `\` diagonals (shifted one column right per row) and of the `/` ones (shifted left). Empty for
/// an input that is not a board.
pub fn expected(input: &[u8]) -> Vec<u8> {
    fn place(allowed: &[u32], columns: u32, down: u32, up: u32) -> u64 {
        let Some((&row, below)) = allowed.split_first() else {
            return 1;
        };
        let mut open = row & !(columns | down | up);
        let mut total = 0;
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open &= open - 1;
            total += place(below, columns | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        total
    }
    let Some(board) = read_board(input) else {
        return Vec::new();
    };
    let allowed: Vec<u32> = board
        .iter()
        .map(|row| (0..row.len()).filter(|&col| row[col]).map(|col| 1 << col).sum())
        .collect();
    format!("{}\n", place(&allowed, 0, 0, 0)).into_bytes()
}

/// The input as Luogu writes it: n, then n rows of `*` (allowed) and `.`.
fn write_input(allowed: &[Vec<bool>]) -> Vec<u8> {
    let n = allowed.len();
    let mut text = format!("{n}\n").into_bytes();
    text.extend(super::write_stars(n, |row, col| allowed[row][col]));
    text
}

/// Forbids each square with probability `percent` / 100.
fn forbid(rng: &mut Rng, allowed: &mut [Vec<bool>], percent: usize) {
    for square in allowed.iter_mut().flatten() {
        if rng.percent(percent) {
            *square = false;
        }
    }
}

/// n up to 14 (10 or more three times in five) and forbidden squares of four kinds: sparse (up to
/// 10% of the squares), dense (40% to 90%), almost all (every square but those of one solution
/// and a few more), or whole forbidden rows and columns over sparse noise.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let n = if rng.percent(60) {
        rng.between(10, LIMIT)
    } else {
        rng.between(1, 9)
    };
    let mut allowed = vec![vec![true; n]; n];
    match rng.below(4) {
        0 => {
            let percent = rng.below(11);
            forbid(rng, &mut allowed, percent);
        }
        1 => {
            let percent = rng.between(40, 90);
            forbid(rng, &mut allowed, percent);
        }
        2 => {
            allowed = vec![vec![false; n]; n];
            let mut columns = Vec::new();
            if random_solution(rng, &mut columns, n) {
                columns
                    .iter()
                    .enumerate()
                    .for_each(|(row, &col)| allowed[row][col] = true);
            }
            for _ in 0..rng.below(n + 1) {
                allowed[rng.below(n)][rng.below(n)] = true;
            }
        }
        _ => {
            forbid(rng, &mut allowed, 5);
            for _ in 0..rng.between(1, 2) {
                let line = rng.below(n);
                if rng.percent(50) {
                    allowed[line].iter_mut().for_each(|square| *square = false);
                } else {
                    allowed.iter_mut().for_each(|row| row[line] = false);
                }
            }
        }
    }
    write_input(&allowed)
}

/// Smaller boards first (without row r and column r, or row r and column n-1-r), then the
/// forbidden squares of one row made free, then single forbidden squares made free (the first
/// 32).
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let Some(allowed) = read_board(input) else {
        return Vec::new();
    };
    let n = allowed.len();
    let mut smaller = Vec::new();
    if n > 1 {
        for row in 0..n {
            for col in [row, n - 1 - row] {
                let board: Vec<Vec<bool>> = (0..n)
                    .filter(|&r| r != row)
                    .map(|r| {
                        (0..n)
                            .filter(|&c| c != col)
                            .map(|c| allowed[r][c])
                            .collect()
                    })
                    .collect();
                smaller.push(write_input(&board));
            }
        }
    }
    for row in 0..n {
        if allowed[row].contains(&false) {
            let mut board = allowed.clone();
            board[row] = vec![true; n];
            smaller.push(write_input(&board));
        }
    }
    let forbidden = (0..n * n).filter(|&square| !allowed[square / n][square % n]);
    for square in forbidden.take(32) {
        let mut board = allowed.clone();
        board[square / n][square % n] = true;
        smaller.push(write_input(&board));
    }
    let mut seen = std::collections::HashSet::new();
    smaller.retain(|candidate| seen.insert(candidate.clone()));
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oeis;

    #[test]
    fn a_board_without_forbidden_squares_counts_oeis_a000170() {
        for n in 1..=10 {
            let allowed = vec![vec![true; n]; n];
            assert_eq!(Some(search(&allowed)), oeis::all(n), "n = {n}");
            assert_eq!(Some(count(&allowed)), oeis::all(n), "n = {n}");
        }
        // One forbidden square and the search counts, not the table.
        let mut allowed = vec![vec![true; 8]; 8];
        allowed[0][0] = false;
        assert_eq!(count(&allowed), search(&allowed));
        assert_eq!(count(&allowed), 92 - 4, "the 4 solutions with a queen in a corner");
    }

    #[test]
    fn the_sample_is_accepted_and_wrong_counts_are_refused() {
        let sample = b"4\n**.*\n****\n****\n****\n";
        assert_eq!(verify(sample, b"1\n"), Ok(()));
        assert_eq!(verify(b" 4\r\n**.*  ****\r\n****\n****", b"1\n"), Ok(()));
        assert_eq!(
            verify(sample, b"2\n").unwrap_err(),
            "\"2\\n\", but backtracking over the 4x4 board counts \"1\\n\""
        );
        assert!(verify(sample, b"1").is_err());
        assert!(verify(sample, b"1 \n").is_err());
        assert_eq!(verify(b"1\n.\n", b"0\n"), Ok(()));
        assert!(verify(b"4\n**.*\n****\n****\n", b"1\n").is_err(), "3 rows");
        assert!(verify(b"4\n**Q*\n****\n****\n****\n", b"1\n").is_err());
        assert!(verify(b"15\n", b"0\n").is_err());
        assert!(sent_by_judge("4\n**.*\n****\n****\n****\n"));
        for input in [
            "4\n**.*\n****\n****\n****",
            "4\r\n**.*\r\n****\r\n****\r\n****\r\n",
            " 4\n**.*\n****\n****\n****\n",
        ] {
            assert!(!sent_by_judge(input), "{input:?}");
        }
    }

    #[test]
    fn generated_inputs_are_sent_by_the_judge_and_shrink_within_the_constraints() {
        let mut rng = Rng::new(4);
        let (mut largest, mut one_way, mut none) = (0, 0, 0);
        for _ in 0..300 {
            let input = generate(&mut rng);
            assert!(sent_by_judge(std::str::from_utf8(&input).unwrap()));
            let allowed = read_board(&input).unwrap();
            largest += usize::from(allowed.len() == LIMIT);
            let free = allowed.iter().flatten().filter(|&&free| free).count();
            if free < allowed.len() * 2 {
                match count(&allowed) {
                    0 => none += 1,
                    1 => one_way += 1,
                    _ => {}
                }
            }
            for smaller in shrink(&input) {
                assert!(sent_by_judge(std::str::from_utf8(&smaller).unwrap()));
                let board = read_board(&smaller).unwrap();
                let free_after = board.iter().flatten().filter(|&&free| free).count();
                assert!(board.len() < allowed.len() || free_after > free);
            }
        }
        assert!(
            largest > 20 && one_way > 10 && none > 5,
            "{largest} {one_way} {none}"
        );
        assert!(shrink(b"1\n*\n").is_empty());
        assert_eq!(shrink(b"1\n.\n"), vec![b"1\n*\n".to_vec()]);
    }
}
