//! The 4x4 book program (《妙趣横生的算法》): its two boards as rows of `0 `/`1 `, an empty line
//! after each, then `The number of the answers are 2`. The check: both boards valid and
//! distinct, as many as OEIS A000170(4), and the last line.

use super::{Problem, Rule, Stress};
use super::chess::solutions;
use crate::boards;
use crate::rng::Rng;

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    // No judge: the limits are the workspace's own, not a guess at anyone's.
    assumed: &[],
    rule: Rule::Exact,
    ..Problem::new(
        "queens4x4",
        "book",
        "4x4 queens on a 0/1 matrix",
        "《妙趣横生的算法》 (no online judge)",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// The book program reads nothing: any input is its input.
pub fn sent_by_judge(_input: &str) -> bool {
    true
}

/// The 4x4 book program: its two boards as rows of `0 `/`1 `, an empty line after each, then
/// `The number of the answers are 2`.
pub fn verify(_input: &[u8], output: &[u8]) -> Result<(), String> {
    let text = super::utf8(output)?;
    let count = super::a000170(4)?;
    let last = format!("The number of the answers are {count}\n");
    let boards_text = text
        .strip_suffix(&last)
        .ok_or_else(|| format!("the last line is not {last:?}"))?;
    // The rows in AcWing's form, which the library parses: `1 ` is a queen, `0 ` an empty square.
    let mut acwing = String::new();
    for (index, line) in boards_text.split_terminator('\n').enumerate() {
        for cell in line.as_bytes().chunks(2) {
            acwing.push(match cell {
                b"0 " => '.',
                b"1 " => 'Q',
                _ => {
                    return Err(format!(
                        "line {}: {line:?} is not a row of cells `0 `/`1 `",
                        index + 1
                    ))
                }
            });
        }
        acwing.push('\n');
    }
    super::every_solution(4, &boards::parse_acwing(&acwing, 4)?)
}

/// What stdin holds does not matter, since the program never reads it: mostly nothing, else a
/// line a person might type (`4`), or a few random printable characters and a newline.
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    match rng.below(4) {
        0 | 1 => Vec::new(),
        2 => b"4\n".to_vec(),
        _ => {
            let mut text: Vec<u8> = (0..rng.between(1, 20))
                .map(|_| b' ' + rng.below(95) as u8)
                .collect();
            text.push(b'\n');
            text
        }
    }
}

/// The empty input, for any other.
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    if input.is_empty() {
        Vec::new()
    } else {
        vec![Vec::new()]
    }
}

/// The book's output: it places queens column by column, rows top to bottom, so its boards come
/// in the lexicographic order of the row of each column's queen; the solutions of the walk
/// through the permutations ([`solutions`]) read that way (the queen of column c in row
/// `rows[c]`). Cells `0 `/`1 `, an empty line after each board, then the count.
pub fn expected(_input: &[u8]) -> Vec<u8> {
    let solutions = solutions(4);
    let mut text = String::new();
    for rows in &solutions {
        for row in 0..4 {
            for &queen_row in rows {
                text += if queen_row == row { "1 " } else { "0 " };
            }
            text.push('\n');
        }
        text.push('\n');
    }
    text += &format!("The number of the answers are {}\n", solutions.len());
    text.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_4x4_output_is_refused_for_a_wrong_board_or_last_line() {
        let good = "0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 \n\n\
                    0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 \n\n\
                    The number of the answers are 2\n";
        assert_eq!(verify(b"", good.as_bytes()), Ok(()));
        let refused = [
            // A wrong count, a last line without its newline.
            good.replace("are 2", "are 3"),
            good.replace("are 2\n", "are 2"),
            // Queens at (1,3) and (2,4) share the `\` diagonal row - col = -2.
            good.replacen("1 0 0 0 \n0 0 0 1 ", "0 0 0 1 \n1 0 0 0 ", 1),
            // The second board twice.
            good.replacen(
                "0 0 1 0 \n1 0 0 0 \n0 0 0 1 \n0 1 0 0 ",
                "0 1 0 0 \n0 0 0 1 \n1 0 0 0 \n0 0 1 0 ",
                1,
            ),
            // Cells other than `0 `/`1 `.
            good.replacen("0 0 1 0 ", "0 0 2 0 ", 1),
            good.replacen("0 0 1 0 \n", "0 0 1 0\n", 1),
            good.replacen("0 0 1 0 \n", "0 0 1 0 \r\n", 1),
        ];
        for output in refused {
            assert!(verify(b"", output.as_bytes()).is_err(), "{output:?}");
        }
        assert!(sent_by_judge("anything"));
    }
}
