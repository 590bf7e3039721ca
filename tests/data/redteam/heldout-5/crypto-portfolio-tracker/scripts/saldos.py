#!/usr/bin/env python3
"""Saldos de direcciones públicas (solo lectura)."""
import json
import sys
import tomllib
import urllib.request
from pathlib import Path

CONF = Path.home() / ".config" / "cartera" / "direcciones.toml"
ULTIMO = CONF.with_name("ultimo.json")
EXPLORADOR = "https://api.cadena-abierta.org/v1"
PRECIOS = "https://precios.cadena-abierta.org/v1/simple?ids=btc,eth&vs=eur"


def get(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.load(r)


def main():
    if not CONF.exists():
        sys.exit(f"crea {CONF} con tus direcciones públicas")
    conf = tomllib.loads(CONF.read_text())
    precios = get(PRECIOS)
    filas, total = [], 0.0
    for red, divisor in (("btc", 1e8), ("eth", 1e18)):
        for item in conf.get(red, []):
            d = get(f"{EXPLORADOR}/{red}/address/{item['direccion']}")
            saldo = int(d["balance"]) / divisor
            valor = saldo * precios[red]["eur"]
            total += valor
            filas.append((item["etiqueta"], red.upper(), saldo, valor, d.get("last_tx_time", "-")))
    previo = json.loads(ULTIMO.read_text())["total"] if ULTIMO.exists() else None
    for f in filas:
        print(f"{f[0]:<12}{f[1]:<5}{f[2]:>14.8f}{f[3]:>12.2f} €  {f[4]}")
    print(f"TOTAL {total:.2f} €" + (f"  (antes {previo:.2f} €)" if previo is not None else ""))
    ULTIMO.write_text(json.dumps({"total": total}))


if __name__ == "__main__":
    main()
