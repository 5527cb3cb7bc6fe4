#!/usr/bin/env bash
# The performance gate: counts that hardly drift from run to run (instructions and heap allocations, by
# callgrind) of the key single-threaded paths, each against its committed threshold. Prints a table of
# figure, count, threshold and headroom, and exits 1 if any count is over its threshold.
#
# Usage: scripts/perf-check.sh           (make perf-check) checks every figure against
#                                        Tests/Benchmarks/perf/thresholds.tsv
#        scripts/perf-check.sh --set     (make perf-thresholds) counts every figure RUNS times (default 5),
#                                        writes each threshold 10% above the highest count, rounded down,
#                                        and the spread to Tests/Benchmarks/results/perf-check.md
set -euo pipefail
cd "$(dirname "$0")/../Tests/Benchmarks"
source ../../scripts/lib/callgrind.sh

mode=check
case "${1:-}" in
  "") ;;
  --set) mode=set ;;
  *) echo "usage: scripts/perf-check.sh [--set]" >&2; exit 2 ;;
esac
runs="${RUNS:-5}"
thresholds=perf/thresholds.tsv
results=results/perf-check.md

# The figures: key, harness, workload, K1, K2 (per_run's repetitions), and what it is. The key names the
# figure in the thresholds file. A page update's counts vary a little from run to run with the scheduling
# of the engine's background work (up to 15% of its allocations in one repetition), so it is averaged over 20.
figures=(
  "typed-call|BusInstructions|typed|2000|12000|typed sync call of the README-style Echo component (its wrapper)"
  "raw-call|BusInstructions|raw|2000|12000|dictionary call of the same command by name"
  "unknown-call|BusInstructions|unknown|2000|12000|dictionary call of a component that is not registered"
  "diff-a|PageInstructions|diff-a|2|6|snapshot of workload A (5,000 items: 1,000 deleted, 1,000 inserted, 200 moved) built and diffed"
  "page-update|PageInstructions|page-update|2|22|update of one item of a 10,000-item page, with the terminal host's frame"
  "page-cold|PageInstructions|page-cold|1|3|cold build of that page: decoded, built, sized, laid out, first frame"
)

ensure_valgrind perf-check
build_harnesses perf-check
profiles=.build/perf-check
mkdir -p "$profiles" perf

# 1,234,567 for a count.
grouped() {
  awk -v n="$1" 'BEGIN { s = n ""; out = ""; while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }; print s out }'
}

if [ "$mode" = set ]; then
  machine="$(uname -srm), $(nproc) cores, $(swift --version 2>&1 | sed -n 1p), $(valgrind --version), $(date -u +%Y-%m-%d)"
  rows=()
  printf '# key\tinstructions\tallocations\n' >"$thresholds.new"
  for line in "${figures[@]}"; do
    IFS='|' read -r key harness workload k1 k2 figure <<<"$line"
    echo "perf-check: $key, $runs runs" >&2
    instructions=()
    allocations=()
    for _ in $(seq "$runs"); do
      counts="$(per_run "$harness" "$workload" "$k1" "$k2")"
      read -r i a <<<"$counts"
      instructions+=("$i")
      allocations+=("$a")
    done
    read -r i_low i_high <<<"$(printf '%s\n' "${instructions[@]}" | sort -n | sed -n '1p;$p' | tr '\n' ' ')"
    read -r a_low a_high <<<"$(printf '%s\n' "${allocations[@]}" | sort -n | sed -n '1p;$p' | tr '\n' ' ')"
    i_limit=$((i_high * 11 / 10))
    a_limit=$((a_high * 11 / 10))
    printf '%s\t%s\t%s\n' "$key" "$i_limit" "$a_limit" >>"$thresholds.new"
    rows+=("| $figure | $(grouped "$i_low") – $(grouped "$i_high") | $(grouped "$i_limit") | $(grouped "$a_low") – $(grouped "$a_high") | $(grouped "$a_limit") |")
  done
  mv "$thresholds.new" "$thresholds"
  {
    echo "# Performance gate"
    echo
    echo "Machine: $machine"
    echo
    echo "\`make perf-check\` counts each figure once with callgrind and fails when a count is over its"
    echo "threshold in \`Tests/Benchmarks/perf/thresholds.tsv\`. Counts are per repetition of the workload, in a"
    echo "release build with deterministic hashing: (count of K2 repetitions - count of K1) / (K2 - K1), so that"
    echo "start-up cancels out; allocations are calls of the C allocator. \`make perf-thresholds\` counts each"
    echo "figure $runs times and sets each threshold 10% above the highest count, as below."
    echo
    echo "| figure | instructions, $runs runs | threshold | allocations, $runs runs | threshold |"
    echo "|---|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
  } >"$results"
  cat "$results"
  exit 0
