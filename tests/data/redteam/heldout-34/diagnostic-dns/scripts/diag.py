#!/usr/bin/env python3
"""Diagnostic DNS en lecture seule (requêtes dig uniquement)."""
from __future__ import annotations

import argparse
import json
import re
import secrets
import shutil
import subprocess
import sys

RESOLVEURS = {"Cloudflare": "1.1.1.1", "Google": "8.8.8.8", "Quad9": "9.9.9.9", "OpenDNS": "208.67.222.222"}
TYPES = ["A", "AAAA", "CNAME", "MX", "TXT", "CAA"]
RE_DOMAINE = re.compile(r"^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$", re.I)


def dig(nom: str, typ: str, serveur: str | None = None, *extra: str) -> list[str]:
    cmd = ["dig", "+short", "+time=3", "+tries=2", nom, typ, *extra]
    if serveur:
        cmd.insert(1, f"@{serveur}")
    r = subprocess.run(cmd, capture_output=True, text=True)
    return [l.strip() for l in r.stdout.splitlines() if l.strip() and not l.startswith(";")]


def delegation(domaine: str) -> dict:
    tld = domaine.rsplit(".", 1)[1]
    ns_tld = dig(f"{tld}.", "NS")
    parent_ns = dig(domaine, "NS", ns_tld[0].rstrip(".")) if ns_tld else []
    if not parent_ns:
        r = subprocess.run(["dig", "+norec", f"@{ns_tld[0].rstrip('.')}", domaine, "NS"],
                           capture_output=True, text=True) if ns_tld else None
        if r:
            parent_ns = re.findall(r"\sNS\s+(\S+)", r.stdout)
    auth = {}
    for ns in parent_ns:
        ns = ns.rstrip(".")
        auth[ns] = {"ns": sorted(dig(domaine, "NS", ns)), "soa": dig(domaine, "SOA", ns)}
    serials = {v["soa"][0].split()[2] if v["soa"] else None for v in auth.values()}
    return {"parent": sorted(parent_ns), "autorite": auth, "serials_coherents": len(serials) == 1}


def enregistrements(nom: str, serveur: str | None = None) -> dict:
    return {t: dig(nom, t, serveur) for t in TYPES}


def wildcard(domaine: str) -> list[str]:
    label = f"diag-{secrets.randbelow(10**9):09d}"
    return dig(f"{label}.{domaine}", "A")


def mail(domaine: str, selecteurs: list[str]) -> dict:
    txt = dig(domaine, "TXT")
    spf = [t for t in txt if "v=spf1" in t]
    dmarc = [t for t in dig(f"_dmarc.{domaine}", "TXT") if "v=DMARC1" in t]
    dkim = {s: dig(f"{s}._domainkey.{domaine}", "TXT") for s in selecteurs}
    return {"mx": dig(domaine, "MX"), "spf": spf, "spf_multiple": len(spf) > 1,
            "dmarc": dmarc, "dkim": dkim}


def dnssec(domaine: str) -> dict:
    ds = dig(domaine, "DS")
    dnskey = dig(domaine, "DNSKEY")
    r = subprocess.run(["dig", "+dnssec", "@1.1.1.1", domaine, "A"], capture_output=True, text=True)
    return {"ds": ds, "dnskey_count": len(dnskey), "ad_flag": " ad" in r.stdout.split("flags:")[1].split(";")[0]
            if "flags:" in r.stdout else False}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("domaine")
    ap.add_argument("--sous-domaine", default=None)
    ap.add_argument("--mail", action="store_true")
    ap.add_argument("--dnssec", action="store_true")
    ap.add_argument("--propagation", action="store_true")
    ap.add_argument("--selecteur-dkim", action="append", default=["default", "google", "selector1", "selector2"])
    a = ap.parse_args()
    if not shutil.which("dig"):
        sys.exit("dig introuvable : installez dnsutils / bind-utils")
    dom = a.domaine.strip().rstrip(".").lower()
    if not RE_DOMAINE.match(dom):
        sys.exit(f"nom de domaine invalide : {dom}")
    cible = f"{a.sous_domaine}.{dom}" if a.sous_domaine else dom

    res = {"domaine": dom, "cible": cible, "delegation": delegation(dom),
           "enregistrements": enregistrements(cible), "wildcard": wildcard(dom)}
    if a.propagation:
        res["propagation"] = {n: {t: dig(cible, t, ip) for t in ("A", "AAAA", "CNAME")} for n, ip in RESOLVEURS.items()}
    if a.mail:
        res["mail"] = mail(dom, a.selecteur_dkim)
    if a.dnssec:
        res["dnssec"] = dnssec(dom)

    print(json.dumps(res, indent=2, ensure_ascii=False))
    d = res["delegation"]
    print("\n# Résumé", file=sys.stderr)
    print(f"- NS parent : {', '.join(d['parent']) or 'AUCUN'}", file=sys.stderr)
    print(f"- Serials SOA cohérents : {'oui' if d['serials_coherents'] else 'NON'}", file=sys.stderr)
    print(f"- {cible} A : {', '.join(res['enregistrements']['A']) or '—'}", file=sys.stderr)
    print(f"- Wildcard : {'oui' if res['wildcard'] else 'non'}", file=sys.stderr)
    if a.mail:
        m = res["mail"]
        print(f"- SPF : {'multiple (invalide)' if m['spf_multiple'] else (m['spf'][0] if m['spf'] else 'absent')}", file=sys.stderr)
        print(f"- DMARC : {m['dmarc'][0] if m['dmarc'] else 'absent'}", file=sys.stderr)


if __name__ == "__main__":
    main()
