#!/usr/bin/env bash
set -u
for h in "$@"; do
  ip=$(dig +short "$h" | grep -E '^[0-9.]+$' | head -1)
  if [[ -z "$ip" ]]; then printf '%-32s %s\n' "$h" "NXDOMAIN/timeout"; continue; fi
  if command -v route >/dev/null && [[ "$(uname)" == Darwin ]]; then
    ifc=$(route -n get "$ip" 2>/dev/null | awk '/interface:/{print $2}')
    ns=$(scutil --dns | awk '/nameserver\[0\]/{print $3; exit}')
  else
    ifc=$(ip route get "$ip" 2>/dev/null | grep -oP 'dev \K\S+')
    ns=$(resolvectl status 2>/dev/null | awk '/Current DNS Server/{print $4; exit}')
  fi
  printf '%-32s %-16s %-8s %s\n' "$h" "$ip" "${ifc:-?}" "${ns:-unknown}"
done
