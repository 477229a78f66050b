# Thin wrappers over cargo: every target is one command a person could type.
# `make` alone lists them.

P ?= acwing843
N ?= 8
CMD ?=
# Where cargo puts its builds (`make practise` runs the built program directly).
TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)

.DEFAULT_GOAL := help
.PHONY: help test lint fmt check run practise bench judge

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z%-]+:.*## / {printf "  make %-14s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

test: ## every test: unit tests, golden cases, checker tests, blocks compiled on their own
	cargo test --no-fail-fast

lint: ## formatting check and clippy with warnings as errors
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

fmt: ## format the code
	cargo fmt --all

check: fmt lint test ## fmt, lint and test, before a commit

run: ## run one program on one n: make run P=acwing843 N=8
	printf '%s\n' "$(N)" | cargo run -q --bin $(P)

practise: ## judge your version of a program like its judge: make practise P=acwing843
	cargo build -q --bin $(P)
	cargo run -q --bin judge -- $(P) -- $(TARGET_DIR)/debug/$(P)
	cargo test -q --test blocks -- $(P)

bench: ## medians of several runs for every method (BENCH_MAX_N=18 goes further)
	cargo bench --bench bench

judge: ## judge your own program: make judge P=acwing843 CMD="python3 mine.py"
	cargo run -q --bin judge -- $(P) -- $(CMD)

submit-%: ## print the block to paste into the judge: make submit-acwing843
	@test -f src/bin/$*.rs || { echo "no program src/bin/$*.rs (make help lists the targets)" >&2; exit 1; }
	@grep -q '^// ---- BEGIN SUBMISSION ----$$' src/bin/$*.rs || { echo "src/bin/$*.rs is a tool, not a judge submission: it has no block" >&2; exit 1; }
	@sed -n '/^\/\/ ---- BEGIN SUBMISSION ----$$/,/^\/\/ ---- END SUBMISSION ----$$/{//!p;}' src/bin/$*.rs
