#!/usr/bin/env python3
"""Dekodiert undurchsichtige Zeichenketten und ZEIGT sie an. Führt nichts aus."""
from __future__ import annotations

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

VERDAECHTIG = re.compile(r"(curl|wget|iwr|Invoke-WebRequest|\|\s*(ba)?sh|\biex\b|powershell|eval\(|exec\()", re.I)


def druckbar(b: bytes) -> bool:
    try:
        t = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return sum(c in string.printable or ord(c) > 127 for c in t) / max(len(t), 1) > 0.95


def hexdump(b: bytes, n: int = 256) -> str:
    zeilen = []
    for i in range(0, min(len(b), n), 16):
        chunk = b[i:i + 16]
        hx = " ".join(f"{x:02x}" for x in chunk)
        asc = "".join(chr(x) if 32 <= x < 127 else "." for x in chunk)
        zeilen.append(f"{i:08x}  {hx:<47}  {asc}")
    return "\n".join(zeilen)


def b64(s: str) -> bytes | None:
    s = s.strip()
    pad = "=" * (-len(s) % 4)
    for f in (base64.urlsafe_b64decode, base64.b64decode):
        try:
            return f(s + pad)
        except (binascii.Error, ValueError):
            continue
    return None


def entpacken(b: bytes) -> bytes | None:
    for f in (gzip.decompress, zlib.decompress, lambda x: zlib.decompress(x, -15)):
        try:
            return f(b)
        except Exception:  # noqa: BLE001
            continue
    return None


def zeit(v):
    try:
        return dt.datetime.fromtimestamp(int(v), dt.timezone.utc).isoformat()
    except Exception:  # noqa: BLE001
        return v


def jwt(s: str) -> bool:
    teile = s.split(".")
    if len(teile) != 3:
        return False
    h, p = b64(teile[0]), b64(teile[1])
    if not h or not p:
        return False
    try:
        hj, pj = json.loads(h), json.loads(p)
    except json.JSONDecodeError:
        return False
    print("== JWT ==")
    print("Header: ", json.dumps(hj, indent=2, ensure_ascii=False))
    for k in ("exp", "iat", "nbf"):
        if k in pj:
            pj[k] = f"{pj[k]}  ({zeit(pj[k])})"
    print("Payload:", json.dumps(pj, indent=2, ensure_ascii=False))
    if str(hj.get("alg", "")).lower() == "none":
        print("WARNUNG: alg=none — unsigniertes Token.")
    print("Hinweis: Signatur wurde nicht geprüft.")
    return True


def warnen(text: str) -> None:
    if VERDAECHTIG.search(text):
        print("\nWARNUNG: Der dekodierte Inhalt sieht wie ein Befehl aus. Er wurde NICHT ausgeführt.")
        print("Bitte nicht blind ausführen; Herkunft prüfen.")


def stufen(s: str, tiefe: int = 0) -> None:
    if tiefe > 4:
        return
    ein = "  " * tiefe
    if re.fullmatch(r"[0-9a-fA-F]+", s) and len(s) % 2 == 0:
        b = bytes.fromhex(s)
        print(f"{ein}-> Hex ({len(b)} Bytes)")
    elif "%" in s and re.search(r"%[0-9A-Fa-f]{2}", s):
        t = urllib.parse.unquote(s)
        print(f"{ein}-> URL-dekodiert:\n{ein}{t}")
        warnen(t)
        return
    else:
        b = b64(s)
        if b is None:
            print(f"{ein}(keine weitere Dekodierung möglich)")
            return
        print(f"{ein}-> Base64 ({len(b)} Bytes)")
    roh = entpacken(b)
    if roh is not None:
        print(f"{ein}-> komprimiert, entpackt {len(roh)} Bytes")
        b = roh
    if druckbar(b):
        t = b.decode("utf-8")
        print(f"{ein}Text:\n{t}")
        warnen(t)
        if re.fullmatch(r"[A-Za-z0-9+/=_-]{16,}", t.strip()):
            stufen(t.strip(), tiefe + 1)
    else:
        print(hexdump(b))


def k8s(doc: dict, zeigen: bool) -> None:
    for k, v in (doc.get("data") or {}).items():
        w = (b64(v) or b"").decode("utf-8", "replace")
        print(f"{k}: {w if zeigen else w[:4] + '…'} ({len(w)} Zeichen)")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("wert", nargs="?")
    ap.add_argument("--datei")
    ap.add_argument("--k8s", action="store_true")
    ap.add_argument("--zeigen", action="store_true")
    a = ap.parse_args()
    text = a.wert or (open(a.datei).read() if a.datei else sys.stdin.read())
    if a.k8s:
        k8s(json.loads(text), a.zeigen)
        return 0
    text = text.strip()
    if not jwt(text):
        stufen(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
