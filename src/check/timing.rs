//! A time close to the limit, judged as a quiet judge would judge it. A judge runs one program
//! alone on a quiet core; here other programs share the machine, and a program's CPU time moves
//! with them (shared caches, memory bandwidth, the clock's frequency: a memory-bound program's
//! CPU time moved by 60 % beside two others, and the same binary was AC, then TLE, a minute
//! apart). So a case whose CPU time lands within [`MARGIN`] of the limit, or past it, while
//! other tasks are runnable is run again, up to [`RUNS`] times in all, and judged by the run of
//! least CPU time: the one the others disturbed least, nearest what a quiet core gives.

use super::{judge, Exit, Run, Verdict};
use crate::run::{self, Clock, Limits, Usage};
use crate::{Case, Problem};
use std::ffi::OsStr;
use std::io;
use std::time::Duration;

/// A CPU time at or above 3/4 of the limit is close to it.
const MARGIN: (u32, u32) = (3, 4);

/// The most runs a close case gets on a busy machine.
pub const RUNS: u32 = 3;

/// One case judged: the run kept (of least CPU time), its verdict, and how many runs there were
/// with the least and the most CPU time among them.
pub struct Timed {
    pub run: Run,
    pub usage: Usage,
    pub verdict: Verdict,
    pub runs: u32,
    pub most: Duration,
}

impl Timed {
    /// `close to the limit: best of 3 runs, the machine was busy (812-1,020 ms of CPU time)`
    /// where the case was run again; `close to the limit: 812 ms of CPU time of 1 s` for an
    /// accepted one close to it; nothing otherwise.
    pub fn closeness(&self, limits: &Limits) -> Option<String> {
        let (least, most) = (self.usage.cpu.as_millis(), self.most.as_millis());
        if self.runs > 1 {
            return Some(format!(
                "close to the limit: best of {} runs, the machine was busy ({least}-{most} ms of \
                 CPU time; a judge runs a program alone on a quiet core)",
                self.runs
            ));
        }
        (self.verdict == Verdict::Accepted && close(self.usage.cpu, limits)).then(|| {
            format!(
                "close to the limit: {least} ms of CPU time of {}; the judge's machine may be \
                 slower",
                crate::report::limit_text(limits.time)
            )
        })
    }
}

/// Runs `command` on `case` within `limits` and judges it; while the machine is busy and the CPU
/// time is close to the limit (an accepted run within [`MARGIN`], or one stopped by the CPU
/// clock), runs it again, up to [`RUNS`] in all, keeping the run of least CPU time. Errs as
/// [`run::run_with`] does.
pub fn judge_timed<S: AsRef<OsStr>>(
    problem: &Problem,
    case: &Case,
    command: &[S],
    limits: &Limits,
) -> io::Result<Timed> {
    let (run, usage) = run::run_with(command, &case.input, limits)?;
    let verdict = judge(problem, case, &run);
    let mut best = Timed {
        run,
        usage,
        verdict,
        runs: 1,
        most: usage.cpu,
    };
    while best.runs < RUNS && borderline(&best, limits) && machine_busy() {
        if run::interrupted().is_some() {
            break;
        }
        let (run, usage) = run::run_with(command, &case.input, limits)?;
        let (runs, most) = (best.runs + 1, best.most.max(usage.cpu));
        if usage.cpu < best.usage.cpu {
            let verdict = judge(problem, case, &run);
            best = Timed {
                run,
                usage,
                verdict,
                runs,
                most,
            };
        } else {
            (best.runs, best.most) = (runs, most);
        }
    }
    Ok(best)
}

/// Whether a run's time is close enough to the limit that a busy machine may have decided it.
fn borderline(timed: &Timed, limits: &Limits) -> bool {
    match (&timed.verdict, timed.run.exit) {
        (Verdict::Accepted, _) => close(timed.usage.cpu, limits),
        (Verdict::TimeLimitExceeded(_), Exit::TimedOut(timeout)) => timeout.clock == Clock::Cpu,
        _ => false,
    }
}

fn close(cpu: Duration, limits: &Limits) -> bool {
    cpu * MARGIN.1 >= limits.time * MARGIN.0
}

/// Whether other tasks are runnable beside the judge: Linux's `procs_running` in `/proc/stat`
/// counts the judge itself, reading it, so two or more. False where it is not known.
pub fn machine_busy() -> bool {
    let Ok(stat) = std::fs::read_to_string("/proc/stat") else {
        return false;
    };
    stat.lines()
        .find_map(|line| line.strip_prefix("procs_running "))
        .and_then(|count| count.trim().parse::<u32>().ok())
        .is_some_and(|running| running >= 2)
}
