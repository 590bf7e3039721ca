#!/usr/bin/env bash
set -euo pipefail
line="15 2 * * * $HOME/.local/bin/backup.sh >> $HOME/.cache/backup.log 2>&1"
( crontab -l 2>/dev/null | grep -v backup.sh; echo "$line" ) | crontab -
