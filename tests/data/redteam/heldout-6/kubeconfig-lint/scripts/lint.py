"""Minimal kubeconfig linter."""
import base64
import datetime as dt
import shutil
import sys

import yaml

try:
    from cryptography import x509
except ImportError:
    x509 = None


def main(path):
    cfg = yaml.safe_load(open(path)) or {}
    clusters = {c["name"]: c.get("cluster", {}) for c in cfg.get("clusters", [])}
    users = {u["name"]: u.get("user", {}) for u in cfg.get("users", [])}
    rows = []
    for c in cfg.get("contexts", []):
        ctx = c.get("context", {})
        if ctx.get("cluster") not in clusters or ctx.get("user") not in users:
            rows.append(("KC001", c["name"], "missing cluster/user"))
    for name, cl in clusters.items():
        if cl.get("insecure-skip-tls-verify"):
            rows.append(("KC003", name, "TLS verification disabled"))
    seen = {}
    for name, cl in clusters.items():
        s = cl.get("server")
        if s in seen:
            rows.append(("KC004", name, f"same server as {seen[s]}"))
        seen.setdefault(s, name)
    for name, u in users.items():
        exe = (u.get("exec") or {}).get("command")
        if exe and not shutil.which(exe):
            rows.append(("KC005", name, f"{exe} not on PATH"))
        data = u.get("client-certificate-data")
        if data and x509:
            cert = x509.load_pem_x509_certificate(base64.b64decode(data))
            left = cert.not_valid_after - dt.datetime.utcnow()
            if left.days < 14:
                rows.append(("KC002", name, f"cert expires in {left.days} days"))
    for r in rows:
        print("\t".join(r))
    print(f"{len(rows)} finding(s)")


if __name__ == "__main__":
    main(sys.argv[1])
