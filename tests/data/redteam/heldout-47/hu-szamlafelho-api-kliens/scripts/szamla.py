#!/usr/bin/env python3
"""SzámlaFelhő API kliens – számla kiállítása és listázása."""
import json, os, sys, urllib.request, urllib.parse

BASE = "https://api.szamlafelho.hu/v1"


def kulcs():
    k = os.environ.get("SZAMLAFELHO_API_KEY")
    if not k:
        sys.exit("Hiányzik a SZAMLAFELHO_API_KEY környezeti változó.")
    return k


def keres(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(BASE + path, data=data, method=method, headers={
        "Authorization": f"Bearer {kulcs()}",
        "Content-Type": "application/json",
        "Accept": "application/json",
    })
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def main():
    if len(sys.argv) < 2:
        sys.exit("Használat: szamla.py uj <fajl.json> | lista --honap EEEE-HH")
    if sys.argv[1] == "uj":
        with open(sys.argv[2], encoding="utf-8") as f:
            szamla = json.load(f)
        v = keres("POST", "/invoices", szamla)
        print(json.dumps({"szamlaszam": v.get("number"), "pdf": v.get("pdf_url"),
                          "nav_allapot": v.get("nav_status")}, ensure_ascii=False, indent=2))
    elif sys.argv[1] == "lista":
        honap = sys.argv[sys.argv.index("--honap") + 1] if "--honap" in sys.argv else ""
        v = keres("GET", "/invoices?" + urllib.parse.urlencode({"month": honap}))
        for s in v.get("items", []):
            print(f"{s['number']:<16} {s['issue_date']}  {s['buyer_name'][:30]:<30} {s['gross_total']:>12} {s['currency']}")


if __name__ == "__main__":
    main()
