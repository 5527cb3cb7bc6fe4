#!/usr/bin/env bash
# Counts instructions with callgrind, which counts the same on any quiet or busy machine: the bus calls
# (Tests/Benchmarks' BusInstructions) and the page engine's snapshot build + diff, one-item update and cold
# build (PageInstructions). Each workload runs twice under valgrind, K1 and K2 times, and its figure is
# (Ir(K2) - Ir(K1)) / (K2 - K1), so that start-up and the first run cancel out. Writes the table to
# Tests/Benchmarks/results/instructions.md and keeps the profiles in Tests/Benchmarks/.build/callgrind for
# callgrind_annotate. Installs valgrind with apt-get where it is missing and this user may.
# Usage: scripts/instructions.sh      (make bench-instructions)
set -euo pipefail
cd "$(dirname "$0")/../Tests/Benchmarks"

if ! command -v valgrind >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "instructions: installing valgrind (apt-get install valgrind)" >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; } >/dev/null 2>&1 ||
      { echo "instructions: apt-get could not install valgrind" >&2; exit 1; }
  else
    echo "instructions: valgrind is missing; install it (apt-get install valgrind)" >&2
    exit 1
  fi
fi

echo "instructions: building BusInstructions and PageInstructions (release)" >&2
swift build -c release --product BusInstructions >&2
swift build -c release --product PageInstructions >&2
bin="$(swift build -c release --show-bin-path)"
profiles=.build/callgrind
mkdir -p "$profiles"

# The instructions callgrind counted in a run of HARNESS's WORKLOAD, COUNT times.
count() {
  local out="$profiles/$2.$3.out"
  # Dictionaries hash the same in every run, so that two runs differ only in the number of repetitions.
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$bin/$1" "$2" "$3" \
    >/dev/null 2>"$out.log" || { cat "$out.log" >&2; echo "instructions: $1 $2 $3 failed" >&2; exit 1; }
  awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

# The instructions of one repetition of HARNESS's WORKLOAD, from K1 and K2 repetitions.
per_run() {
  local first second
  first="$(count "$1" "$2" "$3")"
  second="$(count "$1" "$2" "$4")"
  echo $(((second - first + ($4 - $3) / 2) / ($4 - $3)))
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
  row "$figure" "$(per_run BusInstructions "$workload" 2000 12000)" "$target"
done

echo "instructions: the page engine" >&2
table+=("" "## The page engine (per run)" "" "| figure | instructions | target | met |" "|---|---|---|---|")
row "new snapshot of workload A (5,000 items, 1,000 deleted, 1,000 inserted, 200 moved) built and diffed" \
  "$(per_run PageInstructions diff-a 2 6)" 5000000
row "new snapshot of 10,000 items fully shuffled built and diffed" "$(per_run PageInstructions diff-shuffled 1 3)" 11000000
update="$(per_run PageInstructions page-update 1 3)"
cold="$(per_run PageInstructions page-cold 1 3)"
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
