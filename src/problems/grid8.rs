//! The 8x8 board of `.` and `*` that CSES 1624 (`*` reserved) and Kattis 8queens (`*` a queen)
//! share: reading it as the statements allow, the judges' way of writing it, random solutions
//! on it and the shrinking of a board for `judge --stress`.

use super::chess::random_solution;
use crate::rng::Rng;

/// A square of the 8x8 board: (row, column) from 0.
pub type Square = (usize, usize);

/// The board when the input is 8 lines of 8 `.`/`*` (LF or CRLF, the final newline optional,
/// empty lines after the eighth allowed), as `problems/cses1624.md` and `kattis8queens.md` say:
/// true for each `*`.
pub fn read_board(input: &[u8]) -> Option<Vec<Vec<bool>>> {
    let mut lines: Vec<&[u8]> = input
        .split(|&byte| byte == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    super::star_rows(&lines, 8)
}

/// Exactly 8 lines of 8 `.`/`*`, each ending in `\n` (no `\r`): the board as the judge writes it.
pub fn sent_by_judge(input: &str) -> bool {
    let lines: Vec<&str> = input.split_inclusive('\n').collect();
    lines.len() == 8
        && lines.iter().all(|line| {
            line.len() == 9
                && line.ends_with('\n')
                && line[..8].chars().all(|cell| ".*".contains(cell))
        })
}

/// The board as the judges write it: 8 lines of 8 `.`/`*`, each ending in `\n`.
pub fn board(marked: impl Fn(usize, usize) -> bool) -> Vec<u8> {
    super::write_stars(8, marked)
}

pub fn all_squares() -> Vec<Square> {
    (0..64).map(|square| (square / 8, square % 8)).collect()
}

/// A random solution of the empty 8x8 board as the column of each row.
pub fn solution(rng: &mut Rng) -> Vec<usize> {
    let mut columns = Vec::with_capacity(8);
    assert!(
        random_solution(rng, &mut columns, 8),
        "the 8x8 board has solutions"
    );
    columns
}

/// The `*` squares of a board, or none when the input is not one.
pub fn marked(input: &[u8]) -> Vec<Square> {
    let Some(rows) = read_board(input) else {
        return Vec::new();
    };
    all_squares()
        .into_iter()
        .filter(|&(row, col)| rows[row][col])
        .collect()
}

/// Smaller boards: no `*`, half of them, then each one taken away.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    fewer(&marked(input))
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

/// `count` boards drawn by `generate` from seeds 0.., each one the judges could send.
#[cfg(test)]
pub fn drawn(generate: fn(&mut Rng) -> Vec<u8>, count: u64) -> Vec<Vec<u8>> {
    (0..count)
        .map(|seed| {
            let input = generate(&mut Rng::new(seed));
            let text = std::str::from_utf8(&input).unwrap();
            assert!(sent_by_judge(text), "seed {seed}: {text:?}");
            input
        })
        .collect()
}

/// How many `*` a board holds.
#[cfg(test)]
pub fn stars(input: &[u8]) -> usize {
    input.iter().filter(|&&byte| byte == b'*').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_8x8_grid() {
        let grid = "........\n".repeat(7) + "...*....\n";
        assert!(sent_by_judge(&grid));
        assert!(!sent_by_judge(&grid[..grid.len() - 1]), "no final newline");
        assert!(!sent_by_judge(&grid.replace('\n', "\r\n")), "CRLF");
        assert!(!sent_by_judge(&grid[9..]), "7 lines");
        assert!(!sent_by_judge(&(grid.clone() + "........\n")), "9 lines");
        assert!(
            !sent_by_judge(&grid.replacen("........", ".........", 1)),
            "9 columns"
        );
        assert!(!sent_by_judge(&grid.replacen('.', "Q", 1)), "a Q");
    }

    #[test]
    fn shrinking_takes_squares_away_and_keeps_the_judges_format() {
        let input =
            b"*.......\n........\n..*.....\n........\n........\n........\n........\n.......*\n";
        let smaller = shrink(input);
        assert_eq!(smaller.len(), 3 + 3, "none, two halves, three singles");
        assert_eq!(smaller[0], b"........\n".repeat(8));
        for candidate in &smaller {
            assert!(sent_by_judge(std::str::from_utf8(candidate).unwrap()));
            assert!(stars(candidate) < 3);
            // Only squares of the board, never new ones.
            assert!(marked(candidate).iter().all(|s| marked(input).contains(s)));
        }
        assert_eq!(stars(&smaller[3]), 2);
        assert_eq!(shrink(&b"........\n".repeat(8)), Vec::<Vec<u8>>::new());
        let one = board(|row, col| (row, col) == (7, 7));
        assert_eq!(shrink(&one), [b"........\n".repeat(8)]);
        assert_eq!(shrink(b"not a board"), Vec::<Vec<u8>>::new());
    }
}
