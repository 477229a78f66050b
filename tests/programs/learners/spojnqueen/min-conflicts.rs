// A right program in a style other than ours: no backtracking at all. Min-conflicts local search:
// every free row gets a queen at once, then a queen under attack moves to the square of its row
// with the fewest attackers, until none is attacked; a run that stalls starts again.
//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Rust 1.56, edition 2018: the judge's.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

struct Board {
    n: usize,
    queens: Vec<usize>, // column of each row's queen, from 0
    columns: Vec<u32>,  // queens in each column
    back: Vec<u32>,     // queens on each \ diagonal, index row + n - 1 - col
    slash: Vec<u32>,    // queens on each / diagonal, index row + col
}

impl Board {
    fn put(&mut self, row: usize, col: usize, add: bool) {
        let n = self.n;
        let change = |count: &mut u32| if add { *count += 1 } else { *count -= 1 };
        change(&mut self.columns[col]);
        change(&mut self.back[row + n - 1 - col]);
        change(&mut self.slash[row + col]);
        if add {
            self.queens[row] = col;
        }
    }

    /// Queens attacking (row, col), the queen of the row itself left out by the caller.
    fn attackers(&self, row: usize, col: usize) -> u32 {
        self.columns[col] + self.back[row + self.n - 1 - col] + self.slash[row + col]
    }
}

fn next(state: &mut u64) -> usize {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    (*state >> 11) as usize
}

/// The column, from 1, of the queen in each row, keeping `given[row]` where it is not 0.
fn solve(given: &[usize]) -> Vec<usize> {
    let n = given.len();
    let mut random = 0x9e37_79b9_7f4a_7c15u64;
    loop {
        let mut board = Board {
            n,
            queens: vec![0; n],
            columns: vec![0; n],
            back: vec![0; 2 * n],
            slash: vec![0; 2 * n],
        };
        for row in 0..n {
            if given[row] > 0 {
                board.put(row, given[row] - 1, true);
            }
        }
        // Each free row, in turn, on a square with the fewest attackers so far.
        for row in (0..n).filter(|&row| given[row] == 0) {
            let col = best(&board, row, &mut random);
            board.put(row, col, true);
        }
        for _ in 0..40 * n + 100 {
            let attacked: Vec<usize> = (0..n)
                .filter(|&row| given[row] == 0 && board.attackers(row, board.queens[row]) > 3)
                .collect();
            if attacked.is_empty() {
                if (0..n).all(|row| board.attackers(row, board.queens[row]) == 3) {
                    return board.queens.iter().map(|col| col + 1).collect();
                }
                break; // only given queens attack: start again
            }
            let row = attacked[next(&mut random) % attacked.len()];
            let old = board.queens[row];
            board.put(row, old, false);
            let col = best(&board, row, &mut random);
            board.put(row, col, true);
        }
    }
}

/// A column of `row` with the fewest attackers, ties broken at random.
fn best(board: &Board, row: usize, random: &mut u64) -> usize {
    let fewest = (0..board.n).map(|col| board.attackers(row, col)).min().unwrap();
    let ties: Vec<usize> = (0..board.n)
        .filter(|&col| board.attackers(row, col) == fewest)
        .collect();
    ties[next(random) % ties.len()]
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
