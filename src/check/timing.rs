//! A time close to the limit, judged as a quiet judge would judge it. A judge runs one program
//! alone on a quiet core; here other programs share the machine, and a program's CPU time moves
//! with them (shared caches, memory bandwidth, the clock's frequency: a memory-bound program's
//! CPU time moved by 60 % beside two others, and the same binary was AC, then TLE, a minute
//! apart). So a case whose CPU time lands within [`MARGIN`] of the limit, or past it, while
//! other tasks are runnable is run again, up to [`RUNS`] times in all, and judged by the run of
//! least CPU time: the one the others disturbed least, nearest what a quiet core gives.
//!
//! Past the limit is close only where a run shows it: on a busy machine a run goes on to [`FAR`]
//! times the limit before the CPU clock stops it ([`run::run_past`]). One stopped there is far
//! past the limit, more than a busy machine adds, and TLE at once, never run again; one that
//! ended between the limit and [`FAR`] times it is the close one. On a quiet machine a run is
//! stopped at the limit, and that one run decides.
//!
//! A case whose input is one n and that ran out of CPU time is also measured against smaller
//! n (`growth`, once a program): how the program's CPU time grows from one n to the next, and
//! whether its answer at a smaller n was already wrong. That is the evidence of the TLE's
//! likely cause (`cause::timed`), and a case the growth puts [`FAR`] times past the limit or
//! more is TLE at once, never run again.

use super::{cause, judge, Exit, Run, Verdict};
use crate::run::{self, Clock, Limits, Usage};
use crate::{Case, Problem};
use std::collections::HashMap;
use std::ffi::OsStr;
use std::io;
use std::sync::Mutex;
use std::time::Duration;

/// A CPU time at or above 3/4 of the limit is close to it.
const MARGIN: (u32, u32) = (3, 4);

/// The most runs a close case gets on a busy machine.
pub const RUNS: u32 = 3;

/// A TLE this many times past the limit or more, by its own run on a busy machine or by its
/// growth, is not run again.
const FAR: u32 = 3;

/// The shortest CPU time the growth is measured from: below it, the start of a process weighs
/// as much as the search.
const SHORTEST: Duration = Duration::from_millis(2);

/// A probe's CPU time under this is always run [`RUNS`] times, its least kept: three runs of it
/// cost little, and one disturbed run of it moves a growth the most.
const SMALL: Duration = Duration::from_millis(100);

/// The most smaller n a growth is measured on.
const PROBES: u64 = 5;

/// One case judged: the run kept (of least CPU time), its verdict, and how many runs there were
/// with the least and the most CPU time among them.
pub struct Timed {
    pub run: Run,
    pub usage: Usage,
    pub verdict: Verdict,
    pub runs: u32,
    pub most: Duration,
    /// The CPU time of a run that a busy machine let go on to [`FAR`] times the limit, where the
    /// CPU clock stopped it: far past the limit, by a run of its own.
    pub far: Option<Duration>,
}

impl Timed {
    /// `close to the limit: best of 3 runs, the machine was busy (812-1,020 ms of CPU time)`
    /// where the case was run again; `close to the limit: 812 ms of CPU time of 1 s` for an
    /// accepted one close to it; `far past the limit: …` for a TLE a busy machine let run to
    /// [`FAR`] times the limit; nothing otherwise.
    pub fn closeness(&self, limits: &Limits) -> Option<String> {
        let (least, most) = (self.usage.cpu.as_millis(), self.most.as_millis());
        let limit = crate::report::limit_text(limits.time);
        if let (Some(far), Verdict::TimeLimitExceeded(_)) = (self.far, &self.verdict) {
            return Some(format!(
                "far past the limit: still running at {FAR} × the {limit} limit when stopped ({} \
                 ms of CPU time), more than a busy machine adds, so not run again",
                far.as_millis()
            ));
        }
        if self.runs > 1 {
            return Some(format!(
                "close to the limit: best of {} runs, the machine was busy ({least}-{most} ms of \
                 CPU time; a judge runs a program alone on a quiet core)",
                self.runs
            ));
        }
        (self.verdict == Verdict::Accepted && close(self.usage.cpu, limits)).then(|| {
            format!(
                "close to the limit: {least} ms of CPU time of {limit}; the judge's machine may \
                 be slower"
            )
        })
    }

