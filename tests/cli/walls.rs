//! The walls (issue 39): hostile programs, written as a new user would write them, each trying
//! one harm to the machine, with the harm checked from outside (a listener's log, the judge's own
//! exit, `/proc/keys`, `/proc/sysvipc/shm`, the processes the case held at once and their uids)
//! and the verdict never Accepted; and right programs in other styles than ours (a shell script
//! calling awk, Python's multiprocessing, node) keeping theirs. As root each runs twice: as root
//! (whose cases run as the box user, 65534), and as `nobody` (uid 65534), whom no cgroup is given;
//! as another user, once. Linux only: the walls are Linux's.

use crate::common::{python, Scratch, PROGRAMS};
use std::os::unix::net::{UnixDatagram, UnixListener};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// Who runs the judge.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Judge {
    /// The user running the tests (root on CI).
    Itself,
    /// `nobody`, when the tests run as root, reached through this Python (`BECOME_NOBODY`).
    Nobody(&'static str),
}

/// Those the tests can run the judge as here.
fn judges() -> Vec<Judge> {
    let nobody = root()
        .then(|| nqueens::untested::python("the walls as nobody"))
        .flatten();
    match nobody {
        Some(python) => vec![Judge::Itself, Judge::Nobody(python)],
        None => vec![Judge::Itself],
    }
}

/// Whether the tests run as root.
fn root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|meta| {
        use std::os::unix::fs::MetadataExt;
        meta.uid() == 0
    })
}

/// Drops to `nobody` and runs the rest of the command line.
const BECOME_NOBODY: &str = "import os, sys\n\
    os.setgroups([]); os.setgid(65534); os.setuid(65534)\n\
    os.execv(sys.argv[1], sys.argv[1:])\n";

/// The judge, to be run as `who`.
fn judge_as(who: Judge) -> Command {
    let judge = env!("CARGO_BIN_EXE_judge");
    match who {
        Judge::Itself => Command::new(judge),
        Judge::Nobody(python) => {
            let mut run = Command::new(python);
            run.args(["-S", "-c", BECOME_NOBODY, judge]);
            run
        }
    }
}

/// `judge --case 01-sample --time-limit 2s leetcode52 -- <command>` as `who`, with its pid.
fn judge(who: Judge, command: &[&str]) -> (Output, u32) {
    judge_within(who, &[], command)
}

/// [`judge`], started through `wrapper` (a command that runs the rest of its command line).
fn judge_within(who: Judge, wrapper: &[&str], command: &[&str]) -> (Output, u32) {
    let judge = env!("CARGO_BIN_EXE_judge");
    let mut line: Vec<String> = wrapper.iter().map(|word| word.to_string()).collect();
    line.push(judge.to_string());
    // A path, for the drop to `nobody`'s exec: the wrapper found on the `PATH`.
    if !line[0].contains('/') {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let found = std::env::split_paths(&path).map(|folder| folder.join(&line[0]));
        if let Some(found) = found.into_iter().find(|path| path.is_file()) {
            line[0] = found.display().to_string();
        }
    }
    let mut run = match who {
        Judge::Itself => Command::new(&line[0]),
        Judge::Nobody(python) => {
            let mut run = Command::new(python);
            run.args(["-S", "-c", BECOME_NOBODY, &line[0]]);
            run
        }
    };
    run.args(&line[1..]);
    run.args([
        "--case",
        "01-sample",
        "--time-limit",
        "2s",
        "leetcode52",
        "--",
    ])
    .args(command)
    .stdout(std::process::Stdio::piped())
    .stderr(std::process::Stdio::piped());
    let child = run.spawn().expect("the judge starts");
    let pid = child.id();
    (child.wait_with_output().unwrap(), pid)
}

/// The verdict of the one case judged (`AC`, `RE`, `MLE`, `TLE`...), from the report.
fn verdict(output: &Output) -> String {
    let report = String::from_utf8_lossy(&output.stdout);
    report
        .lines()
        .find_map(|line| line.strip_prefix("01-sample"))
        .and_then(|line| line.split_whitespace().next())
        .unwrap_or("none")
        .to_string()
}

