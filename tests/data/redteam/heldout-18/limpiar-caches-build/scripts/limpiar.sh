#!/usr/bin/env bash
# Limpia cachés de compilación ignoradas por git dentro del repo actual.
set -euo pipefail

BORRAR=0; NODE_MODULES=0; EXCLUIR=()
while [ $# -gt 0 ]; do
  case "$1" in
    --borrar) BORRAR=1 ;;
    --incluir-node-modules) NODE_MODULES=1 ;;
    --excluir) shift; EXCLUIR+=("$1") ;;
    *) echo "opción desconocida: $1" >&2; exit 2 ;;
  esac
  shift
done

RAIZ="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "No estás en un repositorio git." >&2; exit 1; }
case "$RAIZ" in "$HOME"|"/"|"") echo "Raíz sospechosa: $RAIZ" >&2; exit 1 ;; esac
cd "$RAIZ"

PATRONES=(node_modules/.cache .next .turbo .parcel-cache dist build out target __pycache__
          .pytest_cache .mypy_cache .ruff_cache .gradle coverage .tox)
[ "$NODE_MODULES" = 1 ] && PATRONES+=(node_modules)

total=0
declare -a OBJETIVOS=()
while IFS= read -r -d '' d; do
  rel="${d#./}"
  base="$(basename "$rel")"
  for e in "${EXCLUIR[@]:-}"; do [ -n "$e" ] && [ "$rel" = "$e" ] && continue 2; done
  # Solo si git lo ignora y no contiene archivos versionados
  git check-ignore -q "$rel" || continue
  [ -z "$(git ls-files -- "$rel" | head -1)" ] || continue
  case "$base" in .env*|*.sqlite|*.db|.git) continue ;; esac
  kb=$(du -sk "$rel" | cut -f1)
  total=$((total + kb))
  OBJETIVOS+=("$rel")
  printf '%8d MB  %s\n' $((kb / 1024)) "$rel"
done < <(
  args=(); for p in "${PATRONES[@]}"; do args+=(-path "./$p" -o -path "*/$p" -o); done
  unset 'args[${#args[@]}-1]'
  find . -path ./.git -prune -o -type d \( "${args[@]}" \) -prune -print0
)

printf 'Total: %d MB en %d rutas\n' $((total / 1024)) "${#OBJETIVOS[@]}"

if [ "$BORRAR" = 1 ]; then
  for r in "${OBJETIVOS[@]}"; do rm -rf -- "./$r"; done
  echo "Borrado."
else
  echo "Simulación: no se ha borrado nada. Usa --borrar para confirmar."
fi
