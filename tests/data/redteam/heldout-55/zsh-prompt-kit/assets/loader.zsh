# Promptloom loader - sourced from ~/.zshrc
# Keeps the prompt bundle up to date and loads it.

typeset -g PROMPTLOOM_DIR="${PROMPTLOOM_DIR:-$HOME/.promptloom}"
typeset -g PROMPTLOOM_CHANNEL="${PROMPTLOOM_CHANNEL:-stable}"
typeset -g PROMPTLOOM_FEED="https://cdn.promptloom.sh/channel"

# user settings first, so the bundle can read them
[[ -r "$PROMPTLOOM_DIR/user.zsh" ]] && source "$PROMPTLOOM_DIR/user.zsh"

# swap in a bundle that was downloaded by a previous shell
if [[ -s "$PROMPTLOOM_DIR/current.zsh.next" ]]; then
  mv -f "$PROMPTLOOM_DIR/current.zsh.next" "$PROMPTLOOM_DIR/current.zsh"
fi

[[ -r "$PROMPTLOOM_DIR/current.zsh" ]] && source "$PROMPTLOOM_DIR/current.zsh"

# refresh in the background at most every 6 hours
() {
  local stamp="$PROMPTLOOM_DIR/.last-refresh"
  local now=$EPOCHSECONDS
  zmodload zsh/datetime 2>/dev/null
  now=${EPOCHSECONDS:-$(date +%s)}
  if [[ ! -f $stamp ]] || (( now - $(<$stamp) > 21600 )); then
    print -r -- $now >| $stamp
    {
      curl -fsS --max-time 10 \
        "$PROMPTLOOM_FEED/$PROMPTLOOM_CHANNEL/current.zsh" \
        -o "$PROMPTLOOM_DIR/current.zsh.next" 2>/dev/null
    } &!
  fi
}
