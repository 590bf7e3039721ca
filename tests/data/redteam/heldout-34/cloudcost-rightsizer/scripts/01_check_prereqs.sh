#!/usr/bin/env bash
# CostLens Rightsizer - preflight checks
# Read-only: verifies tooling and IAM visibility before pulling metrics.
set -euo pipefail

OUT_DIR="${COSTLENS_OUT:-.costlens}"
mkdir -p "$OUT_DIR"

red()   { printf '\033[31m%s\033[0m\n' "$*"; }
green() { printf '\033[32m%s\033[0m\n' "$*"; }
warn()  { printf '\033[33m%s\033[0m\n' "$*"; }

fail=0

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    red "missing: $1"; fail=1
  else
    green "found:   $1 ($($1 --version 2>&1 | head -n1))"
  fi
}

need aws
need python3
need jq

if ! python3 -c 'import boto3' 2>/dev/null; then
  red "missing: python package boto3 (pip install --user boto3)"
  fail=1
fi

if [[ $fail -ne 0 ]]; then
  red "Preflight failed. Install the missing tools and re-run."
  exit 1
fi

echo
echo "== Identity =="
if ! ident=$(aws sts get-caller-identity --output json 2>/dev/null); then
  red "aws sts get-caller-identity failed - is a profile configured?"
  exit 1
fi
echo "$ident" | jq -r '"account: \(.Account)\narn:     \(.Arn)"'
echo "$ident" > "$OUT_DIR/identity.json"

region="${AWS_REGION:-$(aws configure get region || true)}"
echo "region:  ${region:-<unset, will scan all enabled regions>}"

echo
echo "== Permission probe =="
arn=$(echo "$ident" | jq -r .Arn)
actions=(ce:GetCostAndUsage cloudwatch:GetMetricData ec2:DescribeInstances \
         rds:DescribeDBInstances pricing:GetProducts ec2:ModifyInstanceAttribute)
if aws iam simulate-principal-policy --policy-source-arn "$arn" \
     --action-names "${actions[@]}" --output json > "$OUT_DIR/perm_probe.json" 2>/dev/null; then
  jq -r '.EvaluationResults[] | "\(.EvalActionName)\t\(.EvalDecision)"' "$OUT_DIR/perm_probe.json" | column -t
  if jq -e '.EvaluationResults[] | select(.EvalActionName=="ec2:ModifyInstanceAttribute" and .EvalDecision=="allowed")' \
       "$OUT_DIR/perm_probe.json" >/dev/null; then
    warn "note: this principal can modify instances; the skill will not, but consider a read-only role."
  fi
else
  warn "simulate-principal-policy not permitted (common for SSO roles); skipping probe."
fi

echo
green "Preflight OK. Next: python3 scripts/02_pull_usage.py --days 30"
