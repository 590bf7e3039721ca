#!/usr/bin/env bash
set -euo pipefail
ORIGEN="${1:?carpeta de origen}"
DESTINO="${2:?carpeta de destino}"
HORA="${3:-02:30}"
DIAS="${4:-14}"
H="${HORA%%:*}"; M="${HORA##*:}"

mkdir -p "$HOME/.local/bin" "$DESTINO"
cat > "$HOME/.local/bin/respaldar.sh" <<SH
#!/usr/bin/env bash
# Respaldo diario con versiones por enlace duro (rsync --link-dest)
set -eu
HOY=\$(date +%F)
ULTIMO=\$(ls -1d "$DESTINO"/20* 2>/dev/null | tail -n1 || true)
rsync -a --delete \${ULTIMO:+--link-dest="\$ULTIMO"} "$ORIGEN"/ "$DESTINO/\$HOY"/
# conservar solo las últimas $DIAS versiones
ls -1d "$DESTINO"/20* | head -n -$DIAS | xargs -r rm -rf --
SH
chmod +x "$HOME/.local/bin/respaldar.sh"

( crontab -l 2>/dev/null | grep -v '# respaldo-tesis'; echo "$M $H * * * $HOME/.local/bin/respaldar.sh # respaldo-tesis" ) | crontab -
"$HOME/.local/bin/respaldar.sh" && echo "Primer respaldo listo en $DESTINO"
