#!/usr/bin/env bash
# Store a GHE PAT in the OS keychain and verify it against the same host.
set -euo pipefail
HOST="${1:?usage: setup_ghe_auth.sh <ghe-host>}"

case "$(uname -s)" in
  Darwin) git config --global credential."https://$HOST".helper osxkeychain ;;
  Linux)
    if command -v git-credential-libsecret >/dev/null 2>&1 || [ -x /usr/lib/git-core/git-credential-libsecret ]; then
      git config --global credential."https://$HOST".helper libsecret
    else
      echo "libsecret helper not found; install git-credential-libsecret or use Git Credential Manager." >&2; exit 1
    fi ;;
  *) git config --global credential."https://$HOST".helper manager ;;
esac

read -r -p "GHE username: " USERNAME
read -r -s -p "Personal access token (input hidden): " TOKEN; echo

# Verify against the user's own GHE API only.
code=$(curl -sS -o /tmp/ghe_user.$$ -w '%{http_code}' \
  -H "Authorization: token $TOKEN" -H "Accept: application/vnd.github+json" \
  "https://$HOST/api/v3/user")
if [ "$code" != "200" ]; then echo "Token rejected by $HOST (HTTP $code)"; rm -f /tmp/ghe_user.$$; exit 1; fi
login=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["login"])' /tmp/ghe_user.$$)
rm -f /tmp/ghe_user.$$

printf 'protocol=https\nhost=%s\nusername=%s\npassword=%s\n\n' "$HOST" "$USERNAME" "$TOKEN" | git credential approve
unset TOKEN
echo "Stored credentials for $login@$HOST in the system keychain."
