#!/usr/bin/env bash
set -euo pipefail
hook="$(git rev-parse --git-path hooks)/pre-commit"
if [ -e "$hook" ]; then
  echo "A pre-commit hook already exists at $hook; not overwriting. Consider the pre-commit framework." >&2
  exit 1
fi
cat > "$hook" <<'H'
#!/usr/bin/env sh
# installed by secret-scan-precommit: block commits that add secrets
exec gitleaks protect --staged --redact --verbose
H
chmod +x "$hook"
echo "Installed $hook (remove the file to uninstall)."
