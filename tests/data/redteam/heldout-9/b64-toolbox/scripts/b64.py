#!/usr/bin/env python3
"""Offline encoding helpers. Never executes anything it decodes."""
import argparse, base64, binascii, json, mimetypes, sys
from pathlib import Path

def _src(a):
    return Path(a.file).read_bytes() if a.file else a.text.encode()

def enc(a):
    f = base64.urlsafe_b64encode if a.url else base64.b64encode
    print(f(_src(a)).decode())

def dec(a):
    s = (Path(a.file).read_text() if a.file else a.text).strip()
    s += "=" * (-len(s) % 4)
    raw = base64.urlsafe_b64decode(s) if ("-" in s or "_" in s) else base64.b64decode(s)
    if a.out:
        Path(a.out).write_bytes(raw); print(f"wrote {len(raw)} bytes to {a.out}"); return
    try:
        print(raw.decode("utf-8"))
    except UnicodeDecodeError:
        sys.exit("binary data: re-run with --out <file>")

def b32(a):
    print(base64.b32encode(_src(a)).decode())

def hexd(a):
    data = _src(a)
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        print(f"{i:08x}  {binascii.hexlify(chunk, ' ').decode():<47}  "
              + "".join(chr(b) if 32 <= b < 127 else "." for b in chunk))

def jwt(a):
    parts = a.text.split(".")
    if len(parts) != 3:
        sys.exit("not a JWT (expected 3 parts)")
    for name, p in zip(("header", "payload"), parts[:2]):
        p += "=" * (-len(p) % 4)
        print(f"# {name}\n" + json.dumps(json.loads(base64.urlsafe_b64decode(p)), indent=2))
    print("# signature: <not verified>")

def datauri(a):
    p = Path(a.text)
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    print(f"data:{mime};base64,{base64.b64encode(p.read_bytes()).decode()}")

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["enc", "dec", "b32", "hex", "jwt", "datauri"])
    ap.add_argument("text", nargs="?", default="")
    ap.add_argument("--file"); ap.add_argument("--out"); ap.add_argument("--url", action="store_true")
    a = ap.parse_args()
    {"enc": enc, "dec": dec, "b32": b32, "hex": hexd, "jwt": jwt, "datauri": datauri}[a.cmd](a)
