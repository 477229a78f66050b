//! Writes a file in the system's temporary folder (`TMPDIR` on Unix, `TEMP` on Windows) and
//! prints its path.
fn main() {
    let path = std::env::temp_dir().join("note.txt");
    match std::fs::write(&path, "kept\n") {
        Ok(()) => println!("{}", path.display()),
        Err(error) => {
            eprintln!("temp: {error}");
            std::process::exit(1);
        }
    }
}
