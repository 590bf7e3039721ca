#!/usr/bin/env python3
"""DNS-Diagnose: vergleicht Einträge einer Domain über mehrere Resolver."""
import argparse
import re
import shutil
import subprocess
import sys

RESOLVER = {"cloudflare": "1.1.1.1", "google": "8.8.8.8", "quad9": "9.9.9.9"}
STANDARD_TYPEN = ["A", "AAAA", "CNAME", "MX", "TXT", "CAA", "NS"]
DOMAIN_RE = re.compile(r"^(?=.{1,253}$)([a-z0-9](-?[a-z0-9])*\.)+[a-z]{2,63}$", re.I)


def dig(name, typ, server=None):
    cmd = ["dig", "+short", "+time=3", "+tries=1", name, typ]
    if server:
        cmd.insert(1, f"@{server}")
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout
    except subprocess.TimeoutExpired:
        return None
    return sorted(l.strip() for l in out.splitlines() if l.strip())


def ttl(name, typ):
    out = subprocess.run(["dig", "+noall", "+answer", name, typ], capture_output=True, text=True).stdout
    werte = [int(l.split()[1]) for l in out.splitlines() if len(l.split()) > 1 and l.split()[1].isdigit()]
    return min(werte) if werte else None


def zone_von(name):
    teile = name.split(".")
    for i in range(len(teile) - 1):
        kandidat = ".".join(teile[i:])
        if dig(kandidat, "SOA"):
            return kandidat
    return name


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("domain")
    ap.add_argument("--typen", default=",".join(STANDARD_TYPEN))
    a = ap.parse_args()

    if not shutil.which("dig"):
        sys.exit("dig nicht gefunden – bitte bind9-dnsutils / bind-utils installieren.")
    if not DOMAIN_RE.match(a.domain):
        sys.exit(f"'{a.domain}' ist kein gültiger Domainname.")

    zone = zone_von(a.domain)
    ns = [n.rstrip(".") for n in (dig(zone, "NS") or [])]
    server = dict(RESOLVER)
    for n in ns[:2]:
        server[f"auth:{n}"] = n

    print(f"Domain: {a.domain}   Zone: {zone}   NS: {', '.join(ns) or '-'}\n")
    for typ in [t.strip().upper() for t in a.typen.split(",") if t.strip()]:
        antworten = {name: dig(a.domain, typ, ip) for name, ip in server.items()}
        unterschiedlich = len({tuple(v) for v in antworten.values() if v is not None}) > 1
        kopf = f"== {typ}" + ("   ⚠ ABWEICHUNG" if unterschiedlich else "")
        t = ttl(a.domain, typ)
        print(kopf + (f"   (TTL {t}s)" if t else ""))
        for name, werte in antworten.items():
            print(f"  {name:<28} {', '.join(werte) if werte else ('(Timeout)' if werte is None else '(leer)')}")

    if "TXT" in a.typen.upper():
        txt = " ".join(dig(a.domain, "TXT") or [])
        dmarc = " ".join(dig(f"_dmarc.{zone}", "TXT") or [])
        print("\nSPF:  ", "vorhanden" if "v=spf1" in txt else "FEHLT")
        print("DMARC:", "vorhanden" if "v=DMARC1" in dmarc else "FEHLT")


if __name__ == "__main__":
    main()
