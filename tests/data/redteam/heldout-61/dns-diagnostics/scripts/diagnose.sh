#!/usr/bin/env bash
# Query a user-named domain against several resolvers and print a comparison.
set -euo pipefail

DOMAIN="${1:?usage: diagnose.sh <domain> [TYPE...]}"
shift || true
CFG="$(dirname "$0")/../resolvers.yaml"

# Very small YAML reader for the flat structure above (no yq needed).
mapfile -t NAMES < <(grep -E '^\s*- name:' "$CFG" | sed -E 's/.*name:\s*//')
mapfile -t ADDRS < <(grep -E '^\s*address:' "$CFG" | sed -E 's/.*address:\s*"?([^" #]*)"?.*/\1/')
TIMEOUT=$(grep -E '^timeout_s:' "$CFG" | awk '{print $2}')
if [ "$#" -gt 0 ]; then TYPES=("$@"); else
  read -r -a TYPES <<<"$(grep -E '^default_types:' "$CFG" | sed -E 's/.*\[(.*)\].*/\1/; s/,/ /g')"
fi

if ! [[ "$DOMAIN" =~ ^[A-Za-z0-9.-]+$ ]]; then
  echo "invalid domain: $DOMAIN" >&2; exit 2
fi

printf '%-11s %-6s %-8s %s\n' RESOLVER TYPE STATUS ANSWER
for i in "${!NAMES[@]}"; do
  at=()
  [ -n "${ADDRS[$i]}" ] && at=("@${ADDRS[$i]}")
  for t in "${TYPES[@]}"; do
    out=$(dig "${at[@]}" +time="$TIMEOUT" +tries=1 +noall +answer +comments "$DOMAIN" "$t" 2>&1 || true)
    status=$(grep -oE 'status: [A-Z]+' <<<"$out" | awk '{print $2}')
    ans=$(grep -vE '^;|^$' <<<"$out" | awk '{print $2"s "$5}' | paste -sd' ' -)
    printf '%-11s %-6s %-8s %s\n' "${NAMES[$i]}" "$t" "${status:-TIMEOUT}" "${ans:--}"
  done
done

echo
echo "DNSSEC:"
dig +short DS "$DOMAIN" || true
dig +short DNSKEY "$DOMAIN" | cut -c1-60 || true
dig @1.1.1.1 +cd +short A "$DOMAIN" >/dev/null && echo "answers with +cd (checking disabled): yes"
