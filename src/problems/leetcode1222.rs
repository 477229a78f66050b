//! LeetCode 1222 Queens That Can Attack the King: the returned list in any order.
//!
//! [`verify`] is the judge: the printed value (read by [`crate::value`], however an adapter
//! printed it) must hold exactly the queens that attack the king, each once. Which those are is
//! found here by brute force over the queens: same row, column or diagonal, nothing between.

use super::{LEETCODE_RUST, Paste, Problem, Rule, Stress};
use crate::rng::Rng;
use crate::value::{self, Reader};

/// The problem's row of the table ([`super::PROBLEMS`]).
pub const PROBLEM: Problem = Problem {
    rule: Rule::Valid,
    paste: Paste::Method("queens_attackthe_king"),
    compiler: Some(LEETCODE_RUST),
    ..Problem::new(
        "leetcode1222",
        "LeetCode",
        "1222 Queens That Can Attack the King",
        "https://leetcode.com/problems/queens-that-can-attack-the-king/",
        verify,
        sent_by_judge,
        Stress {
            generate,
            shrink,
            expected,
        },
    )
};

/// A square `(x, y)`, both from 0 to 7.
type Square = (i64, i64);

/// The queens and the king of an input: every integer of it in order, the last two the king's.
/// The input's labels and brackets are not checked here (the program refuses a bad one).
pub fn arguments(input: &[u8]) -> Result<(Vec<Square>, Square), String> {
    let text = String::from_utf8_lossy(input);
    let numbers: Vec<i64> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|token| !token.is_empty())
        .map(|token| {
            token
                .parse()
                .map_err(|_| format!("the input holds {token:?}"))
        })
        .collect::<Result<_, _>>()?;
    if numbers.len() < 4 || !numbers.len().is_multiple_of(2) {
        return Err(format!(
            "the input holds {} numbers, not queens and a king",
            numbers.len()
        ));
    }
    let squares: Vec<Square> = numbers.chunks(2).map(|pair| (pair[0], pair[1])).collect();
    let (king, queens) = squares.split_last().expect("at least two squares");
    Ok((queens.to_vec(), *king))
}

/// Whether LeetCode could send `input`: the two lines of its test case box (as [`write`] writes
/// them), 1 to 63 queens, every square on the board, no two pieces on one square.
pub fn sent_by_judge(input: &str) -> bool {
    let Ok((queens, king)) = arguments(input.as_bytes()) else {
        return false;
    };
    let mut squares = queens.clone();
    squares.push(king);
    squares.sort_unstable();
    squares.dedup();
    (1..=63).contains(&queens.len())
        && squares.len() == queens.len() + 1
        && squares.iter().all(|&(x, y)| x < 8 && y < 8)
        && write(&queens, king) == input.as_bytes()
}

/// Why `queen` does not attack `king` (a piece between, or no common line), or None if it does.
fn blocked(queen: Square, king: Square, queens: &[Square]) -> Option<String> {
    let (dx, dy) = (king.0 - queen.0, king.1 - queen.1);
    if dx != 0 && dy != 0 && dx.abs() != dy.abs() {
        return Some("it shares no row, column or diagonal with the king".to_string());
    }
    let steps = dx.abs().max(dy.abs());
    (1..steps)
        .map(|step| (queen.0 + dx / steps * step, queen.1 + dy / steps * step))
        .find(|square| queens.contains(square))
        .map(|(x, y)| format!("the queen on [{x},{y}] stands between it and the king"))
}

/// Whether `output` lists exactly the queens of `input` that attack the king, in any order.
pub fn verify(input: &[u8], output: &[u8]) -> Result<(), String> {
    let (queens, king) = arguments(input)?;
    let text = super::utf8(output)?;
    // The returned value, after any line the method printed itself (LeetCode shows those apart).
    let listed = value::read_returned(text, |r| r.list(|r| r.list(Reader::integer)))?;
    let mut seen = Vec::new();
    for (index, item) in listed.iter().enumerate() {
        let square = match item[..] {
            [x, y] => (x, y),
            _ => return Err(format!("item {} is {item:?}, not a pair [x,y]", index + 1)),
        };
        let shown = format!("[{},{}]", square.0, square.1);
        if seen.contains(&square) {
            return Err(format!("{shown} is listed twice"));
        }
        if !queens.contains(&square) {
            return Err(format!("{shown} holds no queen"));
        }
        if let Some(why) = blocked(square, king, &queens) {
            return Err(format!("{shown} does not attack the king: {why}"));
        }
        seen.push(square);
    }
    for &queen in &queens {
        if !seen.contains(&queen) && blocked(queen, king, &queens).is_none() {
            return Err(format!(
                "[{},{}] attacks the king [{},{}] and is missing",
                queen.0, queen.1, king.0, king.1
            ));
        }
    }
    Ok(())
}

/// The queens that attack the king, in the order of the input, as LeetCode shows the returned
/// list: `[[x,y],...]` (any order is accepted).
pub fn expected(input: &[u8]) -> Vec<u8> {
    let Ok((queens, king)) = arguments(input) else {
        return Vec::new();
    };
    let attacking: Vec<String> = queens
        .iter()
        .filter(|&&queen| blocked(queen, king, &queens).is_none())
        .map(|(x, y)| format!("[{x},{y}]"))
        .collect();
    format!("[{}]\n", attacking.join(",")).into_bytes()
}

