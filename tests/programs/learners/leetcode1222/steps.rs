// A right program in a style other than ours: a set of the queens' squares, and for each direction the squares 1 to 7 steps away.
//! LeetCode 1222 · Queens That Can Attack the King · https://leetcode.com/problems/queens-that-can-attack-the-king/
//! Task: on an 8×8 board with some queens and one king, return the queens that can attack the king
//! directly (nothing between them), in any order. Statement: problems/leetcode1222.md. Write
//! `queens_attackthe_king`; judge it with `cargo practise leetcode1222` (or `make practise
//! P=leetcode1222`).
//! Rust 1.88, edition 2024: the judge's, which practise holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
use std::collections::HashSet;

impl Solution {
    /// The queens as a set of squares; along each of the eight directions, the squares one,
    /// two, ... seven steps from the king, up to the first queen or the edge.
    pub fn queens_attackthe_king(queens: Vec<Vec<i32>>, king: Vec<i32>) -> Vec<Vec<i32>> {
        let at: HashSet<(i32, i32)> = queens.iter().map(|q| (q[0], q[1])).collect();
        let directions = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];
        let mut attackers = Vec::new();
        for (dx, dy) in directions {
            for step in 1..8 {
                let square = (king[0] + dx * step, king[1] + dy * step);
                if !(0..8).contains(&square.0) || !(0..8).contains(&square.1) {
                    break;
                }
                if at.contains(&square) {
                    attackers.push(vec![square.0, square.1]);
                    break;
                }
            }
        }
        attackers
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
