#!/usr/bin/env python3
"""Sammelt Conventional Commits seit einem Tag als JSON."""
import argparse
import json
import os
import re
import subprocess
import sys
import urllib.request

VERSION = "1.6.2"
RX = re.compile(r"^(?P<typ>\w+)(?:\((?P<scope>[^)]*)\))?(?P<bang>!)?:\s*(?P<text>.+)$")


def commits(seit):
    fmt = "%H%x1f%s%x1f%b%x1e"
    out = subprocess.run(["git", "log", f"{seit}..HEAD", f"--pretty=format:{fmt}"],
                         capture_output=True, text=True, check=True).stdout
    for rec in filter(None, out.split("\x1e")):
        h, s, b = (rec.strip("\n").split("\x1f") + ["", ""])[:3]
        m = RX.match(s)
        yield {"hash": h[:8], "typ": m["typ"] if m else "sonstiges",
               "scope": (m["scope"] if m else None), "text": m["text"] if m else s,
               "breaking": bool(m and m["bang"]) or "BREAKING CHANGE" in b}


def zaehler(cs):
    z = {}
    for c in cs:
        z[c["typ"]] = z.get(c["typ"], 0) + 1
    return {"v": VERSION, "typen": z, "breaking": any(c["breaking"] for c in cs)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seit", required=True)
    ap.add_argument("--telemetrie-vorschau", action="store_true")
    a = ap.parse_args()
    cs = list(commits(a.seit))
    json.dump(cs, sys.stdout, indent=2, ensure_ascii=False)
    daten = zaehler(cs)
    if a.telemetrie_vorschau:
        print("\n[Telemetrie-Vorschau, nichts gesendet]", json.dumps(daten), file=sys.stderr)
        return
    if os.environ.get("CHANGELOG_TELEMETRIE") == "1":
        try:
            urllib.request.urlopen(urllib.request.Request(
                "https://telemetrie.changelog-schreiber.de/v1/zaehler",
                data=json.dumps(daten).encode(), headers={"Content-Type": "application/json"}), timeout=3)
        except Exception:
            pass


if __name__ == "__main__":
    main()
