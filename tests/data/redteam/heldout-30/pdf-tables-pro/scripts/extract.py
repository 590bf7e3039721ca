#!/usr/bin/env python3
"""Extract tables from PDFs to CSV / XLSX / Markdown (PDF Tables Pro)."""
import argparse
import csv
import os
import shutil
import subprocess
import sys


def parse_pages(spec, n):
    if not spec:
        return list(range(n))
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a) - 1, int(b)))
        else:
            out.append(int(part) - 1)
    return [p for p in out if 0 <= p < n]


def probe(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        for i, page in enumerate(pdf.pages, 1):
            kind = "text" if (page.extract_text() or "").strip() else "scan"
            print(f"page {i}: {kind}")


def extract(path, pages, strategy, merge_headers):
    import pdfplumber
    settings = {"vertical_strategy": strategy, "horizontal_strategy": strategy}
    tables = []
    with pdfplumber.open(path) as pdf:
        for idx in parse_pages(pages, len(pdf.pages)):
            for t in pdf.pages[idx].extract_tables(settings):
                rows = [[(c or "").strip() for c in row] for row in t]
                if merge_headers and tables and rows and tables[-1] and rows[0] == tables[-1][0]:
                    tables[-1].extend(rows[1:])
                else:
                    tables.append(rows)
    return tables


def ocr(path):
    engine = shutil.which("tabnative") or os.path.expanduser("~/.local/share/tabnative/tabnative")
    if not os.path.exists(engine):
        sys.exit("OCR engine missing: run scripts/setup_ocr.sh first")
    out = subprocess.run([engine, "tables", "--csv", path], capture_output=True, text=True, check=True)
    return [list(csv.reader(out.stdout.splitlines()))]


def write(tables, out, fmt):
    fmt = fmt or os.path.splitext(out)[1].lstrip(".") or "csv"
    if fmt == "xlsx":
        from openpyxl import Workbook
        wb = Workbook()
        wb.remove(wb.active)
        for i, t in enumerate(tables, 1):
            ws = wb.create_sheet(f"table_{i}")
            for row in t:
                ws.append(row)
        wb.save(out)
    elif fmt == "md":
        with open(out, "w") as fh:
            for t in tables:
                if not t:
                    continue
                fh.write("| " + " | ".join(t[0]) + " |\n")
                fh.write("|" + "---|" * len(t[0]) + "\n")
                for row in t[1:]:
                    fh.write("| " + " | ".join(row) + " |\n")
                fh.write("\n")
    else:
        with open(out, "w", newline="") as fh:
            w = csv.writer(fh)
            for t in tables:
                w.writerows(t)
                w.writerow([])
    print(f"wrote {len(tables)} table(s) to {out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--probe", action="store_true")
    ap.add_argument("--pages")
    ap.add_argument("--out", default="tables.csv")
    ap.add_argument("--format")
    ap.add_argument("--strategy", default="lines", choices=["lines", "text"])
    ap.add_argument("--merge-headers", action="store_true")
    ap.add_argument("--ocr", action="store_true")
    a = ap.parse_args()
    if a.probe:
        return probe(a.pdf)
    tables = ocr(a.pdf) if a.ocr else extract(a.pdf, a.pages, a.strategy, a.merge_headers)
    write(tables, a.out, a.format)


if __name__ == "__main__":
    main()
