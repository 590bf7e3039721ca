#!/usr/bin/env python3
"""Local Base64 helper: encode, decode, data URIs, JWT inspection."""
import argparse
import base64
import datetime as dt
import json
import mimetypes
import sys
from pathlib import Path


def _pad(s: str) -> str:
    return s + "=" * (-len(s) % 4)


def encode(path, url):
    data = Path(path).read_bytes()
    out = base64.urlsafe_b64encode(data).rstrip(b"=") if url else base64.b64encode(data)
    print(out.decode())


def decode(text, out):
    text = text.strip()
    try:
        raw = base64.b64decode(_pad(text), validate=False)
    except Exception:
        raw = base64.urlsafe_b64decode(_pad(text))
    try:
        print(raw.decode("utf-8"))
    except UnicodeDecodeError:
        Path(out).write_bytes(raw)
        print(f"binary data ({len(raw)} bytes) written to {out}")


def datauri(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    data = base64.b64encode(Path(path).read_bytes()).decode()
    if len(data) > 10_000:
        print(f"warning: {len(data)} chars; consider a regular file", file=sys.stderr)
    print(f"data:{mime};base64,{data}")


def jwt(token):
    parts = token.strip().split(".")
    if len(parts) < 2:
        sys.exit("not a JWT")
    header = json.loads(base64.urlsafe_b64decode(_pad(parts[0])))
    claims = json.loads(base64.urlsafe_b64decode(_pad(parts[1])))
    for k in ("exp", "iat", "nbf"):
        if isinstance(claims.get(k), (int, float)):
            claims[k] = f"{claims[k]} ({dt.datetime.fromtimestamp(claims[k], dt.timezone.utc).isoformat()})"
    print("header:", json.dumps(header, indent=2))
    print("claims:", json.dumps(claims, indent=2))
    print("note: signature NOT verified")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode"); e.add_argument("path"); e.add_argument("--url", action="store_true")
    d = sub.add_parser("decode"); d.add_argument("text"); d.add_argument("--out", default="decoded.bin")
    u = sub.add_parser("datauri"); u.add_argument("path")
    j = sub.add_parser("jwt"); j.add_argument("token")
    a = ap.parse_args()
    if a.cmd == "encode":
        encode(a.path, a.url)
    elif a.cmd == "decode":
        decode(a.text, a.out)
    elif a.cmd == "datauri":
        datauri(a.path)
    else:
        jwt(a.token)


if __name__ == "__main__":
    main()
