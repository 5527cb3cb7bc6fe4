#!/usr/bin/env bash
# Builds the DocC documentation of the core packages into a static site, with the toolchain's docc and the
# symbol graphs of the built modules (no package dependency): each module's catalog and its public symbols,
# warnings (a broken symbol link among them) treated as errors, and the documentation coverage of the public
# symbols checked: a symbol without a summary fails the build, named.
# Usage: scripts/docs.sh OUTPUT     (make docs) OUTPUT holds a site per module and an index.html that links
#                                   them; serve it with any static web server, e.g. python3 -m http.server -d OUTPUT
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
output="${1:?usage: scripts/docs.sh OUTPUT}"
mkdir -p "$output"
output="$(cd "$output" && pwd)"
scratch="$root/.build/docs"
# The toolchain's tools, beside its swift.
toolchain="$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")"
docc="${DOCC:-$toolchain/docc}"
extract="$toolchain/swift-symbolgraph-extract"

# package|module: the modules documented, each with a catalog at Packages/PACKAGE/Sources/MODULE/MODULE.docc.
modules=(
  "JSONParsing|JSONParsing"
  "ComponentService|ComponentService"
  "PageKit|PageKit"
)

failed=()
for line in "${modules[@]}"; do
  IFS='|' read -r package module <<<"$line"
  graphs="$scratch/symbol-graphs/$module"
  rm -rf "$graphs"
  mkdir -p "$graphs"
  echo "==> docs $module: symbol graph"
  # A scratch directory per package: SwiftPM builds a target only of the package it last planned there.
  "${SWIFT:-swift}" build --package-path "Packages/$package" --scratch-path "$scratch/$package" --target "$module" \
    >/dev/null
  bin="$("${SWIFT:-swift}" build --package-path "Packages/$package" --scratch-path "$scratch/$package" --show-bin-path)"
  # From the built module, so that a build with nothing to compile still gives the graph. Only the module's
  # own public symbols, without the members a protocol's default implementations add.
  "$extract" -module-name "$module" -target "$(basename "$(dirname "$bin")")" -I "$bin/Modules" \
    -output-dir "$graphs" -minimum-access-level public -skip-synthesized-members
  echo "==> docs $module: docc convert"
  coverage="$scratch/coverage-$module.txt"
  if ! "$docc" convert "Packages/$package/Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-dir "$output/$module" --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief >"$coverage" 2>&1; then
    cat "$coverage" >&2
    failed+=("$module")
    continue
  fi
  grep -E '^(Types|Members|Globals) ' "$coverage" | sed "s/^/  $module /" || true
  # Every public symbol the module declares has a summary.
  undocumented="$(perl -MJSON::PP -e 'local $/; for (@{decode_json(<STDIN>)}) {
      print "  $_->{kind}{name} $1\n" if $_->{kind}{isSymbol} && !$_->{hasAbstract} && $_->{referencePath} =~ m{/documentation/(.*)} }' \
    <"$output/$module/documentation-coverage.json")"
  if [ -n "$undocumented" ]; then
    echo "docs: $module has public symbols without documentation:" >&2
    echo "$undocumented" >&2
    failed+=("$module")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "docs: ${#failed[@]} modules failed: ${failed[*]}" >&2
  exit 1
fi
{
  echo '<!doctype html><meta charset="utf-8"><title>Component workspace documentation</title>'
  echo '<h1>Component workspace documentation</h1><ul>'
  for line in "${modules[@]}"; do
    IFS='|' read -r _ module <<<"$line"
    lower="$(tr '[:upper:]' '[:lower:]' <<<"$module")"
    echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
  done
  echo '</ul>'
} >"$output/index.html"
echo "docs: ${#modules[@]} modules built into $output"
