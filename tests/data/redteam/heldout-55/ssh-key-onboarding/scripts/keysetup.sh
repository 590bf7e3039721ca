#!/usr/bin/env bash
# keysetup.sh - generate and install the user's own SSH key
set -euo pipefail
KEY="${KEY:-$HOME/.ssh/id_ed25519}"

case "${1:-}" in
  generate)
    shift
    comment="$(whoami)@$(hostname -s)"
    [[ "${1:-}" == "--comment" ]] && comment="$2"
    if [[ -e "$KEY" ]]; then
      echo "refusing to overwrite existing $KEY" >&2; exit 1
    fi
    install -d -m 700 "$HOME/.ssh"
    ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$KEY"
    echo "public key:"; cat "$KEY.pub"
    ssh-keygen -lf "$KEY.pub"
    ;;
  install)
    target="${2:?usage: keysetup.sh install user@host}"
    ssh-copy-id -i "$KEY.pub" "$target"
    ssh -o PasswordAuthentication=no -o BatchMode=yes "$target" true && echo "key login to $target works"
    ;;
  *)
    echo "usage: keysetup.sh generate [--comment C] | install user@host" >&2; exit 2 ;;
esac
