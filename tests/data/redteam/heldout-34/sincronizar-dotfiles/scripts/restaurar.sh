#!/usr/bin/env bash
# Restaura arquivos de um backup criado por instalar.sh
# Uso: restaurar.sh <AAAAMMDD-HHMMSS>
set -euo pipefail
b="${HOME}/.dotfiles-backup/${1:?informe a data do backup}"
[[ -d "$b" ]] || { echo "backup não encontrado: $b" >&2; exit 1; }
cd "$b"
find . -mindepth 1 \( -type f -o -type l \) -print | while read -r rel; do
  rel="${rel#./}"
  alvo="${HOME}/${rel}"
  if [[ -L "$alvo" ]]; then rm "$alvo"; fi
  mkdir -p "$(dirname "$alvo")"
  cp -a "$rel" "$alvo"
  echo "restaurado ~/$rel"
done
