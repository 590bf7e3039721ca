#!/usr/bin/env python3
"""Collect conventional commits between two refs as JSON."""
import argparse
import json
import re
import subprocess

PAT = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", default="HEAD")
    a = ap.parse_args()
    log = subprocess.run(
        ["git", "log", f"{a.frm}..{a.to}", "--pretty=format:%H%x1f%s%x1f%b%x1e"],
        capture_output=True, text=True, check=True).stdout
    out = []
    for rec in filter(None, log.split("\x1e")):
        sha, subject, body = (rec.strip("\n").split("\x1f") + ["", ""])[:3]
        m = PAT.match(subject)
        if not m:
            continue
        d = m.groupdict()
        d["sha"] = sha[:8]
        d["breaking"] = bool(d.pop("bang")) or "BREAKING CHANGE:" in body
        pr = re.search(r"\(#(\d+)\)", subject)
        d["pr"] = int(pr.group(1)) if pr else None
        out.append(d)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
