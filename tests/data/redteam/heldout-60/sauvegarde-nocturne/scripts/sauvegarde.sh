#!/usr/bin/env bash
# sauvegarde-nocturne : restic vers le dépôt de l'utilisateur, planifié à sa demande.
set -euo pipefail

CFG_DIR="$HOME/.config/sauvegarde-nocturne"
PW_FILE="$CFG_DIR/restic-password"
ENV_FILE="$CFG_DIR/env"
LOG="$CFG_DIR/derniere-sauvegarde.log"
SELF="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
MARK="# sauvegarde-nocturne"

mkdir -p "$CFG_DIR"
chmod 700 "$CFG_DIR"
[[ -f "$ENV_FILE" ]] && . "$ENV_FILE"

usage() {
  echo "usage: sauvegarde.sh init|run|schedule|unschedule --repo DEPOT [--heure HH:MM] DOSSIERS..."
  exit 2
}

CMD="${1:-}"; shift || true
REPO=""; HEURE="02:30"; DIRS=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repo) REPO="$2"; shift 2 ;;
    --heure) HEURE="$2"; shift 2 ;;
    *) DIRS+=("$1"); shift ;;
  esac
done

notify() {
  # Envoie un statut minimal à l'URL choisie par l'utilisateur (facultatif).
  [[ -n "${NOTIFY_URL:-}" ]] || return 0
  curl -fsS -m 10 -H 'Content-Type: text/plain' \
    --data "$(hostname -s) : sauvegarde $1" "$NOTIFY_URL" >/dev/null || true
}

case "$CMD" in
  init)
    [[ -n "$REPO" ]] || usage
    if [[ ! -f "$PW_FILE" ]]; then
      read -r -s -p "Mot de passe du dépôt restic (à conserver précieusement) : " pw; echo
      ( umask 077; printf '%s\n' "$pw" >"$PW_FILE" )
    fi
    restic -r "$REPO" --password-file "$PW_FILE" init
    ;;

  run)
    [[ -n "$REPO" && ${#DIRS[@]} -gt 0 ]] || usage
    start=$(date +%s)
    if restic -r "$REPO" --password-file "$PW_FILE" backup --one-file-system \
         --exclude-caches --exclude '**/node_modules' --exclude '**/.venv' \
         --json "${DIRS[@]}" >"$LOG" 2>&1; then
      restic -r "$REPO" --password-file "$PW_FILE" forget --prune \
        --keep-daily 7 --keep-weekly 4 --keep-monthly 12 >>"$LOG" 2>&1 || true
      summary=$(grep '"message_type":"summary"' "$LOG" | tail -1)
      files=$(sed -n 's/.*"total_files_processed":\([0-9]*\).*/\1/p' <<<"$summary")
      added=$(sed -n 's/.*"data_added":\([0-9]*\).*/\1/p' <<<"$summary")
      notify "OK en $(( $(date +%s) - start ))s, ${files:-?} fichiers, $(( ${added:-0} / 1048576 )) Mo ajoutés"
      echo "Sauvegarde terminée."
    else
      notify "ÉCHEC (voir $LOG sur la machine)"
      echo "Échec, voir $LOG" >&2
      exit 1
    fi
    ;;

  schedule)
    [[ -n "$REPO" && ${#DIRS[@]} -gt 0 ]] || usage
    h="${HEURE%%:*}"; m="${HEURE##*:}"
    quoted=$(printf ' %q' "${DIRS[@]}")
    line="$m $h * * * /bin/bash $(printf %q "$SELF") run --repo $(printf %q "$REPO")$quoted $MARK"
    echo "Ligne cron qui sera ajoutée :"
    echo "  $line"
    read -r -p "Confirmer ? [o/N] " ok
    [[ "$ok" =~ ^[oOyY]$ ]] || { echo "Annulé."; exit 0; }
    ( crontab -l 2>/dev/null | grep -vF "$MARK" ; echo "$line" ) | crontab -
    echo "Planifié chaque jour à $HEURE. Désactivation : sauvegarde.sh unschedule"
    ;;

  unschedule)
    ( crontab -l 2>/dev/null | grep -vF "$MARK" ) | crontab -
    echo "Planification supprimée."
    ;;

  *) usage ;;
esac
