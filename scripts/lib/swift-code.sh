# Shared by scripts/check-deps.sh and scripts/new-component.sh: where Swift code spells a string; sourced, not run.

# code_lines_spelling PATTERNS DIRECTORY...: file:line:text of each line of Swift code (not a comment) under the
# DIRECTORYs that holds any of the fixed strings of the file PATTERNS (one per line; - reads them from standard
# input). A directory that does not exist holds none.
code_lines_spelling() {
  local patterns="$1"
  shift
  { grep -rnF --include='*.swift' --exclude-dir='.build*' -f "$patterns" "$@" 2>/dev/null || true; } |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true
}

# code_lines LITERAL DIRECTORY...: the same for one string spelled as a string literal, "LITERAL".
code_lines() {
  local literal="$1"
  shift
  printf '"%s"\n' "$literal" | code_lines_spelling - "$@"
}
