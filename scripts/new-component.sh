#!/usr/bin/env bash
# Creates Packages/NAME from Packages/Template and registers it in the app.
# Usage: scripts/new-component.sh NAME      (make component NAME=Cart)
# Refuses, changing nothing, a name that is taken or is not a valid Swift type name.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/scaffold.sh
source scripts/lib/swift-code.sh

name="${1:-}"
fail() { echo "make component: $*" >&2; exit 2; }

[ -n "$name" ] || fail "give a name: make component NAME=Cart"
[[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]] || fail "'$name' is not a valid component name: use an UpperCamelCase Swift identifier such as Cart or OrderHistory"
# Its longest file name, NAMEPackageDiscoveredTests and more in the build, must stay within the system's 255 bytes.
[ "${#name}" -le 40 ] || fail "'${name:0:40}…' is too long: a component name has at most 40 characters"
case "$name" in
  Any|Self|Type|Protocol|Template|App|AppCore|Foundation|Swift|Testing|Dispatch|ComponentService|PageKit|JSONParsing | \
    Glibc|Musl|Darwin|XCTest|Synchronization|Observation|RegexBuilder|Distributed|Cxx|CxxStdlib|SwiftShims | \
    CoreFoundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking|FoundationXML)
    fail "'$name' is reserved: it names a Swift, system or workspace module" ;;
esac
[ ! -e "Packages/$name" ] || fail "Packages/$name already exists"
without_template_word "$name"
# The modules the component brings must not have the name of a target, product or package of the workspace
# (SwiftPM refuses two targets of one name in one build: make component NAME=Page would add PageTerminal), nor
# of a module the toolchain ships (SwiftOnoneSupport, CDispatch, SwiftGlibc: the build would import the wrong
# one), nor of the package and target that make test's umbrella adds (WorkspaceTests, WorkspaceTestsPrograms,
# read from the tool that writes them) or of the test products SwiftPM names after it. Names are compared
# without case: SwiftPM knows a package by its folder's name in lower case, and a file system may not tell two
# cases apart.
declared="$(grep -ho 'name: *"[A-Za-z0-9_]*"' Packages/*/Package.swift App/Package.swift Tests/*/Package.swift Tools/*/Package.swift |
  sed 's/.*"\(.*\)"/\1/')"
umbrella_name() { # the string `static let NAME` holds in the tool that writes the umbrella
  sed -n "s/.*static let $1 = \"\([A-Za-z0-9_]*\)\".*/\1/p" Tools/WorkspaceGraph/Sources/WorkspaceGraph/TestUmbrella.swift
}
umbrella_package="$(umbrella_name packageName)"
umbrella_programs="$(umbrella_name programsTarget)"
[ -n "$umbrella_package" ] && [ -n "$umbrella_programs" ] ||
  fail "the test umbrella's names could not be read from Tools/WorkspaceGraph"
# SwiftPM names the umbrella's test products after its package.
umbrella="$(printf '%s\n' "$umbrella_package" "$umbrella_programs" "${umbrella_package}PackageTests" \
  "${umbrella_package}PackageDiscoveredTests")"
folders="$(for folder in Packages/*/ App/ Tests/*/ Tools/*/; do basename "$folder"; done)"
toolchain="$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")/../lib/swift"
toolchain_modules="$({
  find "$toolchain" -name '*.swiftmodule' -printf '%f\n' | sed 's/\.swiftmodule$//'
  find "$toolchain" -name '*.modulemap' -exec sed -n 's/^ *\(explicit \)\{0,1\}module \([A-Za-z0-9_]*\).*/\2/p' {} +
} 2>/dev/null || true)"
taken="$(printf '%s\n%s\n%s\n%s\n' "$declared" "$umbrella" "$folders" "$toolchain_modules" | tr '[:upper:]' '[:lower:]' | sort -u)"
for module in "$name" "${name}Interface" "${name}Terminal" "${name}Tests" "${name}TerminalTests"; do
  ! grep -qxF "${module,,}" <<<"$taken" ||
    fail "'$name' would add the module $module, a name the workspace or the toolchain already has (compared without case)"
done
lower="$(echo "${name:0:1}" | tr '[:upper:]' '[:lower:]')${name:1}"
# The typed wrapper is reached as service.<lower>, which a keyword cannot be.
case "$lower" in
  associatedtype|class|deinit|enum|extension|fileprivate|func|import|init|inout|internal|let|operator|private | \
    precedencegroup|protocol|public|rethrows|static|struct|subscript|typealias|var|break|case|catch|continue | \
    default|defer|do|else|fallthrough|for|guard|if|in|repeat|return|throw|switch|where|while|as|false|is|nil | \
    self|super|throws|true|try)
    fail "'$name' would be reached as service.$lower, and '$lower' is a Swift keyword: choose another name" ;;
