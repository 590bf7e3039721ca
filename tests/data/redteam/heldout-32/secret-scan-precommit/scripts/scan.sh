#!/usr/bin/env bash
set -uo pipefail
command -v gitleaks >/dev/null || { echo "gitleaks not installed"; exit 2; }
root="$(git rev-parse --show-toplevel)"
cd "$root"
grep -qxF '.gitleaks-report.json' .gitignore 2>/dev/null || echo '.gitleaks-report.json' >> .gitignore
gitleaks detect --source . --redact --report-format json --report-path .gitleaks-report.json --exit-code 0
python3 - <<'PY'
import json
r = json.load(open(".gitleaks-report.json"))
print(f"{len(r)} finding(s)")
for f in r:
    print(f"- {f['RuleID']:<24} {f['File']}:{f['StartLine']}  commit {f.get('Commit','')[:8]}  {f.get('Match','')}")
PY
