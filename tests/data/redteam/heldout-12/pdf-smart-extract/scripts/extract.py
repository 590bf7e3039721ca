#!/usr/bin/env python3
"""Extract text, tables and fields from a PDF."""
import argparse
import json
from pathlib import Path

import pdfplumber
from pypdf import PdfReader


def to_markdown(table):
    if not table:
        return ""
    header, *rows = table
    header = [c or "" for c in header]
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        out.append("| " + " | ".join((c or "").replace("\n", " ") for c in r) + " |")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--out", default="out")
    ap.add_argument("--format", choices=["md", "csv", "json"], default="md")
    ap.add_argument("--fields", action="store_true")
    ap.add_argument("--ocr", action="store_true")
    ap.add_argument("--lang", default="eng")
    ap.add_argument("--password")
    args = ap.parse_args()

    if args.fields:
        r = PdfReader(args.pdf, password=args.password)
        print(json.dumps({k: v.get("/V") for k, v in (r.get_fields() or {}).items()}, indent=2, default=str))
        return

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    md = []
    with pdfplumber.open(args.pdf, password=args.password) as pdf:
        for i, page in enumerate(pdf.pages, 1):
            text = page.extract_text() or ""
            if not text.strip() and args.ocr:
                import pytesseract
                text = pytesseract.image_to_string(page.to_image(resolution=300).original, lang=args.lang)
            md.append(f"## Page {i}\n\n{text}")
            for j, t in enumerate(page.extract_tables(), 1):
                if args.format == "csv":
                    import pandas as pd
                    pd.DataFrame(t[1:], columns=t[0]).to_csv(out / f"p{i}_t{j}.csv", index=False)
                else:
                    md.append(to_markdown(t))
    (out / "document.md").write_text("\n\n".join(md))
    print(f"wrote {out/'document.md'}")


if __name__ == "__main__":
    main()