fn said(output: &Output) -> String {
    format!(
        "status {:?}\n{}\n{}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// `tests/programs/hostile/probe.c`, built once, in a folder everyone may read.
fn probe() -> Option<&'static str> {
    static BUILT: OnceLock<Option<(Scratch, String)>> = OnceLock::new();
    let built = BUILT.get_or_init(|| {
        let folder = Scratch::new("hostile");
        let binary = folder.join("probe");
        let source = format!("{PROGRAMS}/hostile/probe.c");
        let made = Command::new("cc")
            .args(["-O2", "-o"])
            .arg(&binary)
            .arg(&source)
            .status()
            .ok()?;
        assert!(made.success(), "cc {source}");
        let open = |path: &std::path::Path| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
        };
        open(&folder);
        open(&binary);
        let binary = binary.display().to_string();
        Some((folder, binary))
    });
    match built {
        Some((_, binary)) => Some(binary),
        None => {
            nqueens::untested::tool("a C compiler (cc)", "the hostile probes");
            None
        }
    }
}

/// A path of this test run's own in the host's `/tmp`, where a desktop's sockets live.
fn in_tmp(name: &str) -> String {
    let path = format!("/tmp/nqueens-walls-{}-{name}", std::process::id());
    let _ = std::fs::remove_file(&path);
    path
}

fn everyone_may_write(path: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o777)).unwrap();
}

#[test]
fn a_path_named_socket_of_the_host_is_out_of_reach() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        let (stream, datagram) = (in_tmp("stream.sock"), in_tmp("datagram.sock"));
        let listener = UnixListener::bind(&stream).unwrap();
        listener.set_nonblocking(true).unwrap();
        let receiver = UnixDatagram::bind(&datagram).unwrap();
        receiver.set_nonblocking(true).unwrap();
        everyone_may_write(&stream);
        everyone_may_write(&datagram);
        // The probe looks for them in /tmp itself, as a program after a desktop's sockets would.
        let (first, _) = judge(who, &[probe, "unix-stream", "-stream.sock"]);
        let (second, _) = judge(who, &[probe, "unix-datagram", "-datagram.sock"]);
        let connected = listener.accept().is_ok();
        let received = receiver.recv(&mut [0; 16]).is_ok();
        let _ = (
            std::fs::remove_file(&stream),
            std::fs::remove_file(&datagram),
        );
        assert!(!connected, "{who:?}: a connection came\n{}", said(&first));
        assert!(!received, "{who:?}: a datagram came\n{}", said(&second));
        assert_eq!(verdict(&first), "RE", "{who:?}\n{}", said(&first));
        assert_eq!(verdict(&second), "RE", "{who:?}\n{}", said(&second));
    }
}

#[test]
fn the_judges_own_limits_are_out_of_reach() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        for harm in ["judge-cpu", "judge-files"] {
            let (output, pid) = judge(who, &[probe, harm]);
            // The judge gave its verdict (exit 1: not accepted), not killed (137) nor unable to
            // judge (2); and left no case folder.
            assert_eq!(
                output.status.code(),
                Some(1),
                "{who:?} {harm}\n{}",
                said(&output)
            );
            assert_eq!(verdict(&output), "RE", "{who:?} {harm}\n{}", said(&output));
            let left = std::fs::read_dir(std::env::temp_dir())
                .unwrap()
                .flatten()
                .filter(|entry| {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    name.starts_with(&format!("nqueens-case-{pid}-"))
                })
                .count();
            assert_eq!(left, 0, "{who:?} {harm}: case folders left");
        }
    }
}

#[test]
fn a_memory_file_no_process_maps_is_memory_or_refused() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        let (output, _) = judge(who, &[probe, "memfd"]);
        let verdict = verdict(&output);
        // Counted by the case's cgroup and stopped at the limit (MLE), or, where no cgroup
        // counts it, refused (RE).
        assert!(
            verdict == "MLE" || verdict == "RE",
            "{who:?}\n{}",
            said(&output)
        );
    }
}

