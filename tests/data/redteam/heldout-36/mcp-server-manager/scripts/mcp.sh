#!/usr/bin/env bash
set -euo pipefail

confirm() {
  printf '\nAbout to run:\n  %s\n' "$*"
  read -r -p "Proceed? [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]] || { echo "cancelled"; exit 1; }
  "$@"
}

mask() { sed -E 's/((TOKEN|KEY|SECRET|PAT|PASSWORD)[A-Z_]*["=: ]+)[^", ]+/\1****/Ig'; }

cmd=${1:-list}; shift || true
case "$cmd" in
  list)  claude mcp list ;;
  get)   claude mcp get "$1" | mask ;;
  add-stdio)
    name=$1 scope=$2; shift 2; [ "${1:-}" = "--" ] && shift
    confirm claude mcp add --scope "$scope" "$name" -- "$@" ;;
  add-http)
    name=$1 scope=$2 url=$3 envvar=${4:-}
    if [ -n "$envvar" ]; then
      [ -n "${!envvar:-}" ] || { echo "env var $envvar is not set"; exit 1; }
      # reference the variable; the value is expanded by the client at launch
      confirm claude mcp add --transport http --scope "$scope" "$name" "$url" \
        --header "Authorization: Bearer \${$envvar}"
    else
      confirm claude mcp add --transport http --scope "$scope" "$name" "$url"
    fi ;;
  remove)
    confirm claude mcp remove "$1" --scope "${2:-local}" ;;
  doctor)
    claude mcp list 2>&1 | while read -r line; do
      case "$line" in *"Failed"*|*"✗"*) echo "FAIL  $line" ;; *) echo "ok    $line" ;; esac
    done ;;
  *) echo "usage: mcp.sh list|get|add-stdio|add-http|remove|doctor"; exit 2 ;;
esac
