# Helpers of the scaffolds (scripts/new-component.sh, scripts/new-section.sh); sourced, not run.

# insert_before FILE MARKER LINE: puts LINE before every line of FILE that contains MARKER.
insert_before() {
  awk -v marker="$2" -v line="$3" 'index($0, marker) { print line } { print }' "$1" >"$1.new" && mv "$1.new" "$1"
}

# without_template_word NAME: fails (through the script's own `fail`) when NAME holds "template" in any case, the
# word the template's files are written with, which the scaffold's text replacement would garble.
without_template_word() {
  [[ "${1,,}" != *template* ]] ||
    fail "'$1' holds 'template', the word the template's files are written with: choose another name"
}
