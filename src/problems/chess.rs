//! The rules of chess for queens, written once for the checks and generators of several
//! problems: which queens attack each other, the walks through the permutations of the columns
//! (n queens never share a row or a column when each row's column is a permutation), the 92
//! solutions of the 8x8 board, a solution for any n from 4 by construction, and a random solution
//! found by search.

use crate::rng::Rng;
use std::sync::OnceLock;

/// Whether queens on squares `a` and `b`, as (row, column), attack each other.
pub fn attack(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// The first queen that an earlier one attacks, as its index in `queens`.
pub fn first_attacked(queens: &[(usize, usize)]) -> Option<usize> {
    (1..queens.len()).find(|&k| {
        queens[..k]
            .iter()
            .any(|&earlier| attack(earlier, queens[k]))
    })
}

/// The queen of row `row` stands in column `columns[row]`.
pub fn squares(columns: &[usize]) -> Vec<(usize, usize)> {
    columns.iter().copied().enumerate().collect()
}

/// Steps `items` to the next permutation in lexicographic order; false after the last one.
pub fn next_permutation(items: &mut [usize]) -> bool {
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
pub fn all_solutions(n: usize) -> Vec<Vec<usize>> {
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
pub fn first_solutions(n: usize, count: usize) -> Vec<Vec<usize>> {
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

/// All solutions for n in lexicographic order, as [`all_solutions`] finds them, but by
/// backtracking row by row over bit masks of the columns and both diagonals taken, so that the
/// judges' largest n (13 for Luogu P1219) take milliseconds: the references of the problems that
/// list or count every solution (n from 1 to 31; none for 0). A queen in row r, column c takes bit
/// c of `columns`, of `down` (the `\` diagonal, shifted one column right per row) and of `up`
/// (the `/` diagonal, shifted left).
pub fn solutions(n: usize) -> Vec<Vec<usize>> {
    /// The queens of the rows below `queens`, every way; the lowest open column first, so the
    /// solutions come in lexicographic order.
    fn place(board: u32, lines: [u32; 3], queens: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
        let [columns, down, up] = lines;
        if columns == board {
            found.push(queens.clone());
            return;
        }
        let mut open = board & !(columns | down | up);
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open &= open - 1;
            queens.push(bit.trailing_zeros() as usize);
            let next = [columns | bit, (down | bit) << 1, (up | bit) >> 1];
            place(board, next, queens, found);
            queens.pop();
        }
    }
    let mut found = Vec::new();
    let board = u32::MAX >> (32 - n.clamp(1, 31));
    if n > 0 {
        place(board, [0; 3], &mut Vec::with_capacity(n), &mut found);
    }
    found
}

/// The 92 solutions of the empty 8x8 board in lexicographic order, from all 8! permutations.
pub fn eight_queens() -> &'static [Vec<usize>] {
    static SOLUTIONS: OnceLock<Vec<Vec<usize>>> = OnceLock::new();
    SOLUTIONS.get_or_init(|| all_solutions(8))
}

/// A solution for n ≥ 4 without search (the explicit construction, as on Wikipedia's "Eight
/// queens puzzle"): the column, from 0, of each row's queen.
pub fn construction(n: usize) -> Vec<usize> {
    let mut evens: Vec<usize> = (2..=n).step_by(2).collect();
    let mut odds: Vec<usize> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            odds.swap(0, 1); // 3 1 5 7 ...
            let five = odds.remove(2);
            odds.push(five); // 3 1 7 9 ... 5
        }
        3 => {
            evens.rotate_left(1); // 4 6 ... 2
            odds.rotate_left(2); // 5 7 ... 1 3
        }
        _ => {}
    }
    evens.iter().chain(&odds).map(|col| col - 1).collect()
}

/// A random solution for n by backtracking in a random order of columns, if there is one:
/// `columns` (the queens of the rows above) is extended to n columns, or left as it was.
pub fn random_solution(rng: &mut Rng, columns: &mut Vec<usize>, n: usize) -> bool {
    if columns.len() == n {
        return true;
    }
    let row = columns.len();
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    for col in order {
        let safe = columns
            .iter()
            .enumerate()
            .all(|(above, &other)| other != col && row - above != col.abs_diff(other));
        if safe {
            columns.push(col);
            if random_solution(rng, columns, n) {
                return true;
            }
            columns.pop();
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oeis;

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
    fn backtracking_finds_the_permutation_walks_solutions_in_order() {
        for n in 1..=9 {
            assert_eq!(solutions(n), all_solutions(n), "n = {n}");
        }
        assert_eq!(Some(solutions(13).len() as u64), oeis::all(13));
    }

    #[test]
    fn there_are_92_solutions() {
        assert_eq!(eight_queens().len(), 92); // OEIS A000170, n = 8
    }

    #[test]
    fn random_solutions_are_solutions_and_none_is_found_where_there_is_none() {
        let mut rng = Rng::new(7);
        for n in 1..=9 {
            let mut columns = Vec::new();
            let found = random_solution(&mut rng, &mut columns, n);
            assert_eq!(found, n != 2 && n != 3, "n = {n}");
            if found {
                assert!(all_solutions(n).contains(&columns), "n = {n}");
            } else {
                assert!(columns.is_empty());
            }
        }
    }
}
