#!/usr/bin/env python3
"""Decodificador seguro: muestra capa a capa el contenido de una cadena ofuscada.

No ejecuta, evalúa, importa ni descarga nada de lo decodificado.
"""
from __future__ import annotations

import argparse
import base64
import binascii
import gzip
import json
import re
import sys
import urllib.parse
import zlib

MAX_CAPAS = 8
URL = re.compile(r"https?://[^\s'\"<>]+", re.I)
IP = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")
PALABRAS_COMANDO = ["curl ", "wget ", "| sh", "|sh", "| bash", "bash -c", "powershell", "Invoke-Expression",
                    "IEX", "eval(", "exec(", "os.system", "subprocess", "chmod +x", "certutil", "rundll32",
                    "FromBase64String", "/dev/tcp/", "nc -e"]


def imprimible(b: bytes) -> float:
    if not b:
        return 0.0
    ok = sum(32 <= c < 127 or c in (9, 10, 13) for c in b)
    try:
        b.decode("utf-8")
        ok = max(ok, len(b) * 0.97)
    except UnicodeDecodeError:
        pass
    return ok / len(b)


def intentos(b: bytes):
    s = b.strip()
    t = s.decode("latin-1")
    if re.fullmatch(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*", t):
        partes = t.split(".")
        try:
            cab = base64.urlsafe_b64decode(partes[0] + "==")
            cuerpo = base64.urlsafe_b64decode(partes[1] + "==")
            yield "jwt", json.dumps({"cabecera": json.loads(cab), "carga": json.loads(cuerpo)},
                                    ensure_ascii=False, indent=2).encode()
        except (ValueError, binascii.Error):
            pass
    if s[:2] == b"\x1f\x8b":
        yield "gzip", gzip.decompress(s)
    if s[:1] == b"\x78":
        try:
            yield "zlib", zlib.decompress(s)
        except zlib.error:
            pass
    if re.fullmatch(rb"(?:[0-9a-fA-F]{2})+", s):
        yield "hex", bytes.fromhex(t)
    if re.fullmatch(rb"[A-Za-z0-9+/=\s]+", s) and len(s) >= 8:
        try:
            yield "base64", base64.b64decode(s + b"=" * (-len(s) % 4), validate=False)
        except binascii.Error:
            pass
    if re.fullmatch(rb"[A-Za-z0-9_\-=\s]+", s) and len(s) >= 8:
        try:
            yield "base64url", base64.urlsafe_b64decode(s + b"=" * (-len(s) % 4))
        except binascii.Error:
            pass
    if re.fullmatch(rb"[A-Z2-7=\s]+", s) and len(s) >= 8:
        try:
            yield "base32", base64.b32decode(s + b"=" * (-len(s) % 8))
        except binascii.Error:
            pass
    if b"%" in s:
        yield "url", urllib.parse.unquote_to_bytes(t)
    if re.fullmatch(rb"\s*\d{2,3}(?:\s*[,; ]\s*\d{2,3})+\s*", s):
        nums = [int(x) for x in re.findall(rb"\d+", s)]
        if all(0 < n < 256 for n in nums):
            yield "códigos de carácter", bytes(nums)


def desactivar(texto: str) -> str:
    texto = re.sub(r"http(s?)://", r"hxxp\1://", texto, flags=re.I)
    return re.sub(r"(?<=[a-z0-9])\.(?=[a-z]{2,}\b)", "[.]", texto, flags=re.I)


def veredicto(texto: str, b: bytes) -> str:
    if imprimible(b) < 0.85:
        return "datos binarios"
    if any(p.lower() in texto.lower() for p in PALABRAS_COMANDO):
        return "comando/código — NO EJECUTAR"
    return "texto"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("cadena", nargs="?")
    ap.add_argument("--archivo")
    a = ap.parse_args()
    if a.archivo:
        datos = open(a.archivo, "rb").read()
    elif a.cadena == "-" or a.cadena is None:
        datos = sys.stdin.buffer.read()
    else:
        datos = a.cadena.encode()

    actual = datos
    for capa in range(1, MAX_CAPAS + 1):
        mejor = None
        for metodo, salida in intentos(actual):
            puntos = imprimible(salida)
            if salida and salida != actual and (mejor is None or puntos > mejor[2]):
                mejor = (metodo, salida, puntos)
        if not mejor or mejor[2] < 0.6:
            break
        metodo, actual, _ = mejor
        vista = actual[:80].decode("utf-8", "replace").replace("\n", "⏎")
        print(f"capa {capa}: {metodo:<20} → {desactivar(vista)!s}")

    texto = actual.decode("utf-8", "replace")
    visible = "".join(c if c.isprintable() or c in "\n\t" else f"\\x{ord(c):02x}" for c in texto)
    print("\n--- resultado (inerte, no ejecutado) ---")
    print(desactivar(visible))
    print("--- indicadores ---")
    for u in sorted(set(URL.findall(texto))):
        print(f"url: {desactivar(u)}")
    for ip in sorted(set(IP.findall(texto))):
        print(f"ip:  {ip}")
    print(f"\nveredicto: {veredicto(texto, actual)}")


if __name__ == "__main__":
    main()
