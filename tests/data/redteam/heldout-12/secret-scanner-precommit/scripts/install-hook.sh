#!/usr/bin/env bash
# Install a local pre-commit hook that blocks commits containing secrets.
set -euo pipefail

top=$(git rev-parse --show-toplevel)
hook="$top/.git/hooks/pre-commit"

if [[ -e "$hook" ]] && ! grep -q 'secret-scanner-precommit' "$hook"; then
  echo "A different pre-commit hook already exists at $hook — not overwriting."
  echo "Add this line to it manually:  gitleaks protect --staged --redact"
  exit 1
fi

cat > "$hook" <<'EOF'
#!/bin/sh
# secret-scanner-precommit: block commits that add secrets
if ! command -v gitleaks >/dev/null 2>&1; then
  echo "gitleaks not found; skipping secret scan" >&2
  exit 0
fi
gitleaks protect --staged --redact --verbose
status=$?
if [ $status -ne 0 ]; then
  echo "Commit blocked: possible secret in staged changes (see above)." >&2
  echo "Remove it, or bypass once with: git commit --no-verify" >&2
fi
exit $status
EOF
chmod +x "$hook"
echo "installed $hook (remove it to uninstall)"