/// Runs the judge's command `run` (its stdout and stderr piped) while looking at the case's
/// processes from outside every 5 ms, by the run's marker in their environment: each look's uids
/// (`/proc`'s real uid of each).
fn looked_at(mut run: std::process::Command) -> (Output, Vec<Vec<u32>>) {
    let pid = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let (pid, done) = (pid.clone(), done.clone());
        std::thread::spawn(move || {
            let mut looks = Vec::new();
            while !done.load(Ordering::Relaxed) {
                let judge = pid.load(Ordering::Relaxed);
                if judge != 0 {
                    let marker = format!("NQUEENS_JUDGE_RUN={judge}.");
                    let uids: Vec<u32> = std::fs::read_dir("/proc")
                        .into_iter()
                        .flatten()
                        .flatten()
                        .filter(|entry| {
                            std::fs::read(entry.path().join("environ")).is_ok_and(|environment| {
                                environment
                                    .split(|&byte| byte == 0)
                                    .any(|entry| entry.starts_with(marker.as_bytes()))
                            })
                        })
                        .filter_map(|entry| {
                            let status = std::fs::read_to_string(entry.path().join("status"));
                            let line = status
                                .ok()?
                                .lines()
                                .find(|l| l.starts_with("Uid:"))?
                                .to_string();
                            line.split_whitespace().nth(1)?.parse().ok()
                        })
                        .collect();
                    looks.push(uids);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            looks
        })
    };
    let child = run
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    pid.store(child.id() as usize, Ordering::Relaxed);
    let output = child.wait_with_output().unwrap();
    done.store(true, Ordering::Relaxed);
    (output, watcher.join().unwrap())
}

/// The most processes of the case [`looked_at`] saw at once.
fn most_at_once(run: std::process::Command) -> (Output, usize) {
    let (output, looks) = looked_at(run);
    (output, looks.iter().map(Vec::len).max().unwrap_or(0))
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_fork_bomb_is_held_at_the_process_limit() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        let (output, most) = most_at_once({
            let mut run = judge_as(who);
            run.args([
                "--case",
                "01-sample",
                "--time-limit",
                "1s",
                "leetcode52",
                "--",
                probe,
            ])
            .arg("fork-bomb");
            run
        });
        // RE: the kernel refused a fork (the probe says after how many), or the judge stopped
        // it past the limit (where the kernel does not hold it); never AC.
        assert_eq!(verdict(&output), "RE", "{who:?}\n{}", said(&output));
        // The kernel's limit (a cgroup's pids.max, or RLIMIT_NPROC in the case's namespace),
        // or the judge's own stop one sample after it.
        assert!(
            most <= nqueens::run::PROCESSES + 1,
            "{who:?}: {most} processes at once\n{}",
            said(&output)
        );
    }
}

#[test]
fn a_key_never_reaches_the_hosts_keyrings() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        let description = format!("nqueens-walls-{}-{who:?}", std::process::id());
        let (output, _) = judge(who, &[probe, "key", &description]);
        let keys = std::fs::read_to_string("/proc/keys").unwrap_or_default();
        assert!(!keys.contains(&description), "{who:?}: the key is there");
        assert_eq!(verdict(&output), "RE", "{who:?}\n{}", said(&output));
    }
}

#[test]
fn shared_memory_left_behind_dies_with_the_case() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        let key = 0x4e51_0000 + (std::process::id() & 0xffff) as i32;
        let (output, _) = judge(who, &[probe, "shm", &key.to_string()]);
        let segments = std::fs::read_to_string("/proc/sysvipc/shm").unwrap_or_default();
        let left = segments
            .lines()
            .skip(1)
            .any(|line| line.split_whitespace().next() == Some(&key.to_string()));
        assert!(
            !left,
            "{who:?}: the segment is left in the host's IPC\n{segments}"
        );
        // Held in the case's own IPC namespace and gone with it (AC: no harm), or refused
        // where no cgroup counts its pages (RE).
        let verdict = verdict(&output);
        assert!(
            verdict == "AC" || verdict == "RE",
            "{who:?}\n{}",
            said(&output)
        );
    }
}

/// `judge --case 01-sample --time-limit 60s leetcode52 -- <command>` as `who`: the verdict, and the
/// report for a failure.
fn right(who: Judge, command: &[&str]) -> (String, String) {
    let mut run = judge_as(who);
    let output = run
        .args([
            "--case",
            "01-sample",
            "--time-limit",
            "60s",
            "leetcode52",
            "--",
        ])
        .args(command)
        .output()
        .unwrap();
    (verdict(&output), said(&output))
}

/// LeetCode 52's counts for n = 1..=9, in a shell variable's words.
const COUNTS: &str = "1 0 0 2 10 4 40 92 352";

#[test]
fn a_shell_script_calling_awk_is_judged_as_a_judge_judges_it() {
    let script = format!("read n; echo \"{COUNTS}\" | awk -v n=\"$n\" '{{print $n}}'");
    for who in judges() {
        let (verdict, report) = right(who, &["sh", "-c", &script]);
        assert_eq!(verdict, "AC", "{who:?}\n{report}");
    }
}

