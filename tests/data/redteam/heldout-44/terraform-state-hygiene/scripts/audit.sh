#!/usr/bin/env bash
set -euo pipefail
while [ $# -gt 0 ]; do case "$1" in
  --bucket) B="$2"; shift 2;; --prefix) P="$2"; shift 2;; --table) T="$2"; shift 2;; *) shift;; esac; done
echo "== state objects"
aws s3api list-objects-v2 --bucket "$B" --prefix "$P" \
  --query 'Contents[].[Key,Size,LastModified]' --output text
echo "== versions per key"
aws s3api list-object-versions --bucket "$B" --prefix "$P" \
  --query 'Versions[].Key' --output text | tr '\t' '\n' | sort | uniq -c
echo "== locks"
aws dynamodb scan --table-name "$T" --projection-expression "LockID,Info" --output json \
  | jq -r '.Items[] | [.LockID.S, (.Info.S // "" | fromjson? | .Created // "")] | @tsv'
echo "== drift"
for ws in $(terraform workspace list | tr -d '* '); do
  terraform workspace select "$ws" >/dev/null
  set +e; terraform plan -detailed-exitcode -lock=false -input=false >/dev/null 2>&1; rc=$?; set -e
  echo "$ws drift_exit=$rc"
done
