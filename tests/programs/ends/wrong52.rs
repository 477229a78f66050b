//! LeetCode 52 answered wrongly: reads n and prints n, the count of rooks' boards' first row,
//! not of queens' boards (right only for n = 1). Judged: WA.
fn main() {
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    println!("{}", line.trim());
}