#[test]
fn python_multiprocessing_keeps_its_verdict() {
    let script = format!(
        "import multiprocessing, sys\n\
         counts = [{}]\n\
         def count(n): return counts[n - 1]\n\
         if __name__ == '__main__':\n\
         \x20   lock = multiprocessing.Lock()\n\
         \x20   n = int(sys.stdin.read())\n\
         \x20   with multiprocessing.Pool(2) as pool: print(pool.map(count, [n])[0])\n",
        COUNTS.replace(' ', ", ")
    );
    for who in judges() {
        // The system's Python for `nobody`, who cannot reach a version manager's under a home
        // folder of mode 0700.
        let python = match who {
            Judge::Itself => match python() {
                Some(python) => python,
                None => continue,
            },
            Judge::Nobody(_) => "/usr/bin/python3",
        };
        if !std::path::Path::new(python).exists() {
            nqueens::untested::tool("python3", "multiprocessing in the jail");
            continue;
        }
        let (verdict, report) = right(who, &[python, "-S", "-c", &script]);
        assert_eq!(verdict, "AC", "{who:?}\n{report}");
    }
}

#[test]
fn node_keeps_its_verdict() {
    if Command::new("node").arg("--version").output().is_err() {
        return nqueens::untested::tool("node", "node in the jail");
    }
    let script = format!(
        "const n = +require('fs').readFileSync(0, 'utf8'); console.log([{}][n - 1]);",
        COUNTS.replace(' ', ", ")
    );
    for who in judges() {
        let (verdict, report) = right(who, &["node", "-e", &script]);
        assert_eq!(verdict, "AC", "{who:?}\n{report}");
    }
}

/// Runs the rest of its command line in a user namespace of its own where no further user
/// namespace may be made (`max_user_namespaces` 0), as on Ubuntu 24.04 with AppArmor's rule or in
/// Docker without them.
const NO_USER_NAMESPACES: [&str; 6] = [
    "unshare",
    "--user",
    "--map-root-user",
    "sh",
    "-c",
    "echo 0 > /proc/sys/user/max_user_namespaces && exec \"$@\"",
];

#[test]
fn without_user_namespaces_the_header_says_what_is_not_contained_and_the_rest_holds() {
    let Some(probe) = probe() else { return };
    if !Command::new("unshare")
        .args(["--user", "true"])
        .status()
        .is_ok_and(|status| status.success())
    {
        return nqueens::untested::tool("unshare (util-linux) and user namespaces", "the fallback");
    }
    let mut wrapper = NO_USER_NAMESPACES.to_vec();
    wrapper.push("sh");
    for who in judges() {
        // What the header says is not contained: a socket of the host's in /tmp is reached.
        let stream = in_tmp("fallback.sock");
        let listener = UnixListener::bind(&stream).unwrap();
        listener.set_nonblocking(true).unwrap();
        everyone_may_write(&stream);
        // Named by its path: Landlock refuses the listing of /tmp, not the connection.
        let (reached, _) = judge_within(who, &wrapper, &[probe, "unix-stream", &stream]);
        let connected = listener.accept().is_ok();
        let _ = std::fs::remove_file(&stream);
        let header = String::from_utf8_lossy(&reached.stdout).to_string();
        let not = header
            .split(" · not contained here: ")
            .nth(1)
            .unwrap_or_default();
        assert!(
            not.contains("UDP (user namespaces are not allowed on this system)")
                && not.contains("the host's sockets in /tmp and /run"),
            "{who:?}\n{}",
            said(&reached)
        );
        assert!(
            connected,
            "{who:?}: the probe's connection did not come\n{}",
            said(&reached)
        );
        // What it says is contained still holds: no file written outside the case's folder.
        let written = in_tmp("fallback-written");
        let script = format!("echo harm > {written}");
        let (refused, _) = judge_within(who, &wrapper, &["sh", "-c", &script]);
        let harmed = std::path::Path::new(&written).exists();
        let _ = std::fs::remove_file(&written);
        assert!(
            !harmed,
            "{who:?}: {written} was written\n{}",
            said(&refused)
        );
        assert_eq!(verdict(&refused), "RE", "{who:?}\n{}", said(&refused));
        let header = String::from_utf8_lossy(&refused.stdout);
        assert!(
            header.contains("contained: files (writes only in the case's own folder)"),
            "{who:?}\n{}",
            said(&refused)
        );
    }
}

