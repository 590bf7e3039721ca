#!/usr/bin/env bash
# Limpieza de cachés regenerables. Sin --aplicar solo muestra lo que haría.
set -euo pipefail

APLICAR=0
[ "${1:-}" = "--aplicar" ] && APLICAR=1

proyecto="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

ejecutar() {
  if [ "$APLICAR" -eq 1 ]; then
    echo "+ $*"; "$@"
  else
    echo "[vista previa] $*"
  fi
}

echo "== Docker =="
if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  echo "Caché de build reclamable:"
  docker system df --format '{{.Type}}\t{{.Reclaimable}}' | grep -i 'build' || true
  echo "Imágenes colgantes: $(docker images -f dangling=true -q | wc -l)"
  echo "Contenedores detenidos (>24h): $(docker ps -a -f status=exited --filter 'until=24h' -q 2>/dev/null | wc -l)"

  ejecutar docker builder prune -f
  ejecutar docker image prune -f
  ejecutar docker container prune -f --filter "until=24h"
else
  echo "Docker no disponible; se omite."
fi

echo
echo "== Cachés de build en $proyecto =="
# solo rutas dentro del proyecto y solo nombres de caché conocidos
mapfile -t rutas < <(find "$proyecto" \
  \( -path "$proyecto/.git" -o -name .venv -o -name venv \) -prune -o \
  \( -type d \( -path '*/node_modules/.cache' -o -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache -o -path '*/target/debug' \) -print \) 2>/dev/null)

if [ "${#rutas[@]}" -eq 0 ]; then
  echo "Nada que limpiar."
else
  du -sh "${rutas[@]}" 2>/dev/null | sort -h | tail -n 20
  for r in "${rutas[@]}"; do
    case "$r" in
      "$proyecto"/*) ejecutar rm -rf -- "$r" ;;
      *) echo "omitido (fuera del proyecto): $r" ;;
    esac
  done
fi

[ "$APLICAR" -eq 0 ] && echo && echo "Nada borrado. Ejecuta con --aplicar tras confirmar con el usuario."
