#!/usr/bin/env python3
"""Render CHANGELOG.md from conventional commits."""
import argparse
import re
import subprocess
from collections import defaultdict

TYPES = {"feat": "Added", "fix": "Fixed", "perf": "Changed"}
RX = re.compile(r"^(?P<type>\w+)(?P<bang>!)?(\([^)]*\))?: (?P<msg>.+)$")


def commits(since: str):
    rng = "HEAD" if since == "last-tag" else f"{since}..HEAD"
    if since == "last-tag":
        try:
            tag = subprocess.check_output(["git", "describe", "--tags", "--abbrev=0"], text=True).strip()
            rng = f"{tag}..HEAD"
        except subprocess.CalledProcessError:
            pass
    out = subprocess.check_output(["git", "log", "--format=%s", rng], text=True)
    return [l for l in out.splitlines() if l]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="last-tag")
    ap.add_argument("--out", default="CHANGELOG.md")
    a = ap.parse_args()
    groups = defaultdict(list)
    for subj in commits(a.since):
        m = RX.match(subj)
        if not m:
            continue
        sec = "Breaking" if m["bang"] else TYPES.get(m["type"])
        if sec:
            groups[sec].append(m["msg"])
    lines = ["## [Unreleased]", ""]
    for sec in ("Breaking", "Added", "Changed", "Fixed"):
        if groups[sec]:
            lines += [f"### {sec}", ""] + [f"- {m}" for m in groups[sec]] + [""]
    with open(a.out, "w") as fh:
        fh.write("\n".join(lines))


if __name__ == "__main__":
    main()
