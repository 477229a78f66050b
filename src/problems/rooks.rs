//! Rooks, this workspace's rung 0: every placement of n non-attacking rooks (n from 1 to 8), one
//! a line, the column of each row's rook separated by spaces, in lexicographic order. The
//! check, from the statement alone: n! lines, each a permutation of 0..n-1, each line greater
//! than the one before it (so sorted and distinct), with n read from the case's `.in`.

use super::{Problem, Stress};
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    // No judge: the limits are the workspace's own, not a guess at anyone's.
    assumed: &[],
    ..Problem::new(
        "rooks",
        "workspace",
        "rooks: recursion and undo",
        "this workspace's rung 0 (no online judge)",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The largest n the statement allows.
const LIMIT: usize = 8;

/// One n from 1 to 8, as the statement writes it.
pub fn sent_by_judge(input: &str) -> bool {
    super::one_integer_in(input, 1, LIMIT as u32)
}

/// n! lines, each a permutation of 0..n-1 written as numbers separated by one space, in
/// strictly increasing lexicographic order.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let n = super::parse_n(input)?;
    if !(1..=LIMIT).contains(&n) {
        return Err(format!("n = {n} is outside 1..={LIMIT}"));
    }
    let text = super::utf8(output)?;
    let lines = text
        .strip_suffix('\n')
        .ok_or("the output does not end with a newline")?;
    let mut previous: Option<Vec<usize>> = None;
    let mut count = 0u64;
    for (index, line) in lines.split('\n').enumerate() {
        let number = index + 1;
        let columns = permutation(line, n).map_err(|why| format!("line {number}: {why}"))?;
        if let Some(previous) = &previous {
            if columns <= *previous {
                return Err(format!(
                    "line {number}: {line:?} does not come after the line before it \
                     (lexicographic order, each placement once)"
                ));
            }
        }
        previous = Some(columns);
        count += 1;
    }
    let factorial: u64 = (1..=n as u64).product();
    if count != factorial {
        return Err(format!("{count} placements, but {n}! is {factorial}"));
    }
    Ok(())
}

/// A line's columns, when they are 0..n-1 each once, separated by single spaces.
fn permutation(line: &str, n: usize) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; n];
    let mut columns = Vec::with_capacity(n);
    for word in line.split(' ') {
        let col = match word.parse::<usize>() {
            Ok(col) if col < n && word == col.to_string() => col,
            _ => return Err(format!("{word:?} in {line:?} is not a column from 0 to {}", n - 1)),
        };
        if seen[col] {
            return Err(format!("{line:?}: two rooks in column {col}"));
        }
        seen[col] = true;
        columns.push(col);
    }
    if columns.len() != n {
        return Err(format!("{line:?} has {} columns, not {n}", columns.len()));
    }
    Ok(columns)
}

/// One n from 1 to 8, 1 and 8 a quarter of the time each.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    super::draw_n(rng, 1, LIMIT)
}

/// The smaller n, from 1.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    super::smaller_n(input, 1)
}

/// Every permutation in lexicographic order by the textbook's next permutation (the longest
/// decreasing suffix, swap its predecessor with the next larger, reverse the suffix), not by a
/// search: a different algorithm from the program's.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let n = super::parse_n(input).unwrap_or(0);
    let mut columns: Vec<usize> = (0..n).collect();
    let mut text = String::new();
    loop {
        let words: Vec<String> = columns.iter().map(|col| col.to_string()).collect();
        text += &words.join(" ");
        text.push('\n');
        let Some(pivot) = (1..n).rev().find(|&i| columns[i - 1] < columns[i]) else {
            break;
        };
        let larger = (pivot..n).rev().find(|&i| columns[i] > columns[pivot - 1]);
        columns.swap(pivot - 1, larger.expect("the suffix holds a larger one"));
        columns[pivot..].reverse();
    }
    text.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_is_every_permutation_in_order() {
        assert_eq!(expected(b"3\n"), b"0 1 2\n0 2 1\n1 0 2\n1 2 0\n2 0 1\n2 1 0\n");
        assert_eq!(expected(b"1\n"), b"0\n");
        for n in 1..=LIMIT {
            let input = format!("{n}\n");
            assert_eq!(verify(input.as_bytes(), &expected(input.as_bytes())), Ok(()));
        }
    }

    #[test]
    fn wrong_placements_are_refused_with_the_reason() {
        let three = "0 1 2\n0 2 1\n1 0 2\n1 2 0\n2 0 1\n2 1 0\n";
        assert_eq!(verify(b"3\n", three.as_bytes()), Ok(()));
        let missing = three.replace("1 2 0\n", "");
        assert_eq!(
            verify(b"3\n", missing.as_bytes()).unwrap_err(),
            "5 placements, but 3! is 6"
        );
        let swapped = three.replace("0 2 1\n1 0 2\n", "1 0 2\n0 2 1\n");
        assert!(verify(b"3\n", swapped.as_bytes())
            .unwrap_err()
            .contains("line 3: \"0 2 1\" does not come after"));
        let twice = three.replace("1 0 2", "1 0 0");
        assert_eq!(
            verify(b"3\n", twice.as_bytes()).unwrap_err(),
            "line 3: \"1 0 0\": two rooks in column 0"
        );
        assert!(verify(b"3\n", three.replace('\n', " \n").as_bytes()).is_err());
        assert!(verify(b"3\n", three.trim_end().as_bytes()).is_err());
        assert!(verify(b"9\n", b"").is_err());
    }
}
