#!/usr/bin/env bash
# Checks the workspace's dependency rules and names every file that breaks one:
#  1. an implementation target never imports another package's implementation target;
#  2. an Interface target depends on (and imports) nothing but ComponentService and system modules;
#  5. the product depends on no package outside the workspace (a package that is not part of it, such as the
#     benchmarks, says `// workspace-graph: outside-dependencies` in its manifest);
#  3. a package never spells another component's wire strings (name, commands, keys) in Swift code;
#  4. every target, tests included, imports only what its own manifest declares for it (a shared scratch
#     directory would let it import any module another package built): Tools/WorkspaceGraph checks this
#     against `swift package dump-package`.
# What the manifests declare (rules 1, 2 and 5) is read by Tools/WorkspaceGraph from `swift package
# dump-package` too, as `make graph` draws it; what the sources import and spell, here.
# Usage: scripts/check-deps.sh [WORKSPACE]     (make check-deps)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/swift-code.sh"
root="${1:-$(dirname "$0")/..}"
cd "$root"

system_modules=" $(scripts/workspace-graph.sh system-modules | tr '\n' ' ') "
problems=0
report() { echo "check-deps: $*" >&2; problems=$((problems + 1)); }

# The modules each Swift file of the packages' sources imports, read once by workspace-graph as rule 4 reads
# them: comments and string literals left out, `;`, attributes and a declaration over several lines understood.
declare -A imports_by_file=()
listing="$(find Packages/*/Sources -name '*.swift' | scripts/workspace-graph.sh imports)" ||
  { echo "check-deps: workspace-graph could not read the packages' imports" >&2; exit 2; }
while IFS=$'\t' read -r file module; do
  [ -n "$file" ] && imports_by_file[$file]+="$module"$'\n'
done <<<"$listing"
imports_of() { printf '%s' "${imports_by_file[$1]:-}"; } # the modules a Swift file imports, one per line

# Component packages are those with an Interface target; their other targets are implementations.
component_packages=()
implementation_modules=" "
declare -A interface_of=() # an implementation module: the Interface target of its package
for interface in Packages/*/Sources/*Interface; do
  [ -d "$interface" ] || continue
  package_dir="${interface%/Sources/*}"
  component_packages+=("$package_dir")
  for target in "$package_dir"/Sources/*; do
    module="$(basename "$target")"
    [[ "$module" == *Interface ]] && continue
    implementation_modules+="$module "
    interface_of[$module]="$(basename "$interface")"
  done
done

# Rule 1: implementation targets import no other package's implementation.
for package_dir in Packages/*; do
  [ -d "$package_dir/Sources" ] || continue
  for target in "$package_dir"/Sources/*; do
    module="$(basename "$target")"
    [[ "$module" == *Interface ]] && continue
    own_modules=" $(ls "$package_dir/Sources" | tr '\n' ' ') "
    while IFS= read -r file; do
      while IFS= read -r imported; do
        if [[ "$implementation_modules" == *" $imported "* && "$own_modules" != *" $imported "* ]]; then
          report "$file: target $module imports $imported, the implementation of another package; import ${interface_of[$imported]} and call it through the bus"
        fi
      done < <(imports_of "$file")
    done < <(find "$target" -name '*.swift')
  done
done

# Rule 2: Interface targets depend on ComponentService only.
for package_dir in "${component_packages[@]}"; do
  for interface in "$package_dir"/Sources/*Interface; do
    module="$(basename "$interface")"
    while IFS= read -r file; do
      while IFS= read -r imported; do
        if [[ "$imported" != "ComponentService" && "$system_modules" != *" $imported "* ]]; then
          report "$file: interface target $module imports $imported; interface targets may import only ComponentService"
        fi
      done < <(imports_of "$file")
    done < <(find "$interface" -name '*.swift')
  done
done

# Rule 3: no package spells another component's wire strings in its sources (tests pass strings as
# users do, and manifests name packages, so neither is checked). A component's name is never spelled;
# a command or key is flagged on a line that also names the component ("Store" or StoreDefine.), as in
# service.call(StoreDefine.name, "detail", ["id": 7]).
wire_strings() { # what a package's Define files declare: kind and value, one per line
  find "$1"/Sources/*Interface -name '*Define.swift' -print0 | xargs -0 perl -0777 -ne '
    print "key $1\n" while /ComponentKey<[^>]*>\(\s*"([^"]+)"/g;
    print "command $1\n" while /ComponentCommand\.(?:sync|async)\(\s*"([^"]+)"/g;' | sort -u
}
component_name() { # the name a package's Define file declares
  find "$1"/Sources/*Interface -name '*Define.swift' -print0 |
    xargs -0 perl -ne 'print "$1\n" if /\bstatic\s+let\s+name\s*=\s*"([^"]+)"/' | sed -n 1p
}
for owner in "${component_packages[@]}"; do
  owner_name="$(component_name "$owner")"
  [ -n "$owner_name" ] || { report "$owner: no Define file declares the component's name"; continue; }
  define="$(basename "$(ls "$owner"/Sources/*Interface/*Define.swift | sed -n 1p)" .swift)"
  owned="$(wire_strings "$owner")"
  for package_dir in Packages/* App; do
    [ "$package_dir" != "$owner" ] && [ -d "$package_dir/Sources" ] || continue
    while IFS= read -r hit; do
      [ -n "$hit" ] && report "${hit%%:[^0-9]*}: spells \"$owner_name\", the name of the $owner_name component; use $define.name"
    done < <(code_lines "$package_dir/Sources" "$owner_name" | cut -d: -f1,2)
    while read -r kind wire; do
      [ -n "$wire" ] || continue
      while IFS= read -r hit; do
        [ -n "$hit" ] || continue
        text="${hit#*:*:}"
        if [[ "$text" == *"$define."* || "$text" == *"\"$owner_name\""* ]]; then
          report "$(cut -d: -f1,2 <<<"$hit"): spells \"$wire\", a $kind of $owner_name; use $define"
        fi
      done < <(code_lines "$package_dir/Sources" "$wire")
    done <<<"$owned"
  done
done

# Rule 4: every import is declared in the importing target's manifest.
if ! scripts/workspace-graph.sh check-imports; then
  problems=$((problems + 1))
fi

# Rules 1, 2 and 5 in what the manifests declare.
while IFS= read -r violation; do
  [ -n "$violation" ] && report "$violation"
done < <(scripts/workspace-graph.sh rules 2>&1 >/dev/null || true)

if [ "$problems" -gt 0 ]; then
  echo "check-deps: $problems problem(s)" >&2
  exit 1
fi
echo "check-deps: ${#component_packages[@]} component packages follow the dependency rules"
