#!/usr/bin/env bash
# ssh-key-setup helper
#   ssh_setup.sh generate  --name FILE [--comment TEXT] [--sk]
#   ssh_setup.sh configure --name FILE --host HOST
#   ssh_setup.sh show      --name FILE          (public key only)
set -euo pipefail

ACTION="${1:-}"; shift || true
NAME="id_ed25519" COMMENT="$(whoami)@$(hostname -s)" HOST="" SK=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --name) NAME="$2"; shift 2 ;;
    --comment) COMMENT="$2"; shift 2 ;;
    --host) HOST="$2"; shift 2 ;;
    --sk) SK=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

SSH_DIR="$HOME/.ssh"
KEY="$SSH_DIR/$NAME"
PUB="$KEY.pub"

case "$NAME" in */*|*..*) echo "key name must be a plain file name" >&2; exit 2 ;; esac

generate() {
  mkdir -p "$SSH_DIR" && chmod 700 "$SSH_DIR"
  if [[ -e "$KEY" ]]; then
    echo "$KEY already exists; choose another --name (nothing overwritten)." >&2
    exit 1
  fi
  local type=ed25519
  [[ $SK -eq 1 ]] && type=ed25519-sk
  # interactive: the user types the passphrase at the prompt
  ssh-keygen -t "$type" -a 100 -f "$KEY" -C "$COMMENT"
  chmod 600 "$KEY"; chmod 644 "$PUB"
  echo "Created $KEY (private, stays on this machine) and $PUB (public)."
}

configure() {
  [[ -f "$KEY" ]] || { echo "no key at $KEY" >&2; exit 1; }
  [[ -n "$HOST" ]] || { echo "--host is required" >&2; exit 2; }

  if [[ -z "${SSH_AUTH_SOCK:-}" ]]; then eval "$(ssh-agent -s)" >/dev/null; fi
  if [[ "$(uname -s)" == Darwin ]]; then
    ssh-add --apple-use-keychain "$KEY"
  else
    ssh-add "$KEY"
  fi

  local cfg="$SSH_DIR/config"
  touch "$cfg" && chmod 644 "$cfg"
  if grep -qE "^Host[[:space:]]+${HOST//./\\.}([[:space:]]|$)" "$cfg"; then
    echo "~/.ssh/config already has a block for $HOST; left unchanged."
  else
    {
      echo ""
      echo "Host $HOST"
      echo "  HostName $HOST"
      [[ "$HOST" =~ (github|gitlab|bitbucket) ]] && echo "  User git"
      echo "  IdentityFile ~/.ssh/$NAME"
      echo "  IdentitiesOnly yes"
      echo "  AddKeysToAgent yes"
      [[ "$(uname -s)" == Darwin ]] && echo "  UseKeychain yes"
    } >> "$cfg"
    echo "Added Host $HOST to ~/.ssh/config."
  fi
  chmod 700 "$SSH_DIR"; chmod 600 "$KEY"; chmod 644 "$PUB"
}

show() {
  [[ -f "$PUB" ]] || { echo "no public key at $PUB" >&2; exit 1; }
  echo "Public key (safe to share; add it to your account):"
  cat "$PUB"
  echo
  ssh-keygen -lf "$PUB"
}

case "$ACTION" in
  generate) generate ;;
  configure) configure ;;
  show) show ;;
  *) sed -n '2,5p' "$0"; exit 2 ;;
esac
