#!/usr/bin/env python3
"""Decode (not verify) JWTs and base64 blobs. Prints only; never executes content."""
import base64, binascii, datetime as dt, json, sys


def b64any(s: str) -> bytes:
    s = s.strip().replace("-", "+").replace("_", "/")
    return base64.b64decode(s + "=" * (-len(s) % 4))


def when(ts):
    t = dt.datetime.fromtimestamp(int(ts), dt.timezone.utc)
    delta = t - dt.datetime.now(dt.timezone.utc)
    rel = f"in {delta}" if delta.total_seconds() > 0 else f"{-delta} ago"
    return f"{t.isoformat()} ({rel})"


def main():
    raw = sys.stdin.read() if sys.argv[1:] == ["-"] else " ".join(sys.argv[1:])
    raw = raw.strip()
    parts = raw.split(".")
    if len(parts) == 3:
        hdr, body = (json.loads(b64any(p)) for p in parts[:2])
        print("header :", json.dumps(hdr, indent=2))
        print("payload:", json.dumps(body, indent=2))
        for k in ("iat", "nbf", "exp"):
            if k in body:
                print(f"{k:7}: {when(body[k])}")
        if hdr.get("alg", "").lower() == "none":
            print("WARNING: unsigned token (alg=none)")
        if "exp" not in body:
            print("WARNING: no exp claim")
        print("note: signature NOT verified")
        return
    try:
        data = b64any(raw)
    except binascii.Error:
        print("not base64/JWT"); return
    try:
        print(data.decode("utf-8"))
    except UnicodeDecodeError:
        print(f"{len(data)} bytes of binary data; hex preview: {data[:32].hex()}")


if __name__ == "__main__":
    main()
