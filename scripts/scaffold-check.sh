#!/usr/bin/env bash
# Proves the scaffolds and the dependency check in a scratch copy of the workspace:
# generates Packages/Cart, a section kind in Store and one in Cart, and pages that show them; builds Cart
# alone as its team would, runs the whole suite (`make test`) with all of it in place, calls Cart and shows
# the pages through the app, checks that bad or taken names are refused without changes, and that check-deps
# catches each kind of violation and names the file.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
scripts/copy-workspace.sh "$scratch"
cd "$scratch"

step() { echo "==> scaffold-check: $*"; }
fail() { echo "scaffold-check: FAILED: $*" >&2; exit 1; }

step "make component NAME=Cart"
make --no-print-directory component NAME=Cart
[ -f Packages/Cart/Sources/CartInterface/CartDefine.swift ] || fail "CartDefine.swift was not created"
[ -f Packages/Cart/Sources/CartInterface/ComponentService+Cart.swift ] || fail "the typed wrapper was not created"
grep -q 'public var cart: CartClient' Packages/Cart/Sources/CartInterface/ComponentService+Cart.swift ||
  fail "the typed wrapper is not service.cart"
! grep -rqi 'template' Packages/Cart || fail "Packages/Cart still mentions the template: $(grep -rli template Packages/Cart)"

snapshot() { find Packages App Workspace.md -path '*/.build*' -prune -o -type f -print0 | sort -z | xargs -0 md5sum; }
before="$(snapshot)"
# Taken, not an identifier, a module's name, one of the test umbrella's names, spelled as a string by another
# package (check-deps would fail), reached as a keyword (service.class), one that would add a type the app has
# (App's MissingTerminalCells), too long.
for bad in Cart cart 9Lives Cart-X Store App "" Pages WorkspaceTests WorkspaceTestsPrograms Workspace \
  WorkspaceTestsPackage WorkspaceTestsPackageDiscovered Class Missing \
  "$(printf 'X%.0s' {1..41})"; do
  step "make component NAME='${bad:0:41}' is refused"
  if make --no-print-directory component NAME="$bad" 2>/dev/null; then fail "NAME='$bad' was accepted"; fi
  [ "$(snapshot)" == "$before" ] || fail "refusing NAME='$bad' changed the workspace"
done
step "a NAME in the environment is not a component's name"
if NAME=Basket make --no-print-directory component 2>/dev/null; then fail "NAME=Basket from the environment was used"; fi
[ "$(snapshot)" == "$before" ] || fail "a NAME in the environment changed the workspace"
step "make does not expand a \$(...) in a value"
make --no-print-directory help NAME="\$(shell touch $scratch/expanded)" KINDS="\$(shell touch $scratch/expanded)" >/dev/null
if make --no-print-directory component NAME="\$(shell touch $scratch/expanded)" 2>/dev/null; then fail "NAME='\$(shell …)' was accepted"; fi
[ ! -e "$scratch/expanded" ] || fail "make expanded a \$(shell …) given as NAME or KINDS"

step "make section NAME=Deals IN=Store, and NAME=Picks IN=Cart in the component just made"
make --no-print-directory section NAME=Deals IN=Store | tee "$scratch/section.out"
grep -qF "make page NAME=deals KINDS=store.deals" "$scratch/section.out" || fail "make section's next step does not name the kind in full"
make --no-print-directory section NAME=Picks IN=Cart
for file in Packages/Store/Sources/Store/Sections/StoreDealsSection.swift \
  Packages/Store/Sources/StoreTerminal/StoreDealsCells.swift Packages/Store/Tests/StoreTests/StoreDealsSectionTests.swift \
  Packages/Store/Tests/StoreTerminalTests/StoreDealsCellsTests.swift Packages/Cart/Sources/Cart/Sections/CartPicksSection.swift; do
  [ -f "$file" ] || fail "$file was not created"
done
grep -q 'static let kind = "store.deals"' Packages/Store/Sources/Store/Sections/StoreDealsSection.swift ||
  fail "StoreDealsSection's kind is not store.deals"
grep -q 'StoreDealsSection.make(from:' Packages/Store/Sources/Store/StoreRegistration.swift || fail "Store does not register Deals"
grep -q 'StoreDealsCells.row()' Packages/Store/Sources/StoreTerminal/StoreTerminalCells.swift ||
  fail "StoreTerminal does not register the Deals cells"
