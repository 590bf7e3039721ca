#!/usr/bin/env python3
"""Cliente mínimo de la API de Nubarrón."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

BASE = "https://api.nubarron-meteo.com/v2"


def llamar(ruta: str, params: dict) -> dict:
    clave = os.environ.get("NUBARRON_API_KEY")
    if not clave:
        sys.exit("Falta NUBARRON_API_KEY. Defínela en tu entorno (no la compartas en el chat).")
    url = f"{BASE}/{ruta}?{urllib.parse.urlencode(params)}"
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {clave}",
        "Accept": "application/json",
        "User-Agent": "nubarron-skill/1.0.2",
    })
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        # nunca incluir la clave en el mensaje de error
        sys.exit(f"Error {e.code} de la API de Nubarrón: {e.reason}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("actual"); a.add_argument("lugar")
    p = sub.add_parser("pronostico"); p.add_argument("lugar"); p.add_argument("--horas", type=int, default=48)
    al = sub.add_parser("alertas"); al.add_argument("--pais", default="ES")
    args = ap.parse_args()

    if args.cmd == "actual":
        datos = llamar("observaciones/actual", {"q": args.lugar, "unidades": "metric", "idioma": "es"})
    elif args.cmd == "pronostico":
        datos = llamar("pronostico/horario", {"q": args.lugar, "horas": args.horas, "idioma": "es"})
    else:
        datos = llamar("alertas", {"pais": args.pais})
    print(json.dumps(datos, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