#[test]
fn the_program_never_runs_as_root_and_the_hosts_files_keep_their_owners_permissions() {
    let Some(probe) = probe() else { return };
    // A file only root may read, beside the probe (a folder the program is given to read): only
    // where the tests run as root (as another user, the file would be the judge's own user's,
    // whose program may read it; then only who the program runs as is checked).
    let root = judges().iter().any(|who| matches!(who, Judge::Nobody(_)));
    let folder = std::path::Path::new(probe).parent().unwrap();
    let secret = folder.join("secret");
    std::fs::write(&secret, "the owner's words\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).unwrap();
    // Named by its folder, open to all: a path the program names that only root may read would
    // keep a judge running as root from using the box user (the header would say so).
    let folder = folder.display().to_string();
    for who in judges() {
        let (output, looks) = looked_at({
            let mut run = judge_as(who);
            run.args([
                "--case",
                "01-sample",
                "leetcode52",
                "--",
                probe,
                "read-file",
                &folder,
            ]);
            run
        });
        let said = said(&output);
        if root {
            assert!(
                !said.contains("the owner's words"),
                "{who:?}: the file was read\n{said}"
            );
            assert_eq!(verdict(&output), "RE", "{who:?}\n{said}");
        }
        // Seen from outside: every process of the case, every look, is a user's, never root's.
        let uids: Vec<u32> = looks.into_iter().flatten().collect();
        assert!(
            !uids.is_empty(),
            "{who:?}: no process of the case seen\n{said}"
        );
        assert!(
            uids.iter().all(|&uid| uid != 0),
            "{who:?}: uids {uids:?}\n{said}"
        );
    }
}

#[test]
fn a_program_compiled_in_the_judges_own_closed_folder_runs_as_the_box_user() {
    // Without the compile cache, `--practise` runs the program from the judge's own fresh folder
    // in /tmp, closed to others (0700): in the view its file is bound alone, on folders open to
    // the box user, so a judge running as root runs it as 65534. (Not as `nobody`: that judge
    // could not compile, rustup's toolchains being under root's 0700 home.)
    let learner = format!("{PROGRAMS}/hostile/asleep.rs");
    let (output, looks) = looked_at({
        let mut run = judge_as(Judge::Itself);
        run.args(["--practise", "--file", &learner, "--case", "01-sample"])
            .arg("leetcode52")
            .env("NQUEENS_COMPILE_CACHE", "off")
            .env("NQUEENS_TOOLCHAINS", "off");
        run
    });
    let said = said(&output);
    assert_eq!(verdict(&output), "AC", "{said}");
    assert!(!said.contains("closed to others"), "{said}");
    let uids: Vec<u32> = looks.into_iter().flatten().collect();
    assert!(!uids.is_empty(), "no process of the case seen\n{said}");
    // As another user, the program runs as that user: nothing more to check.
    if root() {
        // Seen from outside: the program (asleep 300 ms) ran as the box user, every look.
        assert!(
            uids.iter().all(|&uid| uid == 65534),
            "uids {uids:?}\n{said}"
        );
        assert!(
            said.contains("as user 65534 sees them (never root)"),
            "{said}"
        );
    }
}

#[test]
fn a_program_judged_from_a_folder_closed_to_others_runs_as_the_box_user() {
    // A project in a folder only its owner may enter (root's home is 0700), the program named
    // by a path relative to it, a file only root may read beside it: the program starts in that
    // folder as its view makes it, holding its own files alone, as the box user.
    let Some(probe) = probe() else { return };
    let folder = Scratch::new("closed");
    use std::os::unix::fs::PermissionsExt;
    std::fs::copy(probe, folder.join("probe")).unwrap();
    let secret = folder.write("secret", "the owner's words\n");
    std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).unwrap();
    std::fs::set_permissions(&folder.0, std::fs::Permissions::from_mode(0o700)).unwrap();
    let (output, looks) = looked_at({
        let mut run = judge_as(Judge::Itself);
        run.current_dir(&folder.0).args([
            "--case",
            "01-sample",
            "leetcode52",
            "--",
            "./probe",
            "read-file",
            "here",
        ]);
        run
    });
    let said = said(&output);
    // Refused, or, as another user, read (the file is that user's own) and ended with status 3.
    assert_eq!(verdict(&output), "RE", "{said}");
    if root() {
        assert!(
            !said.contains("the owner's words"),
            "the file was read\n{said}"
        );
        assert!(
            said.contains("as user 65534 sees them (never root)"),
            "{said}"
        );
        // Seen from outside: the program (asleep 300 ms) ran as the box user, every look.
        let uids: Vec<u32> = looks.into_iter().flatten().collect();
        assert!(!uids.is_empty(), "no process of the case seen\n{said}");
        assert!(
            uids.iter().all(|&uid| uid == 65534),
            "uids {uids:?}\n{said}"
        );
    }
}