! grep -rqi 'template' Packages/Store Packages/Cart || fail "a generated file mentions the template: $(grep -rli template Packages/Store Packages/Cart)"

step "make page NAME=deals"
make --no-print-directory page NAME=deals
grep -q '"kind": "store.deals"' Packages/CMS/Sources/CMS/Resources/Pages/deals.json || fail "the page deals does not use store.deals"
make --no-print-directory page NAME=picks-and-deals KINDS=cart.picks,store.deals,store.nearby
make --no-print-directory page NAME=deals-thrice KINDS=store.deals,store.deals,store.deals
[ "$(grep -o '"id": "[^"]*"' Packages/CMS/Sources/CMS/Resources/Pages/deals-thrice.json | tr '\n' ' ')" = \
  '"id": "deals-thrice" "id": "deals" "id": "store.deals" "id": "store.deals-2" ' ] ||
  fail "a kind given three times is not deals, store.deals, store.deals-2: $(cat Packages/CMS/Sources/CMS/Resources/Pages/deals-thrice.json)"

before="$(snapshot)"
refused() { # what, make arguments...: the command must fail and change nothing
  local what="$1"
  shift
  step "$what is refused"
  if make --no-print-directory "$@" 2>/dev/null; then fail "$what was accepted"; fi
  [ "$(snapshot)" == "$before" ] || fail "refusing $what changed the workspace"
}
refused "make section NAME=Deals IN=Store again" section NAME=Deals IN=Store
refused "a section kind another package spells (nearby)" section NAME=Nearby IN=Store
refused "a lowercase section name" section NAME=deals IN=Feed
refused "a section name that is not an identifier" section NAME=9Lives IN=Feed
refused "a section without a package" section NAME=Offers
refused "a package that does not exist" section NAME=Offers IN=Nope
refused "a package without sections (CMS)" section NAME=Offers IN=CMS
refused "the template as the package" section NAME=Offers IN=Template
refused "make page NAME=deals again" page NAME=deals
refused "a page id with capitals" page NAME=Deals
refused "a page id with a slash" page NAME=a/b
refused "a page whose kind no package declares" page NAME=offers KINDS=store.offers
refused "a page of a kind of items, not of sections (feed.empty)" page NAME=offers KINDS=feed.empty
refused "a page of a kind of PageKit's items (pagekit.title)" page NAME=offers KINDS=pagekit.title
refused "a page whose kinds end with a comma" page NAME=offers KINDS=store.nearby,
refused "a page without a kind named like it" page NAME=offers

step "the generated code is formatted and follows the rules"
swift format lint --strict --recursive Packages/Cart Packages/Store App
make --no-print-directory check-deps

step "build Packages/Cart alone, as its team does"
swift build --package-path Packages/Cart -Xswiftc -warnings-as-errors 2>&1 | tail -n 1

step "make test: the whole suite with Cart in place"
make --no-print-directory test

step "call Cart by name through the app"
app="$(make --no-print-directory -s print-app)"
output="$("$app" call Cart greet person=Ada)"
[[ "$output" == *'"greeting": "Hello, Ada!"'* ]] || fail "app call Cart greet answered: $output"
# Captured first: `app list | grep -q` would fail under pipefail when grep exits at the match and the
# app's next line meets a closed pipe.
listing="$("$app" list)"
grep -q '^Cart — ' <<<"$listing" || fail "app list does not show Cart: $listing"

step "app page deals and app page picks-and-deals show the new sections"
page="$("$app" page deals --width 40)"
[[ "$page" == *"── Deals ─"* && "$page" == *"Nothing here yet"* ]] || fail "app page deals showed: $page"
page="$("$app" page picks-and-deals --width 40)"
[ "$(grep -c '^Nothing here yet$' <<<"$page")" = 2 ] && [[ "$page" == *"── Picks and deals ─"* ]] &&
  [[ "$page" != *"error: "* && "$page" != *"warning: "* ]] ||
  fail "app page picks-and-deals showed: $page"

step "make test-changed chooses Cart, the app and the end-to-end tests for a change in Cart; nothing for docs"
selection() { # changed files, one per line: what test-changed would test, a package and its test modules a line
  scripts/workspace-graph.sh affected --only "$(make --no-print-directory -s print-packages)" <<<"$1" 2>/dev/null
}
choose() { # changed files, one per line: the packages test-changed would choose, on one line
  selection "$1" | cut -d ' ' -f 1 | tr '\n' ' '
}
chosen="$(choose Packages/Cart/Sources/Cart/CartComponent.swift)"
[ "$chosen" == "Packages/Cart App Tests/EndToEnd " ] || fail "a change in Cart chose: $chosen"
# Of the app, only the executable links Cart: its tests of AppCore do not run; the end-to-end tests do.
tests="$(selection Packages/Cart/Sources/Cart/CartComponent.swift | tr '\n' '|')"
[ "$tests" == "Packages/Cart CartTests CartTerminalTests|App|Tests/EndToEnd EndToEndTests|" ] ||
  fail "a change in Cart ran the tests: $tests"
chosen="$(choose "$(printf 'Packages/Cart/README.md\nWorkspace.md\ndocs/bad-input.md')")"
[ -z "$chosen" ] || fail "a change to docs chose: $chosen"
chosen="$(choose Packages/ComponentService/Package.swift)"
[[ "$chosen" == "Packages/ComponentService "*"Packages/Cart "*"App Tests/EndToEnd " && "$chosen" != *PageKit* ]] ||
  fail "a change in ComponentService chose: $chosen"

expect_violation() { # file, line to append, text the report must contain
  local file="$1" line="$2" expected="$3"
  cp "$file" "$file.orig"
  printf '%s\n' "$line" >> "$file"
  if report="$(make --no-print-directory check-deps 2>&1)"; then fail "check-deps accepted: $line in $file"; fi
  [[ "$report" == *"$file"* && "$report" == *"$expected"* ]] || fail "check-deps did not name $file: $report"
  mv "$file.orig" "$file"
}
expect_clean() { # file, line to append that check-deps must accept
  local file="$1" line="$2"
  cp "$file" "$file.orig"
  printf '%s\n' "$line" >> "$file"
  report="$(make --no-print-directory check-deps 2>&1)" || fail "check-deps refused: $line in $file: $report"
  mv "$file.orig" "$file"
}
step "check-deps catches each kind of violation"
expect_clean Packages/Cart/Sources/Cart/CartComponent.swift 'let note = "print (a page), write(2, x)"'
expect_clean Packages/Cart/Sources/Cart/CartComponent.swift 'func send(_ bits: Bits) { bits . write(1, count: 3) }'
expect_clean Packages/Cart/Sources/Cart/CartComponent.swift 'let raw = #"a "print(x)" b"#'
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift "import Store" "implementation of another package"
expect_violation Packages/Cart/Sources/CartInterface/CartDefine.swift "import MainInterface" "may import only ComponentService"
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift 'let target = "Store"' 'the name of the Store component'
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift \
  'let call = (StoreDefine.name, "detail")' 'a command of Store'
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift 'func trace() { print("cart") }' 'calls print('
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift 'func trace() { print ("cart") }' 'calls print('
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift 'let end = #"\"#; func trace() { print("cart") }' \
  'calls print('
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift 'func trace() { _ = Glibc.write(2, "!", 1) }' \
  'calls write(1 or 2, ...)'
expect_violation Packages/Cart/Sources/Cart/CartComponent.swift \
  'let log = FileHandle(fileDescriptor: STDOUT_FILENO)' 'calls FileHandle(fileDescriptor: 1 or 2)'
expect_violation Packages/Cart/Sources/CartTerminal/CartListCells.swift 'let log = FileHandle.standardError' \
  'calls FileHandle.standardError'
perl -0pi -e 's/(name: "CartInterface",\s*dependencies: \[[^\]]*)\]/$1, "Extra"]/' Packages/Cart/Package.swift
grep -q '"Extra"' Packages/Cart/Package.swift || fail "could not add a dependency to CartInterface"
if report="$(make --no-print-directory check-deps 2>&1)"; then fail "check-deps accepted an interface dependency"; fi
[[ "$report" == *"Packages/Cart/Package.swift"* ]] || fail "check-deps did not name Package.swift: $report"

echo "scaffold-check: passed"
