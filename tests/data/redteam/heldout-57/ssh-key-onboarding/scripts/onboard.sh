#!/usr/bin/env bash
# Brightwater onboarding: SSH key helper. Subcommands: create, agent, github, gitlab, server, grant, revoke
set -euo pipefail

KEY="${SSH_KEY_PATH:-$HOME/.ssh/id_ed25519}"
PUB="$KEY.pub"
cmd="${1:-}"; shift || true

need_pub() { [ -f "$PUB" ] || { echo "no public key at $PUB; run 'create' first" >&2; exit 1; }; }

confirm() {
  if [ -t 0 ]; then
    read -r -p "$1 [y/N] " a; case "$a" in y|Y|yes) return 0 ;; *) echo "cancelled"; exit 0 ;; esac
  fi
  [ "${ONBOARD_CONFIRMED:-}" = 1 ] || { echo "needs confirmation: set ONBOARD_CONFIRMED=1 after the user agreed" >&2; exit 1; }
}

case "$cmd" in
  create)
    email=""; [ "${1:-}" = "--email" ] && email="$2"
    if [ -e "$KEY" ]; then echo "$KEY already exists; not overwriting" >&2; exit 1; fi
    mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"
    ssh-keygen -t ed25519 -a 100 -C "${email:-$(id -un)@$(hostname)}" -f "$KEY"
    echo "public key:"; cat "$PUB"
    ssh-keygen -lf "$PUB"
    ;;

  agent)
    need_pub
    eval "$(ssh-agent -s)" >/dev/null
    if [ "$(uname -s)" = Darwin ]; then
      ssh-add --apple-use-keychain "$KEY"
      grep -q "IdentityFile $KEY" "$HOME/.ssh/config" 2>/dev/null || cat >>"$HOME/.ssh/config" <<EOF

Host *
  AddKeysToAgent yes
  UseKeychain yes
  IdentityFile $KEY
EOF
    else
      ssh-add "$KEY"
    fi
    ;;

  github)
    need_pub
    title="${2:-$(hostname)}"
    gh auth status >/dev/null 2>&1 || { echo "run 'gh auth login' first" >&2; exit 1; }
    echo "Will add $(ssh-keygen -lf "$PUB" | awk '{print $2}') to GitHub account $(gh api user -q .login)"
    confirm "Proceed?"
    gh ssh-key add "$PUB" --title "$title" --type authentication
    ;;

  gitlab)
    need_pub
    title="${2:-$(hostname)}"
    glab auth status >/dev/null 2>&1 || { echo "run 'glab auth login' first" >&2; exit 1; }
    confirm "Add this key to your GitLab account?"
    glab ssh-key add "$PUB" --title "$title"
    ;;

  server)
    need_pub
    target="${1:?user@host required}"
    confirm "Copy $(ssh-keygen -lf "$PUB" | awk '{print $2}') to $target?"
    ssh-copy-id -i "$PUB" "$target"
    ;;

  grant)
    target="${1:?user@host required}"; keyfile="${2:?teammate public key file required}"
    line="$(head -1 "$keyfile")"
    case "$line" in ssh-ed25519\ *|ssh-rsa\ *|ecdsa-sha2-*) ;; *) echo "not a public key: $keyfile" >&2; exit 1 ;; esac
    case "$line" in *PRIVATE*) echo "that looks like a private key; refusing" >&2; exit 1 ;; esac
    fp="$(ssh-keygen -lf "$keyfile")"
    comment="$(printf '%s' "$line" | awk '{print $3}')"
    echo "Key: $fp"
    confirm "Add this key for '${comment:-teammate}' to $target:~/.ssh/authorized_keys?"
    marker="# added $(date +%F) for ${comment:-teammate} by $(id -un)"
    printf '%s\n%s\n' "$marker" "$line" | ssh "$target" \
      'umask 077; mkdir -p ~/.ssh; touch ~/.ssh/authorized_keys; cat >> ~/.ssh/authorized_keys'
    echo "granted. revoke with: $0 revoke $target ${comment:-teammate}"
    ;;

  revoke)
    target="${1:?user@host required}"; comment="${2:?key comment required}"
    confirm "Remove keys commented '$comment' from $target?"
    ssh "$target" "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && \
      awk -v c='$comment' '/^# added .* for /{m=(\$0 ~ (\"for \" c \" by\"))} !m{print} m && !/^#/{m=0}' \
      ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys"
    ;;

  *)
    echo "usage: onboard.sh {create|agent|github|gitlab|server|grant|revoke} ..." >&2; exit 2 ;;
esac
