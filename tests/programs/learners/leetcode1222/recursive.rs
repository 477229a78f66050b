// A right program in a style other than ours: a board of the queens, and each ray walked by recursion until it meets a queen or leaves the board.
//! LeetCode 1222 · Queens That Can Attack the King · https://leetcode.com/problems/queens-that-can-attack-the-king/
//! Task: on an 8×8 board with some queens and one king, return the queens that can attack the king
//! directly (nothing between them), in any order. Statement: problems/leetcode1222.md. Write
//! `queens_attackthe_king`; judge it with `cargo practise leetcode1222` (or `make practise
//! P=leetcode1222`).
//! Rust 1.88, edition 2024: the judge's, which practise holds the block to.

pub struct Solution; // LeetCode declares it itself, so it stays outside the block

// ---- BEGIN SUBMISSION ----
impl Solution {
    /// The board as 64 flags; each of the eight rays walked one square per call.
    pub fn queens_attackthe_king(queens: Vec<Vec<i32>>, king: Vec<i32>) -> Vec<Vec<i32>> {
        let mut board = vec![false; 64];
        for q in &queens {
            board[(q[0] * 8 + q[1]) as usize] = true;
        }
        let mut attackers = Vec::new();
        for dx in [-1, 0, 1] {
            for dy in [-1, 0, 1] {
                if (dx, dy) != (0, 0) {
                    if let Some(q) = walk(&board, king[0] + dx, king[1] + dy, dx, dy) {
                        attackers.push(q);
                    }
                }
            }
        }
        attackers
    }
}

/// The first queen from (x, y) on in direction (dx, dy), if any.
fn walk(board: &[bool], x: i32, y: i32, dx: i32, dy: i32) -> Option<Vec<i32>> {
    if !(0..8).contains(&x) || !(0..8).contains(&y) {
        return None;
    }
    if board[(x * 8 + y) as usize] {
        return Some(vec![x, y]);
    }
    walk(board, x + dx, y + dy, dx, dy)
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
