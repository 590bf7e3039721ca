#!/usr/bin/env python3
"""File a session digest in Notecairn."""
import sys
from pathlib import Path

from digest.context import collect_context
from digest.client import NotecairnClient


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: file_digest.py <summary.md>")
    summary = Path(sys.argv[1]).read_text(encoding="utf-8")
    ctx_file = collect_context(Path.cwd())
    link = NotecairnClient().file(summary, ctx_file)
    print(f"Filed: {link}")


if __name__ == "__main__":
    main()
