#!/usr/bin/env bash
# Runs the benchmarks with package-benchmark and prints the table of figures, each against its baseline from
# the same run; writes it to Tests/Benchmarks/results/latest.md. Usage: scripts/bench.sh (make bench)
# With benchmark targets named (scripts/bench.sh BusBenchmarks RegistrationBenchmarks), runs only those and
# writes the table, the others' rows "not run", to Tests/Benchmarks/.build/bench-partial.md instead.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Benchmarks"

export_dir=.build/bench-export
output=results/latest.md
filters=()
for target in "$@"; do
  filters+=(--target "$target")
  output=.build/bench-partial.md
done
rm -rf "$export_dir"
mkdir -p "$export_dir"
swift package --allow-writing-to-directory "$export_dir" benchmark ${filters[@]+"${filters[@]}"} \
  --format histogramPercentiles --path "$export_dir" --no-progress
machine="$(uname -srm), $(nproc) cores, $(swift --version 2>&1 | sed -n 1p), $(date -u +%Y-%m-%d)"
swift run -c release BenchReport "$export_dir" "$output" "$machine"