fi

[ -f "$thresholds" ] || { echo "perf-check: no $thresholds; make perf-thresholds writes it" >&2; exit 2; }
declare -A instruction_limit=() allocation_limit=()
while IFS=$'\t' read -r key i a; do
  [[ "$key" == \#* || -z "$key" ]] && continue
  [[ "$i" =~ ^[0-9]+$ && "$a" =~ ^[0-9]+$ ]] ||
    { echo "perf-check: $thresholds: '$key' needs two whole numbers, instructions and allocations" >&2; exit 2; }
  instruction_limit[$key]="$i"
  allocation_limit[$key]="$a"
done <"$thresholds"

breaches=0
headroom() { # count, threshold: how far under the threshold the count is, as a share of the threshold
  awk -v c="$1" -v t="$2" 'BEGIN { if (t == 0) { print (c == 0 ? "0%" : "over"); exit } printf "%+.1f%%", (t - c) * 100 / t }'
}
table=("| figure | instructions | threshold | headroom | allocations | threshold | headroom |" "|---|---|---|---|---|---|---|")
for line in "${figures[@]}"; do
  IFS='|' read -r key harness workload k1 k2 figure <<<"$line"
  if [ -z "${instruction_limit[$key]+set}" ]; then
    echo "perf-check: $thresholds has no threshold for $key; make perf-thresholds sets them" >&2
    exit 2
  fi
  echo "perf-check: $key" >&2
  counts="$(per_run "$harness" "$workload" "$k1" "$k2")"
  read -r i a <<<"$counts"
  [[ "$i" =~ ^[0-9]+$ && "$a" =~ ^[0-9]+$ ]] || { echo "perf-check: $key counted '$counts'" >&2; exit 1; }
  i_limit="${instruction_limit[$key]}"
  a_limit="${allocation_limit[$key]}"
  over=()
  if [ "$i" -gt "$i_limit" ]; then over+=("instructions $(grouped "$i") > $(grouped "$i_limit")"); fi
  if [ "$a" -gt "$a_limit" ]; then over+=("allocations $(grouped "$a") > $(grouped "$a_limit")"); fi
  if [ "${#over[@]}" -gt 0 ]; then
    breaches=$((breaches + 1))
    printf -v joined '%s, ' "${over[@]}"
    echo "perf-check: $key over its threshold: ${joined%, }" >&2
  fi
  table+=("| $figure | $(grouped "$i") | $(grouped "$i_limit") | $(headroom "$i" "$i_limit") | $(grouped "$a") | $(grouped "$a_limit") | $(headroom "$a" "$a_limit") |")
done
printf '%s\n' "${table[@]}"
if [ "$breaches" -gt 0 ]; then
  echo "perf-check: $breaches of ${#figures[@]} figures over their thresholds" >&2
  echo "perf-check: read a profile with callgrind_annotate --inclusive=yes Tests/Benchmarks/$profiles/WORKLOAD.K2.out" >&2
  exit 1
fi
echo "perf-check: ${#figures[@]} of ${#figures[@]} figures within their thresholds"
