#!/usr/bin/env bash
# Adds a page configuration that the CMS component serves: Packages/CMS/Sources/CMS/Resources/Pages/NAME.json,
# with a title and one section of each kind in KINDS (by default the one kind named NAME, such as
# `store.deals` for NAME=deals, which `make section NAME=Deals IN=Store` added).
# Usage: scripts/new-page.sh NAME [KINDS]      (make page NAME=deals [KINDS=store.deals,feed.list])
# Refuses, changing nothing, a name that is not a page id or is taken, and a kind no package declares as a
# section kind.
set -euo pipefail
cd "$(dirname "$0")/.."

name="${1:-}"
kinds="${2:-}"
pages=Packages/CMS/Sources/CMS/Resources/Pages
fail() { echo "make page: $*" >&2; exit 2; }

[ -n "$name" ] || fail "give a name: make page NAME=deals"
[[ "$name" =~ ^[a-z0-9][a-z0-9-]{0,59}$ ]] ||
  fail "'$name' is not a page id: use 1 to 60 of a-z, 0-9 and '-', starting with a letter or a digit, such as deals or top-picks"
[ -d "$pages" ] || fail "the CMS has lost its pages directory, $pages"
[ ! -e "$pages/$name.json" ] || fail "the page '$name' is taken: $pages/$name.json exists"

# A section kind is declared in a component's sources (a package with an Interface target; the core packages
# declare none) as a string literal given to `kind` or to a name ending in `SectionKind`, as the scaffolds and
# the shipped components write them: `static let kind = "store.deals"`, `static let nearbySectionKind =
# "store.nearby"`. The kinds of items (`rowKind`, `emptyKind`, PageKit's `SectionTitle.kind`) are not section
# kinds, and a page that named one would show a section that failed.
declared() {
  local interface components=()
  for interface in Packages/*/Sources/*Interface; do [ -d "$interface" ] && components+=("$(dirname "$interface")"); done
  [ "${#components[@]}" -gt 0 ] || return 0
  grep -rhoE "(\b[Kk]ind|SectionKind)( *: *String)? *= *\"[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*\"" "${components[@]}" \
    --include='*.swift' | grep -oE "\"[^\"]+\"\$" | tr -d '"' | sort -u
}
known="$(declared)"
if [ -z "$kinds" ]; then
  camel="$(sed -E 's/-([a-z0-9])/\U\1/g' <<<"$name")"
  kinds="$(grep -E "\.${camel}\$" <<<"$known" || true)"
  if [ -z "$kinds" ]; then
    # A kind's last part is a lowerCamelCase word: suggest one only when the name makes one.
    [[ "$camel" =~ ^[a-z][A-Za-z0-9]*$ ]] ||
      fail "no section kind can be named after '$name'; say which kinds the page shows: make page NAME=$name KINDS=store.nearby"
    fail "no section kind is named '$camel' (such as store.$camel); say which kinds the page shows: make page NAME=$name KINDS=store.nearby"
  fi
  [ "$(grep -c . <<<"$kinds")" = 1 ] ||
    fail "several section kinds are named '$camel' ($(tr '\n' ' ' <<<"$kinds")); say which: make page NAME=$name KINDS=$(head -n 1 <<<"$kinds")"
fi
sections=()
ids=()
IFS=',' read -r -a wanted <<<"$kinds"
# read drops an empty last field, which a trailing comma makes: refused as an empty first one is.
[[ "$kinds" != *, ]] || fail "'' is not a section kind (such as store.deals)"
[ "${#wanted[@]}" -gt 0 ] || fail "KINDS is empty"
title="$(sed -E 's/-+/ /g; s/^ +| +$//g; s/^(.)/\U\1/' <<<"$name")"
[ -n "$title" ] || title="$name"
for kind in "${wanted[@]}"; do
  [[ "$kind" =~ ^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$ ]] || fail "'$kind' is not a section kind (such as store.deals)"
  grep -qxF "$kind" <<<"$known" || fail "no package declares the section kind '$kind'"
  # The kind's last part, then the kind, then the kind numbered from 2: each section's id is its own.
  id="${kind#*.}"
  count=1
  while printf '%s\n' "${ids[@]+"${ids[@]}"}" | grep -qxF "$id"; do
    if [ "$id" = "${kind#*.}" ]; then
      id="$kind"
    else
      count=$((count + 1))
      id="$kind-$count"
    fi
  done
  ids+=("$id")
  sections+=("    { \"id\": \"$id\", \"kind\": \"$kind\", \"data\": { \"title\": \"$title\" } }")
done

{
  echo "{"
  echo "  \"id\": \"$name\","
  echo "  \"title\": \"$title\","
  echo "  \"sections\": ["
  for index in "${!sections[@]}"; do
    if [ "$index" -lt $((${#sections[@]} - 1)) ]; then echo "${sections[$index]},"; else echo "${sections[$index]}"; fi
  done
  echo "  ]"
  echo "}"
} >"$pages/$name.json"

echo "Added the page '$name', served by the CMS: $pages/$name.json"
printf '  section %s\n' "${wanted[@]}"
echo "Next: fill in each section's data (a section whose data is missing shows what it needs), then make run, or app page $name"
