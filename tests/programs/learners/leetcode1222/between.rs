// A right program in a style other than ours: from each queen: on a line with the king, and no other queen strictly between them.
//! LeetCode 1222 · Queens That Can Attack the King · https://leetcode.com/problems/queens-that-can-attack-the-king/
//! Task: on an 8×8 board with some queens and one king, return the queens that can attack the king
//! directly (nothing between them), in any order. Statement: problems/leetcode1222.md. Write
//! `queens_attackthe_king`; judge it with `cargo practise leetcode1222` (or `make practise
//! P=leetcode1222`).
//! Rust 1.88, edition 2024: the judge's, which practise holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// A queen attacks when she shares the king's row, column or a diagonal and no other
    /// queen stands strictly between them.
    pub fn queens_attackthe_king(queens: Vec<Vec<i32>>, king: Vec<i32>) -> Vec<Vec<i32>> {
        let (kx, ky) = (king[0], king[1]);
        let lined = |q: &Vec<i32>| {
            let (dx, dy) = (q[0] - kx, q[1] - ky);
            dx == 0 || dy == 0 || dx.abs() == dy.abs()
        };
        let between = |q: &Vec<i32>, p: &Vec<i32>| {
            // p on the segment from the king to q, neither end.
            let (dx, dy) = (q[0] - kx, q[1] - ky);
            let (ex, ey) = (p[0] - kx, p[1] - ky);
            let steps = dx.abs().max(dy.abs());
            let k = ex.abs().max(ey.abs());
            k > 0 && k < steps && ex == dx.signum() * k && ey == dy.signum() * k
        };
        queens
            .iter()
            .filter(|q| lined(q) && !queens.iter().any(|p| between(q, p)))
            .cloned()
            .collect()
    }
}
// ---- END SUBMISSION ----

// The local driver, in place of LeetCode's: the two arguments from stdin as LeetCode writes them
// (`queens = [[0,1],[1,0]], king = [0,0]`, or the two values alone), the returned list on
// stdout as LeetCode displays it (`[[0,1],[1,0]]`).
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    // The numbers in order: the queens' coordinates, then the king's two.
    let numbers: Vec<i32> = input
        .split(|c: char| !c.is_ascii_digit())
        .filter(|word| !word.is_empty())
        .map(|word| word.parse().unwrap())
        .collect();
    let (queens, king) = numbers.split_at(numbers.len() - 2);
    let queens: Vec<Vec<i32>> = queens.chunks(2).map(|square| square.to_vec()).collect();
    let attackers: Vec<String> = Solution::queens_attackthe_king(queens, king.to_vec())
        .iter()
        .map(|square| format!("[{},{}]", square[0], square[1]))
        .collect();
    println!("[{}]", attackers.join(","));
}
