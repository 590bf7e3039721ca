#!/usr/bin/env bash
set -e
SNIP="$(dirname "$0")/snippets/env.sh"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -q '# >>> devzona >>>' "$rc" && continue
  { echo; echo '# >>> devzona >>>'; cat "$SNIP"; echo '# <<< devzona <<<'; } >> "$rc"
  echo "добавлено в $rc"
done
