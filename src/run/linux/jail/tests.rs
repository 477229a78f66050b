//! Each probe of a program that reaches out of its case, run contained: refused, with
//! nothing written, received or killed; and ordinary programs keep their verdicts.
use super::*;
use crate::run::{run_with, Exit, Limits, Run, PROCESSES};
use std::net::{TcpListener, UdpSocket};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

fn contained() -> Limits {
    Limits {
        time: Duration::from_secs(5),
        memory: 1 << 30,
        output: 1 << 20,
        contained: true,
    }
}

fn run_python(script: &str) -> Option<Run> {
    // The interpreter itself, not a version manager's shim: the suite's one Python helper.
    let python = crate::untested::python("the jail on a Python program")?;
    let (run, _) =
        run_with(&[python, "-S", "-c", script], b"", &contained()).expect("python3 starts");
    Some(run)
}

fn stdout(run: &Run) -> String {
    String::from_utf8_lossy(&run.stdout).to_string()
}

/// A folder of this test's own in the workspace's target folder, and a path in it.
fn outside(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/jail-tests");
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn the_kernel_has_landlock() {
    // The machines this workspace is built on have it (Linux 6.18, ABI 7); elsewhere the
    // jail says what it lacks.
    if landlock_abi() == 0 {
        crate::untested::tool("Landlock (Linux 5.13)", "the jail's files and programs");
    }
}

#[test]
fn a_file_outside_the_case_folder_is_not_written_one_inside_is() {
    let path = outside("written");
    let script = format!(
        "import os, tempfile\n\
         for path in [{path:?}, os.path.expanduser('~/nqueens-jail-probe'), '/var/tmp/nqueens-jail-probe']:\n\
         \x20   try:\n\
         \x20       open(path, 'w').write('x'); print('wrote', path)\n\
         \x20   except OSError as error: print('refused', error.errno)\n\
         with tempfile.NamedTemporaryFile() as own: own.write(b'x'); own.flush(); print('own', own.name.startswith(os.environ['TMPDIR']))\n"
    );
    let Some(run) = run_python(&script) else {
        return;
    };
    assert_eq!(run.exit, Exit::Code(0), "{run:?}");
    // Refused by Landlock (EACCES, 13) or by the read-only view of the folder (EROFS, 30):
    // which wall answers first depends on where the workspace is (a clone under /tmp, a
    // mount namespace of the caller's), not on what the program may do. The harm is checked
    // from outside below.
    let said = stdout(&run).replace("refused 30\n", "refused 13\n");
    assert_eq!(
        said, "refused 13\nrefused 13\nrefused 13\nown True\n",
        "{run:?}"
    );
    assert!(!path.exists());
}

#[test]
fn no_connection_reaches_a_server_on_this_machine() {
    let tcp = TcpListener::bind("127.0.0.1:0").unwrap();
    tcp.set_nonblocking(true).unwrap();
    let udp = UdpSocket::bind("127.0.0.1:0").unwrap();
    udp.set_nonblocking(true).unwrap();
    let (tcp_port, udp_port) = (
        tcp.local_addr().unwrap().port(),
        udp.local_addr().unwrap().port(),
    );
    let script = format!(
        "import socket\n\
         try:\n\
         \x20   socket.create_connection(('127.0.0.1', {tcp_port}), timeout=2); print('tcp sent')\n\
         except OSError: print('tcp refused')\n\
         try:\n\
         \x20   socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'x', ('127.0.0.1', {udp_port})); print('udp sent')\n\
         except OSError: print('udp refused')\n"
    );
    let Some(run) = run_python(&script) else {
        return;
    };
    assert!(stdout(&run).starts_with("tcp refused\n"), "{run:?}");
    std::thread::sleep(Duration::from_millis(50));
    assert!(tcp.accept().is_err(), "a connection came");
    assert!(udp.recv(&mut [0; 8]).is_err(), "a datagram came");
    if NAMESPACES.load(Ordering::Relaxed) == ALLOWED {
        assert_eq!(stdout(&run), "tcp refused\nudp refused\n");
    }
}

#[test]
fn a_system_program_starts_behind_the_walls_and_harms_nothing() {
    // Behind every wall (namespaces), `sh` may start `touch`, which cannot write outside the
    // case; without namespaces, the system's programs are not executed at all (126).
    let path = outside("touched");
    let script = format!("touch {}", path.display());
    let (run, _) = run_with(&["sh", "-c", &script], b"", &contained()).expect("sh starts");
    let walled = NAMESPACES.load(Ordering::Relaxed) == ALLOWED;
    let refused = if walled { 1 } else { 126 };
    assert_eq!(run.exit, Exit::Code(refused), "{run:?}");
    assert!(!path.exists());
    let Some(run) = run_python(&format!(
        "import subprocess\n\
         try:\n\
         \x20   print('ran', subprocess.run(['touch', {path:?}]).returncode)\n\
         except OSError as error: print('refused', error.errno)\n",
        path = path.display().to_string()
    )) else {
        return;
    };
    let said = if walled { "ran 1\n" } else { "refused 13\n" };
    assert_eq!(stdout(&run), said);
    assert!(!path.exists());
}

#[test]
fn no_signal_reaches_a_process_outside_the_case() {
    if landlock_abi() < 6 {
        return crate::untested::tool("Landlock 6 (Linux 6.12)", "signals scoped to the case");
    }
    let mut stranger = Command::new("sleep").arg("30").spawn().unwrap();
    let script = format!(
        "import os, signal\n\
         try:\n\
         \x20   os.kill({}, signal.SIGTERM); print('killed')\n\
         except OSError as error: print('refused', error.errno)\n",
        stranger.id()
    );
    let run = run_python(&script);
    let alive = stranger.try_wait().unwrap().is_none();
    let _ = stranger.kill();
    let _ = stranger.wait();
    let Some(run) = run else {
        return;
    };
    // Behind every wall, a PID namespace: no such process there (ESRCH); else Landlock's
    // scope refuses it (EPERM).
    let walled = NAMESPACES.load(Ordering::Relaxed) == ALLOWED;
    let said = if walled { "refused 3\n" } else { "refused 1\n" };
    assert_eq!(stdout(&run), said);
    assert!(alive);
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn three_hundred_sleeping_children_meet_the_process_limit() {
    let script = "import os, time\n\
                  made = 0\n\
                  try:\n\
                  \x20   for _ in range(300):\n\
                  \x20       if os.fork() == 0:\n\
                  \x20           time.sleep(20); os._exit(0)\n\
                  \x20       made += 1\n\
                  except OSError: print('refused after', made, flush=True)\n\
                  time.sleep(20)\n";
    let Some(run) = run_python(script) else {
        return;
    };
    match run.exit {
        // The judge, running as root, stopped it (the kernel does not count root's).
        Exit::ProcessLimit { alive, limit } => {
            assert!(alive > limit && limit == PROCESSES, "{run:?}")
        }
        // The kernel refused the fork; the program then slept on: the idle clock.
        Exit::TimedOut(_) => {
            let said = stdout(&run);
            let made: usize = said.trim().rsplit(' ').next().unwrap().parse().unwrap();
            assert!(made < PROCESSES, "{said}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn ordinary_programs_keep_their_verdicts() {
    // Threads, the standard library, reads of /proc and of the system's files.
    let Some(run) = run_python(
        "import threading, json, os, sys\n\
         out = []\n\
         threads = [threading.Thread(target=out.append, args=(i,)) for i in range(16)]\n\
         [t.start() for t in threads]; [t.join() for t in threads]\n\
         open('/proc/self/status').read(); json.dumps({'n': len(out)})\n\
         print(sum(out), os.cpu_count() > 0)\n",
    ) else {
        return;
    };
    assert_eq!(
        (run.exit, stdout(&run)),
        (Exit::Code(0), "120 True\n".into())
    );
    // A shell's builtins, and its output thrown away.
    let (run, _) = run_with(
        &[
            "sh",
            "-c",
            "echo kept; echo thrown > /dev/null; read n; echo $((n * 2))",
        ],
        b"21\n",
        &contained(),
    )
    .expect("sh starts");
    assert_eq!(
        (run.exit, run.stdout),
        (Exit::Code(0), b"kept\n42\n".to_vec())
    );
}

#[test]
#[ignore = "slow: make test-all runs it, as CI does"]
fn a_jvm_with_threads_keeps_its_verdict() {
    let (Ok(javac), Ok(java)) = (
        Command::new("javac").arg("-version").output(),
        Command::new("java").arg("-version").output(),
    ) else {
        return crate::untested::tool("a JDK (javac, java)", "the JVM in the jail");
    };
    assert!(javac.status.success() && java.status.success());
    let folder = outside("java");
    std::fs::create_dir_all(&folder).unwrap();
    let source = folder.join("Threads.java");
    std::fs::write(
        &source,
        "public class Threads { public static void main(String[] a) throws Exception {\n\
         long[] s = new long[8]; Thread[] t = new Thread[8];\n\
         for (int i = 0; i < 8; i++) { final int k = i; t[i] = new Thread(() -> { for (int j = 0; j < 1000; j++) s[k] += j; }); t[i].start(); }\n\
         long sum = 0; for (int i = 0; i < 8; i++) { t[i].join(); sum += s[i]; }\n\
         System.out.println(sum); } }\n",
    )
    .unwrap();
    let compiled = Command::new("javac").arg(&source).status().unwrap();
    assert!(compiled.success());
    let limits = Limits {
        time: Duration::from_secs(20),
        ..contained()
    };
    let class_path = folder.display().to_string();
    let (run, _) = run_with(&["java", "-cp", &class_path, "Threads"], b"", &limits).unwrap();
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(
        run.exit,
        Exit::Code(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(stdout(&run), "3996000\n");
}
