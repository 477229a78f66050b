//! The N-Queens family of issue 9, one module per problem: its independent check (`verify`,
//! written from the rules of chess and the statement, sharing no code with `src/bin/`; the
//! checker itself where the judge accepts any valid answer), whether the real judge could send
//! an input (`sent_by_judge`), and the random inputs of `judge --stress` (`generate`, `shrink`).
//! The problem table names them in each row.

pub mod aoj8queens;
pub mod boj3344;
pub mod kattisqueens;
pub mod leetcode1222;
pub mod luogu1562;
pub mod spojnqueen;

/// The columns on `lines` (row i on line i, from 1) form a valid placement for `n`.
pub fn placement(n: usize, lines: &[&str]) -> Result<(), String> {
    // The row (from 1) of the queen holding each column and diagonal, 0 for none.
    let mut columns = vec![0usize; n + 1];
    let mut diagonals = vec![0usize; 2 * n + 1]; // row - column + n
    let mut anti_diagonals = vec![0usize; 2 * n + 1]; // row + column
    for (index, line) in lines.iter().enumerate() {
        let row = index + 1;
        let column: usize = match line.parse() {
            Ok(column) if (1..=n).contains(&column) => column,
            Ok(_) => return Err(format!("row {row}: column {line} is out of range 1..={n}")),
            Err(_) => {
                let shown: String = line.chars().take(40).collect();
                return Err(format!("row {row}: {shown:?} is not a column number"));
            }
        };
        if columns[column] != 0 {
            return Err(format!(
                "row {row}: column {column} is attacked by the queen of row {} on its column",
                columns[column]
            ));
        }
        for holder in [
            &mut diagonals[row + n - column],
            &mut anti_diagonals[row + column],
        ] {
            if *holder != 0 {
                return Err(format!(
                    "row {row}: column {column} is attacked by the queen of row {} on a diagonal",
                    holder
                ));
            }
            *holder = row;
        }
        columns[column] = row;
    }
    Ok(())
}
