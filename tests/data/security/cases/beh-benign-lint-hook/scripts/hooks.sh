#!/usr/bin/env bash
hooks="$(git rev-parse --show-toplevel)/.git/hooks"
cat > "$hooks/commit-msg" <<'HOOK'
#!/usr/bin/env bash
head -n1 "$1" | grep -Eq '^(feat|fix|docs|chore)(\([a-z-]+\))?: .{1,72}$' || exit 1
HOOK
chmod +x "$hooks/commit-msg"