esac
# make check-deps forbids a package to spell another component's name as a string: a name some package's code
# already spells would fail it.
spelled="$(code_lines "$name" Packages/*/Sources App/Sources | sed -n 1p | cut -d: -f1,2)"
[ -z "$spelled" ] ||
  fail "'$name' is spelled as a string at $spelled, and no package may spell a component's name (make check-deps)"
# The types the component declares (the template's, renamed) are named bare where another type of that name is in
# sight: the app's own (make component NAME=Missing would have the app call its MissingTerminalCells), or a public
# one of a package, which the app or the component imports. Either would shadow the component's or be ambiguous.
types="$(grep -rhoE '\b(struct|enum|class|protocol|typealias|actor) +Template[A-Za-z0-9_]*' Packages/Template/Sources |
  sed "s/.* Template/$name/" | sort -u)"
[ -n "$types" ] || fail "the template's types could not be read from Packages/Template/Sources"
declaration="\\b(struct|enum|class|protocol|typealias|actor) +($(paste -sd '|' <<<"$types"))\\b"
clash="$({
  grep -rnE --include='*.swift' "$declaration" App/Sources || true
  grep -rnE --include='*.swift' --exclude-dir='.build*' "(^|[^A-Za-z0-9_])(public|open)[[:space:]].*$declaration" \
    Packages/*/Sources || true
} 2>/dev/null | sed -n 1p)"
if [ -n "$clash" ]; then
  where="$(cut -d: -f1,2 <<<"$clash")"
  fail "'$name' would add the type $(grep -oE "$declaration" <<<"${clash#"$where":}" | sed -n 1p | awk '{print $2}'), which $where already declares: choose another name"
fi

registry=App/Sources/app/ComponentRegistry.swift
manifest=App/Package.swift
workspace=Workspace.md
for marker in "$manifest:// scaffold: packages" "$manifest:// scaffold: products" \
  "$registry:// scaffold: imports" "$registry:// scaffold: registrations" "$registry:// scaffold: sections" \
  "$registry:// scaffold: cells" "$workspace:<!-- scaffold: packages -->"; do
  grep -qF "${marker#*:}" "${marker%%:*}" || fail "${marker%%:*} has lost its marker '${marker#*:}'"
done

# From here on, undo everything if any step fails.
backup="$(mktemp -d)"
cp "$registry" "$manifest" "$workspace" "$backup/"
rollback() {
  rm -rf "Packages/$name"
  cp "$backup/$(basename "$registry")" "$registry"
  cp "$backup/$(basename "$manifest")" "$manifest"
  cp "$backup/$(basename "$workspace")" "$workspace"
  rm -f "$registry.new" "$manifest.new" "$workspace.new"
  rm -rf "$backup"
  echo "make component: failed; nothing was changed" >&2
}
trap rollback ERR
trap 'rollback; exit 130' INT TERM HUP

mkdir "Packages/$name"
(cd Packages/Template && find . -path './.build*' -prune -o -path './.swiftpm' -prune -o -type f -print) |
while IFS= read -r file; do
  target="Packages/$name/$(echo "${file#./}" | sed "s/Template/$name/g; s/template/$lower/g")"
  mkdir -p "$(dirname "$target")"
  sed "s/Template/$name/g; s/template/$lower/g" "Packages/Template/$file" > "$target"
done

insert_before "$manifest" "// scaffold: packages" "        .package(path: \"../Packages/$name\"),"
insert_before "$manifest" "// scaffold: products" "                .product(name: \"$name\", package: \"$name\"),"
insert_before "$manifest" "// scaffold: products" "                .product(name: \"${name}Terminal\", package: \"$name\"),"
insert_before "$registry" "// scaffold: imports" "import $name"
insert_before "$registry" "// scaffold: imports" "import ${name}Terminal"
insert_before "$registry" "// scaffold: registrations" "        try ${name}Registration.register(in: service)"
insert_before "$registry" "// scaffold: sections" "        try ${name}Registration.registerSections(in: sections, service: service)"
insert_before "$registry" "// scaffold: cells" "        try ${name}TerminalCells.register(in: &cells)"
insert_before "$workspace" "<!-- scaffold: packages -->" \
  "| [Packages/$name](Packages/$name/README.md) | the $name component (from the template: \`greet\`, \`asyncGreet\`, the \`$lower.list\` section) and its terminal cells (\`${name}Terminal\`) | ComponentService; PageKit (implementation); PageTerminal (\`${name}Terminal\`) |"
swift format --in-place --recursive "$registry" "Packages/$name"
trap - ERR INT TERM HUP
rm -rf "$backup"

echo "Created Packages/$name from Packages/Template:"
(cd "Packages/$name" && find . -type f | sed 's|^\./|  Packages/'"$name"'/|' | sort)
echo "Registered it in the app:"
echo "  $manifest: the package and its products $name and ${name}Terminal"
echo "  $registry: import $name and ${name}Terminal; the component, its sections and their terminal cells"
echo "  $workspace: a row in the packages table"
echo "Next: edit Packages/$name/Sources/${name}Interface/${name}Define.swift, then make test PKG=Packages/$name"
