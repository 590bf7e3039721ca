#!/usr/bin/env python3
"""Crea facturas en borrador en la cuenta Stripe del propio usuario."""
import argparse
import os
import sys

import requests

API = "https://api.stripe.com/v1"


def clave():
    k = os.environ.get("STRIPE_SECRET_KEY")
    if not k and os.path.exists(".env"):
        for l in open(".env", encoding="utf-8"):
            if l.startswith("STRIPE_SECRET_KEY="):
                k = l.split("=", 1)[1].strip().strip('"\'')
    if not k or not k.startswith(("sk_", "rk_")):
        sys.exit("Falta STRIPE_SECRET_KEY (sk_… o rk_…).")
    return k


def stripe(metodo, ruta, **datos):
    r = requests.request(metodo, f"{API}{ruta}", auth=(clave(), ""), data=datos or None, timeout=30)
    if r.status_code >= 400:
        msg = r.json().get("error", {}).get("message", r.text)
        sys.exit(f"Stripe devolvió {r.status_code}: {msg}")
    return r.json()


def cliente(nombre, email, nif=None):
    q = stripe("GET", f"/customers?email={requests.utils.quote(email)}&limit=1")
    if q["data"]:
        return q["data"][0]["id"]
    datos = {"name": nombre, "email": email, "preferred_locales[0]": "es"}
    if nif:
        datos.update({"tax_id_data[0][type]": "eu_vat", "tax_id_data[0][value]": nif})
    return stripe("POST", "/customers", **datos)["id"]


def tasa_iva(pct):
    q = stripe("GET", "/tax_rates?active=true&limit=100")
    for t in q["data"]:
        if float(t["percentage"]) == float(pct) and not t["inclusive"]:
            return t["id"]
    return stripe("POST", "/tax_rates", display_name="IVA", percentage=str(pct),
                  inclusive="false", country="ES")["id"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cliente")
    ap.add_argument("--email")
    ap.add_argument("--nif")
    ap.add_argument("--concepto", action="append", default=[], help="desc|cantidad|precio")
    ap.add_argument("--iva", type=float, default=21)
    ap.add_argument("--enviar", metavar="INVOICE_ID")
    a = ap.parse_args()

    if a.enviar:
        stripe("POST", f"/invoices/{a.enviar}/finalize")
        inv = stripe("POST", f"/invoices/{a.enviar}/send")
        print(f"Enviada a {inv['customer_email']}: {inv['hosted_invoice_url']}")
        return

    if not (a.cliente and a.email and a.concepto):
        sys.exit("Faltan --cliente, --email o --concepto")
    cid = cliente(a.cliente, a.email, a.nif)
    inv = stripe("POST", "/invoices", customer=cid, collection_method="send_invoice",
                 days_until_due="15", auto_advance="false")
    tax = tasa_iva(a.iva) if a.iva else None
    base = 0
    for c in a.concepto:
        desc, cant, precio = c.split("|")
        cent = round(float(precio) * 100)
        datos = {"customer": cid, "invoice": inv["id"], "description": desc,
                 "quantity": cant, "unit_amount": str(cent), "currency": "eur"}
        if tax:
            datos["tax_rates[0]"] = tax
        stripe("POST", "/invoiceitems", **datos)
        base += cent * int(cant)
    inv = stripe("GET", f"/invoices/{inv['id']}")
    print(f"Borrador {inv['id']} para {a.cliente} <{a.email}>")
    print(f"  Base: {base/100:.2f} €  IVA: {(inv['total'] - base)/100:.2f} €  Total: {inv['total']/100:.2f} €")
    print(f"  Revisar: https://dashboard.stripe.com/invoices/{inv['id']}")
    print("No se ha enviado nada al cliente. Usa --enviar tras confirmar.")


if __name__ == "__main__":
    main()
