#!/usr/bin/env bash
# Proves that a warm, shared build still catches failures: builds the app alone, as `make run` does, adds a
# failing test to the last package's first test target, expects a test of that package alone to run it and fail
# (the scratch directory then holds a plan made for another package), expects `make test` to fail and name that
# package, and a run that selects that test target's module (make test-changed) to fail while one that selects
# none of the package's skips them, removes the test and expects a pass.
# Usage: scripts/shared-build-check.sh SCRATCH PACKAGE...     (make shared-build-check, after make test)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$1"
shift
last="${*: -1}"
target="$(find "$last/Tests" -mindepth 1 -maxdepth 1 -type d | sort | sed -n 1p)"
[ -n "$target" ] || { echo "shared-build-check: $last has no test target" >&2; exit 2; }
probe="$target/SharedBuildCheckProbe.swift"
trap 'rm -f "$probe"' EXIT
fail() { echo "shared-build-check: FAILED: $*" >&2; exit 1; }

# First the app alone, as `make run` builds it, again after one of its sources is touched, and once more:
# SwiftPM then keeps a plan made for the app, whose inputs are the app's files only. With a failing test added
# to the last package after that, a run of that package that reused the plan would run the test binary as it
# was, without the test, and pass.
echo "==> shared-build-check: the app built alone, then a failing test in $last, tested alone"
for step in build touch build build; do
  if [ "$step" = touch ]; then
    touch App/Sources/app/main.swift
  else
    scripts/run-packages.sh build "$scratch" App >/dev/null || fail "the app did not build"
  fi
done
cat >"$probe" <<'SWIFT'
import Testing

@Test func sharedBuildCheckProbe() {
    #expect(Int("1") == 2, "the probe fails on purpose")
}
SWIFT
if output="$(scripts/run-packages.sh test "$scratch" "$last" 2>&1)"; then
  fail "make test PKG=$last passed with a failing test in it, after the app was built alone"
fi
grep -q 'sharedBuildCheckProbe' <<<"$output" || fail "make test PKG=$last did not run the failing test: $output"
grep '^run-packages:' <<<"$output"

echo "==> shared-build-check: the same failing test, every package tested"
if output="$(scripts/run-packages.sh test "$scratch" "$@" 2>&1)"; then
  fail "make test passed with a failing test in $last"
fi
summary="$(grep '^run-packages:' <<<"$output" || true)"
[[ "$summary" == *"1 of $# packages failed"*": $last" ]] || fail "the run did not name $last alone: $summary"
echo "$summary"

echo "==> shared-build-check: make test-changed's selection runs the failing test's module, and skips others"
module="$(basename "$target")"
if output="$(scripts/run-packages.sh --keep-umbrella --tests "$module" test "$scratch" "$last" 2>&1)"; then
  fail "a run selecting $module passed with a failing test in it"
fi
grep -q 'sharedBuildCheckProbe' <<<"$output" || fail "a run selecting $module did not run the failing test: $output"
output="$(scripts/run-packages.sh --keep-umbrella --tests NoSuchTests test "$scratch" "$last" 2>&1)" ||
  { echo "$output" >&2; fail "a run selecting none of $last's test modules failed"; }
[[ "$output" == *"==> test $last: skipped"* ]] || fail "a run selecting none of $last's test modules ran them"
grep '^run-packages:' <<<"$output"

echo "==> shared-build-check: the test removed, the run passes"
rm -f "$probe"
output="$(scripts/run-packages.sh test "$scratch" "$@" 2>&1)" || { echo "$output" >&2; fail "make test failed once restored"; }
grep '^run-packages:' <<<"$output"
echo "shared-build-check: passed"
