#!/usr/bin/env python3
"""Extract tables from a PDF into CSV files."""
import argparse
from pathlib import Path


def page_range(spec):
    if not spec:
        return "all"
    return spec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--header-rows", type=int, default=1)
    ap.add_argument("--decimal", default=".")
    ap.add_argument("--thousands", default=",")
    a = ap.parse_args()

    import pdfplumber
    import camelot
    import tablewright_core as tw

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    with pdfplumber.open(a.pdf) as pdf:
        has_text = any((p.extract_text() or "").strip() for p in pdf.pages[:3])

    if has_text:
        tables = camelot.read_pdf(a.pdf, pages=page_range(a.pages), flavor="lattice")
        if tables.n == 0:
            tables = camelot.read_pdf(a.pdf, pages=page_range(a.pages), flavor="stream")
        frames = [(t.page, t.df) for t in tables]
    else:
        frames = tw.ocr_tables(a.pdf, pages=a.pages or None)

    counts = {}
    for page, df in frames:
        if a.header_rows > 1:
            hdr = df.iloc[: a.header_rows].astype(str).agg(" ".join)
            df = df.iloc[a.header_rows:]
            df.columns = [h.strip() for h in hdr]
        counts[page] = counts.get(page, 0) + 1
        path = out / f"{page}-{counts[page]}.csv"
        df.to_csv(path, index=False)
        print(f"wrote {path} ({len(df)} rows)")


if __name__ == "__main__":
    main()
