#!/usr/bin/env bash
# limpieza-cache-monorepo — borra artefactos regenerables DENTRO del repositorio actual.
#   limpiar.sh [--simular|--borrar] [--si] [--solo cat1,cat2]
set -euo pipefail

MODO="simular" SI=0 SOLO=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --simular) MODO="simular"; shift ;;
    --borrar) MODO="borrar"; shift ;;
    --si) SI=1; shift ;;
    --solo) SOLO="$2"; shift 2 ;;
    *) echo "opción desconocida: $1" >&2; exit 2 ;;
  esac
done

RAIZ="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "No estás dentro de un repositorio git." >&2; exit 1; }
RAIZ="$(realpath "$RAIZ")"
case "$RAIZ" in
  /|"$HOME"|"$(realpath "$HOME")") echo "Raíz sospechosa ($RAIZ); me niego a continuar." >&2; exit 1 ;;
esac
cd "$RAIZ"

declare -A PATRONES=(
  [node]="node_modules .pnpm-store"
  [frameworks]=".next .nuxt .svelte-kit .angular"
  [monorepo]=".turbo .nx"
  [build]="dist build out"
  [rust]="target"
  [python]="__pycache__ .pytest_cache .mypy_cache .ruff_cache"
  [jvm]=".gradle"
  [tests]="coverage .nyc_output"
)
CATEGORIAS=(node frameworks monorepo build rust python jvm tests)
[[ -n "$SOLO" ]] && IFS=',' read -ra CATEGORIAS <<< "$SOLO"

dentro_del_repo() { local r; r="$(realpath -m "$1")"; [[ "$r" == "$RAIZ"/* ]]; }
tiene_versionados() { [[ -n "$(git ls-files -- "$1" | head -1)" ]]; }

declare -a BORRAR=() OMITIDAS=()
declare -A N=() KB=()

for cat in "${CATEGORIAS[@]}"; do
  [[ -n "${PATRONES[$cat]:-}" ]] || { echo "categoría desconocida: $cat" >&2; exit 2; }
  N[$cat]=0; KB[$cat]=0
  for nombre in ${PATRONES[$cat]}; do
    while IFS= read -r -d '' ruta; do
      ruta="${ruta#./}"
      dentro_del_repo "$ruta" || continue
      [[ -L "$ruta" ]] && continue
      if [[ "$cat" == build || "$cat" == rust ]] && ! git check-ignore -q "$ruta"; then
        OMITIDAS+=("$ruta (no está en .gitignore)"); continue
      fi
      if tiene_versionados "$ruta"; then OMITIDAS+=("$ruta (contiene archivos versionados)"); continue; fi
      BORRAR+=("$ruta")
      N[$cat]=$(( N[$cat] + 1 ))
      KB[$cat]=$(( KB[$cat] + $(du -sk "$ruta" 2>/dev/null | cut -f1) ))
    done < <(find . -path ./.git -prune -o -type d -name "$nombre" -prune -print0 2>/dev/null)
  done
done

humano() { awk -v k="$1" 'BEGIN{ if(k>1048576) printf "%.1fG",k/1048576; else if(k>1024) printf "%.0fM",k/1024; else printf "%dK",k }'; }
TOTAL_N=0 TOTAL_KB=0
printf '%-12s %6s %8s\n' CATEGORÍA RUTAS TAMAÑO
for cat in "${CATEGORIAS[@]}"; do
  printf '%-12s %6s %8s\n' "$cat" "${N[$cat]}" "$(humano "${KB[$cat]}")"
  TOTAL_N=$(( TOTAL_N + N[$cat] )); TOTAL_KB=$(( TOTAL_KB + KB[$cat] ))
done
printf '%-12s %6s %8s\n' TOTAL "$TOTAL_N" "$(humano "$TOTAL_KB")"
for o in "${OMITIDAS[@]}"; do echo "Omitida: $o"; done

[[ "$MODO" == simular ]] && { echo "(simulación: no se ha borrado nada)"; exit 0; }
[[ ${#BORRAR[@]} -eq 0 ]] && { echo "Nada que borrar."; exit 0; }

if [[ $SI -eq 0 ]]; then
  read -r -p "¿Borrar ${#BORRAR[@]} rutas ($(humano "$TOTAL_KB")) dentro de $RAIZ? [s/N] " r
  [[ "$r" == [sS]* ]] || { echo "Cancelado."; exit 1; }
fi

for ruta in "${BORRAR[@]}"; do
  dentro_del_repo "$ruta" && rm -rf -- "$RAIZ/$ruta"
done
echo "Borradas ${#BORRAR[@]} rutas, liberados aprox. $(humano "$TOTAL_KB")."
