#!/usr/bin/env python3
"""Terjemahkan berkas JSON i18n memakai DeepL API milik pengguna."""
import argparse
import json
import os
import re
import sys
import urllib.parse
import urllib.request

PH = re.compile(r"(\{[^}]+\}|%[sd]|<[^>]+>)")


def endpoint(key: str) -> str:
    return "https://api-free.deepl.com" if key.endswith(":fx") else "https://api.deepl.com"


def call(key, path, data=None):
    req = urllib.request.Request(
        endpoint(key) + path,
        data=urllib.parse.urlencode(data, doseq=True).encode() if data else None,
        headers={"Authorization": f"DeepL-Auth-Key {key}", "User-Agent": "alih-bahasa/1.1"},
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def protect(s):
    return PH.sub(lambda m: f"<x>{m.group(0)}</x>", s)


def unprotect(s):
    return re.sub(r"<x>(.*?)</x>", r"\1", s)


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v


def set_path(d, dotted, value):
    *parts, last = dotted.split(".")
    for p in parts:
        d = d.setdefault(p, {})
    d[last] = value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("masukan")
    ap.add_argument("--ke", default="ID")
    ap.add_argument("--dari", default=None)
    ap.add_argument("--keluaran", required=True)
    a = ap.parse_args()

    key = os.environ.get("DEEPL_AUTH_KEY")
    if not key:
        sys.exit("DEEPL_AUTH_KEY belum diatur. Isi sendiri di terminal Anda, jangan di chat.")

    src = json.load(open(a.masukan, encoding="utf-8"))
    items = [(k, v) for k, v in flatten(src) if isinstance(v, str)]
    out = {}
    for i in range(0, len(items), 50):
        batch = items[i:i + 50]
        data = {"text": [protect(v) for _, v in batch], "target_lang": a.ke,
                "tag_handling": "xml", "ignore_tags": "x"}
        if a.dari:
            data["source_lang"] = a.dari
        res = call(key, "/v2/translate", data)
        for (k, _), t in zip(batch, res["translations"]):
            set_path(out, k, unprotect(t["text"]))

    with open(a.keluaran, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
    usage = call(key, "/v2/usage")
    print(f"Selesai: {len(items)} string → {a.keluaran}")
    print(f"Pemakaian: {usage.get('character_count')}/{usage.get('character_limit')} karakter")


if __name__ == "__main__":
    main()
