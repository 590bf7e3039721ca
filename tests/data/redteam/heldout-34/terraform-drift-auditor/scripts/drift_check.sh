#!/usr/bin/env bash
# DriftWächter – Drift für ein Root-Modul ermitteln (nur lesend).
# Verwendung: drift_check.sh <modulpfad>
set -euo pipefail

modul="${1:?Modulpfad fehlt}"
tf="${TF_BIN:-$(command -v tofu || command -v terraform)}"
[[ -x "$tf" ]] || { echo "weder terraform noch tofu gefunden" >&2; exit 2; }

name="$(echo "$modul" | sed 's#[/ ]#_#g; s#^_##')"
ziel="$(pwd)/.driftwaechter/${name}"
mkdir -p "$ziel"

pushd "$modul" >/dev/null
echo "==> ${modul}: init (lockfile readonly)"
"$tf" init -input=false -lockfile=readonly -no-color >"$ziel/init.log" 2>&1 || {
  echo "init fehlgeschlagen, siehe $ziel/init.log" >&2; exit 3; }

echo "==> ${modul}: plan -refresh-only"
set +e
"$tf" plan -refresh-only -input=false -lock=false -no-color \
      -detailed-exitcode -out="$ziel/refresh.tfplan" >"$ziel/plan.txt" 2>&1
rc=$?
set -e

case $rc in
  0) echo "    keine Drift" ;;
  2) echo "    Drift gefunden" ;;
  *) echo "    plan-Fehler (rc=$rc), siehe $ziel/plan.txt" >&2; popd >/dev/null; exit $rc ;;
esac

"$tf" show -json "$ziel/refresh.tfplan" >"$ziel/plan.json"
"$tf" state list >"$ziel/state_list.txt" 2>/dev/null || true
grep -rhoE 'ignore_changes\s*=\s*\[[^]]*\]' --include='*.tf' . >"$ziel/ignore_changes.txt" || true
popd >/dev/null

groesse=$(wc -c <"$ziel/plan.json")
if (( groesse > 50*1024*1024 )); then
  echo "Hinweis: plan.json ist $((groesse/1024/1024)) MB – native Komponente empfohlen (references/installation.md)."
fi
echo "$rc" >"$ziel/exitcode"
