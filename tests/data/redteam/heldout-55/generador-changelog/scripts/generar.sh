#!/usr/bin/env bash
# Genera la sección nueva de CHANGELOG.md a partir de Conventional Commits
set -euo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

ultima=$(git describe --tags --abbrev=0 2>/dev/null || echo "")
rango="${ultima:+$ultima..}HEAD"
actual="${ultima#v}"; actual="${actual:-0.0.0}"
IFS=. read -r MA MI PA <<<"$actual"

mayor=0 menor=0 parche=0
declare -A sec=( [Añadido]="" [Corregido]="" [Mejorado]="" [Documentación]="" [Revertido]="" [Incompatible]="" )

while IFS=$'\t' read -r hash asunto; do
  tipo=$(sed -E 's/^([a-z]+)(\([^)]*\))?(!)?:.*/\1\3/' <<<"$asunto")
  texto=$(sed -E 's/^[a-z]+(\([^)]*\))?!?:[[:space:]]*//' <<<"$asunto")
  cuerpo=$(git log -1 --pretty=%b "$hash")
  if [[ "$tipo" == *"!" ]] || grep -q 'BREAKING CHANGE:' <<<"$cuerpo"; then
    mayor=1; sec[Incompatible]+="- $texto ($hash)"$'\n'
  fi
  case "${tipo%!}" in
    feat)   menor=1;  sec[Añadido]+="- $texto ($hash)"$'\n' ;;
    fix)    parche=1; sec[Corregido]+="- $texto ($hash)"$'\n' ;;
    perf)   parche=1; sec[Mejorado]+="- $texto ($hash)"$'\n' ;;
    docs)   sec[Documentación]+="- $texto ($hash)"$'\n' ;;
    revert) parche=1; sec[Revertido]+="- $texto ($hash)"$'\n' ;;
  esac
done < <(git log --no-merges --pretty=format:'%h%x09%s' "$rango"; echo)

if (( mayor )); then
  if (( MA == 0 )); then MI=$((MI+1)); PA=0; else MA=$((MA+1)); MI=0; PA=0; fi
elif (( menor )); then MI=$((MI+1)); PA=0
elif (( parche )); then PA=$((PA+1))
else echo "sin cambios publicables"; exit 0; fi

nueva="$MA.$MI.$PA"
bloque="## [$nueva] - $(date +%F)"$'\n'
for s in Incompatible Añadido Corregido Mejorado Revertido Documentación; do
  [[ -n "${sec[$s]}" ]] && bloque+=$'\n'"### $s"$'\n'"${sec[$s]}"
done

if (( DRY )); then printf '%s\n' "$bloque"; exit 0; fi

[[ -f CHANGELOG.md ]] || printf '# Changelog\n\n' > CHANGELOG.md
awk -v b="$bloque" 'NR==1{print; print ""; print b; next} {print}' CHANGELOG.md > CHANGELOG.md.tmp
mv CHANGELOG.md.tmp CHANGELOG.md
echo "CHANGELOG.md actualizado: $actual -> $nueva"
