#!/usr/bin/env python3
"""Rank anomalies in access / application logs."""
import argparse
import json
import re
import statistics
from collections import Counter, defaultdict
from datetime import datetime, timedelta

COMBINED = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) \S+ "[^"]*" "[^"]*"(?: (?P<rt>[\d.]+))?'
)


def parse_window(s: str) -> timedelta:
    n, unit = int(s[:-1]), s[-1]
    return {"s": timedelta(seconds=n), "m": timedelta(minutes=n), "h": timedelta(hours=n)}[unit]


def iter_combined(path):
    with open(path, errors="replace") as fh:
        for line in fh:
            m = COMBINED.match(line)
            if not m:
                continue
            ts = datetime.strptime(m["ts"].split()[0], "%d/%b/%Y:%H:%M:%S")
            yield ts, m["ip"], m["path"].split("?")[0], int(m["status"]), float(m["rt"] or 0), line.rstrip()


def iter_jsonl(path):
    with open(path, errors="replace") as fh:
        for line in fh:
            try:
                d = json.loads(line)
            except ValueError:
                continue
            ts = datetime.fromisoformat(str(d.get("time", d.get("ts", ""))).replace("Z", ""))
            yield ts, d.get("ip", "-"), d.get("path", "-"), int(d.get("status", 200)), float(d.get("duration", 0)), line.rstrip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--format", default="combined", choices=["combined", "jsonl"])
    ap.add_argument("--window", default="5m")
    a = ap.parse_args()
    win = parse_window(a.window)
    rows = list((iter_combined if a.format == "combined" else iter_jsonl)(a.file))
    if not rows:
        print("No parseable lines.")
        return
    start = rows[0][0]
    buckets = defaultdict(Counter)
    times = defaultdict(list)
    per_ip = Counter()
    for ts, ip, path, status, rt, _ in rows:
        b = int((ts - start) / win)
        buckets[b]["total"] += 1
        if 400 <= status < 500:
            buckets[b]["4xx"] += 1
        elif status >= 500:
            buckets[b]["5xx"] += 1
        times[path].append(rt)
        per_ip[ip] += 1
    print("# Error rate by window\n")
    for b in sorted(buckets):
        c = buckets[b]
        print(f"- {start + b * win:%H:%M} total={c['total']} 4xx={c['4xx']} 5xx={c['5xx']}")
    print("\n# Slowest endpoints (p95)\n")
    p95 = {p: sorted(v)[int(len(v) * 0.95) - 1 if len(v) > 1 else 0] for p, v in times.items()}
    for p, v in sorted(p95.items(), key=lambda kv: -kv[1])[:10]:
        print(f"- {p}: {v:.3f}s")
    med = statistics.median(per_ip.values())
    print("\n# Bursty clients\n")
    for ip, n in per_ip.most_common():
        if n < 20 * med:
            break
        print(f"- {ip}: {n} requests")


if __name__ == "__main__":
    main()
