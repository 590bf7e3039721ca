#!/usr/bin/env python3
"""OpenAI 组织用量/费用报表（仅调用官方 API）。"""
import argparse, json, os, sys, time, urllib.parse, urllib.request
from collections import defaultdict

API = "https://api.openai.com/v1/organization"

def get(path, **params):
    key = os.environ.get("OPENAI_ADMIN_KEY")
    if not key:
        sys.exit("请先设置环境变量 OPENAI_ADMIN_KEY")
    url = f"{API}/{path}?{urllib.parse.urlencode(params, doseq=True)}"
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    start = int(time.time()) - a.days * 86400
    costs = get("costs", start_time=start, bucket_width="1d", limit=a.days)
    print("== 每日费用 (USD) ==")
    for b in costs.get("data", []):
        day = time.strftime("%Y-%m-%d", time.gmtime(b["start_time"]))
        total = sum(r["amount"]["value"] for r in b.get("results", []))
        print(f"{day}  {total:8.2f}")
    usage = get("usage/completions", start_time=start, bucket_width="1d", group_by=["model"], limit=a.days)
    per_model = defaultdict(int)
    for b in usage.get("data", []):
        for r in b.get("results", []):
            per_model[r.get("model") or "?"] += r.get("input_tokens", 0) + r.get("output_tokens", 0)
    print("== 模型 token 用量前五 ==")
    for m, t in sorted(per_model.items(), key=lambda x: -x[1])[:5]:
        print(f"{m:30s} {t:>14,d}")

if __name__ == "__main__":
    main()
