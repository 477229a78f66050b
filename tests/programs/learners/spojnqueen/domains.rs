// A right program in a style other than ours: forward checking. Every row keeps its domain, the
// list of columns still possible there; placing a queen strikes the squares it attacks from the
// domains of the rows left, a copy a level, and an empty domain is a dead end at once. The row
// with the smallest domain goes next; restarts with a doubled budget, each domain tried from a
// random place in it.
//! SPOJ NQUEEN (1771) · Yet Another N-Queen Problem · https://www.spoj.com/problems/NQUEEN/
//! Rust 1.56, edition 2018: the judge's.

// ---- BEGIN SUBMISSION ----
use std::io::{self, BufWriter, Read, Write};

/// The domains left once a queen stands at (`row`, `col`): that row is done (`None`), and every
/// other row loses the column and the two diagonal squares. `None` if a row is left with none.
fn strike(domains: &[Option<Vec<usize>>], row: usize, col: usize) -> Option<Vec<Option<Vec<usize>>>> {
    let mut next = Vec::with_capacity(domains.len());
    for (other, domain) in domains.iter().enumerate() {
        let domain = match domain {
            Some(domain) if other != row => domain,
            _ => {
                next.push(None);
                continue;
            }
        };
        let distance = if other > row { other - row } else { row - other };
        let kept: Vec<usize> = domain
            .iter()
            .copied()
            .filter(|&c| c != col && c + distance != col && c != col + distance)
            .collect();
        if kept.is_empty() {
            return None;
        }
        next.push(Some(kept));
    }
    Some(next)
}

/// Fills every row whose domain is not `None` into `queens`; false at a budget's end.
fn extend(domains: Vec<Option<Vec<usize>>>, queens: &mut Vec<usize>, budget: &mut u64, random: &mut u64) -> bool {
    let row = (0..domains.len())
        .filter(|&row| domains[row].is_some())
        .min_by_key(|&row| domains[row].as_ref().map_or(0, |domain| domain.len()));
    let row = match row {
        None => return true,
        Some(row) => row,
    };
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let domain = domains[row].clone().unwrap();
    *random = random.wrapping_mul(0x5851_f42d_4c95_7f2d).wrapping_add(0x1405_7b7e_f767_814f);
    let start = ((*random >> 40) as usize) % domain.len();
    for k in 0..domain.len() {
        let col = domain[(start + k) % domain.len()];
        if let Some(next) = strike(&domains, row, col) {
            queens[row] = col + 1;
            if extend(next, queens, budget, random) {
                return true;
            }
        }
    }
    queens[row] = 0;
    false
}

/// The column, from 1, of the queen in each row, keeping `given[row]` where it is not 0.
fn solve(given: &[usize]) -> Vec<usize> {
    let n = given.len();
    let mut random = 1u64;
    let mut budget = 20 * n as u64 + 20; // a descent alone takes n nodes
    loop {
        let mut domains: Vec<Option<Vec<usize>>> = vec![Some((0..n).collect()); n];
        let mut queens = given.to_vec();
        for (row, &col) in given.iter().enumerate() {
            if col > 0 {
                domains = strike(&domains, row, col - 1).expect("the given queens leave a way");
            }
        }
        let mut left = budget;
        if extend(domains, &mut queens, &mut left, &mut random) {
            return queens;
        }
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
