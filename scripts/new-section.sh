#!/usr/bin/env bash
# Adds a section kind to a package, from the template's list section (Packages/Template, `template.list`):
# for NAME=Deals IN=Store, StoreDealsSection (kind `store.deals`) with its data, factory and view model in
# the Store target, its terminal cells in StoreTerminal, their tests in StoreTests and StoreTerminalTests,
# and both registered at the package's `// scaffold: sections` and `// scaffold: cells` markers.
# Usage: scripts/new-section.sh NAME IN      (make section NAME=Deals IN=Store)
# Refuses, changing nothing, a name that is not an UpperCamelCase identifier or is taken in the package or
# as a kind, and a package that has no sections the app registers.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/scaffold.sh

name="${1:-}"
package="${2:-}"
fail() { echo "make section: $*" >&2; exit 2; }
lower_first() { echo "$(echo "${1:0:1}" | tr '[:upper:]' '[:lower:]')${1:1}"; }

[ -n "$name" ] && [ -n "$package" ] || fail "give a name and a package: make section NAME=Deals IN=Store"
[[ "$name" =~ ^[A-Z][A-Za-z0-9]{0,39}$ ]] ||
  fail "'$name' is not a valid section name: use an UpperCamelCase Swift identifier of at most 40 characters, such as Deals or TopPicks"
[[ "$package" =~ ^[A-Z][A-Za-z0-9]*$ ]] && [ -f "Packages/$package/Package.swift" ] ||
  fail "'$package' is not a package of this workspace (there is no Packages/$package/Package.swift)"
[ "$package" != Template ] || fail "Packages/Template is the source of every section; add the section to another package"
without_template_word "$name"

source_dir="Packages/$package/Sources/$package"
terminal_dir="Packages/$package/Sources/${package}Terminal"
tests_dir="Packages/$package/Tests/${package}Tests"
terminal_tests_dir="Packages/$package/Tests/${package}TerminalTests"
for dir in "$source_dir" "$terminal_dir" "$tests_dir" "$terminal_tests_dir"; do
  [ -d "$dir" ] || fail "Packages/$package has no page sections: $dir is missing (a package with sections has the targets $package, ${package}Terminal and their tests)"
done
marked() { # directory, marker: the one file under it holding the marker
  local files
  files="$(grep -rlF --include='*.swift' -- "$2" "$1" || true)"
  [ "$(grep -c . <<<"$files")" = 1 ] ||
    fail "Packages/$package has no page sections the app registers: no single file under $1 holds '$2'"
  echo "$files"
}
sections_file="$(marked "$source_dir" "// scaffold: sections")"
cells_file="$(marked "$terminal_dir" "// scaffold: cells")"
grep -qF "${package}Registration.registerSections(" App/Sources/app/ComponentRegistry.swift ||
  fail "the app does not register the sections of Packages/$package (App/Sources/app/ComponentRegistry.swift)"

type="$package$name"
kind="$(lower_first "$package").$(lower_first "$name")"
grep -rqF "\"$kind\"" Packages/*/Sources App/Sources --include='*.swift' && fail "the section kind '$kind' is taken"
grep -rqF "\"$kind." Packages/*/Sources App/Sources --include='*.swift' && fail "the section kind '$kind' is taken: its item kinds are"
grep -rqE "\b${type}(Section|Row|EmptyRow|Cells)\b" "Packages/$package" --include='*.swift' &&
  fail "Packages/$package already has a type named ${type}Section, ${type}Row, ${type}EmptyRow or ${type}Cells"

# The template's section files and where each goes.
copies=()
add_copies() { # template directory, target directory
  local file
  for file in "$1"/TemplateList*.swift; do
    [ -f "$file" ] || fail "the template has lost its section files ($1/TemplateList*.swift)"
    copies+=("$file|$2/${type}${file##*/TemplateList}")
  done
}
add_copies Packages/Template/Sources/Template/Sections "$source_dir/Sections"
add_copies Packages/Template/Sources/TemplateTerminal "$terminal_dir"
add_copies Packages/Template/Tests/TemplateTests "$tests_dir"
add_copies Packages/Template/Tests/TemplateTerminalTests "$terminal_tests_dir"
for copy in "${copies[@]}"; do
  [ ! -e "${copy#*|}" ] || fail "${copy#*|} already exists"
done

# From here on, undo everything if any step fails.
backup="$(mktemp -d)"
cp "$sections_file" "$backup/sections.swift"
cp "$cells_file" "$backup/cells.swift"
created=()
rollback() {
  rm -f "${created[@]}"
  cp "$backup/sections.swift" "$sections_file"
  cp "$backup/cells.swift" "$cells_file"
  rm -f "$sections_file.new" "$cells_file.new"
  echo "make section: failed; nothing was changed" >&2
}
trap rollback ERR
trap 'rollback; exit 130' INT TERM HUP

lower_package="$(lower_first "$package")"
for copy in "${copies[@]}"; do
  target="${copy#*|}"
  mkdir -p "$(dirname "$target")"
  created+=("$target")
  sed "s/TemplateList/$type/g; s/template\\.list/$kind/g; s/Template/$package/g; s/template/$lower_package/g" \
    "${copy%%|*}" >"$target"
done

insert_before "$sections_file" "// scaffold: sections" \
  "        try registry.register(kind: ${type}Section.kind) { configuration in try ${type}Section.make(from: configuration) }"
insert_before "$cells_file" "// scaffold: cells" \
  "        try cells.register(kind: ${type}Section.rowKind) { ${type}Cells.row() }"
insert_before "$cells_file" "// scaffold: cells" \
  "        try cells.register(kind: ${type}Section.emptyKind) { ${type}Cells.empty() }"
swift format --in-place "${created[@]}" "$sections_file" "$cells_file"
trap - ERR INT TERM HUP
rm -rf "$backup"

echo "Added the section kind '$kind' to Packages/$package:"
printf '  %s\n' "${created[@]}"
echo "Registered it:"
echo "  $sections_file: ${type}Section under '$kind'"
echo "  $cells_file: the terminal cells of its rows"
# The kind in full: another package may have a section kind of the same last part. The page's name is the
# section's in kebab case, cut to the 60 characters a page id may have.
page="$(lower_first "$name" | sed 's/\([A-Z]\)/-\1/g' | tr '[:upper:]' '[:lower:]' | cut -c1-60 | sed 's/-*$//')"
echo "Next: make page NAME=$page KINDS=$kind puts it on a page; make test PKG=Packages/$package"