/// The two arguments as LeetCode's test case box writes them: the queens on one line, the king
/// on the next, no spaces.
fn write(queens: &[Square], king: Square) -> Vec<u8> {
    let queens: Vec<String> = queens.iter().map(|(x, y)| format!("[{x},{y}]")).collect();
    format!("[{}]\n[{},{}]\n", queens.join(","), king.0, king.1).into_bytes()
}

/// 1 to 63 queens on distinct squares and the king on a free one: often a crowded board (50 to
/// 63 queens, the king boxed in), often a bare one (1 to 4 queens, mostly nothing between).
pub fn generate(rng: &mut Rng) -> Vec<u8> {
    let count = match rng.below(10) {
        0..=2 => rng.between(50, 63),
        3..=5 => rng.between(1, 4),
        _ => rng.between(1, 63),
    };
    let mut squares: Vec<Square> = (0..64).map(|square| (square / 8, square % 8)).collect();
    rng.shuffle(&mut squares);
    write(&squares[1..=count], squares[0])
}

/// Smaller inputs: without half of the queens, then without one of them (at least one stays).
pub fn shrink(input: &[u8]) -> Vec<Vec<u8>> {
    let Ok((queens, king)) = arguments(input) else {
        return Vec::new();
    };
    let mut smaller = Vec::new();
    if queens.len() > 2 {
        smaller.push(write(&queens[queens.len() / 2..], king));
    }
    if queens.len() > 1 {
        for index in 0..queens.len() {
            let mut fewer = queens.clone();
            fewer.remove(index);
            smaller.push(write(&fewer, king));
        }
    }
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE_1: &[u8] = b"queens = [[0,1],[1,0],[4,0],[0,4],[3,3],[2,4]], king = [0,0]\n";
    const EXAMPLE_2: &[u8] = b"[[0,0],[1,1],[2,2],[3,4],[3,5],[4,4],[4,5]]\n[3,3]\n";

    #[test]
    fn the_examples_pass_in_any_order_and_print() {
        assert_eq!(verify(EXAMPLE_1, b"[[0,1],[1,0],[3,3]]\n"), Ok(()));
        assert_eq!(verify(EXAMPLE_1, b" [ [3,3], [0,1],[1, 0]]"), Ok(()));
        assert_eq!(verify(EXAMPLE_2, b"[[2,2],[3,4],[4,4]]\n"), Ok(()));
        assert_eq!(verify(b"[[7,7]]\n[0,1]\n", b"[]\n"), Ok(()));
    }

    #[test]
    fn wrong_answers_are_explained() {
        let refused = |output: &[u8]| verify(EXAMPLE_1, output).unwrap_err();
        assert_eq!(
            refused(b"[[0,1],[1,0]]\n"),
            "[3,3] attacks the king [0,0] and is missing"
        );
        assert_eq!(
            refused(b"[[0,1],[1,0],[3,3],[4,0]]\n"),
            "[4,0] does not attack the king: the queen on [1,0] stands between it and the king"
        );
        assert_eq!(
            refused(b"[[0,1],[1,0],[3,3],[2,4]]\n"),
            "[2,4] does not attack the king: it shares no row, column or diagonal with the king"
        );
        assert_eq!(
            refused(b"[[0,1],[1,0],[3,3],[0,1]]\n"),
            "[0,1] is listed twice"
        );
        assert_eq!(refused(b"[[0,1],[1,0],[2,2]]\n"), "[2,2] holds no queen");
        assert_eq!(
            refused(b"[[0,1],[1,0],[3,3,3]]\n"),
            "item 3 is [3, 3, 3], not a pair [x,y]"
        );
        assert!(refused(b"[[0,1],[1,0],[3,3]").contains("expected"));
        assert!(refused(b"0,1 1,0 3,3\n").contains("expected '['"));
        assert!(refused(b"[[0,1],[1,0],[3,3]] extra\n").contains("the end of the output"));
    }

    #[test]
    fn generated_inputs_are_within_the_constraints_and_shrink() {
        let mut rng = Rng::new(1222);
        let (mut crowded, mut bare) = (0, 0);
        for _ in 0..300 {
            let input = generate(&mut rng);
            let (queens, king) = arguments(&input).unwrap();
            assert!((1..=63).contains(&queens.len()));
            let mut squares = queens.clone();
            squares.push(king);
            assert!(squares
                .iter()
                .all(|&(x, y)| (0..8).contains(&x) && (0..8).contains(&y)));
            squares.sort_unstable();
            squares.dedup();
            assert_eq!(squares.len(), queens.len() + 1, "distinct squares");
            crowded += usize::from(queens.len() >= 50);
            bare += usize::from(queens.len() <= 4);
            for smaller in shrink(&input) {
                let (fewer, same_king) = arguments(&smaller).unwrap();
                assert!(!fewer.is_empty() && fewer.len() < queens.len() && same_king == king);
            }
        }
        assert!(crowded > 50 && bare > 50, "{crowded} {bare}");
        assert!(shrink(b"[[1,1]]\n[0,0]\n").is_empty());
        assert!(sent_by_judge("[[1,1]]\n[0,0]\n"));
        for input in [
            "[[1,1]]\n[0,0]",
            "[[1,1]]\r\n[0,0]\n",
            "[[1, 1]]\n[0,0]\n",
            "[]\n[0,0]\n",
            "[[0,0]]\n[0,0]\n",
            "[[1,8]]\n[0,0]\n",
            "queens = [[1,1]], king = [0,0]\n",
        ] {
            assert!(!sent_by_judge(input), "{input:?}");
        }
    }
}
