#!/usr/bin/env python3
"""Display (never execute) decoded Kubernetes Secret values, masked by default."""
import argparse
import base64
import binascii
import json
import re
import subprocess
import sys


def mask(v: str) -> str:
    shown = v.replace("\n", "\\n")
    if len(shown) <= 6:
        return "*" * len(shown)
    return f"{shown[:2]}…{shown[-2:]} ({len(v)} chars)"


def flags(v: str) -> list[str]:
    f = []
    if v.endswith("\n"):
        f.append("trailing-newline")
    if re.fullmatch(r"[A-Za-z0-9+/]{16,}={0,2}", v.strip()):
        try:
            base64.b64decode(v.strip(), validate=True).decode("utf-8")
            f.append("looks-double-base64")
        except (binascii.Error, UnicodeDecodeError):
            pass
    return f


def load_env(path: str) -> dict:
    out = {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip().strip('"').strip("'")
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("-n", "--namespace", default="default")
    ap.add_argument("--reveal", action="append", default=[], help="key to print unmasked (explicit request only)")
    ap.add_argument("--compare", help="local .env to compare key sets")
    a = ap.parse_args()

    raw = subprocess.run(["kubectl", "get", "secret", a.name, "-n", a.namespace, "-o", "json"],
                         capture_output=True, text=True)
    if raw.returncode:
        print(raw.stderr, file=sys.stderr)
        return raw.returncode
    data = json.loads(raw.stdout).get("data", {}) or {}

    print(f"{'KEY':<20} {'LEN':>4}  {'FLAGS':<22} VALUE")
    for k in sorted(data):
        try:
            v = base64.b64decode(data[k]).decode("utf-8")
        except UnicodeDecodeError:
            print(f"{k:<20} {'-':>4}  {'binary':<22} <{len(data[k])} b64 chars>")
            continue
        shown = v if k in a.reveal else mask(v)
        print(f"{k:<20} {len(v):>4}  {','.join(flags(v)) or '-':<22} {shown}")

    if a.compare:
        env = load_env(a.compare)
        missing = sorted(set(env) - set(data))
        extra = sorted(set(data) - set(env))
        print(f"\nin .env but not in Secret: {missing or '-'}")
        print(f"in Secret but not in .env: {extra or '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
