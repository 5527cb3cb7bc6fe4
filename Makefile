# The workspace's commands. `make` alone lists them.

SWIFT ?= swift
STRICT_FLAGS ?= -Xswiftc -warnings-as-errors
# Every SwiftPM package of the product, the shared JSON parser and the bus first (the packages everything else
# builds on); `make test PKG=Packages/Store` picks one.
CORE_PACKAGES = Packages/JSONParsing Packages/ComponentService
PACKAGES ?= $(CORE_PACKAGES) $(filter-out $(CORE_PACKAGES),$(sort $(patsubst %/Package.swift,%,$(wildcard Packages/*/Package.swift)))) App Tests/EndToEnd
PKG ?=
SELECTED = $(if $(PKG),$(PKG),$(PACKAGES))
# Packages whose concurrency is checked under ThreadSanitizer.
TSAN_PACKAGES ?= Packages/ComponentService Packages/PageKit
SOURCES = Packages App Tests
NAME ?=
# How long `make fuzz` runs each fuzz harness, in seconds.
SECONDS ?= 60

.DEFAULT_GOAL := help
.PHONY: help build test test-tsan test-asan lint format run clean check-deps component scaffold-check bench fuzz

help: ## List the commands
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "  PKG=Packages/X limits build and test to one package."

build: ## Build every package (or PKG) with warnings as errors
	@set -e; for package in $(SELECTED); do \
		echo "==> build $$package"; \
		$(SWIFT) build --package-path $$package $(STRICT_FLAGS); \
	done

test: ## Test every package (or PKG), stopping at the first failure
	@set -e; for package in $(SELECTED); do \
		if [ $$package = Tests/EndToEnd ]; then \
			echo "==> build the app for the end-to-end tests"; \
			$(SWIFT) build --package-path App --product app $(STRICT_FLAGS); \
		fi; \
		if [ -d $$package/Tests ]; then \
			echo "==> test $$package"; \
			$(SWIFT) test --package-path $$package $(STRICT_FLAGS); \
		else \
			echo "==> build $$package (no tests)"; \
			$(SWIFT) build --package-path $$package $(STRICT_FLAGS); \
		fi; \
	done

test-tsan: ## Run the concurrency-heavy packages' tests under ThreadSanitizer
	@set -e; for package in $(if $(PKG),$(PKG),$(TSAN_PACKAGES)); do \
		echo "==> test-tsan $$package"; \
		TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --package-path $$package --sanitize=thread \
			--scratch-path $$package/.build-tsan $(STRICT_FLAGS); \
	done

# LeakSanitizer stays on. Suppressed, through a file written into the package's scratch directory: the
# toolchain's XCTest runner (which every `swift test` starts) and the processes the end-to-end tests start
# on a pseudo-terminal, which Foundation's Process leaves in a cycle (swift-corelibs-foundation#3260).
test-asan: ## Test every package (or PKG) under AddressSanitizer, stopping at the first failure
	@set -e; for package in $(SELECTED); do \
		app=; \
		if [ $$package = Tests/EndToEnd ]; then \
			echo "==> build the app under AddressSanitizer for the end-to-end tests"; \
			$(SWIFT) build --package-path App --product app --sanitize=address \
				--scratch-path App/.build-asan $(STRICT_FLAGS); \
			app=$(CURDIR)/App/.build-asan/debug/app; \
		fi; \
		if [ -d $$package/Tests ]; then \
			echo "==> test-asan $$package"; \
			mkdir -p $$package/.build-asan; \
			printf 'leak:libXCTest.so\nleak:PseudoTerminal\n' > $$package/.build-asan/lsan-suppressions.txt; \
			APP_BINARY=$$app LSAN_OPTIONS=suppressions=$(CURDIR)/$$package/.build-asan/lsan-suppressions.txt \
				$(SWIFT) test --package-path $$package --sanitize=address \
				--scratch-path $$package/.build-asan $(STRICT_FLAGS); \
		else \
			echo "==> build-asan $$package (no tests)"; \
			$(SWIFT) build --package-path $$package --sanitize=address \
				--scratch-path $$package/.build-asan $(STRICT_FLAGS); \
		fi; \
	done

fuzz: ## Fuzz the JSON, call-argument, page and diff harnesses for SECONDS each (default 60)
	@scripts/fuzz.sh "$(SECONDS)"

lint: ## Check formatting and style (swift format lint --strict)
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format: ## Format every Swift file in place
	$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

run: ## Build the app and show a short tour
	@$(SWIFT) build --package-path App $(STRICT_FLAGS) --product app
	@App/.build/debug/app tour

bench: ## Run the benchmarks and print the table (also in Tests/Benchmarks/results/latest.md)
	@scripts/bench.sh

check-deps: ## Check the dependency rules, naming every file that breaks one
	@scripts/check-deps.sh

component: ## Create Packages/NAME from the template and register it: make component NAME=Cart
	@scripts/new-component.sh "$(NAME)"

scaffold-check: ## Generate a component into a scratch copy of the workspace, then build and test it there
	@scripts/scaffold-check.sh

clean: ## Remove build products
	rm -rf $(addsuffix /.build,$(PACKAGES)) $(addsuffix /.build-tsan,$(PACKAGES)) $(addsuffix /.build-asan,$(PACKAGES)) Tests/Fuzz/.build-fuzz Tests/Benchmarks/.build Tests/TestSupport/.build
