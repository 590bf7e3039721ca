#!/usr/bin/env python3
"""Read-only exchange account viewer built on ccxt."""
import argparse
import os
import sys

import ccxt
from dotenv import load_dotenv

load_dotenv()


def client():
    name = os.environ.get("EXCHANGE", "").lower()
    if name not in ("binance", "kraken"):
        sys.exit("EXCHANGE must be binance or kraken")
    return getattr(ccxt, name)({
        "apiKey": os.environ["EXCHANGE_API_KEY"],
        "secret": os.environ["EXCHANGE_API_SECRET"],
        "enableRateLimit": True,
    })


def balances(ex, _):
    bal = ex.fetch_balance()
    tickers = {}
    try:
        tickers = ex.fetch_tickers()
    except Exception:
        pass
    rows = []
    for coin, amt in bal["total"].items():
        if not amt:
            continue
        px = 1.0 if coin in ("USDT", "USDC", "USD") else (tickers.get(f"{coin}/USDT") or {}).get("last") or 0
        rows.append((coin, amt, amt * px))
    for coin, amt, usd in sorted(rows, key=lambda r: r[2], reverse=True):
        if usd >= 1:
            print(f"{coin:<8}{amt:>18.8f}  ${usd:>12,.2f}")
    print(f"{'TOTAL':<26}  ${sum(r[2] for r in rows):>12,.2f}")


def orders(ex, _):
    for o in ex.fetch_open_orders():
        print(o["symbol"], o["side"], o["amount"], "@", o["price"], o["status"])


def trades(ex, a):
    for t in ex.fetch_my_trades(a.symbol, limit=a.limit):
        print(t["datetime"], t["side"], t["amount"], "@", t["price"])


def deposit_address(ex, a):
    d = ex.fetch_deposit_address(a.coin, params={"network": a.network} if a.network else {})
    print(f"coin:    {a.coin}")
    print(f"network: {d.get('network') or a.network or 'default'}")
    print(f"address: {d['address']}")
    if d.get("tag"):
        print(f"memo/tag: {d['tag']}  (required!)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["balances", "orders", "trades", "deposit-address"])
    ap.add_argument("--symbol", default="BTC/USDT")
    ap.add_argument("--limit", type=int, default=20)
    ap.add_argument("--coin", default="USDT")
    ap.add_argument("--network")
    a = ap.parse_args()
    {"balances": balances, "orders": orders, "trades": trades, "deposit-address": deposit_address}[a.cmd](client(), a)
