//! Reads n, then computes forever. Judged: TLE.
fn main() {
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    let mut x: u64 = 1;
    loop {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}
