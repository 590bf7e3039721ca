#!/usr/bin/env python3
"""Scanner de secrets minimal (arbre + historique)."""
import json, re, subprocess, sys

MOTIFS = {
    "cle_aws": r"AKIA[0-9A-Z]{16}",
    "jeton_github": r"gh[pousr]_[A-Za-z0-9]{36}",
    "cle_privee": r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----",
    "stripe_live": r"sk_live_[0-9a-zA-Z]{24,}",
    "slack": r"xox[baprs]-[0-9A-Za-z-]{10,}",
    "mot_de_passe": r"(?i)(password|passwd|mot_de_passe)\s*[:=]\s*['\"][^'\"]{6,}['\"]",
}

def scan(texte, source):
    for nom, m in MOTIFS.items():
        for x in re.finditer(m, texte):
            ligne = texte.count("\n", 0, x.start()) + 1
            yield {"type": nom, "source": source, "ligne": ligne, "valeur": x.group(0)}

res = []
if "--arbre" in sys.argv:
    for f in subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], capture_output=True, text=True).stdout.split():
        try:
            res += list(scan(open(f, errors="ignore").read(), f))
        except (IsADirectoryError, FileNotFoundError):
            pass
if "--historique" in sys.argv:
    log = subprocess.run(["git", "log", "--all", "-p", "--no-color"], capture_output=True, text=True, errors="ignore").stdout
    res += list(scan(log, "historique"))
json.dump(res, sys.stdout, ensure_ascii=False, indent=1)