    /// One more run of the case taken in: kept where its CPU time is the least yet; the far
    /// past the limit noted where the CPU clock stopped it at `far`.
    fn again(
        &mut self,
        (run, usage): (Run, Usage),
        far: Duration,
        judged: impl Fn(&Run) -> Verdict,
    ) {
        (self.runs, self.most) = (self.runs + 1, self.most.max(usage.cpu));
        if out_of_cpu(&run) && usage.cpu > far {
            self.far = Some(usage.cpu);
        } else if usage.cpu < self.usage.cpu {
            self.verdict = judged(&run);
            (self.run, self.usage) = (run, usage);
        }
    }
}

/// Runs `command` on `case` within `limits` and judges it; while the machine is busy and the CPU
/// time is close to the limit (an accepted run within [`MARGIN`], or one past it by the CPU
/// clock but not [`FAR`] past it), runs it again, up to [`RUNS`] in all, keeping the run of
/// least CPU time. How far past the limit a TLE is shows first where it costs least: a case of
/// one n by the program's growth at smaller n, any other by a first run that a busy machine
/// lets go on to [`FAR`] times the limit; a run again goes that far too. Errs as
/// [`run::run_with`] does.
pub fn judge_timed<S: AsRef<OsStr>>(
    problem: &Problem,
    case: &Case,
    command: &[S],
    limits: &Limits,
) -> io::Result<Timed> {
    let busy = machine_busy();
    let far = limits.time.saturating_mul(FAR);
    let measured = one_n(&case.input);
    let first = if busy && measured.is_none() {
        far
    } else {
        limits.time
    };
    let (run, usage) = run_to(command, &case.input, limits, first)?;
    let mut best = Timed {
        verdict: judge(problem, case, &run),
        far: (out_of_cpu(&run) && usage.cpu > far).then_some(usage.cpu),
        run,
        usage,
        runs: 1,
        most: usage.cpu,
    };
    let (mut grown_far, mut said) = (false, None);
    if let (true, Some(n)) = (out_of_cpu(&best.run), measured) {
        let growth = growth(problem, command, limits, n)?;
        grown_far = growth.past(n, limits.time) >= f64::from(FAR);
        said = cause::timed(problem, n, &growth, limits.time);
    }
    while busy && !grown_far && best.far.is_none() && best.runs < RUNS && borderline(&best, limits)
    {
        if run::interrupted().is_some() || !machine_busy() {
            break;
        }
        let again = run_to(command, &case.input, limits, far)?;
        best.again(again, far, |run| judge(problem, case, run));
    }
    if let (Some(said), true) = (said, out_of_cpu(&best.run)) {
        best.verdict = cause::with(best.verdict, &said);
    }
    Ok(best)
}

/// `command` run on `input`, the CPU clock stopping it at `ceiling` (the limit or more). A run
/// past the limit that another limit ended (memory, output, processes, the idle clock) is run
/// again stopped at the limit, as a judge stops it, at the first limit it meets.
fn run_to<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
    ceiling: Duration,
) -> io::Result<(Run, Usage)> {
    let (run, usage) = run::run_past(command, input, limits, ceiling)?;
    if usage.cpu > limits.time && !out_of_cpu(&run) {
        return run::run_with(command, input, limits);
    }
    Ok((run, usage))
}

/// Whether the run was stopped by the CPU clock.
fn out_of_cpu(run: &Run) -> bool {
    matches!(run.exit, Exit::TimedOut(timeout) if timeout.clock == Clock::Cpu)
}

/// The n of an input that is one integer alone.
fn one_n(input: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(input).ok()?.trim();
    text.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse().ok())?
}

/// How a program's CPU time grows with n, measured on smaller n than the one it ran out of
/// time on, and its answers there.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Growth {
    /// The two largest n below that ended in time, the smaller first, with their CPU times.
    pub pair: Option<[(u64, Duration); 2]>,
    /// The largest smaller n whose answer ended with a count of boards larger than there are
    /// (OEIS A000170): that n, the count given and the count there is.
    pub too_many: Option<(u64, u64, u64)>,
}

