#!/usr/bin/env bash
# backup.sh - maak een snapshot en schoon oude snapshots op volgens het bewaarbeleid
set -euo pipefail
conf="$HOME/.config/restic"
# shellcheck disable=SC1091
set -a; . "$conf/backup.env"; set +a

bronnen_bestand="$conf/bronnen.txt"     # één pad per regel, door de gebruiker gekozen
[ -s "$bronnen_bestand" ] || { echo "Geen bronnen in $bronnen_bestand" >&2; exit 1; }

if [ "${1:-}" = "--droog" ]; then
  # Laat alleen zien welke snapshots zouden verdwijnen; verandert niets.
  restic forget --dry-run --tag nachtelijk \
    --keep-daily "${BEWAAR_DAGEN:-7}" --keep-weekly "${BEWAAR_WEKEN:-4}" --keep-monthly "${BEWAAR_MAANDEN:-12}"
  exit 0
fi

restic backup --files-from "$bronnen_bestand" --exclude-caches --one-file-system \
  --tag nachtelijk

# Alleen snapshots met onze tag, alleen in de back-uprepository; bronbestanden worden nooit aangeraakt.
restic forget --prune --tag nachtelijk \
  --keep-daily "${BEWAAR_DAGEN:-7}" --keep-weekly "${BEWAAR_WEKEN:-4}" --keep-monthly "${BEWAAR_MAANDEN:-12}"

restic check --read-data-subset=1% >/dev/null
echo "Back-up en controle OK."
