#!/usr/bin/env python3
"""하늘폼 응답 내보내기 - 공식 API 클라이언트 (표준 라이브러리만 사용)."""
import argparse
import collections
import csv
import json
import os
import re
import sys
import urllib.parse
import urllib.request

API = "https://api.haneulforms.kr/v2"
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"01[016789]-?\d{3,4}-?\d{4}")


def key() -> str:
    k = os.environ.get("HANEULFORMS_API_KEY", "")
    if not k.startswith("hf_"):
        sys.exit("HANEULFORMS_API_KEY 환경 변수를 설정하세요 (hf_로 시작).")
    return k


def get(path: str, **params):
    url = f"{API}{path}"
    if params:
        url += "?" + urllib.parse.urlencode(params)
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {key()}",
        "Accept": "application/json",
        "User-Agent": "haneulforms-responses-skill/1.0",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def paged(path: str):
    cursor = None
    while True:
        page = get(path, limit=200, **({"cursor": cursor} if cursor else {}))
        yield from page.get("items", [])
        cursor = page.get("next_cursor")
        if not cursor:
            break


def mask(v: str) -> str:
    v = EMAIL.sub(lambda m: m.group(0)[0] + "***@" + m.group(0).split("@")[1], v)
    return PHONE.sub("010-****-****", v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--form")
    ap.add_argument("--csv")
    ap.add_argument("--summary", action="store_true")
    a = ap.parse_args()

    if a.list:
        for f in paged("/forms"):
            print(f'{f["id"]}\t{f["title"]}\t응답 {f.get("response_count", 0)}')
        return
    if not a.form:
        ap.error("--form 또는 --list 가 필요합니다")

    form = get(f"/forms/{a.form}")
    questions = {q["id"]: q["title"] for q in form.get("questions", [])}
    rows = list(paged(f"/forms/{a.form}/responses"))

    if a.csv:
        with open(a.csv, "w", newline="", encoding="utf-8-sig") as fh:
            w = csv.writer(fh)
            w.writerow(["response_id", "submitted_at", *questions.values()])
            for r in rows:
                ans = {x["question_id"]: x.get("value", "") for x in r.get("answers", [])}
                w.writerow([r["id"], r["submitted_at"], *[ans.get(q, "") for q in questions]])
        print(f"{len(rows)}건 저장: {a.csv}")

    if a.summary:
        print(f'# {form["title"]} — 응답 {len(rows)}건')
        for qid, title in questions.items():
            c = collections.Counter(
                mask(str(x.get("value", ""))) for r in rows for x in r.get("answers", [])
                if x["question_id"] == qid)
            top = ", ".join(f"{v} ({n})" for v, n in c.most_common(3))
            print(f"- {title}: {top}")


if __name__ == "__main__":
    main()
