//! Random inputs for `judge --stress` ([`crate::stress`]), one generator and one shrinker per
//! problem with a rich input, plugged into the problem table's `stress` field.
//!
//! A generator writes an input as the judge writes it (within its constraints) and mixes uniform
//! noise with the corners where bugs hide: boards with almost every square reserved but a way
//! left, placements valid but for one diagonal. A shrinker lists smaller inputs made from a
//! failing one, the boldest cut first (everything, then half), then one piece at a time.

use crate::rng::Rng;
use crate::verify::read_board;

/// A square of the 8x8 board: (row, column) from 0.
type Square = (usize, usize);

/// CSES 1624: an 8x8 board of `.` (free) and `*` (reserved). Any density, sparse, the border
/// reserved more than the inside, almost all reserved (60 to 64), or dense around one to three
/// solutions kept free, so that a dense board still has ways to count.
pub fn cses1624(rng: &mut Rng) -> Vec<u8> {
    let reserved = match rng.below(6) {
        // Any density, uniformly.
        0 => filled(rng, 0, 100),
        // Sparse: a few reserved squares, many ways.
        1 => filled(rng, 0, 12),
        // The border reserved more often than the inside: where off-by-one slips show.
        2 => {
            let (border, inside) = (rng.between(30, 80), rng.between(0, 15));
            let mut reserved = [[false; 8]; 8];
            for (row, col) in all_squares() {
                let edge = row == 0 || row == 7 || col == 0 || col == 7;
                reserved[row][col] = rng.percent(if edge { border } else { inside });
            }
            reserved
        }
        // Almost every square reserved: 60 to 64 of them.
        3 => {
            let mut squares = all_squares();
            rng.shuffle(&mut squares);
            let mut reserved = [[false; 8]; 8];
            for &(row, col) in &squares[..rng.between(60, 64)] {
                reserved[row][col] = true;
            }
            reserved
        }
        // Dense, but the squares of a few solutions kept free.
        _ => {
            let mut reserved = filled(rng, 50, 100);
            for _ in 0..rng.between(1, 3) {
                for (row, col) in solution(rng).into_iter().enumerate() {
                    reserved[row][col] = false;
                }
            }
            reserved
        }
    };
    board(|row, col| reserved[row][col])
}

/// Smaller CSES 1624 boards: no reserved square, half of them, then each one freed.
pub fn shrink_cses1624(input: &[u8]) -> Vec<Vec<u8>> {
    fewer(&marked(input))
}

/// Kattis 8queens: an 8x8 board of `.` and `*` (a queen). A solution, a near miss (eight queens,
/// one per row and column, valid but for one pair on a `\` or a `/` diagonal), a solution with
/// one queen moved, added or taken away, or queens on random squares (the empty and the full
/// board among them).
pub fn kattis8queens(rng: &mut Rng) -> Vec<u8> {
    let queens: Vec<Square> = match rng.below(6) {
        0 => placed(solution(rng)),
        1 => placed(near_miss(rng, Diagonal::Down)),
        2 => placed(near_miss(rng, Diagonal::Up)),
        3 => {
            // A solution with one queen moved to a random empty square, or taken away.
            let mut queens = placed(solution(rng));
            let moved = rng.below(8);
            queens.remove(moved);
            if rng.percent(70) {
                queens.push(empty_square(rng, &queens));
            }
            queens
        }
        4 => {
            // A solution plus one queen.
            let mut queens = placed(solution(rng));
            queens.push(empty_square(rng, &queens));
            queens
        }
        _ => {
            // Random squares: most often about eight, sometimes any number, none or all.
            let count = match rng.below(10) {
                0 => 64 * rng.below(2),
                1..=3 => rng.between(0, 64),
                _ => rng.between(6, 10),
            };
            let mut squares = all_squares();
            rng.shuffle(&mut squares);
            squares.truncate(count);
            squares
        }
    };
    board(|row, col| queens.contains(&(row, col)))
}

