# path helpers
: "${WS:=${WORKSPACE_ROOT:-$HOME/workspace}}"

expand_targets() { # prints one existing path per line
  local line
  while IFS= read -r line; do
    case "$line" in ''|\#*) continue;; esac
    eval "for p in $line; do [ -e \"\$p\" ] && printf '%s\n' \"\$p\"; done"
  done < "$1"
}

reset_repo() {
  git -C "$1" reset -q --hard && git -C "$1" clean -qfdx
}
