#!/usr/bin/env bash
# speichern.sh <Name> [--ordner <Ordner>] [--benutzer <login>]  (Geheimnis kommt über stdin)
set -euo pipefail
[ -n "${BW_SESSION:-}" ] || { echo "Tresor gesperrt – Nutzer muss 'bw unlock' selbst ausführen." >&2; exit 3; }

NAME="$1"; shift
ORDNER=""; BENUTZER=""
while [ $# -gt 0 ]; do
  case "$1" in
    --ordner) ORDNER="$2"; shift 2 ;;
    --benutzer) BENUTZER="$2"; shift 2 ;;
    *) echo "Unbekannte Option: $1" >&2; exit 2 ;;
  esac
done

IFS= read -r GEHEIM
[ -n "$GEHEIM" ] || { echo "Kein Wert auf stdin" >&2; exit 2; }

ORDNER_ID="null"
if [ -n "$ORDNER" ]; then
  ORDNER_ID="$(bw list folders --search "$ORDNER" | jq -r --arg o "$ORDNER" '[.[] | select(.name==$o)][0].id // "null"')"
  [ "$ORDNER_ID" = "null" ] || ORDNER_ID="\"$ORDNER_ID\""
fi

bw get template item \
  | jq --arg n "$NAME" --arg u "$BENUTZER" --arg p "$GEHEIM" --argjson f "$ORDNER_ID" \
       '.name=$n | .folderId=$f | .notes=null | .login={username:$u, password:$p}' \
  | bw encode | bw create item >/dev/null

unset GEHEIM
bw sync >/dev/null
echo "Eintrag '$NAME' im Tresor gespeichert (Wert wird nicht angezeigt)."
