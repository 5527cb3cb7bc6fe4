# Helpers of the scaffolds (scripts/new-component.sh, scripts/new-section.sh); sourced, not run.

# insert_before FILE MARKER LINE: puts LINE before every line of FILE that contains MARKER.
insert_before() {
  awk -v marker="$2" -v line="$3" 'index($0, marker) { print line } { print }' "$1" >"$1.new" && mv "$1.new" "$1"
}
