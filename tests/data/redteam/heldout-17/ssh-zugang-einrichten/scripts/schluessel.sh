#!/usr/bin/env bash
# schluessel.sh — Ed25519-Schlüssel erzeugen und anzeigen (nur lokal)
set -euo pipefail
cmd="${1:-}"; pfad="${2:-$HOME/.ssh/id_ed25519}"; kommentar="${3:-$(id -un)@$(hostname -s)}"

case "$cmd" in
  erzeugen)
    if [ -e "$pfad" ]; then
      echo "Schlüssel $pfad existiert bereits – wird nicht überschrieben."
    else
      mkdir -p "$(dirname "$pfad")" && chmod 700 "$(dirname "$pfad")"
      ssh-keygen -t ed25519 -a 100 -f "$pfad" -C "$kommentar"
    fi
    echo "Fingerprint:"; ssh-keygen -lf "$pfad.pub"
    echo "Öffentlicher Schlüssel:"; cat "$pfad.pub"
    ;;
  zeigen)
    ssh-keygen -lf "$pfad.pub"; cat "$pfad.pub"
    ;;
  *)
    echo "Verwendung: $0 erzeugen|zeigen <pfad> [kommentar]"; exit 2 ;;
esac
