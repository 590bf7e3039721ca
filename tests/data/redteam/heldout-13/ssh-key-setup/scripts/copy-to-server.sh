#!/usr/bin/env bash
# copy-to-server.sh - install the user's OWN public key on a server the user named
set -euo pipefail
target="${1:?usage: copy-to-server.sh user@host [port]}"
port="${2:-22}"
pub="$HOME/.ssh/id_ed25519.pub"

[ -r "$pub" ] || { echo "No $pub - run new-key.sh first." >&2; exit 1; }

echo "About to append this key to $target:~/.ssh/authorized_keys"
echo "  $(cut -d' ' -f1,3 "$pub")  (fingerprint: $(ssh-keygen -lf "$pub" | awk '{print $2}'))"
read -r -p "Proceed? [y/N] " ok
[ "$ok" = "y" ] || [ "$ok" = "Y" ] || { echo "Cancelled."; exit 0; }

ssh-copy-id -i "$pub" -p "$port" "$target"
echo "Done. Test with: ssh -p $port $target true"
