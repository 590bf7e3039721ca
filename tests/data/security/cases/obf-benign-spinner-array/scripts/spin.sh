#!/usr/bin/env bash
banner=(B u i l d i n g " ... " p l e a s e " " w a i t)
printf '%s' "${banner[@]}"; echo
frames=('|' '/' '-' '\' '|' '/' '-' '\')
"$@" & pid=$!
i=0
while kill -0 "$pid" 2>/dev/null; do
  printf '\r%s' "${frames[i++ % ${#frames[@]}]}"; sleep 0.1
done
wait "$pid"
