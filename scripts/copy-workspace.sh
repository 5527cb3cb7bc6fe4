#!/usr/bin/env bash
# Copies the working tree as it is into DEST: tracked and new files, less those deleted but not yet
# committed, and nothing git ignores (no build products). Usage: scripts/copy-workspace.sh DEST
set -euo pipefail
dest="${1:?usage: scripts/copy-workspace.sh DEST}"
cd "$(dirname "$0")/.."
mkdir -p "$dest"
git ls-files -z --cached --others --exclude-standard | perl -0ne 'chomp; print "$_\0" if -e' |
  xargs -0 tar cf - | tar xf - -C "$dest"
