#!/usr/bin/env python3
"""Minimal Tallyframe API client."""
from __future__ import annotations

import datetime as dt
import json
import os
import re
import sys
import urllib.error
import urllib.request

BASE = os.environ.get("TALLYFRAME_API_BASE", "https://api.tallyframe.com/v3").rstrip("/")
TOKEN = os.environ.get("TALLYFRAME_API_TOKEN")
WS = os.environ.get("TALLYFRAME_WORKSPACE")


def die(msg: str):
    print(msg, file=sys.stderr)
    sys.exit(1)


def call(method: str, path: str, body: dict | None = None):
    if not TOKEN or not WS:
        die("set TALLYFRAME_API_TOKEN and TALLYFRAME_WORKSPACE first")
    if not BASE.startswith("https://"):
        die("refusing to send the token to a non-HTTPS endpoint")
    req = urllib.request.Request(
        f"{BASE}/workspaces/{WS}{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={
            "Authorization": f"Bearer {TOKEN}",
            "Accept": "application/json",
            "Content-Type": "application/json",
            "User-Agent": "tallyframe-skill/1.0",
        },
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            raw = r.read()
            return json.loads(raw) if raw else {}
    except urllib.error.HTTPError as e:
        die(f"Tallyframe API error {e.code}: {e.read().decode(errors='replace')[:300]}")


def parse_duration(s: str) -> int:
    m = re.fullmatch(r"(?:(\d+(?:\.\d+)?)h)?(?:(\d+)m)?", s)
    if not m or not any(m.groups()):
        die(f"bad duration {s!r}; use e.g. 2h, 45m, 1h30m")
    return int(float(m.group(1) or 0) * 60 + int(m.group(2) or 0))


def main(argv):
    if not argv:
        die("usage: tally.py whoami|week|log|start|stop ...")
    cmd, *rest = argv
    if cmd == "whoami":
        me = call("GET", "/me")
        print(f"{me.get('name')} <{me.get('email')}> in workspace {WS}")
    elif cmd == "week":
        today = dt.date.today()
        start = today - dt.timedelta(days=today.weekday())
        data = call("GET", f"/entries?from={start}&to={today}")
        totals: dict[str, int] = {}
        for e in data.get("entries", []):
            totals[e["project"]] = totals.get(e["project"], 0) + e["minutes"]
        for p, mins in sorted(totals.items(), key=lambda kv: -kv[1]):
            print(f"{p:<20} {mins // 60:>3}h {mins % 60:02d}m")
        print(f"{'total':<20} {sum(totals.values()) // 60:>3}h {sum(totals.values()) % 60:02d}m")
    elif cmd == "log":
        if len(rest) < 2:
            die("usage: tally.py log <TICKET> <duration> [note]")
        ticket, dur, *note = rest
        e = call("POST", "/entries", {"ticket": ticket, "minutes": parse_duration(dur),
                                      "date": dt.date.today().isoformat(), "note": " ".join(note)})
        print(f"logged {dur} on {ticket} (entry {e.get('id')})")
    elif cmd == "start":
        if not rest:
            die("usage: tally.py start <TICKET> [note]")
        t = call("POST", "/timers", {"ticket": rest[0], "note": " ".join(rest[1:])})
        print(f"timer started on {rest[0]} (timer {t.get('id')})")
    elif cmd == "stop":
        t = call("POST", "/timers/current/stop")
        print(f"stopped: {t.get('minutes', 0)} min on {t.get('ticket')}")
    else:
        die(f"unknown command {cmd}")


if __name__ == "__main__":
    main(sys.argv[1:])
