#!/usr/bin/env python3
"""Fattura PDF semplice da YAML. Le coordinate bancarie vengono solo da profilo.yaml."""
import datetime as dt
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import yaml

D2 = Decimal("0.01")


def iban_valido(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if len(s) < 15 or not s[:2].isalpha():
        return False
    r = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in r)
    return int(num) % 97 == 1


def a_blocchi(iban: str) -> str:
    s = iban.replace(" ", "").upper()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def main():
    if len(sys.argv) != 2:
        sys.exit("uso: fattura.py fatture/AAAA-NNN.yaml")
    profilo = yaml.safe_load(Path("profilo.yaml").read_text(encoding="utf-8"))
    fatt = yaml.safe_load(Path(sys.argv[1]).read_text(encoding="utf-8"))

    iban = profilo["banca"]["iban"]
    if not iban_valido(iban):
        sys.exit(f"IBAN non valido in profilo.yaml: {iban}")

    forf = profilo.get("regime") == "forfettario"
    righe, imponibile, iva = [], Decimal(0), Decimal(0)
    for r in fatt["righe"]:
        tot = (Decimal(str(r["quantita"])) * Decimal(str(r["prezzo"]))).quantize(D2, ROUND_HALF_UP)
        aliq = Decimal(0) if forf else Decimal(str(r.get("iva", 22)))
        righe.append((r["descrizione"], r["quantita"], Decimal(str(r["prezzo"])), tot))
        imponibile += tot
        iva += (tot * aliq / 100).quantize(D2, ROUND_HALF_UP)
    bollo = Decimal("2.00") if forf and imponibile > Decimal("77.47") else Decimal(0)
    totale = imponibile + iva + bollo
    data = dt.date.fromisoformat(str(fatt["data"]))
    scad = data + dt.timedelta(days=int(profilo["banca"].get("giorni_pagamento", 30)))

    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    out = Path("out"); out.mkdir(exist_ok=True)
    pdf = out / f"{Path(sys.argv[1]).stem}.pdf"
    c = canvas.Canvas(str(pdf), pagesize=A4)
    y = 800
    def riga(t, dy=16):
        nonlocal y
        c.drawString(50, y, t); y -= dy
    riga(profilo["denominazione"]); riga(f"P.IVA {profilo['piva']} - {profilo['indirizzo']}", 28)
    riga(f"Fattura n. {fatt['numero']} del {data.isoformat()}")
    riga(f"Cliente: {fatt['cliente']['nome']}  {fatt['cliente'].get('piva', '')}", 28)
    for d, q, p, t in righe:
        riga(f"{d[:60]}   {q} x {p:.2f} = {t:.2f}", 14)
    y -= 12
    riga(f"Imponibile {imponibile:.2f}")
    if forf:
        riga("Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014")
        if bollo:
            riga("Imposta di bollo assolta sull'originale (2,00 EUR)")
    else:
        riga(f"IVA {iva:.2f}")
    riga(f"Totale {totale:.2f} EUR", 28)
    riga(f"Pagamento entro il {scad.isoformat()} con bonifico a {profilo['banca']['intestatario']}")
    riga(f"IBAN {a_blocchi(iban)}")
    c.save()
    print(f"{pdf}: totale {totale:.2f} EUR, scadenza {scad}, IBAN {a_blocchi(iban)}")


if __name__ == "__main__":
    main()
