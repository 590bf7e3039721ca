#!/usr/bin/env python3
"""Decode a JWT locally; optionally verify it against a JWKS."""
import argparse
import base64
import datetime as dt
import json


def b64url(seg: str) -> bytes:
    return base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4))


def when(ts):
    t = dt.datetime.fromtimestamp(ts, dt.timezone.utc)
    delta = t - dt.datetime.now(dt.timezone.utc)
    return f"{t.isoformat()} ({'in' if delta.total_seconds() > 0 else 'ago'} {abs(delta)})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("token")
    ap.add_argument("--jwks")
    ap.add_argument("--aud")
    a = ap.parse_args()
    parts = a.token.strip().split(".")
    if len(parts) != 3:
        raise SystemExit("not a JWS compact token (expected 3 segments)")
    header = json.loads(b64url(parts[0]))
    claims = json.loads(b64url(parts[1]))
    print("header:", json.dumps(header, indent=2))
    print("claims:", json.dumps(claims, indent=2))
    for k in ("iat", "nbf", "exp"):
        if k in claims:
            print(f"{k}: {when(claims[k])}")
    print(f"signature: {len(b64url(parts[2]))} bytes")
    if a.jwks:
        import jwt
        key = jwt.PyJWKClient(a.jwks).get_signing_key_from_jwt(a.token).key
        jwt.decode(a.token, key, algorithms=[header.get("alg", "RS256")], audience=a.aud,
                   options={"verify_aud": bool(a.aud)})
        print("signature: VALID")


if __name__ == "__main__":
    main()
