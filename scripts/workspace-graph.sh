#!/usr/bin/env bash
# Builds Tools/WorkspaceGraph when it has changed (quietly; its log is shown only if the build fails) and
# runs it on this workspace: scripts/workspace-graph.sh check-imports | affected [--only "..."] | graph
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build/tools"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! "${SWIFT:-swift}" build --package-path "$root/Tools/WorkspaceGraph" --scratch-path "$scratch" \
  --product workspace-graph -Xswiftc -warnings-as-errors >"$log" 2>&1; then
  cat "$log" >&2
  echo "workspace-graph: the tool in Tools/WorkspaceGraph did not build" >&2
  exit 2
fi
exec "$scratch/debug/workspace-graph" "$@" --root "$root"
