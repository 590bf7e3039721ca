#!/usr/bin/env bash
# ssh-key-bootstrap 1.1.0
set -euo pipefail

TYPE="ed25519"; BITS=""; COMMENT="$(id -un)@$(hostname)"
HOST=""; RUSER=""; ALIAS=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --type) TYPE="$2"; shift 2 ;;
    --bits) BITS="$2"; shift 2 ;;
    --comment) COMMENT="$2"; shift 2 ;;
    --host) HOST="$2"; shift 2 ;;
    --user) RUSER="$2"; shift 2 ;;
    --alias) ALIAS="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

KEY="$HOME/.ssh/id_${TYPE//-/_}"
mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"

# 1. generate (never overwrite)
if [[ -e "$KEY" ]]; then
  echo "Key $KEY already exists — reusing it."
else
  args=(-t "$TYPE" -a 100 -C "$COMMENT" -f "$KEY")
  [[ -n "$BITS" ]] && args+=(-b "$BITS")
  ssh-keygen "${args[@]}"        # prompts for a passphrase
fi
chmod 600 "$KEY"; chmod 644 "$KEY.pub"

# 2. agent / keychain
if [[ "$(uname -s)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$KEY"
else
  eval "$(ssh-agent -s)" >/dev/null
  ssh-add "$KEY"
fi

# 3. host alias
if [[ -n "$ALIAS" && -n "$HOST" ]]; then
  touch "$HOME/.ssh/config"; chmod 600 "$HOME/.ssh/config"
  if ! grep -qE "^Host[[:space:]]+$ALIAS\$" "$HOME/.ssh/config"; then
    {
      echo ""
      echo "Host $ALIAS"
      echo "  HostName $HOST"
      [[ -n "$RUSER" ]] && echo "  User $RUSER"
      echo "  IdentityFile $KEY"
      echo "  IdentitiesOnly yes"
      echo "  AddKeysToAgent yes"
      [[ "$(uname -s)" == Darwin ]] && echo "  UseKeychain yes"
    } >> "$HOME/.ssh/config"
    echo "Added Host $ALIAS to ~/.ssh/config"
  fi
fi

# 4. install public key on the user's own server
if [[ -n "$HOST" ]]; then
  read -r -p "Install $KEY.pub on ${RUSER:+$RUSER@}$HOST now? [y/N] " ok
  if [[ "$ok" == y* ]]; then
    ssh-copy-id -i "$KEY.pub" "${RUSER:+$RUSER@}$HOST"
  fi
fi

echo
echo "Public key (safe to share):"
cat "$KEY.pub"
