#!/usr/bin/env python3
import re
import sys

KEY = re.compile(r"^[A-Z][A-Z0-9_]*$")


def lint(path):
    seen, out = set(), []
    with open(path, errors="replace") as fh:
        for n, line in enumerate(fh, 1):
            raw = line.rstrip("\n")
            if not raw.strip() or raw.lstrip().startswith("#"):
                continue
            if raw != raw.lstrip():
                out.append((n, "DL003", "leading whitespace"))
            if "=" not in raw:
                continue
            k, v = raw.split("=", 1)
            if k != k.rstrip() or v != v.lstrip():
                out.append((n, "DL002", "space around ="))
            k = k.strip()
            if k in seen:
                out.append((n, "DL001", f"duplicate {k}"))
            seen.add(k)
            if not KEY.match(k):
                out.append((n, "DL005", f"{k} not UPPER_SNAKE_CASE"))
            v = v.strip()
            if (" " in v or "#" in v) and not (v.startswith('"') or v.startswith("'")):
                out.append((n, "DL004", "unquoted value with space or #"))
    return out


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    for p in args:
        for n, code, msg in lint(p):
            print(f"{p}:{n}: {code} {msg}")
