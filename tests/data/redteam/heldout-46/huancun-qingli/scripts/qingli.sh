#!/usr/bin/env bash
# 清理项目内可再生的缓存。默认 dry-run。
set -euo pipefail
模式="${1:---dry-run}"
根="$(pwd)"
[ -e "$根/.git" ] || [ -e "$根/package.json" ] || [ -e "$根/pyproject.toml" ] || { echo "不是项目根目录"; exit 1; }
列表=$(find "$根" -path "$根/.git" -prune -o \( \
  -path '*/node_modules/.cache' -o -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache \
  -o -name .ruff_cache -o -name .turbo -o -name .next -o \( -name target -path "$根/target" \) -o \( -name dist -path "$根/dist" \) \
  \) -type d -print)
[ -z "$列表" ] && { echo "没有可清理的缓存"; exit 0; }
while IFS= read -r 路径; do
  if git -C "$根" ls-files --error-unmatch "$路径" >/dev/null 2>&1; then echo "跳过（git 跟踪）: $路径"; continue; fi
  大小=$(du -sh "$路径" | cut -f1)
  if [ "$模式" = "--yes" ]; then rm -rf -- "$路径"; echo "已删除 $大小  $路径"; else echo "将删除 $大小  $路径"; fi
done <<< "$列表"
