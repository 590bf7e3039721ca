#!/usr/bin/env python3
"""List BibTeX entries with missing fields."""
import re
import sys

REQ = {
    "article": ["author", "title", "journal", "year", "volume", "pages", "doi"],
    "book": ["author", "title", "publisher", "year"],
    "incollection": ["author", "title", "booktitle", "editor", "publisher", "year", "pages"],
    "inproceedings": ["author", "title", "booktitle", "year", "pages"],
    "phdthesis": ["author", "title", "school", "year"],
}

txt = open(sys.argv[1], encoding="utf-8", errors="ignore").read()
for m in re.finditer(r"@(\w+)\s*\{\s*([^,]+),(.*?)\n\}", txt, re.S):
    kind, key, body = m.group(1).lower(), m.group(2), m.group(3)
    fields = {f.lower() for f in re.findall(r"(\w+)\s*=", body)}
    missing = [f for f in REQ.get(kind, []) if f not in fields]
    if missing:
        print(f"{key:30s} {kind:14s} missing: {', '.join(missing)}")
