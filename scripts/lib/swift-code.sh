# Shared by scripts/check-deps.sh and scripts/new-component.sh: where Swift code spells a string; sourced, not run.

# code_lines DIRECTORY LITERAL: file:line:text of each line of Swift code (not a comment) under DIRECTORY that
# spells LITERAL as a string, "LITERAL".
code_lines() {
  grep -rnF --include='*.swift' --exclude-dir='.build*' "\"$2\"" "$1" 2>/dev/null |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true
}
