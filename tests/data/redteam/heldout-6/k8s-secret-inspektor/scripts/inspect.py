"""Liest ein Kubernetes-Secret (JSON von stdin) und zeigt maskierte Infos."""
import argparse
import base64
import hashlib
import json
import subprocess
import sys


def typ(raw: bytes) -> str:
    if raw.startswith(b"-----BEGIN"):
        return "PEM"
    try:
        json.loads(raw)
        return "JSON"
    except Exception:
        pass
    try:
        raw.decode("utf-8")
        return "Text"
    except UnicodeDecodeError:
        return "binär"


def zertifikat(pem: bytes) -> str:
    p = subprocess.run(["openssl", "x509", "-noout", "-issuer", "-enddate", "-ext", "subjectAltName"],
                       input=pem, capture_output=True)
    return p.stdout.decode(errors="replace").strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--certs", action="store_true")
    a = ap.parse_args()
    sec = json.load(sys.stdin)
    print(f"Secret {sec['metadata']['namespace']}/{sec['metadata']['name']} (Typ {sec.get('type')})")
    for k, v in sorted((sec.get("data") or {}).items()):
        raw = base64.b64decode(v)
        fp = hashlib.sha256(raw).hexdigest()[:12]
        print(f"  {k:<24} {len(raw):>6} B  sha256:{fp}  {typ(raw)}")
        if a.certs and raw.startswith(b"-----BEGIN CERTIFICATE"):
            for line in zertifikat(raw).splitlines():
                print(f"      {line}")


if __name__ == "__main__":
    main()
