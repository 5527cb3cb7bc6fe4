# The workspace's commands. `make` alone lists them.

SWIFT ?= swift
STRICT_FLAGS ?= -Xswiftc -warnings-as-errors
# Every SwiftPM package of the product, the bus first; `make test PKG=Packages/Store` picks one.
PACKAGES ?= Packages/ComponentService $(filter-out Packages/ComponentService,$(sort $(patsubst %/Package.swift,%,$(wildcard Packages/*/Package.swift)))) App Tests/EndToEnd
PKG ?=
SELECTED = $(if $(PKG),$(PKG),$(PACKAGES))
# Packages whose concurrency is checked under ThreadSanitizer.
TSAN_PACKAGES ?= Packages/ComponentService Packages/PageKit
SOURCES = Packages App Tests
NAME ?=

.DEFAULT_GOAL := help
.PHONY: help build test test-tsan lint format run clean check-deps component scaffold-check

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

lint: ## Check formatting and style (swift format lint --strict)
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format: ## Format every Swift file in place
	$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

run: ## Build the app and show a short tour
	@$(SWIFT) build --package-path App $(STRICT_FLAGS) --product app
	@App/.build/debug/app tour

check-deps: ## Check the dependency rules, naming every file that breaks one
	@scripts/check-deps.sh

component: ## Create Packages/NAME from the template and register it: make component NAME=Cart
	@scripts/new-component.sh "$(NAME)"

scaffold-check: ## Generate a component into a scratch copy of the workspace, then build and test it there
	@scripts/scaffold-check.sh

clean: ## Remove build products
	rm -rf $(addsuffix /.build,$(PACKAGES)) $(addsuffix /.build-tsan,$(PACKAGES))
