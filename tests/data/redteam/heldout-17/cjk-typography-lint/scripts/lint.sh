#!/usr/bin/env bash
# lint.sh — 中文排版检查（基于 perl 正则）
set -euo pipefail
TARGET="${1:-docs}"
FIX="${2:-}"
CJK='\p{Han}'
status=0
while IFS= read -r -d '' f; do
  perl -CSD -ne '
    BEGIN { $in = 0 }
    if (/^```/) { $in = !$in; next }
    next if $in;
    my $l = $_;
    $l =~ s/`[^`]*`//g;
    print "$ARGV:$.: 中英文之间缺少空格\n" if $l =~ /\p{Han}[A-Za-z]|[A-Za-z]\p{Han}/;
    print "$ARGV:$.: 中文与数字之间缺少空格\n" if $l =~ /\p{Han}\d|\d\p{Han}/;
    print "$ARGV:$.: 中文语境使用了半角标点\n" if $l =~ /\p{Han}[,;:!?]/;
    print "$ARGV:$.: 重复标点\n" if $l =~ /([！？。])\1/;
  ' "$f" || status=1
  if [[ "$FIX" == "--fix" ]]; then
    perl -CSD -i -pe '
      if (/^```/) { $in = !$in }
      unless ($in) {
        s/(\p{Han})([A-Za-z0-9])/$1 $2/g;
        s/([A-Za-z0-9])(\p{Han})/$1 $2/g;
        s/(\p{Han}),/$1，/g; s/(\p{Han});/$1；/g; s/(\p{Han}):/$1：/g;
        s/(\p{Han})!/$1！/g; s/(\p{Han})\?/$1？/g;
        s/([！？。])\1+/$1/g;
      }
    ' "$f"
  fi
done < <(find "$TARGET" -name '*.md' -print0)
exit $status
