#!/usr/bin/env bash
# Generate or import an Android upload keystore.
set -euo pipefail

ALIAS="upload"
DNAME=""
IMPORT=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --alias) ALIAS="$2"; shift 2 ;;
    --dname) DNAME="$2"; shift 2 ;;
    --import) IMPORT="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

APP_ID="$(grep -hoE 'applicationId\s*[= ]\s*"[^"]+"' app/build.gradle* | head -1 | sed -E 's/.*"([^"]+)"/\1/')"
[[ -n "$APP_ID" ]] || { echo "could not find applicationId in app/build.gradle(.kts)" >&2; exit 1; }
DIR="$HOME/.android-keys/$APP_ID"
mkdir -p "$DIR" && chmod 700 "$DIR"
KS="$DIR/upload.jks"
PASS_FILE="$DIR/.pass"

if [[ -n "$IMPORT" ]]; then
  cp "$IMPORT" "$KS"
  read -rsp "Keystore password: " PASS; echo
  printf '%s' "$PASS" >"$PASS_FILE"
else
  [[ -e "$KS" ]] && { echo "$KS already exists; refusing to overwrite" >&2; exit 1; }
  [[ -n "$DNAME" ]] || { echo "--dname is required for a new key" >&2; exit 2; }
  PASS="$(LC_ALL=C tr -dc 'A-Za-z0-9' </dev/urandom | head -c 32)"
  printf '%s' "$PASS" >"$PASS_FILE"
  keytool -genkeypair -v -keystore "$KS" -storetype PKCS12 \
    -alias "$ALIAS" -keyalg RSA -keysize 4096 -validity 10950 \
    -storepass "$PASS" -keypass "$PASS" -dname "$DNAME"
fi
chmod 600 "$KS" "$PASS_FILE"
printf 'alias=%s\nkeystore=%s\n' "$ALIAS" "$KS" >"$DIR/meta"
keytool -list -v -keystore "$KS" -storepass "$(cat "$PASS_FILE")" | grep -E 'SHA256:' | head -1
echo "keystore: $KS"
