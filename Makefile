# Thin wrappers over cargo: every target is one command a person could type.
# `make` alone lists them.

P ?= acwing843
N ?=
IN ?=
CMD ?=
COUNT ?=
# The inputs of an earlier `make stress` (its seed, printed): SEED=S COUNT=1 draws its failing one.
SEED ?=
# The learner's file is mine/<P>.rs (`make new` writes it); F= names another laid out like ours.
F ?=
CASE ?=
FIRST ?=
ALL ?=
TIME ?=
MEMORY ?=
# The method `make trace` shows (arrays bits matrix mirror constrained).
M ?= arrays
# The first sample of P: what `make run` feeds it, and how its input looks (one line of
# integers: the program reads n).
SAMPLE = $(firstword $(sort $(wildcard testdata/$(P)/*-sample*.in)))

.DEFAULT_GOAL := help
.PHONY: help prerequisites test test-all test-library test-tools test-cli test-golden test-wine lint fmt check run hint new practise practice submit judge stress bench trace toolchain toolchains

# The judge, built first and said so: the first build takes about a minute. The target folder
# is where cargo puts it (CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR, a config's build.target-dir),
# as cargo itself says, asked only by a recipe that runs the judge.
TARGET = $(or $(CARGO_TARGET_DIR),$(shell cargo metadata --no-deps --format-version 1 2>/dev/null | \
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'),target)
BUILDING = test -x '$(TARGET)/debug/judge' || echo "building judge (first time: about a minute)…" >&2;
# The same for trace, which `make trace` runs (ours directly, yours through the judge).
TRACING = test -x '$(TARGET)/debug/trace' || echo "building trace (first time)…" >&2;
JUDGE = @$(BUILDING) cargo run -q --bin judge --
# The learner's loop is the judge's verbs (src/bin/judge/verbs.rs), what `cargo practise
# leetcode51` runs (.cargo/config.toml): a target sets LOOP_VERB and passes its variables as
# the verb's flags in LOOP_ARGS, and the judge names make's lines in its messages.
LOOP = NQUEENS_FRONT=make cargo run -q --bin judge -- $(LOOP_VERB)
# The verb's command line and files checked by the judge first (`--check` does nothing else): a
# refusal stops make with that one line as its own (`make practise: no mine/cses1624.rs yet: make
# new P=cses1624 writes it`), before anything runs.
CHECK = $(eval REFUSAL := $(shell $(BUILDING) $(LOOP) --check $(LOOP_ARGS) 2>&1 >/dev/null))$(if $(REFUSAL),$(error $(REFUSAL)))
RUN = $(CHECK)@$(LOOP) $(LOOP_ARGS)
# P and F as given: without P= the judge asks which problem (P's default is for `make run`),
# without F= it takes mine/<P>.rs.
GIVEN_P = $(if $(filter file,$(origin P)),,'$(P)')
GIVEN_F = $(if $(filter file,$(origin F)),,--file '$(F)')
# `CASE=03-n4` runs one case (a name or the start of one), `FIRST=1` stops at the first failure,
# `ALL=1` adds the cases the judge would not send. `TIME=2s` and `MEMORY=512MiB` replace the
# judge's own limits.
CASES = $(if $(CASE),--case '$(CASE)') $(if $(FIRST),--first) $(if $(ALL),--all) $(if $(TIME),--time-limit '$(TIME)') $(if $(MEMORY),--memory-limit '$(MEMORY)')

help: ## list the targets and the problems
	@awk 'BEGIN {FS = ":.*## "} /^[a-z%-]+:.*## / {target = $$1; sub("%", "<P>", target); printf "  make %-14s %s\n", target, $$2}' $(MAKEFILE_LIST)
	@echo
	@echo "problems (P=...), each with problems/<P>.md:"
	@echo "$(sort $(filter-out judge fundamental,$(basename $(notdir $(wildcard src/bin/*.rs)))))" | fold -s -w 96 | sed 's/^/  /; s/ *$$//'
	@echo "tools: judge (problems/judge.md), fundamental (problems/fundamental.md), trace (problems/trace.md)"

prerequisites: ## say which tool this machine lacks (a Rust toolchain with rustfmt and clippy, python3, ps)
	@missing=""; \
	command -v cargo >/dev/null 2>&1 || missing="$$missing cargo (a Rust toolchain: https://rustup.rs)"; \
	cargo fmt --version >/dev/null 2>&1 || missing="$$missing rustfmt (rustup component add rustfmt)"; \
	cargo clippy --version >/dev/null 2>&1 || missing="$$missing clippy (rustup component add clippy; it checks each block against its judge's Rust)"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3 (the judge's tests run Python programs)"; \
	command -v ps >/dev/null 2>&1 || missing="$$missing ps (package procps: the judge's tests look for leftover processes)"; \
	if [ -n "$$missing" ]; then echo "make: missing:$$missing" | sed 's/) /)\n  /g; s/missing: /missing:\n  /' >&2; exit 1; fi

# Every test binary built first (cargo test --no-run), then the binaries run side by side, not
# one after another as `cargo test` runs them: most of their time is waiting on programs,
# browsers and clocks, not on a CPU. Each binary's report is printed whole when it ends (make's
# -O), with cargo's own `test result:` line; one that fails stops none of the others. Four tests
# at a time in each binary, on any number of cores.
TEST_BINARIES = test-library test-tools test-cli test-golden
# `make test` is the quick tier: it leaves out the slow tests, those that took 0.7 s of CPU or
# more each, measured one by one on a 2-core Xeon (`#[ignore = "slow: …"]`: Chromium, the
# corpus's right programs, the clocks run to the judges' limits, the docs' examples), each
# proving at scale what a quick test proves small; cargo's `test result:` line counts them as
# ignored (keep the reason's words the same everywhere: grep finds them all). `make test-all`
# runs them too, and so does CI (`CI=true`); neither runs `src/count`'s two ignored counts, of
# minutes the one, .ci/run's check under qemu the other.
SLOW = --include-ignored --skip every_engine_matches_oeis_up_to_18 --skip the_halves_match_oeis_up_to_16_on_every_engine
TIER = $(if $(or $(filter true,$(CI)),$(filter 1,$(EVERY))),$(SLOW))
test: prerequisites ## the quick tier, about 25 s warm (CI=true: every test): golden cases, each block compiled as its judge compiles it, checkers, tools
	cargo test --no-run
	@echo "running the test binaries side by side: each report prints when its binary ends, the command-line tests' last" >&2
	@echo "$(if $(TIER),every test: the slow ones too,the quick tier: the slow tests are left out (make test-all runs them))" >&2
	@$(MAKE) -s --no-print-directory -k -j4 -O $(TEST_BINARIES)

test-all: ## every test, the slow ones too (about 2 minutes warm), as CI runs them
	@$(MAKE) --no-print-directory test EVERY=1

test-library:
	cargo test -p nqueens --lib -- --test-threads=4 $(TIER)
test-tools:
	cargo test -p nqueens -p nqueens-alias --bins -- --test-threads=4 $(TIER)
test-cli:
	cargo test -p nqueens --test cli -- --test-threads=4 $(TIER)
test-golden:
	cargo test -p nqueens-programs --test golden

test-wine: ## the Windows build's quick tests under Wine (Linux with wine64 and mingw-w64); CI=true or EVERY=1: every test, as CI runs them
	.ci/wine/test --no-fail-fast -- $(TIER)

lint: ## formatting check and clippy with warnings as errors
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

fmt: ## format the code
	cargo fmt --all

check: fmt lint test ## fmt, lint and test, before a commit

# `F=mine/<P>.rs` runs the learner's own file instead, through its Cargo project (`make new`'s).
PROGRAM = cargo run -q $(if $(F),--manifest-path mine/Cargo.toml) --bin $(P)
run: ## run one program: make run P=leetcode52 N=12, or on a file: make run P=cses1624 IN=board.txt (its sample without either; yours: F=mine/<P>.rs)
	$(KNOWN_P)
	@test -z "$(F)" || test "$(F)" = "mine/$(P).rs" || { echo "make run: F= runs your mine/$(P).rs (its own Cargo project), not $(F)" >&2; exit 1; }
	@test -z "$(F)" || test -f "$(F)" || { echo "make run: no $(F) yet: make new P=$(P) writes it" >&2; exit 1; }
	@test ! -f src/bin/$(P)/main.rs || { echo "make run: $(P) is a tool, not a judge problem: cargo run --bin $(P) -- --help" >&2; exit 1; }
	@test -n "$(F)" || test -f src/bin/$(P).rs || { echo "make run: no program $(P); make help lists them" >&2; exit 1; }
	@test -n "$(SAMPLE)" || { echo "make run: $(P) is a tool, not a judge problem: cargo run --bin $(P) -- --help" >&2; exit 1; }
	@if [ -n "$(N)" ] && [ -n "$(IN)" ]; then echo "make run: give N= or IN=, not both" >&2; exit 1; fi
	@if [ -n "$(N)" ] && { [ "$$(wc -l < $(SAMPLE))" -gt 1 ] || grep -q '[^0-9 ]' $(SAMPLE); }; then \
	  echo "make run: $(P) does not read n alone; its input looks like $(SAMPLE):" >&2; head -n 4 $(SAMPLE) >&2; \
	  echo "run it on a file of yours with: make run P=$(P) IN=my-input.txt" >&2; exit 1; fi
	@if [ -n "$(N)" ]; then printf '%s\n' "$(N)" | $(PROGRAM); \
	elif [ -n "$(IN)" ]; then $(PROGRAM) < "$(IN)"; \
	else echo "(input: $(SAMPLE))" >&2; $(PROGRAM) < $(SAMPLE); fi

# A name that is no problem's is named by the judge, with the problem meant (`leetcod51`: did
# you mean leetcode51?).
KNOWN_P = $(if $(wildcard problems/$(P).md problems/starters/$(P).rs src/bin/$(P).rs),,$(error \
  make $@: $(or $(shell cargo run -q --bin judge -- --block '$(P)' 2>&1 >/dev/null | \
  sed -n 's/^judge: //p'),no problem "$(P)"; make help lists them)))

hint: LOOP_VERB = hint
hint: LOOP_ARGS = $(GIVEN_P) $(if $(K),'$(K)')
hint: ## one hint for P, never the code: make hint P=cses1624 gives the first, K=2 and K=3 the next
	$(RUN)

new: LOOP_VERB = start
new: LOOP_ARGS = $(GIVEN_P)
new: ## your own file for P, a starter with the I/O done and the method to write: make new P=leetcode51
	$(RUN)

practise practice: LOOP_VERB = practise
practise practice: LOOP_ARGS = $(GIVEN_P) $(GIVEN_F) $(CASES)
practise: ## judge your file as its judge would: make practise P=leetcode51 (F=file CASE=name FIRST=1 ALL=1 TIME=2s MEMORY=512MiB)
	$(RUN)

practice: ## the same as make practise
	$(RUN)

submit: LOOP_VERB = submit
submit: LOOP_ARGS = $(GIVEN_P) $(GIVEN_F)
submit: ## print your block to paste, once it compiles as the judge's: make submit P=leetcode51 (F=file)
	$(RUN)

judge: LOOP_VERB = judge
judge: LOOP_ARGS = '$(P)' $(CASES) $(if $(CMD),-- $(CMD))
judge: ## judge your own program in any language: make judge P=acwing843 CMD="python3 mine.py" (CASE= FIRST=1 ALL=1)
	$(RUN)

stress: LOOP_VERB = stress
stress: LOOP_ARGS = $(GIVEN_P) $(if $(COUNT),--count '$(COUNT)') $(if $(SEED),--seed '$(SEED)') $(if $(TIME),--time-limit '$(TIME)') $(if $(MEMORY),--memory-limit '$(MEMORY)') $(if $(CMD),-- $(CMD),$(GIVEN_F))
stress: ## random inputs until your file (or CMD=program) fails, then the smallest failing one: make stress P=cses1624
	$(RUN)

# Our search traced, or your own: your file compiled as it stands (debug, so an overflow stops
# it), run with NQUEENS_TRACE set; a problem that reads a board gets IN= or its first sample.
HTML ?=
trace: LOOP_VERB = trace
trace: LOOP_ARGS = $(GIVEN_P) $(GIVEN_F) $(if $(IN),--input '$(IN)') $(if $(HTML),--html '$(HTML)') $(N)
trace: ## the search step by step: ours, make trace N=5 M=bits (M: arrays bits matrix mirror constrained), or yours, make trace P=leetcode51 (F= N= IN= HTML=page.html)
ifeq ($(origin P),file)
	@$(TRACING) cargo run -q --bin trace -- --method $(M) $(if $(HTML),--html '$(HTML)') $(or $(N),5)
else
	@$(TRACING) true
	$(RUN)
endif

bench: ## medians of several runs for every method, side by side with a baseline
	cargo build --release -p nqueens-programs
	cargo bench --bench bench

toolchain: LOOP_VERB = toolchain
toolchain: LOOP_ARGS = $(GIVEN_P)
toolchain: ## install P's judge's Rust (rustup, minimal profile), so practise compiles exactly as the judge: make toolchain P=spojnqueen
	$(RUN)

toolchains: LOOP_VERB = toolchains
toolchains: ## install every judge's Rust (about 350-550 MB each)
	$(RUN)

submit-%: ## print our block, the reference, to paste into the judge: make submit-acwing843
	$(JUDGE) --block $*
