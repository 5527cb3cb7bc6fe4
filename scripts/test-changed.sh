#!/usr/bin/env bash
# Tests only the packages whose files changed since BASE, and every package that depends on them,
# transitively, as the manifests say (Tools/WorkspaceGraph reads them; a dependency no manifest can state,
# such as the end-to-end tests running the built app, is a `workspace-graph: depends-on` line in the
# manifest of the package that has it): all the test targets of a changed package, and of a dependent those
# that depend on what changed (a chosen package with none is skipped, and not built). Prints the packages it
# chose, why, and the test targets that do not run.
# Usage: scripts/test-changed.sh BASE SCRATCH PACKAGE...     (make test-changed [BASE=ref])
#   BASE      a commit; the work tree, uncommitted and new files included, is compared with it
#   PACKAGE   the packages `make test` runs; only these are chosen from
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-}"
scratch="${2:-}"
shift 2 || true
fail() { echo "test-changed: $*" >&2; exit 2; }
[ -n "$base" ] || fail "give a base: make test-changed BASE=main"
if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
  # A shallow clone, as CI often makes, lacks the commits before its tip.
  [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" != true ] ||
    fail "BASE=$base is not in this shallow clone: fetch it (git fetch --deepen=1, or --unshallow) or give a BASE the clone has, such as BASE=HEAD for uncommitted changes"
  fail "BASE=$base is not a commit of this repository (git rev-parse cannot resolve it)"
fi

# Committed and uncommitted changes since BASE (both sides of a rename), then files git does not track yet,
# each path as it is and relative to the workspace, which may be a folder of a larger repository (-z: git
# would quote a name with a quote, a backslash, a tab or bytes outside ASCII, which then names no package).
# A name with a line break in it reads as two paths, which the tool takes for changes to the build.
changed="$({
  git diff -z --name-only --no-renames --relative "$base" --
  git ls-files -z --others --exclude-standard
} | tr '\0' '\n' | sort -u)"
count="$(grep -c . <<<"$changed" || true)"
echo "test-changed: $count $([ "$count" = 1 ] && echo file || echo files) changed since $base"

# One line per chosen package: its path, then the modules of its test targets to run (a package chosen as a
# dependent runs only those that depend on what changed).
selection="$(scripts/workspace-graph.sh affected --only "$*" <<<"$changed")"
if [ -z "$selection" ]; then
  echo "test-changed: nothing to test"
  exit 0
fi
# A chosen package whose test targets all stay out is not given to run-packages.sh, which would build them
# (they join the shared test build) for nothing. One without tests is, as run-packages.sh builds it.
chosen=()
modules=()
while read -r package tests; do
  read -r -a package_modules <<<"$tests"
  if [ "${#package_modules[@]}" = 0 ] && [ -d "$package/Tests" ]; then
    echo "==> test $package: skipped, none of its test targets depends on what changed"
    continue
  fi
  chosen+=("$package")
  modules+=("${package_modules[@]}")
done <<<"$selection"
if [ "${#chosen[@]}" = 0 ]; then
  echo "test-changed: no test to run"
  exit 0
fi
# Dependents first: the packages that depend on the most, such as the app and the end-to-end tests, have the
# broadest suites, which then start first instead of waiting for a place.
dependents_first=()
for ((index = ${#chosen[@]} - 1; index >= 0; index--)); do dependents_first+=("${chosen[index]}"); done
exec scripts/run-packages.sh --keep-umbrella --tests "${modules[*]}" test "$scratch" "${dependents_first[@]}"
