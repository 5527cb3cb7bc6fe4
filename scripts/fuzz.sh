#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz with AddressSanitizer and runs each for SECONDS seconds,
# starting from the committed seeds and regression inputs. Prints one line per harness and fails if any
# harness crashed, naming the input that did it.
# Usage: scripts/fuzz.sh [SECONDS] [HARNESS …]      (make fuzz SECONDS=60)
#
# Inputs libFuzzer finds are kept in Tests/Fuzz/.build-fuzz/corpus/<harness> (ignored by git, reused by the
# next run); crashing inputs are written to Tests/Fuzz/artifacts/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${1:-60}"
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(json cli page diff terminal registry)
if ! [[ "$duration" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz: SECONDS must be a positive whole number, got '$duration'" >&2
  exit 2
fi

package=Tests/Fuzz
scratch="$package/.build-fuzz"
artifacts="$package/artifacts"
swift="${SWIFT:-swift}"

# SwiftPM's --sanitize=fuzzer links libFuzzer's main but does not instrument the sources for coverage;
# -Xswiftc -sanitize=fuzzer does that, for the harnesses and the packages they test alike.
echo "==> build the fuzz harnesses (release, libFuzzer, AddressSanitizer)"
"$swift" build --package-path "$package" --scratch-path "$scratch" -c release \
  --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -warnings-as-errors
bin="$("$swift" build --package-path "$package" --scratch-path "$scratch" -c release --show-bin-path \
  --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -warnings-as-errors)"

mkdir -p "$artifacts"
# The Swift runtime's backtracer would hold a crashing harness for seconds; libFuzzer reports the crash.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
failed=0
summary=()
for harness in "${harnesses[@]}"; do
  executable="$bin/fuzz-$harness"
  seeds="$package/corpus/$harness"
  if [ ! -x "$executable" ] || [ ! -d "$seeds" ]; then
    echo "fuzz: no harness '$harness'; harnesses: json cli page diff terminal registry" >&2
    exit 2
  fi
  options=(-max_total_time="$duration" -timeout=10 -print_final_stats=1 -artifact_prefix="$artifacts/$harness-")
  dictionary="$package/dictionaries/$harness.dict"
  [ -f "$dictionary" ] && options+=(-dict="$dictionary")
  found="$scratch/corpus/$harness"
  mkdir -p "$found"
  regressions=()
  for input in "$package"/corpus/regressions/"$harness"-*; do
    [ -f "$input" ] && regressions+=("$input")
  done
  log="$scratch/fuzz-$harness.log"
  before="$(find "$artifacts" -maxdepth 1 -type f -name "$harness-*" | wc -l)"
  echo "==> fuzz $harness for $duration s (log: $log)"
  start="$(date +%s)"
  status=0
  # Regression inputs are replayed first: a fixed crash that comes back fails at once.
  if [ ${#regressions[@]} -gt 0 ]; then
    "$executable" "${regressions[@]}" >"$log.regressions" 2>&1 || status=$?
  fi
  if [ "$status" -eq 0 ]; then
    "$executable" "${options[@]}" "$found" "$seeds" >"$log" 2>&1 || status=$?
  else
    cp "$log.regressions" "$log"
  fi
  elapsed=$(($(date +%s) - start))
  executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  crashes=$(($(find "$artifacts" -maxdepth 1 -type f -name "$harness-*" | wc -l) - before))
  if [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ]; then crashes=1; fi
  line="fuzz $harness: ${executions:-0} executions in $elapsed s, $crashes crashes"
  summary+=("$line")
  if [ "$status" -ne 0 ]; then
    failed=1
    # The check that failed, and the input's bytes in Base64 where libFuzzer prints them: a CI log alone
    # reproduces the crash (`base64 -d`).
    grep -E 'Fatal error|ERROR:|SUMMARY|Test unit written|Running:|^Base64:' "$log" | head -n 10 >&2 || true
  fi
done

printf '%s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
  echo "fuzz: a harness crashed; see $artifacts and Tests/Fuzz/README.md" >&2
  exit 1
fi
