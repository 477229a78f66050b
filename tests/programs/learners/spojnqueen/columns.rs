// A right program in a style other than ours: column by column. The given queens hold their
// columns; each other column needs a row, and the column with the fewest rows left for it goes
// next (rows and diagonals taken, kept as flags by index). Restarts with a doubled budget, the
// rows of a column tried in a random order.
//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Rust 1.56, edition 2018: the judge's.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

struct Placing {
    n: usize,
    row_of: Vec<Option<usize>>, // the row of each column's queen
    rows: Vec<bool>,
    differences: Vec<bool>, // row - col + n of every queen: the \ diagonals held
    sums: Vec<bool>,        // row + col: the / diagonals held
    budget: u64,
    random: u64,
}

impl Placing {
    fn free(&self, row: usize, col: usize) -> bool {
        !self.rows[row] && !self.differences[row + self.n - col] && !self.sums[row + col]
    }

    fn set(&mut self, row: usize, col: usize, on: bool) {
        let n = self.n;
        self.rows[row] = on;
        self.differences[row + n - col] = on;
        self.sums[row + col] = on;
        self.row_of[col] = if on { Some(row) } else { None };
    }

    fn place(&mut self) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let mut best: Option<(usize, Vec<usize>)> = None;
        for col in (0..self.n).filter(|&col| self.row_of[col].is_none()) {
            let rows: Vec<usize> = (0..self.n).filter(|&row| self.free(row, col)).collect();
            if best.as_ref().map_or(true, |(_, fewest)| rows.len() < fewest.len()) {
                best = Some((col, rows));
            }
        }
        let (col, mut rows) = match best {
            None => return true,
            Some(best) => best,
        };
        for i in (1..rows.len()).rev() {
            self.random = self.random.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            rows.swap(i, ((self.random >> 33) % (i as u64 + 1)) as usize);
        }
        for row in rows {
            self.set(row, col, true);
            if self.place() {
                return true;
            }
            self.set(row, col, false);
        }
        false
    }
}

/// The column, from 1, of the queen in each row, keeping `given[row]` where it is not 0.
fn solve(given: &[usize]) -> Vec<usize> {
    let n = given.len();
    let mut budget = 50;
    let mut random = 7;
    loop {
        let mut placing = Placing {
            n,
            row_of: vec![None; n],
            rows: vec![false; n],
            differences: vec![false; 2 * n + 1],
            sums: vec![false; 2 * n],
            budget,
            random,
        };
        for (row, &col) in given.iter().enumerate() {
            if col > 0 {
                placing.set(row, col - 1, true);
            }
        }
        if placing.place() {
            let mut answer = vec![0; n];
            for (col, row) in placing.row_of.iter().enumerate() {
                answer[row.unwrap()] = col + 1;
            }
            return answer;
        }
        random = placing.random;
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