impl Growth {
    /// The factor from one n to the next.
    pub fn factor(&self) -> Option<f64> {
        let [(_, before), (_, after)] = self.pair?;
        Some(after.as_secs_f64() / before.as_secs_f64())
    }

    /// How many times past `limit` the growth puts n (0 where it is not known).
    pub fn past(&self, n: u64, limit: Duration) -> f64 {
        let (Some(factor), Some([_, (at, cpu)])) = (self.factor(), self.pair) else {
            return 0.0;
        };
        let steps = i32::try_from(n.saturating_sub(at)).unwrap_or(i32::MAX);
        cpu.as_secs_f64() * factor.powi(steps) / limit.as_secs_f64()
    }
}

/// Each program's growth, measured once: a command's later TLE cases reuse it.
static MEASURED: Mutex<Option<HashMap<String, Growth>>> = Mutex::new(None);

/// The growth of `command` below n: runs it on n - 1, n - 2, … (at most [`PROBES`]) until two
/// consecutive ones have ended in time, the smaller of them after [`SHORTEST`] or more.
fn growth<S: AsRef<OsStr>>(
    problem: &Problem,
    command: &[S],
    limits: &Limits,
    n: u64,
) -> io::Result<Growth> {
    let key: Vec<String> = command
        .iter()
        .map(|word| word.as_ref().to_string_lossy().into_owned())
        .collect();
    let key = format!("{}\0{}", problem.name, key.join("\0"));
    let known = MEASURED
        .lock()
        .ok()
        .and_then(|measured| measured.as_ref()?.get(&key).cloned());
    if let Some(growth) = known {
        return Ok(growth);
    }
    let mut growth = Growth::default();
    let mut after: Option<(u64, Duration)> = None;
    for k in (n.saturating_sub(PROBES).max(1)..n).rev() {
        if run::interrupted().is_some() {
            break;
        }
        let (run, usage) = least(command, format!("{k}\n").as_bytes(), limits)?;
        if out_of_cpu(&run) {
            after = None;
            continue;
        }
        if run.exit != Exit::Code(0) {
            break;
        }
        let there = usize::try_from(k).ok().and_then(crate::oeis::all);
        if let (None, Some(found), Some(there)) = (growth.too_many, last_number(&run.stdout), there)
        {
            if found > there {
                growth.too_many = Some((k, found, there));
            }
        }
        match after {
            Some(later) if usage.cpu >= SHORTEST => {
                growth.pair = Some([(k, usage.cpu), later]);
                break;
            }
            Some(_) => break,
            None => after = Some((k, usage.cpu)),
        }
    }
    if let Ok(mut measured) = MEASURED.lock() {
        measured
            .get_or_insert_with(HashMap::new)
            .insert(key, growth.clone());
    }
    Ok(growth)
}

/// `command` run on `input`; on a busy machine, or when its time is small (under [`SMALL`]),
/// up to [`RUNS`] times, the run of least CPU time kept (as [`judge_timed`] keeps it): a growth
/// is the ratio of two such times, and a small time disturbed by the other tasks (a start among
/// twenty) would move it by half, even on a machine that looked quiet when it was asked. A run
/// out of CPU time is not run again.
fn least<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limits: &Limits,
) -> io::Result<(Run, Usage)> {
    let mut best = run::run_with(command, input, limits)?;
    for _ in 1..RUNS {
        let settled = best.1.cpu >= SMALL && !machine_busy();
        if out_of_cpu(&best.0) || settled || run::interrupted().is_some() {
            break;
        }
        let again = run::run_with(command, input, limits)?;
        if again.1.cpu < best.1.cpu {
            best = again;
        }
    }
    Ok(best)
}

/// The last integer an output holds, where it holds one.
fn last_number(output: &[u8]) -> Option<u64> {
    String::from_utf8_lossy(output)
        .split(|c: char| !c.is_ascii_digit())
        .rfind(|word| !word.is_empty())
        .and_then(|word| word.parse().ok())
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
