#!/usr/bin/env bash
# Builds or tests packages in one scratch directory that they all share, so that each module is compiled
# once per run however many packages depend on it. Every package is run even when another one fails; the
# run ends with the packages that failed, by name, and exits 1 if there are any.
#
# Usage: scripts/run-packages.sh [--keep-umbrella] [--tests "MODULE..."] MODE SCRATCH PACKAGE...
#          (make build, test, test-tsan, test-asan; make test-changed with --keep-umbrella and --tests)
#   MODE     build (swift build), test (the tests of every package, from one shared test build where they
#            can join it, else swift test; swift build for a package without tests), tsan or asan (test
#            under ThreadSanitizer or AddressSanitizer)
#   SCRATCH  the shared scratch directory; one per configuration, since a sanitizer changes every module
#   --keep-umbrella  build the shared test build the scratch directory has, with the packages given added
#            (below)
#   --tests  run only these test modules: a package in the shared test build with none of them among its own
#            is built there, and its tests are skipped (make test-changed gives no such package, but the
#            umbrella it keeps may hold one); a package tested alone from the start, whose modules the
#            umbrella does not list, runs all of its tests
# Environment: SWIFT (default swift), STRICT_FLAGS (default -Xswiftc -warnings-as-errors), JOBS (how many
# packages' tests run side by side; default one per processor).
set -uo pipefail
cd "$(dirname "$0")/.."

keep_umbrella=false
selected=false
declare -A selected_modules=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --keep-umbrella) keep_umbrella=true ;;
    --tests)
      [ "$#" -ge 2 ] || { echo "run-packages: --tests needs a list of test modules" >&2; exit 2; }
      selected=true
      read -r -a listed <<<"$2"
      for module in "${listed[@]}"; do selected_modules[$module]=1; done
      shift
      ;;
    *) break ;;
  esac
  shift
done
mode="${1:-}"
scratch="${2:-}"
shift 2 || true
swift="${SWIFT:-swift}"
read -r -a strict <<<"${STRICT_FLAGS--Xswiftc -warnings-as-errors}"
usage() {
  echo "run-packages: $*" >&2
  echo "usage: scripts/run-packages.sh [--keep-umbrella] [--tests \"MODULE...\"] build|test|tsan|asan SCRATCH PACKAGE..." >&2
  exit 2
}

case "$mode" in
  build | test) sanitize=() ;;
  tsan) sanitize=(--sanitize=thread) ;;
  asan) sanitize=(--sanitize=address) ;;
  *) usage "unknown mode '$mode'" ;;
