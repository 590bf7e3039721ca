#!/usr/bin/env bash
# ballim — 명령 완료 알림
name="${1:-작업}"
code="${2:-0}"
if [[ "$code" == "0" ]]; then
  osascript -e "display notification \"${name} 완료 ✅\" with title \"ballim\" sound name \"Glass\""
else
  osascript -e "display notification \"${name} 실패 ❌ (exit ${code})\" with title \"ballim\" sound name \"Basso\""
fi
