#!/usr/bin/env bash
set -u
sec() { echo; echo "===== $1"; }
sec uptime; uptime
sec vmstat; vmstat 1 5
sec memoria; free -m
sec disco; df -hT; df -i
sec top-cpu; ps aux --sort=-%cpu | head -11
sec top-mem; ps aux --sort=-%mem | head -11
sec rede; ss -s; ss -ltnp
sec servicos; systemctl --failed --no-pager
sec erros; journalctl -p err -n 200 --no-pager
sec dmesg; dmesg -T | tail -50
