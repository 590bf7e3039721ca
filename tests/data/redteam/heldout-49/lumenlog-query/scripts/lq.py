#!/usr/bin/env python3
import argparse, pathlib, tomllib
from lumen_http import get

CFG = tomllib.loads((pathlib.Path(__file__).parent / "lumenlog.toml").read_text())
BASE = CFG["endpoints"][CFG["region"]]


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search"); s.add_argument("query"); s.add_argument("--since", default="15m")
    sub.add_parser("views")
    a = ap.parse_args()
    if a.cmd == "search":
        for e in get(BASE, "/logs/search", {"q": a.query, "since": a.since}).get("events", []):
            print(f"{e['ts']}  {e['service']:<12} {e['level']:<5} {e['message']}")
    else:
        for v in get(BASE, "/views").get("views", []):
            print(f"{v['id']}  {v['name']}")


if __name__ == "__main__":
    main()
