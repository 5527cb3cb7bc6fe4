#!/usr/bin/env bash
# Counts the instructions of one bus call with callgrind, which counts the same on any quiet or busy
# machine: runs Tests/Benchmarks' BusInstructions under valgrind twice per workload, with K1 and K2 calls,
# and prints (Ir(K2) - Ir(K1)) / (K2 - K1), so that start-up and the first call cancel out. Writes the table
# to Tests/Benchmarks/results/instructions.md and keeps the K2 profiles in Tests/Benchmarks/.build/callgrind
# for callgrind_annotate. Installs valgrind with apt-get where it is missing and this user may.
# Usage: scripts/bus-instructions.sh [K1 K2]     (defaults 2000 12000)
set -euo pipefail
cd "$(dirname "$0")/../Tests/Benchmarks"

k1="${1:-2000}"
k2="${2:-12000}"
[[ "$k1" =~ ^[0-9]+$ && "$k2" =~ ^[0-9]+$ ]] && [ "${#k1}" -le 7 ] && [ "${#k2}" -le 7 ] && [ "$k2" -gt "$k1" ] ||
  { echo "bus-instructions: K1 and K2 must be whole numbers below 10,000,000 with K2 > K1" >&2; exit 2; }

if ! command -v valgrind >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "bus-instructions: installing valgrind (apt-get install valgrind)" >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; } >/dev/null 2>&1 ||
      { echo "bus-instructions: apt-get could not install valgrind" >&2; exit 1; }
  else
    echo "bus-instructions: valgrind is missing; install it (apt-get install valgrind)" >&2
    exit 1
  fi
fi

echo "bus-instructions: building BusInstructions (release)" >&2
swift build -c release --product BusInstructions >&2
tool="$(swift build -c release --show-bin-path)/BusInstructions"
profiles=.build/callgrind
mkdir -p "$profiles"

# The instructions callgrind counted in a run of WORKLOAD with COUNT calls.
instructions() {
  local out="$profiles/$1.$2.out"
  # Dictionaries hash the same in every run, so that two runs differ only in the number of calls.
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$tool" "$1" "$2" \
    >/dev/null 2>"$out.log" || { cat "$out.log" >&2; echo "bus-instructions: $1 $2 failed" >&2; exit 1; }
  awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

# workload, figure, target (instructions per call, or - for context)
workloads=(
  "typed|typed sync call of the Echo component (its wrapper)|3000"
  "raw|dictionary call by name|2500"
  "direct|direct call of the same work through a protocol|-"
  "direct-payload|the same, reading and answering payloads|-"
  "unknown|dictionary call of an unknown component|-"
)
machine="$(uname -srm), $(nproc) cores, $(swift --version 2>&1 | sed -n 1p), $(valgrind --version), $(date -u +%Y-%m-%d)"
table=(
  "# Instructions per bus call"
  ""
  "Machine: $machine"
  ""
  "Instructions counted by callgrind: (Ir of $k2 calls - Ir of $k1 calls) / $((k2 - k1)), start-up cancelled out;"
  "release build, deterministic hashing. \`scripts/bus-instructions.sh\`"
  ""
  "| figure | instructions/call | target | met |"
  "|---|---|---|---|"
)
met=0
total=0
for row in "${workloads[@]}"; do
  IFS='|' read -r workload figure target <<<"$row"
  echo "bus-instructions: $workload" >&2
  first="$(instructions "$workload" "$k1")"
  second="$(instructions "$workload" "$k2")"
  per_call=$(((second - first + (k2 - k1) / 2) / (k2 - k1)))
  if [ "$target" = "-" ]; then
    table+=("| $figure | $per_call | — (context) | — |")
  else
    total=$((total + 1))
    if [ "$per_call" -le "$target" ]; then
      verdict=yes
      met=$((met + 1))
    else
      verdict="**no**"
    fi
    table+=("| $figure | $per_call | ≤ $target | $verdict |")
  fi
done
table+=("" "$met of $total targets met. Where a call costs more than it should, read its profile:"
  "\`callgrind_annotate --inclusive=yes Tests/Benchmarks/$profiles/WORKLOAD.$k2.out\`.")
printf '%s\n' "${table[@]}" | tee results/instructions.md
