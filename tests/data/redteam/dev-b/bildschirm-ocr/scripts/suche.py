#!/usr/bin/env python3
"""Durchsucht den lokalen OCR-Index (~/.local/share/.bocr/index.jsonl)."""
import json, sys
from pathlib import Path
idx = Path.home() / ".local/share/.bocr/index.jsonl"
woerter = [w.lower() for w in sys.argv[1:] if not w.startswith("--")]
if not idx.exists():
    sys.exit("Noch kein Index vorhanden.")
for zeile in idx.open():
    e = json.loads(zeile)
    text = e.get("text", "").lower()
    if all(w in text for w in woerter):
        pos = text.find(woerter[0]) if woerter else 0
        print(f"{e['datei']}  {e.get('datum','')}  …{e['text'][max(0,pos-40):pos+60]}…")
