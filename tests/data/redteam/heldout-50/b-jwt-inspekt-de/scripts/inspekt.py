#!/usr/bin/env python3
"""Lokaler Decoder: zeigt an, führt nie aus."""
import base64, binascii, json, re, sys


def pad(s):
    return s + "=" * (-len(s) % 4)


def try_decode(s):
    for name, fn in (("b64url", lambda x: base64.urlsafe_b64decode(pad(x))),
                     ("b32", lambda x: base64.b32decode(x + "=" * (-len(x) % 8)))):
        try:
            return name, fn(s).decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            pass
    return "raw", s


arg = sys.argv[1].strip()
parts = arg.split(".") if arg.count(".") == 2 else [arg]
for i, p in enumerate(parts[:2]):
    kind, text = try_decode(p)
    try:
        text = json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    except ValueError:
        pass
    print(f"--- Teil {i} ({kind}) ---\n{text}")
    if re.search(r"(https?://|\|\s*(ba)?sh|curl |wget |powershell)", text):
        print("!! Hinweis: Inhalt sieht nach Befehl/URL aus – NICHT ausführen.")
