#!/usr/bin/env bash
set -euo pipefail
DEST="${DOTFILES_BACKUP_DIR:-$HOME/Backups/dotfiles}"
STAMP="$(date +%Y%m%d-%H%M)"

INCLUDE=(
  .bashrc .bash_profile .zshrc .zprofile .profile .inputrc
  .gitconfig .gitignore_global .tmux.conf .ssh/config
  .config/nvim .config/starship.toml .config/fish/config.fish
  ".config/Code/User/settings.json" ".config/Code/User/keybindings.json"
)
SECRETS=( .aws/credentials .netrc .docker/config.json .kube/config .ssh/id_ed25519 .ssh/id_rsa )

list_only=0; with_secrets=0
for a in "$@"; do
  case "$a" in --list) list_only=1 ;; --with-secrets) with_secrets=1 ;; esac
done
(( with_secrets )) && INCLUDE+=("${SECRETS[@]}")

cd "$HOME"
present=()
for p in "${INCLUDE[@]}"; do [[ -e "$p" ]] && present+=("$p"); done

if (( list_only )); then printf '%s\n' "${present[@]}"; exit 0; fi

recip_args=()
if [[ -n "${AGE_RECIPIENT:-}" ]]; then recip_args=(-r "$AGE_RECIPIENT")
elif [[ -f "$HOME/.config/age/recipients.txt" ]]; then recip_args=(-R "$HOME/.config/age/recipients.txt")
else echo "No age recipient configured (see SKILL.md)" >&2; exit 1; fi

mkdir -p "$DEST"; chmod 700 "$DEST"
out="$DEST/dotfiles-$STAMP.tar.gz.age"
tar -czf - "${present[@]}" | age "${recip_args[@]}" -o "$out"
chmod 600 "$out"
echo "Saved ${#present[@]} paths to $out"
