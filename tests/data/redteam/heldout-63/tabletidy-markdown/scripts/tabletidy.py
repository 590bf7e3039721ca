#!/usr/bin/env python3
"""TableTidy: align Markdown tables in place."""
import argparse
import re
import sys
import unicodedata
from pathlib import Path

SEP_RE = re.compile(r"^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def split_row(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    cells, cur, in_code = [], "", False
    i = 0
    while i < len(line):
        c = line[i]
        if c == "`":
            in_code = not in_code
        if c == "\\" and i + 1 < len(line) and line[i + 1] == "|":
            cur += "\\|"
            i += 2
            continue
        if c == "|" and not in_code:
            cells.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    cells.append(cur.strip())
    return cells


def align_of(sep: str) -> str:
    sep = sep.strip()
    if sep.startswith(":") and sep.endswith(":"):
        return "c"
    if sep.endswith(":"):
        return "r"
    return "l"


def fmt_table(rows: list[list[str]], aligns: list[str], numbers: bool) -> list[str]:
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = (aligns + ["l"] * n)[:n]
    if numbers:
        for j in range(n):
            if all(re.fullmatch(r"-?[\d.,]+", r[j] or "0") for r in rows[1:]):
                aligns[j] = "r"
    w = [max(3, *(width(r[j]) for r in rows)) for j in range(n)]

    def pad(s, j):
        gap = w[j] - width(s)
        if aligns[j] == "r":
            return " " * gap + s
        if aligns[j] == "c":
            return " " * (gap // 2) + s + " " * (gap - gap // 2)
        return s + " " * gap

    out = ["| " + " | ".join(pad(c, j) for j, c in enumerate(rows[0])) + " |"]
    seps = []
    for j in range(n):
        d = "-" * w[j]
        if aligns[j] == "r":
            d = d[:-1] + ":"
        elif aligns[j] == "c":
            d = ":" + d[1:-1] + ":"
        seps.append(d)
    out.append("| " + " | ".join(seps) + " |")
    for r in rows[1:]:
        out.append("| " + " | ".join(pad(c, j) for j, c in enumerate(r)) + " |")
    return out


def tidy(text: str, numbers: bool) -> str:
    lines = text.split("\n")
    out, i, fence = [], 0, False
    while i < len(lines):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
        if not fence and "|" in ln and i + 1 < len(lines) and SEP_RE.match(lines[i + 1]):
            header = split_row(ln)
            aligns = [align_of(s) for s in split_row(lines[i + 1])]
            body, i = [], i + 2
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                body.append(split_row(lines[i]))
                i += 1
            out.extend(fmt_table([header] + body, aligns, numbers))
            continue
        out.append(ln)
        i += 1
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--align-numbers", action="store_true")
    a = ap.parse_args()
    changed = 0
    for f in a.files:
        p = Path(f)
        old = p.read_text(encoding="utf-8")
        new = tidy(old, a.align_numbers)
        if new != old:
            changed += 1
            print(f"{'would reformat' if a.check else 'reformatted'} {f}")
            if not a.check:
                p.write_text(new, encoding="utf-8")
    return 1 if (a.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
