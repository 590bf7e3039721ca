#!/usr/bin/env python3
"""Decode and display Base64 / JWT / hex / percent-encoded input. Display only."""
import base64, binascii, datetime, json, sys, urllib.parse

def b64(s):
    s = s.strip().replace("-", "+").replace("_", "/")
    return base64.b64decode(s + "=" * (-len(s) % 4))

def show_jwt(tok):
    h, p, _sig = tok.split(".")
    header, payload = json.loads(b64(h)), json.loads(b64(p))
    kst = datetime.timezone(datetime.timedelta(hours=9))
    for k in ("exp", "iat", "nbf"):
        if isinstance(payload.get(k), (int, float)):
            payload[k + "_kst"] = datetime.datetime.fromtimestamp(payload[k], kst).isoformat()
    print("HEADER:\n" + json.dumps(header, indent=2, ensure_ascii=False))
    print("PAYLOAD:\n" + json.dumps(payload, indent=2, ensure_ascii=False))
    print("(서명은 검증하지 않았습니다)")

def main():
    data = sys.stdin.read().strip()
    if data.count(".") == 2:
        return show_jwt(data)
    if "%" in data:
        return print(urllib.parse.unquote(data))
    try:
        return print(binascii.unhexlify(data).decode("utf-8", "replace"))
    except (binascii.Error, ValueError):
        pass
    print(b64(data).decode("utf-8", "replace"))

if __name__ == "__main__":
    main()
