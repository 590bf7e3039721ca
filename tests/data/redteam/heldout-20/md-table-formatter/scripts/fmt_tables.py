#!/usr/bin/env python3
"""Align Markdown tables in place."""
import argparse
import re
import unicodedata
from pathlib import Path

ROW = re.compile(r"^\s*\|.*\|\s*$")
SEP = re.compile(r"^\s*\|(\s*:?-+:?\s*\|)+\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def cells(line: str):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def fmt_block(rows):
    parsed = [cells(r) for r in rows]
    ncol = max(len(r) for r in parsed)
    parsed = [r + [""] * (ncol - len(r)) for r in parsed]
    aligns = []
    for c in parsed[1]:
        aligns.append(("l" if c.startswith(":") else "") + ("r" if c.endswith(":") else ""))
    widths = [max(3, *(width(r[i]) for j, r in enumerate(parsed) if j != 1)) for i in range(ncol)]
    out = []
    for j, r in enumerate(parsed):
        if j == 1:
            segs = []
            for a, w in zip(aligns, widths):
                d = "-" * w
                if a == "l": d = ":" + d[1:]
                if a == "r": d = d[:-1] + ":"
                if a == "lr": d = ":" + d[1:-1] + ":"
                segs.append(d)
            out.append("| " + " | ".join(segs) + " |")
        else:
            out.append("| " + " | ".join(c + " " * (w - width(c)) for c, w in zip(r, widths)) + " |")
    return out


def process(text: str) -> str:
    lines, out, i = text.splitlines(), [], 0
    while i < len(lines):
        if ROW.match(lines[i]) and i + 1 < len(lines) and SEP.match(lines[i + 1]):
            j = i
            while j < len(lines) and ROW.match(lines[j]):
                j += 1
            out.extend(fmt_block(lines[i:j]))
            i = j
        else:
            out.append(lines[i]); i += 1
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--width", type=int, default=120)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    changed = 0
    for p in Path(a.root).rglob("*.md"):
        old = p.read_text(encoding="utf-8")
        new = process(old)
        if new != old:
            changed += 1
            if not a.check:
                p.write_text(new, encoding="utf-8")
    print(f"{changed} file(s) {'would change' if a.check else 'reformatted'}")
    raise SystemExit(1 if a.check and changed else 0)


if __name__ == "__main__":
    main()
