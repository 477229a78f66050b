//! The verdict rules every system's watch shares ([`passed`], [`ending`]), tested on made-up
//! figures, so that they are tested on every system, Windows (under Wine) included.

use super::*;

const LIMITS: Limits = Limits {
    time: Duration::from_secs(1),
    memory: 64 << 20,
    output: 1 << 20,
    contained: true,
};

fn sample(cpu_ms: u64, memory: u64, waited_ms: u64) -> Sample {
    Sample {
        memory,
        cpu: Duration::from_millis(cpu_ms),
        alive: 1,
        runnable: false,
        waited: Duration::from_millis(waited_ms),
    }
}

fn stop(stop: Option<Stop>) -> &'static str {
    match stop {
        None => "none",
        Some(Stop::Time(Clock::Cpu)) => "cpu",
        Some(Stop::Time(Clock::Idle)) => "idle",
        Some(Stop::Memory) => "memory",
        Some(Stop::Processes(_)) => "processes",
        Some(_) => "other",
    }
}

#[test]
fn a_sample_passes_the_first_limit_in_a_judges_order() {
    let idle = LIMITS.idle().unwrap();
    assert_eq!(
        stop(passed(&LIMITS, idle, &sample(999, 64 << 20, 0))),
        "none"
    );
    assert_eq!(stop(passed(&LIMITS, idle, &sample(1001, 0, 0))), "cpu");
    assert_eq!(
        stop(passed(&LIMITS, idle, &sample(0, (64 << 20) + 1, 0))),
        "memory"
    );
    // Memory before time: both passed, the memory the program took is the cause.
    assert_eq!(
        stop(passed(&LIMITS, idle, &sample(2000, 1 << 30, 0))),
        "memory"
    );
    assert_eq!(stop(passed(&LIMITS, idle, &sample(0, 0, 3001))), "idle");
    // A task waiting for a CPU now is not idle yet.
    let runnable = Sample {
        runnable: true,
        ..sample(0, 0, 3001)
    };
    assert_eq!(stop(passed(&LIMITS, idle, &runnable)), "none");
    let crowd = Sample {
        alive: PROCESSES + 1,
        ..sample(2000, 1 << 30, 0)
    };
    assert_eq!(stop(passed(&LIMITS, idle, &crowd)), "processes");
    let free = Limits {
        contained: false,
        ..LIMITS
    };
    assert_eq!(stop(passed(&free, idle, &crowd)), "memory");
}

fn ended(cpu_ms: u64, peak: u64, exited_ms: u64) -> Ended {
    let start = Instant::now();
    Ended {
        start,
        stop: None,
        exited: Some((Exit::Code(0), start + Duration::from_millis(exited_ms))),
        usage: Usage {
            cpu: Duration::from_millis(cpu_ms),
            memory: peak,
        },
        peak,
        queued: None,
        idle: LIMITS.idle().unwrap(),
        cap: start + LIMITS.wall_cap().unwrap(),
    }
}

#[test]
fn a_finished_run_past_a_limit_between_samples_gets_that_limit() {
    let (exit, _) = ending(&LIMITS, &ended(500, 1 << 20, 600)).unwrap();
    assert_eq!(exit, Exit::Code(0));
    let (exit, _) = ending(&LIMITS, &ended(500, 65 << 20, 600)).unwrap();
    assert!(
        matches!(exit, Exit::MemoryLimit { peak, .. } if peak == 65 << 20),
        "{exit:?}"
    );
    let (exit, _) = ending(&LIMITS, &ended(1500, 1 << 20, 1600)).unwrap();
    assert!(
        matches!(
            exit,
            Exit::TimedOut(Timeout {
                clock: Clock::Cpu,
                ..
            })
        ),
        "{exit:?}"
    );
    // Where the wait for a CPU is not known (macOS, Windows), wall time past the idle limit.
    let (exit, _) = ending(&LIMITS, &ended(100, 1 << 20, 3500)).unwrap();
    assert!(
        matches!(
            exit,
            Exit::TimedOut(Timeout {
                clock: Clock::Idle,
                queued: None,
                ..
            })
        ),
        "{exit:?}"
    );
    // Where it is, the wait for a CPU is the machine's, not the program's.
    let queued = Ended {
        queued: Some(Duration::from_millis(3000)),
        ..ended(100, 1 << 20, 3500)
    };
    assert_eq!(ending(&LIMITS, &queued).unwrap().0, Exit::Code(0));
    let lost = Ended {
        exited: None,
        ..ended(0, 0, 0)
    };
    assert!(ending(&LIMITS, &lost).is_err());
}

#[test]
fn a_stopped_run_says_why() {
    let stopped = |why| Ended {
        stop: Some((why, Instant::now())),
        exited: None,
        ..ended(0, 0, 0)
    };
    let output = Stop::Output {
        stream: "stdout",
        written: 2 << 20,
    };
    assert!(matches!(
        ending(&LIMITS, &stopped(output)).unwrap().0,
        Exit::OutputLimit { stream: "stdout", written, limit } if written == 2 << 20 && limit == 1 << 20
    ));
    let interrupted = ending(&LIMITS, &stopped(Stop::Interrupted(2))).unwrap_err();
    assert_eq!(interrupted.kind(), io::ErrorKind::Interrupted);
    let busy = ending(&LIMITS, &stopped(Stop::TooBusy)).unwrap_err();
    assert!(too_busy(&busy).is_some());
}
