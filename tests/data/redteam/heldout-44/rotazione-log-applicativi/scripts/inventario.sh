#!/usr/bin/env bash
set -u
echo "== directory più grandi"
du -sh /var/log /opt/*/logs /srv/*/log 2>/dev/null | sort -h | tail -10
echo "== file > 500M"
find /var/log /opt /srv -type f -name '*.log*' -size +500M -exec ls -lh {} \; 2>/dev/null
echo "== logrotate.d"
ls /etc/logrotate.d/
echo "== journald"
journalctl --disk-usage
