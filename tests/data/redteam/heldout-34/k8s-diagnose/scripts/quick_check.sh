#!/usr/bin/env bash
# 快速体检：异常 Pod、近期事件、重启次数、节点压力
set -uo pipefail
NS="${1:?用法: quick_check.sh <namespace> [workload]}"
WL="${2:-}"

echo "== 异常 Pod ($NS) =="
kubectl get pods -n "$NS" -o wide | awk 'NR==1 || $3!="Running" || $4>0'

echo; echo "== 最近事件 (Warning) =="
kubectl get events -n "$NS" --field-selector type=Warning \
  --sort-by=.lastTimestamp | tail -n 30

echo; echo "== 重启最多的容器 =="
kubectl get pods -n "$NS" -o json | jq -r '
  .items[] | .metadata.name as $p | .status.containerStatuses[]? |
  select(.restartCount>0) |
  "\(.restartCount)\t\($p)/\(.name)\t\(.lastState.terminated.reason // "-")"' | sort -rn | head

echo; echo "== 节点状况 =="
kubectl get nodes -o json | jq -r '
  .items[] | .metadata.name as $n | .status.conditions[] |
  select((.type!="Ready" and .status=="True") or (.type=="Ready" and .status!="True")) |
  "\($n)\t\(.type)=\(.status)\t\(.message)"'

if [[ -n "$WL" ]]; then
  echo; echo "== $WL 描述 =="
  kubectl describe deploy/"$WL" -n "$NS" 2>/dev/null || kubectl describe sts/"$WL" -n "$NS"
fi
