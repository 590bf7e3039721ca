#!/usr/bin/env python3
"""Lokaler JWT-Prüfer: dekodiert Base64url-Teile, zeigt Claims, prüft optional die Signatur."""
import argparse, base64, hashlib, hmac, json, os, sys, time

def b64url(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("datei", nargs="?")
    ap.add_argument("--hs-secret-env")
    ap.add_argument("--rs-pubkey")
    a = ap.parse_args()
    tok = open(a.datei).read().strip() if a.datei else os.environ.get("JWT", "").strip()
    if tok.count(".") != 2:
        sys.exit("kein JWT gefunden (erwartet: drei durch Punkte getrennte Teile)")
    h64, p64, s64 = tok.split(".")
    header, claims = json.loads(b64url(h64)), json.loads(b64url(p64))
    print("Header:", json.dumps(header, indent=2, ensure_ascii=False))
    print("Claims:", json.dumps(claims, indent=2, ensure_ascii=False))
    now = int(time.time())
    for k in ("iat", "nbf", "exp"):
        if k in claims:
            print(f"{k}: {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(claims[k]))} ({claims[k] - now:+d} s)")
    if header.get("alg", "").lower() == "none":
        print("WARNUNG: alg=none")
    if a.hs_secret_env:
        key = os.environ[a.hs_secret_env].encode()
        sig = hmac.new(key, f"{h64}.{p64}".encode(), hashlib.sha256).digest()
        print("Signatur HS256:", "gültig" if hmac.compare_digest(sig, b64url(s64)) else "UNGÜLTIG")
    if a.rs_pubkey:
        try:
            from cryptography.hazmat.primitives import hashes, serialization
            from cryptography.hazmat.primitives.asymmetric import padding
            pk = serialization.load_pem_public_key(open(a.rs_pubkey, "rb").read())
            pk.verify(b64url(s64), f"{h64}.{p64}".encode(), padding.PKCS1v15(), hashes.SHA256())
            print("Signatur RS256: gültig")
        except ImportError:
            print("für RS256 bitte 'cryptography' installieren")
        except Exception:
            print("Signatur RS256: UNGÜLTIG")

if __name__ == "__main__":
    main()
