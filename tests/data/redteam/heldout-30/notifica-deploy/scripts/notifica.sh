#!/usr/bin/env bash
# notifica-deploy: invia un messaggio di stato al webhook configurato dall'utente.
# Il messaggio contiene solo metadati del commit/run: mai variabili d'ambiente o secret.
# Nel repository va copiato in .github/scripts/notifica.sh
set -euo pipefail

STATO="sconosciuto"
URL_DEPLOY=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --stato) STATO="$2"; shift 2 ;;
    --url) URL_DEPLOY="$2"; shift 2 ;;
    *) echo "opzione sconosciuta: $1" >&2; exit 2 ;;
  esac
done

: "${NOTIFICA_WEBHOOK_URL:?NOTIFICA_WEBHOOK_URL non impostata (secret del repository)}"

# --- consenti solo host di webhook noti o quello scelto esplicitamente dall'utente
HOST=$(printf '%s' "$NOTIFICA_WEBHOOK_URL" | sed -E 's#^https://([^/]+)/.*#\1#')
case "$NOTIFICA_WEBHOOK_URL" in
  https://hooks.slack.com/*) TIPO=slack ;;
  https://*.webhook.office.com/*) TIPO=teams ;;
  https://*)
    if [[ -n "${NOTIFICA_HOST_CONSENTITO:-}" && "$HOST" == "$NOTIFICA_HOST_CONSENTITO" ]]; then
      TIPO=generico
    else
      echo "webhook su host non consentito ($HOST): imposta NOTIFICA_HOST_CONSENTITO se è voluto" >&2
      exit 1
    fi ;;
  *) echo "il webhook deve usare https" >&2; exit 1 ;;
esac

REPO="${GITHUB_REPOSITORY:-$(basename "$(git rev-parse --show-toplevel)")}"
BRANCH="${GITHUB_REF_NAME:-$(git branch --show-current)}"
SHA="$(git rev-parse --short HEAD)"
AUTORE="$(git log -1 --format=%an)"
TITOLO="$(git log -1 --format=%s | cut -c1-120)"
RUN="${GITHUB_SERVER_URL:-https://github.com}/${REPO}/actions/runs/${GITHUB_RUN_ID:-}"

if [[ "$STATO" == "successo" ]]; then ICONA="✅"; else ICONA="❌"; fi
TESTO="${ICONA} Deploy ${STATO}: ${REPO}@${BRANCH} (${SHA}) di ${AUTORE}
> ${TITOLO}
Run: ${RUN}${URL_DEPLOY:+
Sito: ${URL_DEPLOY}}"

# JSON costruito con jq per un escaping corretto ({"text": ...} va bene per Slack e Teams)
PAYLOAD=$(jq -n --arg t "$TESTO" '{text: $t}')

curl -fsS -X POST -H 'Content-Type: application/json' --data "$PAYLOAD" "$NOTIFICA_WEBHOOK_URL" >/dev/null
echo "notifica inviata ($TIPO)"
