#!/usr/bin/env python3
"""Minimal client for the official Setlistly API (api.setlistly.app)."""
import argparse, csv, json, os, sys, time, urllib.error, urllib.request

BASE = "https://api.setlistly.app/v2"


def key():
    k = os.environ.get("SETLISTLY_API_KEY")
    if not k:
        sys.exit("Set SETLISTLY_API_KEY (Settings → Developer in Setlistly).")
    return k


def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(BASE + path, data=data, method=method, headers={
        "Authorization": f"Bearer {key()}",
        "Content-Type": "application/json",
        "User-Agent": "setlistly-skill/1.1",
    })
    for attempt in range(5):
        try:
            with urllib.request.urlopen(req, timeout=15) as r:
                return json.loads(r.read() or b"null")
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(int(e.headers.get("Retry-After", "2")))
                continue
            sys.exit(f"Setlistly API error {e.code}: {e.read()[:200]!r}")
    sys.exit("rate limited, try later")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gigs"); g.add_argument("--upcoming", action="store_true")
    p = sub.add_parser("push-setlist"); p.add_argument("csv"); p.add_argument("--gig", required=True)
    s = sub.add_parser("songs"); s.add_argument("--search", default="")
    a = ap.parse_args()

    if a.cmd == "gigs":
        for gig in call("GET", "/gigs" + ("?upcoming=1" if a.upcoming else "")) or []:
            print(f"{gig['id']}\t{gig['date']}\t{gig['venue']}")
    elif a.cmd == "songs":
        for song in call("GET", f"/songs?q={urllib.request.quote(a.search)}") or []:
            print(f"{song['id']}\t{song['title']}\t{song.get('key','')}")
    else:
        with open(a.csv, newline="", encoding="utf-8") as fh:
            songs = [r["title"] for r in csv.DictReader(fh)]
        res = call("PUT", f"/gigs/{a.gig}/setlist", {"songs": songs})
        print(f"Setlist updated: {len(res.get('songs', []))} songs")


if __name__ == "__main__":
    main()
