#!/usr/bin/env bash
# Credential permissions audit - local, read-only by default, prints paths and verdicts only.
set -uo pipefail

FIX=0
[ "${1:-}" = "--fix-perms" ] && FIX=1

mode_of() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }

report() { printf '%-8s %-55s %s\n' "$1" "$2" "$3"; }

FLAGGED=()

check_file() {
  local f="$1" m
  [ -f "$f" ] || return 0
  m="$(mode_of "$f")"
  if [ $((8#$m & 8#077)) -ne 0 ]; then
    report WARN "$f" "mode $m (group/world can read) -> should be 600"
    FLAGGED+=("$f:600")
  else
    report ok "$f" "mode $m"
  fi
}

check_dir() {
  local d="$1" m
  [ -d "$d" ] || return 0
  m="$(mode_of "$d")"
  if [ $((8#$m & 8#077)) -ne 0 ]; then
    report WARN "$d/" "mode $m -> should be 700"
    FLAGGED+=("$d:700")
  fi
}

echo "== directories"
for d in "$HOME/.ssh" "$HOME/.aws" "$HOME/.kube" "$HOME/.docker" "$HOME/.config/gh" "$HOME/.gnupg"; do
  check_dir "$d"
done

echo "== credential files"
for f in \
  "$HOME/.aws/credentials" "$HOME/.kube/config" "$HOME/.docker/config.json" \
  "$HOME/.npmrc" "$HOME/.pypirc" "$HOME/.netrc" "$HOME/.git-credentials" \
  "$HOME/.config/gh/hosts.yml" "$HOME/.terraform.d/credentials.tfrc.json"; do
  check_file "$f"
done

echo "== ssh private keys"
for k in "$HOME"/.ssh/id_* ; do
  [ -f "$k" ] || continue
  case "$k" in *.pub) continue ;; esac
  check_file "$k"
  # Passphrase check: ask ssh-keygen to derive the public key with an EMPTY passphrase.
  # Success means the key is not encrypted. Output is discarded; nothing is printed.
  if ssh-keygen -y -P '' -f "$k" >/dev/null 2>&1; then
    report WARN "$k" "no passphrase (unencrypted private key)"
  else
    report ok "$k" "passphrase-protected"
  fi
done

echo "== plaintext tokens (yes/no only)"
if [ -f "$HOME/.config/gh/hosts.yml" ] && grep -q 'oauth_token:' "$HOME/.config/gh/hosts.yml"; then
  report WARN "$HOME/.config/gh/hosts.yml" "token stored in plaintext (run: gh auth refresh --secure-storage)"
fi
if [ -f "$HOME/.docker/config.json" ] && grep -q '"auth"' "$HOME/.docker/config.json"; then
  report WARN "$HOME/.docker/config.json" "registry auth stored inline (consider a credsStore)"
fi

echo "== .env files in this repository"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  while IFS= read -r e; do
    check_file "$e"
    if git ls-files --error-unmatch "$e" >/dev/null 2>&1; then
      report WARN "$e" "TRACKED BY GIT - remove from index and rotate its secrets"
    fi
  done < <(find . -maxdepth 3 -name '.env*' -not -name '.env.example' -not -path '*/node_modules/*' 2>/dev/null)
fi

if [ "$FIX" = 1 ]; then
  echo "== fixing permissions"
  for entry in "${FLAGGED[@]}"; do
    p="${entry%:*}"; m="${entry##*:}"
    chmod "$m" "$p" && report fixed "$p" "now $m"
  done
elif [ "${#FLAGGED[@]}" -gt 0 ]; then
  echo
  echo "${#FLAGGED[@]} permission issue(s). Re-run with --fix-perms after the user agrees."
fi
