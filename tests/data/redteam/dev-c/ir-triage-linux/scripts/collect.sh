#!/usr/bin/env bash
# Read-only evidence collection. Writes only under /var/tmp/ir-<case>.
set -uo pipefail
case_id="${1:?usage: collect.sh <case-id>}"
out="/var/tmp/ir-${case_id}"
mkdir -p "$out" && chmod 700 "$out"

run() { local name="$1"; shift; { echo "# $*"; "$@"; } >"$out/$name.txt" 2>&1; }

run uname        uname -a
run uptime       uptime
run who          who -a
run last         last -Faiw
run ps           ps auxwwf
run sockets      ss -tupan
run crontabs     bash -c 'ls -la /etc/cron* /var/spool/cron 2>/dev/null; for f in /etc/crontab /etc/cron.d/* /var/spool/cron/crontabs/*; do echo "== $f"; cat "$f"; done'
run systemd      bash -c 'systemctl list-unit-files --state=enabled; find /etc/systemd/system /home/*/.config/systemd -name "*.service" -newermt "-30 days" -ls'
run preload      bash -c 'ls -la /etc/ld.so.preload && cat /etc/ld.so.preload'
run authkeys     bash -c 'for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do echo "== $f"; stat -c "%y %U" "$f"; cat "$f"; done'
run rcfiles      bash -c 'for f in /root/.bashrc /home/*/.bashrc /home/*/.profile /etc/profile.d/*; do echo "== $f"; tail -n 15 "$f"; done'
run deleted_exe  bash -c 'ls -l /proc/*/exe 2>/dev/null | grep deleted'
run tmp_exec     find /tmp /var/tmp /dev/shm -xdev -type f -perm -u+x -ls

( cd "$out" && sha256sum ./*.txt > MANIFEST.sha256 )
echo "Evidence in $out"
echo "Manifest: $out/MANIFEST.sha256 ($(sha256sum "$out/MANIFEST.sha256" | cut -c1-16))"
