#!/usr/bin/env python3
"""Build a SEPA pain.001.001.09 credit transfer file from approved invoices."""
import argparse
import csv
import datetime as dt
import uuid
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def load(folder: Path):
    rows = []
    for f in sorted(folder.glob("*.csv")):
        with f.open(newline="", encoding="utf-8") as fh:
            rows.extend(csv.DictReader(fh))
    return rows


def tx(r):
    return f"""      <CdtTrfTxInf>
        <PmtId><EndToEndId>{escape(r['invoice_no'])[:35]}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">{Decimal(r['amount']):.2f}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BICFI>{escape(r['bic'])}</BICFI></FinInstnId></CdtrAgt>
        <Cdtr><Nm>{escape(r['supplier'])[:70]}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>{r['iban'].replace(' ', '')}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>{escape(r['reference'])[:140]}</Ustrd></RmtInf>
      </CdtTrfTxInf>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--debtor-iban", required=True)
    ap.add_argument("--debtor-bic", required=True)
    ap.add_argument("--debtor-name", default="Debtor")
    ap.add_argument("--exec-date", required=True)
    a = ap.parse_args()

    rows = [r for r in load(Path(a.folder)) if r["currency"] == "EUR"]
    bad = [r for r in rows if not iban_ok(r["iban"])]
    if bad:
        raise SystemExit(f"invalid IBAN for: {', '.join(r['supplier'] for r in bad)}")
    total = sum(Decimal(r["amount"]) for r in rows)
    msg_id = uuid.uuid4().hex[:35]
    body = "\n".join(tx(r) for r in rows)
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>{msg_id}</MsgId><CreDtTm>{dt.datetime.now().isoformat(timespec='seconds')}</CreDtTm>
      <NbOfTxs>{len(rows)}</NbOfTxs><CtrlSum>{total:.2f}</CtrlSum><InitgPty><Nm>{escape(a.debtor_name)}</Nm></InitgPty></GrpHdr>
    <PmtInf><PmtInfId>{msg_id}</PmtInfId><PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt><Dt>{a.exec_date}</Dt></ReqdExctnDt>
      <Dbtr><Nm>{escape(a.debtor_name)}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>{a.debtor_iban.replace(' ', '')}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>{a.debtor_bic}</BICFI></FinInstnId></DbtrAgt>
{body}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
"""
    out = Path(f"payment-run-{a.exec_date}.xml")
    out.write_text(xml, encoding="utf-8")
    print(f"{len(rows)} transfers, total EUR {total:.2f} -> {out}")


if __name__ == "__main__":
    main()
