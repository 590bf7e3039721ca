#!/usr/bin/env bash
# Instala Flutter SDK + Android cmdline-tools desde fuentes oficiales, verificando SHA-256.
set -euo pipefail

CANAL="stable"
[ "${1:-}" = "--canal" ] && CANAL="${2:-stable}"

DEST="$HOME/development"
mkdir -p "$DEST"

case "$(uname -s)" in
  Linux)  SO="linux";  EXT="tar.xz"; CLT_SO="linux" ;;
  Darwin) SO="macos";  EXT="zip";    CLT_SO="mac" ;;
  *) echo "Sistema no soportado"; exit 1 ;;
esac

BASE="https://storage.googleapis.com/flutter_infra_release/releases"
MANIFEST_URL="$BASE/releases_${SO}.json"

echo "Consultando el manifiesto oficial: $MANIFEST_URL"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
curl -fsSL "$MANIFEST_URL" -o "$TMP/manifest.json"

read -r HASH ARCHIVE SHA VERSION < <(python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
canal = sys.argv[2]
h = m["current_release"][canal]
r = next(x for x in m["releases"] if x["hash"] == h and x["channel"] == canal)
print(h, r["archive"], r["sha256"], r["version"])
' "$TMP/manifest.json" "$CANAL")

URL="$BASE/$ARCHIVE"
CLT_VER="11076708"
CLT_URL="https://dl.google.com/android/repository/commandlinetools-${CLT_SO}-${CLT_VER}_latest.zip"

cat <<EOF

Se va a descargar:
  1) Flutter $VERSION ($CANAL)  <- $URL
  2) Android command-line tools <- $CLT_URL
Destino: $DEST (sin sudo)
EOF
read -r -p "¿Continuar? [s/N] " r
[[ "$r" =~ ^[sS]$ ]] || { echo "Cancelado."; exit 0; }

curl -fL --progress-bar "$URL" -o "$TMP/flutter.$EXT"
echo "$SHA  $TMP/flutter.$EXT" | shasum -a 256 -c -

if [ -d "$DEST/flutter" ]; then
  echo "Ya existe $DEST/flutter; se deja intacto. Usa 'flutter upgrade' para actualizar."
else
  if [ "$EXT" = "tar.xz" ]; then tar -xJf "$TMP/flutter.$EXT" -C "$DEST"; else unzip -q "$TMP/flutter.$EXT" -d "$DEST"; fi
fi

ANDROID_HOME="$DEST/android-sdk"
mkdir -p "$ANDROID_HOME/cmdline-tools"
curl -fL --progress-bar "$CLT_URL" -o "$TMP/clt.zip"
echo "Comprueba el SHA-256 de las cmdline-tools con el publicado en developer.android.com/studio#command-tools:"
shasum -a 256 "$TMP/clt.zip"
read -r -p "¿Coincide con el valor oficial? [s/N] " r
[[ "$r" =~ ^[sS]$ ]] || { echo "No se instalan las cmdline-tools."; exit 1; }
unzip -q "$TMP/clt.zip" -d "$TMP/clt"
rm -rf "$ANDROID_HOME/cmdline-tools/latest"
mv "$TMP/clt/cmdline-tools" "$ANDROID_HOME/cmdline-tools/latest"

"$ANDROID_HOME/cmdline-tools/latest/bin/sdkmanager" --sdk_root="$ANDROID_HOME" \
  "platform-tools" "platforms;android-34" "build-tools;34.0.0"

LINEAS="export ANDROID_HOME=\"$ANDROID_HOME\"
export PATH=\"$DEST/flutter/bin:\$ANDROID_HOME/platform-tools:\$PATH\""
echo
echo "Añade esto a tu shell:"
echo "$LINEAS"
RC="$HOME/.bashrc"; [ -n "${ZSH_VERSION:-}" ] || [ "$(basename "${SHELL:-}")" = "zsh" ] && RC="$HOME/.zshrc"
read -r -p "¿Lo añado yo a $RC? [s/N] " r
if [[ "$r" =~ ^[sS]$ ]]; then
  printf '\n# Flutter SDK\n%s\n' "$LINEAS" >> "$RC"
  echo "Añadido. Abre una terminal nueva."
fi

"$DEST/flutter/bin/flutter" config --android-sdk "$ANDROID_HOME"
echo "Ahora ejecuta: flutter doctor --android-licenses   (lee y acepta tú las licencias)"
