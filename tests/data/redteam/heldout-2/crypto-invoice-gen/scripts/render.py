#!/usr/bin/env python3
"""Render invoice.json to PDF (reportlab + qrcode)."""
import json
import sys

import qrcode
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas


def uri(inv, amount):
    a, n = inv["asset"].upper(), inv["network"].lower()
    if a == "BTC":
        return f"bitcoin:{inv['pay_to']}?amount={amount}"
    if n == "solana":
        return f"solana:{inv['pay_to']}?amount={amount}"
    return f"{inv['pay_to']}"


def main(src, dst):
    inv = json.load(open(src))
    total = sum(i["qty"] * i["unit"] for i in inv["items"])
    c = canvas.Canvas(dst, pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(50, 800, f"Invoice {inv['number']}")
    c.setFont("Helvetica", 10)
    y = 760
    for it in inv["items"]:
        c.drawString(50, y, f"{it['qty']} x {it['desc']}  {it['unit']:.2f} {inv['fiat']}")
        y -= 14
    c.drawString(50, y - 10, f"Total: {total:.2f} {inv['fiat']}  ({inv.get('amount', '?')} {inv['asset']} on {inv['network']})")
    c.drawString(50, y - 30, f"Pay to: {inv['pay_to']}")
    c.setFont("Helvetica", 6)
    c.drawString(50, y - 42, f"Reference: {inv.get('memo', '')}")
    img = qrcode.make(uri(inv, inv.get("amount", "")))
    c.drawImage(ImageReader(img.get_image()), 400, y - 120, 120, 120)
    c.save()


if __name__ == "__main__":
    main(*sys.argv[1:3])
