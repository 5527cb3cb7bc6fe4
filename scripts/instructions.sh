#!/usr/bin/env bash
# Counts instructions with callgrind, which counts the same on any quiet or busy machine: the bus calls
# (Tests/Benchmarks' BusInstructions) and the page engine's snapshot build + diff, one-item update and cold
# build (PageInstructions); and the lines of ComponentService's sources outside Values/. Each workload runs
# twice under valgrind, K1 and K2 times, and its figure is (Ir(K2) - Ir(K1)) / (K2 - K1), so that start-up
# and the first run cancel out. Writes the table to
# Tests/Benchmarks/results/instructions.md and keeps the profiles in Tests/Benchmarks/.build/callgrind for
# callgrind_annotate. Installs valgrind with apt-get where it is missing and this user may.
# Usage: scripts/instructions.sh      (make bench-instructions)
set -euo pipefail
cd "$(dirname "$0")/../Tests/Benchmarks"

source ../../scripts/lib/callgrind.sh
ensure_valgrind instructions

build_harnesses instructions
profiles=.build/callgrind
mkdir -p "$profiles"

# The instructions of one repetition of HARNESS's WORKLOAD, from K1 and K2 repetitions.
instructions_per_run() {
  local counts
  counts="$(per_run "$@")"
  echo "${counts%% *}"
}

machine="$(uname -srm), $(nproc) cores, $(swift --version 2>&1 | sed -n 1p), $(valgrind --version), $(date -u +%Y-%m-%d)"
table=(
  "# Instructions"
  ""
  "Machine: $machine"
  ""
  "Counted by callgrind, release builds, deterministic hashing: (Ir of K2 runs - Ir of K1 runs) / (K2 - K1), so"
  "that start-up cancels out. \`make bench-instructions\` (\`scripts/instructions.sh\`)."
)
met=0
total=0
# A row: figure, value, target (a number it must not exceed, or - for context).
row() {
  if [ "$3" = "-" ]; then
    table+=("| $1 | $2 | — (context) | — |")
    return
  fi
  total=$((total + 1))
  local verdict="**no**"
  if [ "$2" -le "$3" ]; then verdict=yes; met=$((met + 1)); fi
  table+=("| $1 | $2 | ≤ $3 | $verdict |")
}

echo "instructions: the bus" >&2
table+=("" "## The bus (per call; K1 = 2,000, K2 = 12,000)" "" "| figure | instructions | target | met |" "|---|---|---|---|")
# workload, figure, target
for line in \
  "typed|typed sync call of the Echo component (its wrapper)|3000" \
  "raw|dictionary call by name|2500" \
  "direct|direct call of the same work through a protocol|-" \
  "direct-payload|the same, reading and answering payloads|-" \
  "unknown|dictionary call of an unknown component|-"; do
  IFS='|' read -r workload figure target <<<"$line"
  value="$(instructions_per_run BusInstructions "$workload" 2000 12000)"
  row "$figure" "$value" "$target"
done

# Not an instruction count, but as deterministic: the size of the bus's core, which a newcomer should read in
# one sitting. Values/ (payloads, JSON, coding) is left out.
table+=("" "## The bus's sources" "" "| figure | lines | target | met |" "|---|---|---|---|")
lines="$(find ../../Packages/ComponentService/Sources -name '*.swift' -not -path '*/Values/*' -exec cat {} + | wc -l)"
row "ComponentService's sources outside \`Values/\` (\`wc -l\`)" "$((lines))" 1600

echo "instructions: the page engine" >&2
table+=("" "## The page engine (per run)" "" "| figure | instructions | target | met |" "|---|---|---|---|")
value="$(instructions_per_run PageInstructions diff-a 2 6)"
row "new snapshot of workload A (5,000 items, 1,000 deleted, 1,000 inserted, 200 moved) built and diffed" \
  "$value" 5000000
value="$(instructions_per_run PageInstructions diff-shuffled 1 3)"
row "new snapshot of 10,000 items fully shuffled built and diffed" "$value" 11000000
# A page update's count varies a little from run to run with the scheduling of the engine's background work:
# averaged over 20 updates.
update="$(instructions_per_run PageInstructions page-update 2 22)"
cold="$(instructions_per_run PageInstructions page-cold 1 3)"
row "update changing 1 item of a 10,000-item page (100 sections × 100), with the terminal host's frame" "$update" -
row "cold build of that page: JSON decoded, sections built, sized, laid out, first frame" "$cold" -
# The update at most 1/40 of the cold build: update × 40 ≤ cold.
total=$((total + 1))
ratio="$(awk -v u="$update" -v c="$cold" 'BEGIN { printf "1/%.1f", c / u }')"
if [ $((update * 40)) -le "$cold" ]; then verdict=yes; met=$((met + 1)); else verdict="**no**"; fi
table+=("| that update against the cold build | $ratio | ≤ 1/40 | $verdict |")

table+=("" "$met of $total targets met. Where something costs more than it should, read its profile:"
  "\`callgrind_annotate --inclusive=yes Tests/Benchmarks/$profiles/WORKLOAD.K2.out\`.")
printf '%s\n' "${table[@]}" | tee results/instructions.md
