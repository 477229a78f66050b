//! Reads n, then fills 256 MiB a page at a time and keeps it. Judged with a 64 MiB limit: MLE
//! (resident memory on Unix, commit charge on Windows).
fn main() {
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    let mut kept: Vec<Vec<u8>> = Vec::new();
    for _ in 0..256 {
        kept.push(vec![1; 1 << 20]);
    }
    println!("{}", std::hint::black_box(&kept).len());
}
