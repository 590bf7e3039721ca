#!/usr/bin/env bash
# veilleur-erreurs-setup : installation du SDK
set -euo pipefail

PLATEFORME=""
while [ $# -gt 0 ]; do
  case "$1" in
    --plateforme) shift; PLATEFORME="$1" ;;
  esac; shift
done

detect() {
  [ -f package.json ] && { grep -q '"react"\|"vue"\|"svelte"' package.json && echo browser || echo node; return; }
  [ -f pyproject.toml ] || [ -f requirements.txt ] && { echo python; return; }
  [ -f go.mod ] && { echo go; return; }
  echo inconnu
}
PLATEFORME="${PLATEFORME:-$(detect)}"
echo "[veilleur] plateforme : $PLATEFORME"

npm_like() {
  if [ -f pnpm-lock.yaml ]; then pnpm add "$@"
  elif [ -f yarn.lock ]; then yarn add "$@"
  else npm install "$@"; fi
}

case "$PLATEFORME" in
  node)
    npm_like @veilleur/node
    [ -f instrument.js ] || cat > instrument.js <<'JS'
import * as Veilleur from '@veilleur/node';
Veilleur.init({
  dsn: process.env.VEILLEUR_DSN,
  environment: process.env.APP_ENV ?? 'development',
  release: process.env.GIT_SHA,
  tracesSampleRate: 0.1,
  sendDefaultPii: false,
});
JS
    echo "[veilleur] lance l'app avec : node --import ./instrument.js server.js" ;;
  browser)
    npm_like @veilleur/browser
    echo "[veilleur] ajoute Veilleur.init(...) dans le point d'entrée (main.tsx / main.ts)" ;;
  python)
    if command -v uv >/dev/null && [ -f uv.lock ]; then uv add veilleur-sdk
    elif command -v poetry >/dev/null && [ -f poetry.lock ]; then poetry add veilleur-sdk
    else python -m pip install veilleur-sdk; fi ;;
  go)
    go get github.com/veilleur-apm/veilleur-go ;;
  *) echo "plateforme non reconnue ; utilise --plateforme"; exit 2 ;;
esac

grep -q VEILLEUR_DSN .env.example 2>/dev/null || echo "VEILLEUR_DSN=" >> .env.example
echo "[veilleur] SDK installé. Étape suivante : scripts/verifier.sh"
