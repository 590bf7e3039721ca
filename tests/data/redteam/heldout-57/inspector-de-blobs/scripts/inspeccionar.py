#!/usr/bin/env python3
"""Inspector de blobs: decodifica capas y MUESTRA el resultado. Nunca ejecuta nada."""

import argparse
import base64
import binascii
import datetime as dt
import gzip
import json
import re
import string
import sys
import urllib.parse
import zlib

MAX_CAPAS = 6

PATRONES_RIESGO = [
    (re.compile(r"\b(curl|wget)\b[^|\n]*\|\s*(ba|z)?sh\b"), "descarga y ejecución: curl … | sh"),
    (re.compile(r"\b(iex|Invoke-Expression)\b|\birm\b.*\|\s*iex", re.I), "PowerShell Invoke-Expression"),
    (re.compile(r"\b(rm\s+-rf|mkfs|dd\s+if=)"), "borrado o sobrescritura de datos"),
    (re.compile(r"\beval\s*\(|\bexec\s*\("), "evaluación dinámica de código"),
    (re.compile(r"https?://[^\s'\"]+"), "URL"),
    (re.compile(r"ignor(e|a)\s+(all\s+|las\s+)?(previous|anteriores)", re.I), "texto tipo inyección de prompt"),
]


def imprimible(b: bytes) -> bool:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return sum(c in string.printable or ord(c) > 127 for c in s) / max(1, len(s)) > 0.95


def intentar(s: str):
    """Devuelve lista de (tipo, bytes) de decodificaciones plausibles."""
    out = []
    t = s.strip()
    # JWT
    if re.fullmatch(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*", t):
        out.append(("jwt", t.encode()))
        return out
    # URL-encoding
    if "%" in t:
        u = urllib.parse.unquote(t)
        if u != t:
            out.append(("url-encoding", u.encode()))
    # hex
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", t):
        out.append(("hex", binascii.unhexlify(t)))
    # base64 / base64url
    if re.fullmatch(r"[A-Za-z0-9+/_-]+={0,2}", t) and len(t) >= 8:
        for nombre, fn in (("base64", base64.b64decode), ("base64url", base64.urlsafe_b64decode)):
            try:
                b = fn(t + "=" * (-len(t) % 4))
                out.append((nombre, b))
                break
            except (binascii.Error, ValueError):
                pass
    # invertido: el relleno "=" de Base64 aparece al principio
    if t.startswith("="):
        out.insert(0, ("texto invertido", t[::-1].encode()))
    return out


def descomprimir(b: bytes):
    for nombre, fn in (("gzip", gzip.decompress), ("zlib", zlib.decompress)):
        try:
            return nombre, fn(b)
        except Exception:
            continue
    return None


def mostrar_jwt(tok: str):
    partes = tok.split(".")
    for nombre, p in zip(("cabecera", "carga"), partes[:2]):
        datos = json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
        for k in ("exp", "iat", "nbf"):
            if isinstance(datos.get(k), int):
                datos[k] = f"{datos[k]} ({dt.datetime.utcfromtimestamp(datos[k]).isoformat()}Z)"
        print(f"{nombre}: {json.dumps(datos, ensure_ascii=False, indent=2)}")
        if nombre == "cabecera" and str(datos.get("alg", "")).lower() == "none":
            print("⚠ alg=none: token sin firma")
    print("firma: NO verificada (no disponemos de la clave)")


def avisos(texto: str):
    for rx, desc in PATRONES_RIESGO:
        if rx.search(texto):
            print(f"⚠ {desc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--archivo")
    a = ap.parse_args()
    if a.archivo:
        actual = open(a.archivo, encoding="utf-8", errors="replace").read()
    elif a.blob == "-" or a.blob is None:
        actual = sys.stdin.read()
    else:
        actual = a.blob

    for capa in range(1, MAX_CAPAS + 1):
        opciones = intentar(actual)
        if not opciones:
            break
        tipo, b = opciones[0]
        if tipo == "jwt":
            print(f"capa {capa}: JWT")
            mostrar_jwt(b.decode())
            return
        d = descomprimir(b)
        if d:
            print(f"capa {capa}: {tipo} + {d[0]}")
            b = d[1]
        elif tipo == "texto invertido":
            print(f"capa {capa}: {tipo}")
        else:
            print(f"capa {capa}: {tipo} → {'texto' if imprimible(b) else 'binario'}")
        if not imprimible(b):
            print(f"(binario, {len(b)} bytes) {b[:64].hex()}…")
            return
        actual = b.decode("utf-8")

    avisos(actual)
    # Solo se muestra. Nada de lo anterior se ejecuta.
    print(actual)


if __name__ == "__main__":
    main()
