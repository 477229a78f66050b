//! `grandchild <file>`: starts a copy of itself that appends a byte to `<file>` every 20 ms,
//! forever, with no stdin, stdout or stderr of the case's, then answers 1 and exits. Nothing
//! waits for the copy: the judge must end it with the case.
//! `grandchild --tick <file>`: the copy.
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() == 3 && args[1] == "--tick" {
        loop {
            let file = std::fs::OpenOptions::new()
                .append(true)
                .create(true)
                .open(&args[2]);
            if let Ok(mut file) = file {
                let _ = file.write_all(b".");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    let (Some(file), Ok(me)) = (args.get(1), std::env::current_exe()) else {
        std::process::exit(2);
    };
    let copy = Command::new(me)
        .args(["--tick", file])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    if copy.is_err() {
        std::process::exit(3);
    }
    // Until the copy has written once: it runs.
    while std::fs::metadata(file).map_or(true, |data| data.len() == 0) {
        std::thread::sleep(Duration::from_millis(5));
    }
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    println!("1");
}
