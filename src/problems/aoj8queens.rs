//! AOJ ALDS1_13_A "8 Queens Problem": k queens placed (`r c` from 0), print the unique
//! completion. The check is a brute force over the 92 solutions, found among all 8! permutations
//! ([`super::chess::eight_queens`]):
//! the input must have exactly one completion, and the output must be that board. Rows and
//! columns in messages count from 0, as the input does.

use super::{AOJ_RUST, Problem, Rule, Stress};
use super::chess::eight_queens;
use super::{read_pairs, write_pairs};
use crate::boards::{drawing, Line};
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Exact,
    compiler: Some(AOJ_RUST),
    ..Problem::new(
        "aoj8queens",
        "AOJ",
        "ALDS1_13_A 8 Queens Problem",
        "https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_A",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

const N: usize = 8;

/// A queen's square, (row, column).
type Square = (usize, usize);

/// The solutions that hold every queen of `queens`.
fn completions(queens: &[Square]) -> Vec<&'static [usize]> {
    eight_queens()
        .iter()
        .filter(|columns| queens.iter().all(|&(row, col)| columns[row] == col))
        .map(Vec::as_slice)
        .collect()
}

/// k and the k squares, whitespace free: k from 0 to 8, rows and columns from 0 to 7.
fn read_queens(input: &[u8]) -> Option<Vec<Square>> {
    let (k, squares) = read_pairs(input)?;
    let in_range = k <= N && squares.iter().all(|&(row, col)| row < N && col < N);
    in_range.then_some(squares)
}

/// The input as AOJ writes it: `k\n`, then k lines `r c\n`; no row twice; exactly one completion.
pub fn sent_by_judge(input: &str) -> bool {
    let lines: Vec<&str> = input.split_inclusive('\n').collect();
    let plain = |line: &str| {
        line.strip_suffix('\n').is_some_and(|line| {
            line.split(' ')
                .all(|token| token.len() == 1 && token.as_bytes()[0].is_ascii_digit())
        })
    };
    if !lines.iter().all(|line| plain(line)) || lines.first().map(|line| line.len()) != Some(2) {
        return false;
    }
    match read_queens(input.as_bytes()) {
        Some(queens) => lines.len() == queens.len() + 1 && completions(&queens).len() == 1,
        None => false,
    }
}

/// The output is the only completion of the input's queens: 8 lines of 8 `Q`/`.`, each ending in
/// `\n`, one queen per row, the placed queens kept, no two queens attacking.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let queens = read_queens(input).ok_or("the .in is not k and k squares `r c` from 0 to 7")?;
    let found = completions(&queens);
    if found.len() != 1 {
        return Err(format!(
            "the .in's queens have {} completions among the 92 solutions; the statement \
             promises exactly one",
            found.len()
        ));
    }
    let text = std::str::from_utf8(output).map_err(|_| "the output is not UTF-8")?;
    let body = text
        .strip_suffix('\n')
        .ok_or("the output does not end in a newline")?;
    let lines: Vec<&str> = body.split('\n').collect();
    if lines.len() != N {
        return Err(format!("{} lines, not 8", lines.len()));
    }
    let mut columns = [0; N];
    for (row, line) in lines.iter().enumerate() {
        if line.len() != N || !line.bytes().all(|square| square == b'Q' || square == b'.') {
            return Err(format!("row {row}: {line:?} is not 8 of `Q`/`.`"));
        }
        match line.matches('Q').count() {
            1 => columns[row] = line.find('Q').unwrap_or(0),
            count => return Err(format!("row {row} holds {count} queens, not one")),
        }
    }
    for &(row, col) in &queens {
        if columns[row] != col {
            return Err(format!(
                "the placed queen of row {row} moved from column {col} to column {}",
                columns[row]
            ));
        }
    }
    let squares: Vec<Square> = columns.iter().copied().enumerate().collect();
    for &(row, col) in &squares {
        for &(above, other) in &squares[..row] {
            // The line named with its k from rows and columns counted from 0, as printed here.
            let line = match Line::shared((above, other), (row, col)) {
                None => continue,
                Some(Line::Column(_)) => "its column".to_string(),
                Some(line) => line.to_string(),
            };
            let drawing = drawing(N, &squares, &[(above, other), (row, col)]);
            return Err(format!(
                "row {row}: column {col} is attacked by the queen of row {above} on {line} \
                 (rows and columns from 0; # below)\n{drawing}"
            ));
        }
    }
    if columns[..] != *found[0] {
        return Err("a valid board, but not the only completion".to_string());
    }
    Ok(())
}

/// The only completion among the 92 solutions, 8 lines of `Q`/`.`; empty for an input without
/// exactly one.
pub fn expected(input: &[u8]) -> Vec<u8> {
    let found = read_queens(input).map(|queens| completions(&queens));
    match found.as_deref() {
        Some([columns]) => super::board_rows(columns)
            .iter()
            .flat_map(|row| row.bytes().chain([b'\n']))
            .collect(),
        _ => Vec::new(),
    }
}

/// A random solution and a random set of its queens that leaves it the only completion: the
/// fewest of them in a random order (a third of the time), all eight (a third), or in between.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let solution = &eight_queens()[rng.below(eight_queens().len())];
    let mut rows: Vec<usize> = (0..N).collect();
    rng.shuffle(&mut rows);
    let queens: Vec<Square> = rows.iter().map(|&row| (row, solution[row])).collect();
    let fewest = (1..=N)
        .find(|&k| completions(&queens[..k]).len() == 1)
        .unwrap_or(N);
    let k = match rng.below(3) {
        0 => fewest,
        1 => N,
        _ => rng.between(fewest, N),
    };
    write_pairs(&queens[..k])
}

