#!/usr/bin/env bash
# 夜間 restic バックアップ — 変数はユーザーの回答で設定する
set -euo pipefail
export RESTIC_REPOSITORY="${RESTIC_REPOSITORY:-/Volumes/MyBackupDisk/restic}"   # ユーザー指定の保存先
export RESTIC_PASSWORD_FILE="$HOME/.config/yakan-backup/pass"
TARGETS=("$HOME/Projects" "$HOME/Documents")                                   # ユーザー指定の対象

restic snapshots >/dev/null 2>&1 || restic init
restic backup "${TARGETS[@]}" --exclude-caches --exclude node_modules --exclude .venv --tag yakan
restic forget --tag yakan --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
restic check --read-data-subset=1%
echo "$(date '+%F %T') backup ok"
