# Thin wrappers over cargo: every target is one command a person could type.
# `make` alone lists them.

P ?= acwing843
N ?=
IN ?=
CMD ?=
COUNT ?= 500
# The method `make trace` shows (arrays bits matrix mirror constrained).
M ?= arrays
# The first sample of P: what `make run` feeds it, and how its input looks (one line of
# integers: the program reads n).
SAMPLE = $(firstword $(sort $(wildcard testdata/$(P)/*-sample*.in)))

.DEFAULT_GOAL := help
.PHONY: help prerequisites test lint fmt check run hint practise judge stress bench trace

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

test: prerequisites ## every test: golden cases, each block compiled as its judge compiles it, checkers, tools
	cargo test --no-fail-fast

lint: ## formatting check and clippy with warnings as errors
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

fmt: ## format the code
	cargo fmt --all

check: fmt lint test ## fmt, lint and test, before a commit

run: ## run one program: make run P=leetcode52 N=12, or on a file: make run P=cses1624 IN=board.txt (its sample without either)
	@test -f src/bin/$(P).rs || { echo "make run: no program $(P); make help lists them" >&2; exit 1; }
	@test -n "$(SAMPLE)" || { echo "make run: $(P) is a tool, not a judge problem: cargo run --bin $(P) -- --help" >&2; exit 1; }
	@if [ -n "$(N)" ] && [ -n "$(IN)" ]; then echo "make run: give N= or IN=, not both" >&2; exit 1; fi
	@if [ -n "$(N)" ] && { [ "$$(wc -l < $(SAMPLE))" -gt 1 ] || grep -q '[^0-9 ]' $(SAMPLE); }; then \
	  echo "make run: $(P) does not read n alone; its input looks like $(SAMPLE):" >&2; head -n 4 $(SAMPLE) >&2; \
	  echo "run it on a file of yours with: make run P=$(P) IN=my-input.txt" >&2; exit 1; fi
	@if [ -n "$(N)" ]; then printf '%s\n' "$(N)" | cargo run -q --bin $(P); \
	elif [ -n "$(IN)" ]; then cargo run -q --bin $(P) < "$(IN)"; \
	else echo "(input: $(SAMPLE))" >&2; cargo run -q --bin $(P) < $(SAMPLE); fi

# The K-th item (K=1 by default) of the numbered list under `## Hints` in problems/$(P).md, its
# wrapped lines joined into one; nothing when there is no such item.
HINT = awk -v k=$(or $(K),1) '/^\#\# / { inside = ($$0 == "\#\# Hints"); next } \
  inside && /^[0-9]+\. / { item = $$1 + 0; sub(/^[0-9]+\. +/, ""); hint[item] = $$0; next } \
  inside && item && /^ +[^ ]/ { sub(/^ +/, ""); hint[item] = hint[item] " " $$0; next } \
  { item = 0 } END { if (k in hint) print hint[k] }' problems/$(P).md

hint: ## one hint for P, never the code: make hint P=cses1624 gives the first, K=2 and K=3 the next
	@$(if $(filter-out 1 2 3,$(or $(K),1))$(word 2,$(K)),$(error make hint: K is the hint's number from 1 to 3; found "$(K)"))
	@$(if $(wildcard problems/$(P).md),$(if $(word 2,$(P)),$(error make hint: P is one problem; found "$(P)")),$(error make hint: no problem "$(P)"; make help lists them))
	@$(if $(shell $(HINT)),,$(error make hint: problems/$(P).md has no hint $(or $(K),1); the problems make help lists have three each))
	@$(HINT)

practise: ## judge your block of src/bin/<P>.rs as its judge would: make practise P=acwing843
	cargo run -q --bin judge -- --practise $(P)

judge: ## judge your own program in any language: make judge P=acwing843 CMD="python3 mine.py"
	@if [ -z "$(CMD)" ]; then echo 'make judge: say which program to judge: make judge P=$(P) CMD="python3 mine.py" (or CMD=./mine)' >&2; exit 1; fi
	cargo run -q --bin judge -- $(P) -- $(CMD)

stress: ## random inputs until your program fails, then the smallest failing one: make stress P=cses1624 CMD=./mine
	@if [ -z "$(CMD)" ]; then echo 'make stress: say which program to test: make stress P=$(P) CMD="python3 mine.py" (COUNT=500)' >&2; exit 1; fi
	cargo build -q --bin $(P)
	cargo run -q --bin judge -- --stress $(COUNT) $(P) -- $(CMD)

trace: ## the backtracking search step by step: make trace N=5 M=bits (M: arrays bits matrix mirror constrained)
	cargo run -q --bin trace -- --method $(M) $(or $(N),5)

bench: ## medians of several runs for every method, side by side with a baseline
	cargo bench --bench bench

submit-%: ## print the block to paste into the judge: make submit-acwing843
	@cargo run -q --bin judge -- --block $*
