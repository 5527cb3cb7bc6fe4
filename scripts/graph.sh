#!/usr/bin/env bash
# Draws the workspace's package and target graph with Graphviz: OUT/workspace.dot and OUT/workspace.svg.
# Installs Graphviz with apt-get where `dot` is missing and this user may. Usage: scripts/graph.sh OUT
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/graph}"
mkdir -p "$out"

if ! command -v dot >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "graph: installing Graphviz (apt-get install graphviz)"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz; } >/dev/null 2>&1 ||
      { echo "graph: apt-get could not install graphviz" >&2; exit 1; }
  else
    echo "graph: Graphviz's dot is missing; install it (apt-get install graphviz, brew install graphviz)" >&2
    exit 1
  fi
fi
scripts/workspace-graph.sh graph >"$out/workspace.dot"
dot -Tsvg "$out/workspace.dot" -o "$out/workspace.svg"
echo "graph: $out/workspace.svg (from $out/workspace.dot)"
