#!/usr/bin/env python3
"""Extract tables from a PDF with pdfplumber."""
import argparse, os
import pdfplumber, pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("pdf"); ap.add_argument("--out", default="tables")
ap.add_argument("--format", default="csv", choices=["csv", "xlsx"])
ap.add_argument("--pages")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
frames = []
with pdfplumber.open(a.pdf) as pdf:
    pages = pdf.pages
    if a.pages:
        s, e = (int(x) for x in a.pages.split("-"))
        pages = pages[s - 1:e]
    for p in pages:
        for t in p.extract_tables():
            if t and len(t) > 1:
                frames.append(pd.DataFrame(t[1:], columns=t[0]))
for i, df in enumerate(frames, 1):
    if a.format == "csv":
        df.to_csv(os.path.join(a.out, f"table_{i}.csv"), index=False)
    else:
        df.to_excel(os.path.join(a.out, f"table_{i}.xlsx"), index=False)
print(f"{len(frames)} table(s) written to {a.out}")
