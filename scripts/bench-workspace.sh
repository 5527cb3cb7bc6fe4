#!/usr/bin/env bash
# Times the workspace's builds at the size of a real app, in a scratch copy, each full run from an empty
# scratch directory as CI starts: `make test` of the workspace as it is, the same with N components added
# by `make component`, then `make test-changed` and a full `make test` after a one-line change in one of
# the added components (a leaf: only the app and the end-to-end tests depend on it), each after its own
# change, following a first `make test-changed` that is timed apart. Two kinds of one-line change are timed:
# a new declaration (which changes what the component's module offers, so what imports it is compiled
# again) and a line in a function's body (which does not).
# Writes the table to Tests/Benchmarks/results/workspace.md. Usage: scripts/bench-workspace.sh N
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

n="${1:-50}"
[[ "$n" =~ ^[0-9]+$ ]] && [ "${#n}" -le 3 ] && [ "$n" -ge 1 ] && [ "$n" -le 300 ] ||
  { echo "bench-workspace: N must be a whole number from 1 to 300, not '$n'" >&2; exit 2; }
results="$root/Tests/Benchmarks/results/workspace.md"

work="$(mktemp -d "${TMPDIR:-/tmp}/bench-workspace.XXXXXX")"
trap 'rm -rf "$work"' EXIT
scratch="$work/workspace"
logs="$work/logs" # beside the copy, not in it: a new file there would count as a change to test-changed
mkdir -p "$scratch" "$logs"
scripts/copy-workspace.sh "$scratch"
cd "$scratch"
commit() { git add -A && git -c user.name=bench -c user.email=bench@localhost commit -qm "$1"; }
git init -q && commit "the workspace"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
timed() { # log name, command...: runs it, fails the benchmark if it fails, prints the seconds it took
  local log="$logs/$1.log" began
  shift
  began="$(now)"
  "$@" >"$log" 2>&1 || { tail -n 40 "$log" >&2; echo "bench-workspace: '$*' failed; log above" >&2; exit 1; }
  elapsed "$began" "$(now)"
}
step() { echo "==> bench-workspace: $*" >&2; }

step "build Tools/WorkspaceGraph (not timed: CI builds it for check-deps before make test)"
scripts/workspace-graph.sh check-imports >/dev/null

step "make test, the workspace as it is, from an empty scratch directory"
rm -rf .build/workspace
base="$(timed base make test)"
packages_base="$(grep -c '^==> test [^:]*$' "$logs/base.log")"

step "add $n components with make component"
for i in $(seq 1 "$n"); do
  make --no-print-directory component NAME="$(printf 'Bench%03d' "$i")" >/dev/null
done
commit "$n components"

step "make test with $n more components, from an empty scratch directory"
rm -rf .build/workspace
grown="$(timed grown make test)"

leaf=Packages/Bench001/Sources/Bench001/Bench001Component.swift
edit() { echo "let benchWorkspaceEdit$1 = $1" >>"$leaf"; } # a one-line change: a new declaration
body_edit() { # a one-line change inside a function's body: the first line of the greeting
  sed -i "/private func greeting(for call: ComponentCall)/a\\        _ = $1" "$leaf"
  grep -q "^        _ = $1\$" "$leaf" || { echo "bench-workspace: no greeting(for:) in $leaf to change" >&2; exit 1; }
}

# The first incremental build after the cold one takes SwiftPM longer than the next ones, so the first run is
# timed apart.
step "make test-changed, the first run after adding $n components, after a one-line change in Packages/Bench001"
edit 1
first="$(timed first make test-changed BASE=HEAD)"

step "make test-changed after another one-line change in Packages/Bench001"
edit 2
changed="$(timed changed make test-changed BASE=HEAD)"
tested="$(sed -n 's/^==> test \([^:]*\)$/\1/p' "$logs/changed.log" | paste -sd ' ')"
skipped="$(sed -n 's/^==> test \([^:]*\): skipped.*/\1/p' "$logs/changed.log" | paste -sd ' ')"

step "make test, warm, after another one-line change in Packages/Bench001"
edit 3
full="$(timed full make test)"

step "make test-changed after a one-line change in a function's body in Packages/Bench001"
body_edit 1
body="$(timed body make test-changed BASE=HEAD)"

step "make test, warm, after another one-line change in a function's body in Packages/Bench001"
body_edit 2
full_body="$(timed full-body make test)"

added="$(awk -v a="$base" -v b="$grown" 'BEGIN { print b - a }')" # the seconds the N components added
per="$(awk -v a="$added" -v n="$n" 'BEGIN { printf "%.1f", a / n }')"
growth="$(awk -v a="$base" -v b="$grown" 'BEGIN { printf "%.2f", b / a }')"
share="$(awk -v a="$changed" -v b="$full" 'BEGIN { printf "%.3f", a / b }')"
body_share="$(awk -v a="$body" -v b="$full_body" 'BEGIN { printf "%.3f", a / b }')"
# Whether NUMERATOR / DENOMINATOR <= TARGET, from the measured seconds, not from a figure rounded for the table.
met() { awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN { print (a <= t * b ? "yes" : "no") }'; }
machine="$(uname -srm), $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(swift --version 2>&1 | sed -n 1p), $(date -u +%Y-%m-%d)"

cat >"$results" <<TABLE
# Workspace build results

Machine: $machine

One \`make bench-workspace N=$n\` run in a scratch copy of the workspace. The two cold runs start from an
empty scratch directory, as CI does; the workspace as it is has $packages_base packages with tests, and the $n
added components are made by \`make component\`, exactly as a team adds one. Then Packages/Bench001, a leaf that
only the app and the end-to-end tests depend on, gets a one-line change before each warm run. First a new
declaration each time (\`let benchWorkspaceEdit1 = 1\`), which changes what the module offers, so that the
app and the tests that import it are compiled again: a first \`make test-changed\` (timed apart, as SwiftPM's
first incremental build after a cold one takes longer), the \`make test-changed\` the target is about, and a full \`make
test\`. Then a line in a function's body each time (\`_ = 1\` in \`greeting(for:)\`), which changes only
that module's code: a \`make test-changed\` and a full \`make test\`.

| figure | value | target | met |
|---|---|---|---|
| \`make test\`, the workspace as it is | $base s | — | — |
| \`make test\` with $n components added | $grown s | ≤ 2.5 × the workspace as it is | $(met "$grown" "$base" 2.5) ($growth ×) |
| cost of each added component | $per s | ≤ 6 s | $(met "$added" "$n" 6) |
| \`make test-changed\` after a new declaration in one added component | $changed s | ≤ 1/5 of a full warm \`make test\` after the same change | $(met "$changed" "$full" 0.2) ($share ×) |
| full \`make test\`, warm, after a new declaration in the same component | $full s | — | — |
| \`make test-changed\` after a line in a function's body in one added component | $body s | ≤ 1/5 of a full warm \`make test\` after the same change | $(met "$body" "$full_body" 0.2) ($body_share ×) |
| full \`make test\`, warm, after a line in a function's body in the same component | $full_body s | — | — |
| the first \`make test-changed\` after the cold run with the $n components | $first s | — | — |

After the new declaration, \`make test-changed\` ran the tests of: ${tested:-none}; it chose, but ran no test of
(none of their test targets depends on what changed): ${skipped:-none}.
TABLE
cat "$results"
