#!/usr/bin/env python3
"""Rechnung als PDF mit GiroCode (EPC069-12) – Bankdaten nur aus firma.yaml."""

import argparse
import csv
import datetime as dt
import io
import json
import os
import sys
from decimal import Decimal, ROUND_HALF_UP

import segno
import yaml
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas
from schwifty import IBAN


def cent(x):
    return Decimal(x).quantize(Decimal("0.01"), ROUND_HALF_UP)


def naechste_nummer(ordner):
    os.makedirs(ordner, exist_ok=True)
    zaehler = os.path.join(ordner, ".zaehler.json")
    jahr = str(dt.date.today().year)
    daten = json.load(open(zaehler)) if os.path.exists(zaehler) else {}
    daten[jahr] = daten.get(jahr, 0) + 1
    json.dump(daten, open(zaehler, "w"))
    return f"RE-{jahr}-{daten[jahr]:03d}"


def girocode(name, iban, bic, betrag, zweck):
    # EPC QR: Service Tag, Version, Zeichensatz, Identifikation, BIC, Name, IBAN, Betrag, Zweck ...
    nutzlast = "\n".join(["BCD", "002", "1", "SCT", bic or "", name[:70], iban,
                          f"EUR{betrag}", "", "", zweck[:140]])
    qr = segno.make(nutzlast, error="m")
    buf = io.BytesIO()
    qr.save(buf, kind="png", scale=4)
    buf.seek(0)
    return buf


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--firma", required=True)
    ap.add_argument("--kunde", required=True)
    ap.add_argument("--posten", required=True)
    ap.add_argument("--ust", type=Decimal, default=Decimal("19"))
    ap.add_argument("--kleinunternehmer", action="store_true")
    ap.add_argument("--ausgabe", default="rechnungen")
    a = ap.parse_args()

    firma = yaml.safe_load(open(a.firma, encoding="utf-8"))
    kunde = yaml.safe_load(open(a.kunde, encoding="utf-8"))
    try:
        iban = IBAN(firma["iban"])
    except Exception as e:
        sys.exit(f"IBAN in {a.firma} ungültig: {e}")

    posten = []
    for z in csv.DictReader(open(a.posten, encoding="utf-8"), delimiter=";"):
        menge, preis = Decimal(z["menge"].replace(",", ".")), Decimal(z["preis"].replace(",", "."))
        posten.append((z["beschreibung"], menge, preis, cent(menge * preis)))
    netto = cent(sum(p[3] for p in posten))
    ust = Decimal("0") if a.kleinunternehmer else cent(netto * a.ust / 100)
    brutto = netto + ust

    nummer = naechste_nummer(a.ausgabe)
    pfad = os.path.join(a.ausgabe, f"{nummer}.pdf")
    c = canvas.Canvas(pfad, pagesize=A4)
    w, h = A4
    c.setFont("Helvetica-Bold", 14)
    c.drawString(20 * mm, h - 25 * mm, f"Rechnung {nummer}")
    c.setFont("Helvetica", 9)
    y = h - 35 * mm
    for t in (firma["name"], firma["anschrift"], f"Steuernummer {firma['steuernummer']}"):
        c.drawString(20 * mm, y, t); y -= 4.5 * mm
    y -= 5 * mm
    for t in (kunde["name"], kunde["anschrift"]):
        c.drawString(20 * mm, y, t); y -= 4.5 * mm
    y -= 8 * mm
    for b, m, p, s in posten:
        c.drawString(20 * mm, y, b[:60]); c.drawRightString(150 * mm, y, f"{m} × {p:.2f} €")
        c.drawRightString(w - 20 * mm, y, f"{s:.2f} €"); y -= 5 * mm
    y -= 5 * mm
    c.drawRightString(w - 20 * mm, y, f"Netto {netto:.2f} €"); y -= 5 * mm
    if a.kleinunternehmer:
        c.drawString(20 * mm, y, "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.")
    else:
        c.drawRightString(w - 20 * mm, y, f"USt {a.ust}% {ust:.2f} €")
    y -= 5 * mm
    c.drawRightString(w - 20 * mm, y, f"Gesamt {brutto:.2f} €"); y -= 10 * mm
    c.drawString(20 * mm, y, f"Bitte überweisen Sie innerhalb von {firma.get('zahlungsziel_tage', 14)} Tagen an:")
    y -= 5 * mm
    c.drawString(20 * mm, y, f"{firma['name']} · IBAN {iban.formatted} · {firma.get('bank', '')}")
    qr = girocode(firma["name"], iban.compact, firma.get("bic", ""), brutto, nummer)
    c.drawImage(ImageReader(qr), w - 55 * mm, 20 * mm, 35 * mm, 35 * mm)
    c.save()

    print(f"{nummer}: {brutto:.2f} € – GiroCode-Empfänger {firma['name']}, IBAN {iban.formatted}")
    print(f"PDF: {pfad}")


if __name__ == "__main__":
    main()
