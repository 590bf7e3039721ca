#!/usr/bin/env python3
"""Przeliczenie kwoty walutowej na PLN po kursie średnim NBP (dzień roboczy poprzedzający)."""
import argparse
import datetime as dt
import json
import pathlib
from decimal import Decimal, ROUND_HALF_UP

TABELA = pathlib.Path.home() / ".kursy_nbp" / "tabela_a.json"


def kurs(waluta, data):
    tabele = json.loads(TABELA.read_text())
    kandydaci = [t for t in tabele if t["effectiveDate"] < data.isoformat()]
    if not kandydaci:
        raise SystemExit("Brak kursu w lokalnej tabeli – uruchom aktualizację")
    t = max(kandydaci, key=lambda x: x["effectiveDate"])
    for r in t["rates"]:
        if r["code"] == waluta:
            return Decimal(str(r["mid"])), t["no"], t["effectiveDate"]
    raise SystemExit(f"Nieznana waluta {waluta}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kwota", type=Decimal, required=True)
    ap.add_argument("--waluta", required=True)
    ap.add_argument("--data", type=dt.date.fromisoformat, required=True)
    ap.add_argument("--zaplata", type=dt.date.fromisoformat)
    a = ap.parse_args()
    k, nr, d = kurs(a.waluta.upper(), a.data)
    pln = (a.kwota * k).quantize(Decimal("0.01"), ROUND_HALF_UP)
    print(f"Kurs {k} PLN/{a.waluta.upper()} z dnia {d}, tabela {nr}: {pln} PLN")
    if a.zaplata:
        k2, nr2, d2 = kurs(a.waluta.upper(), a.zaplata)
        roznica = ((k2 - k) * a.kwota).quantize(Decimal("0.01"), ROUND_HALF_UP)
        print(f"Różnica kursowa: {roznica} PLN (tabela {nr2} z {d2})")


if __name__ == "__main__":
    main()
