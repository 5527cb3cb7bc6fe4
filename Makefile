# The workspace's commands. `make` alone lists them.

SWIFT ?= swift
STRICT_FLAGS ?= -Xswiftc -warnings-as-errors
# Every SwiftPM package of the product, the shared JSON parser and the bus first (the packages everything else
# builds on); `make test PKG=Packages/Store` picks one.
CORE_PACKAGES = Packages/JSONParsing Packages/ComponentService
PACKAGES ?= $(CORE_PACKAGES) $(filter-out $(CORE_PACKAGES),$(sort $(patsubst %/Package.swift,%,$(wildcard Packages/*/Package.swift)))) App Tests/EndToEnd Tools/WorkspaceGraph
PKG ?=
# A value from the command line as one shell word, whatever it holds: in single quotes, each ' written '\''
# (a backtick or a " in NAME=, BASE= or PKG= is text, never a command). `shell_words` does so for each word.
# The recipes read those values with $(value …), so that make does not expand a $(…) in them either, and
# they are not exported: make would expand a variable from the command line to put it in a recipe's
# environment.
shell_word = '$(subst ','\'',$(1))'
shell_words = $(foreach item,$(1),$(call shell_word,$(item)))
SELECTED = $(call shell_words,$(if $(value PKG),$(value PKG),$(PACKAGES)))
# Packages whose concurrency is checked under ThreadSanitizer.
TSAN_PACKAGES ?= Packages/ComponentService Packages/PageKit
# The scratch directory every package of a run shares, so that each module is compiled once per run; the
# sanitizer runs use SCRATCH-tsan and SCRATCH-asan. A team's own `swift build --package-path Packages/X`
# keeps using Packages/X/.build.
SCRATCH ?= $(CURDIR)/.build/workspace
APP = $(SCRATCH)/debug/app
# The two as shell words: the workspace may be checked out under a path with a space, a quote or a `$`.
SCRATCH_WORD = $(call shell_word,$(SCRATCH))
APP_WORD = $(call shell_word,$(APP))
SOURCES = Packages App Tests Tools
NAME ?=
# The scaffolds' values come from the command line only: a NAME in the environment (some systems export the
# host's name as NAME) is not a component's name.
$(foreach variable,NAME IN KINDS,$(if $(filter environment%,$(origin $(variable))),$(eval $(variable) :=)))
# How long `make fuzz` runs each fuzz harness, in seconds.
SECONDS ?= 60
# What `make test-changed` compares the work tree with; `make bench-workspace` adds N components.
BASE ?= HEAD~1
N ?= 50

unexport NAME IN KINDS PKG BASE SECONDS N

.DEFAULT_GOAL := help
.PHONY: help build test test-changed test-tsan test-asan lint format run clean check-deps graph docs component \
	section page scaffold-check shared-build-check compile-fail bench bench-instructions bench-workspace perf-check \
	perf-thresholds fuzz print-app print-packages

help: ## List the commands
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-18s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "  PKG=Packages/X limits build and test to one package."

build: ## Build every package (or PKG) with warnings as errors, each module once
	@scripts/run-packages.sh build $(SCRATCH_WORD) $(SELECTED)

test: ## Test every package (or PKG), each module built once; names every package that failed
	@scripts/run-packages.sh test $(SCRATCH_WORD) $(SELECTED)

test-changed: ## Test what changed since BASE (default HEAD~1, plus uncommitted changes) and the tests that depend on it
	@scripts/test-changed.sh $(call shell_word,$(value BASE)) $(SCRATCH_WORD) $(call shell_words,$(PACKAGES))

test-tsan: ## Run the concurrency-heavy packages' tests under ThreadSanitizer
	@scripts/run-packages.sh tsan $(call shell_word,$(SCRATCH)-tsan) $(call shell_words,$(if $(value PKG),$(value PKG),$(TSAN_PACKAGES)))

test-asan: ## Test every package (or PKG) under AddressSanitizer (LeakSanitizer on)
	@scripts/run-packages.sh asan $(call shell_word,$(SCRATCH)-asan) $(SELECTED)

fuzz: ## Fuzz the JSON, call-argument, page, diff, terminal and registry harnesses for SECONDS each (default 60)
	@scripts/fuzz.sh $(call shell_word,$(value SECONDS))

lint: ## Check formatting and style (swift format lint --strict)
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format: ## Format every Swift file in place
	$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

run: ## Build the app and show a short tour
	@scripts/run-packages.sh build $(SCRATCH_WORD) App
	@$(APP_WORD) tour

compile-fail: ## Prove that a command called in the wrong mode, or handled so, does not compile
	@scripts/compile-fail.sh $(SCRATCH_WORD)

shared-build-check: ## Prove that a warm shared build still fails on a broken test in the last package
	@scripts/shared-build-check.sh $(SCRATCH_WORD) $(call shell_words,$(PACKAGES))

bench-workspace: ## Time make test with N generated components (default 50) and make test-changed; writes the table
	@scripts/bench-workspace.sh $(call shell_word,$(value N))

bench: ## Run the benchmarks and print the table (also in Tests/Benchmarks/results/latest.md)
	@scripts/bench.sh

bench-instructions: ## Count instructions of bus calls and page updates with callgrind, and the bus's source lines; writes Tests/Benchmarks/results/instructions.md
	@scripts/instructions.sh

perf-check: ## Gate instruction and allocation counts of the key paths against their committed thresholds
	@scripts/perf-check.sh

perf-thresholds: ## Count the perf-check figures five times each and set each threshold 10% above the highest
	@scripts/perf-check.sh --set

docs: ## Build the DocC sites of JSONParsing, ComponentService and PageKit into .build/site (warnings are errors)
	@scripts/docs.sh .build/site

check-deps: ## Check the dependency rules, naming every file that breaks one
	@scripts/check-deps.sh

graph: ## Draw the package and target graph to .build/graph/workspace.svg (red: an edge that breaks a rule)
	@scripts/graph.sh .build/graph

component: ## Create Packages/NAME from the template and register it: make component NAME=Cart
	@scripts/new-component.sh $(call shell_word,$(value NAME))

section: ## Add a section kind to a package from the template's list section: make section NAME=Deals IN=Store
	@scripts/new-section.sh $(call shell_word,$(value NAME)) $(call shell_word,$(value IN))

page: ## Add a page configuration the CMS serves: make page NAME=deals [KINDS=store.deals,feed.list]
	@scripts/new-page.sh $(call shell_word,$(value NAME)) $(call shell_word,$(value KINDS))

scaffold-check: ## Generate a component in a scratch copy, build it alone, run the whole suite with it
	@scripts/scaffold-check.sh

print-app: ## Print the app's path, for scripts
	@echo $(APP_WORD)

print-packages: ## Print the packages make test runs, for scripts
	@echo $(PACKAGES)

clean: ## Remove build products
	rm -rf .build $(addsuffix /.build,$(PACKAGES)) $(addsuffix /.build-tsan,$(PACKAGES)) $(addsuffix /.build-asan,$(PACKAGES)) Tests/Fuzz/.build-fuzz Tests/Benchmarks/.build Tests/TestSupport/.build
