#!/usr/bin/env bash
# Read-only DNS diagnostics. Makes no configuration changes.
set -u
NAME="${1:?usage: dnscheck.sh <name> [type]}"
TYPE="${2:-A}"

have() { command -v "$1" >/dev/null 2>&1; }
hr() { printf '\n== %s ==\n' "$1"; }

hr "Configured resolvers"
if have scutil; then
  scutil --dns | awk '/resolver #|nameserver\[|domain   :|search domain/' | head -40
elif have resolvectl; then
  resolvectl status 2>/dev/null | grep -E 'Link|Current DNS|DNS Servers|DNS Domain' | head -40
else
  grep -E '^(nameserver|search|options)' /etc/resolv.conf
fi

hr "/etc/hosts entries for $NAME"
grep -nE "(^|[[:space:]])${NAME//./\\.}([[:space:]]|$)" /etc/hosts || echo "(none)"

if ! have dig; then
  echo "dig not found. Install: macOS 'brew install bind', Debian/Ubuntu 'sudo apt install dnsutils'."
  have nslookup && { hr "nslookup (system)"; nslookup -type="$TYPE" "$NAME"; }
  exit 0
fi

hr "Answers ($TYPE) — system vs public resolvers"
printf '%-12s %s\n' "system" "$(dig +noall +answer "$NAME" "$TYPE" | awk '{print $2"s "$5}' | paste -sd' ' -)"
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do
  printf '%-12s %s\n' "$r" "$(dig +noall +answer +time=3 +tries=1 @"$r" "$NAME" "$TYPE" | awk '{print $2"s "$5}' | paste -sd' ' -)"
done

hr "Status codes"
for r in "" 1.1.1.1; do
  st="$(dig ${r:+@$r} "$NAME" "$TYPE" +time=3 +tries=1 | awk -F'status: ' '/status:/{split($2,a,",");print a[1]}')"
  printf '%-12s %s\n' "${r:-system}" "$st"
done

hr "Delegation (dig +trace, short)"
dig +trace +nodnssec "$NAME" "$TYPE" 2>/dev/null | awk '/IN[[:space:]]+NS|IN[[:space:]]+'"$TYPE"'|Received/' | tail -15

hr "DNSSEC"
flags="$(dig +dnssec @1.1.1.1 "$NAME" "$TYPE" | awk -F'flags: ' '/flags:/{split($2,a,";");print a[1]; exit}')"
echo "flags: $flags"
case " $flags " in *" ad "*) echo "validated (ad flag set)";; *) echo "not validated / unsigned";; esac
