//! The feature table: one row per syntax stabilisation a contest program could write, each
//! with its detector (`detectors.rs`). It grows only when a judge's Rust is older than its rows.

use super::detectors::*;
use super::Feature;

/// The syntax stabilisations from Rust 1.57 to 1.88 that a contest program could write, oldest
/// first, each found by one detector.
pub const FEATURES: &[Feature] = &[
    Feature {
        name: "`panic!` or `assert!` in a `const fn` or a `const`",
        since: "1.57",
        advice: "compute the value in an ordinary `fn`, or check it at run time",
        find: const_panics,
    },
    Feature {
        name: "a method call or `?` right after a braced macro statement (`m! { ... }.len()`)",
        since: "1.57",
        advice: "call the macro with parentheses (`m!(...).len()`)",
        find: braced_macro_methods,
    },
    Feature {
        name: "a variable inside a format string (`{x}`)",
        since: "1.58",
        advice: "pass it as an argument instead (`\"{}\", x`)",
        find: inline_format_arguments,
    },
    Feature {
        name: "destructuring assignment (`(a, b) = (b, a)`)",
        since: "1.59",
        advice: "assign each place on its own, or bind anew with `let`",
        find: destructuring_assignments,
    },
    Feature {
        name: "a default for a const generic parameter (`<const N: usize = 8>`)",
        since: "1.59",
        advice: "leave the default out and write the value where the type is used",
        find: const_parameter_defaults,
    },
    Feature {
        name: "a type parameter after a const parameter (`<const N: usize, T>`)",
        since: "1.59",
        advice: "declare the type parameters first (`<T, const N: usize>`)",
        find: types_after_const_parameters,
    },
    Feature {
        name: "a `const { ... }` initialiser in `thread_local!`",
        since: "1.59",
        advice: "initialise it without `const` (`= Cell::new(0)`)",
        find: thread_local_consts,
    },
    Feature {
        name: "inline assembly (`asm!`)",
        since: "1.59",
        advice: "leave it out: std's integer methods (`trailing_zeros`, `count_ones`) do the same",
        find: inline_assembly,
    },
    Feature {
        name: "a trait bound, `impl Trait` or a function pointer on a `const fn`",
        since: "1.61",
        advice: "make it an ordinary `fn`",
        find: const_fn_bounds,
    },
    Feature {
        name: "a `#[default]` enum variant",
        since: "1.62",
        advice: "implement `Default` by hand",
        find: default_variants,
    },
    Feature {
        name: "explicit generic arguments (`f::<T>`) to a `fn` with `impl Trait` parameters",
        since: "1.63",
        advice: "make the `impl Trait` parameter generic too, or let the call infer the types",
        find: impl_trait_turbofish,
    },
    Feature {
        name: "let-else",
        since: "1.65",
        advice: "write a `match` or an `if let ... else` instead",
        find: let_else,
    },
    Feature {
        name: "a labelled block (`'a: { ... break 'a ... }`)",
        since: "1.65",
        advice: "write a `loop` that breaks at its end, or a function that returns",
        find: labelled_blocks,
    },
    Feature {
        name: "a generic associated type (`type X<'a>`)",
        since: "1.65",
        advice: "give the associated type no parameters of its own",
        find: generic_associated_types,
    },
    Feature {
        name: "a half-open range pattern (`..=5 =>`)",
        since: "1.66",
        advice: "write both ends (`i32::MIN..=5 =>`)",
        find: half_open_range_patterns,
    },
    Feature {
        name: "an explicit discriminant on an enum with fields (`A(u8) = 1`)",
        since: "1.66",
        advice: "leave the discriminants out, or `match` the variant to its number",
        find: discriminants_with_fields,
    },
    Feature {
        name: "`impl Trait` in a trait method's return type",
        since: "1.75",
        advice: "return a `Box<dyn Trait>` or an associated type",
        find: impl_trait_in_traits,
    },
    Feature {
        name: "`async fn` in a trait",
        since: "1.75",
        advice: "return a boxed future",
        find: async_fn_in_traits,
    },
    Feature {
        name: "a `match` on a `usize` ended by a half-open range with no `_` (`1.. =>`)",
        since: "1.75",
        advice: "end the `match` with `_ =>`",
        find: pointer_sized_half_open_matches,
    },
    Feature {
        name: "a C string literal (`c\"...\"`)",
        since: "1.77",
        advice: "build a `std::ffi::CString`",
        find: c_strings,
    },
    Feature {
        name: "a `#[diagnostic::...]` attribute",
        since: "1.78",
        advice: "leave it out",
        find: diagnostic_attributes,
    },
    Feature {
        name: "an inline `const { ... }` block",
        since: "1.79",
        advice: "name the value as a `const` item",
        find: inline_consts,
    },
    Feature {
        name: "an associated type bound (`Iterator<Item: Copy>`)",
        since: "1.79",
        advice: "bound it in a `where` clause (`where I::Item: Copy`)",
        find: associated_type_bounds,
    },
    Feature {
        name: "an exclusive range pattern (`0..5 =>`)",
        since: "1.80",
        advice: "write the inclusive range (`0..=4 =>`) instead",
        find: exclusive_range_patterns,
    },
    Feature {
        name: "`size_of` or `align_of` with no `use` (in the prelude since 1.80)",
        since: "1.80",
        advice: "write `std::mem::size_of`, or `use std::mem::size_of;`",
        find: prelude_size_of,
    },
    Feature {
        name: "`#[expect(...)]`",
        since: "1.81",
        advice: "write `#[allow(...)]` instead",
        find: expect_attributes,
    },
    Feature {
        name: "a precise capture bound (`use<..>`)",
        since: "1.82",
        advice: "leave it out",
        find: precise_captures,
    },
    Feature {
        name: "a raw borrow (`&raw const` / `&raw mut`)",
        since: "1.82",
        advice: "write `std::ptr::addr_of!` / `addr_of_mut!` instead",
        find: raw_borrows,
    },
    Feature {
        name: "an `unsafe extern` block",
        since: "1.82",
        advice: "write `extern` alone, with no `safe` or `unsafe` on its items",
        find: unsafe_extern_blocks,
    },
    Feature {
        name: "an unsafe attribute (`#[unsafe(no_mangle)]`)",
        since: "1.82",
        advice: "write the attribute bare (`#[no_mangle]`)",
        find: unsafe_attributes,
    },
    Feature {
        name: "floating-point arithmetic in a `const fn` (`3.0 * r`)",
        since: "1.82",
        advice: "make it an ordinary `fn` (a `const` item may compute with floats)",
        find: const_fn_float_arithmetic,
    },
    Feature {
        name: "a raw lifetime or label (`'r#a`)",
        since: "1.83",
        advice: "rename it (`'a`)",
        find: raw_lifetimes,
    },
    Feature {
        name: "`&mut` in a `const fn` or a `const`",
        since: "1.83",
        advice: "make it an ordinary `fn`, or pass values in and out",
        find: const_mutable_references,
    },
    Feature {
        name: "an async closure (`async |x| ...`)",
        since: "1.85",
        advice: "write a closure that returns an `async` block",
        find: async_closures,
    },
    Feature {
        name: "`#[target_feature]` on a safe `fn`",
        since: "1.86",
        advice: "declare it `unsafe fn` and call it in an `unsafe` block",
        find: safe_target_features,
    },
    Feature {
        name: "a let chain (`if let ... && ...`)",
        since: "1.88",
        advice: "nest the `if let` inside an `if`",
        find: let_chains,
    },
    Feature {
        name: "a boolean literal in a `cfg` (`cfg(false)`)",
        since: "1.88",
        advice: "write `all()` for true and `any()` for false",
        find: cfg_booleans,
    },
];
