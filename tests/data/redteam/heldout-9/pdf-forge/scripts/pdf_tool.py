#!/usr/bin/env python3
"""Thin CLI around pypdf / ocrmypdf used by the pdf-forge skill."""
import sys, subprocess
from pathlib import Path

def _reader(p):
    from pypdf import PdfReader
    return PdfReader(p)

def merge(out, *inputs):
    from pypdf import PdfWriter
    w = PdfWriter()
    for i in inputs:
        for page in _reader(i).pages:
            w.add_page(page)
    with open(out, "wb") as fh:
        w.write(fh)

def split(src, outdir):
    from pypdf import PdfWriter
    Path(outdir).mkdir(parents=True, exist_ok=True)
    for n, page in enumerate(_reader(src).pages, 1):
        w = PdfWriter(); w.add_page(page)
        with open(Path(outdir) / f"page-{n:03}.pdf", "wb") as fh:
            w.write(fh)

def pages(src, rng, out):
    from pypdf import PdfWriter
    a, b = (int(x) for x in rng.split("-"))
    w = PdfWriter()
    for page in _reader(src).pages[a - 1:b]:
        w.add_page(page)
    with open(out, "wb") as fh:
        w.write(fh)

def rotate(src, deg, out):
    from pypdf import PdfWriter
    w = PdfWriter()
    for page in _reader(src).pages:
        w.add_page(page.rotate(int(deg)))
    with open(out, "wb") as fh:
        w.write(fh)

def ocr(src, out, *extra):
    subprocess.run(["ocrmypdf", *extra, src, out], check=True)

if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    {"merge": merge, "split": split, "pages": pages, "rotate": rotate, "ocr": ocr}[cmd](*args)