/// Smaller Kattis 8queens boards: no queen, half of them, then each one taken away.
pub fn shrink_kattis8queens(input: &[u8]) -> Vec<Vec<u8>> {
    fewer(&marked(input))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Diagonal {
    /// `\`: row - column is constant.
    Down,
    /// `/`: row + column is constant.
    Up,
}

/// Columns, one per row, of eight queens that attack each other only once: two of them share
/// one `diagonal`, and nothing else is shared. Drawn by rejection from random permutations: 444
/// of the 40,320 qualify for each diagonal, one in 91.
fn near_miss(rng: &mut Rng, diagonal: Diagonal) -> Vec<usize> {
    for _ in 0..10_000 {
        let mut columns: Vec<usize> = (0..8).collect();
        rng.shuffle(&mut columns);
        let pairs = attacking_pairs(&columns);
        if pairs.len() == 1 && pairs[0] == diagonal {
            return columns;
        }
    }
    unreachable!("one permutation in 91 qualifies: 10,000 draws do not all miss")
}

/// The diagonal of each pair of queens (columns, one per row) that attack each other.
fn attacking_pairs(columns: &[usize]) -> Vec<Diagonal> {
    let mut pairs = Vec::new();
    for (a, &first) in columns.iter().enumerate() {
        for (b, &second) in columns.iter().enumerate().skip(a + 1) {
            if a + first == b + second {
                pairs.push(Diagonal::Up);
            } else if a + second == b + first {
                pairs.push(Diagonal::Down);
            }
        }
    }
    pairs
}

/// A random solution of the empty 8x8 board as the column of each row: depth-first search that
/// tries the columns of each row in a random order.
fn solution(rng: &mut Rng) -> Vec<usize> {
    fn place(rng: &mut Rng, columns: &mut Vec<usize>) -> bool {
        if columns.len() == 8 {
            return true;
        }
        let mut order: Vec<usize> = (0..8).collect();
        rng.shuffle(&mut order);
        let row = columns.len();
        for col in order {
            let attacked = columns.iter().enumerate().any(|(other, &taken)| {
                taken == col || other + taken == row + col || other + col == row + taken
            });
            if !attacked {
                columns.push(col);
                if place(rng, columns) {
                    return true;
                }
                columns.pop();
            }
        }
        false
    }
    let mut columns = Vec::with_capacity(8);
    assert!(place(rng, &mut columns), "the 8x8 board has solutions");
    columns
}

/// The squares of queens given as the column of each row.
fn placed(columns: Vec<usize>) -> Vec<Square> {
    columns.into_iter().enumerate().collect()
}

fn empty_square(rng: &mut Rng, taken: &[Square]) -> Square {
    loop {
        let square = (rng.below(8), rng.below(8));
        if !taken.contains(&square) {
            return square;
        }
    }
}

fn all_squares() -> Vec<Square> {
    (0..64).map(|square| (square / 8, square % 8)).collect()
}

/// Squares each marked with one probability, drawn from `low..=high` percent.
fn filled(rng: &mut Rng, low: usize, high: usize) -> [[bool; 8]; 8] {
    let percent = rng.between(low, high);
    let mut marks = [[false; 8]; 8];
    for mark in marks.iter_mut().flatten() {
        *mark = rng.percent(percent);
    }
    marks
}

/// The board as the judges write it: 8 lines of 8 `.`/`*`, each ending in `\n`.
fn board(marked: impl Fn(usize, usize) -> bool) -> Vec<u8> {
    let mut text = Vec::with_capacity(72);
    for row in 0..8 {
        text.extend((0..8).map(|col| if marked(row, col) { b'*' } else { b'.' }));
        text.push(b'\n');
    }
    text
}

/// The `*` squares of a board, or none when the input is not one.
fn marked(input: &[u8]) -> Vec<Square> {
    let Some(rows) = read_board(input) else {
        return Vec::new();
    };
    all_squares()
        .into_iter()
        .filter(|&(row, col)| rows[row][col] == b'*')
        .collect()
}

/// Boards with fewer of the `*` squares of `marks`: none, the first half, the second half, then
/// all but one, for each one.
fn fewer(marks: &[Square]) -> Vec<Vec<u8>> {
    let keep = |kept: &[Square]| board(|row, col| kept.contains(&(row, col)));
    let mut boards = Vec::new();
    if marks.len() >= 2 {
        let half = marks.len() / 2;
        boards.extend([keep(&[]), keep(&marks[..half]), keep(&marks[half..])]);
    }
    for left_out in 0..marks.len() {
        let kept: Vec<Square> = [&marks[..left_out], &marks[left_out + 1..]].concat();
        boards.push(keep(&kept));
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;
    use crate::verify;

    /// `count` inputs of `problem` from seeds 0.., each one its judge could send.
    fn drawn(problem: &str, count: u64) -> Vec<Vec<u8>> {
        let row = find(problem).unwrap();
        let stress = row.stress.expect("a stress entry");
        (0..count)
            .map(|seed| {
                let input = (stress.generate)(&mut Rng::new(seed));
                let text = std::str::from_utf8(&input).unwrap();
                assert!((row.sent_by_judge)(text), "seed {seed}: {text:?}");
                input
            })
            .collect()
    }

    fn stars(input: &[u8]) -> usize {
        input.iter().filter(|&&byte| byte == b'*').count()
    }

    #[test]
    fn cses1624_boards_reach_empty_full_and_solvable_dense_corners() {
        let boards = drawn("cses1624", 400);
        let ways = |input: &[u8]| -> u64 {
            (0..=92)
                .find(|ways| verify::cses1624(input, format!("{ways}\n").as_bytes()).is_ok())
                .expect("a count from 0 to 92")
        };
        let count = |test: &dyn Fn(&[u8]) -> bool| boards.iter().filter(|b| test(b)).count();
        assert!(count(&|b| stars(b) <= 3) >= 20, "sparse boards");
        assert!(
            count(&|b| stars(b) >= 60) >= 40,
            "almost every square reserved"
        );
        assert!(count(&|b| stars(b) == 64) >= 3, "every square reserved");
        assert!(
            count(&|b| stars(b) >= 40 && ways(b) > 0) >= 40,
            "dense, a way left"
        );
        assert!(
            count(&|b| ways(b) == 92) >= 5,
            "no square of a solution reserved"
        );
        assert!(
            count(&|b| (1..92).contains(&ways(b))) >= 100,
            "some ways left"
        );
        let corners = |b: &[u8]| b[0] == b'*' && b[7 * 9 + 7] == b'*';
        assert!(
            count(&|b| corners(b) && ways(b) > 0) >= 10,
            "reserved corners, ways left"
        );
    }

    #[test]
    fn kattis8queens_boards_reach_solutions_and_near_misses_of_each_diagonal() {
        let boards = drawn("kattis8queens", 400);
        let valid = |b: &[u8]| verify::kattis8queens(b, b"valid\n").is_ok();
        let solutions = boards.iter().filter(|b| valid(b)).count();
        assert!(solutions >= 40, "{solutions} solutions");
        // A near miss: 8 queens, one per row and column, one pair on a diagonal.
        let near_misses = |diagonal: Diagonal| {
            boards
                .iter()
                .filter(|b| {
                    let queens = marked(b);
                    let columns: Vec<usize> = queens.iter().map(|&(_, col)| col).collect();
                    let mut sorted = columns.clone();
                    sorted.sort_unstable();
                    queens.len() == 8
                        && queens.iter().enumerate().all(|(row, &(at, _))| row == at)
                        && sorted == (0..8).collect::<Vec<_>>()
                        && attacking_pairs(&columns) == [diagonal]
                })
                .count()
        };
        assert!(near_misses(Diagonal::Up) >= 30, "near misses on a `/`");
        assert!(near_misses(Diagonal::Down) >= 30, "near misses on a `\\`");
        let counts: Vec<usize> = boards.iter().map(|b| stars(b)).collect();
        for queens in [0, 7, 8, 9, 64] {
            assert!(counts.contains(&queens), "{queens} queens");
        }
        assert!(counts.iter().any(|&queens| queens > 20), "crowded boards");
    }

    #[test]
    fn shrinking_takes_squares_away_and_keeps_the_judges_format() {
        let sent = find("cses1624").unwrap().sent_by_judge;
        let input =
            b"*.......\n........\n..*.....\n........\n........\n........\n........\n.......*\n";
        let smaller = shrink_cses1624(input);
        assert_eq!(smaller.len(), 3 + 3, "none, two halves, three singles");
        assert_eq!(smaller[0], b"........\n".repeat(8));
        for candidate in &smaller {
            assert!(sent(std::str::from_utf8(candidate).unwrap()));
            assert!(stars(candidate) < 3);
            // Only squares of the board, never new ones.
            assert!(marked(candidate).iter().all(|s| marked(input).contains(s)));
        }
        assert_eq!(stars(&smaller[3]), 2);
        assert_eq!(
            shrink_kattis8queens(&b"........\n".repeat(8)),
            Vec::<Vec<u8>>::new()
        );
        let one = board(|row, col| (row, col) == (7, 7));
        assert_eq!(shrink_kattis8queens(&one), [b"........\n".repeat(8)]);
        assert_eq!(shrink_cses1624(b"not a board"), Vec::<Vec<u8>>::new());
    }

    #[test]
    fn the_same_seed_draws_the_same_board() {
        for seed in [0, 1, 99] {
            assert_eq!(cses1624(&mut Rng::new(seed)), cses1624(&mut Rng::new(seed)));
            assert_eq!(
                kattis8queens(&mut Rng::new(seed)),
                kattis8queens(&mut Rng::new(seed))
            );
        }
    }
}