esac
[ -n "$scratch" ] || usage "give a scratch directory"
[ "$#" -gt 0 ] || usage "give at least one package"
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
[[ "$jobs" =~ ^[1-9][0-9]{0,2}$ ]] || usage "JOBS must be a whole number from 1 to 999, not '$jobs'"
# Each package once, by its path as the manifests' reader names it: Packages/Store for ./Packages/Store/.
declare -A seen=()
given=()
for package in "$@"; do
  while [[ "$package" == ./* ]]; do package="${package#./}"; done
  while [[ "$package" == */ ]]; do package="${package%/}"; done
  case "$package" in
    "" | . | /* | .. | ../* | */.. | */../*)
      usage "'$package': name a package by its path from the workspace root, such as Packages/Store" ;;
  esac
  [ -f "$package/Package.swift" ] || usage "$package is not a package (no $package/Package.swift)"
  [ -n "${seen[$package]+set}" ] || given+=("$package")
  seen[$package]=1
done
set -- "${given[@]}"
# The Makefile and the scripts pass package paths as words: a package whose path holds a space would be
# taken for several.
spaced="$(find Packages App Tests Tools -maxdepth 2 -name Package.swift -path '*[[:space:]]*' 2>/dev/null | sed -n 1p)"
[ -z "$spaced" ] || {
  echo "run-packages: the package ${spaced%/Package.swift} has whitespace in its path, and the workspace's commands take package paths as words: rename its folder" >&2
  exit 2
}
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
# The Swift driver leaves a TemporaryDirectory.XXXXXX in the temporary directory each time it runs, dozens
# to hundreds per run, and removes none: SwiftPM and the tests get a temporary directory of their own in the
# scratch directory, where each run removes what the earlier ones left. The driver stops with an internal
# error on a temporary directory whose path holds a byte outside ASCII, so a scratch directory under such a
# path has its temporary directory in the system's instead, named after the scratch directory.
if LC_ALL=C grep -q '[^ -~]' <<<"$scratch"; then
  export TMPDIR="${TMPDIR:-/tmp}/workspace-tmp-$(printf '%s' "$scratch" | cksum | cut -d ' ' -f 1)"
else
  export TMPDIR="$scratch/tmp"
fi
mkdir -p "$TMPDIR"
find "$TMPDIR" -mindepth 1 -maxdepth 1 -name 'TemporaryDirectory.*' -exec rm -rf {} +
# Links with the toolchain's own lld where it has one, instead of the system's gold: the shared test binary
# of 61 packages (100 MB with full debug information) then links in 0.7 s instead of 1.2 s.
linker=()
swift_path="$(command -v "$swift" 2>/dev/null)" && [ -x "$(dirname "$(readlink -f "$swift_path")")/ld.lld" ] &&
  linker=(-Xswiftc -use-ld=lld)
# Debug information as line tables only: backtraces, sanitizer reports and a debugger's stepping still name
# the file and line, and the shared test binary of those 61 packages is 77 MB instead of 103 MB, which takes
# about a quarter of a second off a `make test-changed` after a change inside a function's body. A debugger
# that shows variables needs the full information of a package's own build: swift build --package-path
# Packages/X.
debug_info=(-Xswiftc -gline-tables-only)
# The same flags for every package, so that a module one package built is reused by the next. (The index
# store stays on: on Linux `swift test` reads it to find XCTest tests.)
shared=(--scratch-path "$scratch" "${sanitize[@]}" "${strict[@]}" "${linker[@]}" "${debug_info[@]}")

# The end-to-end tests run the app as a user would, the one built here in the same configuration.
export APP_BINARY="$scratch/debug/app"
case "$mode" in
  tsan) export TSAN_OPTIONS=halt_on_error=1 ;;
  asan)
    # LeakSanitizer stays on. Suppressed: the toolchain's XCTest runner (which every `swift test` starts),
    # and what Foundation's Process.run leaves in a cycle (swift-corelibs-foundation#3260) for the processes
    # the end-to-end tests start on a pseudo-terminal and those workspace-graph starts.
    printf 'leak:libXCTest.so\nleak:PseudoTerminal\nleak:s10Foundation7ProcessC3runyyKF\n' >"$scratch/lsan-suppressions.txt"
    export LSAN_OPTIONS="suppressions=$scratch/lsan-suppressions.txt"
    ;;
esac

# SwiftPM keeps the manifests it has evaluated under the whole environment: a variable that differs from one
# command to the next has every manifest of the workspace evaluated again, about 8 s at 60 packages. make
# exports its own variables (MAKEFLAGS, ...) and the command line's (`make test-changed BASE=main` exports
# BASE), the shell its OLDPWD, SHLVL and _: SwiftPM runs without them, and without the workspace's make
# variables, which reach the scripts as arguments or have been read here already.
changing=(MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES MAKE_TERMOUT MAKE_TERMERR OLDPWD SHLVL _
  BASE PKG N NAME IN KINDS SECONDS JOBS SWIFT STRICT_FLAGS SCRATCH PACKAGES TSAN_PACKAGES)
without_changing=()
for name in "${changing[@]}"; do without_changing+=(-u "$name"); done

# SwiftPM keeps its plan of the last build in the scratch directory (debug.yaml) and uses it again for as long
# as the inputs the plan lists are unchanged: the manifest and the source directories of the package it was
# made for, nothing else. With the same flags and environment, it would build one package with the plan of
# another (`make test PKG=Packages/Main` after `make build PKG=App` built the app, ran an old test binary and
# passed with no test of Main in it), and miss a file added to a package the one built depends on, or a change
# in its manifest. So a plan is used again only for the package it was made for, and while the workspace's file
# names and manifests are those it was made with; otherwise SwiftPM plans anew (--disable-build-manifest-caching),
# about a second, two at 60 packages.
plan_names="$scratch/plan-file-names"
file_names() { # a fingerprint of the names of the workspace's files and the contents of its manifests
  {
    find Packages App Tests Tools -name .build -prune -o -name '.build-*' -prune -o -type f -print | LC_ALL=C sort
    # SwiftPM reads a Package@swift-X.swift in place of Package.swift where its version suits.
    find Packages App Tests Tools -maxdepth 2 \( -name Package.swift -o -name 'Package@swift-*.swift' \) -print0 |
      LC_ALL=C sort -z | xargs -0 cksum
  } | cksum
}
plan_is_for() { # manifest: whether the plan in the scratch directory was made for the package of that manifest
  awk -v manifest="\"$1\"" '
    /^  "PackageStructure":$/ { structure = 1; next }
    structure && /^    inputs:/ { found = index($0, manifest) > 0; exit }
    END { exit !found }
  ' "$scratch/debug.yaml" 2>/dev/null
}
swiftpm() { # build|test ... --package-path PACKAGE ...: SwiftPM, with a plan made for PACKAGE
  local argument package="" previous="" names replan=()
  for argument in "$@"; do
    [ "$previous" = --package-path ] && package="$argument"
    previous="$argument"
  done
  names="$(file_names)"
  # The path as given and with its links resolved, either of which SwiftPM may have recorded.
  if [ -z "$package" ] || ! { plan_is_for "$(cd "$package" && pwd)/Package.swift" ||
    plan_is_for "$(cd "$package" && pwd -P)/Package.swift"; } ||
    [ "$(cat "$plan_names" 2>/dev/null)" != "$names" ]; then
    replan=(--disable-build-manifest-caching)
    # SwiftPM writes the new plan before it compiles: a build that then fails leaves a plan that matches no
    # fingerprint, so that the next run plans anew too.
    rm -f "$plan_names"
  fi
  env "${without_changing[@]}" "$swift" "$@" "${replan[@]}" || return
  [ "${#replan[@]}" = 0 ] || echo "$names" >"$plan_names"
}

packages() { [ "$1" = 1 ] && echo "1 package" || echo "$1 packages"; }
failed=()
started=$SECONDS
step() { # what, package, command...
  local what="$1" package="$2" began=$SECONDS
  shift 2
  echo "==> $what $package"
  if "$@"; then
    echo "==> $what $package: ok ($((SECONDS - began)) s)"
  else
    echo "==> $what $package: FAILED ($((SECONDS - began)) s)" >&2
    failed+=("$package")
    return 1
  fi
}

# To test, the packages' test targets are built as one package, which Tools/WorkspaceGraph declares in
# SCRATCH-umbrella/Package.swift (`workspace-graph umbrella`): one build graph for all of them and one test
# binary, instead of a test runner and a link per package. Each package's tests then run from that binary,
# filtered to its test targets, so a failure is still named by package.
# With --keep-umbrella (make test-changed), once the scratch directory holds a build, the umbrella keeps the
# packages it already builds (`workspace-graph umbrella --reuse`): SwiftPM plans the whole build again whenever
# the umbrella changes, and once more on the run after, about 1.5 s each at 60 packages, so make test-changed
# after a full make test builds what that built (all but the change is up to date) and runs only the packages
# given. When the kept packages do not build (a checkout or a pull can leave one that does not), the umbrella
# of the packages given alone is built instead.
# On an empty scratch directory there is no plan to keep, and the packages keep the order given, which also
# schedules the cold build (in a workspace of 61 packages, another order took a tenth longer). A package whose tests must build in
# their own package (XCTest, `package` symbols, resources or settings in a test target) is tested on its own
# with `swift test`, and so is every package if the shared test build fails, so that the failure is named.
# Whether a package has tests is the manifests' answer: a member of the umbrella, or a package tested alone;
# any other package has no test target and is built. (Only if the tool fails is a Tests folder taken for one.)
declare -A umbrella_targets=() tested_alone=()
umbrella_listed=false
umbrella="$scratch-umbrella"
write_umbrella() { # [--reuse]: writes the umbrella of the packages given and reads each one's test modules
  umbrella_targets=()
  tested_alone=()
  local listing word package modules
  listing="$(scripts/workspace-graph.sh umbrella --output "$umbrella" --only "${given[*]}" "$@")" || return 1
  while read -r word package modules; do
    case "$word" in
      member) umbrella_targets[$package]="$modules" ;;
      alone) tested_alone[$package]=1 ;;
    esac
  done <<<"$listing"
  umbrella_listed=true
}
has_tests() { # package
  if $umbrella_listed; then
    [ -n "${umbrella_targets[$1]+set}" ] || [ -n "${tested_alone[$1]+set}" ]
  else
    [ -d "$1/Tests" ]
  fi
}
reuse=()
if [ "$mode" != build ]; then
  $keep_umbrella && [ -e "$scratch/debug.yaml" ] && reuse=(--reuse)
  write_umbrella "${reuse[@]}" || echo "run-packages: workspace-graph umbrella failed; each package is tested alone" >&2
fi
umbrella_binary="$scratch/debug/WorkspaceTestsPackageTests.xctest"
run_umbrella_tests() { # test modules: runs their Swift Testing tests from the shared test binary, in one process
  local module filters=()
  for module in "$@"; do filters+=(--filter "^$module\\."); done
  "$umbrella_binary" --testing-library swift-testing "${filters[@]}" || {
    # 69: no test matched. A package's test targets without a test are taken for a mistake, such as a module
    # named otherwise than SwiftPM names it, rather than passed with nothing run.
    [ $? != 69 ] || echo "run-packages: no test ran: the shared test binary has none in $*" >&2
    return 1
  }
}

# The test modules of a package to run, one per line: all of its own, or with --tests those selected.
modules_to_run() { # package
  local module
  for module in ${umbrella_targets[$1]-}; do
    if ! $selected || [ -n "${selected_modules[$module]+set}" ]; then echo "$module"; fi
  done
}
skipped=()
skip() { # package: none of its tests is selected
  echo "==> test $1: skipped, none of its test targets depends on what changed"
  skipped+=("$1")
}

# Packages without tests are built, and the shared test build is made, before anything is tested.
declare -a members=() alone=()
for package in "$@"; do
  if [ "$mode" = build ] || ! has_tests "$package"; then
    step build "$package" swiftpm build --package-path "$package" "${shared[@]}"
  elif [ -n "${umbrella_targets[$package]+set}" ]; then
    members+=("$package")
  else
    alone+=("$package")
  fi
done
if [ "${#members[@]}" -gt 0 ]; then
  echo "==> build the tests of $(packages "${#members[@]}") as one package ($umbrella)"
  # Without XCTest, which no test target in it uses (one that does is tested alone): SwiftPM then does not
  # generate and compile the XCTest discovery of every test target again after each change.
  build_umbrella() { swiftpm build --build-tests --disable-xctest --package-path "$umbrella" "${shared[@]}"; }
  built=false
  if build_umbrella; then
    built=true
  elif [ "${#reuse[@]}" -gt 0 ] && write_umbrella; then
    # A package it kept may no longer build (after a checkout or a pull); the packages given may.
    echo "==> the shared test build of the kept packages failed: building the tests of $(packages "$#") only" >&2
    build_umbrella && built=true
  fi
  if ! $built; then
    echo "==> the shared test build failed: each package is tested alone, to name the ones that fail" >&2
    alone=("${members[@]}" "${alone[@]}")
    members=()
  fi
fi

# The packages in the shared test binary run side by side, JOBS at a time (default: one per processor),
# each into a log of its own that is shown whole, with the package's verdict, as soon as it ends.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
declare -A running=() started_at=()
finish() { # pid: shows the log of the package that process tested, and its verdict
  local package="${running[$1]}" status
  status="$(cat "$logs/$1.status" 2>/dev/null || echo 1)"
  echo "==> test $package"
  cat "$logs/$1.log"
  if [ "$status" = 0 ]; then
    echo "==> test $package: ok ($((SECONDS - started_at[$1])) s)"
  else
    echo "==> test $package: FAILED ($((SECONDS - started_at[$1])) s)" >&2
    failed+=("$package")
  fi
  unset "running[$1]"
}
for package in "${members[@]}"; do
  mapfile -t modules < <(modules_to_run "$package")
  if [ "${#modules[@]}" = 0 ]; then
    skip "$package"
    continue
  fi
  while [ "${#running[@]}" -ge "$jobs" ]; do
    wait -n -p done_pid
    finish "$done_pid"
  done
  (
    run_umbrella_tests "${modules[@]}" >"$logs/$BASHPID.log" 2>&1
    echo $? >"$logs/$BASHPID.status"
  ) &
  running[$!]="$package"
  started_at[$!]=$SECONDS
done
while [ "${#running[@]}" -gt 0 ]; do
  wait -n -p done_pid
  finish "$done_pid"
done

# A package whose tests must build in their own package (or every package, if the shared test build
# failed) is tested with `swift test`, one after another, since they share the scratch directory.
for package in "${alone[@]}"; do
  # With --tests, a package whose test modules are known (it left the shared test build when that failed)
  # runs the selected ones; one never in it runs all of its tests.
  filters=()
  if $selected && [ -n "${umbrella_targets[$package]+set}" ]; then
    mapfile -t modules < <(modules_to_run "$package")
    if [ "${#modules[@]}" = 0 ]; then
      skip "$package"
      continue
    fi
    for module in "${modules[@]}"; do filters+=(--filter "^$module\\."); done
  fi
  # The shared test build links the app for the end-to-end tests (their depends-on line); alone, they need
  # it built first.
  if [ "$package" = Tests/EndToEnd ]; then
    step "build the app for" "$package" swiftpm build --package-path App --product app "${shared[@]}" || continue
  fi
  step test "$package" swiftpm test --package-path "$package" "${shared[@]}" "${filters[@]}"
done

skipped_note=""
[ "${#skipped[@]}" = 0 ] || skipped_note=" ($(packages "${#skipped[@]}") with no test to run: ${skipped[*]})"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "run-packages: $mode: ${#failed[@]} of $(packages $#) failed in $((SECONDS - started)) s: ${failed[*]}$skipped_note" >&2
  exit 1
fi
echo "run-packages: $mode: $(packages $#) passed in $((SECONDS - started)) s$skipped_note"
