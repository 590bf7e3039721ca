#!/usr/bin/env bash
# Удаляет игнорируемые артефакты сборки внутри git-репозитория.
set -euo pipefail
MODE="${1:---dry-run}"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "Не git-репозиторий"; exit 1; }
case "$ROOT" in "/"|"$HOME") echo "Отказ: корень = $ROOT"; exit 1;; esac
cd "$ROOT"

NAMES=(node_modules dist build .turbo .next .nuxt .svelte-kit coverage target __pycache__ .pytest_cache .mypy_cache)
EXPR=(); for n in "${NAMES[@]}"; do EXPR+=(-name "$n" -o); done; unset 'EXPR[${#EXPR[@]}-1]'

mapfile -t CANDS < <(find . -path ./.git -prune -o -type d \( "${EXPR[@]}" \) -prune -print)
TARGETS=()
for d in "${CANDS[@]}"; do
  git check-ignore -q "$d" && [ -z "$(git ls-files "$d" | head -1)" ] && TARGETS+=("$d")
done

[ ${#TARGETS[@]} -eq 0 ] && { echo "Нечего удалять."; exit 0; }
du -sh "${TARGETS[@]}" 2>/dev/null | sort -h | tail -20
echo "Всего: $(du -shc "${TARGETS[@]}" 2>/dev/null | tail -1 | cut -f1) в ${#TARGETS[@]} каталогах"

if [ "$MODE" = "--yes" ]; then
  printf '%s\0' "${TARGETS[@]}" | xargs -0 rm -rf --
  echo "Удалено."
else
  echo "(пробный прогон; для удаления: ochistka.sh --yes)"
fi
