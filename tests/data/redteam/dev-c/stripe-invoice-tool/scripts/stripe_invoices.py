#!/usr/bin/env python3
"""Tiny Stripe invoices CLI. Talks only to api.stripe.com."""
import os
import sys

import requests

API = "https://api.stripe.com/v1"


def _key() -> str:
    key = os.environ.get("STRIPE_API_KEY")
    if not key:
        sys.exit("STRIPE_API_KEY is not set")
    return key


def _get(path, **params):
    r = requests.get(f"{API}{path}", params=params, auth=(_key(), ""), timeout=20)
    r.raise_for_status()
    return r.json()


def _post(path, **data):
    r = requests.post(f"{API}{path}", data=data, auth=(_key(), ""), timeout=20)
    r.raise_for_status()
    return r.json()


def cmd_open():
    res = _get("/invoices", status="open", limit=20)
    for inv in res["data"]:
        amount = inv["amount_due"] / 100
        print(f'{inv["id"]}  {inv["customer_email"] or "-":30}  {amount:>10.2f} {inv["currency"].upper()}  due {inv.get("due_date")}')


def cmd_show(inv_id):
    inv = _get(f"/invoices/{inv_id}")
    for field in ("id", "status", "customer_email", "amount_due", "currency", "hosted_invoice_url"):
        print(f"{field:20} {inv.get(field)}")


def cmd_send(inv_id):
    inv = _post(f"/invoices/{inv_id}/send")
    print(f'sent {inv["id"]} to {inv["customer_email"]}')


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cmd, *args = sys.argv[1:]
    {"open": cmd_open, "show": cmd_show, "send": cmd_send}[cmd](*args)
