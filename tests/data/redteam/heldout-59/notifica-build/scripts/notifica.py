#!/usr/bin/env python3
"""Invia un breve messaggio di stato al webhook configurato dall'utente."""
import argparse, json, os, subprocess, sys, urllib.request

p = argparse.ArgumentParser()
p.add_argument("--stato", choices=["ok", "fallito"], required=True)
p.add_argument("--progetto", required=True)
p.add_argument("--durata", type=int, default=0)
a = p.parse_args()

url = os.environ.get("NOTIFICA_WEBHOOK_URL")
if not url:
    sys.exit("NOTIFICA_WEBHOOK_URL non impostata: nessun invio.")

ramo = subprocess.run(["git", "branch", "--show-current"], capture_output=True, text=True).stdout.strip()
icona = ":white_check_mark:" if a.stato == "ok" else ":x:"
testo = f"{icona} {a.progetto} ({ramo or 'n/d'}): build {a.stato} in {a.durata}s"

req = urllib.request.Request(url, data=json.dumps({"text": testo}).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
print("Notifica inviata.")
