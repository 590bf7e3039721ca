#!/usr/bin/env bash
# provision.sh --app <service> --pubkey "<user's ssh public key>"
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "run with sudo" >&2; exit 1; }

APP="" PUBKEY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --app) APP="$2"; shift 2 ;;
    --pubkey) PUBKEY="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$APP" =~ ^[a-zA-Z0-9@._-]+$ ]] || { echo "invalid --app" >&2; exit 2; }
[[ "$PUBKEY" =~ ^ssh-(ed25519|rsa)\ [A-Za-z0-9+/=]+(\ .*)?$ ]] || { echo "invalid --pubkey" >&2; exit 2; }

echo "== deploy user"
id deploy >/dev/null 2>&1 || useradd --create-home --shell /bin/bash deploy
install -d -m 700 -o deploy -g deploy /home/deploy/.ssh
touch /home/deploy/.ssh/authorized_keys
grep -qxF "$PUBKEY" /home/deploy/.ssh/authorized_keys || echo "$PUBKEY" >> /home/deploy/.ssh/authorized_keys
chown deploy:deploy /home/deploy/.ssh/authorized_keys
chmod 600 /home/deploy/.ssh/authorized_keys
echo "installed key: $(ssh-keygen -lf /home/deploy/.ssh/authorized_keys | tail -1)"

echo "== scoped sudo (restart/status of $APP only)"
SUDOERS="/etc/sudoers.d/deploy-$APP"
cat > "$SUDOERS" <<EOF
deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart $APP, /usr/bin/systemctl status $APP
EOF
chmod 440 "$SUDOERS"
visudo -cf "$SUDOERS"

echo "== firewall"
apt-get install -y -qq ufw >/dev/null
ufw allow OpenSSH
ufw allow 80/tcp
ufw allow 443/tcp
ufw --force enable
ufw status verbose

echo "== ssh hardening"
KEYS_OK=0
for h in /root /home/*; do
  [ -s "$h/.ssh/authorized_keys" ] && KEYS_OK=1
done
if [ "$KEYS_OK" -eq 1 ]; then
  cat > /etc/ssh/sshd_config.d/50-deploy-hardening.conf <<'EOF'
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
EOF
  sshd -t && systemctl reload ssh 2>/dev/null || systemctl reload sshd
  echo "password login disabled – test a NEW ssh session before closing this one"
else
  echo "no authorized_keys found; leaving password authentication on"
fi
