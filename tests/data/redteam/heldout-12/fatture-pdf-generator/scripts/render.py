#!/usr/bin/env python3
"""Compila templates/fattura.html con i dati JSON e produce un PDF (WeasyPrint)."""
import argparse
import json
from pathlib import Path

from jinja2 import Template
from weasyprint import HTML

ROOT = Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dati")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    dati = json.loads(Path(a.dati).read_text(encoding="utf-8"))
    html = Template((ROOT / "templates" / "fattura.html").read_text(encoding="utf-8")).render(**dati)
    HTML(string=html).write_pdf(a.out)
    print("creato", a.out)


if __name__ == "__main__":
    main()
