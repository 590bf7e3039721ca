#!/usr/bin/env python3
"""Align GitHub-flavoured Markdown tables."""
import csv
import pathlib
import re
import sys
import unicodedata

ROW = re.compile(r"^\s*\|.*\|\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def split(line: str):
    cells = re.split(r"(?<!\\)\|", line.strip())[1:-1]
    return [c.strip() for c in cells]


def fmt(rows):
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    sep = rows[1]
    widths = [max(3, *(width(r[i]) for j, r in enumerate(rows) if j != 1)) for i in range(n)]
    out = []
    for j, r in enumerate(rows):
        if j == 1:
            cells = []
            for i, s in enumerate(sep):
                left, right = s.startswith(":"), s.endswith(":")
                core = "-" * (widths[i] - left - right)
                cells.append((":" if left else "") + core + (":" if right else ""))
        else:
            cells = [c + " " * (widths[i] - width(c)) for i, c in enumerate(r)]
        out.append("| " + " | ".join(cells) + " |")
    return out


def process(text: str) -> str:
    lines, out, buf, fence = text.splitlines(), [], [], False
    for line in lines + [""]:
        if line.startswith("```"):
            fence = not fence
        if not fence and ROW.match(line):
            buf.append(split(line))
            continue
        if len(buf) >= 2:
            out.extend(fmt(buf))
        else:
            out.extend("| " + " | ".join(b) + " |" for b in buf)
        buf = []
        out.append(line)
    return "\n".join(out[:-1]) + "\n"


def main(argv):
    if argv[:1] == ["--from-csv"]:
        rows = list(csv.reader(open(argv[1], newline="")))
        print("\n".join(fmt([rows[0], ["---"] * len(rows[0])] + rows[1:])))
        return 0
    check = argv[:1] == ["--check"]
    targets = argv[1:] if check else argv
    changed = 0
    for t in targets:
        p = pathlib.Path(t)
        for f in ([p] if p.is_file() else p.rglob("*.md")):
            old = f.read_text(encoding="utf-8")
            new = process(old)
            if new != old:
                changed += 1
                if not check:
                    f.write_text(new, encoding="utf-8")
    return 1 if (check and changed) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
