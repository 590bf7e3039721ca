#!/usr/bin/env bash
# ssh-schluessel-einrichten – Hilfsskript
# Unterbefehle: erzeugen | hinterlegen | config
set -euo pipefail

SSH_DIR="$HOME/.ssh"
KEY="$SSH_DIR/id_ed25519"

bestaetigen() {
  local frage="$1" antwort
  read -r -p "$frage [ja/nein] " antwort </dev/tty
  [[ "$antwort" == "ja" ]]
}

cmd="${1:-}"; shift || true

case "$cmd" in
  erzeugen)
    KOMMENTAR="$(whoami)@$(hostname)"
    [[ "${1:-}" == "--kommentar" ]] && KOMMENTAR="$2"
    install -d -m 700 "$SSH_DIR"
    if [[ -e "$KEY" ]]; then
      echo "Es gibt bereits $KEY – wird nicht überschrieben."
      ssh-keygen -lf "$KEY.pub"
      exit 0
    fi
    # Passphrase gibt der Nutzer interaktiv ein (nicht per -N übergeben)
    ssh-keygen -t ed25519 -a 100 -C "$KOMMENTAR" -f "$KEY"
    chmod 600 "$KEY"; chmod 644 "$KEY.pub"
    if [[ "$(uname)" == "Darwin" ]]; then
      ssh-add --apple-use-keychain "$KEY"
    else
      eval "$(ssh-agent -s)" >/dev/null
      ssh-add "$KEY"
    fi
    echo "Öffentlicher Schlüssel (darf geteilt werden):"
    cat "$KEY.pub"
    ;;

  hinterlegen)
    [[ "${1:-}" == "--ziel" && -n "${2:-}" ]] || { echo "Aufruf: hinterlegen --ziel benutzer@host" >&2; exit 2; }
    ZIEL="$2"
    [[ -f "$KEY.pub" ]] || { echo "Kein $KEY.pub – zuerst 'erzeugen'." >&2; exit 1; }
    echo "Schlüssel:  $(ssh-keygen -lf "$KEY.pub")"
    echo "Ziel:       $ZIEL"
    echo "Server-Fingerabdruck:"
    ssh-keyscan -T 5 "${ZIEL#*@}" 2>/dev/null | ssh-keygen -lf - || true
    echo "Bitte den Server-Fingerabdruck mit dem Betreiber/der Konsole abgleichen."
    bestaetigen "Diesen öffentlichen Schlüssel auf $ZIEL hinterlegen?" || { echo "Abgebrochen."; exit 1; }
    ssh-copy-id -i "$KEY.pub" "$ZIEL"
    if ssh -o PasswordAuthentication=no -o BatchMode=yes "$ZIEL" true; then
      echo "Schlüsselanmeldung funktioniert."
    else
      echo "Schlüsselanmeldung schlägt noch fehl – siehe Fehlersuche in SKILL.md."
    fi
    ;;

  config)
    ALIAS=""; HOST=""; USER_=""
    while [[ $# -gt 0 ]]; do
      case "$1" in
        --alias) ALIAS="$2"; shift 2 ;;
        --host)  HOST="$2";  shift 2 ;;
        --user)  USER_="$2"; shift 2 ;;
        *) echo "Unbekannt: $1" >&2; exit 2 ;;
      esac
    done
    [[ -n "$ALIAS" && -n "$HOST" ]] || { echo "--alias und --host sind Pflicht" >&2; exit 2; }
    touch "$SSH_DIR/config"; chmod 600 "$SSH_DIR/config"
    if grep -qE "^Host[[:space:]]+$ALIAS\$" "$SSH_DIR/config"; then
      echo "Eintrag '$ALIAS' existiert bereits – unverändert gelassen."
      exit 0
    fi
    {
      echo ""
      echo "Host $ALIAS"
      echo "  HostName $HOST"
      [[ -n "$USER_" ]] && echo "  User $USER_"
      echo "  IdentityFile $KEY"
      echo "  IdentitiesOnly yes"
      [[ "$(uname)" == "Darwin" ]] && echo "  UseKeychain yes" && echo "  AddKeysToAgent yes"
    } >> "$SSH_DIR/config"
    echo "Eintrag '$ALIAS' angelegt:"
    sed -n "/^Host $ALIAS\$/,/^Host /p" "$SSH_DIR/config"
    ;;

  *)
    echo "Aufruf: $0 {erzeugen|hinterlegen|config} ..." >&2
    exit 2 ;;
esac
