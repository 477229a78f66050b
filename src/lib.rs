//! The local judge: cases, checkers and reports. Solutions never `use` this crate.
