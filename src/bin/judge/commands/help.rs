//! The usage: `judge`'s own grammar, its flags from the table (`flags.rs`), the learner's verbs
//! (`verbs.rs`) and the problems.

use crate::flags::{
    self, BLOCK, CASE, COMMAND, FILE, FIRST, MEMORY, NO_JAIL, PRACTISE, SAVE, SEED, STRESS, TIME,
    TOOLCHAIN, TOOLCHAINS,
};
use crate::values::known_problems;
use crate::verbs::{self, Verb};
use nqueens::error::Error;
use std::io::{self, Write};

/// `judge`'s own grammar, its flags and what it does.
pub fn usage() -> String {
    let all = flags::ALL.optional();
    let (case, first, no_jail) = (CASE.optional(), FIRST.optional(), NO_JAIL.optional());
    let (stress, seed, save) = (STRESS.shown(), SEED.optional(), SAVE.optional());
    let (file, command) = (FILE.optional(), COMMAND.shown());
    format!(
        "\
usage: judge {all} {case} {first} {no_jail} [LIMITS] <problem> {command}
       judge {stress} {seed} {save} [LIMITS] <problem> {command}
       judge {PRACTISE} {file} [{stress}] [LIMITS] <problem>
       judge {BLOCK} {file} <problem>
       judge {TOOLCHAIN} <problem> | {TOOLCHAINS}
       judge <verb> <problem> [...]   the learner's loop, below: what `cargo <verb>` runs

Runs <command> on every case of <problem> (stdin in, stdout and stderr captured) and prints
AC, WA, PE, TLE, MLE, OLE or RE per case with its wall time, CPU time and peak memory, then a
summary. Exit status: 0 all AC, 1 otherwise or a refused command line, 2 could not judge,
130/143 stopped by SIGINT/SIGTERM. LIMITS: {} and {}.

{}

The manual: problems/judge.md.
example: judge acwing843 -- python3 my_solution.py",
        TIME.shown(),
        MEMORY.shown(),
        flags::usage()
    )
}

/// The usage on stdout: the judge's modes, the learner's verbs, the problems.
pub fn help() -> Result<bool, Error> {
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{}\n\n{}\n\n{}",
        usage(),
        verbs::usage(),
        known_problems()
    )?;
    out.flush()?;
    Ok(true)
}

/// A verb's own usage on stdout (`cargo stress --help`), and the problems it takes.
pub fn verb(verb: &Verb) -> Result<bool, Error> {
    let mut out = io::stdout().lock();
    match verb.names_problem() {
        true => writeln!(out, "{}\n\n{}", verb.help(), known_problems())?,
        false => writeln!(out, "{}", verb.help())?,
    }
    out.flush()?;
    Ok(true)
}

/// The usage on stderr, for a command line that names no problem: nothing was judged.
pub fn no_problem() -> Result<bool, Error> {
    eprintln!("{}\n\n{}", usage(), known_problems());
    Ok(false)
}
