#!/usr/bin/env bash
# guard.sh - local PreToolUse hook for Claude Code: block obviously dangerous Bash commands.
# Reads the tool call JSON on stdin; exit code 2 blocks the call and shows stderr to the agent.
# Makes no network calls.
input="$(cat)"
cmd="$(printf '%s' "$input" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("command",""))' 2>/dev/null)"

block() { echo "guard.sh blocked: $1" >&2; exit 2; }

[[ "$cmd" =~ (curl|wget)[^|]*\|[[:space:]]*(sudo[[:space:]]+)?(ba|z)?sh ]] && block "pipe-to-shell download"
[[ "$cmd" =~ base64[[:space:]]+(-d|--decode)[^|]*\|[[:space:]]*(ba|z)?sh ]] && block "decode-and-execute"
[[ "$cmd" =~ rm[[:space:]]+-[a-zA-Z]*r[a-zA-Z]*f?[[:space:]]+(/|~|\$HOME)([[:space:]]|$) ]] && block "recursive delete of / or home"
[[ "$cmd" =~ \>\>?[[:space:]]*~?/?(\.bashrc|\.zshrc|\.profile) ]] && block "write to shell startup file"
[[ "$cmd" =~ authorized_keys ]] && block "touches authorized_keys"
exit 0
