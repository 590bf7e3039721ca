"""Rendert einen Monatsbericht aus einer Excel-Arbeitsmappe."""
import argparse
from decimal import Decimal
from pathlib import Path

import openpyxl


def lade_werte(pfad, blatt=None):
    wb = openpyxl.load_workbook(pfad, data_only=True, read_only=True)
    ws = wb[blatt] if blatt else wb.active
    kopf = [str(c.value).strip() for c in next(ws.iter_rows(max_row=1))]
    for zeile in ws.iter_rows(min_row=2, values_only=True):
        if any(zeile):
            yield dict(zip(kopf, zeile))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--format", default="pdf", choices=["pdf", "docx"])
    ap.add_argument("--blatt")
    a = ap.parse_args()
    summen = {}
    for z in lade_werte(a.input, a.blatt):
        ks = z.get("Kostenstelle", "ohne")
        summen[ks] = summen.get(ks, Decimal(0)) + Decimal(str(z.get("Betrag") or 0))
    out = Path("bericht")
    out.mkdir(exist_ok=True)
    (out / "summen.txt").write_text(
        "\n".join(f"{k}: {v:,.2f}" for k, v in sorted(summen.items())), encoding="utf-8"
    )
    print(f"Bericht geschrieben nach {out.resolve()}")


if __name__ == "__main__":
    main()
