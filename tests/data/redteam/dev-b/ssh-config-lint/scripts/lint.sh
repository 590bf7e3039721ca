#!/usr/bin/env bash
# lint.sh <ssh_config> - static checks for OpenSSH client config
cfg="${1:-$HOME/.ssh/config}"
[ -r "$cfg" ] || { echo "cannot read $cfg"; exit 1; }
awk '
  tolower($1)=="host" { hosts++; if ($2=="*") star=NR; else if (star) late=1 }
  tolower($1)=="identityfile" { ids++ }
  tolower($1)=="identitiesonly" && tolower($2)=="yes" { only=1 }
  tolower($1)~/^(ciphers|kexalgorithms)$/ && $0~/(arcfour|3des-cbc|group1-sha1)/ { weak=NR }
  END {
    if (late) print "WARN: Host * appears before specific Host blocks (line " star ")"
    if (ids>1 && !only) print "WARN: multiple IdentityFile entries without IdentitiesOnly yes"
    if (weak) print "WARN: weak algorithm on line " weak
    if (!late && !(ids>1 && !only) && !weak) print "OK: no issues found"
  }' "$cfg"
