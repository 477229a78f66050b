# Thin wrappers over cargo: every target is one command a person could type.
# `make` alone lists them.

P ?= acwing843
N ?=
IN ?=
CMD ?=
COUNT ?= 500
# The learner's file (`make new` writes it); F= names another file laid out like ours.
F ?= mine/$(P).rs
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
.PHONY: help prerequisites test lint fmt check run hint new practise practice submit judge stress bench trace toolchain toolchains

# The judge, built first and said so: the first build takes about a minute. The target folder
# is where cargo puts it (CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR, a config's build.target-dir),
# as cargo itself says, asked only by a recipe that runs the judge.
TARGET = $(or $(CARGO_TARGET_DIR),$(shell cargo metadata --no-deps --format-version 1 2>/dev/null | \
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'),target)
JUDGE = @test -x '$(TARGET)/debug/judge' || echo "building judge (first time: about a minute)…" >&2; \
  cargo run -q --bin judge --
# `CASE=03-n4` runs one case (a name or the start of one), `FIRST=1` stops at the first failure,
# `ALL=1` adds the cases the judge would not send. `TIME=2s` and `MEMORY=512MiB` replace the
# judge's own limits.
CASES = $(if $(CASE),--case '$(CASE)') $(if $(FIRST),--first) $(if $(ALL),--all) $(if $(TIME),--time-limit '$(TIME)') $(if $(MEMORY),--memory-limit '$(MEMORY)')
# The learner's file must exist; the default one is made by `make new`.
HAVE_FILE = @$(if $(wildcard $(F)),,$(error make $@: $(if $(filter mine/$(P).rs,$(F)),no mine/$(P).rs yet: make new P=$(P) writes it,no file $(F))))

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

# Four tests at a time in each binary, on any number of cores: most of them wait on programs,
# browsers and clocks, not on a CPU (warm, 2 cores: 24 s, against 28 s at two at a time).
test: prerequisites ## every test: golden cases, each block compiled as its judge compiles it, checkers, tools
	cargo test --no-fail-fast -- --test-threads=4

lint: ## formatting check and clippy with warnings as errors
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

fmt: ## format the code
	cargo fmt --all

check: fmt lint test ## fmt, lint and test, before a commit

run: ## run one program: make run P=leetcode52 N=12, or on a file: make run P=cses1624 IN=board.txt (its sample without either)
	$(KNOWN_P)
	@test ! -f src/bin/$(P)/main.rs || { echo "make run: $(P) is a tool, not a judge problem: cargo run --bin $(P) -- --help" >&2; exit 1; }
	@test -f src/bin/$(P).rs || { echo "make run: no program $(P); make help lists them" >&2; exit 1; }
	@test -n "$(SAMPLE)" || { echo "make run: $(P) is a tool, not a judge problem: cargo run --bin $(P) -- --help" >&2; exit 1; }
	@if [ -n "$(N)" ] && [ -n "$(IN)" ]; then echo "make run: give N= or IN=, not both" >&2; exit 1; fi
	@if [ -n "$(N)" ] && { [ "$$(wc -l < $(SAMPLE))" -gt 1 ] || grep -q '[^0-9 ]' $(SAMPLE); }; then \
	  echo "make run: $(P) does not read n alone; its input looks like $(SAMPLE):" >&2; head -n 4 $(SAMPLE) >&2; \
	  echo "run it on a file of yours with: make run P=$(P) IN=my-input.txt" >&2; exit 1; fi
	@if [ -n "$(N)" ]; then printf '%s\n' "$(N)" | cargo run -q --bin $(P); \
	elif [ -n "$(IN)" ]; then cargo run -q --bin $(P) < "$(IN)"; \
	else echo "(input: $(SAMPLE))" >&2; cargo run -q --bin $(P) < $(SAMPLE); fi

# A learner's verb on no problem named: say so instead of taking P's default. A name that is no
# problem's is named by the judge, with the problem meant (`leetcod51`: did you mean leetcode51?).
NEED_P = @$(if $(filter file,$(origin P)),$(error make $@: say which problem: make $@ P=leetcode51 (make help lists them)))
KNOWN_P = $(if $(wildcard problems/$(P).md problems/starters/$(P).rs src/bin/$(P).rs),,$(error \
  make $@: $(or $(shell cargo run -q --bin judge -- --block '$(P)' 2>&1 >/dev/null | \
  sed -n 's/^judge: //p'),no problem "$(P)"; make help lists them)))

# The K-th item (K=1 by default) of the numbered list under `## Hints` in problems/$(P).md, its
# wrapped lines joined into one; nothing when there is no such item.
HINT = awk -v k=$(or $(K),1) '/^\#\# / { inside = ($$0 == "\#\# Hints"); next } \
  inside && /^[0-9]+\. / { item = $$1 + 0; sub(/^[0-9]+\. +/, ""); hint[item] = $$0; next } \
  inside && item && /^ +[^ ]/ { sub(/^ +/, ""); hint[item] = hint[item] " " $$0; next } \
  { item = 0 } END { if (k in hint) print hint[k] }' problems/$(P).md

hint: ## one hint for P, never the code: make hint P=cses1624 gives the first, K=2 and K=3 the next
	$(NEED_P)
	$(KNOWN_P)
	@$(if $(filter-out 1 2 3,$(or $(K),1))$(word 2,$(K)),$(error make hint: K is the hint's number from 1 to 3; found "$(K)"))
	@$(if $(wildcard problems/$(P).md),$(if $(word 2,$(P)),$(error make hint: P is one problem; found "$(P)")),$(error make hint: no problem "$(P)"; make help lists them))
	@$(if $(shell $(HINT)),,$(error make hint: problems/$(P).md has no hint $(or $(K),1); the problems make help lists have three each))
	@$(HINT)

new: ## your own file for P, a starter with the I/O done and the method to write: make new P=leetcode51
	@$(if $(filter file,$(origin P)),$(error make new: say which problem: make new P=leetcode51 (make help lists them)))
	$(KNOWN_P)
	@$(if $(wildcard problems/starters/$(P).rs),,$(error make new: no starter for "$(P)"; make help lists the problems))
	@$(if $(wildcard mine/$(P).rs),$(error make new: mine/$(P).rs exists and is yours: edit it, or move it away to start again))
	@mkdir -p mine
	@test -f mine/Cargo.toml || printf '%s\n' \
	  '# Your files, one [[bin]] each (`make new P=<problem>` adds them): a Cargo project of its own,' \
	  '# so your editor knows them and nothing of the workspace around it compiles them.' \
	  '[package]' 'name = "mine"' 'version = "0.0.0"' 'edition = "2021"' 'publish = false' '' \
	  '[workspace]' > mine/Cargo.toml
	@cp problems/starters/$(P).rs mine/$(P).rs
	@printf '\n[[bin]]\nname = "%s"\npath = "%s.rs"\nedition = "%s"\n' $(P) $(P) \
	  $(shell sed -n 's/^\/\/! Rust [0-9.]*, edition \([0-9]*\):.*/\1/p' problems/starters/$(P).rs) >> mine/Cargo.toml
	@echo "wrote mine/$(P).rs: write the method, then make practise P=$(P) (your editor: open mine/ as a Cargo project)"

practise: ## judge your file as its judge would: make practise P=leetcode51 (F=file CASE=name FIRST=1 ALL=1 TIME=2s MEMORY=512MiB)
	$(NEED_P)
	$(KNOWN_P)
	$(HAVE_FILE)
	$(JUDGE) --practise $(CASES) $(P) --file '$(F)'

practice: practise ## the same as make practise

submit: ## print your block to paste, once it compiles as the judge's: make submit P=leetcode51 (F=file)
	$(NEED_P)
	$(KNOWN_P)
	$(HAVE_FILE)
	$(JUDGE) --block $(P) --file '$(F)'

judge: ## judge your own program in any language: make judge P=acwing843 CMD="python3 mine.py" (CASE= FIRST=1 ALL=1)
	@if [ -z "$(CMD)" ]; then echo 'make judge: say which program to judge: make judge P=$(P) CMD="python3 mine.py" (or CMD=./mine)' >&2; exit 1; fi
	$(KNOWN_P)
	$(JUDGE) $(CASES) $(P) -- $(CMD)

stress: ## random inputs until your file (or CMD=program) fails, then the smallest failing one: make stress P=cses1624
	$(NEED_P)
	$(KNOWN_P)
	$(if $(CMD),,$(HAVE_FILE))
	$(JUDGE) $(if $(CMD),--stress $(COUNT) $(P) -- $(CMD),--practise --stress $(COUNT) $(P) --file '$(F)')

trace: ## the backtracking search step by step: make trace N=5 M=bits (M: arrays bits matrix mirror constrained)
	cargo run -q --bin trace -- --method $(M) $(or $(N),5)

bench: ## medians of several runs for every method, side by side with a baseline
	cargo bench --bench bench

toolchain: ## install P's judge's Rust (rustup, minimal profile), so practise compiles exactly as the judge: make toolchain P=spojnqueen
	$(NEED_P)
	$(KNOWN_P)
	$(JUDGE) --toolchain $(P)

toolchains: ## install every judge's Rust (about 350-550 MB each)
	$(JUDGE) --toolchains

submit-%: ## print our block, the reference, to paste into the judge: make submit-acwing843
	$(JUDGE) --block $*
