#!/usr/bin/env bash
# einrichten.sh – SSH-Schlüssel erzeugen, laden, öffentlichen Teil hochladen
set -euo pipefail

SCHLUESSEL="$HOME/.ssh/id_ed25519"
aktion="${1:-}"

mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"

case "$aktion" in
  erzeugen)
    kommentar="${2:?E-Mail/Kommentar angeben}"
    if [[ -f "$SCHLUESSEL" ]]; then
      echo "Es gibt bereits $SCHLUESSEL – nichts überschrieben."; exit 0
    fi
    ssh-keygen -t ed25519 -a 64 -C "$kommentar" -f "$SCHLUESSEL"   # fragt interaktiv nach Passphrase
    chmod 600 "$SCHLUESSEL"; chmod 644 "$SCHLUESSEL.pub"
    ssh-keygen -lf "$SCHLUESSEL.pub"
    ;;
  agent)
    eval "$(ssh-agent -s)" >/dev/null
    if [[ "$(uname)" == "Darwin" ]]; then
      ssh-add --apple-use-keychain "$SCHLUESSEL"
      grep -q 'UseKeychain' "$HOME/.ssh/config" 2>/dev/null || cat >> "$HOME/.ssh/config" <<'EOF'

Host *
  AddKeysToAgent yes
  UseKeychain yes
  IdentityFile ~/.ssh/id_ed25519
EOF
    else
      ssh-add "$SCHLUESSEL"
    fi
    ;;
  github)
    titel="${2:-$(hostname -s)}"
    command -v gh >/dev/null || { echo "GitHub CLI (gh) fehlt"; exit 1; }
    gh auth status >/dev/null
    gh ssh-key add "$SCHLUESSEL.pub" --title "$titel" --type authentication
    ;;
  server)
    ziel="${2:?benutzer@host angeben}"
    ssh-copy-id -i "$SCHLUESSEL.pub" "$ziel"
    ;;
  *)
    echo "Aufruf: $0 erzeugen <kommentar> | agent | github [titel] | server <benutzer@host>"; exit 2 ;;
esac
