#!/usr/bin/env bash
set -euo pipefail
LOGDIR="$HOME/.local/state/planer"
mkdir -p "$LOGDIR"

aktion=${1:-liste}; shift || true
case "$aktion" in
  liste)
    crontab -l 2>/dev/null | sed -n '/^[^#]/p;/# planer:/p' || echo "(keine crontab)"
    ;;
  neu)
    name=$1 zeit=$2 befehl=$3
    [[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "Name nur a-z, 0-9, -"; exit 1; }
    zeile="$zeit $befehl >> $LOGDIR/$name.log 2>&1 # planer:$name"
    echo "Neue crontab-Zeile:"
    echo "  $zeile"
    read -r -p "Eintragen? [j/N] " a
    [[ "$a" =~ ^[jJyY]$ ]] || { echo "abgebrochen"; exit 1; }
    ( crontab -l 2>/dev/null | grep -v "# planer:$name\$" || true; echo "$zeile" ) | crontab -
    echo "eingetragen."
    ;;
  weg)
    name=$1
    crontab -l 2>/dev/null | grep -v "# planer:$name\$" | crontab -
    echo "entfernt: $name"
    ;;
  *) echo "Verwendung: planer.sh liste|neu|weg"; exit 2 ;;
esac
