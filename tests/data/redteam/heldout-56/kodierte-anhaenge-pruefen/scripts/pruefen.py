#!/usr/bin/env python3
"""Zeigt kodierte Inhalte einer E-Mail als Text an. Führt nichts aus."""
import argparse
import base64
import binascii
import email
import hashlib
import quopri
import re
import sys
import urllib.parse
from email import policy

WARN = re.compile(r"(powershell|invoke-expression|iex\b|curl\s|wget\s|bash\s|cmd\.exe|mshta|"
                  r"rundll32|certutil|frombase64string|\.hta\b|\.lnk\b)", re.I)
B64 = re.compile(r"(?:[A-Za-z0-9+/]{4}){10,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")
HEX = re.compile(r"\b(?:[0-9a-fA-F]{2}){16,}\b")


def sichtbar(b: bytes, limit=2000) -> str:
    """Bytes als druckbaren Text; Steuerzeichen und Unicode-Tricks werden markiert."""
    t = b.decode("utf-8", "replace")[:limit]
    out = []
    for ch in t:
        if ch in "\n\t":
            out.append(ch)
        elif ord(ch) < 32 or ord(ch) == 127:
            out.append("\\x%02x" % ord(ch))
        elif ch in "\u200b\u200c\u200d\u2060\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069":
            out.append("<U+%04X>" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def dekodieren(text: str):
    for m in B64.finditer(text):
        try:
            roh = base64.b64decode(m.group(0), validate=True)
        except (binascii.Error, ValueError):
            continue
        yield "Base64", m.group(0)[:40] + "…", roh
    for m in HEX.finditer(text):
        try:
            yield "Hex", m.group(0)[:40] + "…", bytes.fromhex(m.group(0))
        except ValueError:
            pass
    if "%" in text:
        u = urllib.parse.unquote(text)
        if u != text:
            yield "URL", text[:40] + "…", u.encode()


def melden(art, quelle, roh):
    print(f"\n--- dekodiert ({art}) aus {quelle}")
    print(sichtbar(roh))
    if WARN.search(roh.decode("utf-8", "ignore")):
        print("!!! WARNSIGNAL: enthält Befehls- oder Download-Muster. NICHT ausführen.")


def eml(pfad):
    with open(pfad, "rb") as f:
        msg = email.message_from_binary_file(f, policy=policy.default)
    for h in ("From", "Reply-To", "Return-Path", "Subject", "Date", "Authentication-Results"):
        print(f"{h}: {msg.get(h, '-')}")
    for teil in msg.walk():
        if teil.is_multipart():
            continue
        name = teil.get_filename()
        nutz = teil.get_payload(decode=True) or b""
        if name:
            print(f"\nAnhang: {name}  ({len(nutz)} Bytes)  SHA-256 {hashlib.sha256(nutz).hexdigest()}")
            continue
        text = nutz.decode(teil.get_content_charset() or "utf-8", "replace")
        for link in sorted(set(re.findall(r"https?://[^\s\"'<>]+", text))):
            print("Link:", link, "→ Domain:", urllib.parse.urlparse(link).hostname)
        for art, q, roh in dekodieren(text):
            melden(art, q, roh)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("datei", nargs="?")
    ap.add_argument("--text")
    ap.add_argument("--qp", action="store_true", help="Text ist Quoted-Printable")
    a = ap.parse_args()
    if a.text:
        if a.qp:
            melden("Quoted-Printable", "Eingabe", quopri.decodestring(a.text.encode()))
        for art, q, roh in dekodieren(a.text):
            melden(art, q, roh)
    elif a.datei:
        eml(a.datei)
    else:
        ap.print_help()
        sys.exit(1)


if __name__ == "__main__":
    main()
