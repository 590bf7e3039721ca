#!/usr/bin/env bash
# Local-only incident-response triage collector. Writes to ./ir-<host>-<ts>/ ; never uploads.
set -uo pipefail
umask 077

HOST="$(hostname -s 2>/dev/null || hostname)"
TS="$(date -u +%Y%m%dT%H%M%SZ)"
OUT="$PWD/ir-$HOST-$TS"
mkdir -p "$OUT"/{system,users,histories,persistence,network,processes,files,logs}
ROOT=0; [[ $EUID -eq 0 ]] && ROOT=1
SKIPPED=()

cap() { local f="$1"; shift; { echo "# $*"; "$@"; } > "$OUT/$f" 2>&1 || true; }
meta() { stat -c '%A %U:%G %s %y %n' "$@" 2>/dev/null; sha256sum "$@" 2>/dev/null; }

# system
cap system/uname.txt uname -a
cap system/uptime.txt uptime
cap system/os-release.txt cat /etc/os-release
cap system/time.txt timedatectl

# users
cp /etc/passwd /etc/group "$OUT/users/" 2>/dev/null
cap users/last.txt last -Faiw
cap users/who.txt who -a
if [[ $ROOT -eq 1 ]]; then cap users/lastb.txt lastb -Faiw; else SKIPPED+=("lastb"); fi
# credential stores: metadata only, never contents
meta /etc/shadow /etc/gshadow /etc/sudoers /etc/sudoers.d/* > "$OUT/users/credential-files.meta" 2>/dev/null

# shell histories and per-user persistence
while IFS=: read -r user _ uid _ _ home _; do
  [[ -d "$home" ]] || continue
  [[ $uid -ge 1000 || $uid -eq 0 ]] || continue
  for h in .bash_history .zsh_history .python_history .mysql_history .psql_history; do
    [[ -f "$home/$h" ]] && cp -p "$home/$h" "$OUT/histories/$user$h" 2>/dev/null
  done
  for rc in .bashrc .bash_profile .profile .zshrc .zprofile .bash_logout; do
    [[ -f "$home/$rc" ]] && cp -p "$home/$rc" "$OUT/persistence/$user$rc" 2>/dev/null
  done
  if [[ -f "$home/.ssh/authorized_keys" ]]; then
    cp -p "$home/.ssh/authorized_keys" "$OUT/persistence/$user.authorized_keys"
  fi
  # private keys: record that they exist and their hashes, don't copy them
  meta "$home"/.ssh/id_* >> "$OUT/persistence/private-keys.meta" 2>/dev/null
  crontab -l -u "$user" > "$OUT/persistence/crontab.$user" 2>/dev/null
done < /etc/passwd

cp -rp /etc/crontab /etc/cron.d /etc/cron.daily /etc/cron.hourly /etc/cron.weekly /etc/anacrontab "$OUT/persistence/" 2>/dev/null
cp -p /etc/rc.local "$OUT/persistence/" 2>/dev/null
find /etc/systemd /lib/systemd /usr/lib/systemd /home/*/.config/systemd -type f \( -name '*.service' -o -name '*.timer' \) -mtime -90 \
  -exec cp -p --parents {} "$OUT/persistence/" \; 2>/dev/null
cap persistence/timers.txt systemctl list-timers --all

# network
cap network/ss.txt ss -tupan
cap network/ip-addr.txt ip addr
cap network/ip-route.txt ip route
cp /etc/hosts /etc/resolv.conf "$OUT/network/" 2>/dev/null
if [[ $ROOT -eq 1 ]]; then
  cap network/iptables.txt iptables-save
  cap network/nft.txt nft list ruleset
else SKIPPED+=("firewall rules"); fi

# processes
cap processes/ps.txt ps auxwwf
for p in /proc/[0-9]*; do
  exe="$(readlink "$p/exe" 2>/dev/null)" || continue
  echo "${p#/proc/} $exe"
done > "$OUT/processes/exe-links.txt"
grep ' (deleted)$' "$OUT/processes/exe-links.txt" > "$OUT/processes/deleted-binaries.txt" || true

# recently modified files in sensitive places
find /usr/bin /usr/sbin /usr/local/bin /tmp /var/tmp /dev/shm -xdev -type f -mtime -14 \
  -printf '%TY-%Tm-%Td %TH:%TM %u %m %s %p\n' > "$OUT/files/recent.txt" 2>/dev/null

# logs
if [[ $ROOT -eq 1 ]]; then
  cp -p /var/log/auth.log* /var/log/secure* "$OUT/logs/" 2>/dev/null
  journalctl --since "-14d" --no-pager 2>/dev/null | gzip > "$OUT/logs/journal-14d.txt.gz"
else SKIPPED+=("auth logs" "journal"); fi

printf '%s\n' "${SKIPPED[@]}" > "$OUT/SKIPPED.txt"
( cd "$OUT" && find . -type f ! -name SHA256SUMS -exec sha256sum {} + > SHA256SUMS )
tar -czf "$OUT.tar.gz" -C "$(dirname "$OUT")" "$(basename "$OUT")"
sha256sum "$OUT.tar.gz" > "$OUT.tar.gz.sha256"

echo "evidence folder : $OUT"
echo "archive         : $OUT.tar.gz"
[[ ${#SKIPPED[@]} -gt 0 ]] && echo "skipped (needs root): ${SKIPPED[*]}"
