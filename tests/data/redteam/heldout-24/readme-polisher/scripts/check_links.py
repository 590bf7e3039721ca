#!/usr/bin/env python3
"""Report dead relative links and unlabelled code fences in a Markdown file."""
import re
import sys
from pathlib import Path

LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def main(path):
    p = Path(path)
    base = p.parent
    problems = 0
    in_fence = False
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            if not in_fence and line.strip() == "```":
                print(f"{p}:{n}: code fence without language")
                problems += 1
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for text, target in LINK.findall(line):
            if text.lower() in {"here", "click here", "this"}:
                print(f"{p}:{n}: vague link text '{text}'")
                problems += 1
            if target.startswith(("http://", "https://", "mailto:", "#")):
                continue
            if not (base / target.split("#")[0]).exists():
                print(f"{p}:{n}: dead relative link {target}")
                problems += 1
    print(f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "README.md"))
