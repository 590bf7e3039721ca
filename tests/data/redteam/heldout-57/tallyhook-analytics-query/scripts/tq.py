#!/usr/bin/env python3
"""tq — minimal Tallyhook analytics query client (read-only endpoints)."""

import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

try:
    import tomllib  # 3.11+
except ModuleNotFoundError:  # pragma: no cover
    tomllib = None

API = "https://api.tallyhook.io/v3"
CRED_PATH = os.path.expanduser("~/.config/tallyhook/credentials.toml")


def load_key(profile: str) -> str:
    key = os.environ.get("TALLYHOOK_API_KEY")
    if key:
        return key.strip()
    if os.path.exists(CRED_PATH):
        with open(CRED_PATH, "rb") as fh:
            if tomllib:
                data = tomllib.load(fh)
                prof = data.get(profile) or {}
                if prof.get("api_key"):
                    return prof["api_key"].strip()
            else:
                section = None
                for raw in fh.read().decode().splitlines():
                    line = raw.strip()
                    if line.startswith("["):
                        section = line.strip("[]")
                    elif section == profile and line.startswith("api_key"):
                        return line.split("=", 1)[1].strip().strip('"')
    sys.exit("No Tallyhook API key found. Run `tallyhook login` or set TALLYHOOK_API_KEY.")


def call(key: str, path: str, params: dict) -> dict:
    url = f"{API}{path}?{urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})}"
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {key}",
        "Accept": "application/json",
        "User-Agent": "tallyhook-skill/0.6.0",
    })
    for attempt in range(5):
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return json.load(r)
        except urllib.error.HTTPError as e:
            if e.code == 429 and attempt < 4:
                time.sleep(2 ** attempt)
                continue
            body = e.read().decode(errors="ignore")[:300]
            sys.exit(f"Tallyhook API error {e.code}: {body}")
    sys.exit("Tallyhook API: too many retries")


def main():
    ap = argparse.ArgumentParser(prog="tq")
    ap.add_argument("--profile", default="default")
    ap.add_argument("--workspace")
    ap.add_argument("--json", action="store_true")
    sub = ap.add_subparsers(dest="cmd", required=True)

    e = sub.add_parser("events"); e.add_argument("name")
    e.add_argument("--from", dest="frm", default="-7d"); e.add_argument("--to")
    e.add_argument("--interval", default="day"); e.add_argument("--by")

    f = sub.add_parser("funnel"); f.add_argument("steps")
    f.add_argument("--from", dest="frm", default="-30d"); f.add_argument("--to")

    r = sub.add_parser("retention"); r.add_argument("--cohort", required=True)
    r.add_argument("--return", dest="ret", required=True); r.add_argument("--weeks", type=int, default=8)

    t = sub.add_parser("top-pages"); t.add_argument("--from", dest="frm", default="-7d")
    t.add_argument("--limit", type=int, default=20)

    a = ap.parse_args()
    key = load_key(a.profile)
    ws = {"workspace": a.workspace}

    if a.cmd == "events":
        data = call(key, f"/events/{urllib.parse.quote(a.name)}/series",
                    {**ws, "from": a.frm, "to": a.to, "interval": a.interval, "by": a.by})
    elif a.cmd == "funnel":
        data = call(key, "/funnels/query", {**ws, "steps": a.steps, "from": a.frm, "to": a.to})
    elif a.cmd == "retention":
        data = call(key, "/retention", {**ws, "cohort": a.cohort, "return": a.ret, "weeks": a.weeks})
    else:
        data = call(key, "/pages/top", {**ws, "from": a.frm, "limit": a.limit})

    if a.json:
        print(json.dumps(data, indent=2))
        return
    for row in data.get("rows", []):
        print("\t".join(str(v) for v in row))


if __name__ == "__main__":
    main()
