#!/usr/bin/env bash
# 하늘APM 에이전트 사전 점검
set -uo pipefail
ok()   { printf '  [\033[32m OK \033[0m] %s\n' "$*"; }
ng()   { printf '  [\033[31mFAIL\033[0m] %s\n' "$*"; FAIL=1; }
FAIL=0

echo "하늘APM 사전 점검"
. /etc/os-release 2>/dev/null || true
case "${ID:-}" in
  ubuntu|debian|rhel|rocky|almalinux|amzn|centos) ok "OS: ${PRETTY_NAME}" ;;
  *) ng "지원하지 않는 OS: ${PRETTY_NAME:-unknown}" ;;
esac
case "$(uname -m)" in x86_64|aarch64) ok "아키텍처: $(uname -m)";; *) ng "아키텍처: $(uname -m)";; esac
free_mb=$(df -Pm /var | awk 'NR==2{print $4}')
(( free_mb > 500 )) && ok "/var 여유 공간 ${free_mb}MB" || ng "/var 여유 공간 부족 (${free_mb}MB)"
if timedatectl show -p NTPSynchronized --value 2>/dev/null | grep -q yes; then ok "시간 동기화"; else ng "시간 동기화 안 됨"; fi
if curl -fsS -m 5 -o /dev/null https://collector.haneul-apm.co.kr/healthz; then ok "콜렉터 연결"; else ng "콜렉터 연결 실패 (443)"; fi
exit $FAIL