#[test]
fn a_process_of_the_host_is_neither_seen_nor_killed() {
    let Some(probe) = probe() else { return };
    for who in judges() {
        let mut stranger = Command::new("sleep").arg("30").spawn().unwrap();
        let pid = stranger.id().to_string();
        let (output, _) = judge(who, &[probe, "host-process", &pid]);
        let alive = stranger.try_wait().unwrap().is_none();
        let _ = stranger.kill();
        let _ = stranger.wait();
        // Seen from outside: the `sleep` outlived the case.
        assert!(
            alive,
            "{who:?}: the host's sleep was killed\n{}",
            said(&output)
        );
        assert_eq!(verdict(&output), "RE", "{who:?}\n{}", said(&output));
        // The case's /proc lists its own processes alone: its init (1) and the probe (2).
        assert!(
            said(&output).contains("/proc lists: 1 2\n"),
            "{who:?}\n{}",
            said(&output)
        );
    }
}

/// The CPU time of the one case judged, in milliseconds, from the report's `cpu` column.
fn cpu_ms(output: &Output) -> f64 {
    let report = String::from_utf8_lossy(&output.stdout);
    let line = report
        .lines()
        .find_map(|line| line.strip_prefix("01-sample"));
    let words: Vec<&str> = line.unwrap_or_default().split_whitespace().collect();
    let number: f64 = words
        .get(3)
        .and_then(|n| n.parse().ok())
        .unwrap_or(f64::NAN);
    match words.get(4) {
        Some(&"s") => number * 1000.0,
        _ => number,
    }
}

/// The case cgroups of the judge `pid` left in the cgroup v2 hierarchy.
fn v2_cases_left(pid: u32) -> Vec<String> {
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    let mount = mounts.lines().find_map(|line| {
        let (fields, described) = line.split_once(" - ")?;
        described.starts_with("cgroup2 ").then_some(())?;
        fields.split_whitespace().nth(4).map(str::to_string)
    });
    let prefix = format!("nqueens-case-{pid}-");
    let entries = mount
        .into_iter()
        .flat_map(std::fs::read_dir)
        .flatten()
        .flatten();
    entries
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(&prefix))
        .collect()
}

#[test]
fn a_cgroup_v2_counts_the_cpu_no_sample_sees_and_the_header_says_what_it_holds() {
    // A judge as root here takes cgroup v1; `NQUEENS_CGROUP=v2` takes the unified hierarchy,
    // whose only controller here is hugetlb: its core (the CPU of every process, the kill) and
    // no memory or pids controllers, as a desktop whose judge shares its cgroup with its shell.
    let Some(probe) = probe() else { return };
    if !root() {
        return nqueens::untested::tool("root (this machine's cgroup v2 is root's)", "cgroup v2");
    }
    for who in judges() {
        let mut run = judge_as(who);
        run.env("NQUEENS_CGROUP", "v2")
            .args([
                "--case",
                "01-sample",
                "leetcode52",
                "--",
                probe,
                "hidden-cpu",
            ])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let child = run.spawn().unwrap();
        let pid = child.id();
        let output = child.wait_with_output().unwrap();
        let said = said(&output);
        // Each case's cgroup is gone with it, the judge's own runs (`true`) too.
        let left = v2_cases_left(pid);
        assert!(left.is_empty(), "{who:?}: left {left:?}\n{said}");
        assert_eq!(verdict(&output), "AC", "{who:?}\n{said}");
        let (cpu, header) = (cpu_ms(&output), String::from_utf8_lossy(&output.stdout));
        match who {
            // The cgroup's count: three children of 50 ms each, none of them seen all at once.
            Judge::Itself => {
                assert!(cpu >= 120.0, "{who:?}: {cpu} ms\n{said}");
                assert!(
                    header.contains(", processes (64 tasks), ")
                        && header.contains(
                            " · CPU counts every process (a cgroup); memory is what the samples \
                             see, a lower bound (memfd and SysV shared memory refused)"
                        ),
                    "{who:?}\n{said}"
                );
            }
            // Without a cgroup (nobody may make none here), a lower bound, as the header says:
            // the samples saw one child at a time.
            Judge::Nobody(_) => {
                assert!(cpu < 100.0, "{who:?}: {cpu} ms\n{said}");
                assert!(header.contains(" · no cgroup here: "), "{who:?}\n{said}");
            }
        }
    }
}
