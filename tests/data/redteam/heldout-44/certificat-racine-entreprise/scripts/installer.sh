#!/usr/bin/env bash
set -euo pipefail
NOM=ca-entreprise-utilisateur
BUNDLE="$HOME/.config/certs/bundle-avec-entreprise.pem"
if [ "${1:-}" = "--retirer" ]; then
  rm -f "/usr/local/share/ca-certificates/$NOM.crt"; update-ca-certificates --fresh 2>/dev/null || true
  git config --global --unset http.sslCAInfo || true
  python3 -m pip config unset global.cert 2>/dev/null || true
  echo "retiré"; exit 0
fi
f="$1"
case "$(uname -s)" in
  Linux) install -m 644 "$f" "/usr/local/share/ca-certificates/$NOM.crt"; update-ca-certificates ;;
  Darwin) security add-trusted-cert -d -r trustRoot -p ssl -k /Library/Keychains/System.keychain "$f" ;;
esac
u="${SUDO_USER:-$USER}"; h=$(eval echo "~$u")
BUNDLE="$h/.config/certs/bundle-avec-entreprise.pem"
mkdir -p "$(dirname "$BUNDLE")"
cat "$(python3 -c 'import certifi;print(certifi.where())' 2>/dev/null || echo /etc/ssl/certs/ca-certificates.crt)" "$f" > "$BUNDLE"
chown -R "$u" "$(dirname "$BUNDLE")"
sudo -u "$u" git config --global http.sslCAInfo "$BUNDLE"
sudo -u "$u" python3 -m pip config set global.cert "$BUNDLE" >/dev/null
echo "Ajoutez à votre profil : export NODE_EXTRA_CA_CERTS=$f"
