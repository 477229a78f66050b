// A right program in a style other than ours: one pass over the queens, the nearest on each of the eight rays kept.
//! LeetCode 1222 · Queens That Can Attack the King · https://leetcode.com/problems/queens-that-can-attack-the-king/
//! Task: on an 8×8 board with some queens and one king, return the queens that can attack the king
//! directly (nothing between them), in any order. Statement: problems/leetcode1222.md. Write
//! `queens_attackthe_king`; judge it with `cargo practise leetcode1222` (or `make practise
//! P=leetcode1222`).
//! Rust 1.88, edition 2024: the judge's, which practise holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// The eight rays from the king, each by its direction (the signs of dx and dy): a queen
    /// on a ray replaces the one kept there when she is nearer.
    pub fn queens_attackthe_king(queens: Vec<Vec<i32>>, king: Vec<i32>) -> Vec<Vec<i32>> {
        let mut nearest: [Option<(i32, Vec<i32>)>; 9] = Default::default();
        for q in queens {
            let (dx, dy) = (q[0] - king[0], q[1] - king[1]);
            if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
                continue;
            }
            let ray = ((dx.signum() + 1) * 3 + dy.signum() + 1) as usize;
            let distance = dx.abs().max(dy.abs());
            if nearest[ray].as_ref().is_none_or(|(d, _)| distance < *d) {
                nearest[ray] = Some((distance, q));
            }
        }
        nearest.into_iter().flatten().map(|(_, q)| q).collect()
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
