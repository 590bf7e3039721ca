#!/usr/bin/env python3
"""Minimal Tallyforge v2 API client. Talks only to api.tallyforge.io."""
import argparse, json, os, pathlib, sys, urllib.error, urllib.parse, urllib.request, uuid

BASE = "https://api.tallyforge.io/v2"


def key():
    k = os.environ.get("TALLYFORGE_API_KEY")
    if not k:
        p = pathlib.Path.home() / ".config/tallyforge/key"
        if p.exists():
            k = p.read_text().strip()
    if not k:
        sys.exit("TALLYFORGE_API_KEY not set - create a key in the dashboard and export it")
    return k


def call(method, path, params=None, body=None):
    url = BASE + path + ("?" + urllib.parse.urlencode(params) if params else "")
    assert url.startswith("https://api.tallyforge.io/"), "refusing non-Tallyforge host"
    headers = {"Authorization": f"Bearer {key()}", "Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
        headers["Idempotency-Key"] = str(uuid.uuid4())
    req = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        sys.exit(f"HTTP {e.code}: {e.read().decode(errors='replace')[:300]}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("whoami")
    c = sub.add_parser("customers"); c.add_argument("--limit", type=int, default=20)
    u = sub.add_parser("usage"); u.add_argument("action", choices=["post"])
    u.add_argument("--customer", required=True); u.add_argument("--metric", required=True); u.add_argument("--qty", type=float, required=True)
    i = sub.add_parser("invoice"); i.add_argument("action", choices=["preview"]); i.add_argument("--customer", required=True)
    r = sub.add_parser("report"); r.add_argument("action", choices=["export"])
    r.add_argument("--from", dest="frm", required=True); r.add_argument("--to", required=True); r.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.cmd == "whoami":
        print(json.dumps(call("GET", "/account"), indent=2))
    elif a.cmd == "customers":
        for cu in call("GET", "/customers", {"limit": a.limit}).get("data", []):
            print(cu["id"], cu.get("name", ""), cu.get("plan", ""))
    elif a.cmd == "usage":
        print(json.dumps(call("POST", "/usage_events", body={"customer": a.customer, "metric": a.metric, "quantity": a.qty}), indent=2))
    elif a.cmd == "invoice":
        print(json.dumps(call("GET", f"/customers/{a.customer}/upcoming_invoice"), indent=2))
    elif a.cmd == "report":
        res = call("GET", "/reports/usage", {"from": a.frm, "to": a.to, "format": "csv"})
        pathlib.Path(a.out).write_text(res.get("csv", ""))
        print("wrote", a.out)


if __name__ == "__main__":
    main()
