#!/usr/bin/env bash
# Proves that misusing the bus does not compile. Each snippet in Packages/ComponentService/Tests/CompileFail
# is type-checked with Contract.swift against the ComponentService module of the shared build: a snippet
# whose first line is `// expected-error: TEXT` must fail with TEXT among its diagnostics; any other must
# compile, which shows that the failures come from the misuse and not from the set-up.
#
# Usage: scripts/compile-fail.sh SCRATCH      (make compile-fail)
set -uo pipefail
cd "$(dirname "$0")/.."

scratch="${1:?give the shared scratch directory}"
swiftc="${SWIFTC:-swiftc}"
snippets=Packages/ComponentService/Tests/CompileFail
scripts/run-packages.sh build "$scratch" Packages/ComponentService >/dev/null || {
  echo "compile-fail: ComponentService does not build" >&2
  exit 1
}
modules="$(cd "$scratch" && pwd)/debug/Modules"

failed=0
for snippet in "$snippets"/*.swift; do
  [ "$(basename "$snippet")" = Contract.swift ] && continue
  expected="$(sed -n '1s|^// expected-error: ||p' "$snippet")"
  output="$("$swiftc" -typecheck -swift-version 6 -I "$modules" -module-name Snippet "$snippet" \
    "$snippets/Contract.swift" 2>&1)"
  status=$?
  name="$(basename "$snippet" .swift)"
  if [ -z "$expected" ]; then
    if [ "$status" -eq 0 ]; then echo "ok    $name compiles"; else
      echo "FAIL  $name should compile:"; echo "$output" | sed 's/^/      /'; failed=1
    fi
  elif [ "$status" -ne 0 ] && grep -qF -- "$expected" <<<"$output"; then
    echo "ok    $name fails: $expected"
  else
    echo "FAIL  $name should fail with: $expected"; echo "$output" | sed 's/^/      /'; failed=1
  fi
done
exit "$failed"
