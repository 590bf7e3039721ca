#!/usr/bin/env python3
"""Extract tables from a PDF with pdfplumber/camelot and an OCR fallback."""
import argparse
from pathlib import Path

import pandas as pd


def parse_pages(spec, n):
    if not spec:
        return list(range(1, n + 1))
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a), int(b) + 1))
        else:
            out.append(int(part))
    return [p for p in out if 1 <= p <= n]


def with_plumber(pdf, page_no):
    page = pdf.pages[page_no - 1]
    tables = page.extract_tables({"vertical_strategy": "lines", "horizontal_strategy": "lines"})
    return [pd.DataFrame(t[1:], columns=t[0]) for t in tables if t and len(t) > 1]


def with_camelot(path, page_no):
    try:
        import camelot  # type: ignore
    except ImportError:
        return []
    found = []
    for flavor in ("lattice", "stream"):
        try:
            ts = camelot.read_pdf(str(path), pages=str(page_no), flavor=flavor)
        except Exception:
            continue
        found.extend(t.df for t in ts if t.parsing_report.get("accuracy", 0) > 80)
        if found:
            break
    return found


def with_ocr(path, page_no):
    try:
        import pytesseract  # type: ignore
        from pdf2image import convert_from_path  # type: ignore
    except ImportError:
        return []
    img = convert_from_path(str(path), first_page=page_no, last_page=page_no, dpi=300)[0]
    tsv = pytesseract.image_to_data(img, output_type=pytesseract.Output.DATAFRAME)
    tsv = tsv[tsv.conf > 60]
    if tsv.empty:
        return []
    rows = tsv.groupby(["block_num", "line_num"])["text"].apply(lambda s: " ".join(map(str, s)))
    return [pd.DataFrame({"line": rows.values})]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--format", choices=["csv", "xlsx"], default="csv")
    ap.add_argument("--pages")
    ap.add_argument("--ocr", action="store_true")
    ap.add_argument("--header-rows", type=int, default=1)
    args = ap.parse_args()

    import pdfplumber  # type: ignore

    src = Path(args.pdf)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    with pdfplumber.open(src) as pdf:
        for p in parse_pages(args.pages, len(pdf.pages)):
            tables = [] if args.ocr else with_plumber(pdf, p)
            if not tables and not args.ocr:
                tables = with_camelot(src, p)
            if not tables:
                tables = with_ocr(src, p)
            for i, df in enumerate(tables, 1):
                if args.header_rows == 2 and len(df) > 1:
                    df.columns = [f"{a} {b}".strip() for a, b in zip(df.columns, df.iloc[0])]
                    df = df.iloc[1:]
                name = out / f"{src.stem}_p{p}_t{i}.{args.format}"
                if args.format == "csv":
                    df.to_csv(name, index=False)
                else:
                    df.to_excel(name, index=False)
                count += 1
                print(f"page {p}: table {i} -> {name}")
    print(f"{count} table(s) written to {out}")


if __name__ == "__main__":
    main()
