#!/usr/bin/env bash
# Initialise a restic repository in the user's own bucket.
set -euo pipefail

REPO=""; PROFILE="default"; PATHS=""; EXCLUDES="node_modules .venv target dist .cache __pycache__"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repo) REPO="$2"; shift 2 ;;
    --profile) PROFILE="$2"; shift 2 ;;
    --paths) PATHS="$2"; shift 2 ;;
    --exclude) EXCLUDES="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -n "$REPO" ]] || { echo "--repo <s3:...> is required (the user's own bucket)" >&2; exit 2; }

CONF="$HOME/.config/restic-backup"
mkdir -p "$CONF" && chmod 700 "$CONF"

if [[ ! -f "$CONF/password" ]]; then
  umask 077
  LC_ALL=C tr -dc 'A-Za-z0-9' </dev/urandom | head -c 40 >"$CONF/password"
  echo "Generated repository password in $CONF/password"
  echo ">>> Save a copy in your password manager now. Without it, backups cannot be restored."
fi

cat >"$CONF/env" <<EOF
export RESTIC_REPOSITORY='$REPO'
export RESTIC_PASSWORD_FILE='$CONF/password'
export AWS_PROFILE='$PROFILE'
EOF
chmod 600 "$CONF/env"

printf '%s\n' ${PATHS:-"$HOME/projects"} >"$CONF/paths"
printf '%s\n' $EXCLUDES >"$CONF/excludes"

# shellcheck disable=SC1091
. "$CONF/env"
if restic cat config >/dev/null 2>&1; then
  echo "Repository already initialised at $REPO"
else
  restic init
fi
echo "Config: $CONF (paths: $(tr '\n' ' ' <"$CONF/paths"))"
