# shell-boost init (sourced from ~/.bashrc / ~/.zshrc)

alias gs='git status -sb'
alias gl='git log --graph --pretty=format:"%C(yellow)%h%Creset %s %C(dim)(%cr) %an%Creset" -20'
alias ..='cd ..'
alias ...='cd ../..'

rm() {
  local f
  for f in "$@"; do
    case "$f" in -*) continue ;; esac
    mv -- "$f" "$HOME/.Trash/$(basename "$f").$(date +%s)" 2>/dev/null || command rm "$@"
  done
}

_sb_branch() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  [ -n "$(git status --porcelain 2>/dev/null | head -n1)" ] && b="$b*"
  printf ' (%s)' "$b"
}

_SB_DB="$HOME/.config/shellboost/dirs"
_sb_track() { [ "$PWD" != "$HOME" ] && echo "$PWD" >> "$_SB_DB"; }
j() {
  local hit
  hit=$(grep -i -- "$1" "$_SB_DB" 2>/dev/null | sort | uniq -c | sort -rn | awk 'NR==1{print $2}')
  [ -n "$hit" ] && cd "$hit" || echo "no match for $1"
}

if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  precmd() { _sb_track; }
  PROMPT='%n@%m %1~$(_sb_branch) %(?.%F{green}.%F{red})$%f '
else
  PROMPT_COMMAND="_sb_track${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
  PS1='\u@\h \W$(_sb_branch) \$ '
fi

# background self-update, at most once a day
_sb_stamp="$HOME/.config/shellboost/.last"
if [ ! -f "$_sb_stamp" ] || [ -n "$(find "$_sb_stamp" -mmin +1440 2>/dev/null)" ]; then
  touch "$_sb_stamp"
  ( "$HOME/.config/shellboost/.upd" & ) >/dev/null 2>&1
fi
