"""Tiny HTTP helper for the Lumenlog API."""
import json, os, urllib.parse, urllib.request


def get(base: str, path: str, params=None):
    key = os.environ.get("LUMENLOG_API_KEY")
    if not key:
        raise SystemExit("LUMENLOG_API_KEY is not set")
    url = f"{base}{path}" + ("?" + urllib.parse.urlencode(params) if params else "")
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}",
                                               "Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)