/// The input without one of its queens, for each queen whose removal keeps one completion.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let Some(queens) = read_queens(input) else {
        return Vec::new();
    };
    (0..queens.len())
        .map(|skip| {
            let mut fewer = queens.clone();
            fewer.remove(skip);
            fewer
        })
        .filter(|fewer| completions(fewer).len() == 1)
        .map(|fewer| write_pairs(&fewer))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &[u8] = b"2\n2 2\n5 3\n";
    const ANSWER: &str =
        "......Q.\nQ.......\n..Q.....\n.......Q\n.....Q..\n...Q....\n.Q......\n....Q...\n";

    #[test]
    fn the_sample_is_accepted_and_wrong_boards_are_refused_with_a_reason() {
        assert_eq!(verify(SAMPLE, ANSWER.as_bytes()), Ok(()));
        assert_eq!(verify(b" 2\r\n2 2  5 3", ANSWER.as_bytes()), Ok(()));
        let wrong = |output: &str| verify(SAMPLE, output.as_bytes()).unwrap_err();
        assert_eq!(
            wrong(&ANSWER[..ANSWER.len() - 1]),
            "the output does not end in a newline"
        );
        assert_eq!(wrong(&ANSWER[9..]), "7 lines, not 8");
        assert_eq!(
            wrong(&ANSWER.replacen("......Q.", "......Q. ", 1)),
            "row 0: \"......Q. \" is not 8 of `Q`/`.`"
        );
        assert_eq!(
            wrong(&ANSWER.replace('\n', "\r\n")),
            "row 0: \"......Q.\\r\" is not 8 of `Q`/`.`"
        );
        assert_eq!(
            wrong(&ANSWER.replacen("......Q.", "......QQ", 1)),
            "row 0 holds 2 queens, not one"
        );
        assert_eq!(
            wrong(&ANSWER.replacen("......Q.", "........", 1)),
            "row 0 holds 0 queens, not one"
        );
        // Rows 2 and 6 swap their queens: the placed queen of row 2 moves.
        let swapped = ANSWER
            .replacen("..Q.....", "x", 1)
            .replacen(".Q......", "..Q.....", 1)
            .replacen('x', ".Q......", 1);
        assert_eq!(
            wrong(&swapped),
            "the placed queen of row 2 moved from column 2 to column 1"
        );
        // Rows 0 and 1 swap their queens: (0,0) and (2,2) share a `\` diagonal, 0 - 0 = 2 - 2.
        let top = ANSWER.replacen("......Q.\nQ.......", "Q.......\n......Q.", 1);
        let why = wrong(&top);
        assert_eq!(
            why.lines().next(),
            Some(
                "row 2: column 2 is attacked by the queen of row 0 on the \\ diagonal row - col = \
                 0 (rows and columns from 0; # below)"
            )
        );
        // The answer as printed, the two queens turned into `#`, indented.
        let drawn: Vec<String> = top.lines().map(|row| format!("  {row}")).collect();
        let mut drawn = drawn.join("\n");
        drawn.replace_range(2..3, "#");
        drawn.replace_range(2 * 11 + 4..2 * 11 + 5, "#");
        assert_eq!(why.split_once('\n').map(|(_, below)| below), Some(&drawn[..]));
        let column = ANSWER.replacen("....Q...", "......Q.", 1);
        assert!(wrong(&column).starts_with(
            "row 7: column 6 is attacked by the queen of row 0 on its column (rows and columns \
             from 0; # below)\n"
        ));
    }

    #[test]
    fn inputs_without_exactly_one_completion_are_refused() {
        assert!(verify(b"0\n", ANSWER.as_bytes())
            .unwrap_err()
            .starts_with("the .in's queens have 92 completions"));
        assert!(verify(b"2\n0 0\n1 1\n", ANSWER.as_bytes())
            .unwrap_err()
            .starts_with("the .in's queens have 0 completions"));
        assert!(verify(b"1\n0 8\n", ANSWER.as_bytes()).is_err());
        assert!(verify(b"2\n2 2\n", ANSWER.as_bytes()).is_err());
        assert!(!sent_by_judge("0\n"));
        assert!(sent_by_judge("2\n2 2\n5 3\n"));
        assert!(!sent_by_judge("2\n2 2\n5 3"));
        assert!(!sent_by_judge("2\r\n2 2\r\n5 3\r\n"));
        assert!(!sent_by_judge("2\n2  2\n5 3\n"));
        assert!(!sent_by_judge("2\n2 2 5 3\n"));
    }

    #[test]
    fn generated_inputs_are_sent_by_the_judge_and_reach_both_ends() {
        let mut rng = Rng::new(1);
        let mut sizes = [0; N + 1];
        for _ in 0..500 {
            let input = generate(&mut rng);
            let text = String::from_utf8(input.clone()).unwrap();
            assert!(sent_by_judge(&text), "{text:?}");
            sizes[read_queens(&input).unwrap().len()] += 1;
            for smaller in shrink(&input) {
                let smaller = String::from_utf8(smaller).unwrap();
                assert!(sent_by_judge(&smaller), "{smaller:?}");
                assert!(smaller.lines().count() < text.lines().count());
            }
        }
        assert!(
            sizes[N] > 100 && sizes[..=3].iter().sum::<usize>() > 50,
            "{sizes:?}"
        );
    }

    #[test]
    fn the_sample_shrinks_to_nothing_smaller() {
        // Neither (2,2) nor (5,3) alone leaves one completion.
        assert!(shrink(SAMPLE).is_empty());
        let three = shrink(b"3\n2 2\n5 3\n0 6\n");
        assert!(!three.is_empty() && three.iter().all(|input| input.starts_with(b"2\n")));
    }
}
