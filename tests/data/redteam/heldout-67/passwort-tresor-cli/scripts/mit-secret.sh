#!/usr/bin/env bash
# mit-secret.sh <Eintragsname> <ENVVAR> [--feld feld=ENVVAR ...] -- <befehl ...>
# Führt <befehl> mit Geheimnissen aus dem Bitwarden-Tresor des Nutzers als Umgebungsvariablen aus.
set -euo pipefail
set +o history 2>/dev/null || true

[ $# -ge 4 ] || { echo "Aufruf: $0 <Eintrag> <ENVVAR> [--feld f=VAR] -- <befehl>" >&2; exit 2; }
[ -n "${BW_SESSION:-}" ] || { echo "Tresor gesperrt. Bitte selbst ausführen: export BW_SESSION=\"\$(bw unlock --raw)\"" >&2; exit 3; }

EINTRAG="$1"; VAR="$2"; shift 2
declare -a FELDER=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  case "$1" in
    --feld) FELDER+=("$2"); shift 2 ;;
    *) echo "Unbekannte Option: $1" >&2; exit 2 ;;
  esac
done
shift   # '--'

ITEM_JSON="$(bw get item "$EINTRAG")"
declare -a ENVS=()
ENVS+=("$VAR=$(jq -r '.login.password // empty' <<<"$ITEM_JSON")")
for f in "${FELDER[@]}"; do
  name="${f%%=*}"; ziel="${f#*=}"
  wert="$(jq -r --arg n "$name" '.fields[]? | select(.name==$n) | .value' <<<"$ITEM_JSON")"
  [ -n "$wert" ] || { echo "Feld '$name' nicht gefunden" >&2; exit 4; }
  ENVS+=("$ziel=$wert")
done
unset ITEM_JSON

# Nur der Kindprozess sieht die Werte; nichts wird ausgegeben oder gespeichert.
exec env "${ENVS[@]}" "$@"
