//! The 0/1 matrix scan: the board is an n×n matrix of 0 (empty) and 1 (queen), and a square is
//! accepted only if none of the eight rays from it (left, right, up, down, up-left, down-right,
//! up-right, down-left: the book's row, column and four diagonal scans) meets a 1. The book's
//! 4×4 program places column by column; here rows are filled top to bottom like the other
//! methods, so their steps compare square for square.

use crate::search::{Ray, Search, Why};

pub fn search(search: &mut Search) {
    let n = search.n;
    let mut matrix = vec![vec![0u8; n]; n];
    let mut columns = Vec::with_capacity(n);
    place(search, &mut matrix, &mut columns);
}

/// The first ray from (row, col) that meets a queen, and where it meets her.
fn scan(matrix: &[Vec<u8>], row: usize, col: usize) -> Option<Why> {
    let n = matrix.len() as isize;
    for ray in Ray::ALL {
        let (down, right) = ray.delta();
        let (mut r, mut c) = (row as isize + down, col as isize + right);
        while (0..n).contains(&r) && (0..n).contains(&c) {
            if matrix[r as usize][c as usize] == 1 {
                let (row, col) = (r as usize, c as usize);
                return Some(Why::Ray { ray, row, col });
            }
            r += down;
            c += right;
        }
    }
    None
}

/// Attempts a queen on each square of the next row, scanning the matrix for each, and
/// backtracks after each.
fn place(search: &mut Search, matrix: &mut [Vec<u8>], columns: &mut Vec<usize>) {
    let row = columns.len();
    if row == search.n {
        search.solution(columns, false);
        return;
    }
    for col in 0..search.n {
        if search.stopped() {
            return;
        }
        if let Some(why) = scan(matrix, row, col) {
            search.refuse(row, col, why);
            continue;
        }
        matrix[row][col] = 1;
        columns.push(col);
        search.place(row, col, row + 1);
        place(search, matrix, columns);
        columns.pop();
        matrix[row][col] = 0;
        search.backtrack(row, col);
    }
}
