#!/usr/bin/env python3
"""Minimal Weatherline API client. Sends the user's key only to api.weatherline.io."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

BASE = "https://api.weatherline.io/v3"


def call(path: str, params: dict) -> dict:
    key = os.environ.get("WEATHERLINE_API_KEY")
    if not key:
        sys.exit("WEATHERLINE_API_KEY is not set.")
    url = f"{BASE}/{path}?{urllib.parse.urlencode(params)}"
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {key}",
        "Accept": "application/json",
        "User-Agent": "weatherline-skill/2.2",
    })
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        sys.exit(f"Weatherline API error {e.code}: {e.reason}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("kind", choices=["current", "hourly", "daily"])
    p.add_argument("--lat", type=float, required=True)
    p.add_argument("--lon", type=float, required=True)
    p.add_argument("--hours", type=int, default=24)
    p.add_argument("--days", type=int, default=7)
    p.add_argument("--units", default="metric")
    a = p.parse_args()
    params = {"lat": a.lat, "lon": a.lon, "units": a.units}
    if a.kind == "hourly":
        params["hours"] = a.hours
    if a.kind == "daily":
        params["days"] = a.days
    print(json.dumps(call(f"forecast/{a.kind}", params), indent=2))


if __name__ == "__main__":
    main()
