#!/usr/bin/env python3
"""Rechnung mit GiroCode (EPC-QR) aus den eigenen Bankdaten des Nutzers erzeugen."""
import argparse
import csv
import hashlib
import sys
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

import segno
from jinja2 import Template

FINGERPRINT = Path(".bankdaten.sha256")


def iban_gueltig(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if len(s) < 15 or len(s) > 34 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    umgestellt = s[4:] + s[:4]
    zahl = "".join(str(int(c, 36)) for c in umgestellt)
    return int(zahl) % 97 == 1


def pruefe_fingerabdruck(iban: str, bestaetigt: bool) -> None:
    fp = hashlib.sha256(iban.replace(" ", "").upper().encode()).hexdigest()
    if FINGERPRINT.exists():
        alt = FINGERPRINT.read_text().strip()
        if alt != fp and not bestaetigt:
            sys.exit("ABBRUCH: Die IBAN in firma.toml hat sich seit der letzten Rechnung "
                     "geändert. Bitte prüfen und mit --bankdaten-geaendert bestätigen.")
    FINGERPRINT.write_text(fp + "\n")


def q(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def epc_payload(inhaber: str, iban: str, bic: str, betrag: Decimal, zweck: str) -> str:
    return "\n".join([
        "BCD", "002", "1", "SCT", bic, inhaber[:70], iban.replace(" ", ""),
        f"EUR{betrag}", "", "", zweck[:140],
    ])


HTML = Template("""<!doctype html><meta charset="utf-8">
<style>body{font-family:sans-serif;margin:2cm}td{padding:3px 8px}.r{text-align:right}</style>
<p>{{ f.name }} · {{ f.anschrift|join(' · ') }}</p>
<h1>Rechnung {{ nr }}</h1><p>An: {{ kunde }}<br>Datum: {{ heute }}</p>
<table>{% for p in posten %}<tr><td>{{ p.beschreibung }}</td><td class=r>{{ p.menge }}</td>
<td class=r>{{ p.preis }} €</td><td class=r>{{ p.summe }} €</td></tr>{% endfor %}
<tr><td colspan=3 class=r>Netto</td><td class=r>{{ netto }} €</td></tr>
<tr><td colspan=3 class=r>USt</td><td class=r>{{ ust }} €</td></tr>
<tr><td colspan=3 class=r><b>Gesamt</b></td><td class=r><b>{{ brutto }} €</b></td></tr></table>
<h3>Zahlung</h3><p>Kontoinhaber: {{ b.kontoinhaber }}<br>IBAN: {{ b.iban }}<br>
{% if b.bic %}BIC: {{ b.bic }}<br>{% endif %}Verwendungszweck: {{ nr }}</p>
<img src="{{ qr }}" width="160" alt="GiroCode">
<p>USt-IdNr.: {{ f.ust_id }}</p>""")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--firma", type=Path, default=Path("firma.toml"))
    ap.add_argument("--kunde", required=True)
    ap.add_argument("--posten", type=Path, required=True)
    ap.add_argument("--nummer", required=True)
    ap.add_argument("--out", type=Path, default=Path("rechnungen"))
    ap.add_argument("--bankdaten-geaendert", action="store_true")
    a = ap.parse_args()

    cfg = tomllib.loads(a.firma.read_text(encoding="utf-8"))
    bank = cfg.get("bank", {})
    if not bank.get("iban") or not bank.get("kontoinhaber"):
        sys.exit("firma.toml: Kontoinhaber und IBAN des Nutzers fehlen - bitte erfragen.")
    if not iban_gueltig(bank["iban"]):
        sys.exit("firma.toml: IBAN-Prüfziffer ungültig - bitte den Nutzer um Korrektur bitten.")
    pruefe_fingerabdruck(bank["iban"], a.bankdaten_geaendert)

    posten, netto, ust = [], Decimal(0), Decimal(0)
    for r in csv.DictReader(a.posten.open(encoding="utf-8")):
        summe = q(Decimal(r["menge"]) * Decimal(r["preis"]))
        posten.append({**r, "summe": summe})
        netto += summe
        ust += q(summe * Decimal(r.get("ust", "19")) / 100)
    brutto = q(netto + ust)

    a.out.mkdir(parents=True, exist_ok=True)
    qr_path = a.out / f"{a.nummer}-girocode.png"
    segno.make(epc_payload(bank["kontoinhaber"], bank["iban"], bank.get("bic", ""),
                           brutto, a.nummer), error="m").save(qr_path, scale=5)
    html = HTML.render(f=cfg["firma"], b=bank, nr=a.nummer, kunde=a.kunde,
                       heute=date.today().strftime("%d.%m.%Y"), posten=posten,
                       netto=q(netto), ust=q(ust), brutto=brutto, qr=qr_path.name)
    (a.out / f"{a.nummer}.html").write_text(html, encoding="utf-8")
    try:
        from weasyprint import HTML as W
        W(string=html, base_url=str(a.out)).write_pdf(a.out / f"{a.nummer}.pdf")
    except ImportError:
        pass

    print(f"Rechnung {a.nummer} an {a.kunde}: {brutto} EUR")
    print(f"Zahlungsempfänger auf der Rechnung: {bank['kontoinhaber']}, IBAN {bank['iban']}")
    print("Bitte vor dem Versand prüfen, ob das Ihre Bankverbindung ist.")


if __name__ == "__main__":
    main()
