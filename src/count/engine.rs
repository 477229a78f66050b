//! The engines: one row each in [`ENGINES`], the one table that `Engine::runs`, `Engine::needs`,
//! the best-engine choice, the walk, the join and the combine, `fundamental --engine` and
//! `make bench` all read. An engine is a kernel file per method (`walk/<engine>.rs`,
//! `halves/<engine>.rs`) and a row here; a method it has no kernel for is `None` in its row.

use super::{halves, walk, Method};
use std::fmt;

/// One engine: its name on the command line and in `--stats`, and its kernels for each method.
pub(super) struct Row {
    name: &'static str,
    walk: For<walk::Kernel>,
    halves: For<halves::Kernel>,
}

/// An engine's kernel for one method: what it needs of the CPU, in words (the one place that
/// says it), and the kernel where this build has one: none for another architecture's engine,
/// or for a method the engine has no kernel for.
struct For<K> {
    needs: &'static str,
    kernel: Option<K>,
}

/// The kernel on `$arch` builds only (`"x86_64"`, `"aarch64"`): `None` on another
/// architecture's, where its kernel file is not compiled.
macro_rules! on {
    ($arch:literal, $kernel:expr) => {{
        #[cfg(target_arch = $arch)]
        let kernel = Some($kernel);
        #[cfg(not(target_arch = $arch))]
        let kernel = None;
        kernel
    }};
}

const AVX2: &str = "AVX2 and POPCNT (x86-64)";

/// Every engine, in the order the default looks for one: the fastest this CPU runs last (an
/// engine of another architecture never runs here, so its place among them does not matter).
const ENGINES: &[Row] = &[
    // The reference every other engine is tested against count for count: the walk's recursive
    // depth-first search; the halves' join 64 pairs a step in u64 bit planes, their combine one
    // pair a step.
    Row {
        name: "scalar",
        walk: For {
            needs: "nothing",
            kernel: Some(walk::scalar::KERNEL),
        },
        halves: For {
            needs: "nothing",
            kernel: Some(halves::Kernel::of::<halves::scalar::Scalar>()),
        },
    },
    // The walk 8 nodes a step in depth slices; the halves 512 pairs a step in tables of two ymm
    // an entry, four pairs a step in the combine.
    Row {
        name: "avx2",
        walk: For {
            needs: AVX2,
            kernel: on!("x86_64", walk::slices::kernel::<walk::avx2::Avx2>()),
        },
        halves: For {
            needs: AVX2,
            kernel: on!(
                "x86_64",
                halves::Kernel::of::<halves::wide::Wide<halves::avx2::Avx2>>()
            ),
        },
    },
    // The walk 16 nodes a step in depth slices; the halves 512 pairs a step in zmm planes,
    // eight pairs a step in the combine.
    Row {
        name: "avx512",
        walk: For {
            needs: "AVX-512 F and POPCNT (x86-64)",
            kernel: on!("x86_64", walk::slices::kernel::<walk::avx512::Avx512>()),
        },
        halves: For {
            needs: "AVX-512 F and VPOPCNTDQ, and POPCNT (x86-64)",
            kernel: on!("x86_64", halves::Kernel::of::<halves::avx512::Planes>()),
        },
    },
    // The halves' join 512 pairs a step in tables of four q registers an entry, their combine
    // the scalar one; no NEON walk yet (on aarch64 the walk is scalar).
    Row {
        name: "neon",
        walk: For {
            needs: "NEON (aarch64), and a NEON walk, which there is not",
            kernel: None,
        },
        halves: For {
            needs: "NEON (aarch64)",
            kernel: on!(
                "aarch64",
                halves::Kernel::of::<halves::wide::Wide<halves::neon::Neon>>()
            ),
        },
    },
];

/// The engine below a method's units: the scalar code, the reference every other one is tested
/// against count for count, or a SIMD one where the CPU has it. A row of [`ENGINES`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Engine(usize);

impl Engine {
    /// Every engine, in the table's order: the fastest this CPU runs last.
    pub const ALL: [Engine; ENGINES.len()] = {
        let mut all = [Engine(0); ENGINES.len()];
        let mut at = 0;
        while at < all.len() {
            all[at] = Engine(at);
            at += 1;
        }
        all
    };

    /// Every engine's name, in the table's order.
    pub const NAMES: [&'static str; ENGINES.len()] = {
        let mut names = [""; ENGINES.len()];
        let mut at = 0;
        while at < names.len() {
            names[at] = ENGINES[at].name;
            at += 1;
        }
        names
    };

    /// The scalar engine, which every CPU runs.
    pub const SCALAR: Engine = Engine(0);

    fn row(self) -> &'static Row {
        &ENGINES[self.0]
    }

    /// The engine of that name, if there is one.
    pub fn named(name: &str) -> Option<Engine> {
        Engine::ALL.into_iter().find(|engine| engine.name() == name)
    }

    /// The engine's name on the command line and in `--stats`.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Whether this CPU runs the engine for `method`.
    pub fn runs(self, method: Method) -> bool {
        match method {
            Method::Walk => self
                .row()
                .walk
                .kernel
                .is_some_and(|kernel| (kernel.available)()),
            Method::Halves => self
                .row()
                .halves
                .kernel
                .is_some_and(|kernel| (kernel.available)()),
        }
    }

    /// What the engine needs of the CPU for `method`, in words: the one place that says it (the
    /// check itself is `runs`; the tests, `make bench` and `fundamental`'s refusal ask here).
    pub fn needs(self, method: Method) -> &'static str {
        match method {
            Method::Walk => self.row().walk.needs,
            Method::Halves => self.row().halves.needs,
        }
    }

    /// The best engine this CPU runs for `method`: the last in the table that it runs (AVX-512,
    /// else AVX2 on x86-64; NEON on aarch64), else scalar.
    pub fn best(method: Method) -> Engine {
        Engine::ALL
            .into_iter()
            .rev()
            .find(|engine| engine.runs(method))
            .unwrap_or(Engine::SCALAR)
    }

    /// The engine's walk.
    ///
    /// # Panics
    /// Where this CPU cannot run it (`runs`).
    pub(super) fn walk(self) -> walk::Kernel {
        assert!(self.runs(Method::Walk), "{}", self.refusal(Method::Walk));
        self.row().walk.kernel.expect("a walk that runs")
    }

    /// The engine's halves: its join and its combine.
    ///
    /// # Panics
    /// Where this CPU cannot run them (`runs`).
    pub(super) fn halves(self) -> halves::Kernel {
        assert!(
            self.runs(Method::Halves),
            "{}",
            self.refusal(Method::Halves)
        );
        self.row().halves.kernel.expect("halves that run")
    }

    /// Why this CPU does not run the engine for `method`.
    pub(super) fn refusal(self, method: Method) -> String {
        format!(
            "this CPU cannot run the {} engine for the {}: it needs {}",
            self.name(),
            method.name(),
            self.needs(method)
        )
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.name())
    }
}
