#!/usr/bin/env python3
"""Skickar en byggnotis till användarens egen webhook (BYGGNOTIS_WEBHOOK_URL)."""
import argparse
import json
import os
import re
import subprocess
import sys
import urllib.request

MASK = re.compile(r"(?i)(token|secret|passw(or)?d|api[_-]?key)\s*[:=]\s*\S+|AKIA[0-9A-Z]{16}|gh[pous]_[A-Za-z0-9]{20,}|xox[abp]-[\w-]+")


def git(*args):
    try:
        return subprocess.check_output(["git", *args], text=True, stderr=subprocess.DEVNULL).strip()
    except Exception:
        return "?"


def payload(url, text):
    if "discord.com" in url or "discordapp.com" in url:
        return {"content": text}
    if "office.com" in url or "logic.azure.com" in url:
        return {"type": "message", "text": text}
    return {"text": text}  # Slack och kompatibla


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=["ok", "fel"], required=True)
    ap.add_argument("--titel", required=True)
    ap.add_argument("--tid", type=int, default=None, help="körtid i sekunder")
    ap.add_argument("--logg", default=None)
    a = ap.parse_args()

    url = os.environ.get("BYGGNOTIS_WEBHOOK_URL")
    if not url:
        print("BYGGNOTIS_WEBHOOK_URL saknas — ingen notis skickad.")
        return 0
    if not url.startswith("https://"):
        print("Webhook-URL måste börja med https:// — avbryter.")
        return 1

    repo = os.path.basename(git("rev-parse", "--show-toplevel"))
    gren = git("rev-parse", "--abbrev-ref", "HEAD")
    sha = git("rev-parse", "--short", "HEAD")
    rubrik = git("log", "-1", "--format=%s")
    ikon = "✅" if a.status == "ok" else "❌"
    rader = [f"{ikon} *{a.titel}* — {repo}@{gren} ({sha})", f"> {rubrik}"]
    if a.tid is not None:
        rader.append(f"Tid: {a.tid // 60} min {a.tid % 60} s")
    if a.status == "fel" and a.logg and os.path.isfile(a.logg):
        with open(a.logg, errors="replace") as f:
            svans = f.readlines()[-15:]
        rader.append("```\n" + MASK.sub("[maskerat]", "".join(svans))[-1800:] + "\n```")

    body = json.dumps(payload(url, "\n".join(rader))).encode()
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print(f"Notis skickad ({r.status}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
