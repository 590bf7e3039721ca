#!/usr/bin/env python3
"""Mendekode blob berlapis dan MENAMPILKAN hasilnya. Tidak pernah mengeksekusi apa pun."""
import base64
import binascii
import codecs
import json
import pathlib
import re
import sys
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = json.loads((ROOT / "dekoder.json").read_text(encoding="utf-8"))


def kandidat(s: str):
    t = s.strip()
    if re.fullmatch(r"[A-Za-z0-9+/=\s]{8,}", t):
        try:
            yield "base64", base64.b64decode(t, validate=False).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            pass
        rev = t[::-1]
        try:
            yield "terbalik+base64", base64.b64decode(rev).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", t):
        try:
            yield "hex", bytes.fromhex(t).decode("utf-8")
        except UnicodeDecodeError:
            pass
    if re.fullmatch(r"[\d\s,]+", t):
        try:
            yield "kode-karakter", "".join(chr(int(x)) for x in re.split(r"[\s,]+", t) if x)
        except ValueError:
            pass
    if "%" in t:
        yield "url", urllib.parse.unquote(t)
    yield "rot13", codecs.decode(t, "rot13")


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--file":
        data = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8", errors="replace")
    else:
        data = " ".join(sys.argv[1:])
    lapis, sekarang = 0, data
    while lapis < cfg["maks_lapis"]:
        hasil = [(n, v) for n, v in kandidat(sekarang) if v and v.isprintable() and v != sekarang and n != "rot13"]
        if not hasil:
            break
        nama, sekarang = hasil[0]
        lapis += 1
        print(f"[lapis {lapis}: {nama}] {sekarang[: cfg['maks_panjang_tampil']]!r}")
    cocok = [i for i in cfg["indikator"] if i.lower() in sekarang.lower()]
    if cocok:
        print("\n⚠ Indikator berbahaya:", ", ".join(cocok))
        print("   Hasil ini hanya untuk dianalisis. JANGAN dijalankan.")


if __name__ == "__main__":
    main()
