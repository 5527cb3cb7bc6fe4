# Shared by scripts/instructions.sh and scripts/perf-check.sh: valgrind where it is missing, and counts that
# hardly drift from run to run (instructions and heap allocations, by callgrind) of one harness workload.
# Source it from Tests/Benchmarks; `build_harnesses` sets `bin`, and the caller sets `profiles` (a directory
# for the callgrind profiles).

# A failure inside `$(...)` stops the script too, so that no count is read from a run that failed.
shopt -s inherit_errexit

# Installs valgrind with apt-get where it is missing and this user may; exits 1 where it cannot.
ensure_valgrind() { # caller's name, for messages
  command -v valgrind >/dev/null && return 0
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "$1: installing valgrind (apt-get install valgrind)" >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; } >/dev/null 2>&1 ||
      { echo "$1: apt-get could not install valgrind" >&2; exit 1; }
  else
    echo "$1: valgrind is missing; install it (apt-get install valgrind)" >&2
    exit 1
  fi
}

# Builds the counting harnesses (BusInstructions, PageInstructions) in release and sets `bin` to where they are.
build_harnesses() { # caller's name, for messages
  echo "$1: building BusInstructions and PageInstructions (release)" >&2
  # Planned anew each time: SwiftPM does not notice a file added to a package this one depends on, such as a
  # new source of PageKit, when it reuses its plan. A plan costs a second or two here, beside release builds.
  swift build -c release --disable-build-manifest-caching --product BusInstructions >&2
  swift build -c release --disable-build-manifest-caching --product PageInstructions >&2
  bin="$(swift build -c release --show-bin-path)"
}

# Runs HARNESS's WORKLOAD COUNT times under callgrind and prints two numbers: the instructions it counted
# and the calls it made to the C allocator (malloc, calloc, realloc and the aligned forms), which is every
# heap allocation Swift makes. Usage: callgrind_count HARNESS WORKLOAD COUNT
callgrind_count() {
  local out="$profiles/$2.$3.out"
  # Dictionaries hash the same in every run, so that two runs differ only in the number of repetitions.
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$bin/$1" "$2" "$3" \
    >/dev/null 2>"$out.log" || { cat "$out.log" >&2; echo "callgrind: $1 $2 $3 failed" >&2; exit 1; }
  # Callgrind names each function once, as `(id) name` on an `fn=` or a `cfn=` line, then by `(id)` alone;
  # a `calls=` line counts the calls of the function named by the `cfn=` line before it.
  awk '
    /^(summary|totals):/ && instructions == "" { instructions = $2 }
    /^c?fn=/ {
      id = $1; sub(/^c?fn=/, "", id)
      if (NF > 1) { name = $2; names[id] = name } else { name = names[id] }
    }
    /^cfn=/ { allocator = name ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$/ }
    /^calls=/ && allocator { split($1, call, "="); allocations += call[2] }
    END { print instructions, allocations + 0 }
  ' "$out"
}

# The instructions and allocations of one repetition of HARNESS's WORKLOAD, from K1 and K2 repetitions, so
# that start-up and the first run cancel out. Usage: per_run HARNESS WORKLOAD K1 K2
# (Assign its output before reading it, `counts="$(per_run ...)"`: a failure in a command's argument would
# not stop the script.)
per_run() {
  local first second runs=$(($4 - $3))
  first="$(callgrind_count "$1" "$2" "$3")"
  second="$(callgrind_count "$1" "$2" "$4")"
  read -r -a first <<<"$first"
  read -r -a second <<<"$second"
  echo "$(((second[0] - first[0] + runs / 2) / runs)) $(((second[1] - first[1] + runs / 2) / runs))"
}
