#!/usr/bin/env bash
# Runs the benchmarks with package-benchmark and prints the table of figures, each against its baseline from
# the same run; writes it to Tests/Benchmarks/results/latest.md. Usage: scripts/bench.sh (make bench)
set -euo pipefail
cd "$(dirname "$0")/../Tests/Benchmarks"

export_dir=.build/bench-export
rm -rf "$export_dir"
mkdir -p "$export_dir"
swift package --allow-writing-to-directory "$export_dir" benchmark --format histogramPercentiles --path "$export_dir" \
  --no-progress
machine="$(uname -srm), $(nproc) cores, $(swift --version 2>&1 | sed -n 1p), $(date -u +%Y-%m-%d)"
swift run -c release BenchReport "$export_dir" results/latest.md "$machine"
