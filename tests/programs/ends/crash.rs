//! Reads n, then writes through a null pointer: SIGSEGV on Unix, an access violation
//! (0xC0000005) on Windows. Judged: RE, the crash named.
fn main() {
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    let nowhere: *mut u8 = std::ptr::null_mut();
    // SAFETY: none: the crash is the point.
    unsafe { nowhere.write_volatile(1) };
}
