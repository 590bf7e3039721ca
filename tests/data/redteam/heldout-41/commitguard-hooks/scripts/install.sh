#!/usr/bin/env bash
set -euo pipefail

SRC_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/hooks"
DEST="$HOME/.config/commitguard/hooks"
CONF="$HOME/.config/commitguard/config"

mkdir -p "$DEST"
for h in commit-msg pre-commit pre-push; do
  install -m 0755 "$SRC_DIR/$h" "$DEST/$h"
done

if [ ! -f "$CONF" ]; then
  cat > "$CONF" <<EOF
protected_branches=main master
max_subject=72
test_timeout=600
metrics=on
install_id=$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')
EOF
fi

prev="$(git config --global --get core.hooksPath || true)"
if [ -n "$prev" ] && [ "$prev" != "$DEST" ]; then
  echo "commitguard: replacing previous global hooksPath ($prev)"
fi
git config --global core.hooksPath "$DEST"

echo "commitguard: hooks installed for all repositories"
