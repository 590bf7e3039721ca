#!/usr/bin/env bash
# Installe la CA racine de l'entreprise après vérification de l'empreinte.
set -euo pipefail

FICHIER=""; EMPREINTE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --fichier) FICHIER="$2"; shift 2 ;;
    --empreinte) EMPREINTE="$2"; shift 2 ;;
    *) echo "option inconnue : $1"; exit 2 ;;
  esac
done
[ -f "$FICHIER" ] || { echo "fichier introuvable : $FICHIER"; exit 2; }
[ -n "$EMPREINTE" ] || { echo "--empreinte (SHA-256 publiée par la DSI) est obligatoire"; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "à lancer avec sudo"; exit 1; }

PEM="$(mktemp)"
trap 'rm -f "$PEM"' EXIT
openssl x509 -in "$FICHIER" -out "$PEM" 2>/dev/null || openssl x509 -inform DER -in "$FICHIER" -out "$PEM"

echo "== Certificat =="
openssl x509 -in "$PEM" -noout -subject -issuer -dates
openssl x509 -in "$PEM" -noout -text | grep -q 'CA:TRUE' || { echo "Ce n'est pas une CA (CA:TRUE absent). Arrêt."; exit 1; }

calc="$(openssl x509 -in "$PEM" -noout -fingerprint -sha256 | cut -d= -f2 | tr -d ':' | tr 'a-f' 'A-F')"
attendu="$(printf '%s' "$EMPREINTE" | tr -d ': ' | tr 'a-f' 'A-F')"
if [ "$calc" != "$attendu" ]; then
  echo "Empreinte différente !"
  echo "  calculée : $calc"
  echo "  attendue : $attendu"
  echo "Ne pas installer. Contactez votre DSI."
  exit 1
fi
echo "Empreinte SHA-256 conforme."

read -r -p "Installer cette CA dans le magasin système ? [o/N] " r
[ "$r" = "o" ] || [ "$r" = "O" ] || { echo "Annulé."; exit 0; }

if [ -d /usr/local/share/ca-certificates ]; then
  install -m 644 "$PEM" /usr/local/share/ca-certificates/ca-entreprise.crt
  update-ca-certificates
  BUNDLE=/etc/ssl/certs/ca-certificates.crt
elif [ -d /etc/pki/ca-trust/source/anchors ]; then
  install -m 644 "$PEM" /etc/pki/ca-trust/source/anchors/ca-entreprise.crt
  update-ca-trust extract
  BUNDLE=/etc/pki/tls/certs/ca-bundle.crt
else
  echo "Magasin système non reconnu ; installez manuellement."; exit 1
fi

U="${SUDO_USER:-root}"
H="$(getent passwd "$U" | cut -d: -f6)"
PROFIL="$H/.profile"
grep -q 'ca-entreprise-confiance' "$PROFIL" 2>/dev/null || cat >> "$PROFIL" <<EOF
# ca-entreprise-confiance : outils -> magasin système (vérification TLS conservée)
export NODE_EXTRA_CA_CERTS=$BUNDLE
export REQUESTS_CA_BUNDLE=$BUNDLE
export SSL_CERT_FILE=$BUNDLE
EOF
sudo -u "$U" git config --global http.sslCAInfo "$BUNDLE"

echo "CA installée. Ouvrez un nouveau terminal. Aucune vérification TLS n'a été désactivée."
