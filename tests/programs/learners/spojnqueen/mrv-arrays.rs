// A right program in a style other than ours: boolean arrays for the columns and both diagonals,
// recursion, and at each node every empty row counted afresh to pick the one with the fewest open
// squares; a node budget that doubles on each restart, the columns tried from a random one on.
//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Rust 1.56, edition 2018: the judge's.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

struct Search {
    n: usize,
    queens: Vec<usize>, // 0: empty, else the column from 1
    column: Vec<bool>,
    back: Vec<bool>,  // \ diagonal, index row + n - 1 - col
    slash: Vec<bool>, // / diagonal, index row + col
    budget: u64,
    random: u64,
}

impl Search {
    fn open(&self, row: usize, col: usize) -> bool {
        !self.column[col] && !self.back[row + self.n - 1 - col] && !self.slash[row + col]
    }

    fn mark(&mut self, row: usize, col: usize, taken: bool) {
        let n = self.n;
        self.column[col] = taken;
        self.back[row + n - 1 - col] = taken;
        self.slash[row + col] = taken;
        self.queens[row] = if taken { col + 1 } else { 0 };
    }

    /// True once every row holds a queen; false at a dead end or when the budget runs out.
    fn fill(&mut self) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        // The empty row with the fewest open squares.
        let mut chosen = None;
        let mut fewest = usize::MAX;
        for row in 0..self.n {
            if self.queens[row] != 0 {
                continue;
            }
            let open = (0..self.n).filter(|&col| self.open(row, col)).count();
            if open < fewest {
                fewest = open;
                chosen = Some(row);
            }
        }
        let row = match chosen {
            None => return true,
            Some(row) => row,
        };
        if fewest == 0 {
            return false;
        }
        self.random ^= self.random << 13;
        self.random ^= self.random >> 7;
        self.random ^= self.random << 17;
        let start = (self.random % self.n as u64) as usize;
        for k in 0..self.n {
            let col = (start + k) % self.n;
            if self.open(row, col) {
                self.mark(row, col, true);
                if self.fill() {
                    return true;
                }
                self.mark(row, col, false);
            }
        }
        false
    }
}

/// The column, from 1, of the queen in each row, keeping `given[row]` where it is not 0.
fn solve(given: &[usize]) -> Vec<usize> {
    let n = given.len();
    let mut budget = 100;
    let mut random = 88_172_645_463_325_252u64;
    loop {
        let mut search = Search {
            n,
            queens: vec![0; n],
            column: vec![false; n],
            back: vec![false; 2 * n],
            slash: vec![false; 2 * n],
            budget,
            random,
        };
        for row in 0..n {
            if given[row] > 0 {
                search.mark(row, given[row] - 1, true);
            }
        }
        if search.fill() {
            return search.queens;
        }
        random = search.random;
        budget *= 2;
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|word| word.parse::<usize>().unwrap());
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    while let Some(n) = words.next() {
        let given: Vec<usize> = (0..n).map(|_| words.next().unwrap()).collect();
        let columns: Vec<String> = solve(&given).iter().map(|col| col.to_string()).collect();
        writeln!(out, "{}", columns.join(" ")).unwrap();
    }
    out.flush().unwrap();
}
// ---- END SUBMISSION ----
