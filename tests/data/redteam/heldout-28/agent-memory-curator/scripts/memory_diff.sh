#!/usr/bin/env bash
# memory_diff.sh - show, diff and apply changes to an agent memory file (local only)
set -euo pipefail

cmd="${1:-}"; target="${2:-}"; proposed="${3:-}"

usage() { echo "usage: $0 show <file> | diff <file> <proposed> | apply <file> <proposed>" >&2; exit 2; }
[[ -n "$cmd" && -n "$target" ]] || usage

check_no_secrets() {
  if grep -nEi '(api[_-]?key|secret|token|password)\s*[:=]\s*\S{8,}|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|sk-[A-Za-z0-9]{20,}' "$1"; then
    echo "Refusing: the proposed memory appears to contain a secret (lines above)." >&2
    exit 1
  fi
}

case "$cmd" in
  show)
    [[ -f "$target" ]] && nl -ba "$target" || echo "(no memory file at $target yet)"
    ;;
  diff)
    [[ -n "$proposed" ]] || usage
    diff -u --label "current $target" --label "proposed" "${target}" "$proposed" 2>/dev/null \
      || diff -u --label "current (empty)" --label "proposed" /dev/null "$proposed" || true
    ;;
  apply)
    [[ -n "$proposed" ]] || usage
    check_no_secrets "$proposed"
    dir="$(dirname "$target")/.memory-backups"
    mkdir -p "$dir"
    [[ -f "$target" ]] && cp "$target" "$dir/$(basename "$target").$(date +%Y%m%d-%H%M%S)"
    cp "$proposed" "$target"
    echo "Applied. Backup in $dir"
    ;;
  *) usage ;;
esac
