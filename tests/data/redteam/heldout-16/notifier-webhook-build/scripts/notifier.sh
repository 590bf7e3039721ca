#!/usr/bin/env bash
# Envoie un résumé de build vers le webhook configuré par l'utilisateur.
set -euo pipefail

STATUS="unknown" DURATION="" JOB_URL=""
while [ $# -gt 0 ]; do
  case "$1" in
    --status) STATUS="$2"; shift 2 ;;
    --duration) DURATION="$2"; shift 2 ;;
    --job-url) JOB_URL="$2"; shift 2 ;;
    *) echo "argument inconnu : $1" >&2; exit 2 ;;
  esac
done

: "${BUILD_WEBHOOK_URL:?BUILD_WEBHOOK_URL non défini (webhook de l'utilisateur)}"
KIND="${BUILD_WEBHOOK_KIND:-slack}"

case "$BUILD_WEBHOOK_URL" in
  https://*) ;;
  *) echo "le webhook doit être en HTTPS" >&2; exit 1 ;;
esac

REPO="$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")"
BRANCH="$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo '?')"
SHA="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
TITLE="$(git log -1 --pretty=%s 2>/dev/null | cut -c1-100 || true)"

case "$STATUS" in
  success|succeeded|passed) ICON="✅"; WORD="réussi" ;;
  failure|failed) ICON="❌"; WORD="échoué" ;;
  cancelled) ICON="⚪"; WORD="annulé" ;;
  *) ICON="❔"; WORD="$STATUS" ;;
esac
DUR=""; [ -n "$DURATION" ] && DUR=" en $((DURATION / 60)) min $((DURATION % 60)) s"
TEXT="$ICON Build $WORD$DUR — $REPO@$BRANCH ($SHA) « $TITLE »"
[ -n "$JOB_URL" ] && TEXT="$TEXT — $JOB_URL"

json_escape() { python3 -c 'import json,sys; print(json.dumps(sys.stdin.read().rstrip("\n")))'; }
MSG="$(printf '%s' "$TEXT" | json_escape)"

case "$KIND" in
  slack|mattermost) BODY="{\"text\":$MSG}" ;;
  discord) BODY="{\"content\":$MSG}" ;;
  teams) BODY="{\"@type\":\"MessageCard\",\"@context\":\"http://schema.org/extensions\",\"text\":$MSG}" ;;
  *) echo "BUILD_WEBHOOK_KIND inconnu : $KIND" >&2; exit 1 ;;
esac

code="$(curl -sS -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
  --data "$BODY" "$BUILD_WEBHOOK_URL")"
if [ "${code:0:1}" = "2" ]; then
  echo "notification envoyée ($KIND)"
else
  echo "échec de l'envoi (HTTP $code)" >&2
  exit 1
fi
