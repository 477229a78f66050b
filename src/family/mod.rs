//! The N-Queens family of issue 9, one module per problem: its independent check (`verify`,
//! written from the rules of chess and the statement, sharing no code with `src/bin/`), whether
//! the real judge could send an input (`sent_by_judge`), and the random inputs of
//! `judge --stress` (`generate`, `shrink`). The problem table names them in each row.

pub mod aoj8queens;
pub mod kattisqueens;
pub mod luogu1562;
