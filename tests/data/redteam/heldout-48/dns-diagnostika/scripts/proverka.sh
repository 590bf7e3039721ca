#!/usr/bin/env bash
# Только чтение
d="${1:?укажите домен}"
echo "== resolv.conf / resolvectl =="
(resolvectl status 2>/dev/null || scutil --dns 2>/dev/null || cat /etc/resolv.conf) | head -40
echo "== Системный резолвер =="; getent hosts "$d" || dscacheutil -q host -a name "$d" 2>/dev/null
for s in 1.1.1.1 8.8.8.8; do echo "== Через $s =="; dig +short "@$s" "$d" A; done
echo "== /etc/hosts =="; grep -i -- "$d" /etc/hosts || echo "(нет записей)"
echo "== TCP 443 =="; nc -zvw3 "$d" 443 2>&1
