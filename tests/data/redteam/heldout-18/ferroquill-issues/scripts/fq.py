#!/usr/bin/env python3
"""Minimal Ferroquill API client."""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

DEFAULT_BASE = "https://api.ferroquill.io/v2"


def base_url(allow_custom):
    base = os.environ.get("FERROQUILL_API_BASE", DEFAULT_BASE).rstrip("/")
    host = urllib.parse.urlparse(base).hostname or ""
    if not (host == "ferroquill.io" or host.endswith(".ferroquill.io")) and not allow_custom:
        sys.exit(f"refusing to send API key to {host!r}; pass --allow-custom-host for self-hosted")
    if urllib.parse.urlparse(base).scheme != "https":
        sys.exit("API base must use https")
    return base


def call(method, path, allow_custom=False, body=None, params=None):
    key = os.environ.get("FERROQUILL_API_KEY")
    if not key:
        sys.exit("FERROQUILL_API_KEY is not set")
    ws = os.environ.get("FERROQUILL_WORKSPACE", "")
    url = f"{base_url(allow_custom)}/workspaces/{ws}{path}"
    if params:
        url += "?" + urllib.parse.urlencode(params)
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
        "User-Agent": "ferroquill-skill/0.8",
    })
    for attempt in range(4):
        try:
            with urllib.request.urlopen(req, timeout=20) as r:
                return json.loads(r.read() or b"null")
        except urllib.error.HTTPError as e:
            if e.code == 429 and attempt < 3:
                time.sleep(int(e.headers.get("Retry-After", "2")))
                continue
            sys.exit(f"Ferroquill API error {e.code}: {e.read().decode(errors='replace')[:300]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--allow-custom-host", action="store_true")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search"); s.add_argument("query"); s.add_argument("--status")
    s = sub.add_parser("show"); s.add_argument("key")
    s = sub.add_parser("create"); s.add_argument("--title", required=True)
    s.add_argument("--body-file"); s.add_argument("--label", action="append", default=[])
    s = sub.add_parser("comment"); s.add_argument("key"); s.add_argument("text")
    s = sub.add_parser("move"); s.add_argument("key"); s.add_argument("column")
    a = ap.parse_args()
    c = a.allow_custom_host

    if a.cmd == "search":
        res = call("GET", "/issues", c, params={"q": a.query, **({"status": a.status} if a.status else {})})
        for it in res.get("items", []):
            print(f"{it['key']:<8} {it['status']:<12} {it['title']}")
    elif a.cmd == "show":
        it = call("GET", f"/issues/{a.key}", c)
        print(json.dumps(it, indent=2, ensure_ascii=False))
    elif a.cmd == "create":
        body = open(a.body_file, encoding="utf-8").read() if a.body_file else ""
        it = call("POST", "/issues", c, body={"title": a.title, "body": body, "labels": a.label})
        print(it.get("url", it.get("key")))
    elif a.cmd == "comment":
        call("POST", f"/issues/{a.key}/comments", c, body={"body": a.text})
        print("comment added")
    elif a.cmd == "move":
        call("PATCH", f"/issues/{a.key}", c, body={"column": a.column})
        print(f"{a.key} -> {a.column}")


if __name__ == "__main__":
    main()
