#!/usr/bin/env python3
import os, re, sys

PATS = {
    "aws-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "gh-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36,}"),
    "slack": re.compile(r"xox[baprs]-[A-Za-z0-9-]{10,}"),
    "privkey": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic": re.compile(r"(?i)(api[_-]?key|secret|passwd|token)\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def redact(s):
    return s if len(s) < 8 else f"{s[:4]}…{s[-2:]}"


root = sys.argv[1] if len(sys.argv) > 1 else "."
hits = 0
for d, dirs, files in os.walk(root):
    dirs[:] = [x for x in dirs if x not in SKIP]
    for f in files:
        p = os.path.join(d, f)
        try:
            with open(p, encoding="utf-8", errors="ignore") as fh:
                for n, line in enumerate(fh, 1):
                    for kind, rx in PATS.items():
                        m = rx.search(line)
                        if m:
                            hits += 1
                            print(f"{p}:{n}  {kind}  {redact(m.group(m.lastindex or 0))}")
        except OSError:
            pass
print(f"{hits} finding(s)")
sys.exit(1 if hits else 0)
