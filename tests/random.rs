//! CSES 1624 and Kattis 8queens on a few hundred random boards each, every answer judged by the
//! independent brute force of `nqueens::family::<name>::verify`: the corners that the golden cases may miss.

use assert_cmd::Command;
use nqueens::family::{cses1624, kattis8queens};

/// xorshift64*: a fixed seed gives the same boards on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as usize % bound
    }
}

/// `board` as the judges send it, with line ends chosen by `rng`: LF or CRLF, a final newline
/// or none.
fn render(board: &[Vec<u8>], rng: &mut Rng) -> Vec<u8> {
    let end: &[u8] = if rng.below(4) == 0 { b"\r\n" } else { b"\n" };
    let mut text = board.join(end);
    if rng.below(8) != 0 {
        text.extend_from_slice(end);
    }
    text
}

/// Runs `name` on `input` and judges its stdout with `check`.
fn judged(name: &str, input: Vec<u8>, check: fn(&[u8], &[u8]) -> Result<(), String>) -> Vec<u8> {
    let output = Command::cargo_bin(name)
        .unwrap()
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{name} on {input:?}: {output:?}"
    );
    if let Err(why) = check(&input, &output.stdout) {
        panic!("{name} on {:?}: {why}", String::from_utf8_lossy(&input));
    }
    output.stdout
}

#[test]
fn cses1624_agrees_with_brute_force_on_random_boards() {
    let mut rng = Rng(0x1624);
    let mut with_ways = 0;
    for _ in 0..300 {
        let percent_reserved = rng.below(40);
        let board: Vec<Vec<u8>> = (0..8)
            .map(|_| {
                (0..8)
                    .map(|_| {
                        if rng.below(100) < percent_reserved {
                            b'*'
                        } else {
                            b'.'
                        }
                    })
                    .collect()
            })
            .collect();
        let input = render(&board, &mut rng);
        with_ways += usize::from(judged("cses1624", input, cses1624::verify) != b"0\n");
    }
    assert!(with_ways >= 100, "only {with_ways} of 300 boards had a way");
}

#[test]
fn kattis8queens_agrees_with_brute_force_on_random_boards() {
    let mut rng = Rng(0x8008);
    let solution = [0, 4, 7, 5, 2, 6, 1, 3];
    let mut valid = 0;
    for round in 0..300 {
        // A solution mirrored or not, then changed: two rows swap columns (only the diagonals
        // can then be wrong), a queen moves, or six to ten queens stand anywhere.
        let mut columns = solution;
        if rng.below(2) == 0 {
            columns.iter_mut().for_each(|column| *column = 7 - *column);
        }
        let mut queens: Vec<(usize, usize)> = match round % 5 {
            0 => columns.iter().copied().enumerate().collect(),
            1 => {
                columns.swap(rng.below(8), rng.below(8));
                columns.iter().copied().enumerate().collect()
            }
            2 | 3 => {
                let mut queens: Vec<(usize, usize)> = columns.iter().copied().enumerate().collect();
                let queen = &mut queens[rng.below(8)];
                if round % 5 == 2 {
                    queen.1 = rng.below(8);
                } else {
                    queen.0 = rng.below(8);
                }
                queens
            }
            _ => (0..6 + rng.below(5))
                .map(|_| (rng.below(8), rng.below(8)))
                .collect(),
        };
        queens.sort_unstable();
        queens.dedup();
        let mut board = vec![b"........".to_vec(); 8];
        for &(row, column) in &queens {
            board[row][column] = b'*';
        }
        let input = render(&board, &mut rng);
        valid += usize::from(judged("kattis8queens", input, kattis8queens::verify) == b"valid\n");
    }
    assert!((60..=160).contains(&valid), "{valid} of 300 boards valid");
}
